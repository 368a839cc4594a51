/**
 * The solver's compact position and depth-first search (internal; solver.ts is the public face).
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
 * Two threads (`SearchRun.share`/`join`, driven by solver.ts `solveShared`): part way, the search moves
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
import { RANKS, SUITS, type CardCode } from '../core/cards';
import { Rng } from '../core/rng';
import { COLS as TABLE_COLS, ROWS as TABLE_ROWS, type GapsCell, type GapsVariant } from './types';
import { decodeWalks, encodeWalk, encodedSize, type WalkSnapshot } from './walkMail';

export type { WalkSnapshot } from './walkMail';

/**
 * Local copies of the table size: under tsx/Vitest an imported binding is read through a getter on
 * every use, which cost about half of the search time in profiles.
 */
const COLS = TABLE_COLS + 0;
const ROWS = TABLE_ROWS + 0;

/**
 * Row and column of each place (row * 13 + col), read instead of dividing by 13 in the hot loops:
 * 2.5 → 2.65 million positions per CPU second on bench-183, 26, 7, 16, 20 and 29 (runs taken in turn).
 */
const ROW_OF = new Uint8Array(ROWS * COLS).map((_, p) => Math.floor(p / COLS));
const COL_OF = new Uint8Array(ROWS * COLS).map((_, p) => p % COLS);

export const GAP = 0;
const KING = 13;
const PLACES = ROWS * COLS;
/** At most 4 gaps × 4 twos can be legal at once. */
const MAX_MOVES = 16;

export function cardId(card: CardCode): number {
  return SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 16 + RANKS.indexOf(card[0] as (typeof RANKS)[number]) + 1;
}

export function cardCode(id: number): CardCode {
  return `${RANKS[(id & 15) - 1]}${SUITS[id >> 4]}` as CardCode;
}

/** Zobrist keys per (card id, column), two independent 32-bit lanes, from a fixed seed (deterministic). */
const ZOBRIST_A = new Uint32Array(64 * COLS);
const ZOBRIST_B = new Uint32Array(64 * COLS);
{
  const rng = Rng.fromSeed('gaps-zobrist');
  for (let i = 0; i < ZOBRIST_A.length; i++) {
    ZOBRIST_A[i] = rng.nextUint32();
    ZOBRIST_B[i] = rng.nextUint32();
  }
}

/**
 * Basic variant: the value each row's hash starts from (elsewhere 0). The key sums the row hashes, so
 * that in Aisleriot and Montana layouts that differ only by the order of whole rows share an entry
 * (they are equivalent there); in the basic variant each row has its own suit, they are not, and these
 * per-row start values (independent random numbers) tell the rows apart at no cost to the hot loops.
 */
const ROW_SALT_A = new Uint32Array(ROWS);
const ROW_SALT_B = new Uint32Array(ROWS);
{
  const rng = Rng.fromSeed('gaps-zobrist-rows');
  for (let r = 0; r < ROWS; r++) {
    ROW_SALT_A[r] = rng.nextUint32();
    ROW_SALT_B[r] = rng.nextUint32();
  }
}

/** Card id of the 2 that row r takes in its leftmost place in the basic variant (row r has suit r). */
function rowTwo(r: number): number {
  return r * 16 + 2;
}

/** Most slots a transposition table takes: 2^23 slots of 8 bytes = 64 MB. */
export const MAX_TABLE_SLOTS = 1 << 23;

/**
 * A new table starts with this many slots (1 MB) and doubles whenever it is half full: a table much
 * bigger than the positions it holds spreads them over more memory than the caches hold, and each
 * look-up then waits on memory. Measured against a table sized from the budget (2026-11-24, runs taken
 * in turn): bench-7, 16, 20 and 29 (0.3–0.5 million positions each) 1.9 → 2.9 million positions per CPU
 * second; bench-183 and bench-26 (10 million positions) 2.1 → 2.5 million.
 */
const INITIAL_TABLE_SLOTS = 1 << 17;

/** The bucket of a key in a table of `mask + 1` buckets (a power of two). */
function bucketOf(ka: number, kb: number, mask: number): number {
  return (ka ^ Math.imul(kb, 0x9e3779b1)) & mask;
}

/**
 * A table that has grown to this many slots (8 MB) takes, at its next doubling, storage for the most
 * slots it may grow to, and doubles in place from then on. A doubling into new storage holds the old
 * table and the new one at once: growing to 64 MB peaked at 96 MB, now at 72 MB (8 + 64), and allocates
 * 79 MB in all instead of 127. Time is about the same: the doublings took 6.8% of a 4-million-position
 * search (bench-42, CPU profile), now 6.1%; the rest is the split itself and first touches of new pages.
 * Smaller tables still grow by copying, so that a short search never asks for tens of megabytes.
 */
const RESERVE_AT = 1 << 20;

/**
 * Transposition table: a set of 64-bit keys (two 32-bit halves, key A never 0) in buckets of 4 slots
 * (half a cache line). It starts at INITIAL_TABLE_SLOTS and doubles when half full, up to a size set
 * by the budget (about two slots per position, at most MAX_TABLE_SLOTS), so its memory is bounded;
 * if memory for a doubling is refused, the table stays as it is. When a bucket is full a key
 * overwrites one of its slots: the search then may meet that position again and explore it twice,
 * which costs time but never changes a verdict (a position is skipped only when it is in the table,
 * i.e. it was claimed before, and a claimed position is searched from where it was claimed).
 */
