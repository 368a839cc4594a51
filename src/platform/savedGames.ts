/**
 * Save and resume: the unfinished game of each kind survives a page reload.
 *
 * A save is a game record (options + seed + moves in text form) plus who sat where, stored as
 * versioned JSON with a checksum. Loading is two steps, so the menu can offer "Resume" without
 * loading any engine: `peekSavedGame` checks the shape and the checksum; the table then replays
 * every move with its engine (platform/session/openGame.ts) and drops a record that does not replay
 * (`dropUnreplayableSave`). Anything corrupt, truncated, tampered with or from an old version is
 * discarded (with a notice through storage's `onDiscard`) and never reaches the game. A record written before an option's default changed is read with the
 * value it was played with (recordOptions.ts), so it still replays the game it recorded.
 */
import type { GameId, GameRecord } from '../engine/core';
import { isGameId, looksLikeGameId } from './gameRegistry';
import { SEATS, type GameLaunch, type Seat } from './launch';
import { namedOnWriting, readAsWritten } from './recordOptions';
import { onDiscard, storedValue, type StoredValue } from './storage';

export const SAVE_VERSION = 1;
/** Far more moves than any real game has; a longer list is treated as tampering. */
const MAX_MOVES = 5000;

export interface SaveFile {
  sum: string;
  /**
   * `playedMs`: the time played so far (Gaps' clock). Saves written before it existed have none and
   * still load (the clock then starts from 0); it is left out of share links.
   */
  launch: Required<Pick<GameLaunch, 'game' | 'options' | 'seed' | 'seats'>> & { moves: string[]; playedMs?: number };
}

/** Far more than any game is played for (a year): a larger time is treated as tampering. */
const MAX_PLAYED_MS = 365 * 24 * 3600 * 1000;

function validPlayedMs(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PLAYED_MS;
}

