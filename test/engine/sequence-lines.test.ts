/**
 * Lines of nine and ten count as two sequences whatever order their chips come in, in rows, columns
 * and both diagonals, with and without a free corner in the line; the five chosen first never move.
 * Positions are written in the text notation; team a then places the listed chips one by one with
 * the card printed on each space while team b plays elsewhere.
 * Board reference (row 0 at the top):
 *   0: *  2S 3S 4S 5S 6S 7S 8S 9S *      5: TC TS 8C 7H 2H 3H KH TD 6H 2D
 *   1: 6C 5C 4C 3C 2C AH KH QH TH TS     6: QC 9S 9C 8H 9H TH QH QD 5H 3D
 *   2: 7C AS 2D 3D 4D 5D 6D 7D 9H QS     7: KC 8S TC QC KC AC AD KD 4H 4D
 *   3: 8C KS 6C 5C 4C 3C 2C 8D 8H KS     8: AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
 *   4: 9C QS 7C 6H 5H 4H AH 9D 7H AS     9: *  AD KD QD TD 9D 8D 7D 6D *
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardCell, rules, targetsFor } from '../../src/engine/sequence';
import type { CompletedSequence, SequenceState } from '../../src/engine/sequence';
import { ai } from '../../src/engine/sequence/ai';
import { newSequencesAt, runThrough, sequencesInRun } from '../../src/engine/sequence/lines';
import { EMPTY_BOARD, position, positionText } from './sequence-fixtures';

type Cell = [number, number];

/** The ten (or nine) spaces of a board line from `start` in direction `d`. */
function lineFrom(start: Cell, d: Cell): Cell[] {
  const out: Cell[] = [];
  for (let [r, c] = start; r >= 0 && r < 10 && c >= 0 && c < 10; r += d[0], c += d[1]) out.push([r, c]);
  return out;
}

const isCorner = ([r, c]: Cell) => (r === 0 || r === 9) && (c === 0 || c === 9);
const cardAt = ([r, c]: Cell) => boardCell('classic', r, c) as string;
const key = ([r, c]: Cell) => `${r}${c}`;

/** Spaces for team b's moves, spread so that they never make a line and away from most tested lines. */
const B_SPOTS: Cell[] = [[7, 2], [2, 7], [6, 8], [3, 1], [8, 6], [1, 3], [5, 2], [4, 8], [2, 4], [7, 6]];

interface Built {
  /** The state after each of team a's placements. */
  after: SequenceState[];
  final: SequenceState;
}

/** Puts a's chips on `held` spaces of `line`, then has a place `order` one by one (b moving in between). */
function build(line: Cell[], held: number[], order: number[]): Built {
  const onLine = new Set(line.map(key));
  const board = EMPTY_BOARD.map((row) => row.split(''));
  for (const i of held) {
    const [r, c] = line[i]!;
    if (!isCorner(line[i]!)) board[r]![c] = 'a';
  }
  const aCards = order.map((i) => cardAt(line[i]!));
  const used = new Map<string, number>();
  for (const card of aCards) used.set(card, (used.get(card) ?? 0) + 1);
  const bSpots = B_SPOTS.filter((cell) => {
    if (onLine.has(key(cell))) return false;
    const card = cardAt(cell);
    if ((used.get(card) ?? 0) >= 2) return false;
    used.set(card, (used.get(card) ?? 0) + 1);
    return true;
  }).slice(0, order.length);
  let s = position({ board: board.map((row) => row.join('')), hands: [aCards, bSpots.map(cardAt)] });
  const after: SequenceState[] = [];
  order.forEach((i, k) => {
    const [r, c] = line[i]!;
    s = rules.play(s, { type: 'place', card: aCards[k]!, row: r, col: c }).state;
    after.push(s);
    if (!rules.isOver(s)) {
      const [br, bc] = bSpots[k]!;
      s = rules.play(s, { type: 'place', card: cardAt(bSpots[k]!), row: br, col: bc }).state;
    }
  });
  return { after, final: s };
}

const cellsOf = (line: Cell[], idx: number[]) => idx.map((i) => line[i]!);
const own = (s: SequenceState, team = 0): CompletedSequence[] => s.sequences.filter((q) => q.team === team);
const shared = (a: CompletedSequence, b: CompletedSequence) => a.cells.filter(([r, c]) => b.cells.some(([r2, c2]) => r === r2 && c === c2)).length;

/**
 * Checks a finished line: team a won with two sequences in `line` that share at most one space, the
 * first as it was chosen after a's placement number `firstAt` (left out: both came at once).
 */
