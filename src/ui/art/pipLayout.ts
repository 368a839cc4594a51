/**
 * Where the pips of a number card go, as on a traditional French-suited deck (pure, unit-tested).
 * Coordinates are fractions of the pip area: x 0 (left column), 0.5 (centre), 1 (right column);
 * y 0 (top row) .. 1 (bottom row). Pips below the middle are drawn upside down, as on real cards.
 */
export interface Pip {
  x: number;
  y: number;
  flipped: boolean;
}

const L = 0;
const C = 0.5;
const R = 1;

/** [x, y] of each pip for ranks 2..10. */
const LAYOUTS: Record<number, Array<[number, number]>> = {
  2: [[C, 0], [C, 1]],
  3: [[C, 0], [C, 0.5], [C, 1]],
  4: [[L, 0], [R, 0], [L, 1], [R, 1]],
  5: [[L, 0], [R, 0], [C, 0.5], [L, 1], [R, 1]],
  6: [[L, 0], [R, 0], [L, 0.5], [R, 0.5], [L, 1], [R, 1]],
  7: [[L, 0], [R, 0], [C, 0.25], [L, 0.5], [R, 0.5], [L, 1], [R, 1]],
  8: [[L, 0], [R, 0], [C, 0.25], [L, 0.5], [R, 0.5], [C, 0.75], [L, 1], [R, 1]],
  9: [[L, 0], [R, 0], [L, 1 / 3], [R, 1 / 3], [C, 0.5], [L, 2 / 3], [R, 2 / 3], [L, 1], [R, 1]],
  10: [[L, 0], [R, 0], [C, 1 / 6], [L, 1 / 3], [R, 1 / 3], [L, 2 / 3], [R, 2 / 3], [C, 5 / 6], [L, 1], [R, 1]],
};

/** The pips of a card of rank value 2..10 (empty for aces and court cards). */
export function pipLayout(rankValue: number): Pip[] {
  const layout = LAYOUTS[rankValue] ?? [];
  return layout.map(([x, y]) => ({ x, y, flipped: y > 0.5 }));
}