export class SeenSet {
  /**
   * Shared by threads (`share`, `over`): the storage is a SharedArrayBuffer at its final size and a
   * key is claimed by an atomic compare-and-swap of its first half, so two threads never both take one
   * empty slot. The second half is written after: a thread reading the slot in between sees a
   * different key there and claims the position in another slot, and both threads search it (repeated
   * work, as after an eviction; never a skipped position). Evictions write both halves plainly: a
   * thread reading a slot being overwritten sees a mix of two keys, which matches no key it looks for
   * but with the odds of a 64-bit collision.
   */
  private atomic = false;

  /** The table: the first 2 × slots entries of `storage`, two per slot. */
  private keys!: Uint32Array;
  private storage: Uint32Array;
  private mask!: number;
  /** Keys held, and how many the table holds before it doubles. */
  private size = 0;
  private growAt!: number;
  /** The most slots this table grows to. */
  private readonly maxSlots: number;
  /** Keys dropped from full buckets. */
  evicted = 0;

  /** How many slots the table has now. */
  get slots(): number {
    return this.keys.length >> 1;
  }

  constructor(
    budget: number,
    maxSlots = MAX_TABLE_SLOTS,
    /** Makes new storage when the table outgrows its own (tests stand in one that fails). */
    private readonly allocate: (length: number) => Uint32Array = (length) => new Uint32Array(length),
  ) {
    let most = 1 << 4;
    while (most < 2 * budget && most < maxSlots) most *= 2;
    this.maxSlots = most;
    this.storage = new Uint32Array(2 * Math.min(most, INITIAL_TABLE_SLOTS));
    this.use(this.storage.length >> 1);
  }

  /** Whether this platform lets threads share memory (browsers: only on cross-origin-isolated pages). */
  static canShare(): boolean {
    return typeof SharedArrayBuffer === 'function';
  }

  /**
   * Moves the table into shared memory at the most slots it may grow to (a shared table cannot double:
   * the threads would have to stop for it), and returns that memory for `over` on other threads.
   */
  share(): SharedArrayBuffer {
    const buffer = new SharedArrayBuffer(8 * this.maxSlots);
    const storage = new Uint32Array(buffer);
    const mask = this.maxSlots / 4 - 1;
    const old = this.keys;
    for (let i = 0; i < old.length; i += 2) {
      const ka = old[i]!;
      if (ka === 0) continue;
      const kb = old[i + 1]!;
      const base = bucketOf(ka, kb, mask) << 3;
      // The new buckets are as many times more as the old ones: a key's old bucket-mates spread out,
      // so its new bucket cannot be full before it.
      let j = base;
      while (storage[j] !== 0) j += 2;
      storage[j] = ka;
      storage[j + 1] = kb;
    }
    this.useShared(storage);
    return buffer;
  }

  /** The table another thread shared (`share`). */
  static over(buffer: SharedArrayBuffer): SeenSet {
    // The smallest table, its storage replaced at once.
    const table = new SeenSet(1, 16);
    table.useShared(new Uint32Array(buffer));
    return table;
  }

  /** Takes shared storage, whole, as the table: it no longer grows, and claims slots atomically. */
  private useShared(storage: Uint32Array): void {
    this.storage = storage;
    this.use(storage.length >> 1);
    this.growAt = Infinity;
    this.atomic = true;
  }

  /** Takes the first `slots` slots of the storage as the table. */
  private use(slots: number): void {
    this.keys = this.storage.length === 2 * slots ? this.storage : this.storage.subarray(0, 2 * slots);
    this.mask = slots / 4 - 1;
    this.growAt = slots < this.maxSlots ? slots / 2 : Infinity;
  }

  /**
   * Doubles the table, in new storage if its own has no room. A key of bucket b moves to bucket b or
   * b + (old bucket count), as the next bit of its hash says, so one pass in memory order splits every
   * bucket in place (the upper half is still empty) without overflowing any.
   */
  private grow(): void {
    const slots = this.slots;
    if (this.storage.length < 4 * slots) {
      const storage = this.reserve(slots);
      if (storage === null) {
        // Out of memory (a phone's browser may refuse tens of megabytes): keep this table and let full
        // buckets drop keys, which costs repeated work but never a wrong verdict.
        this.growAt = Infinity;
        return;
      }
      storage.set(this.keys);
      this.storage = storage;
    }
    const keys = this.storage;
    const buckets = slots >> 2;
    const mask = 2 * buckets - 1;
    for (let b = 0; b < buckets; b++) {
      const at = b << 3;
      let low = at;
      let high = (b + buckets) << 3;
      // A bucket's keys fill its first slots (keys are never removed), and stay so after the split.
      for (let i = at; i < at + 8; i += 2) {
        const ka = keys[i]!;
        if (ka === 0) break;
        const kb = keys[i + 1]!;
        if (bucketOf(ka, kb, mask) === b) {
          keys[low] = ka;
          keys[low + 1] = kb;
          low += 2;
        } else {
          keys[high] = ka;
          keys[high + 1] = kb;
          high += 2;
        }
      }
      for (let i = low; i < at + 8; i++) keys[i] = 0;
    }
    this.use(2 * slots);
  }