function expectTwoInLine(built: Built, line: Cell[], firstAt?: number) {
  const { final } = built;
  expect(rules.score(final)).toEqual({ scores: [2, 0], winners: [0] });
  const [q1, q2] = own(final) as [CompletedSequence, CompletedSequence];
  if (firstAt !== undefined) {
    const first = own(built.after[firstAt]!);
    expect(first).toHaveLength(1);
    expect(q1).toEqual(first[0]);
  }
  expect(shared(q1, q2)).toBeLessThanOrEqual(1);
  const lineKeys = new Set(line.map(key));
  for (const q of [q1, q2]) for (const cell of q.cells) expect(lineKeys.has(key(cell))).toBe(true);
  expect(rules.parse(rules.format(final))).toEqual(final);
}

const ROW1 = lineFrom([1, 0], [0, 1]);
const COL4 = lineFrom([0, 4], [1, 0]);
const DIAG_DOWN = lineFrom([1, 0], [1, 1]); // (1,0) .. (9,8): nine spaces, no corner
const DIAG_UP = lineFrom([0, 8], [1, -1]); // (0,8) .. (8,0): nine spaces, no corner
const ROW0 = lineFrom([0, 0], [0, 1]); // corners at both ends
const MAIN_DIAG = lineFrom([0, 0], [1, 1]);
const ANTI_DIAG = lineFrom([0, 9], [1, -1]);

describe('a line of nine built over several turns', () => {
  it('takes the five against the edge when six are made there, so three more chips make the second (the reported game)', () => {
    // Row 1: a holds columns 4, 5, 6, 8, 9; (1,7) makes six; then (1,3), (1,2), (1,1).
    const built = build(ROW1, [4, 5, 6, 8, 9], [7, 3, 2, 1]);
    expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(ROW1, [5, 6, 7, 8, 9])]);
    expect(rules.isOver(built.after[0]!)).toBe(false);
    expect(rules.isOver(built.after[2]!)).toBe(false);
    expectTwoInLine(built, ROW1, 0);
    expect(own(built.final)[1]!.cells).toEqual(cellsOf(ROW1, [1, 2, 3, 4, 5]));
  });

  it('works in the mirrored order', () => {
    const built = build(ROW1, [0, 1, 3, 4, 5], [2, 6, 7, 8]);
    expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(ROW1, [0, 1, 2, 3, 4])]);
    expectTwoInLine(built, ROW1, 0);
    expect(own(built.final)[1]!.cells).toEqual(cellsOf(ROW1, [4, 5, 6, 7, 8]));
  });

  const lines: Array<[string, Cell[]]> = [['row', ROW1], ['column', COL4], ['down diagonal', DIAG_DOWN], ['up diagonal', DIAG_UP]];
  describe.each(lines)('in a %s', (_name, line) => {
    it('counts two when six are made first and the line grows to nine', () => {
      expectTwoInLine(build(line, [0, 1, 2, 4, 5], [3, 6, 7, 8]), line, 0);
    });

    it('counts two when six are made first and the line grows to nine the other way', () => {
      const n = line.length;
      expectTwoInLine(build(line, [n - 1, n - 2, n - 3, n - 5, n - 6], [n - 4, n - 7, n - 8, n - 9]), line, 0);
    });

    it('counts two when a run of exactly five in the middle grows on both sides to nine', () => {
      // The first five (spaces 2..6) could be no other; the second is 0, 1, 7, 8 and one chip of the first.
      const built = build(line, [2, 3, 5, 6], [4, 1, 7, 0, 8]);
      expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(line, [2, 3, 4, 5, 6])]);
      for (const k of [1, 2, 3]) expect(own(built.after[k]!)).toHaveLength(1);
      expectTwoInLine(built, line, 0);
      expect(own(built.final)[1]!.cells).toEqual(cellsOf(line, [0, 1, 2, 7, 8]));
    });

    it('counts two when two fours are joined in the middle', () => {
      const built = build(line, [0, 1, 2, 3, 5, 6, 7], [8, 4]);
      expect(own(built.after[0]!)).toHaveLength(0);
      expect(own(built.after[1]!).map((q) => q.cells)).toEqual([cellsOf(line, [0, 1, 2, 3, 4]), cellsOf(line, [4, 5, 6, 7, 8])]);
      expectTwoInLine(built, line);
    });
  });
});

