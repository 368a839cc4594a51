/**
 * No Thanks! rules: the rulebook's own examples, setup per variant and player count, refused moves,
 * options validation, notation and the player view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, RuleError, replay } from '../../src/engine/core';
import { cardPoints, marginalCardPoints, playerScore, rules, winnersOf } from '../../src/engine/nothanks';
import type { NoThanksMove, NoThanksState } from '../../src/engine/nothanks';

const TAKE: NoThanksMove = { type: 'take' };
const PASS: NoThanksMove = { type: 'pass' };
/** A fixed 24-card stack for exact games: the 11 and 16 of the rulebook example come first. */
const DECK = [11, 16, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];

function playAll(state: NoThanksState, moves: NoThanksMove[]): NoThanksState {
  return moves.reduce((s, m) => rules.play(s, m).state, state);
}

describe('rulebook examples', () => {
  it('Sabine: four stand-alone cards 4+6+10+21 count 41', () => {
    expect(cardPoints([4, 6, 10, 21])).toBe(41);
  });

  it('Peter: 13 plus the chain 15–16 is 28; with the 14 the chain 13–16 counts 13', () => {
    expect(cardPoints([13, 15, 16])).toBe(28);
    expect(cardPoints([13, 14, 15, 16])).toBe(13);
    expect(marginalCardPoints([13, 15, 16], 14)).toBe(13 - 28);
  });

  it('chains count their lowest card: 8–9 counts 8, 17–20 counts 17', () => {
    expect(cardPoints([9, 8])).toBe(8);
    expect(cardPoints([17, 18, 19, 20])).toBe(17);
  });

  it('Lisa: three stand-alone cards and two chains, 3+7+10+14+25 = 59, minus 8 chips = 51', () => {
    const lisa = [3, 7, 8, 10, 14, 15, 16, 25];
    expect(cardPoints(lisa)).toBe(59);
    expect(playerScore(lisa, 8)).toBe(51);
  });

  it('Sabine holds the 34: the 35 costs her nothing, anyone else 35', () => {
    expect(marginalCardPoints([34], 35)).toBe(0);
    expect(marginalCardPoints([], 35)).toBe(35);
  });

  it('Peter refuses the 11, Sabine refuses, Lisa takes it with 2 chips and turns up the 16', () => {
    // Seats: Peter 0, Sabine 1, Lisa 2.
    let state = rules.setup({ players: 3, deck: DECK, startPlayer: 0 }, 'example');
    expect(state.faceUp).toBe(11);
    expect(rules.toMove(state)).toBe(0);
    const peter = rules.play(state, PASS);
    expect(peter.events).toEqual([{ type: 'pay', player: 0, chipsOnCard: 1 }]);
    const sabine = rules.play(peter.state, PASS);
    expect(sabine.events).toEqual([{ type: 'pay', player: 1, chipsOnCard: 2 }]);
    const lisa = rules.play(sabine.state, TAKE);
    expect(lisa.events).toEqual([
      { type: 'take', player: 2, card: 11, chips: 2 },
      { type: 'reveal', card: 16, player: 2, stackLeft: 22 },
    ]);
    state = lisa.state;
    expect(state.cards[2]).toEqual([11]);
    expect(state.chips).toEqual([10, 10, 13]);
    expect(state.chipsWon).toEqual([0, 0, 2]);
    expect(state.pot).toBe(0);
    expect(state.faceUp).toBe(16);
    expect(rules.toMove(state)).toBe(2); // the taker decides on the next card
  });
});

