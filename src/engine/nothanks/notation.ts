/**
 * Text notation of a No Thanks! position, e.g.
 *
 *   game: nothanks
 *   players: 3
 *   variant: standard
 *   open chips: no
 *   to move: 1
 *   face up: 17
 *   chips on card: 2
 *   stack: 5 9 33 ...          (face down, top first; "-" when empty)
 *   removed: 4 8 ...           (removed unseen)
 *   removed face up: -         (tactical: 10 20 30)
 *   seat 0: chips 11; won 2; cards 3 4 5   (won = chips collected with taken cards)
 *   ...
 *
 * Seats are numbered from 0 as in the state. `parse` checks everything a real position satisfies:
 * every card exactly once, the right number removed, chips conserved.
 */
import { RuleError, field, parseBoolean, parseFields, parseInteger, words } from '../core';
import { HIGHEST_CARD, LOWEST_CARD, MAX_PLAYERS, MIN_PLAYERS, STACK_SIZE, allCards, ascending, removedFaceUpFor, startChips } from './deck';
import { VARIANTS } from './rules';
import type { NoThanksMove, NoThanksState, NoThanksVariant } from './types';

const WHAT = 'No Thanks position';

function cardList(cards: readonly number[]): string {
  return cards.length === 0 ? '-' : cards.join(' ');
}

export function formatState(state: NoThanksState): string {
  const lines = [
    'game: nothanks',
    `players: ${state.table.players}`,
    `variant: ${state.table.variant}`,
    `open chips: ${state.table.openChips ? 'yes' : 'no'}`,
    `to move: ${state.toMove}`,
    `face up: ${state.faceUp ?? '-'}`,
    `chips on card: ${state.pot}`,
    `stack: ${cardList(state.stack)}`,
    `removed: ${cardList(state.removed)}`,
    `removed face up: ${cardList(state.removedFaceUp)}`,
    ...state.cards.map((held, p) => `seat ${p}: chips ${state.chips[p]}; won ${state.chipsWon[p]}; cards ${cardList(held)}`),
  ];
  return lines.join('\n') + '\n';
}

function parseCardList(text: string, what: string): number[] {
  if (text.trim() === '-') return [];
  return words(text).map((w) => parseInteger(w, `${WHAT}: ${what}`, LOWEST_CARD, HIGHEST_CARD));
}

function parseSeat(text: string, seat: number): { chips: number; won: number; cards: number[] } {
  const m = /^chips\s+(\S+)\s*;\s*won\s+(\S+)\s*;\s*cards\s+(.+)$/.exec(text.trim());
  if (!m) throw new RuleError(`${WHAT}: seat ${seat} should read "chips N; won N; cards a b c" (or "cards -"), got "${text}"`);
  return {
    chips: parseInteger(m[1] as string, `${WHAT}: seat ${seat} chips`, 0),
    won: parseInteger(m[2] as string, `${WHAT}: seat ${seat} won`, 0),
    cards: parseCardList(m[3] as string, `seat ${seat} cards`).sort(ascending),
  };
}

