/**
 * One game of Gaps as the scene plays it: the engine state with undo/redo (the engine's history
 * helper) and the list of moves in text form, so the game can be saved, resumed and shared as a
 * record (options + seed + moves). Pure: no Phaser, every rule question goes to the engine.
 */
import type { GameRecord } from '../../engine/core';
import {
  canRedo,
  canUndo,
  pushHistory,
  redo,
  rules,
  startHistory,
  undo,
  type GapsEvent,
  type GapsMove,
  type GapsOptions,
  type GapsState,
  type History,
} from '../../engine/gaps';

/** A position and the moves (text form) that led to it from the deal. */
interface Step {
  state: GapsState;
  moves: readonly string[];
}

export class GapsSession {
  private history: History<Step>;
  /** The state the game started from (for "restart deal"). */
  readonly initial: GapsState;

  constructor(
    readonly options: Partial<GapsOptions>,
    readonly seed: string,
  ) {
    this.initial = rules.setup(options, seed);
    this.history = startHistory<Step>({ state: this.initial, moves: [] });
  }

  get state(): GapsState {
    return this.history.present.state;
  }

  /** Moves played so far, in text notation (`5H>r2c7`, `redeal`). */
  get moves(): readonly string[] {
    return this.history.present.moves;
  }

  get canUndo(): boolean {
    return canUndo(this.history);
  }

  get canRedo(): boolean {
    return canRedo(this.history);
  }

  /** Plays `move` (throws the engine's IllegalMoveError when it is not legal) and returns its events. */
  play(move: GapsMove): GapsEvent[] {
    const { state, events } = rules.play(this.state, move);
    this.history = pushHistory(this.history, { state, moves: [...this.moves, rules.formatMove(move)] });
    return events;
  }

  /** Replays recorded moves (a resumed or shared game); stops at the first one that does not parse or play. */
  replay(moves: readonly string[]): number {
    let played = 0;
    for (const text of moves) {
      try {
        this.play(rules.parseMove(text));
        played++;
      } catch {
        break;
      }
    }
    return played;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.history = undo(this.history);
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.history = redo(this.history);
    return true;
  }

  /** Back to the deal; the moves stay redoable one by one, like undoing them all. */
  restart(): void {
    while (this.undo());
  }

  get legalMoves(): GapsMove[] {
    return rules.legalMoves(this.state);
  }

  get isOver(): boolean {
    return rules.isOver(this.state);
  }

  get score(): number {
    return rules.score(this.state).scores[0] ?? 0;
  }

  get won(): boolean {
    return rules.score(this.state).winners.length > 0;
  }

  /** The game as a record: enough to replay it exactly (saves, shared links, bug reports). */
  record(): GameRecord<GapsOptions> {
    return { game: 'gaps', options: { ...this.options }, seed: this.seed, moves: [...this.moves] };
  }
}

/**
 * A session for launch options the engine may refuse (an old save, a hand-made link): the options as
 * given if accepted (`refused` null); else the same variant alone if that is accepted, else the
 * defaults, with the engine's reason in `refused`.
 */
export function openGapsSession(options: Partial<GapsOptions>, seed: string): { session: GapsSession; options: Partial<GapsOptions>; refused: string | null } {
  try {
    return { session: new GapsSession(options, seed), options, refused: null };
  } catch (err) {
    const refused = err instanceof Error ? err.message : String(err);
    try {
      const variantOnly = { variant: options.variant };
      return { session: new GapsSession(variantOnly, seed), options: variantOnly, refused };
    } catch {
      return { session: new GapsSession({}, seed), options: {}, refused };
    }
  }
}
