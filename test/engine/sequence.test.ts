/**
 * Classic Sequence rules, tested with positions written in the text notation.
 * Board reference (row 0 at the top):
 *   0: *  2S 3S 4S 5S 6S 7S 8S 9S *      5: TC TS 8C 7H 2H 3H KH TD 6H 2D
 *   1: 6C 5C 4C 3C 2C AH KH QH TH TS     6: QC 9S 9C 8H 9H TH QH QD 5H 3D
 *   2: 7C AS 2D 3D 4D 5D 6D 7D 9H QS     7: KC 8S TC QC KC AC AD KD 4H 4D
 *   3: 8C KS 6C 5C 4C 3C 2C 8D 8H KS     8: AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
 *   4: 9C QS 7C 6H 5H 4H AH 9D 7H AS     9: *  AD KD QD TD 9D 8D 7D 6D *
 */
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Rng, RuleError } from '../../src/engine/core';
import { boardCell, boardLayout, deadCards, FREE, legalMovesForView, MAX_RESHUFFLES, rules, targetsFor } from '../../src/engine/sequence';
import type { SequenceEvent, SequenceMove, SequenceState } from '../../src/engine/sequence';
import { ai } from '../../src/engine/sequence/ai';
import { EMPTY_BOARD, position, withRow } from './sequence-fixtures';

function play(state: SequenceState, text: string) {
  return rules.play(state, rules.parseMove(text));
}

function sequenceEvents(events: SequenceEvent[]) {
  return events.filter((e): e is Extract<SequenceEvent, { type: 'sequence' }> => e.type === 'sequence');
}

function expectRefused(state: SequenceState, move: SequenceMove, reason: RegExp) {
  const before = rules.format(state);
  expect(() => rules.play(state, move)).toThrow(IllegalMoveError);
  expect(() => rules.play(state, move)).toThrow(reason);
  expect(rules.format(state)).toBe(before);
}

describe('classic board', () => {
  it('has free corners and every non-jack card exactly twice', () => {
    const layout = boardLayout('classic');
    expect(layout).toHaveLength(100);
    for (const [r, c] of [[0, 0], [0, 9], [9, 0], [9, 9]] as const) expect(boardCell('classic', r, c)).toBe(FREE);
    const counts = new Map<string | number, number>();
    for (const space of layout) if (space !== FREE) counts.set(space, (counts.get(space) ?? 0) + 1);
    expect(counts.size).toBe(48);
    for (const rank of 'A23456789TQK') for (const suit of 'SHDC') expect(counts.get(rank + suit), rank + suit).toBe(2);
    expect([...counts.keys()].some((k) => String(k).startsWith('J'))).toBe(false);
  });

  it('matches the printed board at known spaces', () => {
    expect(boardCell('classic', 0, 1)).toBe('2S');
    expect(boardCell('classic', 1, 0)).toBe('6C');
    expect(boardCell('classic', 4, 4)).toBe('5H');
    expect(boardCell('classic', 9, 8)).toBe('6D');
    expect(() => boardCell('classic', 10, 0)).toThrow(RangeError);
  });
});

