/** Hand-written Gaps positions shared by the Gaps tests (rows in text notation, `--` = gap). */
import fc from 'fast-check';
import { Rng } from '../../src/engine/core';
import { rules, type GapsOptions, type GapsState } from '../../src/engine/gaps';

/** Every accepted set of options (the basic variant has no redeals, so none of their options). */
export const optionsArb: fc.Arbitrary<Partial<GapsOptions>> = fc.oneof(
  fc.record({
    redeals: fc.constantFrom(0, 1, 2, 3, Infinity),
    randomGaps: fc.boolean(),
    variant: fc.constantFrom('aisleriot' as const, 'montana' as const, 'twos' as const),
  }),
  fc.constant({ variant: 'basic' as const }),
);

/** A position of a real game: a deal, then `choices` pick among the legal moves (redeals included). */
export const playedArb: fc.Arbitrary<GapsState> = fc
  .tuple(optionsArb, fc.string({ maxLength: 8 }), fc.array(fc.nat(), { maxLength: 120 }))
  .map(([options, seed, choices]) => {
    let s = rules.setup(options, seed);
    for (const choice of choices) {
      const legal = rules.legalMoves(s);
      if (legal.length === 0) break;
      s = rules.play(s, legal[choice % legal.length]!).state;
    }
    return s;
  });

/** Builds a state from 4 rows of text with the given options. */
export function position(rowsText: string, options: Partial<GapsOptions> = {}, seed = 'fixture'): GapsState {
  return rules.setup({ ...options, layout: rowsText }, seed);
}

/** Two leftmost gaps; 2H and 2C are loose; 2S and 2D sit locked in the leftmost column. */
export const TWO_LEFT_GAPS = `
-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H
2S 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
-- 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2C`;

/** One live gap right of 4S (takes 5S); the others follow kings. Won in two moves. */
export const TWO_FROM_WIN = `
2S 3S 4S -- 6S 7S 8S 9S TS JS QS KS 5H
2H 3H 4H 5S 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --`;

/** Two gaps side by side: the second follows a gap and takes nothing. */
export const GAP_AFTER_GAP = `
2S 3S 4S -- -- 7S 8S 9S TS JS QS KS 5H
2H 3H 4H 5S 6H 7H 8H 9H TH JH QH KH 6S
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --`;

/** Every gap follows a king: stuck with 36 cards locked (row 4 starts with 3C). */
export const STUCK = `
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
3C 2C 4C 5C 6C 7C 8C 9C TC JC QC KC --`;

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANK_LETTERS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** The won layout: row r runs 2..K of suit S, H, D, C, gap in the last column. */
export const SOLVED_ROWS: (string | null)[][] = SUITS.map((suit) => [...RANK_LETTERS.map((r) => `${r}${suit}`), null]);

/**
 * A position reduced to few free cards: each row keeps a random prefix of its run (`loose` cards are
 * taken off the ends of random rows), and the loose cards and the four gaps are shuffled into the free
 * places. Its whole game tree is small, so a plain exhaustive search can serve as the reference.
 */
export function nearSolved(seed: string, loose: number, variant: GapsOptions['variant'] = 'aisleriot'): GapsState {
  const rng = Rng.fromSeed(seed);
  const keep = [12, 12, 12, 12];
  for (let i = 0; i < loose; i++) {
    const r = rng.int(4);
    if (keep[r]! > 0) keep[r]!--;
  }
  const free: [number, number][] = [];
  SOLVED_ROWS.forEach((row, r) =>
    row.forEach((_, c) => {
      if (c >= keep[r]!) free.push([r, c]);
    }),
  );
  return scatter(rng, free, variant);
}

/** The won layout with the cards (and gaps) of the `free` places shuffled among those places. */
function scatter(rng: Rng, free: readonly [number, number][], variant: GapsOptions['variant'] = 'aisleriot'): GapsState {
  const rows = SOLVED_ROWS.map((row) => row.slice());
  const pieces = rng.shuffle(free.map(([r, c]) => rows[r]![c]!));
  pieces.forEach((cell, i) => (rows[free[i]![0]]![free[i]![1]] = cell));
  return position(rows.map((r) => r.map((c) => c ?? '--').join(' ')).join('\n'), { variant });
}

/**
 * A position with loose 2s: the 2s of `twos` rows (from the top) leave the leftmost column, and a few
 * other cards leave their places; those cards and the four gaps are shuffled into the free places. The
 * rows' other cards stay in place, so the game tree stays small while several 2s compete for leftmost
 * places (in the basic variant: 2s land in other rows' leftmost places, where they are not in sequence).
 */
export function looseTwos(seed: string, twos: number, others: number, variant: GapsOptions['variant'] = 'aisleriot'): GapsState {
  const rng = Rng.fromSeed(seed);
  const free: [number, number][] = [];
  for (let r = 0; r < 4; r++) free.push([r, 12]);
  for (let r = 0; r < twos; r++) free.push([r, 0]);
  while (free.length < 4 + twos + others) {
    const r = rng.int(4);
    const c = 1 + rng.int(11);
    if (!free.some(([fr, fc]) => fr === r && fc === c)) free.push([r, c]);
  }
  return scatter(rng, free, variant);
}
