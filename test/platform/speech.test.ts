/**
 * The spoken moves of each game (src/platform/speech/): sentences built from real engine events, in
 * English, Czech and German, and the names a screen-reader user hears for cards, gaps and spaces.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rules as noThanks, type NoThanksState } from '../../src/engine/nothanks';
import { rules as gaps, parseRows, type GapsState } from '../../src/engine/gaps';
import { rules as sequence, targetsFor } from '../../src/engine/sequence';
import { setSessionLanguage } from '../../src/platform/i18n';
import '../../src/platform/strings/sequence';
import { describeNoThanksMove, describeNoThanksStart, describeNoThanksTable, describeNoThanksTurn, type NoThanksSeats } from '../../src/platform/speech/nothanks';
import { describeGapsCard, describeGapsGap, describeGapsMove, describeGapsRow } from '../../src/platform/speech/gaps';
import { describeSequenceLines, describeSequenceMove, describeSequenceTurn, describeSequenceSpace, type SequenceSeats } from '../../src/platform/speech/sequence';
import { cardWords, countWords, spokenSymbols } from '../../src/platform/speech/words';

afterEach(() => setSessionLanguage(null));

const SEATS: NoThanksSeats = { names: ['You', 'Ada', 'Clara'], you: 0, humans: [0] };

/** A No Thanks table whose stack is known: 27 turned up, then 5, 33, … ; player `start` begins. */
function noThanksGame(start: number): NoThanksState {
  const deck = [27, 5, 33, 12, 20, 8, 35, 3, 14, 30, 22, 17, 9, 26, 11, 31, 6, 24, 29, 15, 4, 34, 19, 10];
  return noThanks.setup({ players: 3, deck, startPlayer: start }, 'speech');
}

describe('words', () => {
  it('names cards and counts in each language', () => {
    expect(cardWords('7H')).toBe('7 of hearts');
    expect(cardWords('TS')).toBe('10 of spades');
    expect(cardWords('QD')).toBe('queen of diamonds');
    expect(countWords('chips', 1)).toBe('1 chip');
    expect(countWords('chips', 3)).toBe('3 chips');
    setSessionLanguage('cs');
    expect(cardWords('KC')).toBe('kříže král');
    expect([1, 3, 5].map((n) => countWords('chips', n))).toEqual(['1 žeton', '3 žetony', '5 žetonů']);
    setSessionLanguage('de');
    expect(cardWords('AH')).toBe('Herz Ass');
    expect(countWords('cards', 2)).toBe('2 Karten');
  });

  it('speaks card symbols of a shown message as words', () => {
    expect(spokenSymbols('The 6♣ has no gap to go to.')).toBe('The 6 of clubs has no gap to go to.');
    expect(spokenSymbols('10♥ and K♠')).toBe('10 of hearts and king of spades');
  });
});

describe('No Thanks! in words', () => {
  it('says a pass with the chips on the card, and the turn of the person here', () => {
    const start = noThanksGame(2);
    const played = noThanks.play(start, { type: 'pass' });
    expect(describeNoThanksMove(played.events, played.state, SEATS)).toBe('Clara passes, pays a chip; 1 chip on the 27.');
    expect(describeNoThanksTurn(played.state, SEATS)).toBe('Your turn: the 27, 1 chip on it.');
    expect(describeNoThanksTurn(start, SEATS)).toBeNull();
    expect(describeNoThanksStart(start)).toBe('Next card: the 27; 23 cards in the stack.');
    expect(describeNoThanksTurn(played.state, { names: ['Player 1', 'Ada', 'Player 2'], you: -1, humans: [0, 2] })).toBe('Player 1’s turn.');
    const mine = noThanks.play(played.state, { type: 'pass' });
    expect(describeNoThanksMove(mine.events, mine.state, SEATS)).toBe('You pass and pay a chip; 2 chips on the 27.');
  });

  it('says a take and the next card', () => {
    const s = noThanks.play(noThanks.play(noThanksGame(1), { type: 'pass' }).state, { type: 'pass' }).state;
    const taken = noThanks.play(s, { type: 'take' });
    expect(describeNoThanksMove(taken.events, taken.state, SEATS)).toBe('You take the 27 with 2 chips. Next card: the 5; 22 cards in the stack.');
  });

  it('speaks Czech and German with "ty" and "du"', () => {
    const played = noThanks.play(noThanksGame(0), { type: 'pass' });
    setSessionLanguage('cs');
    expect(describeNoThanksMove(played.events, played.state, SEATS)).toBe('Nebereš a platíš žeton; na 27 je 1 žeton.');
    setSessionLanguage('de');
    expect(describeNoThanksMove(played.events, played.state, SEATS)).toBe('Du passt und zahlst einen Chip; 1 Chip auf der 27.');
  });

  it('says the outcome with every score', () => {
    let s = noThanksGame(0);
    let last = '';
    while (!noThanks.isOver(s)) {
      const r = noThanks.play(s, { type: 'take' });
      s = r.state;
      last = describeNoThanksMove(r.events, r.state, SEATS);
    }
    const { scores, winners } = noThanks.score(s);
    expect(last).toContain('Game over. You ');
    for (const [i, name] of SEATS.names.entries()) expect(last).toContain(`${name} ${scores[i]} points`);
    expect(last).toMatch(winners.length > 1 ? /Shared win/ : winners[0] === 0 ? /You win!$/ : /wins\.$/);
  });

  it('reads the table: the offer, each player\'s cards, and only the chips this player may know', () => {
    const s = noThanks.play(noThanks.play(noThanksGame(1), { type: 'take' }).state, { type: 'pass' }).state;
    expect(describeNoThanksTable(s, SEATS, 0, false)).toBe(
      'On offer: the 5 with 1 chip; 22 cards in the stack. You: cards none; 11 chips. Ada: cards 27; chips hidden. Clara: cards none; chips hidden.',
    );
  });
});

