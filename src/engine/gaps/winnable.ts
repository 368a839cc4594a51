/**
 * "Winnable deals only" (as in other solitaire apps' "solvable deals"): a deal picked from a base
 * seed that the solver proves can be won.
 *
 * Candidates are derived from the base seed in a fixed order (`candidateSeed`: the base itself, then
 * `base-1`, `base-2` …), and the first whose deal `solve` proves winnable within a small node budget
 * is the pick. Everything is deterministic, so one base seed (a shared deal number, a daily seed)
 * gives everybody the same deal. The pick's own seed is its first candidate, so it picks itself: a
 * link with the picked deal number and the option on deals that very deal again.
 *
 * What is proved: the deal can be won **without any redeal**, by card moves alone. That is a proof
 * for every redeal setting (a redeal is only ever offered, never forced, and there is no redeal on
 * the way to that win) and for random gaps alike (they only change where a redeal puts the gaps). A
 * deal that needs a redeal to be won is not picked: its redeals depend on which cards the player has
 * locked by then, so a proof would have to search over every way to play each round. The verdict
 * depends on the variant only (Montana: nothing locks; basic: its own deal).
 *
 * A candidate not decided within the budget is rejected like one proven lost, so the pick stays
 * quick; it leans a little towards deals whose win the search finds early (see WINNABLE_PICK_BUDGET).
 */
import { RuleError } from '../core/errors';
import { rules } from './rules';
import { solve } from './solver';
import type { GapsOptions } from './types';

/**
 * Node budget of each candidate's search, chosen for a pick well within a second at the p95 on one
 * thread, slow devices included. Positions searched per pick (250 deals of each variant searched to
 * 2 million positions, every pick simulated from them, 2026-11-27): at this budget, Aisleriot median
 * 220k, p95 1.0 million; Montana 289k, 1.25 million; basic 165k, 0.64 million (at about 3 million
 * positions per CPU second). 38% of Aisleriot deals are accepted (of the 57% winnable): a winnable
 * deal whose win the search finds only later is passed over. At 500k: 49% accepted, but p95 1.75
 * million (Montana 2.9 million).
 *
 * `npm run bench -- gaps` (GAPS_BENCH_DEALS=0: the picks alone), 200 picks per variant, 2026-11-27,
 * on a machine loaded far beyond its two cores (load average 13–18), so wall times mean little there
 * and CPU times are the figure: CPU time per pick, Aisleriot median 153 ms, p95 663 ms, max 1.35 s
 * (59.5% of candidates rejected); Montana 143 ms, 737 ms, 1.24 s (66.8%); basic 73 ms, 405 ms, 656 ms
 * (78.5%). Positions per pick as simulated (Aisleriot median 215k, p95 963k).
 */
export const WINNABLE_PICK_BUDGET = 200_000;

/** Candidates tried before giving up (the basic variant, the hardest, has about 1 in 5 winnable). */
export const MAX_PICK_CANDIDATES = 100;

/** Longest deal number a shared link accepts; candidates never grow past it. */
const MAX_SEED_LENGTH = 64;

/** Candidate `k` of `base`: the base itself for 0, else `base-k` (the base shortened if need be). */
export function candidateSeed(base: string, k: number): string {
  if (k === 0) return base;
  const suffix = `-${k}`;
  return base.slice(0, Math.max(0, MAX_SEED_LENGTH - suffix.length)) + suffix;
}

export interface WinnablePick {
  /** The deal's seed: deal it with `rules.setup(options, seed)`, share it, replay it. */
  seed: string;
  /** Candidates searched, the pick included (1: the base itself was winnable). */
  tried: number;
  /** Positions searched over all candidates. */
  nodes: number;
}

/**
 * The first candidate of `base` whose deal under `options` is proved winnable without a redeal, or
 * null when none of the first `maxCandidates` is (never seen with the defaults; the caller then
 * deals the base as it is). Pure and deterministic: same arguments, same pick.
 */
export function winnableSeed(
  base: string,
  options: Partial<GapsOptions>,
  budget: number = WINNABLE_PICK_BUDGET,
  maxCandidates: number = MAX_PICK_CANDIDATES,
): WinnablePick | null {
  if (options.layout !== undefined) throw new RuleError('gaps: a pinned layout cannot be replaced by a winnable deal');
  let nodes = 0;
  for (let k = 0; k < maxCandidates; k++) {
    const seed = candidateSeed(base, k);
    const verdict = solve(rules.setup(options, seed), budget);
    nodes += verdict.nodes;
    if (verdict.result === 'winnable') return { seed, tried: k + 1, nodes };
  }
  return null;
}
