/**
 * What the menu offers for each game, as plain data: the option rows, which values each row
 * allows (some depend on other choices), and how a set of choices becomes a `GameLaunch`.
 * Pure (no Phaser), so it is unit-tested; the Menu scene only draws it. Option names follow
 * docs/engine-contract.md.
 */
import type { AiLevel, GameId } from '../engine/core';
import type { GameLaunch, Seat } from './launch';
import { storedValue } from './storage';

export type ChoiceValue = string | number | boolean;
export type Choices = Record<string, ChoiceValue>;

export interface OptionValue {
  value: ChoiceValue;
  /** i18n key of the label, or a literal label (numbers). */
  labelKey?: string;
  label?: string;
}

export interface OptionRow {
  key: string;
  labelKey: string;
  /** The allowed values given the other choices; an empty list hides the row. */
  values(choices: Choices): OptionValue[];
}

const LEVELS: AiLevel[] = ['easy', 'medium', 'hard'];
const num = (n: number): OptionValue => ({ value: n, label: String(n) });
const onOff: OptionValue[] = [
  { value: false, labelKey: 'common.off' },
  { value: true, labelKey: 'common.on' },
];
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Rows shared by the multiplayer games: people at this screen, and the computer players' level. */
function seatRows(): OptionRow[] {
  return [
    { key: 'humans', labelKey: 'menu.humans', values: (c) => range(1, Number(c.players)).map(num) },
    {
      key: 'level',
      labelKey: 'menu.level',
      values: (c) => (Number(c.humans) >= Number(c.players) ? [] : LEVELS.map((l) => ({ value: l, labelKey: `menu.level.${l}` }))),
    },
  ];
}

export const OPTION_ROWS: Record<GameId, OptionRow[]> = {
  nothanks: [
    { key: 'players', labelKey: 'menu.players', values: () => range(3, 7).map(num) },
    ...seatRows(),
    {
      key: 'variant',
      labelKey: 'menu.variant',
      values: () => ['standard', 'tactical'].map((v) => ({ value: v, labelKey: `menu.nothanks.variant.${v}` })),
    },
    { key: 'openChips', labelKey: 'menu.nothanks.openChips', values: () => onOff },
  ],
  gaps: [
    {
      key: 'variant',
      labelKey: 'menu.variant',
      values: () => ['aisleriot', 'montana', 'basic'].map((v) => ({ value: v, labelKey: `menu.gaps.variant.${v}` })),
    },
    // The basic variant is one deal: no redeals, so neither row applies to it.
    {
      key: 'redeals',
      labelKey: 'menu.gaps.redeals',
      values: (c) => (c.variant === 'basic' ? [] : [...[0, 1, 2, 3].map(num), { value: 'unlimited', labelKey: 'menu.gaps.unlimited' }]),
    },
    { key: 'randomGaps', labelKey: 'menu.gaps.randomGaps', values: (c) => (c.variant === 'basic' ? [] : onOff) },
    // Deals the solver proves winnable without a redeal (engine: winnableSeed).
    { key: 'winnable', labelKey: 'menu.gaps.winnable', values: () => onOff },
  ],
  sequence: [
    {
      key: 'variant',
      labelKey: 'menu.variant',
      values: () => ['classic', 'numbers'].map((v) => ({ value: v, labelKey: `menu.sequence.variant.${v}` })),
    },
    {
      key: 'players',
      labelKey: 'menu.players',
      // Sequence Numbers is for 2–6 players (two or three teams at most).
      values: (c) => (c.variant === 'numbers' ? [2, 3, 4, 6] : [2, 3, 4, 6, 8, 9, 10, 12]).map(num),
    },
    {
      key: 'teams',
      labelKey: 'menu.sequence.teams',
      // Only 6 and 12 players can split into either two or three teams.
      values: (c) => (c.players === 6 || c.players === 12 ? [2, 3].map(num) : []),
    },
    { key: 'advanced', labelKey: 'menu.sequence.advanced', values: () => onOff },
    // Learning mode (Sequence Numbers): the cards also show their answer.
    { key: 'learning', labelKey: 'menu.sequence.learning', values: (c) => (c.variant === 'numbers' ? onOff : []) },
    // Sequence Numbers' deck: adding and subtracting (default), or all four operations. The labels are
    // the signs themselves, the same in every language.
    {
      key: 'allOperations',
      labelKey: 'menu.sequence.allOperations',
      values: (c) =>
        c.variant === 'numbers'
          ? [
              { value: false, label: '+ −' },
              { value: true, label: '+ − × ÷' },
            ]
          : [],
    },
    ...seatRows(),
  ],
};

