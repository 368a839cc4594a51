/**
 * The two boards: 10×10 spaces, four free corners, and 96 printed spaces.
 *
 * Classic: the layout printed on the published Sequence board (Jax / Goliath). Every card of a
 * 52-card deck except the jacks appears exactly twice. Confirmed identical in independent public
 * sources: the game-logic file of an open-source JavaScript Sequence game ("Sequence Game Core
 * Logic", BOARD_LAYOUT with "W" corners), a Python Sequence engine (`_LAYOUT_ROWS` with
 * `CORNERS`), a TypeScript Sequence client (`BOARD_LAYOUT: string[][]` with "XX" corners), and the
 * prose description of the printed board on gokulnk.com ("What is the sequence of cards in
 * Sequence board game?": each suit runs as a spiral inwards from the corners).
 *
 * Numbers: our own fixed layout (the printed Sequence Numbers board is not public in a verifiable
 * form). Reading row by row, the top half (rows 0–4, 48 spaces) holds 1..48 in order and the bottom
 * half (rows 5–9) holds 1..48 in order again, so a child finds a number by counting, and the two
 * copies of each number lie about five rows apart (the test checks a Chebyshev distance of at
 * least 4 between the copies).
 */
import type { BoardSpace, SequenceVariant } from './types';

export const SIZE = 10;
export const CELLS = SIZE * SIZE;
export const FREE = 'FREE';

/** Space index of (row, col). */
export function cellIndex(row: number, col: number): number {
  return row * SIZE + col;
}

export function rowCol(cell: number): [number, number] {
  return [Math.floor(cell / SIZE), cell % SIZE];
}

export function isCorner(cell: number): boolean {
  return cell === 0 || cell === SIZE - 1 || cell === CELLS - SIZE || cell === CELLS - 1;
}

export function onBoard(row: number, col: number): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < SIZE && col >= 0 && col < SIZE;
}

// The printed classic board, row 0 at the top. `**` marks a free corner.
const CLASSIC_ROWS = [
  '** 2S 3S 4S 5S 6S 7S 8S 9S **',
  '6C 5C 4C 3C 2C AH KH QH TH TS',
  '7C AS 2D 3D 4D 5D 6D 7D 9H QS',
  '8C KS 6C 5C 4C 3C 2C 8D 8H KS',
  '9C QS 7C 6H 5H 4H AH 9D 7H AS',
  'TC TS 8C 7H 2H 3H KH TD 6H 2D',
  'QC 9S 9C 8H 9H TH QH QD 5H 3D',
  'KC 8S TC QC KC AC AD KD 4H 4D',
  'AC 7S 6S 5S 4S 3S 2S 2H 3H 5D',
  '** AD KD QD TD 9D 8D 7D 6D **',
];

const CLASSIC_BOARD: readonly BoardSpace[] = CLASSIC_ROWS.flatMap((line) => line.split(' ').map((c) => (c === '**' ? FREE : c)));

function buildNumbersBoard(): BoardSpace[] {
  const board: BoardSpace[] = [];
  let next = 1;
  for (let cell = 0; cell < CELLS; cell++) {
    if (isCorner(cell)) {
      board.push(FREE);
      continue;
    }
    board.push(next);
    next = next === 48 ? 1 : next + 1;
  }
  return board;
}

const NUMBERS_BOARD: readonly BoardSpace[] = buildNumbersBoard();

/** The whole board of a variant, row-major (100 entries). */
export function boardLayout(variant: SequenceVariant): readonly BoardSpace[] {
  return variant === 'numbers' ? NUMBERS_BOARD : CLASSIC_BOARD;
}

/** What the space (row, col) shows: a card code (classic), a number (numbers) or 'FREE'. */
export function boardCell(variant: SequenceVariant, row: number, col: number): BoardSpace {
  if (!onBoard(row, col)) throw new RangeError(`(${row}, ${col}) is not a board space`);
  return boardLayout(variant)[cellIndex(row, col)] as BoardSpace;
}

function indexSpaces(board: readonly BoardSpace[]): Map<BoardSpace, number[]> {
  const where = new Map<BoardSpace, number[]>();
  board.forEach((space, cell) => {
    if (space === FREE) return;
    const list = where.get(space) ?? [];
    list.push(cell);
    where.set(space, list);
  });
  return where;
}

const SPACES_OF: Record<SequenceVariant, Map<BoardSpace, number[]>> = {
  classic: indexSpaces(CLASSIC_BOARD),
  numbers: indexSpaces(NUMBERS_BOARD),
};

/** The (two) space indices showing `space` on the variant's board; empty if none. */
export function spacesShowing(variant: SequenceVariant, space: BoardSpace): readonly number[] {
  return SPACES_OF[variant].get(space) ?? [];
}

/** The four line directions: across, down, and the two diagonals. */
export const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];
