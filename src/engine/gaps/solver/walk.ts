/**
 * One depth-first walk of the search, and what the walks of a thread share (internal; see search.ts).
 */
import * as board from './board';
import type { Position } from './position';
import type { SeenSet } from './table';
import type { WalkSnapshot } from './walkMail';

/**
 * Local copies of the board's constants and tables: under tsx/Vitest an imported binding is read
 * through a getter on every use, which cost about half of the search time in profiles.
 */
const { COL_OF, MAX_MOVES } = board;

export interface SearchOptions {
  /**
   * Cut positions proved lost [true]: `hopeless` at the start, `deadlocked` whenever a run grows (most
   * positions become lost then; the full mobility test there saved 7% of the positions of hard deals
   * but cost 37% more time, measured on bench-2, 7, 26, 61, 75 and 84).
   */
  prune?: boolean;
  /** Stubborn-set reduction (see `Position.stubborn`) [false]. */
  reduce?: boolean;
  /** The non-exhaustive probe: never leave a new dead gap unless locking (see search.ts) [false]. */
  restrict?: boolean;
  /** Skip the moves asleep after a sibling's move (see `asleep`) [true]. */
  sleep?: boolean;
  /** Most transposition-table slots (a power of two ≥ 16; tests shrink it to force evictions) [MAX_TABLE_SLOTS]. */
  tableSlots?: number;
  /** How many subtrees the search takes turns on [WALKS]; 1 is a plain depth-first search. */
  walks?: number;
}

/** What the walks share: the table, the count of new positions, the best line and the result. */
export interface Shared {
  readonly seen: SeenSet;
  /** Where this thread's walks stop: the budget, or in a shared search this thread's share of what is left (`SearchRun.sync`). */
  budget: number;
  readonly prune: boolean;
  readonly reduce: boolean;
  readonly restrict: boolean;
  readonly sleep: boolean;
  nodes: number;
  lookups: number;
  bestScore: number;
  bestPath: number[];
  bestIsStuck: boolean;
  winPath: number[] | null;
}

/** What the walks of one thread share, before any position: `nodes` counts those already in `seen`. */
export function newShared(seen: SeenSet, budget: number, nodes: number, options: SearchOptions): Shared {
  return {
    seen,
    budget,
    prune: options.prune ?? true,
    reduce: options.reduce ?? false,
    restrict: options.restrict ?? false,
    sleep: options.sleep ?? true,
    nodes,
    lookups: 0,
    bestScore: -1,
    bestPath: [],
    bestIsStuck: false,
    winPath: null,
  };
}

const order = new Int8Array(MAX_MOVES);
const pending = new Uint8Array(MAX_MOVES * 2);
const childA = new Uint32Array(MAX_MOVES);
const childB = new Uint32Array(MAX_MOVES);

/**
 * Claims the children reached by the `n` moves (pairs in `moves` from `base`) that are not yet in the
 * table, adding them to it; returns a mask with bit i set when move i leads to a new one. A position is
 * thus claimed when it is generated, and searched from there: met again before that (by another path),
 * it is already claimed and skipped. All children are looked up together, so that their table reads
 * overlap (see SeenSet.touch). Before (each child looked up when entered, one wait on memory after
 * another) the search ran at 1.9 million positions per CPU second on bench-183 and bench-26 (10 million
 * positions); after, 2.4 million (2026-11-24, same machine, runs taken in turn).
 */
export function claimNew(pos: Position, moves: Uint8Array, base: number, n: number, shared: Shared): number {
  pos.childKeys(moves, base, n, childA, childB);
  const seen = shared.seen;
  if (n > 1) seen.touch(childA, childB, n);
  shared.lookups += n;
  let fresh = 0;
  for (let i = 0; i < n; i++) if (seen.add(childA[i]!, childB[i]!)) fresh |= 1 << i;
  return fresh;
}

/**
 * The moves to try from `pos`, best first, as pairs into `out` from `base`; returns how many. A safe
 * locking move is the only one; otherwise the optional reduction applies, and the probe drops the moves
 * it never tries. Notes a stuck position as a line end.
 */
export function candidates(pos: Position, out: Uint8Array, base: number, shared: Shared, noteStuck: () => void): number {
  let n = pos.generate(pending, 0);
  if (n === 0) noteStuck();
  const forced = pos.safeLock(pending, 0, n);
  if (forced >= 0) {
    pending[0] = pending[2 * forced]!;
    pending[1] = pending[2 * forced + 1]!;
    n = 1;
  } else if (shared.reduce) n = pos.stubborn(pending, n);
  // Stable insertion by priority.
  for (let i = 0; i < n; i++) {
    const from = pending[2 * i]!;
    const to = pending[2 * i + 1]!;
    let pr = pos.movePriority(from, to);
    if (shared.restrict && pr === 3) pr = 4;
    let j = i;
    while (j > 0 && order[j - 1]! > pr) {
      order[j] = order[j - 1]!;
      out[base + 2 * j] = out[base + 2 * j - 2]!;
      out[base + 2 * j + 1] = out[base + 2 * j - 1]!;
      j--;
    }
    order[j] = pr;
    out[base + 2 * j] = from;
    out[base + 2 * j + 1] = to;
  }
  let kept = n;
  while (kept > 0 && order[kept - 1]! > 3) kept--;
  return kept;
}

