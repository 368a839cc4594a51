/**
 * The "winnable from here?" solver, on its own thread so a deep search never stalls animation.
 * One request at a time; the client terminates and restarts this worker when the position changes
 * before an answer came back (a search cannot be interrupted from outside).
 *
 * Where the page is cross-origin isolated (so threads may share memory), a long search is shared
 * with a second worker (solveHelper.worker.ts, started with this one): 1.4–1.8× faster on two cores
 * (see VERDICT_BUDGET). Elsewhere (most embedding pages) it searches alone, as before.
 *
 * It also picks the deal of a "winnable deals only" table (`PickRequest`, engine: winnableSeed), on
 * this thread alone: the pick must be the same everywhere, so it is the one-thread search.
 */
/// <reference lib="webworker" />
import { rules, solveShared, winnableSeed, type GapsOptions, type SearchOutcome, type SolveHelper, type GapsState } from '../engine/gaps';

export interface SolveRequest {
  id: number;
  state: GapsState;
  budget: number;
}

/** Asks for the first deal derived from `base` that is proved winnable under `options` (winnableSeed). */
export interface PickRequest {
  id: number;
  pick: { base: string; options: Partial<GapsOptions> };
}

export interface PickAnswer {
  id: number;
  /** The picked deal's seed; null when no candidate was proved winnable, or the pick failed. */
  seed: string | null;
}

export interface SolveAnswer {
  id: number;
  result: 'winnable' | 'unwinnable' | 'unknown' | 'error';
  /** The winning line in move notation (for autoplay). */
  moves: string[];
}

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

/**
 * Starts the helper worker and resolves once it is loaded (a search handed to a worker still loading
 * would wait for it); null where threads cannot share memory or the helper cannot start.
 */
function startHelper(): Promise<SolveHelper | null> {
  if (!scope.crossOriginIsolated || typeof SharedArrayBuffer !== 'function') return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./solveHelper.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((ready) => {
    let waiting: { resolve: (o: SearchOutcome) => void; reject: (e: Error) => void } | null = null;
    const helper: SolveHelper = {
      search: (handoff) =>
        new Promise<SearchOutcome>((resolve, reject) => {
          waiting = { resolve, reject };
          worker.postMessage(handoff);
        }),
      pause: () => new Promise((resolve) => setTimeout(resolve, 1)),
    };
    worker.onmessage = (e: MessageEvent<SearchOutcome | 'ready'>) => {
      if (e.data === 'ready') return ready(helper);
      waiting?.resolve(e.data);
      waiting = null;
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      // Never started, or died: this search is finished alone (solveShared), and later ones are too.
      waiting?.reject(new Error(e.message || 'the solver helper failed'));
      waiting = null;
      helperReady = Promise.resolve(null);
      worker.terminate();
      ready(null);
    };
  });
}

/** Started with this worker, so that it is loaded by the time a search is long enough to share. */
let helperReady = startHelper();

/** How long a search waits for the helper to load before it goes on alone (it is used from the next search on). */
const HELPER_LOAD_MS = 1000;

function helperNow(): Promise<SolveHelper | null> {
  return Promise.race([helperReady, new Promise<null>((resolve) => setTimeout(() => resolve(null), HELPER_LOAD_MS))]);
}

function pick({ id, pick }: PickRequest): PickAnswer {
  try {
    return { id, seed: winnableSeed(pick.base, pick.options)?.seed ?? null };
  } catch {
    return { id, seed: null };
  }
}

scope.onmessage = async (e: MessageEvent<SolveRequest | PickRequest>) => {
  if ('pick' in e.data) {
    scope.postMessage(pick(e.data));
    return;
  }
  const { id, state, budget } = e.data;
  let answer: SolveAnswer;
  try {
    const r = await solveShared(state, budget, await helperNow());
    answer = { id, result: r.result, moves: (r.moves ?? []).map((m) => rules.formatMove(m)) };
  } catch {
    answer = { id, result: 'error', moves: [] };
  }
  scope.postMessage(answer);
};
