/**
 * The uniform interface every game engine offers (see docs/engine-contract.md). Scenes, the AI
 * worker, saves, replays and tests are written once against it.
 */
/**
 * A game's id: its key in the game registry (src/platform/gameRegistry.ts) and the name of its engine
 * folder (src/engine/<id>/), e.g. 'nothanks'.
 */
export type GameId = string;

/** Something that happened during a move, for animation and logs. Each game narrows `type`. */
export interface GameEvent {
  readonly type: string;
}

/** The seat number a spectator's view is asked for: `view(state, SPECTATOR)` is the public view. */
export const SPECTATOR = -1;

/** What a blanked card code reads in an event filtered by `viewEvents` (the card is hidden from the viewer). */
export const HIDDEN_CARD = '';

export interface ScoreReport {
  /** Per player (or per team where the game scores teams), in the game's own sense. */
  scores: number[];
  /** Indices into `scores` of the winners once the game is over; empty while it runs. */
  winners: number[];
}

export interface GameRules<State, Move, Options, Event extends GameEvent = GameEvent, View = unknown> {
  readonly id: GameId;
  /** Validates options (throws RuleError with a readable message) and deals from the seed. */
  setup(options: Partial<Options>, seed: string): State;
  /** Whose decision it is (always 0 in Gaps). */
  toMove(state: State): number;
  /** Every legal move for the player to move, in a stable order. Empty only when the game is over. */
  legalMoves(state: State): Move[];
  /** Pure: the next state and what happened; throws IllegalMoveError for anything not legal. */
  play(state: State, move: Move): { state: State; events: Event[] };
  isOver(state: State): boolean;
  score(state: State): ScoreReport;
  /**
   * What player `p` may see. Computer players receive only this. `p` may also be `SPECTATOR`: the
   * public view of someone watching (no hand, no hidden count).
   */
  view(state: State, p: number): View;
  /**
   * The events of a move as seat `p` (or `SPECTATOR`) may see them: anything hidden from that seat
   * (a card drawn into someone else's hand) is blanked. Absent where every event is public.
   */
  viewEvents?(events: readonly Event[], p: number): Event[];
  /** Text notation of a position; parse(format(s)) equals s. */
  format(state: State): string;
  /** Throws RuleError on malformed or impossible positions. */
  parse(text: string): State;
  formatMove(move: Move): string;
  /** Throws RuleError on malformed text. */
  parseMove(text: string): Move;
  /**
   * Online play: a position the table can draw from a view alone (the server keeps the real state).
   * What the view hides is filled with values that are no card and no count (an empty card code, 0),
   * never with guesses; a table shows hidden parts only through `view` and so never shows them.
   */
  standIn?(view: View): State;
}

/** Difficulty of a computer player. */
export type AiLevel = 'easy' | 'medium' | 'hard';

/**
 * A computer player. `src/engine/<game>/ai.ts` exports one; the AI worker calls it with the view of
 * the player to move (never the full state) and a seeded generator for any randomness it needs.
 */
export interface GameAi<View, Move> {
  chooseMove(view: View, level: AiLevel, seed: string): Move;
}