describe('chips once locked stay locked', () => {
  it('a one-eyed jack may take the chip beside the five turned over, never one of the five, and the line still makes two', () => {
    // Row 1: six of a's chips, the five at the edge (5..9) turned over; b holds a one-eyed jack.
    const board = ['*........*', '....aAAAAA', ...EMPTY_BOARD.slice(2)];
    const s = position({ board, hands: [['2C', '4C', '3C', '5C'], ['JH', '2D', '3D', '4D']], sequences: 'a 15 16 17 18 19', toMove: 1 });
    expect(targetsFor(s, 'JH')).toEqual([[1, 4]]);
    for (let col = 5; col <= 9; col++) expect(() => rules.play(s, { type: 'remove', card: 'JH', row: 1, col })).toThrow(/part of a completed sequence/);
    let t = rules.play(s, { type: 'remove', card: 'JH', row: 1, col: 4 }).state;
    expect(own(t).map((q) => q.cells)).toEqual([cellsOf(ROW1, [5, 6, 7, 8, 9])]);
    // a builds the line again from the other side: 1..9 makes the second sequence, 1..5, sharing (1,5).
    for (const [card, col, bCard, bCell] of [['2C', 4, '2D', [2, 2]], ['4C', 2, '3D', [2, 3]], ['3C', 3, '4D', [2, 4]]] as const) {
      t = rules.play(t, { type: 'place', card, row: 1, col }).state;
      expect(own(t)).toHaveLength(1);
      t = rules.play(t, { type: 'place', card: bCard, row: bCell[0], col: bCell[1] }).state;
    }
    t = rules.play(t, { type: 'place', card: '5C', row: 1, col: 1 }).state;
    expect(own(t).map((q) => q.cells)).toEqual([cellsOf(ROW1, [5, 6, 7, 8, 9]), cellsOf(ROW1, [1, 2, 3, 4, 5])]);
    expect(rules.score(t)).toEqual({ scores: [2, 0], winners: [0] });
  });

  it('in the middle case, the chips outside the middle five may be taken and the five may not', () => {
    const board = ['*........*', '.aAAAAAa..', ...EMPTY_BOARD.slice(2)];
    const s = position({ board, hands: [['2D'], ['JS', '3D']], sequences: 'a 12 13 14 15 16', toMove: 1 });
    expect(targetsFor(s, 'JS')).toEqual([[1, 1], [1, 7]]);
  });
});

describe('a line of ten', () => {
  it('counts two when built from seven in a row', () => {
    // Columns 3..8 made six with (1,6) and took 4..8; then 2, 9, 0 and 1 join the line of ten.
    const built = build(ROW1, [3, 4, 5, 7, 8], [6, 2, 9, 0, 1]);
    expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(ROW1, [4, 5, 6, 7, 8])]);
    expectTwoInLine(built, ROW1, 0);
  });

  it('counts two when a middle five is completed on both sides at once', () => {
    // 2..6 is the only five; 0, 1 and 8, 9 are added, then (1,7) joins them into ten: 0, 1, 7, 8, 9.
    const built = build(ROW1, [2, 3, 5, 6], [4, 0, 1, 8, 9, 7]);
    expect(own(built.after[4]!)).toHaveLength(1);
    expectTwoInLine(built, ROW1, 0);
    expect(own(built.final)[1]!.cells).toEqual(cellsOf(ROW1, [0, 1, 7, 8, 9]));
  });

  it('in a column, joining seven and two', () => {
    const built = build(COL4, [0, 1, 2, 3, 5, 6, 8, 9], [4, 7]);
    expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(COL4, [0, 1, 2, 3, 4])]);
    expectTwoInLine(built, COL4, 0);
    expect(own(built.final)[1]!.cells).toEqual(cellsOf(COL4, [5, 6, 7, 8, 9]));
  });
});

describe('with a free corner in the line', () => {
  const cornerLines: Array<[string, Cell[]]> = [['row 0', ROW0], ['main diagonal', MAIN_DIAG], ['anti-diagonal', ANTI_DIAG]];
  describe.each(cornerLines)('%s', (_name, line) => {
    it('counts the corner in the first five and the far corner in the second', () => {
      const built = build(line, [1, 2, 3], [4, 5, 6, 7, 8]);
      expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(line, [0, 1, 2, 3, 4])]);
      expectTwoInLine(built, line, 0);
      expect(own(built.final)[1]!.cells).toEqual(cellsOf(line, [5, 6, 7, 8, 9]));
    });

    it('from the other end', () => {
      const built = build(line, [8, 7, 6], [5, 4, 3, 2, 1]);
      expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(line, [5, 6, 7, 8, 9])]);
      expectTwoInLine(built, line, 0);
    });

    it('from a middle five grown on both sides (the second uses both corners)', () => {
      const built = build(line, [3, 4, 6, 7], [5, 2, 1, 8]);
      expect(own(built.after[0]!).map((q) => q.cells)).toEqual([cellsOf(line, [3, 4, 5, 6, 7])]);
      expectTwoInLine(built, line, 0);
      expect(own(built.final)[1]!.cells).toEqual(cellsOf(line, [0, 1, 2, 8, 9]));
    });
  });
});

