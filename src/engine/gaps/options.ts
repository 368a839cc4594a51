/**
 * The set-up a Gaps game can have: its variants, its redeals and their default. A file of its own with
 * no other engine code, so the menu's option rows (src/scenes/gaps/game.ts) read them from here
 * without loading the engine.
 */
import type { GapsVariant } from './types';

/** The variants the menu offers (types.ts describes each); the first is the default. */
export const VARIANTS: readonly GapsVariant[] = ['aisleriot', 'montana', 'basic'];

/**
 * Every variant the engine plays: the menu's, and `twos`, the earlier "basic" rules (2s dealt into the
 * leftmost column), kept for the records of games played under them.
 */
export const ENGINE_VARIANTS: readonly GapsVariant[] = [...VARIANTS, 'twos'];

/** Redeals a game of the Aisleriot or Montana variant allows unless told otherwise. */
export const DEFAULT_REDEALS = 2;

/** The most redeals a game can be given as a number. */
export const MAX_REDEALS = 99;

/**
 * The `redeals` option for "as many as you like": the same word in the menu, the URL
 * (`redeals=unlimited`), saves and what `setup` is given. (The state's settings hold -1.)
 */
export const UNLIMITED_REDEALS = 'unlimited';
