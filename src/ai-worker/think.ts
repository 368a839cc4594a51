/**
 * What a computer player thinks, as plain code: the AI worker runs it (worker.ts), and so does the
 * main thread where no worker can be started (client.ts). Each game's AI module is imported on first
 * use (the menu never pays for engines it does not run).
 */
import type { GameAi, GameId } from '../engine/core';
import type { AiRequest, AiResponse } from './protocol';

type AnyAi = GameAi<unknown, unknown>;

const loaders: Record<GameId, () => Promise<AnyAi>> = {
  nothanks: async () => (await import('../engine/nothanks/ai')).ai as AnyAi,
  gaps: async () => (await import('../engine/gaps/ai')).ai as AnyAi,
  sequence: async () => (await import('../engine/sequence/ai')).ai as AnyAi,
};

const loaded = new Map<GameId, Promise<AnyAi>>();

function aiFor(game: GameId): Promise<AnyAi> {
  const load = loaders[game];
  if (!load) return Promise.reject(new Error(`unknown game "${String(game)}"`));
  let ai = loaded.get(game);
  if (!ai) {
    ai = load();
    loaded.set(game, ai);
  }
  return ai;
}

/** Answers one request; every failure becomes an error message for the caller's rejected promise. */
export async function answer(req: AiRequest): Promise<AiResponse> {
  try {
    const ai = await aiFor(req.game);
    return { id: req.id, ok: true, move: ai.chooseMove(req.view, req.level, req.seed) };
  } catch (err) {
    return { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
