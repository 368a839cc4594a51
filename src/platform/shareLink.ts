/**
 * "Share this game" links: `?replay=…` carries a whole game (options, seed, seats and the moves so
 * far) in the same checksummed record a save holds (savedGames.ts `gameFile`), as base64url JSON.
 * Opening the link replays the moves and the game goes on from there; a Gaps deal alone is shared
 * with `?game=gaps&seed=…` (GapsTableau).
 *
 * A link is read like a save: shape, limits and checksum are checked here (a damaged link is a
 * problem the page reports, see embedParams.ts), the moves are replayed by the table, which says so
 * if they no longer play (savedGameNotice.ts).
 */
import type { GameLaunch } from './launch';
import { gameFile, launchOfFile, validateSaveFile } from './savedGames';

/** Longest `replay` value read: well above a long Sequence game (~200 moves), far below URL limits. */
export const MAX_REPLAY_CHARS = 16_000;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `replay` parameter for the game `launch` after `moves`. */
export function replayParam(launch: GameLaunch, moves: readonly string[]): string {
  return toBase64Url(JSON.stringify(gameFile(launch, moves)));
}

/**
 * `pageUrl` with its query replaced by the replay of `launch` after `moves`; `lang` is kept (a
 * player sharing a German game most likely shares it with German readers).
 */
export function replayUrl(pageUrl: string, launch: GameLaunch, moves: readonly string[]): string {
  const url = new URL(pageUrl);
  const lang = url.searchParams.get('lang');
  url.search = '';
  url.hash = '';
  if (lang) url.searchParams.set('lang', lang);
  url.searchParams.set('replay', replayParam(launch, moves));
  return url.toString();
}

/** The game a `replay` parameter holds (with the moves to replay in `resume`), or null if it is damaged. */
export function readReplayParam(value: string): GameLaunch | null {
  if (value.length === 0 || value.length > MAX_REPLAY_CHARS) return null;
  const json = fromBase64Url(value);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const file = validateSaveFile(raw);
  return file ? { ...launchOfFile(file), shared: true } : null;
}
