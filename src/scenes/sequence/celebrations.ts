/**
 * Sequence's celebrations (ui/Celebration: short, skipped by a click, tap or key, not played under
 * reduced motion): a completed sequence (its five chips hop one after another while a "Sequence!"
 * ribbon in the team's colour comes up over the board), and the win (every chip of the winner's
 * sequences hops in a wave under a ribbon with the result). The chips always end at rest.
 */
import Phaser from 'phaser';
import { COLORS } from '../../ui';
import { CelebrationBanner, celebrate } from '../../ui/Celebration';

/** What the celebrations need of the board view. */
export interface CelebratedBoard {
  /** The chip image on a space (null where there is none). */
  chipAt(row: number, col: number): Phaser.GameObjects.Image | null;
  /** The scale of a chip at rest. */
  readonly chipScale: number;
  /** The board's frame (the ribbon is centred on it). */
  area(): { x: number; y: number; width: number; height: number };
}

/** How long one chip's hop lasts, and the delay from one chip to the next (base ms). */
const HOP_MS = 360;
const HOP_EVERY = 90;

/** A ribbon that pops in over `rise` ms, stays, and fades over the last `rise` ms of `total`. */
function ribbonAt(t: number, total: number, rise = 280): number {
  return Math.min(t / rise, (total - t) / rise, 1);
}

function hopping(board: CelebratedBoard, cells: ReadonlyArray<readonly [number, number]>, order: (i: number) => number): (t: number) => void {
  const chips = cells.map(([r, c]) => board.chipAt(r, c));
  return (t) => {
    chips.forEach((chip, i) => {
      if (!chip) return;
      const phase = Phaser.Math.Clamp((t - order(i) * HOP_EVERY) / HOP_MS, 0, 1);
      // Up and down once, a little bigger at the top: sin over half a turn.
      chip.setScale(board.chipScale * (1 + 0.45 * Math.sin(Math.PI * phase)));
    });
  };
}

function atRest(board: CelebratedBoard, cells: ReadonlyArray<readonly [number, number]>): void {
  for (const [r, c] of cells) board.chipAt(r, c)?.setScale(board.chipScale);
}

/** A sequence was completed by `team`: its chips hop in order under a "Sequence!" ribbon. */
export function celebrateSequence(scene: Phaser.Scene, board: CelebratedBoard, team: number, cells: ReadonlyArray<readonly [number, number]>, word: string): Promise<void> {
  const total = 1300;
  const banner = new CelebrationBanner(scene, word, COLORS.team[team] ?? COLORS.gold, board.area(), 'sequence:banner');
  const hop = hopping(board, cells, (i) => i);
  return celebrate(scene, {
    name: 'sequence:celebration',
    baseMs: total,
    step: (t) => {
      banner.show(ribbonAt(t, total));
      hop(t);
    },
    end: () => {
      banner.destroy();
      atRest(board, cells);
    },
  });
}

/** The game is won: every chip of the winner's sequences hops in a wave under the result's ribbon. */
export function celebrateWin(scene: Phaser.Scene, board: CelebratedBoard, team: number, cells: ReadonlyArray<readonly [number, number]>, title: string): Promise<void> {
  const total = 2200;
  const banner = new CelebrationBanner(scene, title, COLORS.team[team] ?? COLORS.gold, board.area(), 'sequence:win-banner');
  // Waves along the sequences, one after another.
  const hop = hopping(board, cells, (i) => i);
  const wave = (cells.length - 1) * HOP_EVERY + HOP_MS;
  return celebrate(scene, {
    name: 'sequence:win',
    baseMs: total,
    step: (t) => {
      banner.show(ribbonAt(t, total, 350));
      hop(t % wave);
    },
    end: () => {
      banner.destroy();
      atRest(board, cells);
    },
  });
}
