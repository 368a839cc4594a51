/**
 * The move history's lines, from the events a move returned (pure): No Thanks takes and passes,
 * Sequence placements, removals, dead-card exchanges, sequences and passes, and the log that starts
 * again with each move of the person at the screen.
 */
import { describe, expect, it } from 'vitest';
import '../../src/platform/strings/common';
import '../../src/platform/strings/nothanks';
import '../../src/platform/strings/sequence';
import type { SequenceEvent } from '../../src/engine/sequence';
import { setSessionLanguage } from '../../src/platform/i18n';
import { MoveLog } from '../../src/ui/moveLog';
import { fullNoThanksHistory, noThanksHistory } from '../../src/scenes/nothanks/history';
import { rules as noThanks } from '../../src/engine/nothanks';
import { sequenceHistory } from '../../src/scenes/sequence/history';

describe('No Thanks history lines', () => {
  const ctx = { names: ['You', 'Ada', 'Boris'], you: 0, colors: [1, 2, 3], faceUp: 17 };

  it('names the card passed on, and a take with and without chips', () => {
    expect(noThanksHistory([{ type: 'pay', player: 1, chipsOnCard: 1 }], ctx)).toEqual([{ color: 2, text: 'Ada passed on 17', focus: { seat: 1, card: null } }]);
    const take = noThanksHistory([{ type: 'take', player: 2, card: 17, chips: 3 }, { type: 'reveal', card: 30, player: 2, stackLeft: 10 }], ctx);
    expect(take).toEqual([{ color: 3, text: 'Boris took 17 (+3)', focus: { seat: 2, card: 17 } }]);
    expect(noThanksHistory([{ type: 'take', player: 0, card: 17, chips: 0 }], ctx)[0]!.text).toBe('You took 17');
  });

  it('says the person\'s own moves in the second person where the verb follows it (German, Czech)', () => {
    const moves = [{ type: 'take', player: 0, card: 17, chips: 2 }, { type: 'reveal', card: 30, player: 0, stackLeft: 10 }, { type: 'pay', player: 0, chipsOnCard: 1 }, { type: 'take', player: 1, card: 30, chips: 0 }] as const;
    try {
      setSessionLanguage('de');
      expect(noThanksHistory(moves, { ...ctx, names: ['Du', 'Ada', 'Boris'] }).map((l) => l.text)).toEqual(['Du hast 17 genommen (+2)', 'Du passt bei 30', 'Ada nahm 30']);
      setSessionLanguage('cs');
      expect(noThanksHistory(moves, { ...ctx, names: ['Ty', 'Ada', 'Boris'] }).map((l) => l.text)).toEqual(['Vzal(a) jsi 17 (+2)', 'Nechceš 30', 'Ada vzal(a) 30']);
      // Pass-and-play: nobody is "you"; everyone is a named player.
      setSessionLanguage('de');
      expect(noThanksHistory([moves[0]], { ...ctx, names: ['Spieler 1', 'Spieler 2', 'Spieler 3'], you: -1 })[0]!.text).toBe('Spieler 1 nahm 17 (+2)');
    } finally {
      setSessionLanguage(null);
    }
  });

  it('follows the card turned up within one move', () => {
    const lines = noThanksHistory([{ type: 'reveal', card: 30, player: 2, stackLeft: 10 }, { type: 'pay', player: 2, chipsOnCard: 1 }], ctx);
    expect(lines.map((l) => l.text)).toEqual(['Boris passed on 30']);
  });

  it('lists a whole game from its record, one line per move, each naming the card on offer then', () => {
    // A finished game: pass while chips last, else take.
    let state = noThanks.setup({ players: 3 }, 'full-history');
    const moves: string[] = [];
    const want: string[] = [];
    while (!noThanks.isOver(state)) {
      const pass = noThanks.legalMoves(state).find((m) => m.type === 'pass');
      const move = pass ?? { type: 'take' as const };
      const name = ctx.names[state.toMove]!;
      const card = state.faceUp!;
      if (pass) want.push(`${state.toMove === 0 ? 'You' : name} passed on ${card}`);
      else want.push(`${state.toMove === 0 ? 'You' : name} took ${card}${state.pot > 0 ? ` (+${state.pot})` : ''}`);
      moves.push(noThanks.formatMove(move));
      state = noThanks.play(state, move).state;
    }
    const { faceUp: _, ...seats } = ctx;
    const lines = fullNoThanksHistory({ game: 'nothanks', options: { players: 3 }, seed: 'full-history', moves }, seats);
    expect(lines.map((l) => l.text)).toEqual(want);
  });
});