describe('Gaps in words', () => {
  const rows = parseRows(['2H 3H 4H 5H 6H -- 8H 9H TH JH QH KH 7H', '2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --', '-- 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC', 'KD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD --'].join('\n'));
  const state: GapsState = { ...gaps.setup({}, 'speech'), rows };

  it('names a card with where it can go, and a gap with what fits', () => {
    const legal = gaps.legalMoves(state);
    expect(describeGapsCard(state, '7H', { row: 0, col: 12 }, legal)).toBe('7 of hearts, row 1, column 13, can move to the gap after 6 of hearts');
    expect(describeGapsCard(state, '3H', { row: 0, col: 1 }, legal)).toBe('3 of hearts, row 1, column 2, in order');
    expect(describeGapsGap(state, { row: 0, col: 5 }, legal)).toBe('Gap, row 1, column 6, after 6 of hearts, 7 of hearts fits');
    expect(describeGapsRow(state, 2)).toBe('Row 3: gap, 2 of clubs, 3 of clubs, 4 of clubs, 5 of clubs, 6 of clubs, 7 of clubs, 8 of clubs, 9 of clubs, 10 of clubs, jack of clubs, queen of clubs, king of clubs.');
  });

  it('says a move, what it put in order, and the end', () => {
    const played = gaps.play(state, { type: 'move', card: '7H', to: { row: 0, col: 5 } });
    const said = describeGapsMove(played.events, played.state);
    expect(said).toMatch(/^7 of hearts to row 1, column 6, after 6 of hearts\. In order now: 7 of hearts, 8 of hearts, /);
  });
});

describe('Sequence in words', () => {
  const seats: SequenceSeats = { names: ['You', 'Computer 1'], teamNames: ['You', 'Computer 1'], you: 0, humans: [0] };

  it('says a placed chip with its space, and the turn of the person here', () => {
    const s = sequence.setup({ players: 2, startPlayer: 0 }, 'speech');
    const move = sequence.legalMoves(s).find((m) => m.type === 'place' && !m.card.startsWith('J'))!;
    expect(move.type).toBe('place');
    const played = sequence.play(s, move);
    const said = describeSequenceMove(played.events, played.state, seats);
    const place = move as { card: string; row: number; col: number };
    expect(said).toMatch(new RegExp(`^You place on ${cardWords(place.card)}, row ${place.row + 1}, column ${place.col + 1}\\. You draw [^.]+\\.$`));
    const reply = sequence.play(played.state, sequence.legalMoves(played.state).find((m) => m.type === 'place')!);
    expect(describeSequenceMove(reply.events, reply.state, seats)).toMatch(/^Computer 1 (places on|plays [^,]+ and places on) [^.]+, row \d+, column \d+\.$/);
    expect(describeSequenceTurn(reply.state, seats)).toBe('Your turn.');
    expect(describeSequenceTurn(played.state, seats)).toBeNull();
  });

  it('names a space with its chip and what the selected card can do there, and reads its lines', () => {
    const s = sequence.setup({ players: 2 }, 'speech');
    const card = s.hands[0]!.find((c) => !c.startsWith('J'))!;
    const [row, col] = targetsFor(s, card)[0]!;
    expect(describeSequenceSpace(s, row, col, 'place')).toBe(`${cardWords(card)}, row ${row + 1}, column ${col + 1}, empty, you can place here`);
    expect(describeSequenceSpace(s, 0, 0, null)).toBe('free corner, row 1, column 1, free corner');
    expect(describeSequenceLines(s, 0, 1)).toMatch(/^Across: free corner free corner, 2 of spades empty, 3 of spades empty/);
  });
});