/** Remembers the line to `pos` if it is the best so far: a stuck position beats any open one, then the higher score. */
export function noteLine(shared: Shared, pos: Position, stuck: boolean, line: () => number[]): void {
  if ((stuck && !shared.bestIsStuck) || (stuck === shared.bestIsStuck && pos.score > shared.bestScore)) {
    shared.bestScore = pos.score;
    shared.bestIsStuck = stuck;
    shared.bestPath = line();
  }
}

/**
 * Counts a position the search has just entered (new to the table), records a win or a better line;
 * returns whether to search on from it: not when won, lost (a run grew into a deadlock) or out of budget.
 */
export function entered(shared: Shared, pos: Position, scoreBefore: number, line: () => number[]): boolean {
  shared.nodes++;
  if (pos.score === 48) {
    shared.winPath = line();
    return false;
  }
  if (!shared.bestIsStuck && pos.score > shared.bestScore) noteLine(shared, pos, false, line);
  if (shared.nodes >= shared.budget) return false;
  return !(shared.prune && pos.score > scoreBefore && pos.deadlocked());
}

/**
 * Whether move a (from `p` into g), tried before move b (from q into `h`) in the position v both
 * were generated in, may be skipped in v·b: its child v·b·a is v·a·b, which the search reaches from
 * v·a. Partial-order reduction by sleep sets (Godefroid), kept to one step, where its proof is short
 * and holds with the transposition table and the turns of the walks:
 *
 * - a and b touch four distinct places (two cards, two gaps), so v·a·b and v·b·a are the same layout,
 *   provided b is still legal in v·a (a is legal in v·b, or it would not be asked about). It is, unless
 *   a empties the place left of h: then h takes only a 2, and only in the leftmost column. Nor can a
 *   lock b's card Y: Y would have to stand right of Y-1, which stands left of h, not of q, unless a moves
 *   it (emptying the place left of h); and a 2 outside the leftmost column is never locked.
 * - Proof that the verdict stands (and that every reachable stuck position stays reachable, which is
 *   what `plan` needs). Order claims by time (children of one expansion by their index). Claim: a
 *   claimed position u from which a win is d moves away leads the search to a win; by induction on
 *   (d, claim). u is expanded (a claimed position always is, unless the search ends first; cut as lost,
 *   it has no win). Take a move m of u starting a shortest win (for a forced safe locking move, the
 *   forced move, which keeps one: see `safeLock`). If m is looked up, u·m is claimed with d - 1. If m
 *   sleeps, u = v·b was claimed at v's expansion and m = a came before b there, so v·a was claimed
 *   before u, and its win is at most 1 + (d - 1) = d moves away: the claim holds for v·a.
 * - Keeping the sleep of v into its children (full sleep sets) would need each position's sleep set
 *   stored with it, as a position met again by another path must then be searched again.
 *
 * Measured: docs/gaps-solver-notes.md ("Sleep sets").
 */
function asleep(p: number, h: number): boolean {
  return COL_OF[h] === 0 || h - 1 !== p;
}

/** One depth-first search from a start position reached by `prefix`, run a turn at a time. */
export class Walk {
  private capacity = 64;
  /** Per depth: the moves looked up (pairs), how many, which of them led to new positions (bit i), and which is next. */
  private moves = new Uint8Array(this.capacity * MAX_MOVES * 2);
  private count = new Uint8Array(this.capacity);
  private fresh = new Uint16Array(this.capacity);
  private next = new Uint8Array(this.capacity);
  /** The line from the start: the move applied at each depth, as (from, to). */
  private applied = new Uint8Array(2 * this.capacity);
  private depth = 0;
  private readonly line = (): number[] => this.prefix.concat(Array.from(this.applied.subarray(0, 2 * this.depth)));
  /** Made once, not at every position the walk expands. */
  private readonly noteStuck = (): void => noteLine(this.shared, this.pos, true, this.line);

  /** Starts at `pos`, reached by `prefix`; or, given a `snapshot` of a walk from the same start, goes on where it was. */
  constructor(
    private readonly pos: Position,
    private readonly prefix: readonly number[],
    private readonly shared: Shared,
    snapshot?: WalkSnapshot,
  ) {
    if (!snapshot) {
      this.expand();
      return;
    }
    const depth = snapshot.count.length - 1;
    while (this.capacity <= depth) this.growStacks();
    this.moves.set(snapshot.moves);
    this.count.set(snapshot.count);
    this.fresh.set(snapshot.fresh);
    this.next.set(snapshot.next);
    this.applied.set(snapshot.applied);
    for (let d = 0; d < depth; d++) pos.move(snapshot.applied[2 * d]!, snapshot.applied[2 * d + 1]!);
    this.depth = depth;
  }

