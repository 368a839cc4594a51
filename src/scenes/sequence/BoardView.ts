/**
 * The Sequence board: the framed 10×10 grid of printed spaces, the chips on it, the line and glow
 * over completed sequences, and one CellTarget per space. It draws what the engine state says and
 * animates single changes (chip dropped, chip lifted, sequence marked); it decides nothing. A new
 * layout (the window turned) moves all of it in place.
 */
import Phaser from 'phaser';
import { boardCell, FREE, type CompletedSequence, type SequenceVariant } from '../../engine/sequence';
import type { CardCode } from '../../engine/core';
import { CELL, CHIP, COLORS, DEPTH, TEX, cellFrame, numFrame, teamChipFrame } from '../../ui';
import { isInstant, tweenTo } from '../../ui/tween';
import { CellTarget } from './CellTarget';
import { SequenceLine } from './SequenceLine';
import { ShapeImage } from '../../ui/ShapeImage';
import { Spotlight, type Spot } from '../../ui/Spotlight';
import { cellCentre, type SequenceLayout } from './layout';

const CHIP_SHARE = 0.74;
/** The tint of a space a chip lies on. */
const UNDER_CHIP = 0x5d6b63;

export class BoardView {
  readonly cells: CellTarget[] = [];
  /** The printed spaces, in row order. */
  private readonly spaces: Phaser.GameObjects.Image[] = [];
  private readonly frame: ShapeImage;
  private readonly chips: Array<Phaser.GameObjects.Image | null> = new Array(100).fill(null);
  /** Rings marking chips of completed sequences ("turned over" at a real table). */
  private readonly locks = new Map<number, ShapeImage>();
  private readonly lines: SequenceLine[] = [];
  /** The completed sequences drawn (their lines and rings are drawn again for a new layout). */
  private marked: Array<{ team: number; cells: ReadonlyArray<readonly [number, number]> }> = [];
  private last: { row: number; col: number; removed: boolean } | null = null;
  /** Marks the space of the last move, so a move made while you looked away is easy to find. */
  /** Drawn round its own centre and moved to the space: one shared texture per kind of mark. */
  private readonly lastMove: ShapeImage;
  /**
   * While a card is selected or dragged, its legal spaces glow and the rest of the board dims (as in
   * the official Sequence app). Below the spaces' own glow (DEPTH.cards + 5), above chips and lines.
   */
  private readonly spotlight: Spotlight;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly variant: SequenceVariant,
    private layout: SequenceLayout,
  ) {
    this.frame = new ShapeImage(scene).setDepth(DEPTH.table);
    this.drawFrame();
    this.lastMove = new ShapeImage(scene).setDepth(DEPTH.cards + 3).setVisible(false).setName('sequence:last-move');
    this.spotlight = new Spotlight(scene, { depth: DEPTH.cards + 4, name: 'sequence:spotlight' });
    this.spotlight.setSource(() => this.litSpots());
    this.setSpotlightArea();
    for (let row = 0; row < 10; row++) {
      for (let col = 0; col < 10; col++) {
        const { x, y } = cellCentre(layout, row, col);
        const space = boardCell(variant, row, col);
        const img = scene.add
          .image(x, y, TEX.cells, spaceFrame(space))
          .setScale((layout.board.cell - 4) / CELL)
          .setDepth(DEPTH.table + 1)
          .setName(`cell-${row}-${col}`);
        this.spaces.push(img);
        const target = new CellTarget(scene, row, col, x, y, layout.board.cell);
        target.onHighlight = () => this.spotlight.invalidate();
        this.cells.push(target);
      }
    }
  }

  /**
   * The spaces a selected or dragged card can act on (armed, or lit by a drag); the hover preview
   * ('hint') stays a light outline, so running the pointer along the hand does not flash the board.
   */
  private litSpots(): Spot[] {
    const s = this.layout.board.cell;
    return this.cells
      .filter((c) => c.shownHighlight === 'legal' || c.shownHighlight === 'target')
      .map((c) => {
        const { x, y } = cellCentre(this.layout, c.row, c.col);
        return { x: x - s / 2 + 2, y: y - s / 2 + 2, width: s - 4, height: s - 4, color: c.glowColor, radius: 8 };
      });
  }

  private setSpotlightArea(): void {
    this.spotlight.setArea(this.area());
  }

  /** The chip on a space (null where there is none): the celebrations make it hop. */
  chipAt(row: number, col: number): Phaser.GameObjects.Image | null {
    return this.chips[row * 10 + col] ?? null;
  }

  /**
   * A space under a chip is dimmed (as in the official Sequence app): the round chip leaves the top
   * of its rank and the foot of its suit showing, which read as notches in the chip at full contrast.
   */
  private dimSpace(i: number, under: boolean): void {
    this.spaces[i]?.setTint(under ? UNDER_CHIP : 0xffffff).setData('underChip', under);
  }

  /** The scale of a chip at rest. */
  get chipScale(): number {
    return (this.layout.board.cell * CHIP_SHARE) / CHIP;
  }

  /** The board inside its frame. */
  area(): { x: number; y: number; width: number; height: number } {
    const { cx, cy, cell, frame } = this.layout.board;
    const half = cell * 5 + frame;
    return { x: cx - half, y: cy - half, width: half * 2, height: half * 2 };
  }

  cell(row: number, col: number): CellTarget {
    return this.cells[row * 10 + col] as CellTarget;
  }

  /** The space under a world point, or null off the board. */
  cellAt(x: number, y: number): CellTarget | null {
    const { cx, cy, cell } = this.layout.board;
    const col = Math.floor((x - (cx - 5 * cell)) / cell);
    const row = Math.floor((y - (cy - 5 * cell)) / cell);
    return row >= 0 && row < 10 && col >= 0 && col < 10 ? this.cell(row, col) : null;
  }

  /** Puts every chip, lock ring and sequence line where the state has them, without animation. */
  sync(chips: readonly number[], sequences: readonly CompletedSequence[]): void {
    chips.forEach((team, i) => {
      const current = this.chips[i];
      this.dimSpace(i, team !== -1);
      if (team === -1) {
        current?.destroy();
        this.chips[i] = null;
      } else if (!current || current.frame.name !== teamChipFrame(team)) {
        current?.destroy();
        this.chips[i] = this.makeChip(Math.floor(i / 10), i % 10, team);
      }
    });
    this.marked = sequences.map((seq) => ({ team: seq.team, cells: seq.cells }));
    this.drawSequences();
  }

  /** Moves and resizes everything for `layout` (nothing animates meanwhile: the scene waits for that). */
  relayout(layout: SequenceLayout): void {
    this.layout = layout;
    const scale = (layout.board.cell - 4) / CELL;
    this.drawFrame();
    this.setSpotlightArea();
    this.spaces.forEach((img, i) => {
      const { x, y } = cellCentre(layout, Math.floor(i / 10), i % 10);
      img.setPosition(x, y).setScale(scale);
      this.cells[i]?.place(x, y, layout.board.cell);
    });
    this.chips.forEach((chip, i) => {
      if (!chip) return;
      const { x, y } = cellCentre(layout, Math.floor(i / 10), i % 10);
      this.scene.tweens.killTweensOf(chip);
      chip.setPosition(x, y).setScale((layout.board.cell * CHIP_SHARE) / CHIP).setAlpha(1).setDepth(DEPTH.cards);
    });
    this.drawSequences();
    if (this.last) this.markLast(this.last.row, this.last.col, this.last.removed);
  }

  /** The lines and rings of the completed sequences, drawn afresh. */
  private drawSequences(): void {
    for (const g of this.lines) g.destroy();
    this.lines.length = 0;
    for (const ring of this.locks.values()) ring.destroy();
    this.locks.clear();
    for (const seq of this.marked) {
      this.lines.push(this.drawLine(seq.team, seq.cells, 1));
      this.lockCells(seq.cells);
    }
  }

  /** A chip falls onto the space and settles with a small bounce. */
  async dropChip(row: number, col: number, team: number): Promise<void> {
    const i = row * 10 + col;
    this.chips[i]?.destroy();
    const chip = this.makeChip(row, col, team);
    this.chips[i] = chip;
    if (isInstant()) return;
    const scale = chip.scale;
    const y = chip.y;
    chip.setScale(scale * 1.7).setAlpha(0).setY(y - this.layout.board.cell * 0.5).setDepth(DEPTH.drag);
    await tweenTo(this.scene, chip, { scale, alpha: 1, y }, 300, 'Back.easeOut');
    this.dimSpace(i, true);
    chip.setDepth(DEPTH.cards);
  }

  /** The chip rises, grows and fades away. */
  async liftChip(row: number, col: number): Promise<void> {
    const i = row * 10 + col;
    const chip = this.chips[i];
    this.chips[i] = null;
    this.dimSpace(i, false);
    this.locks.get(i)?.destroy();
    this.locks.delete(i);
    if (!chip) return;
    chip.setDepth(DEPTH.drag);
    await tweenTo(this.scene, chip, { y: chip.y - this.layout.board.cell * 0.9, scale: chip.scale * 1.4, alpha: 0 }, 380, 'Cubic.easeIn');
    chip.destroy();
  }

  /** Draws the line through a new sequence, then rings its chips. */
  async markSequence(team: number, cells: ReadonlyArray<readonly [number, number]>): Promise<void> {
    const line = this.drawLine(team, cells, isInstant() ? 1 : 0);
    this.lines.push(line);
    this.marked.push({ team, cells });
    // Through tweenTo (a progress the line follows), so that a press finishes it like any other step.
    let progress = isInstant() ? 1 : 0;
    const drawn = {
      get progress(): number {
        return progress;
      },
      set progress(v: number) {
        progress = v;
        line.setProgress(v);
      },
    };
    await tweenTo(this.scene, drawn, { progress: 1 }, 520, 'Cubic.easeInOut');
    this.lockCells(cells);
  }

  /** Rings the space of the last move: gold for a chip placed, red dashes for a chip taken away. */
  markLast(row: number, col: number, removed: boolean): void {
    this.last = { row, col, removed };
    const { x, y } = cellCentre(this.layout, row, col);
    const s = this.layout.board.cell;
    this.lastMove.setPosition(x, y).setVisible(true);
    if (removed) {
      const r = s * 0.36;
      this.lastMove.draw((g) => {
        g.lineStyle(4, COLORS.error, 0.95);
        for (let i = 0; i < 12; i += 2) g.strokeArc(0, 0, r, (i * Math.PI) / 6, ((i + 1) * Math.PI) / 6);
      });
      return;
    }
    this.lastMove.draw((g) => g.lineStyle(4, COLORS.gold, 1).strokeRoundedRect(-s / 2 + 3, -s / 2 + 3, s - 6, s - 6, 10));
  }

  clearLast(): void {
    this.last = null;
    this.lastMove.setVisible(false);
  }

  destroy(): void {
    this.spotlight.destroy();
    this.lastMove.destroy();
    this.frame.destroy();
    for (const o of this.spaces) o.destroy();
    for (const c of this.chips) c?.destroy();
    for (const g of this.lines) g.destroy();
    for (const r of this.locks.values()) r.destroy();
    for (const c of this.cells) c.destroy();
  }

  private makeChip(row: number, col: number, team: number): Phaser.GameObjects.Image {
    const { x, y } = cellCentre(this.layout, row, col);
    return this.scene.add
      .image(x, y, TEX.chips, teamChipFrame(team))
      .setScale((this.layout.board.cell * CHIP_SHARE) / CHIP)
      .setDepth(DEPTH.cards)
      .setName(`chip-${row}-${col}`);
  }

  private lockCells(cells: ReadonlyArray<readonly [number, number]>): void {
    const r = this.layout.board.cell * CHIP_SHARE * 0.5;
    for (const [row, col] of cells) {
      const i = row * 10 + col;
      if (this.locks.has(i) || boardCell(this.variant, row, col) === FREE) continue;
      const { x, y } = cellCentre(this.layout, row, col);
      // Drawn round (0, 0) and placed, so every ring shares one texture.
      const ring = new ShapeImage(this.scene, x, y)
        .draw((g) => g.lineStyle(5, COLORS.paper, 0.95).strokeCircle(0, 0, r + 2).lineStyle(2, COLORS.gold, 1).strokeCircle(0, 0, r + 6))
        .setDepth(DEPTH.cards + 1);
      this.locks.set(i, ring);
    }
  }

  private drawLine(team: number, cells: ReadonlyArray<readonly [number, number]>, progress: number): SequenceLine {
    const first = cells[0]!;
    const last = cells[cells.length - 1]!;
    const a = cellCentre(this.layout, first[0], first[1]);
    const b = cellCentre(this.layout, last[0], last[1]);
    return new SequenceLine(this.scene, a, b, COLORS.team[team] ?? COLORS.gold, Math.max(8, this.layout.board.cell * 0.12), progress);
  }

  private drawFrame(): void {
    const { cx, cy, cell, frame } = this.layout.board;
    const half = cell * 5 + frame;
    this.frame.draw((s) =>
      s
        .fillStyle(0x000000, 0.3)
        .fillRoundedRect(cx - half + 6, cy - half + 10, half * 2, half * 2, 22)
        .fillStyle(0x0d2419, 1)
        .fillRoundedRect(cx - half, cy - half, half * 2, half * 2, 20)
        .lineStyle(4, COLORS.goldDark, 1)
        .strokeRoundedRect(cx - half, cy - half, half * 2, half * 2, 20)
        .lineStyle(2, COLORS.gold, 0.5)
        .strokeRoundedRect(cx - half + 6, cy - half + 6, half * 2 - 12, half * 2 - 12, 16),
    );
  }
}

function spaceFrame(space: string | number): string {
  if (space === FREE) return cellFrame('free');
  return typeof space === 'number' ? numFrame(space) : cellFrame(space as CardCode);
}
