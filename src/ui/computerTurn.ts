/**
 * One computer player's turn, as the multiplayer table scenes (No Thanks, Sequence) run it: ask the
 * AI worker for a move with the player's view (never the full state), keep the "thinking" visible for
 * at least a minimum time so people can follow the table, and give up quietly when the scene shuts
 * down (back to the menu, rematch) or the caller aborts.
 *
 * ```ts
 * const move = await computerTurn<NoThanksMove>(this, {
 *   client: this.ai, game: 'nothanks', view: rules.view(state, seat), level: 'medium',
 *   seed: `${launch.seed}:${moves.length}`, fallback: () => rules.legalMoves(state)[0]!,
 * });
 * if (move === null) return; // the scene went away while the computer was thinking
 * ```
 */
import Phaser from 'phaser';
import type { AiLevel, GameId } from '../engine/core';
import type { AiClient } from '../ai-worker/client';
import { animMs, durationScale } from '../platform/settings';

export interface ComputerTurnRequest<M> {
  client: AiClient;
  game: GameId;
  /** `rules.view(state, seat)` of the player to move. */
  view: unknown;
  level: AiLevel;
  /** Per-turn seed (e.g. the game seed plus the move number) so replays think the same. */
  seed: string;
  /** Shortest visible thinking time before the speed setting (default 700 ms; 0 under instant speed). */
  minThinkMs?: number;
  /**
   * A move to play if the worker fails (it could not start, or threw). Without it the error is
   * rethrown; with it the error is logged as a warning and the game goes on.
   */
  fallback?: () => M;
  /** Extra cancellation besides the scene's shutdown (e.g. a rematch started mid-turn). */
  signal?: AbortSignal;
}

/** Default minimum thinking time: long enough to see whose turn it is, short enough not to bore. */
export const DEFAULT_THINK_MS = 700;

/**
 * Resolves with the computer's move, or with null when the turn was cancelled (scene shutdown or
 * `signal` aborted) — the caller then simply stops. The minimum thinking time runs on the scene
 * clock, so a paused scene pauses the thinking too.
 */
export async function computerTurn<M>(scene: Phaser.Scene, req: ComputerTurnRequest<M>): Promise<M | null> {
  if (req.signal?.aborted) return null;
  const turn = { cancelled: false };
  let cancel: () => void = () => {};
  const cancelled = new Promise<null>((resolve) => {
    cancel = () => {
      turn.cancelled = true;
      resolve(null);
    };
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, cancel);
  req.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const thinking = askWorker(req, turn);
    const pause = minimumPause(scene, req.minThinkMs ?? DEFAULT_THINK_MS);
    const both = Promise.all([thinking, pause]).then(([move]) => move);
    return await Promise.race([both, cancelled]);
  } catch (err) {
    // Shutting down usually disposes the AiClient too, which rejects the request: not an error.
    if (turn.cancelled) return null;
    throw err;
  } finally {
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, cancel);
    req.signal?.removeEventListener('abort', cancel);
  }
}

async function askWorker<M>(req: ComputerTurnRequest<M>, turn: { cancelled: boolean }): Promise<M> {
  try {
    return await req.client.chooseMove<M>(req.game, req.view, req.level, req.seed);
  } catch (err) {
    if (!req.fallback || turn.cancelled) throw err;
    console.warn(`[computerTurn] the computer player failed, playing a fallback move: ${(err as Error).message}`);
    return req.fallback();
  }
}

/** Resolves after `animMs(baseMs)` on the scene clock; at once under instant / reduced speed. */
function minimumPause(scene: Phaser.Scene, baseMs: number): Promise<void> {
  if (baseMs <= 0 || durationScale() === 0) return Promise.resolve();
  return new Promise((resolve) => scene.time.delayedCall(animMs(baseMs), () => resolve()));
}
