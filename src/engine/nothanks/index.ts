/**
 * No Thanks! — public face of the engine. Scenes and the AI worker import only from here (and `./ai`).
 */
import type { GameRules } from '../core';
import { core } from './rules';
import { formatMove, formatState, parseMove, parseState } from './notation';
import { standIn } from './standIn';
import type { NoThanksEvent, NoThanksMove, NoThanksOptions, NoThanksState, NoThanksView } from './types';

export type { NoThanksEvent, NoThanksMove, NoThanksOptions, NoThanksState, NoThanksSettings, NoThanksVariant, NoThanksView } from './types';
export { HIGHEST_CARD, LOWEST_CARD, STACK_SIZE, TACTICAL_REMOVED, startChips } from './deck';
export { cardPoints, marginalCardPoints, playerScore, winnersOf } from './scoring';

export const rules: GameRules<NoThanksState, NoThanksMove, NoThanksOptions, NoThanksEvent, NoThanksView> = {
  id: 'nothanks',
  ...core,
  format: formatState,
  parse: parseState,
  formatMove,
  parseMove,
  standIn,
};
