/**
 * The solver's depth-first search (internal; index.ts is the public face).
 *
 * Search: depth-first searches over card moves (no redeals) taking turns on the subtrees of a
 * breadth-first start (`WALKS`), with one transposition table. The position key is
 * a 64-bit Zobrist hash summed over rows, so two layouts that differ only by the order of whole rows
 * (equivalent under the rules) share one entry. A position is claimed in the table when it is
 * generated (all children of a position are looked up together, so that the memory reads overlap).
 * The table starts small and doubles when half full, up to a bounded size (`MAX_TABLE_SLOTS`, 64 MB;
 * about two slots per budgeted position below that); it may drop keys when a bucket is full, which
 * costs repeated work but never a wrong verdict. Moves are ordered: first those that lock a card, last
 * those that leave a gap behind a king or a gap (a dead gap, Aisleriot's strategy tip). The budget
 * counts new positions; there is no clock in the engine.
 *
 * Two threads (`SearchRun.share`/`join`, driven by index.ts `solveShared`): part way, the search moves
 * its table into shared memory at full size and hands every other walk to a second thread; each claims
 * positions with an atomic compare-and-swap, so a position is searched by the thread that claimed it,
 * as on one thread (the reductions' proofs hold as they stand: they rest on claims, not on who makes them).
 * A thread that runs out of walks asks for more: the other hands over every other walk, or with one
 * left the untried moves of its shallowest open depth (`Walk.split`), through a shared mailbox. The
 * search ends when a thread wins, the shared count of positions reaches the budget, or both threads are
 * idle. Measured speed-ups: docs/gaps-solver-notes.md ("Two threads").
 *
 * The basic variant (fixed row suits, `Position.fixedSuits`) changes three things here: the key tells rows
 * apart (`ROW_SALT_A`), a leftmost gap takes only its row's 2 (`generate`), and a run counts only in its
 * row's suit (`updateRun`, `move`). Each reduction below was checked against that rule; where its proof
 * needs more than the Aisleriot one, its doc comment says so ("Basic variant:").
 *
 * Exact reductions (Aisleriot rules; each proved in its doc comment, tested state by state against a
 * plain search in test/engine/gaps-solver-pruning.test.ts):
 * - safe locking moves (`safeLock`) are played as the only child;
 * - a move tried before a sibling's, independent of it, sleeps in the sibling's child (`asleep`: one-step
 *   sleep sets), as the position it leads to is reached the other way round;
 * - lost positions are cut (verdict searches only: `plan` wants the best stuck position, which may lie
 *   beyond): `hopeless` (cards that can never move again standing where they cannot end, which includes
 *   the deadlocks of `deadlocked`) at the start, `deadlocked` whenever a run grows;
 * - optional stubborn-set partial-order reduction (`stubborn`, off by default: it saves 12–32% of the
 *   positions of hard deals, but makes the search about three times slower per position);
 * - optional `restrict`: never leave a new dead gap unless locking (a probe, not exhaustive: a win it
 *   finds is real, its other verdicts mean nothing; `solve` does not use it).
 *
 * What was measured on the way there, and the ideas tried and not kept: docs/gaps-solver-notes.md.
 * The position itself (representation, move rules, the reductions' tests): position.ts.
 */
import { Position } from './position';
import { SeenSet } from './table';
import { Walk, candidates, claimNew, entered, newShared, noteLine, type SearchOptions, type Shared } from './walk';
import { decodeWalks, encodeWalk, encodedSize, type WalkSnapshot } from './walkMail';
import * as board from './board';
import {
  ASK,
  CONTROL_WORDS,
  EXHAUSTED,
  IDLE,
  MAIL,
  MAILBOX_BYTES,
  NODES,
  RUNNING,
  SPENT,
  STOP,
  THREADS,
  WAKE,
  WON,
  wakeOthers,
  type SearchHandoff,
} from './parallel';

export type { WalkSnapshot } from './walkMail';
export type { SearchOptions } from './walk';
export type { SearchHandoff } from './parallel';

const { MAX_MOVES } = board;

export interface SearchOutcome {
  verdict: 'winnable' | 'unwinnable' | 'unknown';
  /** Winning line (winnable) as [from, to] place pairs. */
  winPath: number[];
  /**
   * The line to the stuck position (no legal move) with the highest score seen, ties to the first
   * found; the position a redeal would start from. If no stuck position was reached within the budget,
   * the line to the highest score seen. As [from, to] place pairs.
   */
  bestPath: number[];
  bestScore: number;
  nodes: number;
  /** Children looked up in the transposition table (what the sleeping moves save). */
  lookups: number;
}

