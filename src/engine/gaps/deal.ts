/**
 * Dealing from the seed: the first deal and every redeal. Redeal n draws its shuffle from an Rng
 * seeded with (game seed, n) rather than from a generator carried in the state, so undoing a redeal
 * and redealing again gives the very same layout (no rerolling a bad redeal).
 */
import { rankValue, standardDeck, type CardCode } from '../core/cards';
import { Rng } from '../core/rng';
import { runLength, type Rows } from './grid';
import { COLS, ROWS, type GapsCell, type GapsPlacement, type GapsPos, type GapsSettings } from './types';

function emptyRows(): GapsCell[][] {
  return Array.from({ length: ROWS }, () => Array<GapsCell>(COLS).fill(null));
}

/**
 * The first deal: 52 cards row by row, aces removed. The `twos` variant (the earlier "basic" rules)
 * deals the 2s into the leftmost column first, in the order the shuffle gives them, and the rest into
 * columns 2..13, exactly as those games were dealt, so their records replay.
 */
export function firstDeal(settings: Pick<GapsSettings, 'variant'>, seed: string): GapsCell[][] {
  const deck = Rng.fromSeed(`gaps:${seed}`).shuffle(standardDeck());
  const rows = emptyRows();
  if (settings.variant === 'twos') {
    const twos = deck.filter((c) => rankValue(c) === 2);
    const rest = deck.filter((c) => rankValue(c) !== 2);
    twos.forEach((card, row) => (rows[row]![0] = card));
    // 44 cards and 4 aces (which become gaps) fill columns 2..13.
    rest.forEach((card, i) => (rows[Math.floor(i / (COLS - 1))]![1 + (i % (COLS - 1))] = rankValue(card) === 1 ? null : card));
    return rows;
  }
  deck.forEach((card, i) => (rows[Math.floor(i / COLS)]![i % COLS] = rankValue(card) === 1 ? null : card));
  return rows;
}

export interface RedealResult {
  rows: GapsCell[][];
  dealt: GapsPlacement[];
  gaps: GapsPos[];
}

/**
 * Redeal number `redealNumber` (1-based): the cards not in sequence are gathered (row by row), shuffled
 * and dealt back row by row into the free places. Default: each row's gap lands directly right of its
 * run (column 1 when it has none). Random gaps: the four gaps are shuffled in with the cards.
 */
export function redeal(settings: GapsSettings, seed: string, redealNumber: number, rows: Rows): RedealResult {
  const rng = Rng.fromSeed(`gaps:${seed}:redeal:${redealNumber}`);
  const next = emptyRows();
  const gathered: { card: CardCode; from: GapsPos }[] = [];
  const free: GapsPos[] = [];
  const fixedGaps: GapsPos[] = [];
  for (let row = 0; row < ROWS; row++) {
    const run = runLength(settings, rows, row);
    for (let col = 0; col < COLS; col++) {
      const cell = rows[row]![col]!;
      if (col < run) {
        next[row]![col] = cell;
        continue;
      }
      if (cell !== null) gathered.push({ card: cell, from: { row, col } });
      if (!settings.randomGaps && col === run) fixedGaps.push({ row, col });
      else free.push({ row, col });
    }
  }
  const pieces: (CardCode | null)[] = gathered.map((g) => g.card);
  if (settings.randomGaps) pieces.push(null, null, null, null);
  const shuffled = rng.shuffle(pieces);
  const origin = new Map(gathered.map((g) => [g.card, g.from]));
  const dealt: GapsPlacement[] = [];
  const gaps: GapsPos[] = [...fixedGaps];
  shuffled.forEach((card, i) => {
    const to = free[i]!;
    if (card === null) {
      gaps.push(to);
      return;
    }
    next[to.row]![to.col] = card;
    dealt.push({ card, from: origin.get(card)!, to });
  });
  gaps.sort((a, b) => a.row - b.row || a.col - b.col);
  return { rows: next, dealt, gaps };
}
