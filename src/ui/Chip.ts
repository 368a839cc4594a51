/**
 * A chip or marker (frames of the `chips` texture) with an optional label underneath and an optional
 * count badge (e.g. a player's No Thanks chips when they are open).
 */
import Phaser from 'phaser';
import { TEX } from './art/keys';
import { ShapeImage } from './ShapeImage';
import { CHIP, COLORS, textStyle } from './theme';
import { isInstant, tweenTo } from './tween';

export interface ChipConfig {
  frame: string;
  label?: string;
  count?: number;
  scale?: number;
}

export class Chip extends Phaser.GameObjects.Container {
  private readonly image: Phaser.GameObjects.Image;
  private label: Phaser.GameObjects.Text | null = null;
  private badge: Phaser.GameObjects.Container | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, config: ChipConfig) {
    super(scene, x, y);
    this.image = scene.add.image(0, 0, TEX.chips, config.frame);
    this.add(this.image);
    this.setSize(CHIP, CHIP);
    if (config.scale !== undefined) this.setScale(config.scale);
    if (config.label !== undefined) this.setLabel(config.label);
    if (config.count !== undefined) this.setCount(config.count);
    scene.add.existing(this);
  }

  setFrameName(frame: string): this {
    this.image.setFrame(frame);
    return this;
  }

  /** A number in a small dark disc at the top right; null removes it. */
  setCount(n: number | null): this {
    if (n === null) {
      this.badge?.destroy();
      this.badge = null;
      return this;
    }
    if (!this.badge) {
      const g = new ShapeImage(this.scene).draw((s) => s.fillStyle(COLORS.ink, 0.92).fillCircle(0, 0, 22).lineStyle(3, COLORS.gold, 1).strokeCircle(0, 0, 22));
      const t = this.scene.add.text(0, 0, '', textStyle('small', { fontSize: '24px', fontStyle: 'bold', color: '#ffffff' })).setOrigin(0.5);
      this.badge = this.scene.add.container(CHIP / 2 - 8, -CHIP / 2 + 8, [g, t]);
      this.add(this.badge);
    }
    (this.badge.list[1] as Phaser.GameObjects.Text).setText(String(n));
    return this;
  }

  setLabel(text: string | null): this {
    if (text === null) {
      this.label?.destroy();
      this.label = null;
      return this;
    }
    if (!this.label) {
      this.label = this.scene.add.text(0, CHIP / 2 + 18, text, textStyle('small', { color: '#f4efe2' })).setOrigin(0.5);
      this.add(this.label);
    } else this.label.setText(text);
    return this;
  }

  /** A little bounce when the chip lands. */
  async pop(): Promise<void> {
    if (isInstant()) return;
    const s = this.image.scale;
    this.image.setScale(s * 1.3);
    await tweenTo(this.scene, this.image, { scaleX: s, scaleY: s }, 200, 'Back.easeOut');
  }
}