/**
 * The search takes turns on this many subtrees (interleaved depth-first search): it expands the deal
 * breadth-first until it has at least this many open positions, then runs a depth-first search from
 * each, TURN new positions at a time, all sharing one transposition table. A plain depth-first search
 * must finish the whole subtree of an early wrong choice before it tries the next; on hard winnable
 * deals the win usually lies a few thousand positions deep in some other subtree.
 * A proof of no win visits the same positions either way (every one reachable, whoever reaches it first).
 * Measured, and the alternatives tried (more walks, other turns, late wins): docs/gaps-solver-notes.md
 * ("Walks").
 */
export const WALKS = 64;
const TURN = 2000;

/**
 * A search that runs a quota of positions at a time (`step`), so that it can be shared out between
 * threads part way (`share`, `join`); `search` runs one to the end. The walks take their turns in
 * order; a shared search checks the other thread's progress after every turn (TURN positions).
 */
export class SearchRun {
  private cursor = 0;
  private verdict: SearchOutcome['verdict'] | null = null;
  /** Shared search: [positions, stop flag] of all threads, and the positions of this one counted there. */
  private control: Int32Array | null = null;
  private mailbox: Uint8Array | null = null;
  private flushed = 0;
  /** Shared search: whether this thread waits for walks inside `step` (the joined thread) or returns to be polled. */
  private blocking = false;
  /** Counted idle and asking for walks (`askForWalks`). */
  private asked = false;
  /** Walks this thread was handed by the other after it ran out (`donate`), not counting the hand-off itself. */
  walksReceived = 0;

  private constructor(
    private readonly shared: Shared,
    private readonly start: Position,
    private walks: Walk[],
    /** New positions for the whole search (all threads); `shared.budget` is this thread's limit. */
    private readonly budget: number,
  ) {}

  /**
   * A search from `pos` (left as it was given) within `budget` new positions: breadth-first to the
   * starts of the walks (WALKS), deciding at once if the deal ends there.
   */
  static start(pos: Position, budget: number, options: SearchOptions = {}): SearchRun {
    const shared = newShared(new SeenSet(budget, options.tableSlots), budget, 1, options);
    shared.seen.add(pos.keyA(), pos.keyB());
    const run = new SearchRun(shared, pos.clone(), [], budget);
    if (pos.score === 48) {
      shared.winPath = [];
      run.end('winnable');
      return run;
    }
    noteLine(shared, pos, false, () => []);
    if (shared.prune && pos.hopeless()) {
      run.end('unwinnable');
      return run;
    }

    // Breadth-first to the open positions the walks start from.
    const walks = Math.max(1, options.walks ?? WALKS);
    let level: { pos: Position; line: number[] }[] = [{ pos: pos.clone(), line: [] }];
    const out = new Uint8Array(MAX_MOVES * 2);
    while (level.length < walks) {
      const nextLevel: typeof level = [];
      for (const open of level) {
        const n = candidates(open.pos, out, 0, shared, () => noteLine(shared, open.pos, true, () => open.line));
        const fresh = claimNew(open.pos, out, 0, n, shared);
        for (let i = 0; i < n; i++) {
          if ((fresh & (1 << i)) === 0) continue;
          const from = out[2 * i]!;
          const to = out[2 * i + 1]!;
          const child = open.pos.clone();
          child.move(from, to);
          const line = open.line.concat(from, to);
          if (entered(shared, child, open.pos.score, () => line)) nextLevel.push({ pos: child, line });
          else if (shared.winPath !== null || shared.nodes >= shared.budget) {
            run.end(shared.winPath !== null ? 'winnable' : 'unknown');
            return run;
          }
        }
      }
      if (nextLevel.length === 0) {
        run.end('unwinnable');
        return run;
      }
      level = nextLevel;
    }
    run.walks = level.map((open) => new Walk(open.pos, open.line, shared));
    return run;
  }

  /**
   * The other thread's side of `share`: its walks, on the shared table. It waits for walks inside `step`
   * when it runs out (`blocking`, for a thread of its own); else `step` returns then, as the sharing
   * thread's does, and is called again later (tests take turns between the two on one thread).
   */
  static join(handoff: SearchHandoff, blocking = true): SearchRun {
    const shared = newShared(SeenSet.over(handoff.table), handoff.budget, 0, { prune: handoff.prune, sleep: handoff.sleep });
    const run = new SearchRun(shared, Position.fromBoard(handoff.board, handoff.variant), [], handoff.budget);
    run.walks = handoff.walks.map((snapshot) => run.resume(snapshot));
    run.control = new Int32Array(handoff.control);
    run.mailbox = new Uint8Array(handoff.mailbox);
    run.blocking = blocking;
    run.sync();
    return run;
  }

