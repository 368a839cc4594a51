/**
 * The rules of No Thanks! (Thorsten Gimmler, Amigo 2004), as a pure `GameRules`.
 *
 * Decisions where the printed rules of the game are silent or vary by edition:
 * - 3–7 players. Chips: 11 each at 3–5 players (2004 rules), 9 at 6 and 7 at 7 (later editions).
 * - Tactical variant: 10, 20 and 30 are removed face-up (everyone knows these gaps), 24 of the other
 *   30 cards form the stack and 6 are removed unseen; one chip fewer than standard (10 at 3–5 players,
 *   8 at 6, 6 at 7).
 * - The start player is chosen at random from the seed ("Select a start player at random"); the
 *   `startPlayer` option pins it. Setup already turns up the first card, so the initial state offers it
 *   to the start player. Play passes to the next seat (index + 1), i.e. clockwise.
 * - A taker turns up the next card and decides again; taking the 24th card ends the game at once.
 * - Chips are hidden (the rules say players keep them in their hands) unless `openChips` is set. Takes
 *   and payments are public, so the state and view keep the history of play (who was offered the first
 *   card, each card taken with its chips) and the chips each player collected with cards (`chipsWon`).
 *   See NoThanksView for what a player sees and why.
 * - Ties: see scoring.ts (more chips wins; still tied = shared win).
 */
import { IllegalMoveError, Rng, RuleError, SPECTATOR, optionBoolean, optionInteger, optionOneOf, rejectUnknownOptions } from '../core';
import type { ScoreReport } from '../core';
import { MAX_PLAYERS, MIN_PLAYERS, STACK_SIZE, VARIANTS, allCards, ascending, isCard, removedFaceUpFor, startChips } from './deck';
import { scoreReport } from './scoring';
import type { NoThanksEvent, NoThanksHistory, NoThanksMove, NoThanksOptions, NoThanksState, NoThanksSettings, NoThanksView } from './types';

const KNOWN_OPTIONS = ['players', 'variant', 'openChips', 'deck', 'startPlayer'] as const;
export { VARIANTS };

export function resolveTable(options: Partial<NoThanksOptions>): NoThanksSettings {
  if (typeof options !== 'object' || options === null) throw new RuleError('No Thanks: options must be an object');
  rejectUnknownOptions(options, KNOWN_OPTIONS, 'No Thanks');
  return {
    players: optionInteger(options.players, 'players', MIN_PLAYERS, MAX_PLAYERS, 3),
    variant: optionOneOf(options.variant, VARIANTS, 'variant', 'standard'),
    openChips: optionBoolean(options.openChips, 'openChips', false),
  };
}

/** Validates an explicit deck option: 24 distinct cards from those in play. */
function checkedDeck(deck: unknown, inPlay: readonly number[]): number[] {
  if (!Array.isArray(deck)) throw new RuleError('option deck must be a list of 24 card numbers');
  if (deck.length !== STACK_SIZE) throw new RuleError(`option deck must hold exactly ${STACK_SIZE} cards; got ${deck.length}`);
  const seen = new Set<number>();
  for (const card of deck) {
    if (typeof card !== 'number' || !isCard(card)) throw new RuleError(`option deck: ${String(card)} is not a card 3..35`);
    if (!inPlay.includes(card)) throw new RuleError(`option deck: ${card} is removed face-up in this variant`);
    if (seen.has(card)) throw new RuleError(`option deck: ${card} appears twice`);
    seen.add(card);
  }
  return deck.slice() as number[];
}

function setup(options: Partial<NoThanksOptions>, seed: string): NoThanksState {
  const table = resolveTable(options);
  const rng = Rng.fromSeed(seed);
  const removedFaceUp = removedFaceUpFor(table);
  const inPlay = allCards().filter((c) => !removedFaceUp.includes(c));
  const dealt = options.deck === undefined ? rng.shuffle(inPlay).slice(0, STACK_SIZE) : checkedDeck(options.deck, inPlay);
  const startPlayer = optionInteger(options.startPlayer, 'startPlayer', 0, table.players - 1, -1);
  const [firstCard, ...stack] = dealt as [number, ...number[]];
  const first = startPlayer >= 0 ? startPlayer : rng.int(table.players);
  return {
    table,
    stack,
    removed: inPlay.filter((c) => !dealt.includes(c)),
    removedFaceUp,
    faceUp: firstCard,
    pot: 0,
    chips: Array.from({ length: table.players }, () => startChips(table)),
    chipsWon: Array.from({ length: table.players }, () => 0),
    cards: Array.from({ length: table.players }, () => []),
    toMove: first,
    history: { startPlayer: first, takes: [] },
  };
}