describe('setup', () => {
  it('standard: 24 cards in play (one face up), 9 removed unseen, 11 chips each at 3–5 players', () => {
    for (const players of [3, 4, 5]) {
      const s = rules.setup({ players }, `seed-${players}`);
      expect(s.stack.length + 1).toBe(24);
      expect(s.removed.length).toBe(9);
      expect(s.removedFaceUp).toEqual([]);
      expect(s.chips).toEqual(Array(players).fill(11));
      expect(s.pot).toBe(0);
    }
  });

  it('later editions: 9 chips each at 6 players, 7 at 7', () => {
    expect(rules.setup({ players: 6 }, 's').chips).toEqual(Array(6).fill(9));
    expect(rules.setup({ players: 7 }, 's').chips).toEqual(Array(7).fill(7));
  });

  it('tactical: 10, 20, 30 removed face-up, 6 unseen, 10 chips each', () => {
    const s = rules.setup({ variant: 'tactical', players: 4 }, 't');
    expect(s.removedFaceUp).toEqual([10, 20, 30]);
    expect(s.removed.length).toBe(6);
    expect([...s.stack, s.faceUp]).not.toContain(10);
    expect(s.chips).toEqual([10, 10, 10, 10]);
  });

  it('defaults to a 3-player standard game with hidden chips', () => {
    expect(rules.setup({}, 'd').table).toEqual({ players: 3, variant: 'standard', openChips: false });
  });

  it('is deterministic per seed, and the seed picks the start player', () => {
    expect(rules.setup({ players: 5 }, 'same')).toEqual(rules.setup({ players: 5 }, 'same'));
    const starts = new Set(Array.from({ length: 60 }, (_, i) => rules.setup({ players: 5 }, `s${i}`).toMove));
    expect(starts.size).toBe(5);
  });

  it('refuses bad options with a readable reason', () => {
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ players: 2 }, /players/],
      [{ players: 8 }, /players/],
      [{ players: 3.5 }, /players/],
      [{ variant: 'fast' }, /variant/],
      [{ openChips: 'yes' }, /openChips/],
      [{ colour: 'red' }, /unknown option "colour"/],
      [{ deck: DECK.slice(1) }, /exactly 24/],
      [{ deck: [...DECK.slice(1), 16] }, /appears twice/],
      [{ deck: [...DECK.slice(1), 36] }, /not a card/],
      [{ deck: DECK, variant: 'tactical' }, /removed face-up/],
      [{ startPlayer: 3 }, /startPlayer/],
    ];
    for (const [options, message] of bad) {
      expect(() => rules.setup(options, 'x'), JSON.stringify(options)).toThrow(RuleError);
      expect(() => rules.setup(options, 'x'), JSON.stringify(options)).toThrow(message);
    }
  });
});

describe('moves', () => {
  it('offers take and pass, and only take to a player without chips', () => {
    const s = rules.setup({ deck: DECK, startPlayer: 1 }, 'm');
    expect(rules.legalMoves(s)).toEqual([TAKE, PASS]);
    const broke = { ...s, chips: [11, 0, 22] };
    expect(rules.legalMoves(broke)).toEqual([TAKE]);
  });

  it('refuses a pass without chips, moves after the end and garbage, leaving the state unchanged', () => {
    const s = rules.setup({ deck: DECK, startPlayer: 1 }, 'm');
    const broke: NoThanksState = { ...s, chips: [11, 0, 22] };
    const before = structuredClone(broke);
    expect(() => rules.play(broke, PASS)).toThrow(IllegalMoveError);
    expect(() => rules.play(broke, PASS)).toThrow(/no chips left/);
    expect(() => rules.play(broke, { type: 'draw' } as never)).toThrow(IllegalMoveError);
    expect(() => rules.play(broke, null as never)).toThrow(IllegalMoveError);
    expect(broke).toEqual(before);

    const over = playAll(s, Array(24).fill(TAKE));
    expect(rules.isOver(over)).toBe(true);
    expect(rules.legalMoves(over)).toEqual([]);
    const frozen = structuredClone(over);
    expect(() => rules.play(over, TAKE)).toThrow(/over/);
    expect(over).toEqual(frozen);
  });

  it('never mutates the state it is given', () => {
    const s = rules.setup({ players: 4 }, 'pure');
    const copy = structuredClone(s);
    rules.play(s, PASS);
    rules.play(s, TAKE);
    expect(s).toEqual(copy);
  });

  it('ends when the 24th card is taken, with final scores and winners in the event', () => {
    let s = rules.setup({ deck: DECK, startPlayer: 0 }, 'end');
    s = playAll(s, Array(23).fill(TAKE));
    expect(s.stack).toEqual([]);
    expect(s.faceUp).toBe(26);
    const last = rules.play(s, TAKE);
    expect(rules.isOver(last.state)).toBe(true);
    expect(last.events).toEqual([
      { type: 'take', player: 0, card: 26, chips: 0 },
      { type: 'gameOver', scores: rules.score(last.state).scores, winners: [1, 2] },
    ]);
    // Seat 0 holds all 24 cards, 3..26: one run counting 3, minus 11 chips.
    expect(rules.score(last.state).scores).toEqual([3 - 11, -11, -11]);
  });
});

