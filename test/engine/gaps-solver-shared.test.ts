/**
 * The Gaps search shared between two threads (SearchRun.share/join, solveShared): same verdicts as the
 * search alone, winning lines that win, walks handed over when a thread runs out, the budget counted
 * over both threads, and a failed helper leaving the search to the first thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import { SHARE_AFTER, rules, solve, solveShared, type GapsMove, type GapsState, type GapsVariant, type SolveHelper } from '../../src/engine/gaps';
import { Position } from '../../src/engine/gaps/solver/position';
import { SearchRun, mergeOutcomes, search } from '../../src/engine/gaps/solver/search';
import { SeenSet } from '../../src/engine/gaps/solver/table';
import { startHelperThread } from '../../bench/gaps-helper-thread';

function wins(start: GapsState, moves: readonly GapsMove[]): boolean {
  const end = moves.reduce((s, m) => rules.play(s, m).state, start);
  return rules.score(end).scores[0] === 48;
}

/**
 * Both threads' parts on this one thread, taking turns of about `quotaA` and `quotaB` positions (a
 * step runs at least one walk's turn of 2,000), from a hand-off after `shareAt` positions. Unequal
 * quotas make one part run out long before the other and ask it for walks again and again.
 */
function sharedOnOneThread(deal: string, budget: number, shareAt: number, quotaA: number, quotaB: number, walks?: number, variant: GapsVariant = 'aisleriot') {
  const start = rules.setup({ variant }, deal);
  const a = SearchRun.start(new Position(start.rows, variant), budget, { walks });
  if (!a.step(shareAt)) return { start, outcome: a.outcome(), received: 0, shared: false };
  const handoff = a.share();
  if (handoff === null) throw new Error(`${deal}: nothing to share after ${shareAt} positions`);
  const b = SearchRun.join(handoff, false);
  for (let turns = 0; !(a.finished && b.finished); turns++) {
    if (turns > 1_000_000) throw new Error('the two parts never finished');
    a.step(quotaA);
    b.step(quotaB);
  }
  return { start, outcome: mergeOutcomes(a.outcome(), b.outcome()), received: a.walksReceived + b.walksReceived, shared: true };
}

