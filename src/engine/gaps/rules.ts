/**
 * Gaps (Aisleriot's rules by default), following docs/engine-contract.md.
 *
 * Decisions where the rules text is silent:
 * - A redeal is a move, legal only when no card can move (Aisleriot allows it only then). The player
 *   must redeal to go on, so `legalMoves` is `[redeal]` while stuck with redeals left. Aisleriot's own
 *   test (every gap outside the locked runs follows a king or a gap, none in the leftmost column) is
 *   the same condition: a leftmost gap always takes a free 2, and the card after any other is free.
 * - Redeals allowed: two, as in Aisleriot; the table option `redeals` may set 0..99 or 'unlimited'
 *   instead (a choice Aisleriot does not offer).
 * - Default redeal: the gathered cards are dealt row by row into the free places, each row's one gap
 *   directly right of its locked run (Aisleriot, PySolFC, Solitaire Till Dawn). A complete row 2..K
 *   takes its gap in column 13.
 * - Random gaps (Spaces/Addiction): the gaps are shuffled in with the cards; whatever lands in sequence
 *   from a 2 in the leftmost column is locked at once (locking is always read from the layout).
 * - Montana (PySolFC): nothing locks; a 2 may move from the leftmost column into another row's empty
 *   leftmost place; the score is still the cards in sequence, and a redeal still keeps them in place.
 *   One difference, a choice of ours: PySolFC lets a Montana player redeal at any time, here the
 *   redeal waits until no card can move, as in every other variant, so that the Redeal button, the
 *   stuck prompt, the hint and the redeal count mean the same at every Gaps table.
 * - Basic variant ("Gaps (Basic Variant)" of Blake & Gent, the Solvitaire rules with fixed suits; 24.9%
 *   of deals winnable by their count): dealt like the others; each row has a fixed suit in the engine's
 *   suit order from the top, spades, hearts, diamonds, clubs (grid.ts `rowSuit`), and a leftmost gap
 *   takes only its row's 2. A gap takes the card after the one on its left as always, and a gap after a
 *   king or a gap is dead. Only a row's own suit is in sequence: it locks, scores, and 48 of it wins. A
 *   2 of another suit dealt to a row's leftmost place is not in sequence and may move to its own row.
 *   No redeals: options asking for redeals or random gaps with it are refused (RuleError).
 * - The earlier "basic" rules (this game's, not the literature's: the 2s dealt into the leftmost
 *   column, then Aisleriot's rules, 22.8% winnable) live on as variant `twos`, for the records of games
 *   played under them; the menu does not offer it.
 * - The game is lost when no card can move and no redeal is left; won when every row runs 2..K.
 * - Score (Aisleriot): the cards in sequence from a 2 in the leftmost column, counted at any time,
 *   including right after the deal and after a redeal.
 * - Option `winnable` ("winnable deals only", as other solitaire apps' "solvable deals"): the table picks
 *   the seed with `winnableSeed` (winnable.ts) before `setup`, among deals proved winnable without a
 *   redeal, so that the proof holds for every redeal setting; `setup` deals its seed as usual.
 * - Option `layout` pins the deal exactly as given (any variant; in `twos` each row must start with a
 *   2, as its deal puts them there), for tests and replays; not with `winnable`, which a pinned deal
 *   was never proved to be.
 */
import { RuleError, IllegalMoveError } from '../core/errors';
import { SUIT_NAMES, cardName, isCardCode } from '../core/cards';
import { optionBoolean, optionOneOf, rejectUnknownOptions } from '../core/options';
import type { GameRules } from '../core/rules';
import { firstDeal, redeal } from './deal';
import { DEFAULT_REDEALS, ENGINE_VARIANTS, MAX_REDEALS, UNLIMITED_REDEALS } from './options';
import { cardMoves, findCard, inSequenceCards, isLockedAt, isWon, rowSuit, sequenceScore } from './grid';
import { checkLayout, checkSettings, formatMove, formatState, parseMove, parseRows, parseState } from './notation';
import { COLS, ROWS, type GapsEvent, type GapsMove, type GapsOptions, type GapsSettings, type GapsState } from './types';

export { DEFAULT_REDEALS };

const KNOWN_OPTIONS = ['redeals', 'randomGaps', 'variant', 'winnable', 'layout'] as const;

