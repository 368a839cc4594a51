/**
 * The game registry: one descriptor per game, registered at start-up (src/games/registry.ts holds
 * the list, one line a game). Everything that used to list the games by hand — the menu and its
 * option rows, URL and embed parameters, saves, share links, statistics, the AI worker's loaders, the
 * instructions — asks the registry instead, so a new game is its engine folder, its scene folder and
 * one registry line. PySolFC's `registerGame(GameInfo(...))` and OpenSpiel's `register_game` are the
 * models.
 *
 * This module is the platform layer's half: plain data and loaders, no Phaser, so a descriptor can be
 * read in Node (unit tests, the fuzz test). What needs Phaser (the scene, the menu picture, the
 * instructions' figures) is behind loaders, typed by the ui layer (src/ui/gameTable.ts).
 */
import type { AiLevel, GameEvent, GameRules } from '../engine/core';
import type { Seat } from './launch';

export type ChoiceValue = string | number | boolean;
/** A set of menu choices: option name → value (`players: 4`, `variant: 'tactical'`, …). */
export type Choices = Record<string, ChoiceValue>;

export interface OptionValue {
  value: ChoiceValue;
  /** i18n key of the label, or a literal label (numbers). */
  labelKey?: string;
  label?: string;
}

/**
 * One row of a game's set-up: its name (the menu's row, the URL parameter, the key in saved choices),
 * its label, and which values it allows given the rows above it (an empty list hides the row).
 */
