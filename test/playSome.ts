/** A game played a few moves in, for tests of saves and links that need a real record. */
import type { GameEvent, GameRules } from '../src/engine/core';

/**
 * Sets up `rules` with `options` and `seed` and plays up to `count` moves (the i-th legal move,
 * cycling, so the line varies), stopping early if the game ends. Returns the move texts and the state.
 */
export function playSome<S, M, O, E extends GameEvent>(rules: GameRules<S, M, O, E>, options: Partial<O>, seed: string, count: number): { moves: string[]; state: S } {
  let state = rules.setup(options, seed);
  const moves: string[] = [];
  for (let i = 0; i < count && !rules.isOver(state); i++) {
    const legal = rules.legalMoves(state);
    const move = legal[i % legal.length]!;
    moves.push(rules.formatMove(move));
    state = rules.play(state, move).state;
  }
  return { moves, state };
}
