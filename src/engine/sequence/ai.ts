/**
 * Computer players for Sequence (placeholder policy: the first legal move; replaced by the real AI).
 */
import type { GameAi } from '../core';
import { legalMovesForView } from './index';
import type { SequenceMove, SequenceView } from './types';

export const ai: GameAi<SequenceView, SequenceMove> = {
  chooseMove(view) {
    const moves = legalMovesForView(view);
    const first = moves[0];
    if (first === undefined) throw new Error('no legal move: it is not this player\'s turn or the game is over');
    return first;
  },
};