  /**
   * New storage for doubling a table of `slots` slots: from RESERVE_AT on, room for the most slots (or,
   * if that is refused, for the doubling alone). Null if memory is refused; any other error is thrown.
   */
  private reserve(slots: number): Uint32Array | null {
    const lengths = slots >= RESERVE_AT && this.maxSlots > 2 * slots ? [2 * this.maxSlots, 4 * slots] : [4 * slots];
    for (const length of lengths) {
      try {
        return this.allocate(length);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
      }
    }
    return null;
  }

  /**
   * Reads the bucket of each key in `ka`/`kb` (the first `n`) without acting on what it finds, so
   * that their cache lines load side by side: the loads do not depend on each other, so the processor
   * overlaps their misses, and the `add`s that follow find the lines in cache.
   */
  touch(ka: Uint32Array, kb: Uint32Array, n: number): void {
    const keys = this.keys;
    let sum = 0;
    for (let i = 0; i < n; i++) sum ^= keys[bucketOf(ka[i]!, kb[i]!, this.mask) << 3]!;
    this.touched ^= sum;
  }

  /** Kept only so that `touch`'s reads are not optimised away. */
  private touched = 0;

  /** Whether the key is in the table (without adding it). */
  has(ka: number, kb: number): boolean {
    if (ka === 0) ka = 1;
    const keys = this.keys;
    const base = bucketOf(ka, kb, this.mask) << 3;
    for (let i = base; i < base + 8; i += 2) if (keys[i] === ka && keys[i + 1] === kb) return true;
    return false;
  }

  /** Adds the key; false if it was there already. */
  add(ka: number, kb: number): boolean {
    if (ka === 0) ka = 1;
    const keys = this.keys;
    const base = bucketOf(ka, kb, this.mask) << 3;
    for (let i = base; i < base + 8; i += 2) {
      let x = keys[i]!;
      if (x === 0 && this.atomic) {
        x = Atomics.compareExchange(keys, i, 0, ka);
        if (x === 0) {
          keys[i + 1] = kb;
          return true;
        }
      }
      if (x === 0) {
        keys[i] = ka;
        keys[i + 1] = kb;
        if (++this.size >= this.growAt) this.grow();
        return true;
      }
      if (x === ka && keys[i + 1] === kb) return false;
    }
    const i = base + ((kb >>> 29) & 6);
    keys[i] = ka;
    keys[i + 1] = kb;
    this.evicted++;
    return true;
  }
}

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

/** A position in compact form with make/unmake of card moves. */
export class Position {
  readonly board = new Uint8Array(PLACES);
  readonly where = new Uint8Array(64);
  readonly run = new Int8Array(ROWS);
  readonly gaps = new Uint8Array(4);
  readonly hashA = new Uint32Array(ROWS);
  readonly hashB = new Uint32Array(ROWS);
  score = 0;
  /** Montana: nothing locks. */
  readonly montana: boolean;
  /** The basic variant: row r is built in suit r (SUITS order) and its leftmost place takes only that 2. */
  readonly fixedSuits: boolean;

  constructor(
    rows: readonly (readonly GapsCell[])[],
    readonly variant: GapsVariant,
  ) {
    this.montana = variant === 'montana';
    this.fixedSuits = variant === 'basic';
    if (this.fixedSuits) {
      this.hashA.set(ROW_SALT_A);
      this.hashB.set(ROW_SALT_B);
    }
    let g = 0;
    for (let p = 0; p < PLACES; p++) {
      const cell = rows[Math.floor(p / COLS)]![p % COLS]!;
      if (cell === null) {
        this.gaps[g++] = p;
        continue;
      }
      const id = cardId(cell);
      this.board[p] = id;
      this.where[id] = p;
      const r = Math.floor(p / COLS);
      this.hashA[r]! ^= ZOBRIST_A[id * COLS + (p % COLS)]!;
      this.hashB[r]! ^= ZOBRIST_B[id * COLS + (p % COLS)]!;
    }
    for (let r = 0; r < ROWS; r++) this.updateRun(r);
  }

  /** The position with card ids by place (0 = gap), as `board` holds them. */
  static fromBoard(board: ArrayLike<number>, variant: GapsVariant): Position {
    const rows: GapsCell[][] = [];
    for (let r = 0; r < ROWS; r++) {
      const row: GapsCell[] = [];
      for (let c = 0; c < COLS; c++) {
        const id = board[r * COLS + c]!;
        row.push(id === GAP ? null : cardCode(id));
      }
      rows.push(row);
    }
    return new Position(rows, variant);
  }

  /** Recomputes the run in sequence of row r (and the score). */
  private updateRun(r: number): void {
    const base = r * COLS;
    let len = 0;
    const first = this.board[base]!;
    if (first !== GAP && (this.fixedSuits ? first === rowTwo(r) : (first & 15) === 2)) {
      len = 1;
      while (len < COLS && this.board[base + len] === this.board[base + len - 1]! + 1) len++;
      // The id after a king (rank 14) is never a card, so the loop cannot run past a king.
    }
    this.score += len - this.run[r]!;
    this.run[r] = len;
  }

  /** True when the card at place p is locked (in sequence from a 2 in the leftmost column, of the row's suit in the basic variant; never in Montana). */
  isLocked(p: number): boolean {
    return !this.montana && COL_OF[p]! < this.run[ROW_OF[p]!]!;
  }