describe('tie rule', () => {
  it('lowest score wins; a tie goes to more chips; a full tie is shared', () => {
    expect(winnersOf([40, 35, 50], [3, 3, 3])).toEqual([1]);
    expect(winnersOf([35, 35, 50], [2, 5, 9])).toEqual([1]);
    expect(winnersOf([35, 35, 35], [5, 5, 4])).toEqual([0, 1]);
  });

  it('score reports winners only once the game is over', () => {
    const s = rules.setup({}, 'w');
    expect(rules.score(s)).toEqual({ scores: [-11, -11, -11], winners: [] });
  });
});

describe('notation', () => {
  it('writes a readable position and reads it back', () => {
    const s = playAll(rules.setup({ deck: DECK, startPlayer: 0 }, 'n'), [PASS, PASS, TAKE, PASS]);
    const text = rules.format(s);
    expect(text).toContain('face up: 16\n');
    expect(text).toContain('chips on card: 1\n');
    expect(text).toContain('seat 2: chips 12; won 2; cards 11\n');
    expect(text).toContain('to move: 0\n');
    expect(rules.parse(text)).toEqual(s);
  });

  it('round-trips positions of random games (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string(), fc.integer({ min: 3, max: 7 }), fc.constantFrom('standard', 'tactical' as const), fc.boolean(),
        fc.array(fc.boolean(), { maxLength: 120 }),
        (seed, players, variant, openChips, choices) => {
          let s = rules.setup({ players, variant: variant as 'standard' | 'tactical', openChips }, seed);
          for (const takeIt of choices) {
            if (rules.isOver(s)) break;
            const moves = rules.legalMoves(s);
            s = rules.play(s, takeIt ? TAKE : (moves[1] ?? TAKE)).state;
          }
          expect(rules.parse(rules.format(s))).toEqual(s);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses malformed or impossible positions with a RuleError', () => {
    const good = rules.format(rules.setup({ deck: DECK, startPlayer: 0 }, 'bad'));
    const mutations: Array<[(t: string) => string, RegExp]> = [
      [(t) => t.replace('face up: 11', 'face up: 12'), /card 12 is both/],
      [(t) => t.replace('face up: 11', 'face up: -'), /nowhere|no face-up/],
      [(t) => t.replace('seat 1: chips 11', 'seat 1: chips 12'), /add up to 34/],
      [(t) => t.replace('seat 1: chips 11', 'seat 1: chips -1'), /not a whole number|outside/],
      [(t) => t.replace(/seat 2:.*\n/, ''), /missing "seat 2:"/],
      [(t) => `${t}seat 3: chips 0; cards -\n`, /unexpected line "seat 3:"/],
      [(t) => t.replace('players: 3', 'players: 9'), /outside 3..7/],
      [(t) => t.replace('variant: standard', 'variant: tactical'), /removes face up: 10 20 30/],
      [(t) => t.replace('to move: 0', 'to move: 3'), /to move/],
      [(t) => t.replace('game: nothanks', 'game: gaps'), /nothanks/],
      [(t) => t.replace('chips on card: 0', 'chips on card: x'), /chips on card/],
      [(t) => t.replace(/removed: (\d+) /, 'removed: '), /9 cards must be removed/],
      [(t) => t.replace('cards -', 'cards 40'), /outside 3..35/],
      [(t) => t.replace('seat 0: chips 11; won 0; cards -', 'seat 0: 11'), /chips N; won N; cards/],
      [(t) => t.replace('seat 0: chips 11; won 0; cards -', 'seat 0: chips 11; won 2; cards -'), /without taking a card/],
      [(t) => t.replace('seat 0: chips 11; won 0', 'seat 0: chips 12; won 0').replace('seat 1: chips 11', 'seat 1: chips 10'), /started with 11 and won only 0/],
      [() => 'nonsense', /key: value/],
    ];
    for (const [mutate, message] of mutations) {
      const text = mutate(good);
      expect(text, String(message)).not.toBe(good);
      expect(() => rules.parse(text), text).toThrow(RuleError);
      expect(() => rules.parse(text), text).toThrow(message);
    }
  });

  it('formats and parses moves', () => {
    expect(rules.formatMove(TAKE)).toBe('take');
    expect(rules.formatMove(PASS)).toBe('pass');
    expect(rules.parseMove(' Take ')).toEqual(TAKE);
    expect(rules.parseMove('No thanks!')).toEqual(PASS);
    expect(() => rules.parseMove('fold')).toThrow(RuleError);
    expect(() => rules.formatMove({ type: 'fold' } as never)).toThrow(RuleError);
  });

  it('replays a game record exactly', () => {
    const moves = ['pass', 'pass', 'take', 'pass', 'take', 'take'];
    const state = replay(rules, { game: 'nothanks', options: { deck: DECK, startPlayer: 0 }, seed: 'r', moves });
    expect(state).toEqual(playAll(rules.setup({ deck: DECK, startPlayer: 0 }, 'r'), moves.map(rules.parseMove)));
  });

  it('tells a replay each move\'s events, in order', () => {
    const moves = ['pass', 'pass', 'take'];
    const seen: Array<[number, string[]]> = [];
    replay(rules, { game: 'nothanks', options: { deck: DECK, startPlayer: 0 }, seed: 'r', moves }, (events, i) => seen.push([i, events.map((e) => e.type)]));
    let s = rules.setup({ deck: DECK, startPlayer: 0 }, 'r');
    const expected = moves.map((text, i): [number, string[]] => {
      const result = rules.play(s, rules.parseMove(text));
      s = result.state;
      return [i, result.events.map((e) => e.type)];
    });
    expect(seen).toEqual(expected);
    expect(seen.at(-1)?.[1]).toContain('take');
  });
});