describe('setup', () => {
  const dealt: Array<[number, number, number]> = [[2, 7, 2], [3, 6, 3], [4, 6, 2], [6, 5, 2], [8, 4, 2], [9, 4, 3], [10, 3, 2], [12, 3, 2]];
  it.each(dealt)('%i players get %i cards each and play in %i sides', (players, cards, teams) => {
    const s = rules.setup({ players }, 'deal');
    expect(s.hands).toHaveLength(players);
    for (const h of s.hands) expect(h).toHaveLength(cards);
    expect(s.settings.teams).toBe(teams);
    expect(s.drawPile).toHaveLength(104 - players * cards);
    expect(s.settings.sequencesToWin).toBe(teams === 2 ? 2 : 1);
  });

  it('lets 6 and 12 players choose three teams', () => {
    expect(rules.setup({ players: 6, teams: 3 }, 's').settings).toMatchObject({ teams: 3, sequencesToWin: 1 });
    expect(rules.setup({ players: 12, teams: 3 }, 's').settings.teams).toBe(3);
  });

  it('refuses bad options with a readable reason', () => {
    expect(() => rules.setup({ players: 5 }, 's')).toThrow(/players/);
    expect(() => rules.setup({ players: 4, teams: 3 }, 's')).toThrow(/teams/);
    expect(() => rules.setup({ variant: 'chess' as never }, 's')).toThrow(/variant/);
    expect(() => rules.setup({ learning: true }, 's')).toThrow(/learning/);
    expect(() => rules.setup({ colour: 'red' } as never, 's')).toThrow(/unknown option/);
    expect(() => rules.setup({ deck: ['AS'] }, 's')).toThrow(RuleError);
  });

  it('is deterministic and honours an explicit deck and start player', () => {
    expect(rules.format(rules.setup({}, 'x'))).toBe(rules.format(rules.setup({}, 'x')));
    expect(rules.format(rules.setup({}, 'x'))).not.toBe(rules.format(rules.setup({}, 'y')));
    const deck = rules.setup({}, 'x').hands[0]!.concat(rules.setup({}, 'x').hands[1]!, rules.setup({}, 'x').drawPile);
    const s = rules.setup({ deck, startPlayer: 1 }, 'other');
    expect(s.toMove).toBe(1);
    expect(s.hands[1]![0]).toBe(deck[0]);
    expect(s.hands[0]![0]).toBe(deck[1]);
  });
});

describe('sequences', () => {
  it('counts a free corner for the player (four chips make a sequence)', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 0, '*aaa.....*'), hands: [['5S'], ['2D']] });
    const { state, events } = play(s, 'place 5S 0 4');
    expect(sequenceEvents(events).map((e) => e.cells)).toEqual([[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]]);
    expect(state.sequences).toHaveLength(1);
    expect(rules.isOver(state)).toBe(false);
  });

  it('lets both sides use the same corner', () => {
    let board = withRow(EMPTY_BOARD, 0, '*AAAA....*');
    board = ['*AAAA....*', 'b.........', 'b.........', 'b.........', ...EMPTY_BOARD.slice(4)];
    const s = position({ board, hands: [['2D'], ['9C']], toMove: 1, sequences: 'a 00 01 02 03 04' });
    const { state, events } = play(s, 'place 9C 4 0');
    expect(sequenceEvents(events)).toEqual([{ type: 'sequence', team: 1, cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]] }]);
    expect(rules.score(state).scores).toEqual([1, 1]);
  });

  it('counts a line of six as one sequence', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaa.aa....'), hands: [['7H'], ['2D']] });
    const { state, events } = play(s, 'place 7H 5 3');
    expect(sequenceEvents(events)).toHaveLength(1);
    expect(state.sequences).toHaveLength(1);
    expect(rules.isOver(state)).toBe(false);
  });

  it('counts a line of nine as two sequences sharing the middle chip, which wins', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.aaaa.'), hands: [['2H'], ['2D']] });
    const { state, events } = play(s, 'place 2H 5 4');
    expect(sequenceEvents(events).map((e) => e.cells[0])).toEqual([[5, 0], [5, 4]]);
    expect(rules.isOver(state)).toBe(true);
    expect(rules.score(state)).toEqual({ scores: [2, 0], winners: [0] });
    expect(events.at(-1)).toEqual({ type: 'gameOver', winners: [0], draw: false });
    expect(rules.legalMoves(state)).toEqual([]);
  });

  it('counts a line of ten as two sequences', () => {
    // Five in a row are a sequence at once, so a line of ten always has one before its last chip.
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.AAAAA'), hands: [['2H'], ['2D']], sequences: 'a 55 56 57 58 59' });
    const { state, events } = play(s, 'place 2H 5 4');
    expect(sequenceEvents(events).map((e) => e.cells)).toEqual([[[5, 0], [5, 1], [5, 2], [5, 3], [5, 4]]]);
    expect(rules.score(state)).toEqual({ scores: [2, 0], winners: [0] });
  });

  it('accepts a second sequence sharing one chip with the first', () => {
    const board = ['*........*', '..........', '..a.......', '..a.......', '..a.......', 'AAAAA.....', '..........', '..........', '..........', '*........*'];
    const s = position({ board, hands: [['9C'], ['2D']], sequences: 'a 50 51 52 53 54' });
    const { state, events } = play(s, 'place 9C 6 2');
    expect(sequenceEvents(events)).toEqual([{ type: 'sequence', team: 0, cells: [[2, 2], [3, 2], [4, 2], [5, 2], [6, 2]] }]);
    expect(state.winners).toEqual([0]);
  });

  it('refuses a second sequence sharing two chips with the first, until the line reaches nine', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'AAAAAaa..a'), hands: [['TD', '6H'], ['2D']], sequences: 'a 50 51 52 53 54' });
    const after = play(s, 'place TD 5 7');
    expect(sequenceEvents(after.events)).toEqual([]);
    expect(after.state.sequences).toHaveLength(1);
    // Team b plays anything; then the line of ten holds a second sequence apart from the first.
    const b = play(after.state, 'place 2D 2 2').state;
    const last = play(b, 'place 6H 5 8');
    expect(sequenceEvents(last.events).map((e) => e.cells)).toEqual([[[5, 5], [5, 6], [5, 7], [5, 8], [5, 9]]]);
    expect(last.state.winners).toEqual([0]);
  });

  it('needs only one sequence with three sides', () => {
    const s = position({ players: 3, board: withRow(EMPTY_BOARD, 6, 'cccc......'), hands: [['2D'], ['3D'], ['9H']], toMove: 2 });
    const { state } = play(s, 'place 9H 6 4');
    expect(rules.score(state)).toEqual({ scores: [0, 0, 1], winners: [2] });
  });
});

