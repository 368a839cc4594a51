/**
 * Public data types of the Gaps engine. Everything here is plain JSON-serializable data, so states
 * travel to the AI worker, into saves and into test failures unchanged.
 *
 * Coordinates: `row` 0..3 top to bottom, `col` 0..12 left to right. Text notation (see notation.ts)
 * prints rows and columns 1-based for people; the data is 0-based.
 */
import type { CardCode } from '../core/cards';

export const ROWS = 4;
export const COLS = 13;

/** One place of the 4×13 tableau: a card, or `null` for a gap. */
export type GapsCell = CardCode | null;

export interface GapsPos {
  row: number;
  col: number;
}

/**
 * - `aisleriot` (default): GNOME Aisleriot's Gaps. Cards in sequence from a 2 in the leftmost column lock.
 * - `montana`: PySolFC's Montana. Nothing locks: any card may move, including a 2 from the leftmost
 *   column to another row's empty leftmost place. Redeals still keep the runs that are in sequence;
 *   as in every variant they wait until no card can move (PySolFC allows them at any time; rules.ts).
 * - `basic`: "Gaps (Basic Variant)" of the research literature (Blake & Gent, the Solvitaire rule set
 *   with fixed suits): dealt like the others, but each row has a fixed suit, in the engine's suit order
 *   from the top (row 1 spades, row 2 hearts, row 3 diamonds, row 4 clubs), and the 2 of a suit may go
 *   only into the leftmost place of its own row. Only a row's own suit counts as in sequence (and
 *   locks); a 2 of another suit in a row's leftmost place may still move to its own row. No redeals.
 * - `twos`: what this game called "basic" before it followed the literature (until 2026-11-27): the
 *   four 2s are dealt into the leftmost column (in shuffled order), the other 44 cards and the four
 *   gaps into columns 2..13; otherwise Aisleriot's rules, redeals included. Not offered in the menu:
 *   kept so that saves and links of those games replay (a record of variant `basic` that does not name
 *   `winnable` is one of them; the Gaps descriptor maps it, src/scenes/gaps/game.ts).
 */
export type GapsVariant = 'aisleriot' | 'montana' | 'basic' | 'twos';

/** Options accepted by `rules.setup` (every field optional; defaults in brackets). */
export interface GapsOptions {
  /**
   * Redeals allowed per game: 0..99 or `'unlimited'` (UNLIMITED_REDEALS; also read, as earlier saves
   * wrote it: `Infinity` and -1) [2].
   */
  redeals: number | 'unlimited';
  /** "Random gaps on redeal" (Spaces/Addiction style): gaps land anywhere among the unlocked places [false]. */
  randomGaps: boolean;
  variant: GapsVariant;
  /**
   * "Winnable deals only" [false]: the table deals only deals proved winnable without a redeal. The
   * deal is picked before `setup` (its seed from `winnableSeed`, winnable.ts, which takes a while),
   * so `setup` deals the seed it is given as it is: a picked deal replays from its own seed alone.
   * The flag is kept in the state for what depends on it (statistics, saves, shared links).
   */
  winnable: boolean;
  /**
   * Pins the deal for exact tests and replays: 4 lines (or 52 white-space separated tokens) of card
   * codes, row by row; `--` or an ace is a gap. Must hold the 48 non-ace cards once each.
   */
  layout?: string;
}

/** Options as stored in a state (normalized, JSON-safe). */
export interface GapsSettings {
  /** Redeals allowed per game; -1 means unlimited (Infinity does not survive JSON). */
  redeals: number;
  randomGaps: boolean;
  variant: GapsVariant;
  /** The deal was picked among those proved winnable (see GapsOptions.winnable). */
  winnable: boolean;
}

export interface GapsState {
  readonly settings: GapsSettings;
  /** The game's seed. Redeal n shuffles with an Rng derived from (seed, n), so undo + redeal repeats the layout. */
  readonly seed: string;
  /** 4 rows of 13 cells. */
  readonly rows: readonly (readonly GapsCell[])[];
  /** Redeals done so far in this game. */
  readonly redealsUsed: number;
}

/**
 * A player's move. `move` puts `card` into the gap at `to` (the card's current place is implied).
 * `redeal` is legal only when stuck (no card move) with redeals left.
 */
export type GapsMove = { type: 'move'; card: CardCode; to: GapsPos } | { type: 'redeal' };

/** A card that the redeal deals, and where it lands. */
export interface GapsPlacement {
  card: CardCode;
  from: GapsPos;
  to: GapsPos;
}

/**
 * What happened, in order, for animation and logs. A `play` returns e.g.
 * `[move]`, `[move, stuck]`, `[move, won]`, `[move, lost]`, `[redeal]`, `[redeal, stuck]`.
 */
export type GapsEvent =
  | {
      type: 'move';
      card: CardCode;
      from: GapsPos;
      to: GapsPos;
      /** Cards that are now in sequence from a 2 in the leftmost column and were not before (may be
       *  several: a 2 moved to column 1 locks the run already behind it). Draw them as locked. */
      locked: CardCode[];
      /** Montana only: cards that were in sequence and no longer are (a 2 left the leftmost column). */
      unlocked: CardCode[];
      /** Score after the move. */
      score: number;
    }
  | {
      type: 'redeal';
      /** 1 for the first redeal of the game. */
      redealNumber: number;
      /** Redeals still allowed afterwards; -1 = unlimited. */
      redealsLeft: number;
      /** Every gathered card with its place before and after (locked cards do not move and are absent). */
      dealt: GapsPlacement[];
      /** Where the four gaps are after the redeal. */
      gaps: GapsPos[];
      /** The full tableau after the redeal. */
      rows: GapsCell[][];
      /** Cards that happened to land in sequence and locked at once (random gaps only). */
      newlyLocked: CardCode[];
      score: number;
    }
  /** No card can move and a redeal is allowed: offer it. */
  | { type: 'stuck'; redealsLeft: number }
  /** All four rows run 2..K. */
  | { type: 'won'; score: number }
  /** No card can move and no redeal is left: the game is over. */
  | { type: 'lost'; score: number };
