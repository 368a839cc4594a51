/**
 * Main-thread side of the AI worker. `chooseMove` sends the player's view (never the full state)
 * and resolves with the move the computer player chose; errors in the worker reject the promise
 * with the worker's message. One client per table scene; `dispose()` it on shutdown.
 *
 * Where no worker can be started, the computer players think on the main thread instead (think.ts,
 * loaded then), with the same moves for the same seeds: slower frames while they think, but the game
 * goes on. That happens when a page's Content-Security-Policy forbids workers, and when the library
 * bundle is loaded from another origin than the page (a CDN): browsers start workers from the page's
 * own origin only, and `new Worker` throws.
 */
import type { AiLevel, GameId } from '../engine/core';
import type { AiRequest, AiResponse } from './protocol';
import { startWorker } from './workers';

interface Pending {
  request: AiRequest;
  resolve: (move: unknown) => void;
  reject: (err: Error) => void;
}

/** Said once per page: every later table thinks inline too (workers.ts). */
let warnedInline = false;

export class AiClient {
  private worker: Worker | null = null;
  /** No worker could be started: requests are answered on the main thread. */
  private inline = false;
  private disposed = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  constructor() {
    const worker = startWorker(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
    if (!worker) {
      this.thinkInline('this page starts no workers');
      return;
    }
    worker.onmessage = (e: MessageEvent<AiResponse>) => this.settle(e.data);
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      // The worker did not start (or died): what it was asked is answered here instead.
      this.thinkInline(e.message || 'could not start');
    };
    this.worker = worker;
  }

  /** True once requests are answered on the main thread (no worker could be started). */
  get thinksInline(): boolean {
    return this.inline;
  }

  chooseMove<M>(game: GameId, view: unknown, level: AiLevel, seed: string): Promise<M> {
    if (this.disposed) return Promise.reject(new Error('AiClient was disposed'));
    const id = this.nextId++;
    const request: AiRequest = { id, game, view, level, seed };
    return new Promise<M>((resolve, reject) => {
      this.pending.set(id, { request, resolve: resolve as (m: unknown) => void, reject });
      if (this.inline) void this.answerInline(request);
      else this.worker!.postMessage(request);
    });
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.worker = null;
    this.failAll(new Error('AiClient was disposed'));
  }

  private thinkInline(why: string): void {
    if (this.inline) return;
    this.inline = true;
    this.worker?.terminate();
    this.worker = null;
    if (!warnedInline) console.warn(`Card Table: no AI worker (${why}); computer players think on the main thread`);
    warnedInline = true;
    for (const p of this.pending.values()) void this.answerInline(p.request);
  }

  private async answerInline(request: AiRequest): Promise<void> {
    let think: typeof import('./think');
    try {
      think = await import('./think');
    } catch (err) {
      // Offline as well: the request fails like a worker error (the table then plays its fallback).
      this.settle({ id: request.id, ok: false, error: `AI could not be loaded: ${err instanceof Error ? err.message : String(err)}` });
      return;
    }
    // A macrotask first, so the frame showing whose turn it is gets drawn before the thinking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!this.pending.has(request.id)) return;
    this.settle(await think.answer(request));
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