function isOver(state: NoThanksState): boolean {
  return state.faceUp === null;
}

function legalMoves(state: NoThanksState): NoThanksMove[] {
  if (isOver(state)) return [];
  return (state.chips[state.toMove] ?? 0) > 0 ? [{ type: 'take' }, { type: 'pass' }] : [{ type: 'take' }];
}

function score(state: NoThanksState): ScoreReport {
  return scoreReport(state.cards, state.chips, isOver(state));
}

function take(state: NoThanksState, card: number): { state: NoThanksState; events: NoThanksEvent[] } {
  const p = state.toMove;
  const cards = state.cards.map((held, i) => (i === p ? [...held, card].sort(ascending) : held));
  const chips = state.chips.map((n, i) => (i === p ? n + state.pot : n));
  const chipsWon = state.chipsWon.map((n, i) => (i === p ? n + state.pot : n));
  const events: NoThanksEvent[] = [{ type: 'take', player: p, card, chips: state.pot }];
  const [next, ...stack] = state.stack;
  const after: NoThanksState = { ...state, cards, chips, chipsWon, pot: 0, stack, faceUp: next ?? null };
  if (state.history) after.history = { ...state.history, takes: [...state.history.takes, { card, chips: state.pot }] };
  if (next === undefined) {
    const { scores, winners } = scoreReport(cards, chips, true);
    events.push({ type: 'gameOver', scores, winners });
  } else {
    events.push({ type: 'reveal', card: next, player: p, stackLeft: stack.length });
  }
  return { state: after, events };
}

function play(state: NoThanksState, move: NoThanksMove): { state: NoThanksState; events: NoThanksEvent[] } {
  if (isOver(state)) throw new IllegalMoveError('The game is over: no more moves.');
  const type = (move as { type?: unknown } | null)?.type;
  const p = state.toMove;
  if (type === 'take') return take(state, state.faceUp as number);
  if (type !== 'pass') throw new IllegalMoveError(`Unknown move ${JSON.stringify(move)}: a move is "take" or "pass".`);
  if ((state.chips[p] ?? 0) <= 0) throw new IllegalMoveError(`Player ${p + 1} has no chips left and must take the card.`);
  const pot = state.pot + 1;
  const chips = state.chips.map((n, i) => (i === p ? n - 1 : n));
  return {
    state: { ...state, chips, pot, toMove: (p + 1) % state.table.players },
    events: [{ type: 'pay', player: p, chipsOnCard: pot }],
  };
}

/** What `seat` may see; `SPECTATOR` sees only what lies on the table (no chip count unless chips are open). */
function view(state: NoThanksState, seat: number): NoThanksView {
  if (!Number.isInteger(seat) || seat < SPECTATOR || seat >= state.table.players) throw new RuleError(`No Thanks: there is no seat ${seat}`);
  const shown = (p: number): boolean => p === seat || state.table.openChips;
  const chips = state.chips.map((n, p) => (shown(p) ? n : null));
  const seen: NoThanksView = {
    seat,
    table: { ...state.table },
    startChips: startChips(state.table),
    toMove: state.toMove,
    faceUp: state.faceUp,
    pot: state.pot,
    stackLeft: state.stack.length,
    removedFaceUp: state.removedFaceUp.slice(),
    cards: state.cards.map((held) => held.slice()),
    chips,
    chipsWon: state.chipsWon.slice(),
    hiddenChips: state.chips.reduce((sum, n, p) => (shown(p) ? sum : sum + n), 0),
    over: isOver(state),
  };
  if (state.history) seen.history = copyHistory(state.history);
  if (seen.over) {
    // The game is over: every hand of chips is counted openly (the final scores say them anyway).
    seen.chips = state.chips.slice();
    seen.hiddenChips = 0;
  }
  return seen;
}

export function copyHistory(history: NoThanksHistory): NoThanksHistory {
  return { startPlayer: history.startPlayer, takes: history.takes.map((t) => ({ ...t })) };
}

export const core = { setup, toMove: (s: NoThanksState) => s.toMove, legalMoves, play, isOver, score, view };
