/**
 * Sequence and Sequence Numbers: the public face of the engine (see docs/engine-contract.md).
 *
 * `rules` is the GameRules object. Scenes also use the helpers exported here:
 * - `boardCell(variant, row, col)` / `boardLayout(variant)`: what each space shows (card code, number, 'FREE').
 * - `targetsFor(state | view, card)`: the [row, col] spaces a card in hand can act on now.
 * - `deadCards(state | view)`: cards in the mover's hand that are dead (may be turned in).
 * - `completedSequences(state)`: sequences with their cells, to draw lines.
 * - `teamOf`, `prettyCard`, `answerOf` (learning mode), `cardRole`.
 * Rules decisions are documented in game.ts, lines.ts, board.ts and deck.ts.
 */
import type { GameRules, ScoreReport } from '../core';
import { HIDDEN_CARD, RuleError, SPECTATOR } from '../core';
import { rowCol } from './board';
import { cardRole, spaceOfCard } from './deck';
import { canTurnInDead, isDeadCard, legalMovesOf, movesForHand, playMove, setupGame, targetCells, teamOf as teamOfSettings } from './game';
import type { Position } from './game';
import { formatMove, formatState, parseMove, parseState } from './notation';
import { standIn } from './standIn';
import type { CompletedSequence, SequenceEvent, SequenceMove, SequenceOptions, SequenceState, SequenceView } from './types';

export type * from './types';
export { boardCell, boardLayout, FREE, spacesShowing } from './board';
export { cardRole, equationCards, equationDeck, evaluateEquation, fullDeck, MINUS, parseCardCode, PLUS, prettyCard } from './deck';
export type { CardRole } from './deck';
export { allowedPlayerCounts, allowedTeamCounts, canTurnInDead, MAX_RESHUFFLES, pileOutForGood, resolveSettings } from './game';

/** Team of a player (seated alternately). */
export function teamOf(stateOrView: SequenceState | SequenceView, player: number): number {
  return teamOfSettings(stateOrView.settings, player);
}

/**
 * Spaces ([row, col]) that `card` can act on: where it places a chip, or which chips it may remove.
 * For a state: as the player to move; for a view: as the viewing player (also while waiting for
 * their turn, so a scene can highlight targets early).
 */
export function targetsFor(x: SequenceState | SequenceView, card: string): Array<[number, number]> {
  const team = 'team' in x ? x.team : teamOfSettings(x.settings, x.toMove);
  return targetCells(x, team, card).map(rowCol);
}

/** Cards in the mover's hand (the viewer's hand for a view) that are dead: both their spaces covered. */
export function deadCards(x: SequenceState | SequenceView): string[] {
  const hand = 'hand' in x ? x.hand : (x.hands[x.toMove] as string[]);
  return [...new Set(hand.filter((c) => isDeadCard(x, c)))];
}

export function completedSequences(x: SequenceState | SequenceView): CompletedSequence[] {
  return x.sequences.map((s) => ({ team: s.team, cells: s.cells.map(([r, c]) => [r, c] as [number, number]) }));
}

/** The answer printed on the board for a Sequence Numbers equation card (learning mode); undefined otherwise. */
export function answerOf(card: string): number | undefined {
  const space = spaceOfCard('numbers', card);
  return typeof space === 'number' ? space : undefined;
}

/** Legal moves as seen by a view's owner when it is their turn (what a computer player may choose from). */
export function legalMovesForView(view: SequenceView): SequenceMove[] {
  if (view.outcome !== 'playing' || view.toMove !== view.player) return [];
  const pos: Position = view;
  return movesForHand(pos, view.team, view.hand, canTurnInDead(view));
}

/** What player `p` may see; `SPECTATOR` sees the table without any hand (player and team -1). */
function viewOf(state: SequenceState, p: number): SequenceView {
  if (!Number.isInteger(p) || p < SPECTATOR || p >= state.settings.players) throw new RuleError(`no player ${p} in this game`);
  const watching = p === SPECTATOR;
  return {
    settings: { ...state.settings },
    player: p,
    team: watching ? SPECTATOR : teamOfSettings(state.settings, p),
    chips: state.chips.slice(),
    sequences: completedSequences(state),
    hand: watching ? [] : (state.hands[p] as string[]).slice(),
    handSizes: state.hands.map((h) => h.length),
    drawPileSize: state.drawPile.length,
    reshuffles: state.reshuffles,
    discards: state.discards.map((d) => d.slice()),
    toMove: state.toMove,
    deadExchanged: state.deadExchanged,
    outcome: state.outcome,
    winners: state.winners.slice(),
  };
}

/** Events as player `p` may see them: a card drawn into another hand is blanked (HIDDEN_CARD). */
function eventsSeenBy(events: readonly SequenceEvent[], p: number): SequenceEvent[] {
  return events.map((e) => (e.type === 'draw' && e.player !== p ? { ...e, card: HIDDEN_CARD } : { ...e }));
}

function scoreOf(state: SequenceState): ScoreReport {
  const scores = Array.from({ length: state.settings.teams }, (_, t) => state.sequences.filter((s) => s.team === t).length);
  return { scores, winners: state.winners.slice() };
}

export const rules: GameRules<SequenceState, SequenceMove, SequenceOptions, SequenceEvent, SequenceView> & {
  /** Whether a move is legal now (cheap check for drag-and-drop feedback). */
  isLegal(state: SequenceState, move: SequenceMove): boolean;
} = {
  id: 'sequence',
  setup: setupGame,
  toMove: (state) => state.toMove,
  legalMoves: legalMovesOf,
  play: playMove,
  isOver: (state) => state.outcome !== 'playing',
  /** Scores are completed sequences per team; winners are team indices. */
  score: scoreOf,
  view: viewOf,
  viewEvents: eventsSeenBy,
  format: formatState,
  parse: parseState,
  formatMove,
  parseMove,
  standIn,
  isLegal(state, move) {
    try {
      playMove(state, move);
      return true;
    } catch {
      return false;
    }
  },
};

