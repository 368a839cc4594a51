/**
 * The Gaps solver's exact reductions (solver/): forced safe locking moves, deadlock pruning, the
 * stubborn-set reduction, the row-order-symmetric key and the interleaved walks. Each is checked state by state against a
 * plain exhaustive search without any of them, on many small near-solved positions.
 */
import { describe, expect, it } from 'vitest';
import { rules, solve, type GapsState, type GapsVariant } from '../../src/engine/gaps';
import { Rng } from '../../src/engine/core/rng';
import { Position } from '../../src/engine/gaps/solver/position';
import { search } from '../../src/engine/gaps/solver/search';
import { SeenSet } from '../../src/engine/gaps/solver/table';
import { looseTwos, nearSolved, position } from './gaps-fixtures';

const boardKey = (pos: Position): string => Array.from(pos.board).join(',');

/** The rule sets whose locking the reductions use (Montana has none: they are off there). */
const LOCKING: GapsVariant[] = ['aisleriot', 'basic'];

/**
 * Small positions (whole game trees of a few thousand positions) for `variant`. For the basic variant
 * every other one has loose 2s, some of them in other rows' leftmost places, where only that variant
 * lets them move on (to their own row).
 */
function smallPosition(seed: string, loose: number, variant: GapsVariant, i: number): GapsState {
  return variant === 'basic' && i % 2 === 1 ? looseTwos(seed, 2 + (i % 3), Math.max(1, loose - 4), variant) : nearSolved(seed, loose, variant);
}

/** Reference: plain exhaustive DFS over every legal move (no pruning, no reduction), memoised. */
function referenceWinnable(pos: Position, memo: Map<string, boolean>): boolean {
  if (pos.score === 48) return true;
  const key = boardKey(pos);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const moves = new Uint8Array(64);
  const n = pos.generate(moves, 0);
  let won = false;
  for (let i = 0; i < n && !won; i++) {
    pos.move(moves[2 * i]!, moves[2 * i + 1]!);
    won = referenceWinnable(pos, memo);
    pos.move(moves[2 * i + 1]!, moves[2 * i]!);
  }
  memo.set(key, won);
  return won;
}

/** Plays a search's [from, to] place pairs through the rules; returns the end state. */
function replayPath(start: GapsState, path: readonly number[]): GapsState {
  let state = start;
  for (let k = 0; k < path.length; k += 2) {
    const from = path[k]!;
    const to = path[k + 1]!;
    const card = state.rows[Math.floor(from / 13)]![from % 13]!;
    state = rules.play(state, { type: 'move', card, to: { row: Math.floor(to / 13), col: to % 13 } }).state;
  }
  return state;
}

/** Most positions `everyPosition` visits. */
const MAX_VISITS = 20_000;

/**
 * Calls `visit` on every position reachable from `pos` (each once), following every legal move or,
 * with `reduce`, only those of the stubborn set.
 */
function everyPosition(pos: Position, visit: (p: Position) => void, reduce = false, seen = new Set<string>()): void {
  const key = boardKey(pos);
  if (seen.has(key) || seen.size > MAX_VISITS) return;
  seen.add(key);
  visit(pos);
  const moves = new Uint8Array(64);
  let n = pos.generate(moves, 0);
  if (reduce) n = pos.stubborn(moves, n);
  for (let i = 0; i < n; i++) {
    pos.move(moves[2 * i]!, moves[2 * i + 1]!);
    everyPosition(pos, visit, reduce, seen);
    pos.move(moves[2 * i + 1]!, moves[2 * i]!);
  }
}

/** 2S..QS with KH after it, 2H..QH with KS after it: each king waits for the other's place. */
const KINGS_SWAPPED = `
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KH --
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KS --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C -- TC JC QC KC`;

/** The same with the kings in place: not a deadlock (and won after four moves). */
const KINGS_IN_PLACE = KINGS_SWAPPED.replace('QS KH', 'QS KS').replace('QH KS', 'QH KH');