  keyA(): number {
    return (this.hashA[0]! + this.hashA[1]! + this.hashA[2]! + this.hashA[3]!) >>> 0;
  }

  keyB(): number {
    return (this.hashB[0]! + this.hashB[1]! + this.hashB[2]! + this.hashB[3]!) >>> 0;
  }

  /**
   * The keys of the children reached by the `n` moves (pairs in `moves` from `base`), worked out without
   * making the moves, into `outA`/`outB` from 0. Sums this position's key once for all of them: 1–4%
   * faster than summing it per child (bench-42, 26, 7, 16, 20 and 29, three runs taken in turn, 2026-11-25).
   */
  childKeys(moves: Uint8Array, base: number, n: number, outA: Uint32Array, outB: Uint32Array): void {
    const keyA = this.keyA();
    const keyB = this.keyB();
    for (let i = 0; i < n; i++) this.childKeyFrom(keyA, keyB, moves[base + 2 * i]!, moves[base + 2 * i + 1]!, outA, outB, i);
  }

  /** The key after moving the card at `from` into `to`, given this position's key (`keyA`, `keyB`), into `outA[i]`, `outB[i]`. */
  private childKeyFrom(keyA: number, keyB: number, from: number, to: number, outA: Uint32Array, outB: Uint32Array, i: number): void {
    const id = this.board[from]!;
    const rf = ROW_OF[from]!;
    const rt = ROW_OF[to]!;
    const zf = id * COLS + COL_OF[from]!;
    const zt = id * COLS + COL_OF[to]!;
    const hashA = this.hashA;
    const hashB = this.hashB;
    // The key sums the row hashes: the card leaves row rf's hash at zf and enters row rt's at zt.
    if (rf === rt) {
      outA[i] = keyA - hashA[rf]! + (hashA[rf]! ^ ZOBRIST_A[zf]! ^ ZOBRIST_A[zt]!);
      outB[i] = keyB - hashB[rf]! + (hashB[rf]! ^ ZOBRIST_B[zf]! ^ ZOBRIST_B[zt]!);
    } else {
      outA[i] = keyA - hashA[rf]! - hashA[rt]! + (hashA[rf]! ^ ZOBRIST_A[zf]!) + (hashA[rt]! ^ ZOBRIST_A[zt]!);
      outB[i] = keyB - hashB[rf]! - hashB[rt]! + (hashB[rf]! ^ ZOBRIST_B[zf]!) + (hashB[rt]! ^ ZOBRIST_B[zt]!);
    }
  }

