/**
 * The "winnable from here?" solver, on its own thread so a deep search never stalls animation.
 * One request at a time; the client terminates and restarts this worker when the position changes
 * before an answer came back (a search cannot be interrupted from outside).
 */
/// <reference lib="webworker" />
import { rules, solve, type GapsState } from '../../engine/gaps';

export interface SolveRequest {
  id: number;
  state: GapsState;
  budget: number;
}

export interface SolveAnswer {
  id: number;
  result: 'winnable' | 'unwinnable' | 'unknown' | 'error';
  /** The winning line in move notation (for autoplay). */
  moves: string[];
}

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<SolveRequest>) => {
  const { id, state, budget } = e.data;
  let answer: SolveAnswer;
  try {
    const r = solve(state, budget);
    answer = { id, result: r.result, moves: (r.moves ?? []).map((m) => rules.formatMove(m)) };
  } catch {
    answer = { id, result: 'error', moves: [] };
  }
  scope.postMessage(answer);
};
