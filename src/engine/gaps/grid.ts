/**
 * Reading the 4×13 tableau: which cards are in sequence (locked), the score, where a card is, and
 * which card moves are legal. Shared by the rules, the notation and the tests; the solver has its own
 * compact copy of the move rule for speed (solver/position.ts) and is tested against this one.
 */
import { SUITS, makeCard, rankValue, suitOf, type CardCode, type Suit } from '../core/cards';
import { COLS, ROWS, type GapsCell, type GapsPos, type GapsSettings } from './types';

export type Rows = readonly (readonly GapsCell[])[];

/** What the tableau helpers need to know of the settings: the variant (a whole `GapsSettings` will do). */
export type VariantOf = Pick<GapsSettings, 'variant'>;

/**
 * The suit a row is built in, when rows have fixed suits (the basic variant): the engine's suit order
 * from the top, row 1 spades, row 2 hearts, row 3 diamonds, row 4 clubs. Null in the other variants,
 * where a row takes the suit of whichever 2 is put at its left end.
 */
export function rowSuit(settings: VariantOf, row: number): Suit | null {
  return settings.variant === 'basic' ? (SUITS[row] ?? null) : null;
}

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
 * locked cards (in Montana they only count for score and survive redeals). In the basic variant only
 * a run of the row's own suit counts: another suit's 2 at the left end is on its way to its own row.
 */
export function runLength(settings: VariantOf, rows: Rows, row: number): number {
  const cells = rows[row];
  if (!cells) return 0;
  const first = cells[0];
  if (first == null || rankValue(first) !== 2) return 0;
  const suit = rowSuit(settings, row);
  if (suit !== null && suitOf(first) !== suit) return 0;
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
export function sequenceScore(settings: VariantOf, rows: Rows): number {
  let total = 0;
  for (let r = 0; r < ROWS; r++) total += runLength(settings, rows, r);
  return total;
}

/** Every card that is in sequence from a 2 in the leftmost column, row by row. */
export function inSequenceCards(settings: VariantOf, rows: Rows): CardCode[] {
  const cards: CardCode[] = [];
  for (let r = 0; r < ROWS; r++) {
    const run = runLength(settings, rows, r);
    for (let c = 0; c < run; c++) cards.push(rows[r]![c] as CardCode);
  }
  return cards;
}

/** Every row runs 2..K (in the basic variant: of its own suit). */
export function isWon(settings: VariantOf, rows: Rows): boolean {
  return sequenceScore(settings, rows) === 48;
}

/** True when the card at `pos` can never move again (always false in Montana, where nothing locks). */
export function isLockedAt(settings: VariantOf, rows: Rows, pos: GapsPos): boolean {
  if (settings.variant === 'montana') return false;
  return cellAt(rows, pos) !== null && pos.col < runLength(settings, rows, pos.row);
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
 * Which cards may fill the gap at `to`: any 2 for a leftmost gap (basic variant: only the 2 of the
 * row's suit); the same suit one rank higher after a non-king card; nothing after a king or another
 * gap. Returns candidate cards before the locking check.
 */
export function cardsFitting(settings: VariantOf, rows: Rows, to: GapsPos): CardCode[] {
  if (to.col === 0) {
    const suit = rowSuit(settings, to.row);
    return suit !== null ? [makeCard(2, suit)] : ['2S', '2H', '2D', '2C'];
  }
  const left = cellAt(rows, { row: to.row, col: to.col - 1 });
  if (left === null) return [];
  const next = successor(left);
  return next === null ? [] : [next];
}

/** Every legal card move, in a stable order: gaps row by row, then 2s in suit order S H D C. */
export function cardMoves(settings: VariantOf, rows: Rows): CardMove[] {
  const moves: CardMove[] = [];
  for (const to of gapPositions(rows)) {
    for (const card of cardsFitting(settings, rows, to)) {
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