describe('gaps solver reductions', () => {
  it('detects a deadlock of locked rows and proves it at once', () => {
    const stuck = position(KINGS_SWAPPED);
    expect(new Position(stuck.rows, 'aisleriot').deadlocked()).toBe(true);
    expect(new Position(position(KINGS_IN_PLACE).rows, 'aisleriot').deadlocked()).toBe(false);
    expect(new Position(stuck.rows, 'montana').deadlocked()).toBe(false); // Montana: nothing locks
    expect(solve(stuck)).toEqual({ result: 'unwinnable', nodes: 1 });
    // Without the pruning the search has to play out the clubs first to find out.
    const plain = search(new Position(stuck.rows, 'aisleriot'), 1000, { prune: false });
    expect(plain.verdict).toBe('unwinnable');
    expect(plain.nodes).toBeGreaterThan(1);
    expect(solve(position(KINGS_IN_PLACE)).result).toBe('winnable');
  });

  it.each(LOCKING)('never calls a winnable position deadlocked, and safe locking moves keep every win (%s)', (variant) => {
    let deadlocks = 0;
    let forced = 0;
    let states = 0;
    for (let i = 0; i < 60; i++) {
      const s = smallPosition(`prune-${i}`, 5 + (i % 6), variant, i);
      const memo = new Map<string, boolean>();
      everyPosition(new Position(s.rows, variant), (pos) => {
        states++;
        const winnable = referenceWinnable(pos, memo);
        if (pos.deadlocked()) {
          deadlocks++;
          expect(winnable).toBe(false);
        }
        const moves = new Uint8Array(64);
        const n = pos.generate(moves, 0);
        const k = pos.safeLock(moves, 0, n);
        if (k >= 0 && winnable) {
          forced++;
          pos.move(moves[2 * k]!, moves[2 * k + 1]!);
          expect(referenceWinnable(pos, memo)).toBe(true);
          pos.move(moves[2 * k + 1]!, moves[2 * k]!);
        }
      });
    }
    expect(states).toBeGreaterThan(1000);
    expect(deadlocks).toBeGreaterThan(10);
    expect(forced).toBeGreaterThan(10);
  });

  it.each(LOCKING)('the stubborn-set reduction keeps a winning move in every winnable position (%s)', (variant) => {
    let reduced = 0;
    for (let i = 0; i < 60; i++) {
      const s = smallPosition(`stubborn-${i}`, 5 + (i % 6), variant, i);
      const memo = new Map<string, boolean>();
      everyPosition(new Position(s.rows, variant), (pos) => {
        if (pos.score === 48 || !referenceWinnable(pos, memo)) return;
        const moves = new Uint8Array(64);
        const n = pos.generate(moves, 0);
        const kept = pos.stubborn(moves, n);
        if (kept < n) reduced++;
        expect(kept).toBeGreaterThan(0);
        let keepsWin = false;
        for (let j = 0; j < kept && !keepsWin; j++) {
          pos.move(moves[2 * j]!, moves[2 * j + 1]!);
          keepsWin = referenceWinnable(pos, memo);
          pos.move(moves[2 * j + 1]!, moves[2 * j]!);
        }
        expect(keepsWin).toBe(true);
      });
    }
    expect(reduced).toBeGreaterThan(10);
  });

  it.each(LOCKING)('the stubborn-set reduction keeps every reachable stuck position, also while 2s compete for leftmost places (%s)', (variant) => {
    /** Positions visited and stuck positions reached from `pos`, following every legal move or only the stubborn set's. */
    const explore = (pos: Position, reduce: boolean): { visited: number; stuck: Set<string> } => {
      const stuck = new Set<string>();
      let visited = 0;
      const moves = new Uint8Array(64);
      everyPosition(
        pos,
        (p) => {
          visited++;
          if (p.generate(moves, 0) === 0) stuck.add(boardKey(p));
        },
        reduce,
      );
      // Whole game trees: none reaches the visit limit.
      expect(visited).toBeLessThanOrEqual(MAX_VISITS);
      return { visited, stuck };
    };
    let smaller = 0;
    for (let i = 0; i < 300; i++) {
      const s = looseTwos(`loose-twos-${i}`, 2 + (i % 2), 3 + (i % 3), variant);
      const all = explore(new Position(s.rows, variant), false);
      const kept = explore(new Position(s.rows, variant), true);
      expect([...all.stuck].filter((key) => !kept.stuck.has(key)), rules.format(s)).toEqual([]);
      if (kept.visited < all.visited) smaller++;
    }
    // The reduction is at work on these positions, not just keeping everything.
    expect(smaller).toBeGreaterThan(100);
  });

  it.each(LOCKING)('every combination of reductions gives the verdict of the plain search (%s)', (variant) => {
    for (let i = 0; i < 40; i++) {
      const s = smallPosition(`verdict-${i}`, 6 + (i % 6), variant, i);
      const plain = search(new Position(s.rows, variant), 200_000, { prune: false, sleep: false });
      if (plain.verdict === 'unknown') continue;
      for (const [prune, reduce, walks, sleep] of [
        [true, false, undefined, true],
        [false, true, undefined, false],
        [true, true, undefined, true],
        [true, false, 1, true],
        [false, false, 1, true],
        [true, true, 1, false],
      ] as const) {
        const r = search(new Position(s.rows, variant), 200_000, { prune, reduce, walks, sleep });
        expect(r.verdict, `${rules.format(s)} ${prune} ${reduce} ${walks} ${sleep}`).toBe(plain.verdict);
      }
      // The restricted probe may miss wins, but a win it reports is real.
      const probe = search(new Position(s.rows, variant), 200_000, { restrict: true });
      if (probe.verdict === 'winnable') expect(plain.verdict).toBe('winnable');
    }
  });

  it('moves asleep after a sibling keep every verdict and the best reachable stuck position, in every rule set', () => {
    let compared = 0;
    let lookupsPlain = 0;
    let lookupsAsleep = 0;
    for (let i = 0; i < 60; i++) {
      const variant: GapsVariant = i % 4 === 3 ? 'montana' : i % 4 === 1 ? 'basic' : 'aisleriot';
      // 14 to 33 loose cards: with fewer, a position is rarely reached by a single path, and a wrong
      // sleep (say, siblings sleeping both ways) goes unseen.
      const s = nearSolved(`sleep-${i}`, 14 + (i % 20), variant);
      const fresh = (): Position => new Position(s.rows, variant);
      // Reference: the plain search, exhaustive (without a cut it reaches every stuck position).
      const plain = search(fresh(), 300_000, { prune: false, sleep: false, walks: 1 });
      if (plain.verdict === 'unknown') continue;
      // One walk (sleep applies below its start) and the interleaved walks; plan's search (no cut) and the verdict's.
      for (const walks of [1, undefined]) {
        for (const prune of [false, true]) {
          const r = search(fresh(), 300_000, { prune, walks });
          expect(r.verdict, `${rules.format(s)} walks ${walks} prune ${prune}`).toBe(plain.verdict);
          if (!prune && plain.verdict === 'unwinnable') expect(r.bestScore, rules.format(s)).toBe(plain.bestScore);
          if (walks === 1 && !prune) {
            lookupsPlain += plain.lookups;
            lookupsAsleep += r.lookups;
          }
        }
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
    // The reduction is at work: a fifth or more of the look-ups are saved.
    expect(lookupsAsleep).toBeLessThan(0.8 * lookupsPlain);
  });

  it('takes turns on subtrees: a win beyond an early wrong choice comes without finishing that choice first', () => {
    // bench-38: the plain depth-first search spends 2.8 million positions in early subtrees without a win.
    const s = rules.setup({}, 'bench-38');
    const interleaved = search(new Position(s.rows, 'aisleriot'), 300_000);
    expect(interleaved.verdict).toBe('winnable');
    expect(search(new Position(s.rows, 'aisleriot'), 300_000, { walks: 1 }).verdict).toBe('unknown');
    expect(rules.score(replayPath(s, interleaved.winPath)).scores).toEqual([48]);
  });

  it('gives positions that differ only in the order of whole rows the same key', () => {
    const s = rules.setup({}, 'sym');
    const a = new Position(s.rows, 'aisleriot');
    const b = new Position([s.rows[2]!, s.rows[0]!, s.rows[3]!, s.rows[1]!], 'aisleriot');
    expect([b.keyA(), b.keyB()]).toEqual([a.keyA(), a.keyB()]);
    const c = new Position([s.rows[0]!, s.rows[1]!, s.rows[3]!.slice().reverse(), s.rows[2]!], 'aisleriot');
    expect([c.keyA(), c.keyB()]).not.toEqual([a.keyA(), a.keyB()]);
  });

  it('in the basic variant, where each row has its own suit, gives rows in another order another key', () => {
    const s = rules.setup({ variant: 'basic' }, 'sym');
    const a = new Position(s.rows, 'basic');
    const b = new Position([s.rows[2]!, s.rows[0]!, s.rows[3]!, s.rows[1]!], 'basic');
    expect(b.keyA()).not.toBe(a.keyA());
    expect(b.keyB()).not.toBe(a.keyB());
    // Keys are kept up to date move by move: a move and its undo give the key back.
    const moves = new Uint8Array(64);
    const n = a.generate(moves, 0);
    const before = [a.keyA(), a.keyB()];
    for (let i = 0; i < n; i++) {
      a.move(moves[2 * i]!, moves[2 * i + 1]!);
      expect([a.keyA(), a.keyB()]).not.toEqual(before);
      const fresh = Position.fromBoard(a.board, 'basic');
      expect([a.keyA(), a.keyB()]).toEqual([fresh.keyA(), fresh.keyB()]);
      a.move(moves[2 * i + 1]!, moves[2 * i]!);
    }
    expect([a.keyA(), a.keyB()]).toEqual(before);
  });
});

describe('gaps solver: mobility analysis and bounded table', () => {
  it.each(LOCKING)('never calls a winnable position hopeless, and finds every deadlock of the simpler check (%s)', (variant) => {
    let hopeless = 0;
    let beyond = 0;
    let states = 0;
    for (let i = 0; i < 60; i++) {
      const s = smallPosition(`hopeless-${i}`, 5 + (i % 7), variant, i);
      const memo = new Map<string, boolean>();
      everyPosition(new Position(s.rows, variant), (pos) => {
        states++;
        const lost = pos.hopeless();
        if (pos.deadlocked()) expect(lost).toBe(true);
        if (!lost) return;
        hopeless++;
        if (!pos.deadlocked()) beyond++;
        expect(referenceWinnable(pos, memo), Array.from(pos.board).join(',')).toBe(false);
      });
    }
    expect(states).toBeGreaterThan(1000);
    expect(hopeless).toBeGreaterThan(20);
    // It proves positions lost that the deadlock check alone does not.
    expect(beyond).toBeGreaterThan(5);
  });

  it('a king with no way to move in front of a gap outside the last column is hopeless', () => {
    // KH sits right of JH with nothing able to free QH's neighbour: the gap right of KH stays a gap.
    const s = position(`
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --
2H 3H 4H 5H 6H 7H 8H 9H TH JH KH -- QH
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --`);
    const pos = new Position(s.rows, 'aisleriot');
    expect(pos.deadlocked()).toBe(false);
    expect(pos.hopeless()).toBe(true);
    expect(solve(s)).toEqual({ result: 'unwinnable', nodes: 1 });
  });

  it('the transposition table keeps every key through its doublings', () => {
    const rng = Rng.fromSeed('seen-set');
    const table = new SeenSet(1_000_000); // starts at 2^17 slots, may grow to 2^21
    const keys: [number, number][] = [];
    for (let i = 0; i < 600_000; i++) keys.push([rng.nextUint32() || 1, rng.nextUint32()]);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(true);
    expect(table.slots).toBe(1 << 21);
    // A full bucket drops a key (and counts it): those are the only keys that may be missing.
    const dropped = table.evicted;
    expect(dropped).toBeLessThan(keys.length / 10);
    let missing = 0;
    for (const [a, b] of keys) if (!table.has(a, b)) missing++;
    expect(missing).toBe(dropped);
    expect(table.has(keys[0]![0] ^ 1, keys[0]![1])).toBe(false);
    // `add` reports whether the key was new.
    const present = table.has(keys[1]![0], keys[1]![1]);
    expect(table.add(keys[1]![0], keys[1]![1])).toBe(!present);
    expect(table.has(keys[1]![0], keys[1]![1])).toBe(true);
  });

  it('a table past 8 MB takes storage for its most slots at once and doubles in place, or by copying if refused', () => {
    const rng = Rng.fromSeed('seen-set-reserve');
    const keys: [number, number][] = [];
    for (let i = 0; i < 1_200_000; i++) keys.push([rng.nextUint32() || 1, rng.nextUint32()]);
    for (const refuseAbove of [Infinity, 1 << 23]) {
      const asked: number[] = [];
      // Budget 5 million: at most 2^23 slots (2^24 entries).
      const table = new SeenSet(5_000_000, undefined, (length) => {
        asked.push(length);
        if (length > refuseAbove) throw new RangeError('Array buffer allocation failed');
        return new Uint32Array(length);
      });
      let added = 0;
      for (const [a, b] of keys) if (table.add(a, b)) added++;
      expect(added).toBe(keys.length);
      // 2^17 → 2^18 → 2^19 → 2^20 slots by copying; then room for 2^23 at once, 2^21 and 2^22 in place.
      // Refused that, each doubling copies: 2^21 and 2^22 slots.
      expect(asked).toEqual(refuseAbove === Infinity ? [1 << 19, 1 << 20, 1 << 21, 1 << 24] : [1 << 19, 1 << 20, 1 << 21, 1 << 24, 1 << 22, 1 << 24, 1 << 23]);
      expect(table.slots).toBe(1 << 22);
      let missing = 0;
      for (const [a, b] of keys) if (!table.has(a, b)) missing++;
      expect(missing).toBe(table.evicted);
      expect(missing).toBeLessThan(keys.length / 10);
    }
  });

  it('a table refused memory for a doubling keeps working, dropping keys instead', () => {
    const rng = Rng.fromSeed('seen-set-refused');
    let asked = 0;
    const table = new SeenSet(1_000_000, undefined, (length) => {
      asked++;
      if (asked > 1) throw new RangeError('Array buffer allocation failed');
      return new Uint32Array(length);
    });
    const keys: [number, number][] = [];
    for (let i = 0; i < 300_000; i++) keys.push([rng.nextUint32() || 1, rng.nextUint32()]);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(true);
    // One doubling (2^17 → 2^18 slots) went through; the second was refused and not retried.
    expect(asked).toBe(2);
    expect(table.slots).toBe(1 << 18);
    let missing = 0;
    for (const [a, b] of keys) if (!table.has(a, b)) missing++;
    expect(missing).toBe(table.evicted);
    expect(missing).toBeGreaterThan(keys.length - (1 << 18));
    // Any other failure is a bug, not a shortage: it is not swallowed.
    const broken = new SeenSet(1_000_000, undefined, () => {
      throw new TypeError('bug');
    });
    expect(() => {
      for (let i = 0; i < 100_000; i++) broken.add(rng.nextUint32() || 1, rng.nextUint32());
    }).toThrow(TypeError);
  });

  it('a tiny transposition table (constant evictions) changes no verdict and every win replays', () => {
    let evicting = 0;
    for (let i = 0; i < 30; i++) {
      const s = nearSolved(`table-${i}`, 12 + (i % 8));
      const full = search(new Position(s.rows, 'aisleriot'), 200_000);
      if (full.verdict === 'unknown') continue;
      const pos = new Position(s.rows, 'aisleriot');
      const small = search(pos, 2_000_000, { tableSlots: 64 });
      expect(small.verdict, rules.format(s)).toBe(full.verdict);
      if (small.nodes > 256) evicting++;
      // The search leaves the position as given; a reported win replays to 48 through the rules.
      expect(Array.from(pos.board)).toEqual(Array.from(new Position(s.rows, 'aisleriot').board));
      if (small.verdict === 'winnable') expect(rules.score(replayPath(s, small.winPath)).scores).toEqual([48]);
    }
    expect(evicting).toBeGreaterThan(5);
  });
});
