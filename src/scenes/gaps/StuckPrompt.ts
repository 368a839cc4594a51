/**
 * "No card can move": a banner floating over the middle of the tableau with the Redeal button.
 * It leaves most cards visible (the rules' double-tap on any card redeals too) and slides in and out.
 */
import Phaser from 'phaser';
import { t } from '../../platform/i18n';
import { Button, COLORS, DEPTH, textStyle, tweenTo } from '../../ui';
import { ShapeImage } from '../../ui/ShapeImage';

export class StuckPrompt {
  readonly root: Phaser.GameObjects.Container;
  readonly button: Button;
  private readonly bg: ShapeImage;
  private readonly text: Phaser.GameObjects.Text;
  private shown = false;

  constructor(
    private readonly scene: Phaser.Scene,
    onRedeal: () => void,
  ) {
    this.bg = new ShapeImage(scene);
    this.text = scene.add.text(0, 0, '', textStyle('body', { fontSize: '30px', align: 'center' })).setOrigin(0.5);
    this.button = new Button(scene, 0, 0, { label: t('gaps.redeal'), icon: '⇄', onClick: onRedeal, width: 260, height: 72, variant: 'primary', fontSize: 28 });
    // Hidden with the banner, so neither the test hook nor the keyboard finds it while hidden.
    this.button.setName('gaps:redeal-prompt').setVisible(false);
    this.root = scene.add.container(0, 0, [this.bg, this.text, this.button]).setDepth(DEPTH.hud - 10).setVisible(false);
  }

  get visible(): boolean {
    return this.shown;
  }

  /** Shows the prompt centred at (x, y), `width` wide, for `left` redeals (-1 = unlimited). */
  show(x: number, y: number, width: number, left: number): void {
    this.text.setText(left < 0 ? t('gaps.stuckUnlimited') : t('gaps.stuck', { n: left }));
    this.text.setWordWrapWidth(width - 80, true);
    const h = this.text.height + 72 + 64;
    this.bg.draw((g) => {
      g.fillStyle(0x000000, 0.3).fillRoundedRect(-width / 2 + 4, -h / 2 + 10, width, h, 22);
      g.fillStyle(COLORS.panel, 0.94).fillRoundedRect(-width / 2, -h / 2, width, h, 22);
      g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(-width / 2, -h / 2, width, h, 22);
    });
    this.text.setPosition(0, -h / 2 + 28 + this.text.height / 2);
    this.button.setPosition(0, h / 2 - 28 - 36);
    this.root.setPosition(x, y + 30).setAlpha(0).setVisible(true);
    this.button.setVisible(true);
    if (!this.shown) void tweenTo(this.scene, this.root, { y, alpha: 1 }, 260, 'Back.easeOut');
    else this.root.setPosition(x, y).setAlpha(1);
    this.shown = true;
  }

  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.root.setVisible(false);
    this.button.setVisible(false);
  }
}
