/**
 * When a table takes a person's input (pure, so the rule is unit-tested): TableScene.acceptsInput.
 */

export interface InputState {
  /** The scene runs and its session is not closed. */
  running: boolean;
  /** A person at this screen is being asked for a move. */
  asked: boolean;
  /** Animations under way. */
  animations: number;
  /** Dialogs open (leave, end of game, hand-over). */
  dialogs: number;
  /** An online table's link is away (reconnecting or lost): the server would refuse the move. */
  linkAway: boolean;
}

/** Whether a person's move is taken now; while it is not, the table's move controls are off. */
export function inputOpen(s: InputState): boolean {
  return s.running && s.asked && s.animations === 0 && s.dialogs === 0 && !s.linkAway;
}
