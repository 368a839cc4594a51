/**
 * Computer players for No Thanks! They receive only a NoThanksView (never the stack order, the
 * removed cards or hidden chip counts) and a seed for their randomness.
 *
 * - Easy: takes when the card's run-aware cost, net of the chips on it, is under a threshold that
 *   wobbles from turn to turn. Plays sensibly, but never plans ahead and wastes chips.
 * - Medium: a chip-aware threshold (more willing to take as its chips run low) that also sends a card
 *   around once when it fits its own run and nobody else wants it.
 * - Hard: Monte Carlo search (montecarlo.ts). It first watches the game's public history: it counts
 *   every chip, and weighs a family of decision rules by how well each explains every decision each
 *   opponent has made so far (opponents.ts), so a tight taker, a run chaser or a chip hoarder is
 *   recognised within a few cards. For each sample it deals the unseen cards into a random stack,
 *   draws a rule for every opponent from what it has learnt of them, and plays the game out after
 *   taking and after passing; it picks the move that wins more often. A few ms of CPU per decision
 *   (the budget is a sample count: engines have no clock; the bench prints the times).
 */
import { Rng, RuleError } from '../core';
import type { AiLevel, GameAi } from '../core';
import { chipAwareTakes, easyTakes } from './policies';
import { searchTakeOrPass } from './montecarlo';
import { Sim } from './sim';
import type { NoThanksMove, NoThanksView } from './types';

const TAKE: NoThanksMove = { type: 'take' };
const PASS: NoThanksMove = { type: 'pass' };

function chooseMove(view: NoThanksView, level: AiLevel, seed: string): NoThanksMove {
  if (view.over || view.faceUp === null) throw new RuleError('No Thanks AI: the game is over, there is no move to choose');
  if (view.toMove !== view.seat) throw new RuleError(`No Thanks AI: it is seat ${view.toMove}'s turn, not seat ${view.seat}'s`);
  if ((view.chips[view.seat] ?? 0) <= 0) return TAKE; // forced
  switch (level) {
    case 'easy':
      return easyTakes(new Sim().loadPublic(view), Rng.fromSeed(seed)) ? TAKE : PASS;
    case 'medium':
      return chipAwareTakes(new Sim().loadPublic(view), 0) ? TAKE : PASS;
    default:
      return searchTakeOrPass(view, seed).take ? TAKE : PASS;
  }
}

export const ai: GameAi<NoThanksView, NoThanksMove> = { chooseMove };
