/** Messages between `AiClient` (main thread) and the AI worker. Plain data, structured-cloned. */
import type { AiLevel, GameId } from '../engine/core';

export interface AiRequest {
  id: number;
  game: GameId;
  view: unknown;
  level: AiLevel;
  seed: string;
}

export type AiResponse = { id: number; ok: true; move: unknown } | { id: number; ok: false; error: string };
