/**
 * No Thanks! `parse` refuses impossible positions: every invariant a real game keeps, with and without
 * the public history, named in the RuleError; and positions reached by random legal play (with or
 * without their history) always parse back equal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, RuleError } from '../../src/engine/core';
import { rules } from '../../src/engine/nothanks';
import type { NoThanksMove, NoThanksState } from '../../src/engine/nothanks';
import { randomPosition, withoutHistory } from './nothanks-fixtures';

const TAKE: NoThanksMove = { type: 'take' };
const PASS: NoThanksMove = { type: 'pass' };
const DECK = [11, 16, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];

function playAll(state: NoThanksState, moves: NoThanksMove[]): NoThanksState {
  return moves.reduce((s, m) => rules.play(s, m).state, state);
}

/** Expects `text` to be refused with a RuleError whose message matches `problem`. */
function refused(text: string, problem: RegExp): void {
  let error: unknown;
  try {
    rules.parse(text);
  } catch (e) {
    error = e;
  }
  expect(error, text).toBeInstanceOf(RuleError);
  expect((error as Error).message, text).toMatch(problem);
}

describe('No Thanks parse: positions from real play', () => {
  it('parse back equal, with their history and without it (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 2 ** 31 }), (seed, n) => {
        const s = randomPosition(Rng.fromSeed(`r${n}`), seed);
        expect(rules.parse(rules.format(s))).toEqual(s);
        const composed = withoutHistory(s);
        expect(rules.format(composed)).not.toMatch(/start player|takes:/);
        expect(rules.parse(rules.format(composed))).toEqual(composed);
      }),
      { numRuns: 200 },
    );
  });
});

