/**
 * Reads the switches a website owner gives the game: URL parameters of an `<iframe src=…>`, the
 * attributes of `<card-table>`, or the options of `mount()`. Every value is validated; a bad one
 * is replaced by its default and reported in `problems` (shown in the canvas and the console), so a
 * typo never leaves a blank page.
 *
 * Names: `game` (a registered game's id, e.g. nothanks; without it the menu shows), `seed` (replays a deal),
 * `replay` (a whole shared game, see shareLink.ts; it names its own game and options),
 * `lang` (en|cs|de), `speed` (slow|normal|fast|instant), `muted`, `allowedOrigin` (who may send
 * commands by postMessage), `test` (browser tests), `room` (an online table's code: opens the way to
 * join it), `server` (the online game server's address; default the page's own origin), plus the game's menu options by their keys
 * (its descriptor's option rows: `players`, `humans`, `level`, `variant`, `openChips`, `redeals`,
 * `randomGaps`, `winnable`, `teams`, `advanced`, `learning`, `allOperations` for the games so far).
 * Parameters we do not know (a site's tracking tags, say) are ignored.
 */
import type { GameId } from '../engine/core';
import type { GameLaunch } from './launch';
import { readReplayParam } from './shareLink';
import { gameIds, gameInfo, isGameId } from './gameRegistry';
import { defaultChoices, normalizeChoices, optionRows, toLaunch, type ChoiceValue, type Choices } from './menuChoices';
import type { AnimationSpeed, Language } from './settings';
import { CODE_ALPHABET, CODE_LENGTH } from './online/protocol';

export interface EmbedConfig {
  /** The game to start at once, or null for the menu. */
  launch: GameLaunch | null;
  lang: Language | null;
  speed: AnimationSpeed | null;
  muted: boolean;
  /** Origin allowed to send commands (`*` for any); null: commands only from the embedding page's own origin. */
  allowedOrigin: string | null;
  test: boolean;
  /** An online table to join (its code), or null. */
  room: string | null;
  /** The online game server's address (http, https, ws or wss), or null for the page's own origin. */
  server: string | null;
  /** One readable sentence per refused value. */
  problems: string[];
}

const LANGS: readonly Language[] = ['en', 'cs', 'de'];
const SPEEDS: Record<string, AnimationSpeed> = { slow: 'slow', normal: 'normal', fast: 'fast', instant: 'reduced', reduced: 'reduced' };
const SEED = /^[A-Za-z0-9_.:-]{1,64}$/;
/** The menu options a game can be started with (`players`, `variant`, …), over all registered games. */
export function embedOptionNames(): string[] {
  return [...new Set(gameIds().flatMap((id) => optionRows(id).map((row) => row.key)))];
}
/** Every name parseEmbedParams reads (`<card-table>` watches these attributes). */
export function embedParamNames(): string[] {
  return ['game', 'seed', 'replay', 'lang', 'speed', 'muted', 'allowedOrigin', 'test', 'room', 'server', ...embedOptionNames()];
}

const TRUE = ['1', 'true', 'yes', 'on', ''];
const FALSE = ['0', 'false', 'no', 'off'];

function parseFlag(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  return null;
}

