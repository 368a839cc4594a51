/**
 * Sequence Numbers: the numbers board, the equation cards and the rules that differ from classic.
 * Board: rows 0–4 hold 1..48 in reading order (corners skipped), rows 5–9 hold 1..48 again.
 */
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../src/engine/core';
import type { AiLevel } from '../../src/engine/core';
import { answerOf, boardCell, boardLayout, deadCards, equationCards, evaluateEquation, FREE, fullDeck, MAX_RESHUFFLES, prettyCard, rules, spacesShowing, targetsFor } from '../../src/engine/sequence';
import type { SequenceEvent } from '../../src/engine/sequence';
import { ai } from '../../src/engine/sequence/ai';
import { EMPTY_BOARD, position, withRow } from './sequence-fixtures';

describe('numbers board', () => {
  const layout = boardLayout('numbers');

  it('has free corners and 1..48 each exactly twice', () => {
    expect(layout).toHaveLength(100);
    for (const [r, c] of [[0, 0], [0, 9], [9, 0], [9, 9]] as const) expect(boardCell('numbers', r, c)).toBe(FREE);
    for (let n = 1; n <= 48; n++) expect(layout.filter((x) => x === n), String(n)).toHaveLength(2);
    expect(layout.filter((x) => x !== FREE)).toHaveLength(96);
  });

  it('keeps the two copies of every number at least four spaces apart', () => {
    for (let n = 1; n <= 48; n++) {
      const [a, b] = spacesShowing('numbers', n) as [number, number];
      const distance = Math.max(Math.abs(Math.floor(a / 10) - Math.floor(b / 10)), Math.abs((a % 10) - (b % 10)));
      expect(distance, `copies of ${n}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('shows the documented layout', () => {
    expect(boardCell('numbers', 0, 1)).toBe(1);
    expect(boardCell('numbers', 4, 3)).toBe(42);
    expect(boardCell('numbers', 5, 0)).toBe(1);
    expect(boardCell('numbers', 9, 8)).toBe(48);
  });
});

describe('equation cards', () => {
  const cards = equationCards();

  it('are 96 different equations, two for each result 1..48', () => {
    expect(cards).toHaveLength(96);
    expect(new Set(cards).size).toBe(96);
    const perResult = new Map<number, string[]>();
    for (const eq of cards) {
      const value = evaluateEquation(eq);
      expect(Number.isInteger(value), eq).toBe(true);
      perResult.set(value, [...(perResult.get(value) ?? []), eq]);
      expect(answerOf(eq)).toBe(value);
    }
    for (let n = 1; n <= 48; n++) expect(perResult.get(n), String(n)).toHaveLength(2);
  });

  it('use small whole numbers a 7-year-old can work with', () => {
    for (const eq of cards) {
      const [, a, op, b] = /^(\d+)([+\-x/])(\d+)$/.exec(eq) ?? [];
      const x = Number(a);
      const y = Number(b);
      expect(op, eq).toBeDefined();
      if (op === '+') expect(x <= 40 && y <= 20, eq).toBe(true);
      if (op === '-') expect(x <= 60 && y <= 10 && x - y >= 0, eq).toBe(true);
      if (op === 'x') expect(x <= 10 && y <= 10, eq).toBe(true);
      if (op === '/') expect(x <= 50 && y >= 2 && y <= 10 && x % y === 0, eq).toBe(true);
    }
    expect(new Set(cards.map((eq) => /[+\-x/]/.exec(eq)![0])).size).toBe(4);
  });

  it('evaluates only well-formed exact equations', () => {
    expect(evaluateEquation('7/2')).toBeNaN();
    expect(evaluateEquation('7 + 2')).toBeNaN();
    expect(evaluateEquation('7x6')).toBe(42);
    expect(prettyCard('7x6')).toBe('7 × 6');
    expect(prettyCard('12-7')).toBe('12 − 7');
    expect(prettyCard('PLUS')).toBe('PLUS');
  });

  it('make a 100-card deck with 2 PLUS and 2 MINUS cards', () => {
    const deck = fullDeck('numbers');
    expect(deck).toHaveLength(100);
    expect(deck.filter((c) => c === 'PLUS')).toHaveLength(2);
    expect(deck.filter((c) => c === 'MINUS')).toHaveLength(2);
  });
});

describe('numbers rules', () => {
  it.each([[2, 5, 1, 2], [3, 5, 1, 3], [4, 4, 2, 2], [6, 4, 2, 2]])('%i players: %i cards, %i sequence(s) to win, %i sides', (players, cards, toWin, teams) => {
    const s = rules.setup({ variant: 'numbers', players }, 'n');
    expect(s.settings).toMatchObject({ handSize: cards, sequencesToWin: toWin, teams });
    for (const h of s.hands) expect(h).toHaveLength(cards);
    expect(s.drawPile).toHaveLength(100 - players * cards);
  });

  it('refuses player counts the numbers game does not have, and keeps the learning flag', () => {
    expect(() => rules.setup({ variant: 'numbers', players: 8 }, 'n')).toThrow(/players/);
    expect(rules.setup({ variant: 'numbers', learning: true }, 'n').settings.learning).toBe(true);
    expect(rules.setup({ variant: 'numbers', players: 6, teams: 3 }, 'n').settings).toMatchObject({ teams: 3, sequencesToWin: 2 });
  });

  it('places an equation card on a space showing its answer', () => {
    const s = position({ variant: 'numbers', hands: [['7x6'], ['3x2']] });
    expect(targetsFor(s, '7x6')).toEqual([[4, 3], [9, 2]]);
    expect(() => rules.play(s, { type: 'place', card: '7x6', row: 4, col: 4 })).toThrow(IllegalMoveError);
    const { state } = rules.play(s, rules.parseMove('place 7×6 9 2'));
    expect(state.chips[92]).toBe(0);
  });

  it('wins with one sequence at two players; PLUS is wild, MINUS removes', () => {
    const s = position({ variant: 'numbers', board: withRow(withRow(EMPTY_BOARD, 2, 'aaaa......'), 7, '.b........'), hands: [['PLUS', 'MINUS'], ['3x2']] });
    expect(targetsFor(s, 'MINUS')).toEqual([[7, 1]]);
    expect(targetsFor(s, 'PLUS')).toHaveLength(91);
    const { state } = rules.play(s, { type: 'place', card: 'PLUS', row: 2, col: 4 });
    expect(rules.score(state)).toEqual({ scores: [1, 0], winners: [0] });
  });

  it('lets a dead equation card be turned in', () => {
    // 42 is printed at (4,3) and (9,2).
    const board = withRow(withRow(EMPTY_BOARD, 4, '...b......'), 9, '*.a......*');
    const s = position({ variant: 'numbers', board, hands: [['7x6', '44-2', 'PLUS'], ['3x2']] });
    expect(deadCards(s)).toEqual(['7x6', '44-2']);
    const { state } = rules.play(s, rules.parseMove('dead 7x6'));
    expect(state.toMove).toBe(0);
    expect(state.hands[0]).toHaveLength(3);
  });

  it('round-trips a numbers position through the notation', () => {
    const s = rules.setup({ variant: 'numbers', players: 4, learning: true }, 'nn');
    expect(rules.parse(rules.format(s))).toEqual(s);
  });
});

describe('draw rule', () => {
  it('ends the soak deal that cycled for 4,363 moves in a draw when the pile runs out after the last reshuffle', () => {
    // Found by the soak run (seed "bench", game 179): with the advanced rule the full board went round
    // MINUS–PLUS for 56 reshuffles. Seats and per-move seeds as the table scene asks the computer players.
    const levels: AiLevel[] = ['easy', 'easy', 'medium', 'medium', 'easy', 'hard'];
    let s = rules.setup({ variant: 'numbers', players: 6, teams: 3, advanced: true }, 'soak-bench-179');
    // Every move but the last draws a card, and a pile holds at most the 100 cards.
    const bound = (MAX_RESHUFFLES + 1) * 100 + 1;
    const reshuffles: SequenceEvent[] = [];
    let last: SequenceEvent[] = [];
    let moves = 0;
    while (!rules.isOver(s) && moves < bound) {
      const move = ai.chooseMove(rules.view(s, s.toMove), levels[s.toMove]!, `soak-bench-179:${moves}`);
      const result = rules.play(s, move);
      s = result.state;
      last = result.events;
      reshuffles.push(...last.filter((e) => e.type === 'reshuffle'));
      moves++;
    }
    expect(rules.isOver(s)).toBe(true);
    expect(moves).toBeLessThan(1000);
    expect(s.outcome).toBe('draw');
    expect(s.reshuffles).toBe(MAX_RESHUFFLES);
    expect(last.slice(-2)).toEqual([{ type: 'deckExhausted' }, { type: 'gameOver', winners: [], draw: true }]);
    expect(reshuffles.map((e) => e.type === 'reshuffle' && e.last)).toEqual([...Array<boolean>(MAX_RESHUFFLES - 1).fill(false), true]);
  });
});