describe('what stays as it was', () => {
  it('a line of eight is one sequence', () => {
    const built = build(ROW1, [0, 1, 2, 4], [3, 5, 6, 7]);
    expect(own(built.final)).toHaveLength(1);
    expect(rules.isOver(built.final)).toBe(false);
  });

  it('a second sequence on a crossing line may share the crossing chip', () => {
    // Row 1 columns 0..4 first, then column 2 rows 1..5 through (1,2).
    const board = ['*........*', 'AAAAA.....', '..a.......', '..a.......', '..a.......', ...EMPTY_BOARD.slice(5)];
    const s = position({ board, hands: [['8C'], ['2D']], sequences: 'a 10 11 12 13 14' });
    const { state } = rules.play(s, rules.parseMove('place 8C 5 2'));
    expect(own(state).map((q) => q.cells)).toEqual([cellsOf(ROW1, [0, 1, 2, 3, 4]), [[1, 2], [2, 2], [3, 2], [4, 2], [5, 2]]]);
    expect(state.winners).toEqual([0]);
  });
});

describe('the computer player sees the new second sequences', () => {
  it('hard completes a line of nine whose first five are in the middle, and wins', () => {
    // Row 1: a's first sequence is 2..6; a holds 0, 1, 7; (1,8) is TH.
    const board = ['*........*', 'aaAAAAAa..', ...EMPTY_BOARD.slice(2)];
    const s = position({ board, hands: [['KD', 'TH', '2S'], ['2D']], sequences: 'a 12 13 14 15 16' });
    const move = ai.chooseMove(rules.view(s, 0), 'hard', 'x');
    expect(move).toEqual({ type: 'place', card: 'TH', row: 1, col: 8 });
    expect(rules.play(s, move).state.winners).toEqual([0]);
  });

  it('hard blocks an opponent about to complete such a line', () => {
    const board = ['*........*', 'bbBBBBBb..', ...EMPTY_BOARD.slice(2)];
    const s = position({ board, hands: [['KD', 'TH', '2S', '3C'], ['2D']], sequences: 'b 12 13 14 15 16' });
    expect(ai.chooseMove(rules.view(s, 0), 'hard', 'x')).toEqual({ type: 'place', card: 'TH', row: 1, col: 8 });
  });
});

describe('any order of arrival', () => {
  /** Every board line of nine or ten spaces. */
  const LONG_LINES: Cell[][] = [
    ...Array.from({ length: 10 }, (_, r) => lineFrom([r, 0], [0, 1])),
    ...Array.from({ length: 10 }, (_, c) => lineFrom([0, c], [1, 0])),
    ...[[0, 0], [0, 1], [1, 0]].map((start) => lineFrom(start as Cell, [1, 1])),
    ...[[0, 9], [0, 8], [1, 9]].map((start) => lineFrom(start as Cell, [1, -1])),
  ];

  it('a full line of nine or ten holds two sequences, and each step holds what its runs allow', () => {
    const arb = fc.nat(LONG_LINES.length - 1).chain((i) => {
      const spaces = LONG_LINES[i]!.filter((cell) => !isCorner(cell));
      return fc.tuple(fc.constant(LONG_LINES[i]!), fc.shuffledSubarray(spaces, { minLength: spaces.length, maxLength: spaces.length }));
    });
    fc.assert(
      fc.property(arb, ([line, order]) => {
        const chips = new Array<number>(100).fill(-1);
        let sequences: CompletedSequence[] = [];
        const index = (cell: Cell) => cell[0] * 10 + cell[1];
        const [dr, dc] = [line[1]![0] - line[0]![0], line[1]![1] - line[0]![1]];
        for (const cell of order) {
          chips[index(cell)] = 0;
          const before = sequences;
          sequences = [...sequences, ...newSequencesAt(chips, sequences, 0, index(cell))];
          expect(sequences.slice(0, before.length)).toEqual(before);
          // Sequences so far = what the runs of the line allow.
          let allowed = 0;
          for (const c of line) {
            const run = runThrough(chips, 0, index(c), dr, dc);
            if (run[0] === index(c)) allowed += sequencesInRun(run.length);
          }
          expect(sequences).toHaveLength(allowed);
        }
        expect(sequences).toHaveLength(2);
        expect(shared(sequences[0]!, sequences[1]!)).toBeLessThanOrEqual(1);
        // The position is one parse accepts (a finished game).
        const locked = new Set(sequences.flatMap((q) => q.cells.map(key)));
        const board = EMPTY_BOARD.map((row, r) => row.split('').map((ch, c) => (chips[r * 10 + c] !== 0 ? ch : locked.has(`${r}${c}`) ? 'A' : 'a')).join(''));
        const text = positionText({ hands: [['2D'], ['3D']], board, sequences: sequences.map((q) => `a ${q.cells.map(key).join(' ')}`).join(' | ') });
        expect(rules.parse(text.replace('outcome: playing', 'outcome: won 0')).sequences).toEqual(sequences);
      }),
      { numRuns: 300 },
    );
  });
});
