/**
 * Errors an engine throws on bad input. Both carry a message a player can read; scenes show it
 * as a toast and keep the state they had.
 */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}

/** A move that is not legal in the given state. The state is unchanged (engines are pure). */
export class IllegalMoveError extends RuleError {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalMoveError';
  }
}

/** Throws a RuleError unless `condition` holds. Reads better than an if at every validation site. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new RuleError(message);
}
