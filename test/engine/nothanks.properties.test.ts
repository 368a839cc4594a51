/**
 * Property tests over thousands of random No Thanks! games: chips and cards are conserved at every
 * step, running scores equal scores recomputed from scratch, and the fast simulation core used by the
 * computer players plays exactly the same game as `rules`.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import { marginalCardPoints, rules, startChips } from '../../src/engine/nothanks';
import type { NoThanksEvent, NoThanksOptions, NoThanksState } from '../../src/engine/nothanks';
import { Sim } from '../../src/engine/nothanks/sim';

/** Points from scratch, independently of scoring.ts: walk the sorted cards and count run starts. */
function pointsFromScratch(cards: readonly number[]): number {
  const sorted = [...cards].sort((a, b) => a - b);
  return sorted.reduce((sum, c, i) => (i > 0 && sorted[i - 1] === c - 1 ? sum : sum + c), 0);
}

function randomOptions(rng: Rng): Partial<NoThanksOptions> {
  return { players: 3 + rng.int(5), variant: rng.int(3) === 0 ? 'tactical' : 'standard', openChips: rng.int(2) === 0 };
}

const ALL_CARDS = Array.from({ length: 33 }, (_, i) => i + 3).join(' ');

/** What is wrong with a state (empty when every invariant holds), checked independently of notation.ts. */
function invariantProblems(s: NoThanksState): string[] {
  const problems: string[] = [];
  const total = startChips(s.table) * s.table.players;
  if (s.chips.reduce((a, b) => a + b, 0) + s.pot !== total) problems.push(`chips do not add up to ${total}`);
  if (!s.chips.every((n) => Number.isInteger(n) && n >= 0)) problems.push('negative chips');
  const everywhere = [...s.stack, ...s.removed, ...s.removedFaceUp, ...s.cards.flat(), ...(s.faceUp === null ? [] : [s.faceUp])];
  if (everywhere.sort((a, b) => a - b).join(' ') !== ALL_CARDS) problems.push('a card is missing or in two places');
  const taken = s.cards.reduce((n, held) => n + held.length, 0);
  if (taken + s.stack.length + (s.faceUp === null ? 0 : 1) !== 24) problems.push('not 24 cards in play');
  if (s.cards.some((held) => held.some((c, i) => i > 0 && held[i - 1]! >= c))) problems.push('held cards not ascending');
  return problems;
}

describe('random games through rules', () => {
  it('conserve chips and cards, and keep running scores equal to scores from scratch (2,000 games)', () => {
    const rng = Rng.fromSeed('nothanks-properties');
    for (let game = 0; game < 2000; game++) {
      let s = rules.setup(randomOptions(rng), `g${game}`);
      const players = s.table.players;
      // Running scores kept from events only: card points change by the marginal cost, chips by ±1 / +pot.
      const running = Array<number>(players).fill(-startChips(s.table));
      const heldSoFar: number[][] = Array.from({ length: players }, () => []);
      const paid = Array<number>(players).fill(0);
      let lastEvents: NoThanksEvent[] = [];
      expect(invariantProblems(s)).toEqual([]);
      while (!rules.isOver(s)) {
        const moves = rules.legalMoves(s);
        const { state, events } = rules.play(s, moves[rng.int(moves.length)]!);
        for (const e of events) {
          if (e.type === 'pay') {
            running[e.player]! += 1;
            paid[e.player]! += 1;
          }
          if (e.type === 'take') {
            running[e.player]! += marginalCardPoints(heldSoFar[e.player]!, e.card) - e.chips;
            heldSoFar[e.player]!.push(e.card);
          }
        }
        s = state;
        lastEvents = events;
        const problems = invariantProblems(s);
        const ledger = s.chipsWon.map((won, p) => startChips(s.table) + won - paid[p]!);
        if (ledger.join() !== s.chips.join()) problems.push(`chips ${s.chips} but start + won − paid = ${ledger}`);
        const scratch = s.cards.map((held, p) => pointsFromScratch(held) - s.chips[p]!);
        const scores = rules.score(s).scores;
        if (problems.length > 0 || scores.join() !== scratch.join() || running.join() !== scratch.join()) {
          expect({ problems, scores, running, position: rules.format(s) }).toEqual({ problems: [], scores: scratch, running: scratch, position: '' });
        }
      }
      const over = lastEvents.find((e) => e.type === 'gameOver');
      expect(over).toEqual({ type: 'gameOver', ...rules.score(s) });
      expect(rules.score(s).winners.length).toBeGreaterThan(0);
    }
  });
});

describe('fast simulation core', () => {
  it('plays exactly like rules, move by move (1,000 games)', () => {
    const rng = Rng.fromSeed('sim-vs-rules');
    const sim = new Sim();
    for (let game = 0; game < 1000; game++) {
      let s = rules.setup(randomOptions(rng), `sim${game}`);
      sim.load(s);
      while (!rules.isOver(s)) {
        const takeIt = s.chips[s.toMove] === 0 || rng.int(3) === 0;
        const p = s.toMove;
        if (takeIt) {
          expect(sim.marginal(p, sim.faceUp)).toBe(marginalCardPoints(s.cards[p]!, s.faceUp!));
          sim.take();
        } else sim.pass();
        s = rules.play(s, { type: takeIt ? 'take' : 'pass' }).state;
        const seen = [sim.faceUp, sim.pot, sim.stackLeft, sim.over ? -1 : sim.toMove, ...sim.chips.subarray(0, s.table.players)];
        const expected = [s.faceUp ?? 0, s.pot, s.stack.length, rules.isOver(s) ? -1 : s.toMove, ...s.chips];
        if (seen.join() !== expected.join()) expect({ seen, position: rules.format(s) }).toEqual({ seen: expected, position: '' });
      }
      const { scores, winners } = rules.score(s);
      for (let p = 0; p < s.table.players; p++) {
        expect(sim.cardsOf(p)).toEqual(s.cards[p]);
        expect(sim.score(p)).toBe(scores[p]);
        expect(sim.winShare(p)).toBe(winners.includes(p) ? 1 / winners.length : 0);
      }
    }
  });

  it('deals like the rules: 24 cards in play, the right chips, nothing dealt twice', () => {
    const rng = Rng.fromSeed('sim-deal');
    const sim = new Sim();
    for (let i = 0; i < 500; i++) {
      const table = { players: 3 + rng.int(5), variant: rng.int(2) === 0 ? ('tactical' as const) : ('standard' as const) };
      sim.deal(table, rng);
      const dealt = [sim.faceUp, ...sim.stack.subarray(sim.stackPos, sim.stackEnd)];
      expect(new Set(dealt).size).toBe(24);
      if (table.variant === 'tactical') expect(dealt.some((c) => c % 10 === 0)).toBe(false);
      expect(Array.from(sim.chips.subarray(0, table.players))).toEqual(Array(table.players).fill(startChips(table)));
      expect(sim.toMove).toBeLessThan(table.players);
    }
  });
});
