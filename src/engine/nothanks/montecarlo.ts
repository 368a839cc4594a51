/**
 * The Hard player's search: flat Monte Carlo with determinization. Each sample deals the unseen
 * cards into a random stack, fills in the chip counts (counted exactly from the history when the view
 * has one; else each hidden player holds what they started with plus what they won with cards, minus
 * a random share of the payments the hidden players made together) and draws the opponents' rules
 * (see OpponentModel), then plays the game out twice — once after taking, once after passing — in
 * that same world (common random numbers, so the comparison is sharp with few samples). Samples are
 * drawn in batches until one move is clearly better or the sample budget is spent; engines have no
 * clock, so the budget is a count (the bench measures the time it takes).
 */
import { Rng } from '../core';
import { HIGHEST_CARD, LOWEST_CARD } from './deck';
import { HARD_PRIOR, OpponentBeliefs, THRESHOLDS_3_TO_10, chipAwareRule, familyTakes, learnOpponents } from './opponents';
import type { Prior } from './opponents';
import { Sim } from './sim';
import type { NoThanksView } from './types';

export interface SearchBudget {
  /** Samples per batch; the stopping test runs after each batch. */
  batch: number;
  /** Samples before stopping early is allowed. */
  minSamples: number;
  maxSamples: number;
  /** Stop once |mean difference| exceeds this many standard errors. */
  confidence: number;
}

export const HARD_BUDGET: SearchBudget = { batch: 16, minSamples: 32, maxSamples: 640, confidence: 2.5 };

/**
 * How the searching player imagines the table. Each opponent follows a rule of the family in
 * opponents.ts, drawn per sample from `prior` — or, with `learn`, from the posterior the game's
 * history gives (each recorded decision that disagrees with a rule multiplies its weight by `noise`).
 * The searching player imagines itself playing the chip-aware rule shifted by `selfShift`.
 */
export interface OpponentModel {
  prior: Prior;
  learn: boolean;
  noise: number;
  selfShift: number;
  /** A win counts 1 (shared wins a fraction); this much per point of margin over the best opponent breaks near-ties. */
  marginWeight: number;
}

/** The Hard player: a broad family, fitted to what each opponent has done this game. */
export const HARD_MODEL: OpponentModel = { prior: HARD_PRIOR, learn: true, noise: 0.1, selfShift: 0, marginWeight: 0.01 };

/** The earlier Hard player's picture: every opponent a run-aware taker with a threshold 3..10, never updated. */
export const FIXED_THRESHOLDS: OpponentModel = { prior: THRESHOLDS_3_TO_10, learn: false, noise: 0.1, selfShift: 0, marginWeight: 0.01 };

const MARGIN_CAP = 25;

/** The known part of the position, and the unknowns to fill in per sample. */
export class Determinizer {
  readonly base = new Sim();
  readonly unseen: number[] = [];
  readonly hiddenSeats: number[] = [];
  /** Payments made by the hidden seats together: what they could hold minus what they do hold. */
  readonly hiddenPaid: number;

  /** `exactChips`: every seat's chips when known (counted from the history); else hidden ones are guessed. */
  constructor(view: NoThanksView, exactChips?: Int32Array) {
    const base = this.base.loadPublic(view);
    for (let c = LOWEST_CARD; c <= HIGHEST_CARD; c++) {
      if (base.owner[c] === -1 && c !== view.faceUp && !view.removedFaceUp.includes(c)) this.unseen.push(c);
    }
    // A hidden seat starts from the most it could hold (start + chips won); sampling then takes away
    // its share of the payments the hidden seats made together.
    let mostHidden = 0;
    if (exactChips) base.chips.set(exactChips);
    view.chips.forEach((n, p) => {
      if (n !== null || exactChips) return;
      this.hiddenSeats.push(p);
      base.chips[p] = view.startChips + (view.chipsWon[p] ?? 0);
      mostHidden += base.chips[p] as number;
    });
    // Clamped so that a malformed view can never make sampling loop forever.
    this.hiddenPaid = exactChips ? 0 : Math.max(0, Math.min(mostHidden, mostHidden - view.hiddenChips));
  }