describe('view', () => {
  const s = playAll(rules.setup({ players: 4, deck: DECK, startPlayer: 0 }, 'v'), [PASS, PASS, PASS, TAKE, PASS]);

  it('shows the table, own chips and everybody’s cards', () => {
    const v = rules.view(s, 3);
    expect(v).toMatchObject({ seat: 3, toMove: 0, faceUp: 16, pot: 1, stackLeft: 22, over: false, startChips: 11 });
    expect(v.cards[3]).toEqual([11]);
    expect(v.chips).toEqual([null, null, null, 13]);
    expect(v.chipsWon).toEqual([0, 0, 0, 3]);
    expect(v.hiddenChips).toBe(44 - 13 - 1);
  });

  it('hides the stack order, the unseen removed cards and hidden chip counts', () => {
    const v = rules.view(s, 1);
    const text = JSON.stringify(v);
    expect(text).not.toMatch(/stack"|removed"/);
    // A position that differs only in hidden things looks the same from seat 1.
    const other: NoThanksState = {
      ...s,
      stack: [...s.stack].reverse(),
      chips: [s.chips[0]! + 1, s.chips[1]!, s.chips[2]! - 1, s.chips[3]!],
      removed: s.removed,
    };
    expect(rules.view(other, 1)).toEqual(v);
    expect(rules.view(other, 0)).not.toEqual(rules.view(s, 0));
  });

  it('shows every chip count when the table plays with open chips', () => {
    const open = { ...s, table: { ...s.table, openChips: true } };
    expect(rules.view(open, 2).chips).toEqual(s.chips);
    expect(rules.view(open, 2).hiddenChips).toBe(0);
  });

  it('shows the face-up removed cards of the tactical variant', () => {
    expect(rules.view(rules.setup({ variant: 'tactical' }, 't'), 0).removedFaceUp).toEqual([10, 20, 30]);
  });

  it('refuses a seat that does not exist', () => {
    expect(() => rules.view(s, 4)).toThrow(RuleError);
  });
});