  /** True once the search is decided (or out of budget). */
  get finished(): boolean {
    return this.verdict !== null;
  }

  /**
   * Searches on for about `quota` new positions (to the end of a turn); false once finished (for a
   * shared search: this thread's part, see `mergeOutcomes`). A thread of a shared search that runs out
   * of walks asks the other for some, and waits for them: inside `step` if it was made by `join`
   * (blocking), else `step` returns true and is called again later. The search is through once both
   * threads are idle.
   */
  step(quota = Infinity): boolean {
    if (this.verdict !== null) return false;
    const shared = this.shared;
    const stop = shared.nodes + quota;
    for (;;) {
      if (this.walks.length === 0) {
        if (this.control === null) return this.end('unwinnable');
        const control = this.control;
        const wake = Atomics.load(control, WAKE);
        if (!this.asked) this.askForWalks();
        if (this.poll()) continue;
        if (this.verdict !== null) return false;
        if (!this.blocking) return true;
        // Until the other thread posts walks or the search ends (either bumps WAKE).
        Atomics.wait(control, WAKE, wake);
        continue;
      }
      if (this.cursor >= this.walks.length) this.cursor = 0;
      const more = this.walks[this.cursor]!.run(TURN);
      if (shared.winPath !== null) return this.stop('winnable', WON);
      if (shared.nodes >= shared.budget) return this.stop('unknown', SPENT);
      if (more) this.cursor++;
      else this.walks.splice(this.cursor, 1);
      if (this.control !== null) {
        if (this.sync()) return this.stop('unknown', SPENT);
        if (Atomics.load(this.control, ASK) !== 0 && this.walks.length > 0) this.donate();
      }
      if (shared.nodes >= stop) return true;
    }
  }

  /** Counts this thread idle and asks for walks; the last thread to go idle ends the search (every walk is done). */
  private askForWalks(): void {
    const control = this.control!;
    this.sync();
    this.asked = true;
    if (Atomics.add(control, IDLE, 1) + 1 === THREADS) {
      Atomics.compareExchange(control, STOP, RUNNING, EXHAUSTED);
      wakeOthers(control);
    } else Atomics.store(control, ASK, 1);
  }

  /**
   * A thread waiting for walks: takes the walks posted to it, if any (true), or ends its part if the
   * search has stopped. Does not block.
   */
  private poll(): boolean {
    const control = this.control!;
    const why = Atomics.load(control, STOP);
    if (why !== RUNNING) {
      this.end(why === EXHAUSTED ? 'unwinnable' : 'unknown');
      return false;
    }
    // Taken by one thread only (the donor itself may have gone idle since and be asking too). No one
    // writes the mailbox while it is read: only a busy thread posts, and only to an idle one that asks.
    const count = Atomics.exchange(control, MAIL, 0);
    if (count === 0) return false;
    for (const snapshot of decodeWalks(this.mailbox!, count, MAX_MOVES * 2)) this.walks.push(this.resume(snapshot));
    this.walksReceived += count;
    this.asked = false;
    return true;
  }

  /**
   * Hands walks to the idle thread that asks for them: every other walk of this thread's, or, with one
   * walk left, the untried moves of its shallowest open depth (`Walk.split`). The idle thread counts as
   * busy from here on (so the search cannot end while walks wait in the mailbox).
   */
  private donate(): void {
    const control = this.control!;
    const mailbox = this.mailbox!;
    const given: WalkSnapshot[] = [];
    if (this.walks.length >= 2) {
      const kept: Walk[] = [];
      let size = 0;
      this.walks.forEach((walk, i) => {
        const snapshot = i % 2 === 1 ? walk.snapshot() : null;
        if (snapshot !== null && size + encodedSize(snapshot) <= mailbox.length) {
          size += encodedSize(snapshot);
          given.push(snapshot);
        } else kept.push(walk);
      });
      this.walks = kept;
      this.cursor = 0;
    } else {
      const part = this.walks[0]!.split();
      if (part !== null && encodedSize(part) <= mailbox.length) given.push(part);
      // Else nothing to split off yet (or too deep to post, and the walk keeps it): asked again next turn.
      else if (part !== null) this.walks[0]!.rejoin(part);
    }
    if (given.length === 0) return;
    let at = 0;
    for (const snapshot of given) at = encodeWalk(snapshot, mailbox, at);
    Atomics.store(control, ASK, 0);
    Atomics.sub(control, IDLE, 1);
    Atomics.store(control, MAIL, given.length);
    wakeOthers(control);
  }

