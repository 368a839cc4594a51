/**
 * Asks the solver worker whether the current layout can still be won without another redeal, and
 * for the winning line (autoplay). Only the latest question matters: asking again while the worker
 * is still searching restarts it, so answers always belong to the position on screen.
 */
import type { GapsState } from '../engine/gaps';
import type { SolveAnswer, SolveRequest } from './solve.worker';
import { startWorker } from './workers';

export type Verdict = SolveAnswer['result'];

export class SolverClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (a: SolveAnswer | null) => void } | null = null;

  /** Resolves with the answer, or null when a newer question (or dispose) superseded it. */
  ask(state: GapsState, budget: number): Promise<SolveAnswer | null> {
    if (this.pending) {
      // The worker is busy with an old position: stop it rather than wait for a stale answer.
      this.pending.resolve(null);
      this.pending = null;
      this.stopWorker();
    }
    const worker = this.ensureWorker();
    const id = this.nextId++;
    // No worker could be started (a Content-Security-Policy without workers, or the library loaded
    // from another origin than the page): the indicator says it cannot tell. A search of this size
    // on the main thread would freeze the table for up to a second after every move.
    if (!worker) return Promise.resolve({ id, result: 'error', moves: [] });
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      const request: SolveRequest = { id, state, budget };
      worker.postMessage(request);
    });
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

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    const worker = startWorker(() => new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' }));
    if (!worker) return null;
    worker.onmessage = (e: MessageEvent<SolveAnswer>) => {
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
      p?.resolve({ id: p.id, result: 'error', moves: [] });
    };
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