  /**
   * Splits off untried moves for another walk, as a snapshot of a walk starting where they start: all
   * of the shallowest depth that has any above where the walk stands, or else all but the next one of
   * the depth it stands at. This walk will not try them. Null if it has none to give.
   */
  split(): WalkSnapshot | null {
    for (let d = 0; d <= this.depth; d++) {
      const next = this.next[d]!;
      let given = (this.fresh[d]! >>> next) << next;
      if (d === this.depth) given &= given - 1;
      if (given === 0) continue;
      this.fresh[d] = this.fresh[d]! & ~given;
      const base = d * MAX_MOVES * 2;
      return {
        prefix: this.prefix.concat(Array.from(this.applied.subarray(0, 2 * d))),
        moves: this.moves.slice(base, base + MAX_MOVES * 2),
        count: this.count.slice(d, d + 1),
        fresh: Uint16Array.of(given),
        next: Uint8Array.of(next),
        applied: new Uint8Array(0),
      };
    }
    return null;
  }

  /** Takes back the moves `split` gave away in `part` (which no other walk took). */
  rejoin(part: WalkSnapshot): void {
    const d = (part.prefix.length - this.prefix.length) / 2;
    this.fresh[d] = this.fresh[d]! | part.fresh[0]!;
  }

  /** The walk as plain data, for another thread to go on with (`new Walk(start, prefix, shared, snapshot)`). */
  snapshot(): WalkSnapshot {
    const frames = this.depth + 1;
    return {
      prefix: this.prefix.slice(),
      moves: this.moves.slice(0, frames * MAX_MOVES * 2),
      count: this.count.slice(0, frames),
      fresh: this.fresh.slice(0, frames),
      next: this.next.slice(0, frames),
      applied: this.applied.slice(0, 2 * this.depth),
    };
  }

  private growStacks(): void {
    this.capacity *= 2;
    const grow = <T extends Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer>>(a: T, size: number): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.moves = grow(this.moves, this.capacity * MAX_MOVES * 2);
    this.count = grow(this.count, this.capacity);
    this.fresh = grow(this.fresh, this.capacity);
    this.next = grow(this.next, this.capacity);
    this.applied = grow(this.applied, 2 * this.capacity);
  }

  private expand(): void {
    const depth = this.depth;
    if (depth >= this.capacity) this.growStacks();
    const moves = this.moves;
    const base = depth * MAX_MOVES * 2;
    let n = candidates(this.pos, moves, base, this.shared, this.noteStuck);
    if (depth > 0 && this.shared.sleep) n = this.dropAsleep(base, n);
    this.count[depth] = n;
    this.fresh[depth] = claimNew(this.pos, moves, base, n, this.shared);
    this.next[depth] = 0;
  }

  /** Drops, of the `n` candidate moves at `base`, those asleep (see `asleep`); returns how many stay (in their order). */
  private dropAsleep(base: number, n: number): number {
    const moves = this.moves;
    const up = this.depth - 1;
    const upBase = up * MAX_MOVES * 2;
    // The move into this position was the parent's move `tried`; the ones before it may sleep here.
    const tried = this.next[up]! - 1;
    if (tried === 0) return n;
    const h = this.applied[2 * up + 1]!;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const p = moves[base + 2 * i]!;
      const g = moves[base + 2 * i + 1]!;
      let sleeps = false;
      for (let j = 0; j < tried; j++) {
        if (moves[upBase + 2 * j] === p && moves[upBase + 2 * j + 1] === g) {
          sleeps = asleep(p, h);
          break;
        }
      }
      if (sleeps) continue;
      moves[base + 2 * kept] = p;
      moves[base + 2 * kept + 1] = g;
      kept++;
    }
    return kept;
  }

  /** Searches on for up to `quota` new positions; false once this subtree is done (or the search is over). */
  run(quota: number): boolean {
    const { pos, shared } = this;
    const stop = shared.nodes + quota;
    while (this.depth >= 0) {
      const depth = this.depth;
      // The next move from here that leads to a new position.
      const rest = this.fresh[depth]! >>> this.next[depth]!;
      if (rest === 0) {
        this.depth--;
        if (this.depth >= 0) pos.move(this.applied[2 * this.depth + 1]!, this.applied[2 * this.depth]!);
        continue;
      }
      const i = this.next[depth]! + 31 - Math.clz32(rest & -rest);
      this.next[depth] = i + 1;
      const base = depth * MAX_MOVES * 2;
      const from = this.moves[base + 2 * i]!;
      const to = this.moves[base + 2 * i + 1]!;
      const before = pos.score;
      pos.move(from, to);
      this.applied[2 * depth] = from;
      this.applied[2 * depth + 1] = to;
      this.depth = depth + 1;
      if (!entered(shared, pos, before, this.line)) {
        if (shared.winPath !== null || shared.nodes >= shared.budget) return false;
        this.depth = depth;
        pos.move(to, from);
        continue;
      }
      this.expand();
      if (shared.nodes >= stop) return true;
    }
    return false;
  }
}
