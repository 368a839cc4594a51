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
 *   start player: 2            (history: who was offered the first card)
 *   takes: 12/0 30/5 4/1 ...   (history: every card taken so far with the chips on it, in order)
 *
 * Seats are numbered from 0 as in the state. The two history lines go together and may be left out
 * for a composed position whose past is unknown. `parse` checks everything a real position satisfies
 * (consistency.ts), and with a history, that replaying it gives exactly this position.
 */
import { RuleError, field, parseBoolean, parseFields, parseInteger, words } from '../core';
import { checkConsistent } from './consistency';
import { HIGHEST_CARD, LOWEST_CARD, MAX_PLAYERS, MIN_PLAYERS, ascending } from './deck';
import { VARIANTS } from './rules';
import type { NoThanksHistory, NoThanksMove, NoThanksState, NoThanksVariant } from './types';

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
  if (state.history) {
    const { startPlayer, takes } = state.history;
    lines.push(`start player: ${startPlayer}`, `takes: ${takes.length === 0 ? '-' : takes.map((t) => `${t.card}/${t.chips}`).join(' ')}`);
  }
  return lines.join('\n') + '\n';
}

function parseCardList(text: string, what: string): number[] {
  if (text.trim() === '-') return [];
  return words(text).map((w) => parseInteger(w, `${WHAT}: ${what}`, LOWEST_CARD, HIGHEST_CARD));
}

function parseHistory(fields: Map<string, string>, players: number): NoThanksHistory | undefined {
  const start = fields.get('start player');
  const takes = fields.get('takes');
  if (start === undefined && takes === undefined) return undefined;
  if (start === undefined || takes === undefined) throw new RuleError(`${WHAT}: "start player:" and "takes:" come together (the history) or not at all`);
  return {
    startPlayer: parseInteger(start, `${WHAT}: start player`, 0, players - 1),
    takes: takes.trim() === '-' ? [] : words(takes).map((w) => {
      const m = /^(\d+)\/(\d+)$/.exec(w);
      if (!m) throw new RuleError(`${WHAT}: takes should read "card/chips ..." (e.g. 17/3), got "${w}"`);
      return {
        card: parseInteger(m[1] as string, `${WHAT}: takes: card`, LOWEST_CARD, HIGHEST_CARD),
        chips: parseInteger(m[2] as string, `${WHAT}: takes: chips on ${m[1]}`, 0),
      };
    }),
  };
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
  const known = ['game', 'players', 'variant', 'open chips', 'to move', 'face up', 'chips on card', 'stack', 'removed', 'removed face up', 'start player', 'takes', ...seatKeys];
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
  const history = parseHistory(fields, players);
  if (history) state.history = history;
  checkConsistent(state);
  return state;
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