  /** Fills `into` with one plausible full position consistent with the view. */
  sample(into: Sim, rng: Rng): void {
    into.copyFrom(this.base);
    const pool = this.unseen;
    for (let i = 0; i < into.stackEnd; i++) {
      // Partial Fisher–Yates: position i receives a card drawn from the not yet used pool[i..].
      const j = i + rng.int(pool.length - i);
      const drawn = pool[j] as number;
      pool[j] = pool[i] as number;
      pool[i] = drawn;
      into.stack[i] = drawn;
    }
    // Payments are spread evenly at random over the hidden seats, never below zero chips.
    const seats = this.hiddenSeats;
    for (let paid = 0; paid < this.hiddenPaid; ) {
      const q = seats[rng.int(seats.length)] as number;
      if ((into.chips[q] as number) > 0) {
        into.chips[q] = (into.chips[q] as number) - 1;
        paid++;
      }
    }
  }
}

/** The rule of FAMILY every seat follows in one sample. */
class TableRules {
  readonly rules: Int16Array;
  private readonly self: number;

  constructor(players: number, model: OpponentModel) {
    this.rules = new Int16Array(players);
    this.self = chipAwareRule(model.selfShift);
  }

  draw(me: number, beliefs: OpponentBeliefs, rng: Rng): void {
    for (let p = 0; p < this.rules.length; p++) this.rules[p] = p === me ? this.self : beliefs.draw(p, rng);
  }

  /** Plays to the end with every seat following its rule. */
  playOut(sim: Sim): void {
    while (sim.faceUp !== 0) {
      if (familyTakes(sim, this.rules[sim.toMove] as number)) sim.take();
      else sim.pass();
    }
  }
}

/** Value of a finished rollout for `me`; `scores` is scratch space. */
function outcome(sim: Sim, me: number, scores: Int32Array, marginWeight: number): number {
  sim.fillScores(scores);
  const mine = scores[me] as number;
  let bestOther = Infinity;
  for (let q = 0; q < sim.players; q++) if (q !== me && (scores[q] as number) < bestOther) bestOther = scores[q] as number;
  const margin = Math.max(-MARGIN_CAP, Math.min(MARGIN_CAP, bestOther - mine));
  return sim.winShare(me, scores) + marginWeight * margin;
}

export interface SearchResult {
  take: boolean;
  /** Mean of value(take) − value(pass) over the samples. */
  advantage: number;
  samples: number;
}

/** Decides take or pass for the player to move in `view` (who must be `view.seat` and hold chips). */
export function searchTakeOrPass(
  view: NoThanksView,
  seed: string,
  budget: SearchBudget = HARD_BUDGET,
  model: OpponentModel = HARD_MODEL,
): SearchResult {
  const rng = Rng.fromSeed(seed);
  const sampled = new Sim();
  const branch = new Sim();
  const learnt = model.learn && view.history !== undefined;
  const beliefs = learnt ? learnOpponents(view, model.prior, model.noise, sampled) : new OpponentBeliefs(view.table.players, model.prior);
  const world = new Determinizer(view, learnt ? sampled.chips : undefined);
  const me = view.seat;
  const table = new TableRules(view.table.players, model);
  const scores = new Int32Array(view.table.players);
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  while (n < budget.maxSamples) {
    for (let i = 0; i < budget.batch; i++) {
      world.sample(sampled, rng);
      table.draw(me, beliefs, rng);
      branch.copyFrom(sampled);
      branch.take();
      table.playOut(branch);
      const afterTake = outcome(branch, me, scores, model.marginWeight);
      branch.copyFrom(sampled);
      branch.pass();
      table.playOut(branch);
      const d = afterTake - outcome(branch, me, scores, model.marginWeight);
      sum += d;
      sumSq += d * d;
      n++;
    }
    const mean = sum / n;
    const se = Math.sqrt(Math.max(0, sumSq / n - mean * mean) / n);
    if (n >= budget.minSamples && Math.abs(mean) > budget.confidence * se) break;
  }
  return { take: sum > 0, advantage: sum / n, samples: n };
}
