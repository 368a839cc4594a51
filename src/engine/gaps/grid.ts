/**
 * Reading the 4×13 tableau: which cards are in sequence (locked), the score, where a card is, and
 * which card moves are legal. Shared by the rules, the notation and the tests; the solver has its own
 * compact copy of the move rule for speed (search.ts) and is tested against this one.
 */
import { makeCard, rankValue, suitOf, type CardCode } from '../core/cards';
import { COLS, ROWS, type GapsCell, type GapsPos, type GapsSettings } from './types';

export type Rows = readonly (readonly GapsCell[])[];

export function cellAt(rows: Rows, pos: GapsPos): GapsCell {
  return rows[pos.row]?.[pos.col] ?? null;
}

/** The card one rank higher in the same suit, or null after a king. */
export function successor(card: CardCode): CardCode | null {
  const rank = rankValue(card);
  return rank >= 13 ? null : makeCard(rank + 1, suitOf(card));
}

/**
 * How many cards of row `row` run in sequence from a 2 in the leftmost column (0..12). These are the
 * locked cards (in Montana they only count for score and survive redeals).
 */
export function runLength(rows: Rows, row: number): number {
  const cells = rows[row];
  if (!cells) return 0;
  const first = cells[0];
  if (first == null || rankValue(first) !== 2) return 0;
  let length = 1;
  let previous: CardCode = first;
  while (length < COLS) {
    const next = cells[length];
    if (next == null || next !== successor(previous)) break;
    previous = next;
    length++;
  }
  return length;
}

/** Score: the number of cards in sequence from a 2 in the leftmost column, over all rows (max 48). */
export function sequenceScore(rows: Rows): number {
  let total = 0;
  for (let r = 0; r < ROWS; r++) total += runLength(rows, r);
  return total;
}

/** Every card that is in sequence from a 2 in the leftmost column, row by row. */
export function inSequenceCards(rows: Rows): CardCode[] {
  const cards: CardCode[] = [];
  for (let r = 0; r < ROWS; r++) {
    const run = runLength(rows, r);
    for (let c = 0; c < run; c++) cards.push(rows[r]![c] as CardCode);
  }
  return cards;
}

export function isWon(rows: Rows): boolean {
  return sequenceScore(rows) === 48;
}

/** True when the card at `pos` can never move again (always false in Montana, where nothing locks). */
export function isLockedAt(settings: GapsSettings, rows: Rows, pos: GapsPos): boolean {
  if (settings.variant === 'montana') return false;
  return cellAt(rows, pos) !== null && pos.col < runLength(rows, pos.row);
}

export function findCard(rows: Rows, card: CardCode): GapsPos | null {
  for (let row = 0; row < ROWS; row++) {
    const col = rows[row]!.indexOf(card);
    if (col >= 0) return { row, col };
  }
  return null;
}

export function gapPositions(rows: Rows): GapsPos[] {
  const gaps: GapsPos[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) if (rows[row]![col] === null) gaps.push({ row, col });
  }
  return gaps;
}

/** A legal card move with its implied origin. */
export interface CardMove {
  card: CardCode;
  from: GapsPos;
  to: GapsPos;
}

/**
 * Which cards may fill the gap at `to`: any 2 for a leftmost gap; the same suit one rank higher after
 * a non-king card; nothing after a king or another gap. Returns candidate cards before the locking check.
 */
export function cardsFitting(rows: Rows, to: GapsPos): CardCode[] {
  if (to.col === 0) return ['2S', '2H', '2D', '2C'];
  const left = cellAt(rows, { row: to.row, col: to.col - 1 });
  if (left === null) return [];
  const next = successor(left);
  return next === null ? [] : [next];
}

/** Every legal card move, in a stable order: gaps row by row, then 2s in suit order S H D C. */
export function cardMoves(settings: GapsSettings, rows: Rows): CardMove[] {
  const moves: CardMove[] = [];
  for (const to of gapPositions(rows)) {
    for (const card of cardsFitting(rows, to)) {
      const from = findCard(rows, card);
      if (from === null || isLockedAt(settings, rows, from)) continue;
      moves.push({ card, from, to });
    }
  }
  return moves;
}

/** A copy of the rows with `card` moved from `from` to the gap `to` (no legality check). */
export function withCardMoved(rows: Rows, from: GapsPos, to: GapsPos): GapsCell[][] {
  const next = rows.map((r) => r.slice());
  next[to.row]![to.col] = next[from.row]![from.col]!;
  next[from.row]![from.col] = null;
  return next;
}
