/**
 * What a table scene needs of the game it shows, whoever holds the game: a `TableSession` (the whole
 * game on this screen: engine, record, seats, turn loop) or an `OnlineSession` (the game on a server;
 * this screen holds a stand-in position made from its seat's view). Scenes and the base table scene
 * are written against this, so the same table plays a local game and an online one.
 */
import type { GameEvent, GameRecord, GameRules } from '../../engine/core';
import type { GameLaunch } from '../launch';

/** What becomes of a person's move: accepted (`done` once it has been shown) or refused with a reason. */
export type SubmitResult = { ok: true; done: Promise<void> } | { ok: false; error: string };

export interface GameSession<S, M, E extends GameEvent = GameEvent> {
  readonly rules: GameRules<S, M, unknown, E>;
  readonly launch: GameLaunch;
  /** The position the game was opened at was already over. */
  readonly openedOver: boolean;
  /** The position to draw (online: a stand-in from the view; hidden parts are shown only through `rules.view`). */
  readonly state: S;
  /** The moves so far, in the engine's notation. */
  readonly moves: readonly string[];
  readonly lastEvents: readonly E[];
  readonly over: boolean;
  readonly toMove: number;
  legalMoves(): M[];
  /** The seats of the people at this screen. */
  humanSeats(): number[];
  readonly passAndPlay: boolean;
  /** A person at this screen is being asked for a move now. */
  readonly awaitingHuman: boolean;
  record(): GameRecord;
  start(): void;
  submit(move: M): SubmitResult;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): boolean;
  redo(): boolean;
  restart(): boolean;
  dispose(): void;
  readonly closed: boolean;
}
