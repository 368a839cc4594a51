/**
 * Asks the solver worker whether the current layout can still be won without another redeal, and
 * for the winning line (autoplay). Only the latest question matters: asking again while the worker
 * is still searching restarts it, so answers always belong to the position on screen.
 *
 * It also picks the deal of a "winnable deals only" table (`pickWinnable`), on the same worker, which
 * is then warm for the indicator's first question. Where no worker can start, the pick is made on the
 * main thread instead (as the AI client thinks inline, ai-worker/client.ts): a table cannot open
 * without its deal, and the pick is short (see WINNABLE_PICK_BUDGET).
 */
import { winnableSeed, type GapsOptions, type GapsState } from '../engine/gaps';
import type { PickAnswer, PickRequest, SolveAnswer, SolveRequest } from './solve.worker';
import { startWorker } from './workers';

export type Verdict = SolveAnswer['result'];

/** What a question to the worker comes to: its answer, `failed` (no worker, or it died), null (superseded). */
type Outcome<A> = A | 'failed' | null;

export class SolverClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (a: Outcome<SolveAnswer | PickAnswer>) => void } | null = null;

  /** Resolves with the answer, or null when a newer question (or dispose) superseded it. */
  async ask(state: GapsState, budget: number): Promise<SolveAnswer | null> {
    const id = this.nextId++;
    const answer = await this.send<SolveAnswer>({ id, state, budget } satisfies SolveRequest);
    // No worker could be started (a Content-Security-Policy without workers, or the library loaded
    // from another origin than the page): the indicator says it cannot tell. A search of this size
    // on the main thread would freeze the table for up to a second after every move.
    return answer === 'failed' ? { id, result: 'error', moves: [] } : answer;
  }

  /**
   * The seed of the first deal derived from `base` that is proved winnable (engine: winnableSeed), or
   * null when none was or the question was superseded. `onInline` is called just before the pick runs
   * on the main thread (no worker), and the pick waits `settleMs` after it, so that a word to the
   * player can be drawn before the page is busy.
   */
  async pickWinnable(base: string, options: Partial<GapsOptions>, onInline: () => void, settleMs = 100): Promise<string | null> {
    const answer = await this.send<PickAnswer>({ id: this.nextId++, pick: { base, options } } satisfies PickRequest);
    if (answer !== 'failed') return answer?.seed ?? null;
    try {
      onInline();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return winnableSeed(base, options)?.seed ?? null;
    } catch {
      return null;
    }
  }

  /** Forgets the question in flight (its promise resolves with null). */
  cancel(): void {
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = null;
    this.stopWorker();
  }

  dispose(): void {
    this.cancel();
    this.stopWorker();
  }

  private send<A extends SolveAnswer | PickAnswer>(request: SolveRequest | PickRequest): Promise<Outcome<A>> {
    // The worker is busy with an old question: stop it rather than wait for a stale answer.
    this.cancel();
    const worker = this.ensureWorker();
    if (!worker) return Promise.resolve('failed');
    return new Promise((resolve) => {
      this.pending = { id: request.id, resolve: resolve as (a: Outcome<SolveAnswer | PickAnswer>) => void };
      worker.postMessage(request);
    });
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    const worker = startWorker(() => new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' }));
    if (!worker) return null;
    worker.onmessage = (e: MessageEvent<SolveAnswer | PickAnswer>) => {
      if (this.pending?.id !== e.data.id) return;
      const { resolve } = this.pending;
      this.pending = null;
      resolve(e.data);
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      const p = this.pending;
      this.pending = null;
      this.stopWorker();
      p?.resolve('failed');
    };
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