/** A refused value as the message quotes it: cut short, so that a long one cannot push the message off the screen. */
function shown(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

function quote(list: readonly unknown[]): string {
  return list.map((v) => String(v)).join(', ');
}

/** Matches a text value against a menu row's allowed values (numbers, words, on/off). */
function matchChoice(text: string, allowed: ChoiceValue[]): ChoiceValue | undefined {
  const t = text.trim().toLowerCase();
  return allowed.find((v) => (typeof v === 'boolean' ? parseFlag(t) === v : String(v).toLowerCase() === t));
}

function readOrigin(value: string): string | null {
  if (value === '*') return '*';
  try {
    const url = new URL(value);
    return url.origin !== 'null' && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `get(name)` returns the raw text of a switch or null when absent
 * (e.g. `(n) => new URLSearchParams(location.search).get(n)` or `(n) => el.getAttribute(n)`).
 * `freshSeed` supplies a seed when none (or a bad one) is given. `unknownGame` says what the caller
 * does instead of an unknown game (the page's switches show the menu; a page's `newGame` command
 * deals the last game again).
 */
export function parseEmbedParams(get: (name: string) => string | null, freshSeed: () => string, unknownGame = 'showing the menu'): EmbedConfig {
  const problems: string[] = [];
  const config: EmbedConfig = { launch: null, lang: null, speed: null, muted: false, allowedOrigin: null, test: false, room: null, server: null, problems };

  const lang = get('lang');
  if (lang !== null) {
    if (LANGS.includes(lang as Language)) config.lang = lang as Language;
    else problems.push(`lang "${shown(lang)}" is not one of ${quote(LANGS)}; using the saved language.`);
  }
  const speed = get('speed');
  if (speed !== null) {
    // Own keys only: `in` would take "constructor" or "toString" from every object for a speed.
    if (Object.hasOwn(SPEEDS, speed)) config.speed = SPEEDS[speed] as AnimationSpeed;
    else problems.push(`speed "${shown(speed)}" is not one of ${quote(Object.keys(SPEEDS))}; using the saved speed.`);
  }
  const muted = get('muted');
  if (muted !== null) {
    const flag = parseFlag(muted);
    if (flag === null) problems.push(`muted "${shown(muted)}" is not true or false; sound stays as set.`);
    else config.muted = flag;
  }
  const origin = get('allowedOrigin');
  if (origin !== null) {
    config.allowedOrigin = readOrigin(origin);
    if (config.allowedOrigin === null) problems.push(`allowedOrigin "${shown(origin, 60)}" is not an origin like https://example.com; commands are accepted only from this page's own origin.`);
  }
  config.test = get('test') === '1';
  readOnline(get, config);

  // A shared game (shareLink.ts) names its game, options and seed itself.
  const replay = get('replay');
  if (replay !== null) {
    const shared = readReplayParam(replay);
    if (shared) {
      config.launch = shared;
      return config;
    }
    problems.push(get('game') === null ? 'replay link is damaged or incomplete; showing the menu.' : 'replay link is damaged or incomplete; dealing a new game.');
  }
  const game = get('game');
  if (game === null) return config;
  if (!isGameId(game)) {
    problems.push(`game "${shown(game)}" is not one of ${quote(gameIds())}; ${unknownGame}.`);
    return config;
  }
  const id: GameId = game;
  const choices: Choices = defaultChoices(id);
  // Rows depend on the rows above them (e.g. teams on players), so read them in order.
  for (const row of optionRows(id)) {
    const raw = get(row.key);
    if (raw === null) continue;
    const allowed = row.values(normalizeChoices(id, choices)).map((v) => v.value);
    const value = matchChoice(raw, allowed);
    if (value === undefined) {
      const fallback = normalizeChoices(id, choices)[row.key];
      problems.push(
        allowed.length === 0
          ? `${row.key} does not apply to this ${id} set-up; ignored.`
          : `${row.key} "${shown(raw)}" is not one of ${quote(allowed)}; using ${String(fallback)}.`,
      );
    } else {
      choices[row.key] = value;
    }
  }
  let seed = get('seed');
  if (seed !== null && !SEED.test(seed)) {
    problems.push(`seed "${shown(seed)}" may only use letters, digits and . _ : - (1 to 64 of them); dealing a new game.`);
    seed = null;
  }
  config.launch = toLaunch(id, choices, seed ?? gameInfo(id).newSeed?.(normalizeChoices(id, choices)) ?? freshSeed());
  return config;
}

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** `room` (a table code, any case) and `server` (an absolute http(s)/ws(s) address). */
function readOnline(get: (name: string) => string | null, config: EmbedConfig): void {
  const room = get('room');
  if (room !== null) {
    if (CODE.test(room.trim().toUpperCase())) config.room = room.trim().toUpperCase();
    else config.problems.push(`room "${shown(room, 20)}" is not a table code (${CODE_LENGTH} letters and digits); showing the menu.`);
  }
  const server = get('server');
  if (server !== null) {
    let url: URL | null = null;
    try {
      url = new URL(server);
    } catch {
      url = null;
    }
    if (url && ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) config.server = server.replace(/\/$/, '');
    else config.problems.push(`server "${shown(server, 60)}" is not an address like https://games.example.com; using this page's own server.`);
  }
}
