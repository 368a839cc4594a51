/**
 * What `mount()` is given: the same names as the URL parameters and `<card-table>` attributes,
 * read by the same parser (platform/embedParams.ts).
 */
import { parseEmbedParams, type EmbedConfig } from '../platform/embedParams';
import { randomSeed } from '../platform/menuChoices';

/** Option values as a page gives them (attributes are strings; JS callers may pass numbers/booleans). */
export type OptionValue = string | number | boolean | null | undefined;

/**
 * Options of `mount()`, the same names as the URL parameters and `<card-table>` attributes:
 * `game` (a registered game's id, e.g. nothanks; without it the menu shows), `seed`, `lang`
 * (en|cs|de), `speed` (slow|normal|fast|instant), `muted`, `test`, and the game's menu options (its
 * descriptor's option rows: `players`, `humans`, `level`, `variant`, `openChips`, `redeals`,
 * `randomGaps`, `winnable`, `teams`, `advanced`, `learning`, `allOperations` for the games so far).
 * Bad values are reported (in the canvas and the console) and replaced by their defaults.
 */
export interface MountOptions {
  game?: OptionValue;
  seed?: OptionValue;
  lang?: OptionValue;
  speed?: OptionValue;
  muted?: OptionValue;
  test?: OptionValue;
  /** An online table's code: the game opens the way to join it. */
  room?: OptionValue;
  /** The online game server's address (default: the page's own origin). */
  server?: OptionValue;
  /** Give the game keyboard focus when it starts (default false: an embed never steals the page's focus). */
  autofocus?: boolean;
  [option: string]: OptionValue;
}

/** `options` as the `get(name)` reader parseEmbedParams wants. */
export function optionReader(options: Record<string, unknown>): (name: string) => string | null {
  return (name) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return null;
    const v = options[name];
    if (v === null || v === undefined) return null;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `[${typeof v}]`;
  };
}

/** Reads `mount()` options into an EmbedConfig (bad values become problems). */
export function configFromOptions(options: MountOptions): EmbedConfig {
  return parseEmbedParams(optionReader(options), randomSeed);
}