  /** A walk from the snapshot of one of this search's walks (from another thread). */
  private resume(snapshot: WalkSnapshot): Walk {
    const pos = this.start.clone();
    for (let i = 0; i < snapshot.prefix.length; i += 2) pos.move(snapshot.prefix[i]!, snapshot.prefix[i + 1]!);
    return new Walk(pos, snapshot.prefix, this.shared, snapshot);
  }

  /**
   * Moves the search into shared memory and hands half of its walks (every other one) to another
   * thread, which goes on with `SearchRun.join`. Null when there is nothing to share (finished, or
   * under two walks left) or this platform cannot share memory between threads.
   */
  share(): SearchHandoff | null {
    if (this.verdict !== null || this.control !== null || this.walks.length < 2 || !SeenSet.canShare()) return null;
    const shared = this.shared;
    const table = shared.seen.share();
    const control = new SharedArrayBuffer(4 * CONTROL_WORDS);
    const mailbox = new SharedArrayBuffer(MAILBOX_BYTES);
    this.control = new Int32Array(control);
    this.mailbox = new Uint8Array(mailbox);
    this.control[NODES] = shared.nodes;
    this.flushed = shared.nodes;
    const given = this.walks.filter((_, i) => i % 2 === 1);
    this.walks = this.walks.filter((_, i) => i % 2 === 0);
    this.cursor = 0;
    this.sync();
    return {
      board: Array.from(this.start.board),
      variant: this.start.variant,
      budget: this.budget,
      prune: shared.prune,
      sleep: shared.sleep,
      table,
      control,
      mailbox,
      walks: given.map((walk) => walk.snapshot()),
    };
  }

  /** What the search found; for a shared search, this thread's part (see `mergeOutcomes`), counting every thread's positions. */
  outcome(): SearchOutcome {
    const shared = this.shared;
    const nodes = this.control !== null ? Atomics.load(this.control, NODES) : shared.nodes;
    if (shared.winPath !== null) {
      return { verdict: 'winnable', winPath: shared.winPath, bestPath: shared.winPath, bestScore: 48, nodes, lookups: shared.lookups };
    }
    return { verdict: this.verdict ?? 'unknown', winPath: [], bestPath: shared.bestPath, bestScore: shared.bestScore, nodes, lookups: shared.lookups };
  }

  private end(verdict: SearchOutcome['verdict']): false {
    this.verdict = verdict;
    this.walks = [];
    return false;
  }

  /** Ends this thread's part, telling the other threads why (a win, or the budget). Returns false (for `step`). */
  private stop(verdict: SearchOutcome['verdict'], why: number): false {
    if (this.control !== null) {
      this.sync();
      Atomics.compareExchange(this.control, STOP, RUNNING, why);
      wakeOthers(this.control);
    }
    return this.end(verdict);
  }

  /**
   * Adds this thread's new positions to the shared count, and sets its own limit so that the walks stop
   * where all threads together reach the budget (`entered` compares against it). True when the search
   * is to stop: another thread found a win, or the budget is spent.
   */
  private sync(): boolean {
    const control = this.control!;
    const shared = this.shared;
    const added = shared.nodes - this.flushed;
    const total = Atomics.add(control, NODES, added) + added;
    this.flushed = shared.nodes;
    shared.budget = shared.nodes + Math.max(0, this.budget - total);
    return total >= this.budget || Atomics.load(control, STOP) !== RUNNING;
  }
}

/**
 * The outcome of a search shared between two threads, from the outcome of each thread's part: won if
 * either part found a win; else out of budget if either part stopped; else (both parts searched all
 * their walks through) no win.
 */
export function mergeOutcomes(a: SearchOutcome, b: SearchOutcome): SearchOutcome {
  const nodes = Math.max(a.nodes, b.nodes);
  const lookups = a.lookups + b.lookups;
  const won = a.verdict === 'winnable' ? a : b.verdict === 'winnable' ? b : null;
  if (won) return { ...won, nodes, lookups };
  const best = b.bestScore > a.bestScore ? b : a;
  const verdict = a.verdict === 'unknown' || b.verdict === 'unknown' ? 'unknown' : 'unwinnable';
  return { verdict, winPath: [], bestPath: best.bestPath, bestScore: best.bestScore, nodes, lookups };
}

/**
 * Search for a won position (score 48) from `pos` within `budget` new positions (see WALKS for the
 * order); also remembers the line to the best score seen, which the hint uses when no win is found.
 * `pos` is left as it was given.
 */
export function search(pos: Position, budget: number, options: SearchOptions = {}): SearchOutcome {
  const run = SearchRun.start(pos, budget, options);
  run.step();
  return run.outcome();
}
