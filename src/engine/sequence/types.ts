/**
 * Public data types of the Sequence engine (classic Sequence and Sequence Numbers).
 *
 * Everything is plain serializable data. Board spaces are addressed by `row` and `col` (0..9, row 0 at
 * the top as printed); internally a space is the index `row * 10 + col`.
 *
 * Teams: with up to 3 players everyone plays alone (team i = player i); with more, players sit
 * alternately in 2 or 3 teams, so the team of player i is `i % teamCount`. Chips, sequences and
 * winners are always given as team indices (0..teamCount-1).
 */
import type { RngState } from '../core';

export type SequenceVariant = 'classic' | 'numbers';

/** Options as given to `setup` (every field optional; see `rules.setup`). */
export interface SequenceOptions {
  /** 2, 3, 4, 6, 8, 9, 10 or 12 (classic); 2, 3, 4 or 6 (numbers). Default 2. */
  players: number;
  /** 2 or 3; only a choice for 6 and 12 players (default 2 there), otherwise implied. */
  teams: number;
  variant: SequenceVariant;
  /** Advanced rule: one-eyed jacks / MINUS may also remove chips of completed sequences. */
  advanced: boolean;
  /** Sequence Numbers only: the cards also show their answer. A display flag; rules ignore it. */
  learning: boolean;
  /**
   * Sequence Numbers only: play the four-operation deck (+ − × ÷) instead of the default one that only
   * adds and subtracts (see deck.ts). Default false.
   */
  allOperations: boolean;
  /** Exact tests and replays: the whole deck, top card first (must be exactly the variant's deck). */
  deck: string[];
  /**
   * The seat that begins and is dealt to first ("left of the dealer"). Default: drawn from the seed
   * (start.ts); records written before that was so were played with 0 and name it when read.
   */
  startPlayer: number;
}

/** The resolved options a game runs with (stored in the state). */
export interface SequenceSettings {
  variant: SequenceVariant;
  players: number;
  /** Number of sides: equals `players` when everyone plays alone. */
  teams: number;
  advanced: boolean;
  learning: boolean;
  /** Sequence Numbers: the deck has × and ÷ cards too (always false for classic). */
  allOperations: boolean;
  /** Cards each hand holds after the deal. */
  handSize: number;
  /** Completed sequences a team needs to win (1 or 2). */
  sequencesToWin: number;
}

/** A completed sequence: its team and its five spaces (as [row, col], in line order). */
export interface CompletedSequence {
  team: number;
  cells: Array<[number, number]>;
}

export type SequenceOutcome = 'playing' | 'won' | 'draw';

export interface SequenceState {
  settings: SequenceSettings;
  /** 100 entries, row-major: -1 = no chip (corners are always -1; they count for everyone), else a team. */
  chips: number[];
  /** Completed sequences in the order they were made. Their chips are "turned over" (locked). */
  sequences: CompletedSequence[];
  /** Hands per player; cards in the order received. */
  hands: string[][];
  /** Face-down pile, top card first. */
  drawPile: string[];
  /** Each player's own face-up discard pile, oldest first (top = last). */
  discards: string[][];
  /** Player whose turn it is. */
  toMove: number;
  /** The player to move has already turned in a dead card this turn (one per turn). */
  deadExchanged: boolean;
  /** Generator state for reshuffling the discards into a new draw pile. */
  rng: RngState;
  /**
   * Times the discards have been shuffled into a new draw pile so far (0..MAX_RESHUFFLES). The next
   * time the pile runs out after the last allowed reshuffle, the game is a draw (see game.ts).
   */
  reshuffles: number;
  outcome: SequenceOutcome;
  /** Winning team(s) once `outcome` is 'won'; empty otherwise. */
  winners: number[];
}

/**
 * A move of the player to move. `card` is a card code from their hand (classic `QS`, `JD`; numbers
 * `7+5`, `PLUS`, `MINUS`); with two copies of each card in the deck, either copy is meant.
 * - place: put a chip on (row, col) — the card's own space, or any open space with a two-eyed jack / PLUS.
 * - remove: one-eyed jack (JH, JS) / MINUS takes an opponent chip off (row, col); that ends the turn.
 * - deadDiscard: turn in a dead card (both its spaces covered) for a new one; the same player then plays.
 */
export type SequenceMove =
  | { type: 'place'; card: string; row: number; col: number }
  | { type: 'remove'; card: string; row: number; col: number }
  | { type: 'deadDiscard'; card: string };

/**
 * What a move caused, in order, for animation and logs.
 * - discardDead: `player` turned in dead `card` (goes onto their discard pile).
 * - draw: `player` drew `card` from the draw pile (only show its face to that player! `viewEvents`
 *   blanks it to HIDDEN_CARD for everyone else).
 * - place: `player`'s team `team` put a chip on (row, col), playing `card`.
 * - remove: `player` played `card` and took team `team`'s chip off (row, col); `brokenSequences` lists
 *   sequences that the advanced rule broke by it (normally empty).
 * - sequence: team `team` completed a sequence over `cells` (draw a line through them).
 * - reshuffle: the discard piles (`count` cards) were shuffled into a new draw pile; `last` when it was
 *   the last reshuffle the draw rule allows (when this pile runs out, the game is a draw).
 * - deckExhausted: the draw pile ran out again after the last allowed reshuffle; `gameOver` (a draw)
 *   follows at once.
 * - pass: `player` had no legal move and was skipped.
 * - turn: it is now `player`'s turn.
 * - gameOver: the game ended; `winners` are teams (empty when `draw`).
 */
export type SequenceEvent =
  | { type: 'discardDead'; player: number; card: string }
  | { type: 'draw'; player: number; card: string }
  | { type: 'place'; player: number; team: number; card: string; row: number; col: number }
  | { type: 'remove'; player: number; team: number; card: string; row: number; col: number; brokenSequences: CompletedSequence[] }
  | { type: 'sequence'; team: number; cells: Array<[number, number]> }
  | { type: 'reshuffle'; count: number; last: boolean }
  | { type: 'deckExhausted' }
  | { type: 'pass'; player: number }
  | { type: 'turn'; player: number }
  | { type: 'gameOver'; winners: number[]; draw: boolean };

/**
 * What one player may see: the board, their own hand, every discard pile, hand sizes and the size of
 * the draw pile — never other hands or the draw pile's order. Computer players receive only this.
 */
export interface SequenceView {
  settings: SequenceSettings;
  /** The viewing player and their team (both SPECTATOR, -1, for someone watching; `hand` is then empty). */
  player: number;
  team: number;
  chips: number[];
  sequences: CompletedSequence[];
  hand: string[];
  handSizes: number[];
  drawPileSize: number;
  /** Times the discards have been shuffled into a new draw pile (public: everyone sees it happen). */
  reshuffles: number;
  discards: string[][];
  toMove: number;
  deadExchanged: boolean;
  outcome: SequenceOutcome;
  winners: number[];
}

/** What a board space shows: a card code (classic), a number 1..48 (numbers) or a free corner. */
export type BoardSpace = string | number;
