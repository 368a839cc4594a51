/**
 * A horizontal slider for a value 0..1 (volume). Drag the knob or click the track; ←/→ step it when
 * focused.
 */
import Phaser from 'phaser';
import type { ArrowDir } from './FocusManager';
import { FocusableWidget } from './FocusableWidget';
import { ShapeImage } from './ShapeImage';
import { COLORS } from './theme';
import type { AccessibleInfo } from './a11y/types';

export interface SliderConfig {
  value: number;
  onChange: (value: number) => void;
  width?: number;
  step?: number;
  /** Height of the strip that takes pointers (default 56; a phone passes a finger's height). */
  height?: number;
  /** Register with the scene's FocusManager (default true). */
  focus?: boolean;
  /** What a screen reader calls it ("Volume"). */
  a11yName?: string;
}

const KNOB = 22;
const HEIGHT = 56;

export class Slider extends FocusableWidget {
  value: number;
  private enabled = true;
  /** The pointer dragging the knob, or null. */
  private dragging: number | null = null;
  /** Track, gold fill and knob as images (a Graphics is re-tessellated every frame); the fill has one
   *  texture per step value, the knob moves. */
  private readonly track: ShapeImage;
  private readonly fill: ShapeImage;
  private readonly knob: ShapeImage;
  private readonly trackW: number;
  private readonly boxH: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly config: SliderConfig,
  ) {
    super(scene, x, y);
    this.value = clamp01(config.value);
    this.trackW = config.width ?? 420;
    this.track = new ShapeImage(scene);
    this.fill = new ShapeImage(scene);
    this.knob = new ShapeImage(scene);
    this.add([this.track, this.fill, this.knob]);
    const w = this.trackW;
    this.track.draw((g) => g.fillStyle(0x000000, 0.35).fillRoundedRect(-w / 2, -6, w, 12, 6));
    this.boxH = config.height ?? HEIGHT;
    this.setSize(this.trackW + 2 * KNOB, this.boxH);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (!this.enabled) return;
      this.dragging = p.id;
      this.setFromPointer(p);
    });
    scene.input.on('pointermove', this.onMove, this);
    // A release outside the window ends the drag too (Phaser tells it apart as 'pointerupoutside'):
    // the slider went on following the next press anywhere, and a drag on the empty felt set the
    // volume. Only the pointer that took the knob moves it (a second finger elsewhere does not).
    scene.input.on('pointerup', this.onUp, this);
    scene.input.on('pointerupoutside', this.onUp, this);
    this.once('destroy', () => {
      scene.input?.off('pointermove', this.onMove, this);
      scene.input?.off('pointerup', this.onUp, this);
      scene.input?.off('pointerupoutside', this.onUp, this);
    });
    this.redraw();
    this.addToScene(config.focus);
  }

  private onMove(p: Phaser.Input.Pointer): void {
    if (this.dragging === p.id && p.isDown) this.setFromPointer(p);
  }

  private onUp(p: Phaser.Input.Pointer): void {
    if (this.dragging === p.id) this.dragging = null;
  }

  private setFromPointer(p: Phaser.Input.Pointer): void {
    const local = this.getWorldTransformMatrix().applyInverse(p.worldX, p.worldY);
    this.change(clamp01((local.x + this.trackW / 2) / this.trackW));
  }

  private change(v: number): void {
    const step = this.config.step ?? 0.05;
    const snapped = clamp01(Math.round(v / step) * step);
    if (Math.abs(snapped - this.value) < 1e-9) return;
    this.value = snapped;
    this.redraw();
    this.config.onChange(snapped);
  }

  protected redraw(): void {
    const w = this.trackW;
    const filled = Math.max(12, Math.round(this.value * w));
    this.fill.draw((g) => g.fillStyle(COLORS.gold, 1).fillRoundedRect(-w / 2, -6, filled, 12, 6));
    const focused = this.focused;
    this.knob.setX(-w / 2 + this.value * w).draw((g) => {
      g.fillStyle(0x000000, 0.3).fillCircle(1, 4, KNOB);
      g.fillStyle(COLORS.paper, 1).fillCircle(0, 0, KNOB);
      g.lineStyle(focused ? 5 : 3, focused ? COLORS.focus : COLORS.goldDark, 1).strokeCircle(0, 0, KNOB);
    });
  }

  /** A disabled slider is greyed out and ignores the pointer and the keyboard (volume while sound is off). */
  setEnabled(on: boolean): this {
    this.enabled = on;
    this.dragging = null;
    if (this.input) this.input.cursor = on ? 'pointer' : 'default';
    this.setAlpha(on ? 1 : 0.45);
    return this;
  }

  setValue(v: number): this {
    this.value = clamp01(v);
    this.redraw();
    return this;
  }

  protected focusBox(): { width: number; height: number } {
    return { width: this.trackW + 2 * KNOB, height: this.boxH };
  }

  isFocusable(): boolean {
    return this.enabled && this.visible && this.active;
  }

  activate(): void {
    /* Nothing to press: arrows change the value. */
  }

  describe(): AccessibleInfo {
    const pct = Math.round(this.value * 100);
    return { role: 'slider', name: this.config.a11yName ?? '', value: { now: pct, max: 100, text: `${pct} %` }, disabled: !this.enabled };
  }

  onArrow(dir: ArrowDir): boolean {
    if (dir !== 'left' && dir !== 'right') return false;
    const step = this.config.step ?? 0.05;
    this.change(this.value + (dir === 'left' ? -step : step) * 2);
    return true;
  }
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