describe('No Thanks parse: impossible positions', () => {
  // Seats 0 and 1 paid onto the 11, seat 2 took it with 2 chips and paid 1 onto the 16; seat 0 to move.
  const played = playAll(rules.setup({ deck: DECK, startPlayer: 0 }, 'p'), [PASS, PASS, TAKE, PASS]);
  const text = rules.format(played);
  const composed = rules.format(withoutHistory(played));
  const fresh = rules.format(withoutHistory(rules.setup({ deck: DECK, startPlayer: 0 }, 'f')));
  const finished = rules.format(withoutHistory(playAll(rules.setup({ deck: DECK, startPlayer: 0 }, 'e'), Array<NoThanksMove>(24).fill(TAKE))));

  it('the positions the mutations start from are fine', () => {
    expect(text).toContain('seat 2: chips 12; won 2; cards 11\n');
    expect(text).toContain('to move: 0\n');
    expect(text).toContain('takes: 11/2\n');
    expect(finished).toContain('face up: -\n');
    for (const good of [text, composed, fresh, finished]) expect(() => rules.parse(good)).not.toThrow();
  });

  const cases: Array<[string, () => string, RegExp]> = [
    ['a seat won more chips than the game has', () => composed.replace('seat 2: chips 12; won 2', 'seat 2: chips 12; won 500'), /seat 2 won 500 chips with 1 card\(s\), but a pile never holds more than the 33 chips/],
    ['chips won without a card', () => composed.replace('seat 1: chips 10; won 0', 'seat 1: chips 10; won 3'), /seat 1 won 3 chips without taking a card/],
    ['chips not conserved', () => composed.replace('seat 1: chips 10', 'seat 1: chips 11'), /add up to 34, not 33/],
    ['more chips than start plus winnings', () => composed.replace('seat 0: chips 10', 'seat 0: chips 12').replace('seat 1: chips 10', 'seat 1: chips 8'), /seat 0 holds 12 chips but started with 11 and won only 0/],
    ['no payments before the first card, yet chips gained', () => fresh.replace('seat 0: chips 11', 'seat 0: chips 10').replace('seat 1: chips 11', 'seat 1: chips 12'), /seat 1 holds 12 chips but started with 11/],
    ['the pile paid by a seat that never paid', () => composed.replace('seat 0: chips 10', 'seat 0: chips 9').replace('seat 1: chips 10', 'seat 1: chips 11').replace('to move: 0', 'to move: 2'), /the 1 chips on the card mean seat 1 paid 1 onto it, but it has paid only 0 in all/],
    ['a turn that does not follow the last taker', () => composed.replace('to move: 0', 'to move: 1'), /seat 1 to move with 1 chips on the card means seat 0 took the last card and turned up this one, but seat 0 holds no card/],
    ['chips won that the seat before never paid', () => composed.replace('seat 0: chips 10', 'seat 0: chips 9').replace('seat 1: chips 10', 'seat 1: chips 11'), /the chips the seats won mean seat 1 paid at least 1 onto the piles they took .* but it paid 0/],
    // Seat 2 took the 11 with 3 chips: at 3 players it paid one of them itself, so it cannot hold 13.
    ['a pile its taker paid nothing onto', () => composed.replace('seat 2: chips 12; won 2', 'seat 2: chips 13; won 3').replace('seat 0: chips 10', 'seat 0: chips 9'), /seat 2 paid at least 1 onto the piles they took/],
    ['chips on the table after the game', () => finished.replace('chips on card: 0', 'chips on card: 1').replace(/seat 0: chips (\d+)/, (_, n: string) => `seat 0: chips ${Number(n) - 1}`), /with no face-up card the stack must be empty and no chips on the card/],
    ['a card in two places', () => composed.replace('face up: 16', 'face up: 11'), /card 11 is both in face up and in seat 2/],
    ['a card nowhere', () => composed.replace('stack: 3 ', 'stack: '), /card\(s\) 3 are nowhere/],
    ['a stack too long for 24 cards in play', () => composed.replace('removed: 27 ', 'removed: ').replace('stack: 3 ', 'stack: 27 3 '), /9 cards must be removed unseen, not 8/],
    ['the wrong face-up removals', () => composed.replace('variant: standard', 'variant: tactical'), /removes face up: 10 20 30/],
    ['a turn out of range', () => composed.replace('to move: 0', 'to move: 3'), /to move: 3 is outside 0..2/],
    ['history: a start player out of range', () => text.replace('start player: 0', 'start player: 5'), /start player: 5 is outside 0..2/],
    ['history: the wrong start player', () => text.replace('start player: 0', 'start player: 1'), /by the history seat 0 took 11/],
    ['history: a different pile', () => text.replace('takes: 11/2', 'takes: 11/3'), /by the history seat 0 took 11/],
    ['history: a card nobody holds', () => text.replace('takes: 11/2', 'takes: 12/2'), /the history takes cards 12, but the seats hold 11/],
    ['history: a card turned up twice', () => text.replace('takes: 11/2', 'takes: 11/2 11/0'), /card 11 is turned up twice/],
    ['history: a payment without a chip', () => text.replace('takes: 11/2', 'takes: 11/40'), /seat 0 pays for card 11 without a chip left/],
    ['history: half of it', () => text.replace(/takes: .*\n/, ''), /"start player:" and "takes:" come together/],
    ['history: garbled', () => text.replace('takes: 11/2', 'takes: 11-2'), /takes should read "card\/chips/],
  ];
  for (const [what, mutate, problem] of cases) {
    it(`refuses ${what}`, () => {
      const bad = mutate();
      expect([text, composed, fresh, finished]).not.toContain(bad);
      refused(bad, problem);
    });
  }

  it('refuses a turn that no order of play reaches', () => {
    // Seat 0 took the 11; seats 0 and 1 paid onto the 16, which seat 2 took with the 2 chips; seat 2
    // paid onto the 3. With no chip on the 3 and seat 0 to move, seat 0 would have taken the 16 last.
    const before = rules.format(withoutHistory(playAll(rules.setup({ deck: DECK, startPlayer: 0 }, 't'), [TAKE, PASS, PASS, TAKE, PASS])));
    expect(before).toContain('seat 0: chips 10; won 0; cards 11\n');
    expect(before).toContain('seat 2: chips 12; won 2; cards 16\n');
    expect(() => rules.parse(before)).not.toThrow();
    const bad = before.replace('chips on card: 1', 'chips on card: 0').replace('seat 2: chips 12', 'seat 2: chips 13');
    expect(bad).not.toBe(before);
    refused(bad, /no order of turns from the deal leads to these chips and cards/);
  });

  it('with a history, changing anything the history fixes is refused (fuzz)', () => {
    const rng = Rng.fromSeed('mutate');
    let checked = 0;
    for (let i = 0; i < 400; i++) {
      const s = randomPosition(rng, `m${i}`);
      const players = s.table.players;
      const p = rng.int(players);
      const q = (p + 1 + rng.int(players - 1)) % players;
      const mutations: Array<[string, NoThanksState]> = [
        ['chips moved between seats', { ...s, chips: s.chips.map((n, k) => (k === p ? n + 1 : k === q ? n - 1 : n)) }],
        ['chips won moved between seats', { ...s, chipsWon: s.chipsWon.map((n, k) => (k === p ? n + 1 : k === q ? n - 1 : n)) }],
        ['another seat to move', { ...s, toMove: q === s.toMove ? p : q }],
      ];
      const card = s.cards[p]?.[0];
      if (card !== undefined && s.stack.length > 0) {
        const other = s.stack[0] as number;
        const cards = s.cards.map((held, k) => (k === p ? [...held.slice(1), other].sort((a, b) => a - b) : held));
        mutations.push(['a taken card swapped with one of the stack', { ...s, cards, stack: [card, ...s.stack.slice(1)] }]);
      }
      for (const [what, bad] of mutations) {
        if (bad.chips.some((n) => n < 0) || bad.chipsWon.some((n) => n < 0)) continue;
        expect(() => rules.parse(rules.format(bad)), `${what}\n${rules.format(bad)}`).toThrow(RuleError);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });

  it('without a history, a position is refused exactly when no order of turns reaches it (checked by a plain search, early positions)', () => {
    const rng = Rng.fromSeed('orders');
    const outcomes = { kept: 0, refused: 0 };
    for (let i = 0; i < 300; i++) {
      const s = earlyPosition(rng, `o${i}`);
      const players = s.table.players;
      const p = rng.int(players);
      const q = (p + 1 + rng.int(players - 1)) % players;
      const moved = rng.int(2) === 0 ? { ...s, chips: s.chips.map((n, k) => (k === p ? n + 1 : k === q ? n - 1 : n)) } : { ...s, toMove: q === s.toMove ? p : q };
      for (const position of [s, moved]) {
        if (position.chips.some((n) => n < 0)) continue;
        let accepted = true;
        try {
          rules.parse(rules.format(position));
        } catch (e) {
          expect(e).toBeInstanceOf(RuleError);
          accepted = false;
        }
        expect(accepted, rules.format(position)).toBe(reachedByPlainSearch(position));
        outcomes[accepted ? 'kept' : 'refused']++;
      }
    }
    expect(outcomes.kept).toBeGreaterThan(300);
    expect(outcomes.refused).toBeGreaterThan(200);
  });
});

/** A position after at most six takes, without its history. */
function earlyPosition(rng: Rng, seed: string): NoThanksState {
  let s = rules.setup({ players: 3 + rng.int(3) }, seed);
  const takes = rng.int(7);
  const eagerness = 0.2 + rng.next() * 0.6;
  for (let taken = 0; taken < takes && !rules.isOver(s); ) {
    const take = rules.legalMoves(s).length === 1 || rng.next() < eagerness;
    if (take) taken++;
    s = rules.play(s, take ? TAKE : PASS).state;
  }
  for (let k = rng.int(5); k > 0 && rules.legalMoves(s).length > 1; k--) s = rules.play(s, PASS).state;
  return withoutHistory(s);
}

/**
 * Whether some order of turns reaches `s`'s cards per seat, chips won and chips held, tried plainly:
 * every start player, and at every round every seat that may take the pile as the chips go round.
 */
function reachedByPlainSearch(s: NoThanksState): boolean {
  const players = s.table.players;
  const start = s.chips.reduce((a, b) => a + b, s.pot) / players;
  const piles = s.cards.map((held) => held.length);
  const step = (turner: number, took: number[], won: number[], chips: number[]): boolean => {
    if (took.every((n, p) => n === piles[p]) && won.every((n, p) => n === s.chipsWon[p])) {
      // Then the chips on the face-up card were paid in turn from the last taker to the seat to move.
      const held = chips.slice();
      let seat = turner;
      for (let k = 0; k < s.pot; k++) {
        if (held[seat] === 0) return false;
        held[seat]! -= 1;
        seat = (seat + 1) % players;
      }
      return seat === s.toMove && held.every((n, p) => n === s.chips[p]);
    }
    const held = chips.slice();
    for (let seat = turner, pile = 0; ; pile++) {
      if ((took[seat] as number) < (piles[seat] as number) && (won[seat] as number) + pile <= (s.chipsWon[seat] as number)) {
        const after = held.slice();
        after[seat]! += pile;
        if (step(seat, took.map((n, p) => (p === seat ? n + 1 : n)), won.map((n, p) => (p === seat ? n + pile : n)), after)) return true;
      }
      if (held[seat] === 0) return false;
      held[seat]! -= 1;
      seat = (seat + 1) % players;
    }
  };
  const nobody = Array<number>(players).fill(0);
  return [...Array(players).keys()].some((first) => step(first, nobody, nobody, Array<number>(players).fill(start)));
}
