/**
 * Computer players for No Thanks! They see only a NoThanksView.
 */
import type { AiLevel, GameAi } from '../core';
import type { NoThanksMove, NoThanksView } from './types';
import { marginalCardPoints } from './scoring';

/** Provisional policy: take when the card costs at most a few points net of the chips on it. */
function chooseMove(view: NoThanksView, _level: AiLevel, _seed: string): NoThanksMove {
  const mine = view.chips[view.seat] ?? 0;
  if (view.faceUp === null || mine === 0) return { type: 'take' };
  const cost = marginalCardPoints(view.cards[view.seat] ?? [], view.faceUp) - view.pot;
  return cost <= 5 ? { type: 'take' } : { type: 'pass' };
}

export const ai: GameAi<NoThanksView, NoThanksMove> = { chooseMove };