  /** Writes legal moves as (from, to) into `out` starting at `at` (pairs); returns how many. */
  generate(out: Uint8Array, at: number): number {
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const to = this.gaps[i]!;
      const col = COL_OF[to]!;
      if (col === 0) {
        // Basic variant: only the row's own 2 (one pass of the loop).
        const last = this.fixedSuits ? ROW_OF[to]! : 3;
        for (let suit = this.fixedSuits ? last : 0; suit <= last; suit++) {
          const from = this.where[suit * 16 + 2]!;
          if (this.isLocked(from)) continue;
          out[at + 2 * n] = from;
          out[at + 2 * n + 1] = to;
          n++;
        }
        continue;
      }
      const left = this.board[to - 1]!;
      if (left === GAP || (left & 15) === KING) continue;
      const from = this.where[left + 1]!;
      if (this.isLocked(from)) continue;
      out[at + 2 * n] = from;
      out[at + 2 * n + 1] = to;
      n++;
    }
    return n;
  }

  /**
   * How promising a move looks (lower first): locking moves; neutral ones; moves out of the leftmost
   * column (that gap takes only a 2); last, moves that leave a dead gap (behind a king or a gap).
   * Measured on 30 deals, the order changes the node count by only a few percent: the reachable
   * position sets of hard deals are simply large.
   */
  movePriority(from: number, to: number): number {
    if (!this.montana && COL_OF[to]! === this.run[ROW_OF[to]!]) return 0;
    const fc = COL_OF[from]!;
    if (fc === 0) return 2;
    const left = this.board[from - 1]!;
    if (left === GAP || (left & 15) === KING) return 3;
    return 1;
  }


  /**
   * A locking move that can be played at once without losing a win (Aisleriot rules only): the caller
   * may then try it as the only child. Returns the index of such a move among the `n` pairs in `moves`
   * from `at`, or -1.
   *
   * Proof. Let m move card X from place p into the gap g right of its locked predecessor X-1 (or, for a
   * 2, into the leftmost gap of the only row without a run, when the other three 2s are locked). Only X
   * can ever fill g, and X can never go anywhere but g (a card only moves right of its predecessor,
   * which is locked; a 2 only into a leftmost gap of a row without a run, and there is one). Every won
   * or stuck end position has X in g (else g would be a live gap and X movable), so any line from here
   * to such an end is A, m, B with no move of X in A. Playing m first, then A, then B is legal and ends
   * in the same position, provided no move of A needs X at p: the only such move is X+1 into p+1
   * (gap p+1 right of X). That cannot happen when X is a king (no X+1), when p is in the last column
   * (no p+1), or when X+1 already sits in p+1 (it can only move right of X, i.e. to where it is, while X
   * stays at p). Everything else A does is unaffected: g stays a gap through A (so nothing enters g+1),
   * the cards newly locked by m (X and any run behind g) do not move in A, and the new gap at p only
   * adds options. Hence winnability, and the set of reachable stuck positions, are unchanged.
   *
   * Basic variant: the same proof, with "a 2 only into its own row's leftmost place" (so any 2 entering
   * it is safe, with no need for that row to be the only one without a run), and locked meaning in its
   * row's suit, so again only X fills g and X goes nowhere else.
   */
  safeLock(moves: Uint8Array, at: number, n: number): number {
    if (this.montana) return -1;
    for (let i = 0; i < n; i++) {
      const from = moves[at + 2 * i]!;
      const to = moves[at + 2 * i + 1]!;
      const col = COL_OF[to]!;
      if (col !== this.run[ROW_OF[to]!]) continue;
      const x = this.board[from]!;
      if (col === 0 && !this.fixedSuits) {
        let free = 0;
        for (let r = 0; r < ROWS; r++) if (this.run[r] === 0) free++;
        if (free !== 1) continue;
      }
      if ((x & 15) === KING || COL_OF[from]! === COLS - 1 || this.board[from + 1] === x + 1) return i;
    }
    return -1;
  }

  /**
   * True when the position can never be won (Aisleriot rules only; false in Montana). A "must-leave"
   * place is the first place after a row's run (column 0 for a row without one) holding a card that
   * does not belong there: it must leave before the row can grow, and in a won position every such
   * place holds its own card (column 12: a gap). Where may its card go? A 2 only into the leftmost
   * place of a row without a run; a card whose predecessor is locked only right after it, i.e. into the
   * must-leave place of that row. Other cards may go elsewhere later. Take the set S of must-leave places
   * whose card can only go into places of S (all occupied). No card of S can move before another card
   * of S has left: none ever moves, so the position is lost. S is found by repeatedly dropping places
   * with a way out (into a gap, a place outside S, or an unknown place); S nonempty = lost.
   * Basic variant: a 2 goes only into its own row's leftmost place, which is that row's must-leave place
   * (the row has no run while its 2 is elsewhere), so it is treated like a card with a locked predecessor
   * in that row; and a 2 of another suit in a row's leftmost place does not belong there either.
   * Cost: at most four places, a few passes.
   */
  deadlocked(): boolean {
    if (this.montana) return false;
    // Bit r set: row r's must-leave place is in S.
    let set = 0;
    for (let r = 0; r < ROWS; r++) {
      const y = this.board[r * COLS + this.run[r]!]!;
      if (y === GAP) continue;
      if ((y & 15) === 2) {
        set |= 1 << r;
        continue;
      }
      const q = this.where[y - 1]!;
      if (this.isLocked(q)) set |= 1 << r;
    }
    if (set === 0) return false;
    for (;;) {
      let next = set;
      for (let r = 0; r < ROWS; r++) {
        if ((next & (1 << r)) === 0) continue;
        const y = this.board[r * COLS + this.run[r]!]!;
        if ((y & 15) === 2 && !this.fixedSuits) {
          // Any leftmost place of a row without a run; those rows' must-leave places are exactly those.
          for (let t = 0; t < ROWS; t++) {
            if (this.run[t] === 0 && (set & (1 << t)) === 0) {
              next &= ~(1 << r);
              break;
            }
          }
        } else {
          // The row it must go to: its predecessor's, or (basic variant) a 2's own row.
          const t = (y & 15) === 2 ? y >> 4 : ROW_OF[this.where[y - 1]!]!;
          if ((set & (1 << t)) === 0) next &= ~(1 << r);
        }
      }
      if (next === set) return set !== 0;
      set = next;
    }
  }

  /** Per card id: 1 when the card may still move (`hopeless`). */
  private readonly mobile = new Uint8Array(64);
  private readonly queue = new Uint8Array(64);

  /**
   * True when the position can never be won (Aisleriot rules only; false in Montana). Stronger than
   * `deadlocked` (which it implies), at the cost of a pass over the cards.
   *
   * Mobility. Call a card mobile when it is not locked and either can move now, or its predecessor is
   * mobile, or the card right of its predecessor is mobile; a 2 is mobile when not locked and it can
   * move now or some unlocked card in the leftmost column is mobile. (Least fixed point, from the cards
   * that can move now.) Claim: along any line of play, only mobile cards ever move. Take the first move
   * of a card X that is not mobile. X is not locked (locked cards never move again) and could not move
   * at the start, so the place it enters was not free then: for X > 2, X-1 was not mobile, so it has
   * not moved, and the place right of it held a card Z that has moved since, so Z is mobile and so
   * is X; for a 2, the leftmost place it enters held an unlocked card that has moved, so X is mobile.
   * Either way a contradiction. (A predecessor in the last column has no place right of it: X waits for
   * X-1 to move.)
   *
   * Lost. The won position is fixed once the row suits are: rank k of a row's suit at column k-2, the
   * gaps in the last column. A card that never moves again must already stand where it ends, so the
   * position is lost if an immobile card (locked cards included) is not in column rank-2, if two
   * immobile cards of different suits share a row or two rows need the same suit, or if a gap outside
   * the last column is right of an immobile king (only a king's successor could fill it: none).
   *
   * Basic variant: a 2 enters only its own row's leftmost place, so it is mobile when it can move now or
   * the card in that place is mobile (the proof above with "the leftmost place it enters" being that
   * one); the code below marks it so. The won position has each card in its suit's row, so an immobile
   * card in another row also makes the position lost.
   */
  hopeless(): boolean {
    if (this.montana) return false;
    const mobile = this.mobile;
    const queue = this.queue;
    const board = this.board;
    const where = this.where;
    mobile.fill(0);
    let head = 0;
    let tail = 0;
    // Seeds: the cards that can move now.
    for (let i = 0; i < 4; i++) {
      const to = this.gaps[i]!;
      if (COL_OF[to]! === 0) {
        const last = this.fixedSuits ? ROW_OF[to]! : 3;
        for (let s = this.fixedSuits ? last : 0; s <= last; s++) {
          const two = s * 16 + 2;
          if (mobile[two] === 0 && !this.isLocked(where[two]!)) {
            mobile[two] = 1;
            queue[tail++] = two;
          }
        }
        continue;
      }
      const left = board[to - 1]!;
      if (left === GAP || (left & 15) === KING) continue;
      const x = left + 1;
      if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
        mobile[x] = 1;
        queue[tail++] = x;
      }
    }
    while (head < tail) {
      const y = queue[head++]!;
      // y as a predecessor: y+1 may follow it.
      if ((y & 15) !== KING) {
        const x = y + 1;
        if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
          mobile[x] = 1;
          queue[tail++] = x;
        }
      }
      // y as the card right of a predecessor: its leaving frees the place for the left card's successor.
      const q = where[y]!;
      if (COL_OF[q]! === 0) {
        const last = this.fixedSuits ? ROW_OF[q]! : 3;
        for (let s = this.fixedSuits ? last : 0; s <= last; s++) {
          const two = s * 16 + 2;
          if (mobile[two] === 0 && !this.isLocked(where[two]!)) {
            mobile[two] = 1;
            queue[tail++] = two;
          }
        }
      } else {
        const left = board[q - 1]!;
        if (left !== GAP && (left & 15) !== KING) {
          const x = left + 1;
          if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
            mobile[x] = 1;
            queue[tail++] = x;
          }
        }
      }
    }
    if (tail === 48) return false;
    // Immobile cards must stand in their final places; rowSuit[r] = suit + 1 (0 = free).
    let rowSuits = 0; // 3 bits per row: suit + 1
    let suitRows = 0; // 3 bits per suit: row + 1
    for (let p = 0; p < PLACES; p++) {
      const y = board[p]!;
      const col = COL_OF[p]!;
      if (y === GAP) {
        if (col !== 0 && col !== COLS - 1) {
          const left = board[p - 1]!;
          if ((left & 15) === KING && mobile[left] === 0) return true;
        }
        continue;
      }
      if (mobile[y] !== 0) continue;
      if ((y & 15) !== col + 2) return true;
      const r = ROW_OF[p]!;
      const s = y >> 4;
      if (this.fixedSuits && s !== r) return true;
      const have = (rowSuits >> (3 * r)) & 7;
      if (have === 0) {
        const taken = (suitRows >> (3 * s)) & 7;
        if (taken !== 0 && taken !== r + 1) return true;
        rowSuits |= (s + 1) << (3 * r);
        suitRows |= (r + 1) << (3 * s);
      } else if (have !== s + 1) return true;
    }
    return false;
  }

  /** Per card id: stamp of the closure it was last added to (stubborn sets). */
  private readonly inSet = new Uint32Array(64);
  private stamp = 0;
  private readonly work = new Uint8Array(64);
  /** Per card id: how many of the current legal moves move it. */
  private readonly movesOf = new Uint8Array(64);

  /**
   * Partial-order reduction (Aisleriot rules only): picks a strong stubborn set of cards and keeps only
   * the legal moves of those cards, compacting `moves` (pairs from 0); returns how many are kept.
   * Every stuck or won position reachable from here stays reachable through the kept moves (Valmari's
   * theorem for stubborn sets: a won position has no legal move, so it is a deadlock in that sense), and
   * the choice depends on the position only, so the transposition table stays sound.
   *
   * A set C of cards is stubborn when it holds a card that can move now and is closed under:
   * - a movable card X in C (from place p): X-1 is in C unless locked (moving X-1 would disable X, and X
   *   moving right of X-1 is the only thing that can make X locked without moving it, see below); if X is
   *   a 2, every unlocked 2 (they compete for the leftmost gaps) and the unlocked cards in the leftmost
   *   column (a move of X into a leftmost place still held is a disabled move of the set: its enabling
   *   set belongs in it too, else a move outside could open that place); and, unless X is a king, p is in the
   *   last column or X+1 already sits in p+1: X+1 if p+1 is a gap, else the card Z in p+1 (moving X
   *   disables "X+1 into p+1", which needs p+1 empty first). X could only become locked where it
   *   stands if X-1 moved to its left, and X-1 is in C.
   * - a card X in C that cannot move now (necessary enabling set): nothing if locked (it never moves
   *   again); a 2: the unlocked cards in the leftmost column (one must leave to open a leftmost gap);
   *   otherwise X-1 (unless locked) and the card in the place right of X-1 unless that is X itself
   *   (only X-1 moving or that place emptying can give X a gap right of its predecessor).
   * Then no sequence of moves of cards outside C can disable, or be disabled by, the moves of C, and
   * no move of C becomes possible without a move of C first: the conditions of a strong stubborn set.
   * The smallest such set over all movable seeds is taken.
   *
   * Basic variant: the rules above still give stubborn sets, only larger than needed: a 2 competes with
   * no other card for its own row's leftmost place (so the other 2s need not join), and the card to
   * leave for a 2 that cannot move is the one in its own row's leftmost place, one of the cards the
   * rule for 2s adds. Every other condition reads "locked" and "predecessor" as the proof does.
   */
  stubborn(moves: Uint8Array, n: number): number {
    if (this.montana || n <= 1) return n;
    const movesOf = this.movesOf;
    for (let i = 0; i < n; i++) {
      const c = this.board[moves[2 * i]!]!;
      movesOf[c] = movesOf[c]! + 1;
    }
    let bestSeed = -1;
    let bestCount = n;
    for (let i = 0; i < n; i++) {
      const seed = this.board[moves[2 * i]!]!;
      if (i > 0 && this.board[moves[2 * i - 2]!] === seed) continue;
      const count = this.closure(seed, ++this.stamp, bestCount);
      if (count < bestCount) {
        bestCount = count;
        bestSeed = seed;
        if (count === movesOf[seed]) break;
      }
    }
    // Later closures may have re-stamped members of the best one: build it again.
    const bestStamp = ++this.stamp;
    if (bestSeed >= 0) this.closure(bestSeed, bestStamp, n + 1);
    for (let i = 0; i < n; i++) movesOf[this.board[moves[2 * i]!]!] = 0;
    if (bestSeed < 0) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const from = moves[2 * i]!;
      if (this.inSet[this.board[from]!] !== bestStamp) continue;
      moves[2 * kept] = from;
      moves[2 * kept + 1] = moves[2 * i + 1]!;
      kept++;
    }
    return kept;
  }

  /** Builds the closure of `seed` under the stubborn-set rules; returns its number of legal moves (stops early at `limit`). */
  private closure(seed: number, stamp: number, limit: number): number {
    const inSet = this.inSet;
    const work = this.work;
    const board = this.board;
    const where = this.where;
    const movesOf = this.movesOf;
    let top = 0;
    let count = 0;
    inSet[seed] = stamp;
    work[top++] = seed;
    while (top > 0) {
      const x = work[--top]!;
      const p = where[x]!;
      if (this.isLocked(p)) continue;
      const rank = x & 15;
      const m = movesOf[x]!;
      // Up to three cards to add: a, b, and (for 2s) the loops below.
      let a = GAP;
      let b = GAP;
      if (m > 0) {
        count += m;
        if (count >= limit) return count;
        if (rank === 2) {
          for (let s = 0; s < 4; s++) {
            const two = s * 16 + 2;
            if (inSet[two] !== stamp && !this.isLocked(where[two]!)) {
              inSet[two] = stamp;
              work[top++] = two;
            }
          }
        } else if (!this.isLocked(where[x - 1]!)) a = x - 1;
        if (rank !== KING && COL_OF[p]! !== COLS - 1) {
          const z = board[p + 1]!;
          if (z === GAP) b = x + 1;
          else if (z !== x + 1) b = z;
        }
      } else if (rank !== 2) {
        const q = where[x - 1]!;
        if (!this.isLocked(q)) a = x - 1;
        if (COL_OF[q]! !== COLS - 1) {
          const z = board[q + 1]!;
          if (z !== x) b = z;
        }
      }
      if (rank === 2) {
        // A 2's moves into leftmost places still held by unlocked cards are disabled (all of them,
        // when it cannot move now): their enabling set is those cards, one of which must leave first.
        for (let r = 0; r < ROWS; r++) {
          const c = board[r * COLS]!;
          if (c !== GAP && this.run[r] === 0 && inSet[c] !== stamp) {
            inSet[c] = stamp;
            work[top++] = c;
          }
        }
      }
      if (a !== GAP && inSet[a] !== stamp) {
        inSet[a] = stamp;
        work[top++] = a;
      }
      if (b !== GAP && inSet[b] !== stamp) {
        inSet[b] = stamp;
        work[top++] = b;
      }
    }
    return count;
  }

  /** An independent copy (the search gives each of its walks its own). */
  clone(): Position {
    const copy: Position = Object.create(Position.prototype);
    Object.assign(copy, this);
    for (const name of ['board', 'where', 'run', 'gaps', 'hashA', 'hashB', 'mobile', 'queue', 'inSet', 'work', 'movesOf'] as const) {
      (copy as unknown as Record<string, unknown>)[name] = (this as unknown as Record<string, Uint8Array>)[name]!.slice();
    }
    return copy;
  }

  /** Moves the card at `from` into the gap `to`. Call again with (to, from) to undo. */
  move(from: number, to: number): void {
    const board = this.board;
    const id = board[from]!;
    board[to] = id;
    board[from] = GAP;
    this.where[id] = to;
    const gaps = this.gaps;
    if (gaps[0] === to) gaps[0] = from;
    else if (gaps[1] === to) gaps[1] = from;
    else if (gaps[2] === to) gaps[2] = from;
    else gaps[3] = from;
    const rf = ROW_OF[from]!;
    const rt = ROW_OF[to]!;
    const cf = from - rf * COLS;
    const ct = to - rt * COLS;
    const zf = id * COLS + cf;
    const zt = id * COLS + ct;
    this.hashA[rf]! ^= ZOBRIST_A[zf]!;
    this.hashB[rf]! ^= ZOBRIST_B[zf]!;
    this.hashA[rt]! ^= ZOBRIST_A[zt]!;
    this.hashB[rt]! ^= ZOBRIST_B[zt]!;
    // Runs change only at their ends: a card leaving a run cuts it there (an undo, or Montana); a card
    // entering the place right after a run extends it (and whatever in sequence follows).
    const run = this.run;
    if (cf < run[rf]!) {
      this.score -= run[rf]! - cf;
      run[rf] = cf;
    }
    const base = rt * COLS;
    if (ct === run[rt]! && (ct > 0 ? board[to - 1]! + 1 === id : this.fixedSuits ? id === rowTwo(rt) : (id & 15) === 2)) {
      let len = ct + 1;
      while (len < COLS && board[base + len] === board[base + len - 1]! + 1) len++;
      this.score += len - ct;
      run[rt] = len;
    }
  }

}

