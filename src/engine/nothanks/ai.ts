/**
 * Computer players for No Thanks! They receive only a NoThanksView (never the stack order, the
 * removed cards or hidden chip counts) and a seed for their randomness.
 *
 * - Easy: takes when the card's run-aware cost, net of the chips on it, is under a threshold that
 *   wobbles from turn to turn. Plays sensibly, but never plans ahead and wastes chips.
 * - Medium: a chip-aware threshold (more willing to take as its chips run low) that also sends a card
 *   around once when it fits its own run and nobody else wants it.
 * - Hard: Monte Carlo search over plausible deals of the unseen cards and hidden chips (montecarlo.ts).
 */
import { Rng } from '../core';
import type { AiLevel, GameAi } from '../core';
import { HIGHEST_CARD } from './deck';
import { easyTakes, mediumTakes } from './policies';
import { searchTakeOrPass } from './montecarlo';
import { Sim } from './sim';
import type { NoThanksMove, NoThanksView } from './types';

const TAKE: NoThanksMove = { type: 'take' };
const PASS: NoThanksMove = { type: 'pass' };

/** The view as a Sim position for the quick policies (hidden chips are not needed by them). */
function simOf(view: NoThanksView): Sim {
  const sim = new Sim();
  sim.players = view.table.players;
  view.cards.forEach((held, p) => held.forEach((c) => (sim.owner[c] = p)));
  view.chips.forEach((n, p) => (sim.chips[p] = n ?? 0));
  sim.faceUp = view.faceUp ?? 0;
  sim.pot = view.pot;
  sim.toMove = view.toMove;
  return sim;
}

function chooseMove(view: NoThanksView, level: AiLevel, seed: string): NoThanksMove {
  if (view.over || view.faceUp === null || view.faceUp > HIGHEST_CARD) return TAKE;
  if (view.toMove !== view.seat) throw new Error(`No Thanks AI: it is seat ${view.toMove}'s turn, not seat ${view.seat}'s`);
  if ((view.chips[view.seat] ?? 0) <= 0) return TAKE; // forced
  switch (level) {
    case 'easy':
      return easyTakes(simOf(view), Rng.fromSeed(seed)) ? TAKE : PASS;
    case 'medium':
      return mediumTakes(simOf(view)) ? TAKE : PASS;
    default:
      return searchTakeOrPass(view, seed).take ? TAKE : PASS;
  }
}

export const ai: GameAi<NoThanksView, NoThanksMove> = { chooseMove };