export interface OptionRow {
  key: string;
  labelKey: string;
  values(choices: Choices): OptionValue[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, GameEvent, any>;

/** What a finished game adds to the statistics for the person at the screen. */
export interface StatsResult {
  won: boolean;
  score: number;
}

/**
 * An option whose engine default changed: a record (save, share link) that does not name it was
 * played with `before` and is replayed so (see recordOptions.ts).
 */
export interface ChangedDefault {
  option: string;
  before: unknown;
  /** The default now, for the options and seed of a game (a default may be drawn from the seed). */
  now(options: Record<string, unknown>, seed: string): unknown;
  appliesTo(options: Record<string, unknown>): boolean;
}

export interface GameDescriptor {
  /** Short lower-case id: the `?game=` value, the save and statistics key, the AI worker's key. */
  readonly id: string;
  /**
   * i18n key of the game's name (menu tile, instructions tab, statistics heading, top bar); the menu
   * tile shows `<nameKey>.blurb` under it when that string exists.
   */
  readonly nameKey: string;
  /** The rules, loaded on first use: the menu never pays for an engine it does not run. */
  loadRules(): Promise<AnyRules>;
  /** Levels of its computer players; empty for a game with no computer opponents. */
  readonly aiLevels: readonly AiLevel[];
  /** The set-up rows in order; each row's allowed values depend only on the rows above it. */
  readonly options: readonly OptionRow[];
  /** The choices a first-time player starts from. */
  readonly defaults: Readonly<Choices>;
  /** Turns a consistent set of choices into the engine's options and who sits in each seat. */
  launch(choices: Choices): { options: Record<string, unknown>; seats: Seat[] };
  /**
   * The engine options of a new game dealt from `seed`: `options` plus what the seed draws that the
   * set-up rows do not choose (Sequence: the seat that begins), replacing any earlier draw. Applied
   * wherever a game is dealt anew (`newGameOptions`: the menu and embeds through `toLaunch`, a
   * rematch, an online table's deal), so records name the result and replay without it.
   */
  seededOptions?(options: Record<string, unknown>, seed: string): Record<string, unknown>;
  /** Playable at an online table (its engine has `standIn`; the menu offers "Play online"). */
  readonly online?: boolean;
  /**
   * The seed of a new game of these choices (the menu, an address without `seed`); without it a
   * random code (menuChoices.randomSeed). Gaps deals short numbers, and the day's deal.
   */
  newSeed?(choices: Choices): string;
  /** The menu tile's one-line summary of these choices (i18n text, already translated). */
  summary?(choices: Choices, t: (key: string, vars?: Record<string, string | number>) => string): string;
  /** Engine options whose default changed since records were first written. */
  readonly changedDefaults?: readonly ChangedDefault[];
  /**
   * The options that replay a record written under rules whose id now names other rules (a variant
   * that changed its meaning, kept under another id), given the record's options as written; other
   * records' options are returned as they are. Applied before `changedDefaults` (recordOptions.ts).
   */
  readonly oldRecordOptions?: (options: Record<string, unknown>) => Record<string, unknown>;
  readonly stats: {
    /**
     * The statistics bucket of a game with these engine settings: parts joined by '-', e.g. '4p' or
     * 'aisleriot-r0'. Set-ups worth comparing on their own get their own bucket.
     */
    bucket(state: unknown): string;
    /** The result of the person in `seat`, or null when that person's result is not counted. */
    result(state: unknown, seat: number, rules: AnyRules): StatsResult | null;
    /** Lower scores are better (No Thanks). */
    readonly lowerIsBetter?: boolean;
    /** A readable label of a bucket part this game defines, or null to use the common labels. */
    partLabel?(part: string, t: (key: string, vars?: Record<string, string | number>) => string): string | null;
  };
  /**
   * The table scene: its key (= its class name, the name its module exports it by) and its module,
   * loaded when the game is first opened; `textures`: the generated art it draws with (src/ui/art's
   * `TEX` keys), drawn while the transition into it runs.
   */
  readonly scene: { readonly key: string; load(): Promise<unknown>; readonly textures?: readonly string[] };
  /**
   * The Phaser side of the shell: the menu tile's picture and the instructions' content, loaded before
   * the menu first shows (typed by the ui layer: src/ui/gameTable.ts).
   */
  loadTable(): Promise<unknown>;
}

const games = new Map<string, GameDescriptor>();

const ID = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * Whether `id` has the form of a game id (registered or not): stored statistics and choices keep the
 * entries of a game that is not registered now, and nothing else (no `__proto__`).
 */
export function looksLikeGameId(id: string): boolean {
  return ID.test(id);
}

/** Adds a game. Its id must be new and look like an id; its defaults must be among its options' values. */
export function registerGame(game: GameDescriptor): void {
  if (!ID.test(game.id)) throw new TypeError(`game id "${game.id}" must be lower-case letters, digits and -`);
  if (games.has(game.id)) {
    if (games.get(game.id) === game) return;
    throw new TypeError(`a game "${game.id}" is already registered`);
  }
  games.set(game.id, game);
}

/** The ids of every registered game, in registration order (the menu's order). */
export function gameIds(): string[] {
  return [...games.keys()];
}

export function isGameId(id: unknown): id is string {
  return typeof id === 'string' && games.has(id);
}

/** The descriptor of `id`; throws for a game that is not registered. */
export function gameInfo(id: string): GameDescriptor {
  const game = games.get(id);
  if (!game) throw new TypeError(`unknown game "${id}" (registered: ${gameIds().join(', ') || 'none'})`);
  return game;
}

/** For tests: forget one game, so a fixture can be registered again. */
export function unregisterGame(id: string): void {
  games.delete(id);
}

/** The engine options of a new game of `game` dealt from `seed` (its descriptor's `seededOptions`). */
export function newGameOptions(game: string, options: Record<string, unknown>, seed: string): Record<string, unknown> {
  return (isGameId(game) ? gameInfo(game).seededOptions?.(options, seed) : undefined) ?? options;
}

/**
 * A solitaire (no computer opponents): online, everyone plays their own copy of one deal, and the
 * host's set-up may choose that deal (nothing of it is hidden from anyone).
 */
export function playedTogether(info: Pick<GameDescriptor, 'aiLevels'>): boolean {
  return info.aiLevels.length === 0;
}
