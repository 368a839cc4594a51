/**
 * One board space as a drop target (for drags), a focusable (for keyboard play) and a click target.
 * It only shows what it is told: the input controller arms the spaces the engine says are legal.
 */
import Phaser from 'phaser';
import { COLORS, DEPTH, type DropTarget, type Focusable, type Highlight } from '../../ui';
import { HIGHLIGHT_COLOR } from '../../ui/highlight';
import { ShapeImage } from '../../ui/ShapeImage';
import { isInstant } from '../../ui/tween';

/** Whether the armed card places a chip here or takes one away (drawn green or red). */
export type CellMode = 'place' | 'remove';

export class CellTarget implements DropTarget, Focusable {
  readonly id: string;
  /** Set while this space is a legal target of the selected or dragged card. */
  armed = false;
  mode: CellMode = 'place';
  onActivate: (() => void) | null = null;
  /** Told after every change of highlight (the board's spotlight then redraws). */
  onHighlight: (() => void) | null = null;
  /** Drawn round its own centre, so every space's glow of one kind shares one texture. */
  private readonly overlay: ShapeImage;
  private pulse: Phaser.Tweens.Tween | null = null;
  private highlight: Highlight = 'none';

  constructor(
    private readonly scene: Phaser.Scene,
    readonly row: number,
    readonly col: number,
    private x: number,
    private y: number,
    private size: number,
  ) {
    this.id = `cell-${row}-${col}`;
    this.overlay = new ShapeImage(scene, x, y).setDepth(DEPTH.cards + 5).setVisible(false);
  }

  getBounds(): Phaser.Geom.Rectangle {
    return new Phaser.Geom.Rectangle(this.x - this.size / 2, this.y - this.size / 2, this.size, this.size);
  }

  getFocusRect(): Phaser.Geom.Rectangle {
    return this.getBounds();
  }

  isFocusable(): boolean {
    return this.armed;
  }

  activate(): void {
    this.onActivate?.();
  }

  setFocused(on: boolean): void {
    // The focus ring is drawn by the FocusManager; also brighten the space so it reads at a glance.
    if (this.armed) this.setHighlight(on ? 'target' : 'legal');
  }

  /** Moves the space (a new layout), its glow drawn again at the new size. */
  place(x: number, y: number, size: number): void {
    this.x = x;
    this.y = y;
    this.size = size;
    this.overlay.setPosition(x, y);
    const shown = this.highlight;
    this.highlight = 'none';
    this.setHighlight(shown);
  }

  /** The highlight shown now. */
  get shownHighlight(): Highlight {
    return this.highlight;
  }

  /** What a lit space glows in: red where the armed card takes a chip away. */
  get glowColor(): number {
    const h = this.highlight === 'none' ? 'legal' : this.highlight;
    return this.mode === 'remove' && h === 'legal' ? COLORS.error : HIGHLIGHT_COLOR[h];
  }

  setHighlight(h: Highlight): void {
    if (h === this.highlight) return;
    this.highlight = h;
    this.onHighlight?.();
    this.pulse?.stop();
    this.pulse = null;
    const g = this.overlay.setAlpha(1);
    if (h === 'none') {
      g.setVisible(false);
      return;
    }
    const colour = this.glowColor;
    const s = this.size;
    g.setVisible(true).draw((d) => {
      d.fillStyle(colour, h === 'target' ? 0.32 : 0.22).fillRoundedRect(-s / 2 + 3, -s / 2 + 3, s - 6, s - 6, 10);
      d.lineStyle(h === 'target' ? 7 : 5, colour, 1).strokeRoundedRect(-s / 2 + 3, -s / 2 + 3, s - 6, s - 6, 10);
    });
    if (h === 'legal' && !isInstant()) {
      this.pulse = this.scene.tweens.add({ targets: g, alpha: 0.55, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
  }

  destroy(): void {
    this.pulse?.stop();
    this.overlay.destroy();
  }
}
