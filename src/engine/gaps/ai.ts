/**
 * The Gaps "computer player" is the hint: the AI worker calls `ai.chooseMove(state, level, seed)` and
 * the scene animates the returned move. Gaps has no hidden information, so the view is the state.
 * The level scales the search budget (easy hints come back faster but see less far).
 */
import type { AiLevel, GameAi } from '../core/rules';
import { DEFAULT_SOLVE_BUDGET, hint } from './solver';
import type { GapsMove, GapsState } from './types';
import { IllegalMoveError } from '../core/errors';

const BUDGET: Record<AiLevel, number> = { easy: DEFAULT_SOLVE_BUDGET / 10, medium: DEFAULT_SOLVE_BUDGET / 2, hard: DEFAULT_SOLVE_BUDGET };

export const ai: GameAi<GapsState, GapsMove> = {
  chooseMove(view, level) {
    const move = hint(view, BUDGET[level] ?? DEFAULT_SOLVE_BUDGET);
    if (move === null) throw new IllegalMoveError('The game is over: there is no move to suggest');
    return move;
  },
};