export function parseState(text: string): NoThanksState {
  if (typeof text !== 'string') throw new RuleError(`${WHAT}: expected text`);
  const fields = parseFields(text, WHAT);
  const get = (key: string): string => field(fields, key, WHAT);
  if (get('game') !== 'nothanks') throw new RuleError(`${WHAT}: "game:" must be nothanks, got "${get('game')}"`);
  const players = parseInteger(get('players'), `${WHAT}: players`, MIN_PLAYERS, MAX_PLAYERS);
  const variant = get('variant') as NoThanksVariant;
  if (!VARIANTS.includes(variant)) throw new RuleError(`${WHAT}: variant must be ${VARIANTS.join(' or ')}, got "${variant}"`);
  const table = { players, variant, openChips: parseBoolean(get('open chips'), `${WHAT}: open chips`) };
  const seatKeys = Array.from({ length: players }, (_, p) => `seat ${p}`);
  const known = ['game', 'players', 'variant', 'open chips', 'to move', 'face up', 'chips on card', 'stack', 'removed', 'removed face up', ...seatKeys];
  for (const key of fields.keys()) {
    if (!known.includes(key)) throw new RuleError(`${WHAT}: unexpected line "${key}:" (a ${players}-player game has seats 0..${players - 1})`);
  }
  const seats = seatKeys.map((key, p) => parseSeat(get(key), p));
  const faceUpText = get('face up');
  const state: NoThanksState = {
    table,
    stack: parseCardList(get('stack'), 'stack'),
    removed: parseCardList(get('removed'), 'removed').sort(ascending),
    removedFaceUp: parseCardList(get('removed face up'), 'removed face up').sort(ascending),
    faceUp: faceUpText === '-' ? null : parseInteger(faceUpText, `${WHAT}: face up`, LOWEST_CARD, HIGHEST_CARD),
    pot: parseInteger(get('chips on card'), `${WHAT}: chips on card`, 0),
    chips: seats.map((s) => s.chips),
    chipsWon: seats.map((s) => s.won),
    cards: seats.map((s) => s.cards),
    toMove: parseInteger(get('to move'), `${WHAT}: to move`, 0, players - 1),
  };
  checkConsistent(state);
  return state;
}

/** Throws RuleError unless the position could occur in a real game. */
export function checkConsistent(state: NoThanksState): void {
  const { table } = state;
  const expectedFaceUp = removedFaceUpFor(table);
  if (state.removedFaceUp.join(' ') !== expectedFaceUp.join(' ')) {
    throw new RuleError(`${WHAT}: the ${table.variant} variant removes face up: ${cardList(expectedFaceUp)}`);
  }
  const unseen = allCards().length - STACK_SIZE - expectedFaceUp.length;
  if (state.removed.length !== unseen) throw new RuleError(`${WHAT}: ${unseen} cards must be removed unseen, not ${state.removed.length}`);
  const places = new Map<number, string>();
  const place = (cards: readonly number[], where: string): void => {
    for (const c of cards) {
      const before = places.get(c);
      if (before !== undefined) throw new RuleError(`${WHAT}: card ${c} is both in ${before} and in ${where}`);
      places.set(c, where);
    }
  };
  place(state.removedFaceUp, 'removed face up');
  place(state.removed, 'removed');
  place(state.stack, 'the stack');
  if (state.faceUp !== null) place([state.faceUp], 'face up');
  state.cards.forEach((held, p) => place(held, `seat ${p}`));
  const missing = allCards().filter((c) => !places.has(c));
  if (missing.length > 0) throw new RuleError(`${WHAT}: card(s) ${missing.join(' ')} are nowhere`);
  if (state.faceUp === null && (state.stack.length > 0 || state.pot > 0)) {
    throw new RuleError(`${WHAT}: with no face-up card the stack must be empty and no chips on the card`);
  }
  const total = state.chips.reduce((a, b) => a + b, 0) + state.pot;
  const expected = startChips(table) * table.players;
  if (total !== expected) throw new RuleError(`${WHAT}: chips in hands and on the card add up to ${total}, not ${expected}`);
  state.chips.forEach((n, p) => {
    const won = state.chipsWon[p] as number;
    if (n > startChips(table) + won) throw new RuleError(`${WHAT}: seat ${p} holds ${n} chips but started with ${startChips(table)} and won only ${won}`);
    if (won > 0 && state.cards[p]?.length === 0) throw new RuleError(`${WHAT}: seat ${p} won ${won} chips without taking a card`);
  });
}

export function formatMove(move: NoThanksMove): string {
  if (move?.type === 'take' || move?.type === 'pass') return move.type;
  throw new RuleError(`not a No Thanks move: ${JSON.stringify(move)}`);
}

/** "take" or "pass" ("no thanks" is accepted for pass). */
export function parseMove(text: string): NoThanksMove {
  const t = String(text).trim().toLowerCase();
  if (t === 'take') return { type: 'take' };
  if (t === 'pass' || t === 'no thanks' || t === 'no thanks!') return { type: 'pass' };
  throw new RuleError(`"${text}" is not a No Thanks move (take or pass)`);
}
