/**
 * A segmented selector: one value from a short list. Click a segment, or focus the control and use
 * ←/→ (Enter/Space steps to the next value).
 */
import Phaser from 'phaser';
import { FocusManager, type ArrowDir, type Focusable } from './FocusManager';
import { ShapeImage } from './ShapeImage';
import { playSound } from './sound';
import { COLORS, FONT, TEXT_RESOLUTION } from './theme';

export interface ChoiceConfig<T> {
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  width?: number;
  height?: number;
  /** Register with the scene's FocusManager (default true). */
  focus?: boolean;
}

export class Choice<T> extends Phaser.GameObjects.Container implements Focusable {
  value: T;
  private enabled = true;
  private focused = false;
  /** One texture per (choice, focus) state: a Graphics would be re-tessellated every frame. */
  private readonly bg: ShapeImage;
  private readonly labels: Phaser.GameObjects.Text[] = [];
  private readonly boxW: number;
  private readonly boxH: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly config: ChoiceConfig<T>,
  ) {
    super(scene, x, y);
    this.value = config.value;
    this.boxW = config.width ?? 520;
    this.boxH = config.height ?? 72;
    this.bg = new ShapeImage(scene);
    this.add(this.bg);
    const n = config.options.length;
    const segW = this.boxW / n;
    config.options.forEach((opt, i) => {
      const cx = -this.boxW / 2 + segW * (i + 0.5);
      const t = scene.add
        .text(cx, 0, opt.label, { fontFamily: FONT, fontSize: `${Math.round(this.boxH * 0.4)}px`, fontStyle: 'bold', resolution: TEXT_RESOLUTION })
        .setOrigin(0.5);
      while (t.width > segW - 12 && parseInt(String(t.style.fontSize), 10) > 14) t.setFontSize(parseInt(String(t.style.fontSize), 10) - 2);
      const zone = scene.add.zone(cx, 0, segW, this.boxH).setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.choose(opt.value));
      this.labels.push(t);
      this.add([t, zone]);
    });
    this.setSize(this.boxW, this.boxH);
    this.redraw();
    scene.add.existing(this);
    if (config.focus ?? true) FocusManager.for(scene).add(this);
  }

  private index(): number {
    return Math.max(0, this.config.options.findIndex((o) => o.value === this.value));
  }

  private choose(v: T): void {
    if (!this.enabled || v === this.value) return;
    this.setValue(v);
    playSound('click');
    this.config.onChange(v);
  }

  private redraw(): void {
    const { boxW: w, boxH: h } = this;
    const n = this.config.options.length;
    const segW = w / n;
    const r = Math.min(16, h / 2);
    const i = this.index();
    const focused = this.focused;
    this.bg.draw((g) => {
      g.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
      g.fillStyle(COLORS.gold, 1).fillRoundedRect(-w / 2 + segW * i + 4, -h / 2 + 4, segW - 8, h - 8, r - 4);
      g.lineStyle(1, COLORS.panelEdge, 0.4);
      for (let k = 1; k < n; k++) {
        if (k === i || k === i + 1) continue;
        g.lineBetween(-w / 2 + segW * k, -h / 2 + 12, -w / 2 + segW * k, h / 2 - 12);
      }
      g.lineStyle(focused ? 4 : 2, focused ? COLORS.focus : COLORS.panelEdge, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    });
    this.labels.forEach((t, k) => t.setColor(k === i ? '#1b1b22' : '#f4efe2'));
    this.setAlpha(this.enabled ? 1 : 0.45);
  }

  setValue(v: T): this {
    this.value = v;
    this.redraw();
    return this;
  }

  setEnabled(on: boolean): this {
    this.enabled = on;
    this.redraw();
    return this;
  }

  getFocusRect(): Phaser.Geom.Rectangle {
    const m = this.getWorldTransformMatrix();
    const sx = Math.hypot(m.a, m.b);
    const sy = Math.hypot(m.c, m.d);
    return new Phaser.Geom.Rectangle(m.tx - (this.boxW * sx) / 2, m.ty - (this.boxH * sy) / 2, this.boxW * sx, this.boxH * sy);
  }

  isFocusable(): boolean {
    return this.enabled && this.visible && this.active;
  }

  /** Enter / Space: the next value, wrapping around. */
  activate(): void {
    const opts = this.config.options;
    this.choose(opts[(this.index() + 1) % opts.length]!.value);
  }

  onArrow(dir: ArrowDir): boolean {
    if (dir !== 'left' && dir !== 'right') return false;
    const next = this.index() + (dir === 'left' ? -1 : 1);
    const opt = this.config.options[next];
    if (opt) this.choose(opt.value);
    return true;
  }

  setFocused(on: boolean): void {
    this.focused = on;
    this.redraw();
  }

  override destroy(fromScene?: boolean): void {
    if (this.scene) FocusManager.existing(this.scene)?.remove(this);
    super.destroy(fromScene);
  }
}
