/**
 * What the menu offers for each game, as plain data: each registered game's option rows (its
 * descriptor, src/platform/gameRegistry.ts), which values each row allows (some depend on other
 * choices), and how a set of choices becomes a `GameLaunch`. Pure (no Phaser), so it is unit-tested;
 * the Menu scene only draws it. Also the parts that several games' rows share: the seat rows (people
 * at this screen, computer level) and the seats they make. Option names follow docs/engine-contract.md.
 */
import type { AiLevel, GameId } from '../engine/core';
import { gameInfo, isGameId, looksLikeGameId, newGameOptions, type ChoiceValue, type Choices, type OptionRow, type OptionValue } from './gameRegistry';
import type { GameLaunch, Seat } from './launch';
import { storedValue } from './storage';

export type { ChoiceValue, Choices, OptionRow, OptionValue } from './gameRegistry';

const LEVELS: AiLevel[] = ['easy', 'medium', 'hard'];
/** A number as an option value, labelled with itself. */
export const num = (n: number): OptionValue => ({ value: n, label: String(n) });
/** An on/off row's values. */
export const ON_OFF: OptionValue[] = [
  { value: false, labelKey: 'common.off' },
  { value: true, labelKey: 'common.on' },
];
export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Rows shared by the multiplayer games, after their `players` row: people at this screen, and the
 * computer players' level (hidden when nobody is a computer). `seatsOf` turns them into seats.
 */
export function seatRows(): OptionRow[] {
  return [
    { key: 'humans', labelKey: 'menu.humans', values: (c) => range(1, Number(c.players)).map(num) },
    {
      key: 'level',
      labelKey: 'menu.level',
      values: (c) => (Number(c.humans) >= Number(c.players) ? [] : LEVELS.map((l) => ({ value: l, labelKey: `menu.level.${l}` }))),
    },
  ];
}

/** The seats of consistent choices with `seatRows`: the people at this screen first, computer players after. */
export function seatsOf(choices: Choices): Seat[] {
  const players = Number(choices.players);
  const humans = Math.min(players, Number(choices.humans));
  return Array.from({ length: players }, (_, i) => (i < humans ? 'human' : (choices.level as AiLevel)));
}

/** The menu tile's summary of choices with `seatRows`: solo against n computers, or pass-and-play. */
export function seatSummary(choices: Choices, t: (key: string, vars?: Record<string, string | number>) => string): string {
  const players = Number(choices.players);
  if (Number(choices.humans) > 1) return t('menu.passAndPlay');
  return players - 1 === 1 ? t('menu.soloVs1') : t('menu.soloVs', { n: players - 1 });
}

/** The option rows of `game`, in order. */
export function optionRows(game: GameId): readonly OptionRow[] {
  return gameInfo(game).options;
}

/** The choices a first-time player of `game` starts from. */
export function defaultChoices(game: GameId): Choices {
  return { ...gameInfo(game).defaults };
}

/**
 * Makes a set of choices consistent: unknown keys dropped, and any value no longer allowed (the
 * player count shrank, say) replaced by the nearest allowed one, or the first.
 */
export function normalizeChoices(game: GameId, raw: Choices): Choices {
  const rows = optionRows(game);
  const out: Choices = defaultChoices(game);
  for (const row of rows) if (row.key in raw) out[row.key] = raw[row.key] as ChoiceValue;
  // Rows are ordered so that each depends only on rows above it.
  for (const row of rows) {
    const allowed = row.values(out);
    if (allowed.length === 0 || allowed.some((v) => v.value === out[row.key])) continue;
    const current = out[row.key];
    const numeric = allowed.filter((v) => typeof v.value === 'number');
    if (typeof current === 'number' && numeric.length > 0) {
      const nearest = numeric.reduce((best, v) => (Math.abs((v.value as number) - current) < Math.abs((best.value as number) - current) ? v : best));
      out[row.key] = nearest.value;
    } else {
      out[row.key] = (allowed[0] as OptionValue).value;
    }
  }
  return out;
}

/** The rows to show for these choices (rows with no allowed values are hidden). */
export function visibleRows(game: GameId, choices: Choices): OptionRow[] {
  return optionRows(game).filter((row) => row.values(choices).length > 0);
}

/** A random seed from the browser's crypto generator (the engines never use Math.random). */
export function randomSeed(bytes = 12): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** The seed of a new game of `game` with these choices: the game's own kind (GameDescriptor.newSeed), or a random code. */
export function freshSeed(game: GameId, raw: Choices): string {
  return gameInfo(game).newSeed?.(normalizeChoices(game, raw)) ?? randomSeed();
}

/**
 * The engine options of the set-up chosen, without anything drawn from a seed: what an online table
 * is created with (the server draws the rest from its own seed, and refuses options such as
 * `startPlayer` from the host).
 */
export function setupOptions(game: GameId, raw: Choices): Record<string, unknown> {
  return gameInfo(game).launch(normalizeChoices(game, raw)).options;
}

/**
 * Turns menu choices into what the game scene receives (the game's descriptor says how): a new game
 * of `seed`, so with what that seed draws (Sequence: who begins).
 */
export function toLaunch(game: GameId, raw: Choices, seed: string): GameLaunch {
  const { options, seats } = gameInfo(game).launch(normalizeChoices(game, raw));
  return { game, seed, seats, options: newGameOptions(game, options, seed) };
}

/** Scalar values only; a game not registered now (a test's fixture) keeps its entry as stored. */
function validateStored(raw: unknown): Record<GameId, Choices> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const out: Record<GameId, Choices> = {};
  for (const [game, g] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof g !== 'object' || g === null || !looksLikeGameId(game)) continue;
    const clean: Choices = {};
    for (const [k, v] of Object.entries(g)) if (['string', 'number', 'boolean'].includes(typeof v)) clean[k] = v as ChoiceValue;
    out[game] = isGameId(game) ? normalizeChoices(game, clean) : clean;
  }
  return out;
}

const store = storedValue<Record<GameId, Choices>>('menu-choices', 1, () => ({}), validateStored);

/** The choices last used for `game` (so the menu opens as the player left it). */
export function loadChoices(game: GameId): Choices {
  return normalizeChoices(game, store.load()[game] ?? {});
}

export function saveChoices(game: GameId, choices: Choices): void {
  store.save({ ...store.load(), [game]: normalizeChoices(game, choices) });
}
