/**
 * The Hard player's picture of how each opponent decides, learnt from the game's public history.
 *
 * A small family of decision rules (`FAMILY`) spans the ways people play No Thanks!:
 * - linear takers: take when  cost − w·pile ≤ t + s·max(0, 6 − chips), where cost is the run-aware cost
 *   of the card (or its face value, for players who ignore their runs), t how much they accept, w how
 *   much they value the chips on it (large w: they send cards round for chips), s how much more willing
 *   they grow as their chips run low;
 * - the chip-aware rule with sending round (policies.ts), with a few shifts.
 * Every recorded decision of an opponent (history.ts replays them with exact chip counts) multiplies
 * each rule's weight by 1 − noise if the rule agrees and by noise if not, so a rule that keeps
 * mispredicting fades but a single odd move does not rule anything out. Forced takes (no chips) say
 * nothing. The rollouts (montecarlo.ts) then draw each opponent's rule from its posterior per sample.
 */
import type { Rng } from '../core';
import { replayHistory } from './history';
import { chipAwareTakes } from './policies';
import type { Sim } from './sim';
import type { NoThanksView } from './types';

const RUN = 0;
const FACE = 1;
const CHIP_AWARE = 2;
/** Below this many chips the `s` term makes a linear taker more willing. */
const LOW_CHIPS = 6;

const ACCEPT = [-8, -6, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18, 21];
const PILE_WEIGHTS = [1, 2, 3, 4];
const LOW_CHIP_SLOPES = [0, 2];
const CHIP_AWARE_SHIFTS = [-3, 0, 3];

/** The family as parallel arrays (fast in rollouts): kind, t (or shift), w, s. */
export const FAMILY = (() => {
  const kind: number[] = [];
  const t: number[] = [];
  const w: number[] = [];
  const s: number[] = [];
  const add = (k: number, tt: number, ww: number, ss: number): void => {
    kind.push(k);
    t.push(tt);
    w.push(ww);
    s.push(ss);
  };
  for (const tt of ACCEPT) for (const ww of PILE_WEIGHTS) for (const ss of LOW_CHIP_SLOPES) add(RUN, tt, ww, ss);
  for (const tt of ACCEPT) for (const ss of LOW_CHIP_SLOPES) add(FACE, tt, 1, ss);
  for (const shift of CHIP_AWARE_SHIFTS) add(CHIP_AWARE, shift, 0, 0);
  return { size: kind.length, kind: Int8Array.from(kind), t: Int8Array.from(t), w: Int8Array.from(w), s: Int8Array.from(s) };
})();

/** The index in FAMILY of the chip-aware rule with this shift. */
export function chipAwareRule(shift: number): number {
  for (let i = 0; i < FAMILY.size; i++) if (FAMILY.kind[i] === CHIP_AWARE && FAMILY.t[i] === shift) return i;
  throw new RangeError(`no chip-aware rule with shift ${shift} in the family`);
}

/** Does the player to move in `sim` take under rule `i` of FAMILY? Always true without chips. */
export function familyTakes(sim: Sim, i: number): boolean {
  const chips = sim.chips[sim.toMove] as number;
  if (chips === 0) return true;
  const kind = FAMILY.kind[i] as number;
  if (kind === CHIP_AWARE) return chipAwareTakes(sim, FAMILY.t[i] as number);
  const cost = kind === FACE ? sim.faceUp : sim.marginal(sim.toMove, sim.faceUp);
  const low = chips < LOW_CHIPS ? (FAMILY.s[i] as number) * (LOW_CHIPS - chips) : 0;
  return cost - (FAMILY.w[i] as number) * sim.pot <= (FAMILY.t[i] as number) + low;
}

/** Prior weights over FAMILY: what a player is before we have seen them decide. */
export type Prior = Float64Array;

/** Spread over the whole family: half on run-aware takers, a fifth on face-value ones, the rest chip-aware. */
const SPREAD: Prior = (() => {
  const counts = [0, 0, 0];
  for (let i = 0; i < FAMILY.size; i++) counts[FAMILY.kind[i] as number]! += 1;
  const share = [0.5, 0.2, 0.3];
  return Float64Array.from({ length: FAMILY.size }, (_, i) => (share[FAMILY.kind[i] as number] as number) / (counts[FAMILY.kind[i] as number] as number));
})();

