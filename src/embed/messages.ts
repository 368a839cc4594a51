/**
 * The postMessage protocol between an embedded game (in an `<iframe>`) and the page around it.
 *
 * From the game to the page: `{ type: 'card-table:event', event: 'ready' | 'gameStart' | 'gameOver', ... }`.
 * From the page to the game: `{ type: 'card-table:command', command: 'newGame' | 'pause' | 'resume' | 'mute' | 'unmute', ... }`.
 * Anything else that arrives (other scripts on the page talk postMessage too) is ignored, as is a
 * command from an origin the game was not told to trust.
 */
import type { GameId } from '../engine/core';
import { isGameId } from '../platform/gameRegistry';
import type { LifecycleEvent } from '../ui/runtime/lifecycle';

export const EVENT_TYPE = 'card-table:event';
export const COMMAND_TYPE = 'card-table:command';

/** 'ready' comes from the embedding layer; the game's start and end from its tables (ui/runtime/lifecycle.ts). */
export type CardTableEvent = { event: 'ready' } | LifecycleEvent;

export type CardTableCommand =
  | { command: 'newGame'; game?: GameId; seed?: string; options?: Record<string, string> }
  | { command: 'pause' }
  | { command: 'resume' }
  | { command: 'mute' }
  | { command: 'unmute' };

const SIMPLE = ['pause', 'resume', 'mute', 'unmute'] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A well-formed command, or null for anything else. Options are kept as strings for parseEmbedParams. */
export function parseCommand(data: unknown): CardTableCommand | null {
  if (!isRecord(data) || data.type !== COMMAND_TYPE || typeof data.command !== 'string') return null;
  if ((SIMPLE as readonly string[]).includes(data.command)) return { command: data.command as (typeof SIMPLE)[number] };
  if (data.command !== 'newGame') return null;
  const out: { command: 'newGame'; game?: GameId; seed?: string; options?: Record<string, string> } = { command: 'newGame' };
  if (data.game !== undefined) {
    if (!isGameId(data.game)) return null;
    out.game = data.game;
  }
  if (data.seed !== undefined) {
    if (typeof data.seed !== 'string' || data.seed.length > 64) return null;
    out.seed = data.seed;
  }
  if (data.options !== undefined) {
    if (!isRecord(data.options)) return null;
    const options: Record<string, string> = {};
    for (const [k, v] of Object.entries(data.options)) {
      if (!['string', 'number', 'boolean'].includes(typeof v)) return null;
      options[k] = String(v);
    }
    out.options = options;
  }
  return out;
}

/**
 * Whether a message from `origin` may command the game. With no allowedOrigin only the game's own
 * origin is trusted (a same-site embed); `*` trusts every sender.
 */
export function originAllowed(origin: string, allowedOrigin: string | null, ownOrigin: string): boolean {
  if (allowedOrigin === '*') return true;
  return origin === (allowedOrigin ?? ownOrigin);
}

export function eventMessage(e: CardTableEvent): { type: typeof EVENT_TYPE } & CardTableEvent {
  return { type: EVENT_TYPE, ...e };
}
