/**
 * A segmented selector: one value from a short list. Click a segment, or focus the control and use
 * ←/→ (Enter/Space steps to the next value).
 */
import Phaser from 'phaser';
import type { ArrowDir } from './FocusManager';
import { FocusableWidget } from './FocusableWidget';
import { onTap } from './tap';
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
  /** Labels that do not fit shrink down to this size at most (default 14; a phone keeps 12 CSS px). */
  minFontSize?: number;
  /** No segment narrower than this (a finger on a phone): more segments wrap onto further rows, each `height` high. */
  minSegment?: number;
  /** What a screen reader calls it (the row's label beside it: "Players"). */
  a11yName?: string;
}

/** How many rows `count` segments take when none may be narrower than `minSegment` in a box `width` wide. */
export function choiceRows(count: number, width: number, minSegment = 0): number {
  const perRow = minSegment > 0 ? Math.max(1, Math.floor(width / minSegment)) : count;
  return Math.max(1, Math.ceil(count / perRow));
}

export class Choice<T> extends FocusableWidget {
  value: T;
  private enabled = true;
  /** One texture per (choice, focus) state: a Graphics would be re-tessellated every frame. */
  private readonly bg: ShapeImage;
  private readonly labels: Phaser.GameObjects.Text[] = [];
  private readonly zones: Phaser.GameObjects.Zone[] = [];
  private readonly boxW: number;
  /** Height of one row of segments, and of the whole control (rows × row height). */
  private readonly rowH: number;
  private readonly boxH: number;
  /** Each segment's row and left and right edges (x centred on 0). */
  private readonly segments: Array<{ row: number; left: number; right: number }> = [];

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly config: ChoiceConfig<T>,
  ) {
    super(scene, x, y);
    this.value = config.value;
    this.boxW = config.width ?? 520;
    this.rowH = config.height ?? 72;
    const n = config.options.length;
    const rows = choiceRows(n, this.boxW, config.minSegment);
    this.boxH = rows * this.rowH;
    this.bg = new ShapeImage(scene);
    this.add(this.bg);
    const size = Math.round(this.rowH * 0.4);
    for (const opt of config.options) {
      this.labels.push(scene.add.text(0, 0, opt.label, { fontFamily: FONT, fontSize: `${size}px`, fontStyle: 'bold', resolution: TEXT_RESOLUTION }).setOrigin(0.5));
    }
    // Rows as even as they can be (8 segments in two rows: 4 and 4), each row's edges shared out by its labels.
    const perRow = Math.ceil(n / rows);
    const minFont = config.minFontSize ?? 14;
    let fitted = size;
    if (config.minSegment) {
      // With a smallest segment (a phone), labels shrink towards equal segments while a wide label
      // would squeeze a neighbour below a finger's width; no further (a long label may take the
      // room short ones leave, as segmentEdges shares it out).
      const minSegment = config.minSegment;
      const equal = this.boxW / perRow - 2 * LABEL_SIDES;
      const squeezes = (): boolean =>
        Array.from({ length: rows }, (_, r) => segmentEdges(this.labels.slice(r * perRow, (r + 1) * perRow).map((t) => t.width), this.boxW)).some((edges) =>
          edges.slice(1).some((e, k) => e - edges[k]! < Math.min(minSegment, this.boxW / perRow)),
        );
      while (this.labels.some((t) => t.width > equal) && squeezes() && fitted > minFont) {
        fitted -= 1;
        for (const t of this.labels) t.setFontSize(fitted);
      }
    }
    for (let r = 0; r < rows; r++) {
      const first = r * perRow;
      const edges = segmentEdges(this.labels.slice(first, first + perRow).map((t) => t.width), this.boxW);
      for (let k = 0; k + 1 < edges.length; k++) this.segments.push({ row: r, left: edges[k]!, right: edges[k + 1]! });
    }
    // Labels that do not fit their segments all shrink to one size, so the row reads as one set.
    const fits = (): boolean => this.labels.every((t, i) => t.width <= this.segmentWidth(i) - 2 * LABEL_SIDES);
    while (!fits() && fitted > minFont) {
      fitted -= 1;
      for (const t of this.labels) t.setFontSize(fitted);
    }
    config.options.forEach((opt, i) => {
      const seg = this.segments[i]!;
      const cx = (seg.left + seg.right) / 2;
      const cy = this.rowY(seg.row);
      const t = this.labels[i]!.setPosition(cx, cy);
      const zone = scene.add.zone(cx, cy, this.segmentWidth(i), this.rowH).setInteractive({ useHandCursor: true });
      // A press and a release on the segment; a press that scrolled the view under it chooses nothing.
      onTap(zone, () => this.choose(opt.value));
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

  /** Centre y of row `row` (the control is centred on 0). */
  private rowY(row: number): number {
    return -this.boxH / 2 + this.rowH * (row + 0.5);
  }

  private segmentWidth(i: number): number {
    const seg = this.segments[i]!;
    return seg.right - seg.left;
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
    const { boxW: w, boxH: h, rowH, segments } = this;
    const r = Math.min(16, rowH / 2);
    const i = this.index();
    const chosen = segments[i]!;
    const focused = this.focused;
    this.bg.draw((g) => {
      g.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
      const top = this.rowY(chosen.row) - rowH / 2;
      g.fillStyle(COLORS.gold, 1).fillRoundedRect(chosen.left + 4, top + 4, chosen.right - chosen.left - 8, rowH - 8, r - 4);
      g.lineStyle(1, COLORS.panelEdge, 0.4);
      segments.forEach((seg, k) => {
        // A line at each segment's left edge within its row, except beside the chosen one.
        if (k === 0 || seg.row !== segments[k - 1]!.row || k === i || k === i + 1) return;
        const y = this.rowY(seg.row);
        g.lineBetween(seg.left, y - rowH / 2 + 12, seg.left, y + rowH / 2 - 12);
      });
      for (let row = 1; row * rowH < h; row++) g.lineBetween(-w / 2 + 12, -h / 2 + row * rowH, w / 2 - 12, -h / 2 + row * rowH);
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
