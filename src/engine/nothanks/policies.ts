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
  for (const band of CHIP_BANDS) if (chips >= band.minChips) return band.cost;
  return Infinity; // no chips: must take
}

/** acceptableCost as bands, most chips first (rollout.ts solves the bands in closed form). */
export const CHIP_BANDS: readonly { minChips: number; cost: number }[] = [
  { minChips: 8, cost: 4 },
  { minChips: 5, cost: 6 },
  { minChips: 3, cost: 9 },
  { minChips: 2, cost: 12 },
  { minChips: 1, cost: 16 },
];

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
 * Rollout policy of the Hard player: the Medium rule with a per-seat shift of the acceptable cost,
 * drawn once per rollout, so that simulated opponents range from stingy to chip-hungry.
 */
export function rolloutTakes(sim: Sim, shift: number): boolean {
  const chips = sim.chips[sim.toMove] as number;
  if (chips === 0) return true;
  if (worthSendingAround(sim, SEND_AROUND_GREED)) return false;
  return netCost(sim) <= acceptableCost(chips) + shift;
}

/** Medium: the chip-aware threshold without noise, plus sending good cards around once or twice. */
export function mediumTakes(sim: Sim): boolean {
  const chips = sim.chips[sim.toMove] as number;
  if (chips === 0) return true;
  if (worthSendingAround(sim, SEND_AROUND_GREED)) return false;
  return netCost(sim) <= acceptableCost(chips);
}

/** Easy: a fixed-looking threshold that wobbles from turn to turn and ignores the chip count. */
export function easyTakes(sim: Sim, rng: Rng): boolean {
  if (sim.chips[sim.toMove] === 0) return true;
  return netCost(sim) <= 4 + rng.int(6);
}