describe('gaps search shared between threads (turns on one thread)', () => {
  // Lost and won deals of 18,000–290,000 positions (searched alone).
  const deals = ['bench-0', 'bench-2', 'bench-13', 'bench-14', 'bench-15', 'bench-21', 'bench-16'];

  it.each([
    ['the sharing thread runs ahead and asks for walks', 20_000, 1, undefined, 20],
    ['the joined thread runs ahead and asks for walks', 1, 20_000, undefined, 20],
    // Four walks, two each: a hand-over splits the other's only walk (`Walk.split`). Rarer: the thread
    // running ahead claims most positions itself first.
    ['a few walks each, split when one runs out', 20_000, 1, 4, 0],
  ])('reaches the verdicts of the search alone, with lines that win: %s', (_, quotaA, quotaB, walks, handOvers) => {
    let received = 0;
    for (const deal of deals) {
      const alone = search(new Position(rules.setup({}, deal).rows, 'aisleriot'), 2_000_000);
      const r = sharedOnOneThread(deal, 2_000_000, walks ? 1 : 5_000, quotaA, quotaB, walks);
      expect(r.shared, deal).toBe(true);
      expect(r.outcome.verdict, deal).toBe(alone.verdict);
      if (alone.verdict === 'winnable') {
        // The shared search's own line (from whichever thread found it) ends in the won position.
        const replay = new Position(r.start.rows, 'aisleriot');
        for (let i = 0; i < r.outcome.winPath.length; i += 2) replay.move(r.outcome.winPath[i]!, r.outcome.winPath[i + 1]!);
        expect(replay.score, deal).toBe(48);
      } else {
        // A proof of no win claims every reachable position once, whichever thread claims it: a walk
        // lost in a hand-over would show as fewer positions, one searched twice as more.
        expect(Math.abs(r.outcome.nodes - alone.nodes) / alone.nodes, deal).toBeLessThan(0.05);
      }
      received += r.received;
    }
    expect(received).toBeGreaterThan(handOvers);
  });

  it('hands the basic variant on with the walks: the joined part searches by its rules', () => {
    // Lost and won basic deals of 20,000–140,000 positions (searched alone).
    for (const deal of ['bench-basic-0', 'bench-basic-2', 'bench-basic-5', 'bench-basic-6', 'bench-basic-10']) {
      const start = rules.setup({ variant: 'basic' }, deal);
      const alone = search(new Position(start.rows, 'basic'), 2_000_000);
      const r = sharedOnOneThread(deal, 2_000_000, 5_000, 1, 20_000, undefined, 'basic');
      expect(r.shared, deal).toBe(true);
      expect(r.outcome.verdict, deal).toBe(alone.verdict);
      if (alone.verdict === 'unwinnable') expect(Math.abs(r.outcome.nodes - alone.nodes) / alone.nodes, deal).toBeLessThan(0.05);
      else {
        const replay = new Position(start.rows, 'basic');
        for (let i = 0; i < r.outcome.winPath.length; i += 2) replay.move(r.outcome.winPath[i]!, r.outcome.winPath[i + 1]!);
        expect(replay.score, deal).toBe(48);
      }
    }
  });

  it('counts the budget over both threads: a deal needing more is unknown, as alone', () => {
    // bench-16 needs about 286,000 positions.
    expect(search(new Position(rules.setup({}, 'bench-16').rows, 'aisleriot'), 100_000).verdict).toBe('unknown');
    const r = sharedOnOneThread('bench-16', 100_000, 5_000, 3_000, 700);
    expect(r.outcome.verdict).toBe('unknown');
    // Each thread stops at the end of a turn at most past the budget.
    expect(r.outcome.nodes).toBeGreaterThanOrEqual(100_000);
    expect(r.outcome.nodes).toBeLessThan(100_000 + 2 * 3_000);
  });

  it('moves the table into shared memory with every key, for another thread to read and add to', () => {
    const table = new SeenSet(100_000);
    const keys: [number, number][] = [];
    const rng = Rng.fromSeed('shared-table');
    for (let i = 0; i < 30_000; i++) keys.push([rng.nextUint32() || 1, rng.nextUint32()]);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(true);
    // A full bucket drops a key now and then (see SeenSet): the keys held before are the ones to keep.
    const held = keys.filter(([a, b]) => table.has(a, b));
    expect(held.length).toBeGreaterThan(0.99 * keys.length);
    const buffer = table.share();
    const other = SeenSet.over(buffer);
    for (const [a, b] of held) {
      expect(table.has(a, b)).toBe(true);
      expect(other.has(a, b)).toBe(true);
    }
    expect(other.add(7, 7)).toBe(true);
    expect(table.add(7, 7)).toBe(false);
  });
});

describe('gaps solveShared with a real second thread', () => {
  let stopThread: () => Promise<number>;
  let handoffs = 0;
  let helper: SolveHelper;

  beforeAll(async () => {
    // The bench's helper thread (it loads the engine's TypeScript through tsx).
    const started = await startHelperThread();
    stopThread = started.stop;
    helper = {
      search: (handoff) => {
        handoffs++;
        return started.helper.search(handoff);
      },
      pause: started.helper.pause,
    };
  });
  afterAll(() => stopThread?.());

  it('decides deals as solve does, sharing those longer than SHARE_AFTER', async () => {
    // bench-7 and bench-9 lost, bench-18 and bench-24 won; all need more than SHARE_AFTER positions.
    for (const deal of ['bench-7', 'bench-18', 'bench-9', 'bench-24', 'bench-2']) {
      const start = rules.setup({}, deal);
      const alone = solve(start, 2_000_000);
      const before = handoffs;
      const r = await solveShared(start, 2_000_000, helper);
      expect(r.result, deal).toBe(alone.result);
      if (r.result === 'winnable') expect(wins(start, r.moves!), deal).toBe(true);
      expect(handoffs - before, deal).toBe(alone.nodes > SHARE_AFTER ? 1 : 0);
    }
  });

  it('finishes alone when the helper fails', async () => {
    const failing: SolveHelper = { search: () => Promise.reject(new Error('the helper is gone')), pause: () => Promise.resolve() };
    const start = rules.setup({}, 'bench-9');
    const r = await solveShared(start, 2_000_000, failing);
    expect(r.result).toBe(solve(start, 2_000_000).result);
    expect(r.result).toBe('unwinnable');
  });
});
