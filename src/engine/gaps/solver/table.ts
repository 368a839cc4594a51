/**
 * The search's transposition table (internal; see search.ts).
 */
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
