/**
 * All 192 "windows" of the board: five spaces in a straight line (rows, columns, both diagonals).
 * Every possible sequence is one of them, so computer players judge a position by counting, per
 * team, how full each window still open to that team is.
 */
import { cellIndex, DIRECTIONS, SIZE } from './board';

function buildWindows(): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      for (const [dr, dc] of DIRECTIONS) {
        const endR = r + 4 * dr;
        const endC = c + 4 * dc;
        if (endR < 0 || endR >= SIZE || endC < 0 || endC >= SIZE) continue;
        out.push([0, 1, 2, 3, 4].map((k) => cellIndex(r + k * dr, c + k * dc)));
      }
    }
  }
  return out;
}

/** Each window's five space indices. */
export const WINDOWS: readonly (readonly number[])[] = buildWindows();

/** For each space, the indices of the windows containing it (up to 20). */
export const WINDOWS_OF_CELL: readonly (readonly number[])[] = (() => {
  const of: number[][] = Array.from({ length: SIZE * SIZE }, () => []);
  WINDOWS.forEach((w, i) => w.forEach((cell) => of[cell]!.push(i)));
  return of;
})();
