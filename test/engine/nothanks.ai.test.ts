/**
 * No Thanks! computer players: they always answer with a legal move, see only the view, play the
 * way their level promises.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import type { AiLevel } from '../../src/engine/core';
import { rules } from '../../src/engine/nothanks';
import type { NoThanksMove, NoThanksState, NoThanksView } from '../../src/engine/nothanks';
import { ai } from '../../src/engine/nothanks/ai';
import { replayHistory } from '../../src/engine/nothanks/history';
import { Determinizer } from '../../src/engine/nothanks/montecarlo';
import { HARD_PRIOR, FAMILY, familyTakes, learnOpponents } from '../../src/engine/nothanks/opponents';
import { Sim } from '../../src/engine/nothanks/sim';

const LEVELS: AiLevel[] = ['easy', 'medium', 'hard'];

function randomMidGame(rng: Rng, seed: string): NoThanksState {
  let s = rules.setup({ players: 3 + rng.int(5), variant: rng.int(2) ? 'tactical' : 'standard', openChips: rng.int(2) === 0 }, seed);
  const steps = rng.int(150);
  for (let i = 0; i < steps && !rules.isOver(s); i++) {
    const moves = rules.legalMoves(s);
    s = rules.play(s, moves[rng.int(moves.length)] as NoThanksMove).state;
  }
  return s;
}

describe('computer players', () => {
  it('every level returns a legal move in positions from random games, deterministically per seed', () => {
    const rng = Rng.fromSeed('ai-legal');
    for (let i = 0; i < 60; i++) {
      const s = randomMidGame(rng, `ai${i}`);
      if (rules.isOver(s)) continue;
      const view = rules.view(s, s.toMove);
      for (const level of LEVELS) {
        const move = ai.chooseMove(view, level, `seed${i}`);
        expect(rules.legalMoves(s)).toContainEqual(move);
        expect(ai.chooseMove(view, level, `seed${i}`)).toEqual(move);
      }
    }
  });

  it('plays whole games at every level without an illegal move', () => {
    for (const level of LEVELS) {
      let s = rules.setup({ players: 4 }, `whole-${level}`);
      let turn = 0;
      while (!rules.isOver(s)) s = rules.play(s, ai.chooseMove(rules.view(s, s.toMove), level, `${turn++}`)).state;
      expect(rules.score(s).winners.length).toBeGreaterThan(0);
    }
  });

  it('takes when it has no chips left', () => {
    // Seat 2 took the 34 that seats 0 and 1 paid for, seat 0 the 3 with seat 2's chip; the 33 went
    // round until seat 1, out of chips, took its 31; seats 1 and 2 have paid onto the 35.
    const s = rules.parse(`game: nothanks
players: 3
variant: standard
open chips: no
to move: 0
face up: 35
chips on card: 2
stack: 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23
removed: 24 25 26 27 28 29 30 31 32
removed face up: -
seat 0: chips 0; won 1; cards 3
seat 1: chips 30; won 31; cards 33
seat 2: chips 1; won 2; cards 34`);
    for (const level of LEVELS) expect(ai.chooseMove(rules.view(s, 0), level, 'x')).toEqual({ type: 'take' });
  });

  /** The last card, 35, face up for seat 0, who holds the 34; open chips, so nothing is hidden. */
  function lastCard(chips: [number, number, number], won: [number, number, number]): NoThanksState {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    return rules.parse(
      rules.format({
        table: { players: 3, variant: 'standard', openChips: true },
        stack: [],
        removed: range(24, 32),
        removedFaceUp: [],
        faceUp: 35,
        pot: 0,
        chips,
        chipsWon: won,
        cards: [[...range(3, 10), 34], range(11, 18), [...range(19, 23), 33]],
        toMove: 0,
      }),
    );
  }

  it('Hard passes the last card when the leader, out of chips, would have to take it', () => {
    // Taking now: seat 1 wins with 11. Passing: seat 1 must take the 35 and seat 0 wins.
    const s = lastCard([15, 0, 18], [10, 0, 13]);
    expect(rules.score(rules.play(s, { type: 'take' }).state).winners).toEqual([1]);
    expect(ai.chooseMove(rules.view(s, 0), 'hard', 'a')).toEqual({ type: 'pass' });
  });

  it('Hard and Medium send round a card nobody else wants when the extra chips win the game', () => {
    // Taking now: 10 against seat 1's 9. Letting the 35 go round once brings 2 chips more: 8 wins.
    const s = lastCard([27, 2, 4], [24, 0, 2]);
    expect(rules.score(rules.play(s, { type: 'take' }).state).winners).toEqual([1]);
    expect(ai.chooseMove(rules.view(s, 0), 'hard', 'b')).toEqual({ type: 'pass' });
    expect(ai.chooseMove(rules.view(s, 0), 'medium', 'b')).toEqual({ type: 'pass' });
    // Once about a chip per other player lies on it, Medium takes it.
    const round = rules.play(rules.play(rules.play(s, { type: 'pass' }).state, { type: 'pass' }).state, { type: 'pass' }).state;
    expect(round.toMove).toBe(0);
    expect(ai.chooseMove(rules.view(round, 0), 'medium', 'c')).toEqual({ type: 'take' });
  });

  it('Hard passes a high card with an empty pile early in the game', () => {
    const s = rules.setup({ players: 4, deck: [33, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25], startPlayer: 0 }, 'h');
    expect(ai.chooseMove(rules.view(s, 0), 'hard', 'h')).toEqual({ type: 'pass' });
  });

  it('decides from the view alone: hidden information does not change its move', () => {
    const rng = Rng.fromSeed('ai-view');
    for (let i = 0; i < 30; i++) {
      const s = randomMidGame(rng, `v${i}`);
      if (rules.isOver(s) || s.table.openChips) continue;
      const shuffled: NoThanksState = { ...s, stack: rng.shuffle(s.stack) };
      for (const level of LEVELS) {
        const a = ai.chooseMove(rules.view(s, s.toMove), level, `k${i}`);
        expect(ai.chooseMove(rules.view(shuffled, s.toMove), level, `k${i}`)).toEqual(a);
      }
    }
  });

  it('refuses a view in which it is not its turn, or the game is over', () => {
    const s = rules.setup({}, 'turn');
    const other: NoThanksView = rules.view(s, (s.toMove + 1) % 3);
    expect(() => ai.chooseMove(other, 'hard', 'x')).toThrow(/turn/);
    let over = s;
    while (!rules.isOver(over)) over = rules.play(over, { type: 'take' }).state;
    expect(() => ai.chooseMove(rules.view(over, over.toMove), 'easy', 'x')).toThrow(/over/);
  });
});

