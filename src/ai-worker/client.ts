/**
 * Main-thread side of the AI worker. `chooseMove` sends the player's view (never the full state)
 * and resolves with the move the computer player chose; errors in the worker reject the promise
 * with the worker's message. One client per table scene; `dispose()` it on shutdown.
 */
import type { AiLevel, GameId } from '../engine/core';
import type { AiRequest, AiResponse } from './protocol';

interface Pending {
  resolve: (move: unknown) => void;
  reject: (err: Error) => void;
}

export class AiClient {
  private worker: Worker | null;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<AiResponse>) => this.settle(e.data);
    this.worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.failAll(new Error(`AI worker failed: ${e.message || 'could not start'}`));
    };
  }

  chooseMove<M>(game: GameId, view: unknown, level: AiLevel, seed: string): Promise<M> {
    if (!this.worker) return Promise.reject(new Error('AiClient was disposed'));
    const id = this.nextId++;
    const request: AiRequest = { id, game, view, level, seed };
    return new Promise<M>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (m: unknown) => void, reject });
      this.worker!.postMessage(request);
    });
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.failAll(new Error('AiClient was disposed'));
  }

  private settle(res: AiResponse): void {
    const p = this.pending.get(res.id);
    if (!p) return;
    this.pending.delete(res.id);
    if (res.ok) p.resolve(res.move);
    else p.reject(new Error(res.error));
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
