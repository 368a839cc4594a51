/**
 * The Gaps solver's exact reductions (search.ts): forced safe locking moves, deadlock pruning, the
 * stubborn-set reduction and the row-order-symmetric key. Each is checked state by state against a
 * plain exhaustive search without any of them, on many small near-solved positions.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import { rules, solve, type GapsCell, type GapsState } from '../../src/engine/gaps';
import { Position, search } from '../../src/engine/gaps/search';
import { position } from './gaps-fixtures';

const SOLVED: GapsCell[][] = (['S', 'H', 'D', 'C'] as const).map((suit) => [
  ...['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => `${r}${suit}` as GapsCell),
  null,
]);

/** Each row keeps a random prefix of its run; the loose cards and the gaps are shuffled into the rest. */
function nearSolved(seed: string, loose: number): GapsState {
  const rng = Rng.fromSeed(seed);
  const keep = [0, 1, 2, 3].map(() => 12);
  for (let i = 0; i < loose; i++) {
    const r = rng.int(4);
    if (keep[r]! > 0) keep[r]!--;
  }
  const pieces: GapsCell[] = [];
  const free: [number, number][] = [];
  SOLVED.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (c < keep[r]!) return;
      pieces.push(cell);
      free.push([r, c]);
    }),
  );
  const rows = SOLVED.map((row) => row.slice());
  rng.shuffle(pieces).forEach((cell, i) => (rows[free[i]![0]]![free[i]![1]] = cell));
  return position(rows.map((r) => r.map((c) => c ?? '--').join(' ')).join('\n'));
}

const boardKey = (pos: Position): string => Array.from(pos.board).join(',');

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

/** Calls `visit` on every position reachable from `pos` (each once). */
function everyPosition(pos: Position, visit: (p: Position) => void, seen = new Set<string>()): void {
  const key = boardKey(pos);
  if (seen.has(key) || seen.size > 20_000) return;
  seen.add(key);
  visit(pos);
  const moves = new Uint8Array(64);
  const n = pos.generate(moves, 0);
  for (let i = 0; i < n; i++) {
    pos.move(moves[2 * i]!, moves[2 * i + 1]!);
    everyPosition(pos, visit, seen);
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
    expect(new Position(stuck.rows, false).deadlocked()).toBe(true);
    expect(new Position(position(KINGS_IN_PLACE).rows, false).deadlocked()).toBe(false);
    expect(new Position(stuck.rows, true).deadlocked()).toBe(false); // Montana: nothing locks
    expect(solve(stuck)).toEqual({ result: 'unwinnable', nodes: 1 });
    // Without the pruning the search has to play out the clubs first to find out.
    const plain = search(new Position(stuck.rows, false), 1000, false);
    expect(plain.verdict).toBe('unwinnable');
    expect(plain.nodes).toBeGreaterThan(1);
    expect(solve(position(KINGS_IN_PLACE)).result).toBe('winnable');
  });

  it('never calls a winnable position deadlocked, and safe locking moves keep every win', () => {
    let deadlocks = 0;
    let forced = 0;
    let states = 0;
    for (let i = 0; i < 60; i++) {
      const s = nearSolved(`prune-${i}`, 5 + (i % 6));
      const memo = new Map<string, boolean>();
      everyPosition(new Position(s.rows, false), (pos) => {
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

  it('the stubborn-set reduction keeps a winning move in every winnable position', () => {
    let reduced = 0;
    for (let i = 0; i < 60; i++) {
      const s = nearSolved(`stubborn-${i}`, 5 + (i % 6));
      const memo = new Map<string, boolean>();
      everyPosition(new Position(s.rows, false), (pos) => {
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

  it('every combination of reductions gives the verdict of the plain search', () => {
    for (let i = 0; i < 40; i++) {
      const s = nearSolved(`verdict-${i}`, 6 + (i % 6));
      const plain = search(new Position(s.rows, false), 200_000, false, false);
      if (plain.verdict === 'unknown') continue;
      for (const [prune, reduce, restrict] of [
        [true, false, false],
        [false, true, false],
        [true, true, false],
      ] as const) {
        const r = search(new Position(s.rows, false), 200_000, prune, reduce, restrict);
        expect(r.verdict, `${rules.format(s)} ${prune} ${reduce}`).toBe(plain.verdict);
      }
      // The restricted probe may miss wins, but a win it reports is real.
      const probe = search(new Position(s.rows, false), 200_000, true, false, true);
      if (probe.verdict === 'winnable') expect(plain.verdict).toBe('winnable');
    }
  });

  it('gives positions that differ only in the order of whole rows the same key', () => {
    const s = rules.setup({}, 'sym');
    const a = new Position(s.rows, false);
    const b = new Position([s.rows[2]!, s.rows[0]!, s.rows[3]!, s.rows[1]!], false);
    expect([b.keyA(), b.keyB()]).toEqual([a.keyA(), a.keyB()]);
    const c = new Position([s.rows[0]!, s.rows[1]!, s.rows[3]!.slice().reverse(), s.rows[2]!], false);
    expect([c.keyA(), c.keyB()]).not.toEqual([a.keyA(), a.keyB()]);
  });
});