/** Run-aware takers with a threshold 3..10 and nothing else, all equally likely. */
export const THRESHOLDS_3_TO_10: Prior = Float64Array.from({ length: FAMILY.size }, (_, i) =>
  FAMILY.kind[i] === RUN && FAMILY.w[i] === 1 && FAMILY.s[i] === 0 && (FAMILY.t[i] as number) >= 3 && (FAMILY.t[i] as number) <= 10 ? 1 : 0,
);

/** `share` of the weight on `core` and the rest spread over the whole family (both normalised). */
export function blend(core: Prior, share: number): Prior {
  const sum = (p: Prior): number => p.reduce((a, b) => a + b, 0);
  const c = sum(core);
  const s = sum(SPREAD);
  return Float64Array.from(core, (w, i) => (share * w) / c + ((1 - share) * (SPREAD[i] as number)) / s);
}

/**
 * The Hard player's prior: most weight on the typical player (a run-aware taker accepting 3..10 points),
 * the rest on every other rule, so that a few decisions that only an unusual rule explains move the
 * weight there. Without the typical core the rollouts are played by too many odd players before the
 * history has said much (against run chasers a flat prior won 38% at 5 players, this one 58%); with
 * the core alone, unusually tight players are never recognised.
 */
export const HARD_PRIOR: Prior = blend(THRESHOLDS_3_TO_10, 0.6);

/** Per-seat posteriors over FAMILY as cumulative weights, for drawing a rule per rollout. */
export class OpponentBeliefs {
  private readonly cumulative: Float64Array[];

  constructor(players: number, prior: Prior, posteriors?: Float64Array[]) {
    this.cumulative = Array.from({ length: players }, (_, p) => {
      const weights = posteriors?.[p] ?? prior;
      const cum = new Float64Array(FAMILY.size);
      let total = 0;
      for (let i = 0; i < FAMILY.size; i++) cum[i] = total += weights[i] as number;
      return cum;
    });
  }

  /** A rule for seat `p`, drawn with probability proportional to its weight. */
  draw(p: number, rng: Rng): number {
    const cum = this.cumulative[p] as Float64Array;
    const x = rng.next() * (cum[cum.length - 1] as number);
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cum[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** The posterior weight of rule `i` for seat `p` (normalised), for tests and tuning. */
  weight(p: number, i: number): number {
    const cum = this.cumulative[p] as Float64Array;
    return ((cum[i] as number) - (i > 0 ? (cum[i - 1] as number) : 0)) / (cum[cum.length - 1] as number);
  }
}

/**
 * Weighs FAMILY by every decision the history shows each seat (other than `view.seat`) making.
 * `scratch` is a Sim to replay on; it ends in the current position with every seat's chips exact.
 * Without a history the beliefs are the prior.
 */
export function learnOpponents(view: NoThanksView, prior: Prior, noise: number, scratch: Sim): OpponentBeliefs {
  const players = view.table.players;
  if (!view.history) return new OpponentBeliefs(players, prior);
  // Log-weights, so that a long game cannot underflow.
  const logs = Array.from({ length: players }, () => Float64Array.from(prior, (w) => (w > 0 ? Math.log(w) : -Infinity)));
  const agree = Math.log(1 - noise);
  const disagree = Math.log(noise);
  replayHistory(scratch, view.table, view.history, view.faceUp, view.pot, (sim, took) => {
    const p = sim.toMove;
    if (p === view.seat || sim.chips[p] === 0) return;
    const log = logs[p] as Float64Array;
    for (let i = 0; i < FAMILY.size; i++) {
      if (log[i] !== -Infinity) log[i] = (log[i] as number) + (familyTakes(sim, i) === took ? agree : disagree);
    }
  });
  const posteriors = logs.map((log) => {
    let top = -Infinity;
    for (const x of log) if (x > top) top = x;
    return Float64Array.from(log, (x) => Math.exp(x - top));
  });
  return new OpponentBeliefs(players, prior, posteriors);
}