export const DEFAULT_CHOICES: Record<GameId, Choices> = {
  nothanks: { players: 4, humans: 1, level: 'medium', variant: 'standard', openChips: false },
  gaps: { variant: 'aisleriot', redeals: 2, randomGaps: false, winnable: false },
  sequence: { variant: 'classic', players: 2, teams: 2, advanced: false, learning: false, allOperations: false, humans: 1, level: 'medium' },
};

/**
 * Makes a set of choices consistent: unknown keys dropped, and any value no longer allowed (the
 * player count shrank, say) replaced by the nearest allowed one, or the first.
 */
export function normalizeChoices(game: GameId, raw: Choices): Choices {
  const out: Choices = { ...DEFAULT_CHOICES[game] };
  for (const row of OPTION_ROWS[game]) if (row.key in raw) out[row.key] = raw[row.key] as ChoiceValue;
  // Rows are ordered so that each depends only on rows above it.
  for (const row of OPTION_ROWS[game]) {
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
  return OPTION_ROWS[game].filter((row) => row.values(choices).length > 0);
}

/** A random seed from the browser's crypto generator (the engines never use Math.random). */
export function randomSeed(bytes = 12): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** Turns menu choices into what the game scene receives. */
export function toLaunch(game: GameId, raw: Choices, seed: string): GameLaunch {
  const c = normalizeChoices(game, raw);
  if (game === 'gaps') {
    const options =
      c.variant === 'basic'
        ? { variant: c.variant, winnable: c.winnable === true }
        : { variant: c.variant, redeals: c.redeals === 'unlimited' ? Infinity : Number(c.redeals), randomGaps: c.randomGaps === true, winnable: c.winnable === true };
    return { game, seed, seats: ['human'], options };
  }
  const players = Number(c.players);
  const humans = Math.min(players, Number(c.humans));
  // The player at this screen sits first; computer players (if any) fill the other seats.
  const seats: Seat[] = Array.from({ length: players }, (_, i) => (i < humans ? 'human' : (c.level as AiLevel)));
  const options: Record<string, unknown> =
    game === 'nothanks'
      ? { players, variant: c.variant, openChips: c.openChips === true }
      : {
          players,
          variant: c.variant,
          advanced: c.advanced === true,
          ...(players === 6 || players === 12 ? { teams: Number(c.teams) } : {}),
          ...(c.variant === 'numbers' ? { learning: c.learning === true, allOperations: c.allOperations === true } : {}),
        };
  return { game, seed, seats, options };
}

function validateStored(raw: unknown): Record<GameId, Choices> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const out = { ...DEFAULT_CHOICES };
  for (const game of Object.keys(DEFAULT_CHOICES) as GameId[]) {
    const g = r[game];
    if (typeof g !== 'object' || g === null) continue;
    const clean: Choices = {};
    for (const [k, v] of Object.entries(g)) if (['string', 'number', 'boolean'].includes(typeof v)) clean[k] = v as ChoiceValue;
    out[game] = normalizeChoices(game, clean);
  }
  return out;
}

const store = storedValue<Record<GameId, Choices>>('menu-choices', 1, () => ({ ...DEFAULT_CHOICES }), validateStored);

/** The choices last used for `game` (so the menu opens as the player left it). */
export function loadChoices(game: GameId): Choices {
  return normalizeChoices(game, store.load()[game]);
}

export function saveChoices(game: GameId, choices: Choices): void {
  store.save({ ...store.load(), [game]: normalizeChoices(game, choices) });
}
