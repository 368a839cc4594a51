/**
 * Finding completed sequences.
 *
 * A sequence is five spaces in a straight line holding one team's chips, where a free corner counts
 * for every team. Rules we apply (published rules and the well-known digital versions agree):
 * - A line of 6, 7 or 8 is one sequence; a line of 9 or 10 is two (they share the middle chip).
 * - A new sequence may share at most one space with each sequence the team already has.
 * - A new sequence must contain the chip just placed: any other five in a row was already there
 *   before this move and has been judged then.
 * When a run allows several ways to pick the new five, we take the window that shares the fewest
 * spaces with existing sequences, then the earliest along the line, so the choice is deterministic.
 */
import { cellIndex, DIRECTIONS, isCorner, rowCol, SIZE } from './board';
import type { CompletedSequence } from './types';

/** A team's chip or a free corner on `cell`. */
export function countsFor(chips: readonly number[], team: number, cell: number): boolean {
  return chips[cell] === team || isCorner(cell);
}

/** The maximal run of spaces counting for `team` through `cell` in direction (dr, dc), in line order. */
export function runThrough(chips: readonly number[], team: number, cell: number, dr: number, dc: number): number[] {
  const [row, col] = rowCol(cell);
  let r = row;
  let c = col;
  while (inside(r - dr, c - dc) && countsFor(chips, team, cellIndex(r - dr, c - dc))) {
    r -= dr;
    c -= dc;
  }
  const run: number[] = [];
  while (inside(r, c) && countsFor(chips, team, cellIndex(r, c))) {
    run.push(cellIndex(r, c));
    r += dr;
    c += dc;
  }
  return run;
}

function inside(r: number, c: number): boolean {
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE;
}

function sharedSpaces(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  for (const x of a) if (b.includes(x)) n++;
  return n;
}

function toCells(spaces: readonly number[]): Array<[number, number]> {
  return spaces.map((cell) => rowCol(cell));
}

export function sequenceSpaces(seq: CompletedSequence): number[] {
  return seq.cells.map(([r, c]) => cellIndex(r, c));
}

/**
 * The sequences that team `team` completes by the chip just placed on `cell` (chips already
 * updated). `existing` are all completed sequences so far.
 */
export function newSequencesAt(chips: readonly number[], existing: readonly CompletedSequence[], team: number, cell: number): CompletedSequence[] {
  const own: number[][] = existing.filter((s) => s.team === team).map(sequenceSpaces);
  const found: CompletedSequence[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const run = runThrough(chips, team, cell, dr, dc);
    if (run.length < 5) continue;
    const at = run.indexOf(cell);
    const windows: number[][] = [];
    for (let start = Math.max(0, at - 4); start <= Math.min(at, run.length - 5); start++) windows.push(run.slice(start, start + 5));
    // Take windows one by one, best first, keeping each compatible with all sequences so far.
    const overlapWithOwn = (w: number[]) => own.reduce((sum, s) => sum + sharedSpaces(w, s), 0);
    const ordered = windows
      .map((w, i) => ({ w, i, overlap: overlapWithOwn(w) }))
      .sort((a, b) => a.overlap - b.overlap || a.i - b.i);
    for (const { w } of ordered) {
      if (own.every((s) => sharedSpaces(w, s) <= 1)) {
        own.push(w);
        found.push({ team, cells: toCells(w) });
      }
    }
  }
  return found;
}

/** Spaces belonging to a completed sequence (their chips are turned over). */
export function lockedSpaces(sequences: readonly CompletedSequence[]): Set<number> {
  const locked = new Set<number>();
  for (const s of sequences) for (const cell of sequenceSpaces(s)) locked.add(cell);
  return locked;
}