describe('teams', () => {
  it('counts a partner\'s sequence for the team (4 players, 2 teams)', () => {
    const board = withRow(withRow(EMPTY_BOARD, 8, 'AAAAA.....'), 6, 'aaaa......');
    const s = position({ players: 4, board, hands: [['2D'], ['3D'], ['9H'], ['4D']], toMove: 2, sequences: 'a 80 81 82 83 84' });
    const { state, events } = play(s, 'place 9H 6 4');
    expect(events.find((e) => e.type === 'place')).toMatchObject({ player: 2, team: 0 });
    expect(rules.score(state)).toEqual({ scores: [2, 0], winners: [0] });
  });

  it('lets the second team win with one sequence when 6 play in 3 teams', () => {
    const s = position({ players: 6, teams: 3, board: withRow(EMPTY_BOARD, 6, 'bbbb......'), hands: [['2D'], ['3D'], ['4D'], ['5D'], ['9H'], ['6D']], toMove: 4 });
    const { state } = play(s, 'place 9H 6 4');
    expect(rules.score(state)).toEqual({ scores: [0, 1, 0], winners: [1] });
  });

  it('does not let a team remove its own chips', () => {
    const s = position({ players: 4, board: withRow(EMPTY_BOARD, 3, 'a.b.......'), hands: [['JH'], ['3D'], ['4D'], ['5D']] });
    expect(targetsFor(s, 'JH')).toEqual([[3, 2]]);
    expectRefused(s, { type: 'remove', card: 'JH', row: 3, col: 0 }, /your own chip/);
  });
});

describe('jacks', () => {
  const locked = withRow(withRow(EMPTY_BOARD, 2, 'AAAAA.....'), 7, '....a.....');

  it('one-eyed jack cannot remove a chip of a completed sequence', () => {
    const s = position({ board: locked, hands: [['2D'], ['JH']], toMove: 1, sequences: 'a 20 21 22 23 24' });
    expect(targetsFor(s, 'JH')).toEqual([[7, 4]]);
    expectRefused(s, { type: 'remove', card: 'JH', row: 2, col: 2 }, /completed sequence/);
    const { state, events } = play(s, 'remove JH 7 4');
    expect(state.chips[74]).toBe(-1);
    expect(events[0]).toEqual({ type: 'remove', player: 1, team: 0, card: 'JH', row: 7, col: 4, brokenSequences: [] });
  });

  it('with the advanced rule, a one-eyed jack breaks a completed sequence', () => {
    const s = position({ advanced: true, board: locked, hands: [['2D'], ['JS']], toMove: 1, sequences: 'a 20 21 22 23 24' });
    const { state, events } = play(s, 'remove JS 2 2');
    expect(state.sequences).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'remove', brokenSequences: [{ team: 0, cells: [[2, 0], [2, 1], [2, 2], [2, 3], [2, 4]] }] });
    expect(rules.format(state)).toContain('a a . a a');
  });

  it('with the advanced rule, five chips left of a broken line of six are a sequence at once', () => {
    const board = withRow(EMPTY_BOARD, 2, 'AAAAAa....');
    const s = position({ advanced: true, board, hands: [['2D'], ['JS']], toMove: 1, sequences: 'a 20 21 22 23 24' });
    const { state, events } = play(s, 'remove JS 2 0');
    expect(sequenceEvents(events)).toEqual([{ type: 'sequence', team: 0, cells: [[2, 1], [2, 2], [2, 3], [2, 4], [2, 5]] }]);
    expect(rules.score(state).scores).toEqual([1, 0]);
  });

  it('two-eyed jack places on any open space but not on corners or chips', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 1, 'b.........'), hands: [['JD'], ['2D']] });
    const targets = targetsFor(s, 'JD');
    expect(targets).toHaveLength(95);
    expect(targets).not.toContainEqual([0, 0]);
    expect(targets).not.toContainEqual([1, 0]);
    expectRefused(s, { type: 'place', card: 'JD', row: 0, col: 9 }, /corners/);
    expect(play(s, 'place JD 4 4').state.chips[44]).toBe(0);
  });
});

