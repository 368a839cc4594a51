/**
 * Who decides a seat's moves. The table session (TableSession.ts) asks the controller of the seat to
 * move and plays what it answers; it never cares who answered:
 *
 * - `HumanSeat`: a person at this screen. The scene hands the session their move (`session.submit`),
 *   which checks it with the engine and passes it on here.
 * - `ComputerSeat`: a computer player thinking in the AI worker (ai-worker/client.ts), with the seat's
 *   view only, and a visible minimum thinking time.
 * - `RemoteSeat`: a person at another screen. Moves arrive as text from a `MoveSource` (the online
 *   server); the session checks them like any other move.
 *
 * Every request carries an AbortSignal: when the table closes, or the position changes under a waiting
 * seat (undo), the request is abandoned and the controller answers null.
 */
import { computerSeed, type AiLevel } from '../../engine/core';

export type SeatKind = 'human' | 'computer' | 'remote';

export interface MoveRequest<V = unknown, M = unknown> {
  readonly seat: number;
  /** The seat's view of the position (never the full state). */
  readonly view: V;
  /** The legal moves, in the engine's order. */
  readonly legal: readonly M[];
  /** Moves played so far. */
  readonly ply: number;
  /** The game's seed. Computer players think with a seed made from it and the ply (`computerSeed`), so replays think the same. */
  readonly seed: string;
  readonly signal: AbortSignal;
}

export interface SeatController<V = unknown, M = unknown> {
  readonly kind: SeatKind;
  /** The seat's move, or null when the request was abandoned (the signal aborted). */
  chooseMove(request: MoveRequest<V, M>): Promise<M | null>;
  /** The table closes: any request still waiting answers null. */
  dispose(): void;
}

/** Resolves null as soon as `signal` aborts; `settle` stops listening. */
function abandoned(signal: AbortSignal): { promise: Promise<null>; settle: () => void } {
  let settle = (): void => {};
  const promise = new Promise<null>((resolve) => {
    if (signal.aborted) return resolve(null);
    const onAbort = (): void => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    settle = () => signal.removeEventListener('abort', onAbort);
  });
  return { promise, settle };
}

/** A person at this screen: their move comes from the scene's input through `session.submit`. */
export class HumanSeat<M = unknown> implements SeatController<unknown, M> {
  readonly kind = 'human';
  private pending: ((move: M | null) => void) | null = null;

  /** `onAsked`: told each time this person is asked for a move (the table takes their input from then). */
  constructor(private readonly onAsked?: () => void) {}

  chooseMove(request: MoveRequest<unknown, M>): Promise<M | null> {
    const move = new Promise<M | null>((resolve) => {
      const stop = abandoned(request.signal);
      this.pending = (chosen) => {
        stop.settle();
        this.pending = null;
        resolve(chosen);
      };
      void stop.promise.then(() => this.pending?.(null));
    });
    this.onAsked?.();
    return move;
  }

  /** Waiting for this person's move. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** Passes on a move the session has checked; false when this seat was not asked for one. */
  give(move: M): boolean {
    if (!this.pending) return false;
    this.pending(move);
    return true;
  }

  dispose(): void {
    this.pending?.(null);
  }
}

/** What a computer player asks for its move (ai-worker/client.ts's AiClient is one). */
export interface Thinker {
  chooseMove<M>(game: string, view: unknown, level: AiLevel, seed: string): Promise<M>;
}

export interface ComputerSeatConfig<M> {
  game: string;
  level: AiLevel;
  thinker: Thinker;
  /**
   * Waits `ms` on the table's clock (a paused table pauses the thinking too); the computer's move is
   * shown no sooner, so people can follow whose turn it is. Without it there is no minimum.
   */
  wait?: (ms: number) => Promise<void>;
  /** Shortest visible thinking time before the wait's own speed scaling (default 700 ms). */
  minThinkMs?: number;
  /**
   * The move to play when the worker fails (it could not start, or threw): by default the first legal
   * move, with a warning. The game goes on rather than freezing.
   */
  fallback?: (legal: readonly M[]) => M;
}

/** Default minimum thinking time: long enough to see whose turn it is, short enough not to bore. */
export const DEFAULT_THINK_MS = 700;

/** A computer player thinking in the AI worker with the seat's view. */
export class ComputerSeat<M = unknown> implements SeatController<unknown, M> {
  readonly kind = 'computer';
  private disposed = false;

  constructor(private readonly config: ComputerSeatConfig<M>) {}

  async chooseMove(request: MoveRequest<unknown, M>): Promise<M | null> {
    if (this.disposed || request.signal.aborted) return null;
    const { game, level, thinker, wait, minThinkMs = DEFAULT_THINK_MS } = this.config;
    const thinking = thinker.chooseMove<M>(game, request.view, level, computerSeed(request.seed, request.ply)).catch((err: unknown) => {
      if (this.disposed || request.signal.aborted) return null;
      const fallback = this.config.fallback ?? ((legal: readonly M[]) => legal[0] as M);
      console.warn(`[ComputerSeat] the computer player failed, playing a fallback move: ${err instanceof Error ? err.message : String(err)}`);
      return fallback(request.legal);
    });
    const pause = wait ? wait(minThinkMs) : Promise.resolve();
    const stop = abandoned(request.signal);
    try {
      return await Promise.race([Promise.all([thinking, pause]).then(([move]) => move), stop.promise]);
    } finally {
      stop.settle();
    }
  }

  dispose(): void {
    this.disposed = true;
  }
}

/**
 * Where a remote seat's moves come from: the online server's room, say. `nextMove` resolves with the
 * move the remote player made at `ply`, in the engine's text notation, or null when the connection is
 * gone or the signal aborted.
 */
export interface MoveSource {
  nextMove(seat: number, ply: number, signal: AbortSignal): Promise<string | null>;
}

/** A person at another screen. Their moves are parsed here and checked by the session like any other. */
export class RemoteSeat<M = unknown> implements SeatController<unknown, M> {
  readonly kind = 'remote';

  constructor(
    private readonly source: MoveSource,
    private readonly parseMove: (text: string) => M,
  ) {}

  async chooseMove(request: MoveRequest<unknown, M>): Promise<M | null> {
    const text = await this.source.nextMove(request.seat, request.ply, request.signal);
    if (text === null || request.signal.aborted) return null;
    return this.parseMove(text);
  }

  dispose(): void {}
}