describe('Sequence history lines', () => {
  const ctx = {
    names: ['You', 'Computer 1', 'Computer 2', 'Computer 3'],
    you: 0,
    teamNames: ['Blue team', 'Green team'],
    teamColors: [10, 20],
    teamOf: (seat: number) => seat % 2,
    cardName: (code: string) => `<${code}>`,
  };

  it('lists placements, removals, exchanges, sequences and passes; draws and turns are not moves', () => {
    const lines = sequenceHistory(
      [
        { type: 'discardDead', player: 1, card: '5D' },
        { type: 'draw', player: 1, card: '2C' },
        { type: 'place', player: 1, team: 1, card: '7H', row: 3, col: 4 },
        { type: 'remove', player: 2, team: 0, card: 'JH', row: 5, col: 6, brokenSequences: [] },
        { type: 'sequence', team: 1, cells: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]] },
        { type: 'pass', player: 3 },
        { type: 'turn', player: 0 },
      ],
      ctx,
    );
    expect(lines.map((l) => [l.text, l.color, l.focus])).toEqual([
      ['Computer 1 exchanged the dead card <5D>', 20, []],
      ['Computer 1 played <7H> and placed a chip', 20, [[3, 4]]],
      ['Computer 2 played <JH> and removed a chip', 10, [[5, 6]]],
      ['Green team completed a sequence!', 20, [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]],
      ['Computer 3 has no move and passes.', 20, []],
    ]);
  });

  it('says the person\'s own moves in the second person where the verb follows it (German, Czech, and English for a pass)', () => {
    const mine: SequenceEvent[] = [
      { type: 'place', player: 0, team: 0, card: '7H', row: 3, col: 4 },
      { type: 'remove', player: 0, team: 0, card: 'JS', row: 5, col: 6, brokenSequences: [] },
      { type: 'discardDead', player: 0, card: '5D' },
      { type: 'pass', player: 0 },
    ];
    try {
      expect(sequenceHistory(mine, ctx).map((l) => l.text)[3]).toBe('You have no move and pass.');
      setSessionLanguage('de');
      expect(sequenceHistory(mine, { ...ctx, names: ['Du', 'Computer 1', 'Computer 2', 'Computer 3'] }).map((l) => l.text)).toEqual([
        'Du hast <7H> gespielt und einen Chip gesetzt',
        'Du hast <JS> gespielt und einen Chip entfernt',
        'Du hast die tote Karte <5D> getauscht',
        'Du kannst nicht ziehen und setzt aus.',
      ]);
      setSessionLanguage('cs');
      expect(sequenceHistory(mine, { ...ctx, names: ['Ty', 'Počítač 1', 'Počítač 2', 'Počítač 3'] }).map((l) => l.text)[0]).toBe('Zahrál(a) jsi <7H> a položil(a) žeton');
    } finally {
      setSessionLanguage(null);
    }
  });
});

describe('the move log', () => {
  const line = (text: string) => ({ color: 0, text, focus: null });

  it('keeps everything since the person at the screen last played, starting with that move', () => {
    const log = new MoveLog<null>();
    log.add([line('Ada passed')], false);
    log.add([line('You took 17')], true);
    log.add([line('Ada passed')], false);
    log.add([line('Boris took 20'), line('Boris passed')], false);
    expect(log.entries.map((e) => e.text)).toEqual(['You took 17', 'Ada passed', 'Boris took 20', 'Boris passed']);
    log.add([line('You passed')], true);
    expect(log.entries.map((e) => e.text)).toEqual(['You passed']);
  });

  it('says what the list counts from: the deal, the person\'s move, or a resumed game\'s opening', () => {
    const log = new MoveLog<null>();
    expect(log.since).toBe('start');
    log.add([line('Computer 1 played 3♥')], false);
    expect(log.since).toBe('start');
    expect(log.entries.map((e) => e.text)).toEqual(['Computer 1 played 3♥']);
    log.add([line('You played 7♦')], true);
    log.add([line('Computer 1 played 9♣')], false);
    expect(log.since).toBe('turn');
    log.clear();
    expect(log.since).toBe('start');
    // Resumed after moves were made: "since you came back" until the person moves (never "since your turn (0)").
    const resumed = new MoveLog<null>(false);
    expect(resumed.since).toBe('resume');
    resumed.add([line('Computer 1 played 9♣')], false);
    expect(resumed.since).toBe('resume');
    resumed.add([line('You played 7♦')], true);
    expect(resumed.since).toBe('turn');
    resumed.clear();
    expect(resumed.since).toBe('resume');
  });
});