describe('dead cards', () => {
  // 5C is printed at (1,1) and (3,3); 4C at (1,2) and (3,4).
  const board = ['*........*', '.bb.......', '..........', '...bb.....', ...EMPTY_BOARD.slice(4)];

  it('may be turned in once per turn, before playing', () => {
    const s = position({ board, hands: [['5C', '4C', '9H'], ['2D']], drawTop: ['KD'] });
    expect(deadCards(s)).toEqual(['5C', '4C']);
    expect(rules.legalMoves(s).slice(0, 2)).toEqual([{ type: 'deadDiscard', card: '5C' }, { type: 'deadDiscard', card: '4C' }]);
    const { state, events } = play(s, 'dead 5C');
    expect(events).toEqual([{ type: 'discardDead', player: 0, card: '5C' }, { type: 'draw', player: 0, card: 'KD' }]);
    expect(state.toMove).toBe(0);
    expect(state.hands[0]).toEqual(['4C', '9H', 'KD']);
    expect(state.discards[0]).toEqual(['5C']);
    expectRefused(state, { type: 'deadDiscard', card: '4C' }, /only one dead card per turn/);
    const next = play(state, 'place KD 7 7').state;
    expect(next.toMove).toBe(1);
    expect(next.deadExchanged).toBe(false);
  });

  it('cannot be turned in while the pile is out for good: the normal turn is played instead, and it may win', () => {
    // The pile is empty after the last reshuffle. Team a has a sequence on row 5 and four on row 6;
    // the 9H (printed at (2,8) and (6,4)) wins. Turning in the 5C would have nothing to draw.
    const lastTurn = [...board.slice(0, 5), 'AAAAA.....', 'aaaa......', ...board.slice(7)];
    const s = position({ board: lastTurn, hands: [['5C', '9H'], ['2D']], restInDrawPile: false, reshuffles: MAX_RESHUFFLES, sequences: 'a 50 51 52 53 54' });
    expect(deadCards(s)).toEqual(['5C']);
    expect(rules.legalMoves(s).map((m) => rules.formatMove(m))).toEqual(['place 9H 2 8', 'place 9H 6 4']);
    expectRefused(s, { type: 'deadDiscard', card: '5C' }, /no card is left to replace a dead card: play another card/);
    const win = play(s, 'place 9H 6 4');
    expect(win.state.outcome).toBe('won');
    expect(win.state.winners).toEqual([0]);
    // Otherwise the draw after the turn ends the game in a draw.
    const last = play(s, 'place 9H 2 8');
    expect(last.events.slice(-2)).toEqual([{ type: 'deckExhausted' }, { type: 'gameOver', winners: [], draw: true }]);
    expect(last.state.outcome).toBe('draw');
    // The computer players are not offered the exchange either, and take the win.
    expect(legalMovesForView(rules.view(s, 0)).some((m) => m.type === 'deadDiscard')).toBe(false);
    for (const level of ['medium', 'hard'] as const) expect(ai.chooseMove(rules.view(s, 0), level, 'last'), level).toEqual({ type: 'place', card: '9H', row: 6, col: 4 });
  });

  it('a player holding only dead cards while the pile is out for good is skipped; nobody with a move left is a draw', () => {
    // Player 1 holds only the dead 5C (both its spaces covered). Player 0 draws the last card there is.
    const s = position({ board, hands: [['9H'], ['5C']], drawTop: ['KD'], restInDrawPile: false, reshuffles: MAX_RESHUFFLES });
    const first = play(s, 'place 9H 2 8');
    expect(first.events.slice(1)).toEqual([{ type: 'draw', player: 0, card: 'KD' }, { type: 'pass', player: 1 }, { type: 'turn', player: 0 }]);
    expect(first.state.toMove).toBe(0);
    // Player 0 plays the KD; its draw finds the pile out for good: a draw.
    const last = play(first.state, rules.formatMove(rules.legalMoves(first.state)[0]!));
    expect(last.events.slice(-2)).toEqual([{ type: 'deckExhausted' }, { type: 'gameOver', winners: [], draw: true }]);
    expect(last.state.outcome).toBe('draw');
    // Nobody with a move at all (both hands dead) is a draw at once.
    const stuck = position({ board, hands: [['9H'], ['5C']], drawTop: ['4C'], restInDrawPile: false, reshuffles: MAX_RESHUFFLES });
    const none = play(stuck, 'place 9H 2 8');
    expect(none.events.slice(1)).toEqual([{ type: 'draw', player: 0, card: '4C' }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }, { type: 'gameOver', winners: [], draw: true }]);
  });

  it('refuses to turn in a live card', () => {
    const s = position({ board, hands: [['5C', '9H'], ['2D']] });
    expectRefused(s, { type: 'deadDiscard', card: '9H' }, /not a dead card/);
    expectRefused(s, { type: 'place', card: '5C', row: 1, col: 1 }, /already covered/);
  });
});

