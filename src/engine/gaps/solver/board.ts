/**
 * The solver's board encoding: places, card ids and the Zobrist keys of the position hash (internal;
 * see position.ts).
 */
import { RANKS, SUITS, type CardCode } from '../../core/cards';
import { Rng } from '../../core/rng';
import { COLS as TABLE_COLS, ROWS as TABLE_ROWS } from '../types';

/**
 * Local copies of the table size: under tsx/Vitest an imported binding is read through a getter on
 * every use, which cost about half of the search time in profiles.
 */
export const COLS = TABLE_COLS + 0;
export const ROWS = TABLE_ROWS + 0;

/**
 * Row and column of each place (row * 13 + col), read instead of dividing by 13 in the hot loops:
 * 2.5 → 2.65 million positions per CPU second on bench-183, 26, 7, 16, 20 and 29 (runs taken in turn).
 */
export const ROW_OF = new Uint8Array(ROWS * COLS).map((_, p) => Math.floor(p / COLS));
export const COL_OF = new Uint8Array(ROWS * COLS).map((_, p) => p % COLS);

export const GAP = 0;
export const KING = 13;
export const PLACES = ROWS * COLS;
/** At most 4 gaps × 4 twos can be legal at once. */
export const MAX_MOVES = 16;

export function cardId(card: CardCode): number {
  return SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 16 + RANKS.indexOf(card[0] as (typeof RANKS)[number]) + 1;
}

export function cardCode(id: number): CardCode {
  return `${RANKS[(id & 15) - 1]}${SUITS[id >> 4]}` as CardCode;
}

/** Zobrist keys per (card id, column), two independent 32-bit lanes, from a fixed seed (deterministic). */
export const ZOBRIST_A = new Uint32Array(64 * COLS);
export const ZOBRIST_B = new Uint32Array(64 * COLS);
{
  const rng = Rng.fromSeed('gaps-zobrist');
  for (let i = 0; i < ZOBRIST_A.length; i++) {
    ZOBRIST_A[i] = rng.nextUint32();
    ZOBRIST_B[i] = rng.nextUint32();
  }
}

/**
 * Basic variant: the value each row's hash starts from (elsewhere 0). The key sums the row hashes, so
 * that in Aisleriot and Montana layouts that differ only by the order of whole rows share an entry
 * (they are equivalent there); in the basic variant each row has its own suit, they are not, and these
 * per-row start values (independent random numbers) tell the rows apart at no cost to the hot loops.
 */
export const ROW_SALT_A = new Uint32Array(ROWS);
export const ROW_SALT_B = new Uint32Array(ROWS);
{
  const rng = Rng.fromSeed('gaps-zobrist-rows');
  for (let r = 0; r < ROWS; r++) {
    ROW_SALT_A[r] = rng.nextUint32();
    ROW_SALT_B[r] = rng.nextUint32();
  }
}

/** Card id of the 2 that row r takes in its leftmost place in the basic variant (row r has suit r). */
export function rowTwo(r: number): number {
  return r * 16 + 2;
}
