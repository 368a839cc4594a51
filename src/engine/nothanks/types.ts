/**
 * Public data shapes of the No Thanks! engine. Everything is plain JSON-serializable data: cards are
 * the numbers 3..35, players are seat indices 0..players-1 in clockwise order.
 */
import type { GameEvent } from '../core';

export type NoThanksVariant = 'standard' | 'tactical';

/** Table options (names from docs/engine-contract.md). `setup` takes a Partial of this. */
export interface NoThanksOptions {
  /** 3..7 players; default 3. */
  players: number;
  /** 'standard' (9 cards removed unseen) or 'tactical' (10, 20, 30 removed face-up, 6 unseen, fewer chips). */
  variant: NoThanksVariant;
  /** Show every player's chip count openly (the printed rules keep chips hidden); default false. */
  openChips: boolean;
  /** Exact deal for tests and replays: the 24 stack cards, top first (the first one is turned up at once). */
  deck?: number[];
  /** Exact start player for tests and replays; by default the seed picks one at random, as the rules say. */
  startPlayer?: number;
}

/** The options a game was set up with, resolved to their values (stored in the state). */
export interface NoThanksSettings {
  players: number;
  variant: NoThanksVariant;
  openChips: boolean;
}

/**
 * The public record of play: who was offered the first card, and every card taken so far, in the order
 * taken, with the chips that lay on it. Together with the chips on the face-up card it fixes every
 * decision of the game: a pile of n chips means n players paid before the next one took, and the taker
 * is offered the next card. Everything in it happened in plain view.
 */
export interface NoThanksHistory {
  startPlayer: number;
  takes: { card: number; chips: number }[];
}

/**
 * A complete position. Arrays of cards held by players and removed cards are sorted ascending so that
 * equal positions are deep-equal.
 */
export interface NoThanksState {
  table: NoThanksSettings;
  /** Face-down stack, top first. Secret: never shown by `view`. */
  stack: number[];
  /** Cards put back in the box unseen (9 standard, 6 tactical). Secret. */
  removed: number[];
  /** Cards removed face-up before the deal (tactical: 10, 20, 30; standard: none). Public. */
  removedFaceUp: number[];
  /** The card on offer, or null once the game is over. */
  faceUp: number | null;
  /** Chips lying on the face-up card. */
  pot: number;
  /** Chips in each player's hand. */
  chips: number[];
  /**
   * Chips each player has collected by taking cards (the sum of the piles they took). Public: every take
   * happens in plain view. With `chips` it also tells how many chips each player has paid.
   */
  chipsWon: number[];
  /** Cards each player has taken, ascending. Public. */
  cards: number[][];
  /** Whose decision it is (meaningless once over). */
  toMove: number;
  /**
   * How the game got here (public). Absent in a composed position whose past is unknown (a puzzle or
   * test position written by hand); `setup` and `play` always keep it.
   */
  history?: NoThanksHistory;
}

/** Take the face-up card with all chips on it, or pay one chip onto it ("No thanks!"). */
export type NoThanksMove = { type: 'take' } | { type: 'pass' };

/** What a move did, in order, for animation and logs. */
export type NoThanksEvent =
  /** `player` put one chip on the card; `chipsOnCard` is the pile after the payment. */
  | { type: 'pay'; player: number; chipsOnCard: number }
  /** `player` took `card` together with `chips` chips from it. */
  | { type: 'take'; player: number; card: number; chips: number }
  /** The taker turned up the next card of the stack; `stackLeft` cards remain face down. */
  | { type: 'reveal'; card: number; player: number; stackLeft: number }
  /** The 24th card was taken: final scores (lower is better) and the winner seat(s). */
  | { type: 'gameOver'; scores: number[]; winners: number[] };

// Compile-time check that every event is a GameEvent.
export type _EventsAreGameEvents = NoThanksEvent extends GameEvent ? true : never;

/**
 * What player `seat` may see (this is all a computer player receives).
 *
 * Public: the face-up card and the chips on it, every player's taken cards, how many cards are left
 * face down, the face-up removed cards of the tactical variant, whose turn it is, and every player's
 * own hand of chips. Hidden: the stack order, the unseen removed cards, and, unless the table plays with
 * open chips, the other players' chip counts.
 *
 * Decision on memory: every take and every payment happens in plain view, so the view carries the
 * public history of play (`history`): how each opponent decided, card by card, is what a good player
 * learns their style from. An attentive player who counts every payment knows every chip count; the
 * hidden chips rule only hides the piles from the eye, so `chips` shows others' counts only with open
 * chips and the table shows them no more than that. `chipsWon` and `hiddenChips` summarise what the
 * history implies (and are all there is for a composed position without a history).
 */
export interface NoThanksView {
  /** The seat this view belongs to (SPECTATOR, -1, for someone watching: no own chips). */
  seat: number;
  table: NoThanksSettings;
  /** Chips each player starts with (depends on player count and variant). */
  startChips: number;
  toMove: number;
  /** Card on offer; null once the game is over. */
  faceUp: number | null;
  pot: number;
  /** Face-down cards still in the stack (not counting the face-up card). */
  stackLeft: number;
  removedFaceUp: number[];
  /** Every player's taken cards, ascending. */
  cards: number[][];
  /** Chip counts: own always; others only with openChips or once the game is over, else null. */
  chips: (number | null)[];
  /** Chips each player has collected with the cards they took (public; see above). */
  chipsWon: number[];
  /** Sum of the chip counts shown as null (0 with open chips). */
  hiddenChips: number;
  over: boolean;
  /** The public history of play (absent when the position was composed without one). */
  history?: NoThanksHistory;
}
