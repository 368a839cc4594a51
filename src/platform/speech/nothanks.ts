/**
 * No Thanks! in words: each move as the table's live region says it ("Clara passes, pays a chip;
 * 3 chips on the 27"), the end of the game, and the answers to a screen-reader user's questions.
 * Pure functions of the engine's events and state.
 */
import { cardPoints, type NoThanksEvent, type NoThanksState } from '../../engine/nothanks';
import { t, tOf } from '../i18n';
import { countWords, listWords } from './words';

/** Who sits where, as the table names them; `you` marks the one person at this screen ("You"). */
export interface NoThanksSeats {
  names: readonly string[];
  /** The person at this screen when there is one (said as "you"), else -1. */
  you: number;
  /** Seats of people (their turn is said: a computer's move follows at once). */
  humans: readonly number[];
}

function withName(key: string, seat: number, seats: NoThanksSeats, params: Record<string, string | number>): string {
  return tOf(key, seat === seats.you, { name: seats.names[seat] ?? '', ...params });
}

/**
 * One move's events in words. `after` is the state the move led to (the card a chip was paid on is
 * still on offer there).
 */
export function describeNoThanksMove(events: readonly NoThanksEvent[], after: NoThanksState, seats: NoThanksSeats): string {
  const parts: string[] = [];
  for (const e of events) {
    if (e.type === 'pay') parts.push(withName('say.nt.pay', e.player, seats, { chips: countWords('chips', e.chipsOnCard), card: after.faceUp ?? '' }));
    else if (e.type === 'take') parts.push(withName('say.nt.take', e.player, seats, { card: e.card, chips: countWords('chips', e.chips) }));
    else if (e.type === 'reveal') parts.push(t('say.nt.reveal', { card: e.card, left: countWords('cards', e.stackLeft) }));
    else if (e.type === 'gameOver') parts.push(describeNoThanksEnd(e.scores, e.winners, seats));
  }
  return parts.join(' ');
}

/** The first card turned up, as a fresh table opens ("Next card: the 27; 23 cards in the stack."). */
export function describeNoThanksStart(state: NoThanksState): string | null {
  return state.faceUp === null ? null : t('say.nt.reveal', { card: state.faceUp, left: countWords('cards', state.stack.length) });
}

/** "Your turn: the 27, 3 chips on it" when a person here is asked ("Player 2's turn" between people). */
export function describeNoThanksTurn(state: NoThanksState, seats: NoThanksSeats): string | null {
  if (!seats.humans.includes(state.toMove) || state.faceUp === null) return null;
  if (state.toMove !== seats.you) return t('say.nt.turnOf', { name: seats.names[state.toMove] ?? '' });
  return t('say.nt.yourTurn', { card: state.faceUp, chips: countWords('chips', state.pot) });
}

/** The outcome: every score (lowest wins) and who won. */
export function describeNoThanksEnd(scores: readonly number[], winners: readonly number[], seats: NoThanksSeats): string {
  const list = scores.map((s, i) => t('say.nt.score', { name: seats.names[i] ?? '', points: countWords('points', s) }));
  let result: string;
  if (winners.length > 1) result = t('say.nt.shared', { names: listWords(winners.map((w) => seats.names[w] ?? '')) });
  else if (winners[0] === seats.you) result = t('say.nt.youWin');
  else result = t('say.nt.wins', { name: seats.names[winners[0] ?? 0] ?? '' });
  return t('say.nt.over', { scores: list.join(', '), result });
}

/**
 * What is on the table: the card on offer and every player's cards and the chips that are known
 * (one's own, everybody's with open chips or once the game is over). `viewer` is whose chips show.
 */
export function describeNoThanksTable(state: NoThanksState, seats: NoThanksSeats, viewer: number, over: boolean): string {
  const offer = state.faceUp === null ? t('say.nt.noOffer') : t('say.nt.offer', { card: state.faceUp, chips: countWords('chips', state.pot), left: countWords('cards', state.stack.length) });
  const rows = seats.names.map((name, i) => describeNoThanksSeat(state, seats, i, viewer === i || over || state.table.openChips));
  return [offer, ...rows].join(' ');
}

/** One seat: its cards in order and, when known, its chips. */
export function describeNoThanksSeat(state: NoThanksState, seats: NoThanksSeats, seat: number, chipsKnown: boolean): string {
  const name = seats.names[seat] ?? '';
  const cards = listWords((state.cards[seat] ?? []).map(String));
  return chipsKnown ? t('say.nt.seat', { name, cards, chips: countWords('chips', state.chips[seat] ?? 0) }) : t('say.nt.seatHidden', { name, cards });
}

/** The score so far: each player's card points (chips are taken off at the end and stay hidden). */
export function describeNoThanksScore(state: NoThanksState, seats: NoThanksSeats): string {
  return seats.names.map((name, i) => t('say.nt.score', { name, points: countWords('points', cardPoints(state.cards[i] ?? [])) })).join(', ');
}
