/**
 * Quick decision rules on a Sim, shared by the Easy and Medium players and by the Hard player's
 * rollouts. Each answers "does the player to move take the face-up card?" and never returns false
 * for a player without chips.
 */
import type { Rng } from '../core';
import type { Sim } from './sim';

/**
 * How many points net of chips a player accepts for a card, by how many chips they hold: chips are
 * cheap while plentiful and precious when nearly gone (a player without chips must take anything).
 */
export function acceptableCost(chips: number): number {
  if (chips >= 8) return 4;
  if (chips >= 5) return 6;
  if (chips >= 3) return 9;
  if (chips >= 2) return 12;
  if (chips >= 1) return 16;
  return Infinity; // no chips: must take
}

/** Net points the player to move would score by taking now: run-aware card cost minus the chips won. */
export function netCost(sim: Sim): number {
  return sim.marginal(sim.toMove, sim.faceUp) - sim.pot;
}

/** Medium and rollouts send a card around until about one chip per other player lies on it. */
export const SEND_AROUND_GREED = 1;
/** Everyone else must face at least this net cost (after one more lap) for a card to be sent around. */
const SEND_AROUND_MARGIN = 12;

/**
 * True when the card is cheap for the player to move but dear for everyone else, so it can be sent
 * around to collect chips ("Sabine holds the 34 and lets the 35 go round"). Only while the pile is
 * small, since someone else may run out of chips and be forced to take.
 */
export function worthSendingAround(sim: Sim, greed: number): boolean {
  const p = sim.toMove;
  const card = sim.faceUp;
  if (sim.marginal(p, card) > 1 || sim.pot >= greed * (sim.players - 1)) return false;
  for (let q = 0; q < sim.players; q++) {
    if (q !== p && sim.marginal(q, card) - sim.pot - (sim.players - 1) < SEND_AROUND_MARGIN) return false;
  }
  return true;
}

/**
 * Medium's rule, and the Hard player's picture of its own later play in rollouts: send a card round
 * while that pays (see above), otherwise take when the net cost is acceptable for the chips held,
 * shifted by `shift` (Medium plays with 0).
 */
export function chipAwareTakes(sim: Sim, shift: number): boolean {
  const chips = sim.chips[sim.toMove] as number;
  if (chips === 0) return true;
  if (worthSendingAround(sim, SEND_AROUND_GREED)) return false;
  return netCost(sim) <= acceptableCost(chips) + shift;
}

/** Easy: a fixed-looking threshold that wobbles from turn to turn and ignores the chip count. */
export function easyTakes(sim: Sim, rng: Rng): boolean {
  if (sim.chips[sim.toMove] === 0) return true;
  return netCost(sim) <= 4 + rng.int(6);
}