describe('illegal moves', () => {
  const s = position({ board: withRow(EMPTY_BOARD, 4, '....b.....'), hands: [['5H', '9H', 'JH'], ['2D']] });
  it.each<[SequenceMove, RegExp]>([
    [{ type: 'place', card: 'KD', row: 7, col: 7 }, /not in your hand/],
    [{ type: 'place', card: '9H', row: 5, col: 5 }, /does not go on that space/],
    [{ type: 'place', card: '5H', row: 4, col: 4 }, /already covered/],
    [{ type: 'place', card: '9H', row: 0, col: 0 }, /corners/],
    [{ type: 'place', card: '9H', row: 12, col: 0 }, /not a board space/],
    [{ type: 'remove', card: '9H', row: 4, col: 4 }, /cannot remove/],
    [{ type: 'remove', card: 'JH', row: 5, col: 5 }, /no chip/],
    [{ type: 'place', card: 'JH', row: 5, col: 5 }, /cannot place/],
    [{ type: 'jump', card: '9H' } as unknown as SequenceMove, /unknown move type/],
  ])('refuses %j', (move, reason) => expectRefused(s, move, reason));

  it('refuses every move once the game is over', () => {
    const over = play(position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.aaaa.'), hands: [['2H'], ['2D']] }), 'place 2H 5 4').state;
    expectRefused(over, { type: 'place', card: '2D', row: 2, col: 2 }, /over/);
  });

  it('parseMove refuses malformed text', () => {
    for (const bad of ['', 'place', 'place QS 3', 'place QS 3 4 5', 'dead', 'place ZZ 1 1', 'remove JH 10 1', 'fly QS 1 1']) {
      expect(() => rules.parseMove(bad), bad).toThrow(RuleError);
    }
    expect(rules.parseMove('place 10s 3 4')).toEqual({ type: 'place', card: 'TS', row: 3, col: 4 });
  });
});

describe('drawing', () => {
  it('draws after each turn, and reshuffles the discards when the pile is empty', () => {
    // A real game whose pile has just run out for the first time (a written position with an empty
    // pile and no reshuffle yet would need the board to fit the 90 cards played: parse checks that).
    let s = rules.setup({}, 'empty-pile-2');
    const rng = Rng.fromSeed('choices-2');
    while (s.drawPile.length > 0) s = rules.play(s, rng.pick(rules.legalMoves(s))).state;
    expect(s.outcome).toBe('playing');
    expect(s.reshuffles).toBe(0);
    const played = s.discards.flat().length;
    const mover = s.toMove;
    const move = rules.legalMoves(s).find((m) => m.type === 'place')!;
    const { state, events } = rules.play(s, move);
    const reshuffle = events.find((e) => e.type === 'reshuffle');
    expect(reshuffle).toEqual({ type: 'reshuffle', count: played + 1, last: false });
    expect(events.filter((e) => e.type === 'draw')).toHaveLength(1);
    expect(state.drawPile).toHaveLength(played);
    expect(state.discards.flat()).toEqual([]);
    expect(state.hands[mover]).toHaveLength(7);
    expect(state.reshuffles).toBe(1);
  });

  it.each([1, MAX_RESHUFFLES - 1])('after %i reshuffle(s), an empty pile is reshuffled once more and counted', (done) => {
    const s = position({ hands: [['9H'], ['2D']], restInDrawPile: false, reshuffles: done });
    const { state, events } = play(s, 'place 9H 2 8');
    expect(events.map((e) => e.type)).toEqual(['place', 'reshuffle', 'draw', 'turn']);
    expect(events[1]).toEqual({ type: 'reshuffle', count: 103, last: done + 1 === MAX_RESHUFFLES });
    expect(state.reshuffles).toBe(done + 1);
    expect(state.outcome).toBe('playing');
    expect(state.toMove).toBe(1);
  });

  it('ends in a draw when the pile runs out after the last allowed reshuffle', () => {
    const s = position({ hands: [['9H'], ['2D']], restInDrawPile: false, reshuffles: MAX_RESHUFFLES });
    const { state, events } = play(s, 'place 9H 2 8');
    expect(events).toEqual([
      { type: 'place', player: 0, team: 0, card: '9H', row: 2, col: 8 },
      { type: 'deckExhausted' },
      { type: 'gameOver', winners: [], draw: true },
    ]);
    expect(state.outcome).toBe('draw');
    expect(rules.isOver(state)).toBe(true);
    expect(rules.score(state)).toEqual({ scores: [0, 0], winners: [] });
    expect(rules.legalMoves(state)).toEqual([]);
    // Nothing was reshuffled or drawn: the discards stay where they were, the mover's hand is one short.
    expect(state.reshuffles).toBe(MAX_RESHUFFLES);
    expect(state.drawPile).toEqual([]);
    expect(state.hands[0]).toEqual([]);
    expect(state.discards[0]).toHaveLength(103);
    expect(rules.parse(rules.format(state))).toEqual(state);
  });

  it('at the limit, a pile that still has cards is drawn from as usual', () => {
    const s = position({ hands: [['9H'], ['2D']], drawTop: ['KD'], reshuffles: MAX_RESHUFFLES });
    const { state, events } = play(s, 'place 9H 2 8');
    expect(events.map((e) => e.type)).toEqual(['place', 'draw', 'turn']);
    expect(state.hands[0]).toEqual(['KD']);
    expect(state.outcome).toBe('playing');
  });

  it('a winning move at the limit wins: the winner does not draw, so the empty pile does not matter', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.aaaa.'), hands: [['2H'], ['2D']], restInDrawPile: false, reshuffles: MAX_RESHUFFLES });
    const { state, events } = play(s, 'place 2H 5 4');
    expect(events.at(-1)).toEqual({ type: 'gameOver', winners: [0], draw: false });
    expect(events.some((e) => e.type === 'deckExhausted')).toBe(false);
    expect(state.outcome).toBe('won');
  });

  it('skips a player who cannot move and ends in a draw when nobody can', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 4, '....b.....'), hands: [['JH'], ['JS']], drawTop: ['JS'] });
    const { state, events } = play(s, 'remove JH 4 4');
    expect(events.map((e) => e.type)).toEqual(['remove', 'draw', 'pass', 'pass', 'gameOver']);
    expect(state.outcome).toBe('draw');
    expect(rules.score(state).winners).toEqual([]);
    expect(rules.isOver(state)).toBe(true);
  });

  it('skips only the player without a move', () => {
    const s = position({ players: 3, board: withRow(EMPTY_BOARD, 4, '....b.....'), hands: [['JH'], ['3D'], ['JS']], drawTop: ['2D'] });
    // After a removes b's only chip, c (JS only) can still remove a's? a has no chips: c is skipped.
    const { state, events } = play(s, 'remove JH 4 4');
    expect(events.map((e) => e.type)).toEqual(['remove', 'draw', 'turn']);
    expect(state.toMove).toBe(1);
    const next = play(state, 'place 3D 2 3');
    expect(next.events.map((e) => e.type)).toEqual(['place', 'draw', 'turn']);
    expect(next.state.toMove).toBe(2);
  });
});

