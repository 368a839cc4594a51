/**
 * A segmented selector: one value from a short list. Click a segment, or focus the control and use
 * ←/→ (Enter/Space steps to the next value).
 */
import Phaser from 'phaser';
import type { ArrowDir } from './FocusManager';
import { FocusableWidget } from './FocusableWidget';
import { ShapeImage } from './ShapeImage';
import { playSound } from './sound';
import { COLORS, FONT, TEXT_RESOLUTION } from './theme';
import { SEGMENT_LABEL_SIDES as LABEL_SIDES, segmentEdges } from './layout';
import type { AccessibleInfo } from './a11y/types';

export interface ChoiceConfig<T> {
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  width?: number;
  height?: number;
  /** Register with the scene's FocusManager (default true). */
  focus?: boolean;
  /** What a screen reader calls it (the row's label beside it: "Players"). */
  a11yName?: string;
}

export class Choice<T> extends FocusableWidget {
  value: T;
  private enabled = true;
  /** One texture per (choice, focus) state: a Graphics would be re-tessellated every frame. */
  private readonly bg: ShapeImage;
  private readonly labels: Phaser.GameObjects.Text[] = [];
  private readonly zones: Phaser.GameObjects.Zone[] = [];
  private readonly boxW: number;
  private readonly boxH: number;
  /** Left edge of each segment, then the right edge of the last (centred on 0). */
  private readonly edges: number[];

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
    const size = Math.round(this.boxH * 0.4);
    for (const opt of config.options) {
      this.labels.push(scene.add.text(0, 0, opt.label, { fontFamily: FONT, fontSize: `${size}px`, fontStyle: 'bold', resolution: TEXT_RESOLUTION }).setOrigin(0.5));
    }
    this.edges = segmentEdges(this.labels.map((t) => t.width), this.boxW);
    // Labels that do not fit their segments all shrink to one size, so the row reads as one set.
    let fitted = size;
    const fits = (): boolean => this.labels.every((t, i) => t.width <= this.segmentWidth(i) - 2 * LABEL_SIDES);
    while (!fits() && fitted > 14) {
      fitted -= 1;
      for (const t of this.labels) t.setFontSize(fitted);
    }
    config.options.forEach((opt, i) => {
      const cx = (this.edges[i]! + this.edges[i + 1]!) / 2;
      const t = this.labels[i]!.setX(cx);
      const zone = scene.add.zone(cx, 0, this.segmentWidth(i), this.boxH).setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.choose(opt.value));
      this.zones.push(zone);
      this.add([t, zone]);
    });
    this.setSize(this.boxW, this.boxH);
    this.redraw();
    this.addToScene(config.focus);
  }

  /** Names the control and its segments (`<name>#<index>`: tests find a segment by it; segments differ in width). */
  override setName(name: string): this {
    super.setName(name);
    this.zones.forEach((z, i) => z.setName(`${name}#${i}`));
    return this;
  }

  private segmentWidth(i: number): number {
    return this.edges[i + 1]! - this.edges[i]!;
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

  protected redraw(): void {
    const { boxW: w, boxH: h, edges } = this;
    const n = this.config.options.length;
    const r = Math.min(16, h / 2);
    const i = this.index();
    const focused = this.focused;
    this.bg.draw((g) => {
      g.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
      g.fillStyle(COLORS.gold, 1).fillRoundedRect(edges[i]! + 4, -h / 2 + 4, this.segmentWidth(i) - 8, h - 8, r - 4);
      g.lineStyle(1, COLORS.panelEdge, 0.4);
      for (let k = 1; k < n; k++) {
        if (k === i || k === i + 1) continue;
        g.lineBetween(edges[k]!, -h / 2 + 12, edges[k]!, h / 2 - 12);
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

  protected focusBox(): { width: number; height: number } {
    return { width: this.boxW, height: this.boxH };
  }

  isFocusable(): boolean {
    return this.enabled && this.visible && this.active;
  }

  /** A slider to a screen reader: arrows step through the values, as here. */
  describe(): AccessibleInfo {
    const opts = this.config.options;
    const i = this.index();
    return { role: 'slider', name: this.config.a11yName ?? '', value: { now: i, max: opts.length - 1, text: opts[i]?.label ?? '' }, disabled: !this.enabled };
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
}
