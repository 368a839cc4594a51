/**
 * A game record = game id + options + seed + moves in text form. Saves, shared links, replays and
 * bug reports all use it: replaying it reproduces every state exactly.
 */
import { RuleError } from './errors';
import type { GameEvent, GameId, GameRules } from './rules';

export interface GameRecord<Options = Record<string, unknown>> {
  game: GameId;
  options: Partial<Options>;
  seed: string;
  moves: string[];
}

/**
 * Replays a record from the deal; throws RuleError naming the first move that does not apply.
 * `onPlayed` sees the events of each move as it is replayed (e.g. to tell how the game ended), and
 * the state the move was made in.
 */
export function replay<S, M, O, E extends GameEvent>(rules: GameRules<S, M, O, E>, record: GameRecord<O>, onPlayed?: (events: readonly E[], index: number, before: S) => void): S {
  if (record.game !== rules.id) throw new RuleError(`record is for "${record.game}", not "${rules.id}"`);
  let state = rules.setup(record.options, record.seed);
  record.moves.forEach((text, i) => {
    try {
      const before = state;
      const result = rules.play(state, rules.parseMove(text));
      state = result.state;
      onPlayed?.(result.events, i, before);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new RuleError(`move ${i + 1} ("${text}") cannot be replayed: ${why}`);
    }
  });
  return state;
}