/** A short checksum (cyrb53) of a string, as base-36 text. Detects corruption and casual edits. */
export function checksum(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Only JSON scalars inside the options: no nested objects beyond arrays of scalars. */
function validOptions(v: unknown): v is Record<string, unknown> {
  if (!isPlainObject(v)) return false;
  return Object.values(v).every(
    (x) =>
      x === null ||
      ['string', 'number', 'boolean'].includes(typeof x) ||
      (Array.isArray(x) && x.length <= 200 && x.every((y) => ['string', 'number'].includes(typeof y))),
  );
}

/** Checks the shape and checksum of a stored save; null when it is unusable. */
export function validateSaveFile(raw: unknown): SaveFile | null {
  if (!isPlainObject(raw) || typeof raw.sum !== 'string' || !isPlainObject(raw.launch)) return null;
  const l = raw.launch;
  if (!isGameId(l.game)) return null;
  if (typeof l.seed !== 'string' || l.seed.length === 0 || l.seed.length > 200) return null;
  if (!validOptions(l.options)) return null;
  if (!Array.isArray(l.seats) || l.seats.length === 0 || l.seats.length > 12 || !l.seats.every((s) => SEATS.includes(s as Seat))) return null;
  if (!Array.isArray(l.moves) || l.moves.length > MAX_MOVES || !l.moves.every((m) => typeof m === 'string' && m.length <= 64)) return null;
  if (l.playedMs !== undefined && !validPlayedMs(l.playedMs)) return null;
  const launch: SaveFile['launch'] = { game: l.game as GameId, options: l.options, seed: l.seed, seats: l.seats as Seat[], moves: l.moves as string[] };
  if (l.playedMs !== undefined) launch.playedMs = l.playedMs;
  if (raw.sum !== checksum(JSON.stringify(launch))) return null;
  return { sum: raw.sum, launch };
}

/** Games whose save was thrown away since the menu last asked (it tells the player once). */
const discarded = new Set<GameId>();
onDiscard((key) => {
  const game = /^save:(.+)$/.exec(key)?.[1];
  if (game !== undefined && looksLikeGameId(game)) discarded.add(game);
});

/**
 * True (once) when a save of `game` was found unreadable — corrupt, truncated, tampered with, from
 * another version, or no longer replayable — and removed, so the menu can say so.
 */
export function takeDiscardedSave(game: GameId): boolean {
  return discarded.delete(game);
}

const stores = new Map<GameId, StoredValue<SaveFile | null>>();
function storeFor(game: GameId): StoredValue<SaveFile | null> {
  let s = stores.get(game);
  if (!s) {
    s = storedValue<SaveFile | null>(`save:${game}`, SAVE_VERSION, () => null, (raw) => {
      const file = validateSaveFile(raw);
      return file && file.launch.game === game ? file : null;
    });
    stores.set(game, s);
  }
  return s;
}

/**
 * The game so far as a checksummed record: what a save (and a replay link, shareLink.ts) holds; a save
 * also holds the time played, `playedMs` (whole ms).
 */
export function gameFile(launch: GameLaunch, moves: readonly string[], playedMs?: number): SaveFile {
  const data: SaveFile['launch'] = { game: launch.game, options: namedOnWriting(launch.game, launch.options, launch.seed), seed: launch.seed, seats: launch.seats, moves: [...moves] };
  const played = playedMs === undefined ? undefined : Math.round(playedMs);
  if (validPlayedMs(played)) data.playedMs = played;
  return { sum: checksum(JSON.stringify(data)), launch: data };
}

/**
 * A validated record as a launch ready for its scene (`resume` holds the moves to replay), with the
 * options it was played with (an option it leaves out had its default of the time, recordOptions.ts).
 */
export function launchOfFile(file: SaveFile): GameLaunch {
  const { moves, playedMs, ...rest } = file.launch;
  const options = readAsWritten(rest.game, rest.options);
  const record: GameRecord = { game: rest.game, options, seed: rest.seed, moves };
  return { ...rest, options, resume: record, ...(playedMs === undefined ? {} : { playedMs }) };
}

/**
 * Saves the game in progress (call after every move), with its time played if `launch` has one; false
 * when the browser's storage refused it (full).
 */
export function saveGame(launch: GameLaunch, moves: readonly string[]): boolean {
  return storeFor(launch.game).save(gameFile(launch, moves, launch.playedMs));
}

/** Forgets the saved game (call when a game ends or the player abandons it). */
export function clearSavedGame(game: GameId): void {
  storeFor(game).clear();
}

/**
 * The saved game of this kind as a launch ready for its scene (`resume` holds the record), or null.
 * Only the shape and checksum are checked here; the table replays it (platform/session/openGame.ts).
 */
export function peekSavedGame(game: GameId): GameLaunch | null {
  const file = storeFor(game).load();
  return file ? launchOfFile(file) : null;
}

/**
 * The saved game of `launch.game` when `launch` is a fresh start of that very game (same seed and
 * options): e.g. a reload of a page whose address names the deal. Otherwise undefined. The saved
 * launch holds the record to resume (`resume`) and the time played (`playedMs`).
 */
export function savedGameMatching(
  launch: Pick<GameLaunch, 'game' | 'seed' | 'options'>,
  sameOptions: (saved: Record<string, unknown>, wanted: Record<string, unknown>) => boolean,
): (GameLaunch & { resume: GameRecord }) | undefined {
  const saved = peekSavedGame(launch.game);
  if (!saved?.resume || saved.seed !== launch.seed) return undefined;
  try {
    return sameOptions(saved.options, launch.options) ? { ...saved, resume: saved.resume } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A record that did not replay (openGame said so) is dropped: this browser's save of the game is
 * removed so the menu does not offer it again, unless the record came from a shared link (then the
 * save, of another game maybe, stays). Returns whether a save was removed.
 */
export function dropUnreplayableSave(launch: Pick<GameLaunch, 'game' | 'shared'>): boolean {
  if (launch.shared) return false;
  clearSavedGame(launch.game);
  return true;
}