function normalizeRedeals(value: unknown): number {
  if (value === undefined) return DEFAULT_REDEALS;
  // 'unlimited' is the option's one form; Infinity and -1 are how earlier saves and launches wrote it.
  if (value === UNLIMITED_REDEALS || value === Infinity || value === -1) return -1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_REDEALS) {
    throw new RuleError(`option redeals must be a whole number from 0 to ${MAX_REDEALS} or '${UNLIMITED_REDEALS}'; got ${String(value)}`);
  }
  return value;
}

export function normalizeOptions(options: Partial<GapsOptions>): GapsSettings {
  rejectUnknownOptions(options, KNOWN_OPTIONS, 'gaps');
  const variant = optionOneOf(options.variant, ENGINE_VARIANTS, 'variant', 'aisleriot');
  // The basic variant is one deal: no redeals unless asked for (and then refused by checkSettings).
  const redeals = variant === 'basic' && options.redeals === undefined ? 0 : normalizeRedeals(options.redeals);
  const settings: GapsSettings = {
    redeals,
    randomGaps: optionBoolean(options.randomGaps, 'randomGaps', false),
    variant,
    winnable: optionBoolean(options.winnable, 'winnable', false),
  };
  checkSettings(settings);
  return settings;
}

/** Redeals still allowed; -1 = unlimited. */
export function redealsLeft(state: GapsState): number {
  return state.settings.redeals < 0 ? -1 : state.settings.redeals - state.redealsUsed;
}

function canRedeal(state: GapsState): boolean {
  return redealsLeft(state) !== 0;
}

/** The player is stuck with redeals left: the only legal move is to redeal. */
export function mustRedeal(state: GapsState): boolean {
  const legal = rules.legalMoves(state);
  return legal.length === 1 && legal[0]!.type === 'redeal';
}

/** True when no card can move (the player must redeal, or the game is lost). Won positions are not stuck. */
export function isStuck(state: GapsState): boolean {
  return !isWon(state.settings, state.rows) && cardMoves(state.settings, state.rows).length === 0;
}

function endEvents(state: GapsState): GapsEvent[] {
  const score = sequenceScore(state.settings, state.rows);
  if (isWon(state.settings, state.rows)) return [{ type: 'won', score }];
  if (cardMoves(state.settings, state.rows).length > 0) return [];
  return canRedeal(state) ? [{ type: 'stuck', redealsLeft: redealsLeft(state) }] : [{ type: 'lost', score }];
}

function difference(after: readonly string[], before: readonly string[]): string[] {
  const old = new Set(before);
  return after.filter((c) => !old.has(c));
}

function playCardMove(state: GapsState, move: Extract<GapsMove, { type: 'move' }>): { state: GapsState; events: GapsEvent[] } {
  const { card, to } = move;
  const rows = state.rows;
  const from = findCard(rows, card);
  if (from === null) throw new IllegalMoveError(`There is no ${cardName(card)} on the table`);
  const legal = cardMoves(state.settings, rows).some((m) => m.card === card && m.to.row === to.row && m.to.col === to.col);
  if (!legal) throw new IllegalMoveError(whyIllegal(state, move));
  const next = rows.map((r) => r.slice());
  next[to.row]![to.col] = card;
  next[from.row]![from.col] = null;
  const after: GapsState = { ...state, rows: next };
  const beforeSeq = inSequenceCards(state.settings, rows);
  const afterSeq = inSequenceCards(state.settings, next);
  const event: GapsEvent = {
    type: 'move',
    card,
    from,
    to,
    locked: difference(afterSeq, beforeSeq) as typeof afterSeq,
    unlocked: difference(beforeSeq, afterSeq) as typeof afterSeq,
    score: afterSeq.length,
  };
  return { state: after, events: [event, ...endEvents(after)] };
}