describe('Hard player’s guesses of hidden information', () => {
  it('every sampled world agrees with the view and conserves cards and chips', () => {
    const rng = Rng.fromSeed('determinize');
    const world = new Sim();
    for (let i = 0; i < 300; i++) {
      const s = randomMidGame(rng, `d${i}`);
      if (rules.isOver(s)) continue;
      const view = rules.view(s, s.toMove);
      const guesser = new Determinizer(view);
      for (let k = 0; k < 5; k++) {
        guesser.sample(world, rng);
        const stack = [...world.stack.subarray(world.stackPos, world.stackEnd)];
        const unseen = [...s.stack, ...s.removed].sort((a, b) => a - b);
        const chips = [...world.chips.subarray(0, s.table.players)];
        const problems: string[] = [];
        if (stack.length !== s.stack.length || new Set(stack).size !== stack.length) problems.push('stack size');
        if (stack.some((c) => !unseen.includes(c))) problems.push('stack holds a card that is not unseen');
        if (world.faceUp !== s.faceUp || world.pot !== s.pot || world.toMove !== s.toMove) problems.push('table differs');
        for (let p = 0; p < s.table.players; p++) {
          if (world.cardsOf(p).join() !== s.cards[p]!.join()) problems.push(`cards of ${p}`);
          if (view.chips[p] !== null && chips[p] !== view.chips[p]) problems.push(`known chips of ${p}`);
          if (chips[p]! < 0 || chips[p]! > view.startChips + view.chipsWon[p]!) problems.push(`impossible chips for ${p}`);
        }
        if (chips.reduce((a, b) => a + b, 0) + s.pot !== view.startChips * s.table.players) problems.push('chips not conserved');
        if (problems.length > 0) expect({ problems, position: rules.format(s) }).toEqual({ problems: [] });
      }
    }
  });
});