export interface SearchOptions {
  /**
   * Cut positions proved lost [true]: `hopeless` at the start, `deadlocked` whenever a run grows (most
   * positions become lost then; the full mobility test there saved 7% of the positions of hard deals
   * but cost 37% more time, measured on bench-2, 7, 26, 61, 75 and 84).
   */
  prune?: boolean;
  /** Stubborn-set reduction (see `Position.stubborn`) [false]. */
  reduce?: boolean;
  /** The non-exhaustive probe: never leave a new dead gap unless locking (see the file comment) [false]. */
  restrict?: boolean;
  /** Skip the moves asleep after a sibling's move (see `asleep`) [true]. */
  sleep?: boolean;
  /** Most transposition-table slots (a power of two ≥ 16; tests shrink it to force evictions) [MAX_TABLE_SLOTS]. */
  tableSlots?: number;
  /** How many subtrees the search takes turns on [WALKS]; 1 is a plain depth-first search. */
  walks?: number;
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

/** What the walks share: the table, the count of new positions, the best line and the result. */
interface Shared {
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
function newShared(seen: SeenSet, budget: number, nodes: number, options: SearchOptions): Shared {
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
function claimNew(pos: Position, moves: Uint8Array, base: number, n: number, shared: Shared): number {
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
function candidates(pos: Position, out: Uint8Array, base: number, shared: Shared, noteStuck: () => void): number {
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
function noteLine(shared: Shared, pos: Position, stuck: boolean, line: () => number[]): void {
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
function entered(shared: Shared, pos: Position, scoreBefore: number, line: () => number[]): boolean {
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
 * Measured (2026-11-25, budget 10 million, bench-42, 26, 5 and 183): 27% fewer table look-ups per
 * position (2.34 → 1.71), and 8–18% fewer positions, as a sleeping child of a position whose move is
 * forced (a safe locking move; rarely, of one cut as lost) is never claimed: bench-42 4,493,059 →
 * 4,003,977, bench-183 7,389,943 → 6,685,294, bench-5 (won) 8,578,870 → 7,055,503. CPU time fell by
 * less, as the positions saved were cheap ones: the bench's p95 at 10 million positions 1.39 → 1.29 s.
 */
function asleep(p: number, h: number): boolean {
  return COL_OF[h] === 0 || h - 1 !== p;
}

/** One depth-first search from a start position reached by `prefix`, run a turn at a time. */
class Walk {
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

/**
 * Half of a search, handed to another thread (`SearchRun.share`): the table and the count of positions
 * in shared memory, and the walks that thread takes on. Plain data, for `postMessage`.
 */
export interface SearchHandoff {
  /** The layout the search started from: card ids by place (0 = gap). */
  board: number[];
  variant: GapsVariant;
  budget: number;
  prune: boolean;
  sleep: boolean;
  table: SharedArrayBuffer;
  /** The shared control words (NODES, STOP, IDLE, ASK, MAIL) and the mailbox for handing walks over. */
  control: SharedArrayBuffer;
  mailbox: SharedArrayBuffer;
  walks: WalkSnapshot[];
}

/** Threads in a shared search: this one and the one `share` hands half of the walks to. */
const THREADS = 2;
/** Values of a shared search's stop flag: searching, a thread found a win, the budget is spent, every walk is done. */
const RUNNING = 0;
const WON = 1;
const SPENT = 2;
const EXHAUSTED = 3;
/**
 * The shared control words: positions counted by all threads; the stop flag; threads without work
 * (walks of their own or walks posted to them); 1 while an idle thread asks for walks; how many walks
 * wait in the mailbox.
 */
const NODES = 0;
const STOP = 1;
const IDLE = 2;
const ASK = 3;
const MAIL = 4;
/** Bumped (and waited on) whenever a waiting thread may have something to do: walks posted, or the search stopped. */
const WAKE = 5;
const CONTROL_WORDS = 6;

function wakeOthers(control: Int32Array): void {
  Atomics.add(control, WAKE, 1);
  Atomics.notify(control, WAKE);
}
/** Bytes of the mailbox through which a thread hands walks to an idle one (a walk takes about 40 bytes per depth). */
const MAILBOX_BYTES = 1 << 18;

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
