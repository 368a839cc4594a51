/**
 * A player's (or team's) name and score on a small panel. Score changes count up or down with a pulse;
 * the player whose turn it is gets a gold edge and a marker.
 */
import Phaser from 'phaser';
import { ShapeImage } from './ShapeImage';
import { fitTextWidth } from './fitText';
import { COLORS, PHONE, isPhone, textStyle } from './theme';
import { isInstant } from './tween';
import { animMs } from '../platform/settings';

export interface ScoreBadgeConfig {
  name: string;
  score?: number;
  /** Accent colour (team colour) for the left stripe. */
  color?: number;
  width?: number;
}

const H = 96;

export class ScoreBadge extends Phaser.GameObjects.Container {
  score: number;
  private turn = false;
  private readonly boxW: number;
  private readonly bg: ShapeImage;
  private readonly nameText: Phaser.GameObjects.Text;
  private readonly scoreText: Phaser.GameObjects.Text;
  private readonly subtitle: Phaser.GameObjects.Text;
  private counter: Phaser.Tweens.Tween | null = null;
  private readonly phone: boolean;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly config: ScoreBadgeConfig,
  ) {
    super(scene, x, y);
    this.score = config.score ?? 0;
    this.boxW = config.width ?? 300;
    const w = this.boxW;
    this.bg = new ShapeImage(scene);
    // A phone keeps both lines at 12 CSS px (PHONE.text); they then fill the badge's height.
    this.phone = isPhone(scene);
    this.nameText = scene.add.text(-w / 2 + 30, -14, config.name, textStyle('body', { fontStyle: 'bold', fontSize: this.phone ? `${PHONE.text + 2}px` : '30px' })).setOrigin(0, 0.5);
    this.subtitle = scene.add.text(-w / 2 + 30, this.phone ? 24 : 22, '', textStyle('small', this.phone ? { fontSize: `${PHONE.text}px` } : {})).setOrigin(0, 0.5);
    this.scoreText = scene.add.text(w / 2 - 22, 0, String(this.score), textStyle('score')).setOrigin(1, 0.5);
    this.add([this.bg, this.nameText, this.subtitle, this.scoreText]);
    this.setSize(w, H);
    this.fitName();
    this.redraw();
    scene.add.existing(this);
  }

  /** The name and width the name text was last fitted to (each font size tried redraws its texture). */
  private fitted = { name: '', max: -1 };

  private fitName(): void {
    const max = this.boxW - 30 - this.scoreText.width - 36;
    if (this.fitted.name !== this.config.name || this.fitted.max !== max) {
      this.nameText.setText(this.config.name);
      fitTextWidth(this.nameText, max, this.phone ? { from: PHONE.text + 2, min: PHONE.text } : { from: 30, min: 16 });
      this.fitted = { name: this.config.name, max };
    }
    this.nameText.setY(this.subtitle.text ? (this.phone ? -20 : -14) : 0);
  }

  private redraw(): void {
    const w = this.boxW;
    this.bg.draw((g) => {
      g.fillStyle(0x000000, 0.28).fillRoundedRect(-w / 2 + 2, -H / 2 + 6, w, H, 16);
      g.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, -H / 2, w, H, 16);
      g.fillStyle(this.config.color ?? COLORS.gold, 1).fillRoundedRect(-w / 2 + 8, -H / 2 + 12, 8, H - 24, 4);
      g.lineStyle(this.turn ? 4 : 2, this.turn ? COLORS.gold : COLORS.panelEdge, this.turn ? 1 : 0.5).strokeRoundedRect(-w / 2, -H / 2, w, H, 16);
      if (this.turn) {
        // A small gold triangle pointing at the badge: whose turn it is, without relying on colour only.
        g.fillStyle(COLORS.gold, 1).fillTriangle(-w / 2 - 26, -14, -w / 2 - 26, 14, -w / 2 - 6, 0);
      }
    });
  }

  /** Sets the score, counting to it and pulsing (instantly when animations are off). */
  setScore(n: number): this {
    if (n === this.score) return this;
    const from = this.score;
    this.score = n;
    this.counter?.stop();
    if (isInstant()) {
      this.scoreText.setText(String(n));
      this.fitName();
      return this;
    }
    const proxy = { v: from };
    this.counter = this.scene.tweens.add({
      targets: proxy,
      v: n,
      duration: animMs(Math.min(900, 120 + Math.abs(n - from) * 40)),
      ease: 'Cubic.easeOut',
      onUpdate: () => this.scoreText.setText(String(Math.round(proxy.v))),
      onComplete: () => {
        this.scoreText.setText(String(n));
        this.fitName();
      },
    });
    this.scene.tweens.add({ targets: this.scoreText, scale: 1.25, duration: animMs(140), yoyo: true, ease: 'Sine.easeOut' });
    return this;
  }

  setPlayerName(text: string): this {
    this.config.name = text;
    this.nameText.setText(text);
    this.fitName();
    return this;
  }

  /** Marks whose turn it is (gold edge and pointer). */
  setTurn(on: boolean): this {
    this.turn = on;
    this.redraw();
    return this;
  }

  /** A second, smaller line under the name (e.g. "12 chips", "thinking…"); null hides it. */
  setSubtitle(text: string | null): this {
    this.subtitle.setText(text ?? '');
    this.fitName();
    return this;
  }
}
