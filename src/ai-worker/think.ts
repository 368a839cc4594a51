/**
 * What a computer player thinks, as plain code: the AI worker runs it (worker.ts), and so does the
 * main thread where no worker can be started (client.ts). Each game's AI module is imported on first
 * use (the menu never pays for engines it does not run).
 *
 * The games are not listed here: every engine folder's `ai.ts` (exporting `ai`) is found by the
 * bundler's glob, keyed by its folder name, which is the game's id (src/engine/<id>/ai.ts). A new
 * game's computer players need no line in this layer.
 */
import type { GameAi, GameId } from '../engine/core';
import type { AiRequest, AiResponse } from './protocol';

type AnyAi = GameAi<unknown, unknown>;

/** '../engine/gaps/ai.ts' → its loader, for every engine with computer players. */
const modules = import.meta.glob<{ ai: AnyAi }>('../engine/*/ai.ts');
const loaders = new Map<GameId, () => Promise<{ ai: AnyAi }>>(
  Object.entries(modules).map(([path, load]) => [path.split('/')[2] as GameId, load]),
);

const loaded = new Map<GameId, Promise<AnyAi>>();

function aiFor(game: GameId): Promise<AnyAi> {
  const load = loaders.get(game);
  if (!load) return Promise.reject(new Error(`unknown game "${String(game)}"`));
  let ai = loaded.get(game);
  if (!ai) {
    ai = load().then((module) => module.ai);
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
