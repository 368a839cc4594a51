/** Hand-written Gaps positions shared by the Gaps tests (rows in text notation, `--` = gap). */
import { rules, type GapsOptions, type GapsState } from '../../src/engine/gaps';

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