/** A reason a player can read for a card move that is not legal. */
function whyIllegal(state: GapsState, move: Extract<GapsMove, { type: 'move' }>): string {
  const { card, to } = move;
  const rows = state.rows;
  const name = cardName(card);
  if (to.row < 0 || to.row >= ROWS || to.col < 0 || to.col >= COLS) return 'That place is outside the tableau';
  const from = findCard(rows, card)!;
  if (isLockedAt(state.settings, rows, from)) return `The ${name} is in sequence and locked`;
  if (rows[to.row]![to.col] !== null) return 'That place is not a gap';
  if (to.col === 0) {
    const suit = rowSuit(state.settings, to.row);
    return suit === null ? 'Only a 2 can go into a gap in the leftmost column' : `Only the 2 of ${SUIT_NAMES[suit]} can go into this row's leftmost gap`;
  }
  const left = rows[to.row]![to.col - 1]!;
  if (left === null) return 'Nothing can go into a gap right of another gap';
  if (left[0] === 'K') return 'Nothing can go into a gap right of a king';
  return `Only the card after the ${cardName(left)} can go there`;
}

function playRedeal(state: GapsState): { state: GapsState; events: GapsEvent[] } {
  if (isWon(state.settings, state.rows)) throw new IllegalMoveError('The game is won');
  if (cardMoves(state.settings, state.rows).length > 0) throw new IllegalMoveError('You can redeal only when no card can move');
  if (!canRedeal(state)) throw new IllegalMoveError('No redeals are left');
  const redealNumber = state.redealsUsed + 1;
  const dealt = redeal(state.settings, state.seed, redealNumber, state.rows);
  const after: GapsState = { ...state, rows: dealt.rows, redealsUsed: redealNumber };
  const newlyLocked = difference(inSequenceCards(state.settings, dealt.rows), inSequenceCards(state.settings, state.rows)) as ReturnType<typeof inSequenceCards>;
  const event: GapsEvent = {
    type: 'redeal',
    redealNumber,
    redealsLeft: redealsLeft(after),
    dealt: dealt.dealt,
    gaps: dealt.gaps,
    rows: dealt.rows.map((r) => r.slice()),
    newlyLocked,
    score: sequenceScore(state.settings, dealt.rows),
  };
  return { state: after, events: [event, ...endEvents(after)] };
}

function checkMoveShape(move: unknown): asserts move is GapsMove {
  const m = move as GapsMove | null;
  if (m === null || typeof m !== 'object') throw new IllegalMoveError('A move must be an object');
  if (m.type === 'redeal') return;
  if (m.type !== 'move' || typeof m.card !== 'string' || typeof m.to !== 'object' || m.to === null || !Number.isInteger(m.to.row) || !Number.isInteger(m.to.col)) {
    throw new IllegalMoveError('A move is {type:"move", card, to:{row, col}} or {type:"redeal"}');
  }
  if (!isCardCode(m.card)) throw new IllegalMoveError(`"${m.card}" is not a card (a card is written like 7H or TD)`);
}

export const rules: GameRules<GapsState, GapsMove, GapsOptions, GapsEvent, GapsState> = {
  id: 'gaps',

  setup(options, seed) {
    const settings = normalizeOptions(options);
    if (settings.winnable && options.layout !== undefined) {
      throw new RuleError('Gaps: a deal given as a layout is not proved winnable: leave "winnable" off, or let the table deal');
    }
    const rows = options.layout !== undefined ? parseRows(String(options.layout)) : firstDeal(settings, seed);
    checkLayout(settings, rows);
    return { settings, seed, rows, redealsUsed: 0 };
  },

  toMove() {
    return 0;
  },

  legalMoves(state) {
    if (isWon(state.settings, state.rows)) return [];
    const moves: GapsMove[] = cardMoves(state.settings, state.rows).map((m) => ({ type: 'move', card: m.card, to: m.to }));
    if (moves.length === 0 && canRedeal(state)) moves.push({ type: 'redeal' });
    return moves;
  },

  play(state, move) {
    checkMoveShape(move);
    if (isWon(state.settings, state.rows)) throw new IllegalMoveError('The game is won');
    return move.type === 'redeal' ? playRedeal(state) : playCardMove(state, move);
  },

  isOver(state) {
    return isWon(state.settings, state.rows) || (cardMoves(state.settings, state.rows).length === 0 && !canRedeal(state));
  },

  score(state) {
    return { scores: [sequenceScore(state.settings, state.rows)], winners: isWon(state.settings, state.rows) ? [0] : [] };
  },

  view(state) {
    return state; // Gaps has no hidden information.
  },

  standIn(view) {
    return view; // the view is the whole position
  },

  format: formatState,
  parse: parseState,
  formatMove,
  parseMove,
};

