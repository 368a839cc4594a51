/**
 * The solver's compact position and depth-first search (internal; index.ts is the public face).
 *
 * Representation: `board` is a Uint8Array of the 52 places (row * 13 + col) holding card ids
 * (suit * 16 + rank, rank 2..13; 0 = gap), so "the next card of the same suit" is id + 1.
 * `where` maps card id → place. Runs in sequence (locked cards) are kept per row and updated at their
 * ends only when a card enters or leaves.
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
 * as on one thread (the proofs below hold as they stand: they rest on claims, not on who makes them).
 * A thread that runs out of walks asks for more: the other hands over every other walk, or with one
 * left the untried moves of its shallowest open depth (`Walk.split`), through a shared mailbox. The
 * search ends when a thread wins, the shared count of positions reaches the budget, or both threads are
 * idle. Measured (2026-11-25, 10 million positions, runs taken in turn, Node): bench-42, 26, 183 and 5
 * 1.6–1.9× faster in wall time than alone, ten deals of 3.0–4.2 million positions (the bench's p95)
 * 1.5–2.0×; per thread 2.0 instead of 2.6 million positions per second (the full-size table from the
 * start of sharing, and the two threads' memory traffic). Verdicts of bench-0..299 the same as alone.
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
 *   positions of hard deals, but the search runs at 0.8 instead of 2.5 million positions per CPU second,
 *   see "Tried" below);
 * - optional `restrict`: never leave a new dead gap unless locking (a probe, not exhaustive: a win it
 *   finds is real, its other verdicts mean nothing). Measured as a first phase taking 30% of the
 *   budget it decided fewer deals than the plain search, so `solve` does not use it.
 *
 * Tried and measured, not kept (deals bench-0..59, 1,000,000 positions each): finer move orders (which
 * 2 first, locking moves that lock more first) changed no verdict; random-restart probes (20 × 50,000
 * positions, random order within the priority classes) found none of the nine wins the plain search
 * needs 1–3 million positions for; the mobility cut at every position (not only when a run grows) cut
 * 4% of the positions at 1.5–2× the time. Where the positions go on a hard lost deal (bench-22, 1.28
 * million reachable): 68% have a run in every row, i.e. the row suits are settled, and sit at 4–12
 * cards in sequence, far from any cheap proof that the rest cannot be sorted.
 *
 * Where the positions come from (measured 2026-11-24, full search without any cut): bench-61 (lost)
 * reaches 1,873,722 positions but only 5,165 stuck ones; most positions have 3 legal moves (833,084),
 * then 4 (487,309) and 2 (445,698). So the count is interleavings of the four gaps' walks, which
 * points at partial-order reduction; but the gaps' walks interact too often for a static one:
 * - the stubborn sets above save about 20%;
 * - "gap k alone" as a persistent set, proved when the places each gap would visit on its own
 *   (following every 2 at a leftmost gap) are pairwise neither equal nor side by side, held at 0.25% of
 *   the positions of bench-61 and saved nothing measurable; dropping the condition on the other gaps
 *   (unsound) held at 9% and saved 17%;
 * - taking only the moves into the first live gap (unsound, a bound on what any such reduction could
 *   reach) leaves 134 positions on bench-61, but calls the winnable bench-2 lost.
 * A reduction that uses this structure would have to find the interactions as the search meets them
 * (dynamic partial-order reduction, which with a transposition table needs per-position summaries).
 * Also tried (stop 20): stubborn sets that preserve only the win, seeded by what an unfinished row
 * needs next (every winning line moves that card; a set with no legal move proves the position lost):
 * 20–30% fewer positions on bench-22, 26, 61, 75 and 84, at twice the time per position. The closure
 * runs down the chains of predecessors (a card's move depends on where its predecessor stands), so the
 * sets hold most of the legal moves.
 *
 * Where the time goes (2026-11-25, bench-42, 4.5 million positions): a third waiting on the table's
 * memory. A random read in a 64 MB array takes 179 ns when each waits for the last, 18 ns when they
 * do not (measured in Node on this machine; 32 ns at 4 MB). Tried, not kept:
 * - walks stepping in lockstep, 8 or 16 at a time, their children's reads issued together (about 19
 *   at once): 2.50 → 2.36–2.44 million positions per CPU second on bench-42 and bench-26; the reads
 *   take as long in a batch (the waits look bound by address translation, not by reads in flight);
 * - a table capped at 2^21 slots (16 MB), dropping keys: 1.2× the speed per position, but bench-42
 *   needs 10% more positions and bench-183 more than 10 million instead of 7.4 (old positions head big
 *   subtrees); buckets kept newest first, dropping the oldest (or least recently met) key, did worse
 *   than the random slot;
 * - probes that only fill the one or two gaps the move order puts first (a win they find is real):
 *   none of the late wins (bench-5, 133, 157, 4) found; with two gaps, 0.2–1.6 million positions each;
 * - two tables: a small one (2 or 8 MB) for every position, dropping keys, and a big one only for the
 *   positions whose subtree holds at least 64 positions (5.3% of them on bench-42 and bench-26). The
 *   big one must also hold the children still waiting on the walks' stacks, or re-met ones head whole
 *   subtrees again; with those, it held 37% of the positions, and the search needed 3–17% more
 *   positions (without them, 11–37% more and bench-42 past 10 million at 2 MB);
 * - (2026-11-25, with `asleep`) a cache of the 4,096 keys claimed last (32 KB), asked before the table:
 *   table reads per position 1.71 → 1.20 on bench-42, 26 and 183, but 5–10% slower. The read that tells
 *   whether a new child is new stays on the path from one position to the next; the reads it saved were
 *   overlapping with that one anyway (so the memory cost is per position, not per look-up);
 * - letting a later sibling's move sleep too when the sibling's position has a forced safe locking move
 *   (sound by the same induction as `asleep`, on the forced child): 1% fewer positions, 15–20% slower
 *   (the test plays the sibling's move);
 * - two walks stepping in turn, each leaving its children's table reads in flight while the other
 *   computes a position: 2.41 → 2.39 million positions per CPU second on bench-42, 2.60 → 2.49 on
 *   bench-26 (runs taken in turn). With the look-up cache above, this says the reads cost time per
 *   position searched, not as a wait that other work could fill;
 * - checking `deadlocked` also when a card enters the place after a run (not only when a run grows):
 *   not one more position cut on bench-42, 26, 7, 16, 5 (cuts by deadlock are 0.1–0.3% of positions).
 *
 * Tried 2026-11-25 (stop 19; bench-42, 26, 183 and 5 at 10 million, runs taken in turn), not kept:
 * - entering the child of a forced safe locking move without claiming it (its parent is claimed, and
 *   the move is a function of the position): up to 5% faster per position but 14–25% more positions,
 *   as such children are often reached by other lines too;
 * - one table per set of locked runs (131 sets over bench-42 and 26, the largest with 5.8% of the
 *   look-ups), hoping that look-ups close in time fall in one small table: 1.9 instead of 2.4 million
 *   positions per CPU second (15 sets per 1,000 look-ups, and the big tables are no smaller in pages).
 *   The most that table locality could give: a 2 MB table runs at 3.6–4.0 million positions per CPU
 *   second (with the evictions it causes), against 2.5–2.8 at 64 MB;
 * - the stubborn sets made cheaper: the closures take 59% of that search's time (3.3 closures of 22
 *   cards each per position they run at); stopping a closure after 4, 8, 12 or 20 cards saves only
 *   3.5–10% of the positions of bench-42 (full closures: 24%), and even at 4 cards the search runs at
 *   1.6 instead of 2.5 million positions per CPU second; taking the sets only where 3 (or 4) moves are
 *   legal saves 20–25% (8–9%) of the positions of bench-42 and 26 at 0.8–0.9 (1.2–1.4) million;
 * - safe moves widened from a locked predecessor to an immobile one (the mobility of `hopeless`, which
 *   the proof of `safeLock` allows just as well): 0.3–1.3% fewer positions, at 1.0 million positions per
 *   CPU second with the mobility worked out at every position;
 * - `generate`, `safeLock` and `movePriority` fused into one pass (same positions): 3–4% faster, within
 *   the spread of runs on this machine, so not worth a second copy of the move rules.
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
 * deals the win usually lies a few thousand positions deep in some other subtree. Measured on deals
 * bench-0..99 (4,000,000 positions at most): deals not decided within 1,000,000 positions 25 → 17
 * (32 walks: 14; 128: 14), median positions per deal 288,747 → 119,243; the hard winnable bench-2
 * 1,378,412 → 119,243 and bench-38 2,836,995 → 429,303, but bench-5 1,862,886 → 6,507,515. A proof of
 * no win visits the same positions either way (every one reachable, whoever reaches it first).
 * Tried, not kept: walks handing their shallowest untried move to a new walk every 2 or 8 rounds
 * (bench-0..199: 22 deals undecided at 2,000,000 positions either way, against 21); a turn for the
 * walk whose search reached the most cards in sequence, every other round (bench-5 5.7 million
 * positions, bench-28 0.73 million against 0.33).
 *
 * Late wins (2026-11-25, every deal bench-0..1999 searched to 10 million positions): the slowest 5%
 * are 61 proven lost, 25 won late and 15 left unknown (of 101). In 10 of those late wins the walk that
 * finds the win has searched 66,000–282,000 positions of its own by then, having exhausted lost
 * subtrees of one to four earlier moves at several depths, and its best score was unremarkable until
 * shortly before (at round 5, 18–58 walks had reached more cards in sequence, in 9 of the 10), so the
 * best score does not point to it. Tried on the 144 winnable deals of bench-0..999 that need over
 * 500,000 positions (258 million in all, 25 of them over 2.5 million), not kept:
 * - 128 walks: 252 million, 23 over 2.5 million; 256 walks: 225 million, 25 over 2.5 million, and one
 *   or two deals won before left unknown (single deals move either way by up to 50×);
 * - every other walk taking ties in the reverse order: 228 million, 25 over 2.5 million; or taking the
 *   moves out of the leftmost column and into dead gaps as neutral ones: 246 million, 28;
 * - turns of 500 or 8,000 positions instead of TURN: 259 and 257 million, 24 and 26 over 2.5 million.
 * A proof of no win hardly depends on such choices (it visits every reachable position once, whoever
 * claims it). And if every late win were found within a million positions, the p95 would
 * still be a deal of 2.75 million positions, about a second at the bench's speed.
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
