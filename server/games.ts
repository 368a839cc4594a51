/**
 * The registry's games as the server runs them: rules (descriptor.loadRules()), computer players
 * (src/engine/<id>/ai.ts, the module the AI worker loads: src/ai-worker/think.ts finds it with the
 * bundler's glob; the server imports the same file by its path), which options a host may set, and
 * whether the game is a solitaire played "together".
 */
import '../src/games/registry';
import type { AiLevel, GameAi } from '../src/engine/core';
import { optionInteger, SPECTATOR } from '../src/engine/core';
import { gameInfo, isGameId, playedTogether, type AnyRules, type GameDescriptor } from '../src/platform/gameRegistry';
import { MAX_TOGETHER_PLAYERS } from '../src/platform/online/protocol';
import { refuse } from './errors';

export interface ServerGame {
  id: string;
  descriptor: GameDescriptor;
  rules: AnyRules;
  /** A solitaire (no computer opponents): everyone plays their own copy of one deal. */
  together: boolean;
}

/** The menu's seat rows (people at this screen, computer level) are not engine options online. */
const SEAT_ROWS = new Set(['humans', 'level']);

export async function loadGame(id: string): Promise<ServerGame> {
  if (!isGameId(id)) refuse('unknownGame', `There is no game "${id}".`);
  const descriptor = gameInfo(id);
  return { id, descriptor, rules: await descriptor.loadRules(), together: playedTogether(descriptor) };
}

const ais = new Map<string, Promise<GameAi<unknown, unknown>>>();

/** The game's computer player, loaded once. */
export function loadAi(id: string): Promise<GameAi<unknown, unknown>> {
  if (!isGameId(id)) return Promise.reject(new Error(`unknown game "${id}"`));
  let ai = ais.get(id);
  if (!ai) {
    ai = (import(`../src/engine/${id}/ai.ts`) as Promise<{ ai: GameAi<unknown, unknown> }>).then((m) => m.ai);
    ais.set(id, ai);
  }
  return ai;
}

export interface TableSettings {
  /** Seats at the table. */
  players: number;
  /** What `rules.setup` gets. */
  engineOptions: Record<string, unknown>;
}

/**
 * Checks the host's options: only the game's own set-up rows (never `deck`, `startPlayer` or anything
 * else that would let a host pin the deal), accepted by the engine. Gaps together takes `players`
 * itself (1..MAX_TOGETHER_PLAYERS); the other games' `players` is the engine's.
 */
export function tableSettings(game: ServerGame, raw: Record<string, unknown>): TableSettings {
  const rows = new Set(game.descriptor.options.map((r) => r.key).filter((k) => !SEAT_ROWS.has(k)));
  const engineOptions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'players' && game.together) continue;
    if (!rows.has(key)) refuse('badOptions', `"${key}" is not an option of this game online.`);
    engineOptions[key] = value;
  }
  let players: number;
  if (game.together) {
    // A whole number, as the engines take theirs (not "3", true or " 2 ", which Number() would read).
    try {
      players = optionInteger(raw.players, 'players', 1, MAX_TOGETHER_PLAYERS, 2);
    } catch {
      refuse('badOptions', `Gaps together seats 1 to ${MAX_TOGETHER_PLAYERS} players.`);
    }
  } else {
    engineOptions.players ??= game.descriptor.defaults.players;
    players = Number(engineOptions.players);
  }
  try {
    game.rules.setup(engineOptions, 'check-options');
  } catch (e) {
    refuse('badOptions', e instanceof Error ? e.message : String(e));
  }
  return { players, engineOptions };
}

/**
 * Each seat's team, from the engine's own view of a dealt game (Sequence's `view.team`); null for
 * every seat where the game has no teams or everyone plays alone.
 */
export function seatTeams(game: ServerGame, settings: TableSettings): (number | null)[] {
  if (game.together) return Array.from({ length: settings.players }, () => null);
  const state = game.rules.setup(settings.engineOptions, 'teams');
  const teams = Array.from({ length: settings.players }, (_, p) => {
    const team = (game.rules.view(state, p) as { team?: unknown }).team;
    return typeof team === 'number' ? team : null;
  });
  const distinct = new Set(teams).size;
  return distinct === settings.players ? teams.map(() => null) : teams;
}

/** The view a spectator gets. */
export const publicSeat = SPECTATOR;

export function chooseComputerMove(ai: GameAi<unknown, unknown>, game: ServerGame, state: unknown, level: AiLevel, seed: string): string {
  const seat = game.rules.toMove(state);
  return game.rules.formatMove(ai.chooseMove(game.rules.view(state, seat), level, seed));
}
