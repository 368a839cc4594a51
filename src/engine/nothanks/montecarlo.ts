/**
 * The Hard player's search: flat Monte Carlo with determinization. Each sample deals the unseen
 * cards into a random stack and guesses the hidden chip counts (each hidden player holds what they
 * started with plus what they won with cards, minus a random share of the payments the hidden players
 * made together) and the opponents' styles (see OpponentModel), then plays the game out twice — once
 * after taking, once after passing — in that same world (common random numbers, so the comparison
 * is sharp with few samples). Samples are
 * drawn in batches until one move is clearly better or the sample budget is spent; engines have no
 * clock, so the budget is a count (the bench measures the time it takes).
 */
import { Rng } from '../core';
import { HIGHEST_CARD, LOWEST_CARD } from './deck';
import { Style, styledTakes } from './policies';
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
 * How the Hard player imagines the table. Opponents are unknown, so each rollout gives every opponent
 * a random acceptance threshold from thresholdLow .. thresholdLow + thresholdSpread − 1: it takes when
 * the run-aware net cost is at most that, whatever its chips (how many people play). The searching
 * player imagines itself playing the chip-aware rule shifted by `selfShift`. In the bench this model
 * beat a mixture with chip-aware opponents, even against the chip-aware Medium player (77% against 73%
 * at 4 players), so it is not merely fitted to the bench's threshold bots.
 */
export interface OpponentModel {
  thresholdLow: number;
  thresholdSpread: number;
  selfShift: number;
  /** A win counts 1 (shared wins a fraction); this much per point of margin over the best opponent breaks near-ties. */
  marginWeight: number;
}

export const HARD_MODEL: OpponentModel = { thresholdLow: 3, thresholdSpread: 8, selfShift: 0, marginWeight: 0.01 };

const MARGIN_CAP = 25;

/** The known part of the position, and the unknowns to fill in per sample. */
export class Determinizer {
  readonly base = new Sim();
  readonly unseen: number[] = [];
  readonly hiddenSeats: number[] = [];
  /** Payments made by the hidden seats together: what they could hold minus what they do hold. */
  readonly hiddenPaid: number;

  constructor(view: NoThanksView) {
    const base = this.base.loadPublic(view);
    for (let c = LOWEST_CARD; c <= HIGHEST_CARD; c++) {
      if (base.owner[c] === -1 && c !== view.faceUp && !view.removedFaceUp.includes(c)) this.unseen.push(c);
    }
    // A hidden seat starts from the most it could hold (start + chips won); sampling then takes away
    // its share of the payments the hidden seats made together.
    let mostHidden = 0;
    view.chips.forEach((n, p) => {
      if (n !== null) return;
      this.hiddenSeats.push(p);
      base.chips[p] = view.startChips + (view.chipsWon[p] ?? 0);
      mostHidden += base.chips[p] as number;
    });
    // Clamped so that a malformed view can never make sampling loop forever.
    this.hiddenPaid = Math.max(0, Math.min(mostHidden, mostHidden - view.hiddenChips));
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

/** A style and its parameter for every seat, redrawn for each sample. */
class TableStyles {
  readonly styles: Int8Array;
  readonly params: Int8Array;

  constructor(players: number) {
    this.styles = new Int8Array(players);
    this.params = new Int8Array(players);
  }

  draw(me: number, model: OpponentModel, rng: Rng): void {
    for (let p = 0; p < this.styles.length; p++) {
      if (p === me) {
        this.styles[p] = Style.ChipAware;
        this.params[p] = model.selfShift;
      } else {
        this.styles[p] = Style.Threshold;
        this.params[p] = model.thresholdLow + rng.int(model.thresholdSpread);
      }
    }
  }

  /** Plays to the end with every seat in its style. */
  playOut(sim: Sim): void {
    while (sim.faceUp !== 0) {
      const p = sim.toMove;
      if (styledTakes(sim, this.styles[p] as Style, this.params[p] as number)) sim.take();
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
  const world = new Determinizer(view);
  const sampled = new Sim();
  const branch = new Sim();
  const me = view.seat;
  const table = new TableStyles(view.table.players);
  const scores = new Int32Array(view.table.players);
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  while (n < budget.maxSamples) {
    for (let i = 0; i < budget.batch; i++) {
      world.sample(sampled, rng);
      table.draw(me, model, rng);
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