describe('view', () => {
  it('hides other hands and the draw pile order', () => {
    const s = rules.setup({ players: 4 }, 'view');
    const v = rules.view(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handSizes).toEqual([6, 6, 6, 6]);
    expect(v.drawPileSize).toBe(s.drawPile.length);
    expect(v.reshuffles).toBe(0);
    expect(rules.view(position({ hands: [['9H'], ['2D']], reshuffles: 3 }), 0).reshuffles).toBe(3);
    expect(v.team).toBe(1);
    expect(Object.keys(v)).not.toContain('hands');
    expect(Object.keys(v)).not.toContain('drawPile');
    expect(Object.keys(v)).not.toContain('rng');
    const seen = JSON.stringify(v);
    const others = [0, 2, 3].map((p) => s.hands[p]!.join(' '));
    for (const h of others) expect(seen).not.toContain(h);
    expect(() => rules.view(s, 4)).toThrow(RuleError);
  });
});

describe('notation', () => {
  it('round-trips a dealt game and refuses broken positions', () => {
    const s = rules.setup({ players: 3 }, 'nota');
    const text = rules.format(s);
    expect(rules.parse(text)).toEqual(s);
    const broken: Array<[string, string]> = [
      [text.replace(/^hand 0: (\S+)/m, 'hand 0: $1 $1'), 'too many'],
      [text.replace(`to-move: ${s.toMove}`, 'to-move: 7'), 'to-move'],
      [text.replace('board:\n* .', 'board:\n. .'), 'corners'],
      [text.replace('board:\n* .', 'board:\n* z'), 'not a chip'],
      [text.replace('sequences: -', 'sequences: a 01 02 03 04 05'), 'no chip'],
      [text.replace('outcome: playing', 'outcome: won 1'), 'too few'],
      [text.replace('variant: classic', 'variant: poker'), 'variant'],
      [text.replace('board:', 'colour: red\nboard:'), 'unknown line'],
      [text.split('board:')[0]!, 'board'],
    ];
    for (const [bad, why] of broken) expect(() => rules.parse(bad), why).toThrow(RuleError);
  });

  it('writes the number of reshuffles and reads it back', () => {
    const s = play(position({ hands: [['9H'], ['2D']], restInDrawPile: false, reshuffles: 2 }), 'place 9H 2 8').state;
    const text = rules.format(s);
    expect(text).toContain('\nreshuffles: 3\n');
    expect(rules.parse(text)).toEqual(s);
    expect(rules.parse(text).reshuffles).toBe(3);
  });

  it('reads a position written before the draw rule (no reshuffles line) as no reshuffles yet', () => {
    const s = rules.setup({ players: 3 }, 'old');
    const old = rules.format(s).replace(/^reshuffles: .*\n/m, '');
    expect(old).not.toContain('reshuffles');
    expect(rules.parse(old)).toEqual(s);
    expect(rules.parse(old).reshuffles).toBe(0);
  });

  it('refuses a reshuffle count that is negative, not a whole number or beyond the limit', () => {
    const text = rules.format(rules.setup({}, 'bad'));
    expect(rules.parse(text.replace('reshuffles: 0', `reshuffles: ${MAX_RESHUFFLES}`)).reshuffles).toBe(MAX_RESHUFFLES);
    for (const bad of ['-1', '1.5', 'two', '', String(MAX_RESHUFFLES + 1)]) {
      expect(() => rules.parse(text.replace('reshuffles: 0', `reshuffles: ${bad}`)), bad).toThrow(RuleError);
    }
  });

  it('refuses a marked chip that is in no sequence', () => {
    const text = rules.format(position({ board: withRow(EMPTY_BOARD, 4, '....a.....'), hands: [['9H'], ['2D']] }));
    expect(() => rules.parse(text.replace('. . . . a', '. . . . A'))).toThrow(/marked/);
  });
});
