/**
 * Finding completed sequences.
 *
 * A sequence is five spaces in a straight line holding one team's chips, where a free corner counts
 * for every team. Rules we apply (published rules and the well-known digital versions agree):
 * - A line of 6, 7 or 8 is one sequence; a line of 9 or 10 is two, whatever order its chips came in.
 *   In general an unbroken run of L spaces of a team holds floor((L - 1) / 4) sequences (at most two
 *   on a ten-space board): each new one may share one chip with the one before.
 * - A new sequence may share at most one space with each sequence the team already has (two
 *   sequences on crossing lines share at most their crossing space, so they are always allowed).
 * - A completed sequence never moves: its chips stay locked, and later chips can only add to it.
 *
 * Choosing the five (at the table the player picks which chips to turn over): among the five-space
 * windows of the run that share at most one space with each of the team's sequences, we take, for
 * the first sequence of a line, the one after which a second sequence in the same line needs the
 * fewest further chips (so a run of six against the edge takes the five at the edge and leaves the
 * open side for the second); then the one sharing the fewest spaces with the team's sequences; then
 * the earliest along the line.
 * When the run reaches nine or ten and no five consecutive spaces of it share at most one space with
 * the sequence already in it (the first five were in the middle: a run of five at columns 2–6 later
 * grown to 0–8), the second sequence is the run's spaces outside the first, plus (for nine) one chip
 * of the first: five spaces of the line, not all side by side, whose gaps are the first sequence's
 * chips. A line through its first and last space is still one unbroken line of the team's chips.
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

/** The whole board line through `cell` in direction (dr, dc), in line order. */
function lineThrough(cell: number, dr: number, dc: number): number[] {
  const [row, col] = rowCol(cell);
  let r = row;
  let c = col;
  while (inside(r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  const line: number[] = [];
  for (; inside(r, c); r += dr, c += dc) line.push(cellIndex(r, c));
  return line;
}

export function sharedSpaces(a: readonly number[], b: readonly number[]): number {
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

/** How many sequences an unbroken run of `length` spaces holds (each may share one chip with the one before). */
export function sequencesInRun(length: number): number {
  return length < 5 ? 0 : Math.floor((length - 1) / 4);
}

/**
 * After `first` is taken, how many more chips the cheapest second sequence in the same line needs
 * (five side by side sharing at most one space with it, no other team's chip among them); Infinity
 * if there is none.
 */
function chipsForSecond(chips: readonly number[], team: number, line: readonly number[], first: readonly number[]): number {
  let best = Infinity;
  for (let start = 0; start + 5 <= line.length; start++) {
    const v = line.slice(start, start + 5);
    if (sharedSpaces(v, first) > 1) continue;
    let missing = 0;
    for (const cell of v) {
      if (countsFor(chips, team, cell)) continue;
      if (chips[cell] !== -1) {
        missing = Infinity;
        break;
      }
      missing++;
    }
    best = Math.min(best, missing);
  }
  return best;
}

/**
 * The best five consecutive spaces of `run` for a new sequence (see the module comment), or
 * undefined when every five shares two or more spaces with one of the team's sequences. `firstInLine`:
 * no sequence of the team lies in this run yet, so leave room for a second one.
 */
function bestWindow(chips: readonly number[], team: number, run: readonly number[], line: readonly number[], own: readonly number[][], firstInLine: boolean): number[] | undefined {
  let best: { w: number[]; second: number; overlap: number } | undefined;
  for (let start = 0; start + 5 <= run.length; start++) {
    const w = run.slice(start, start + 5);
    if (!own.every((s) => sharedSpaces(w, s) <= 1)) continue;
    const second = firstInLine && run.length > 5 ? chipsForSecond(chips, team, line, w) : 0;
    const overlap = own.reduce((sum, s) => sum + sharedSpaces(w, s), 0);
    if (best === undefined || second < best.second || (second === best.second && overlap < best.overlap)) best = { w, second, overlap };
  }
  return best?.w;
}

/**
 * The second sequence of a run of nine or ten whose first five leave no five side by side: the
 * run's spaces outside the first, topped up with the first's space next to them that comes earliest.
 */
function spreadSecond(run: readonly number[], first: readonly number[]): number[] {
  const free = run.filter((cell) => !first.includes(cell));
  if (free.length >= 5) return free.slice(0, 5);
  const joint = run.find((cell, i) => first.includes(cell) && (free.includes(run[i - 1] as number) || free.includes(run[i + 1] as number))) as number;
  return run.filter((cell) => free.includes(cell) || cell === joint);
}

/**
 * The sequences that team `team` completes by the chip just placed on `cell` (chips already
 * updated): in each line through `cell`, as many as its run of the team's spaces holds beyond the
 * team's sequences already in that run. `existing` are all completed sequences so far.
 */
export function newSequencesAt(chips: readonly number[], existing: readonly CompletedSequence[], team: number, cell: number): CompletedSequence[] {
  const own: number[][] = existing.filter((s) => s.team === team).map(sequenceSpaces);
  const found: CompletedSequence[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const run = runThrough(chips, team, cell, dr, dc);
    const capacity = sequencesInRun(run.length);
    if (capacity === 0) continue;
    // A sequence of this line lies wholly in the run; one on a crossing line meets it in one space at most.
    const inRun = own.filter((s) => s.every((x) => run.includes(x)));
    const line = lineThrough(cell, dr, dc);
    while (inRun.length < capacity) {
      const first = inRun[0];
      const next = bestWindow(chips, team, run, line, own, first === undefined) ?? (first === undefined ? undefined : spreadSecond(run, first));
      if (next === undefined) break; // not in a position play reaches: a run's first five always fit
      own.push(next);
      inRun.push(next);
      found.push({ team, cells: toCells(next) });
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
