/**
 * Seeded pseudo-random numbers. Engines never call Math.random: every shuffle and every computer
 * player's coin flip comes from an Rng built from a string seed, so the same seed replays exactly.
 *
 * The generator is sfc32 (small, fast, passes PractRand for our purposes) seeded through the
 * cyrb128 string hash. Its whole state is four 32-bit integers, which a game state can carry as
 * plain data (`RngState`) when randomness is needed after the deal (Gaps redeals, Sequence reshuffles).
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a string into four 32-bit words (cyrb128). */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * The seed a computer player thinks with at move `ply` of a game dealt from `dealSeed`. It must not
 * be the deal's seed: with that, a player could deal the game again and see every hand and the
 * draw pile. The deal's seed goes through the hash first, which cannot be undone.
 */
export function computerSeed(dealSeed: string, ply: number): string {
  const digest = hashSeed(`computer player:${dealSeed}`)
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('');
  return `${digest}:${ply}`;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator from a human-readable seed such as "deal-42". */
  static fromSeed(seed: string): Rng {
    const rng = new Rng(hashSeed(seed));
    // Discard the first outputs: sfc32 mixes poorly for the first few steps.
    for (let i = 0; i < 12; i++) rng.nextUint32();
    return rng;
  }

  /** Resumes a generator saved with `state()`. */
  static fromState(state: RngState): Rng {
    if (!Array.isArray(state) || state.length !== 4 || !state.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)) {
      throw new TypeError('RNG state must be four 32-bit unsigned integers');
    }
    return new Rng(state);
  }

  /** The generator's state as plain data, to store inside a game state. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  nextUint32(): number {
    this.a |= 0;
    this.b |= 0;
    this.c |= 0;
    this.d |= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`Rng.int needs 1..2^32, got ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty array');
    return items[this.int(items.length)] as T;
  }

  /** A new array with the items in random order (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** A derived, independent generator (for a sub-task such as one AI rollout). */
  fork(label: string): Rng {
    return Rng.fromSeed(`${this.nextUint32().toString(36)}:${label}`);
  }
}