describe('Hard player’s picture of its opponents', () => {
  /** A game in which seat 1 takes whenever the card's face value minus the pile is at most 6, and the others play randomly. */
  function gameWithFaceTaker(seed: string): NoThanksState {
    const rng = Rng.fromSeed(seed);
    let s = rules.setup({ players: 4 }, seed);
    while (!rules.isOver(s)) {
      const v = rules.view(s, s.toMove);
      const takeIt = s.chips[s.toMove] === 0 || (s.toMove === 1 ? v.faceUp! - v.pot <= 6 : rng.int(3) === 0);
      s = rules.play(s, takeIt ? { type: 'take' } : { type: 'pass' }).state;
    }
    return s;
  }

  it('learns a player’s rule from the history: nearly all weight on rules that agree with nearly all its decisions', () => {
    for (const seed of ['face-a', 'face-b', 'face-c']) {
      const s = gameWithFaceTaker(seed);
      const view = rules.view(s, 0);
      const beliefs = learnOpponents(view, HARD_PRIOR, 0.1, new Sim());
      let faceSix = 0;
      let agreeing = 0;
      for (let i = 0; i < FAMILY.size; i++) {
        const w = beliefs.weight(1, i);
        if (FAMILY.kind[i] === 1 && FAMILY.t[i] === 6 && FAMILY.s[i] === 0) faceSix += w;
        // How often rule i matches seat 1's recorded decisions.
        let hits = 0;
        let seen = 0;
        replayHistory(new Sim(), s.table, s.history!, s.faceUp, s.pot, (sim, took) => {
          if (sim.toMove !== 1 || sim.chips[1] === 0) return;
          seen++;
          if (familyTakes(sim, i) === took) hits++;
        });
        if (hits >= 0.9 * seen) agreeing += w;
      }
      expect(agreeing).toBeGreaterThan(0.8);
      expect(faceSix).toBeGreaterThan(0);
      // Without a history nothing is learnt: the beliefs are the prior.
      const { history: _, ...composed } = view;
      expect(learnOpponents(composed, HARD_PRIOR, 0.1, new Sim()).weight(1, 0)).toBeCloseTo(HARD_PRIOR[0]! / HARD_PRIOR.reduce((a, b) => a + b, 0), 12);
    }
  });

  it('counts every chip from the history', () => {
    const rng = Rng.fromSeed('count');
    for (let i = 0; i < 100; i++) {
      const s = randomMidGame(rng, `c${i}`);
      const sim = new Sim();
      learnOpponents(rules.view(s, s.toMove), HARD_PRIOR, 0.1, sim);
      expect([...sim.chips.subarray(0, s.table.players)]).toEqual(s.chips);
      expect(sim.toMove).toBe(s.toMove);
    }
  });

  it('draws each rule as often as its weight says', () => {
    const s = gameWithFaceTaker('draw');
    const beliefs = learnOpponents(rules.view(s, 0), HARD_PRIOR, 0.1, new Sim());
    const rng = Rng.fromSeed('draws');
    const counts = new Map<number, number>();
    const n = 20000;
    for (let k = 0; k < n; k++) {
      const i = beliefs.draw(1, rng);
      counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    for (const [i, c] of counts) {
      const w = beliefs.weight(1, i);
      expect(Math.abs(c / n - w)).toBeLessThan(4 * Math.sqrt((w * (1 - w)) / n) + 1e-3);
    }
  });
});
