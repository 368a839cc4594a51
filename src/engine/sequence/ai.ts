/**
 * Computer players for Sequence and Sequence Numbers. They see only `view` (own hand, board,
 * discards, counts) and take their randomness from `seed`.
 *
 * - easy: often a random legal move; otherwise grows its own lines without looking at opponents.
 * - medium: weighs its lines against the opponents', but ignores which cards opponents may hold
 *   and spends jacks freely.
 * - hard: also estimates, from the unseen cards, the chance that the next opponents can complete a
 *   sequence at once and blocks / breaks those threats, builds threats it can finish itself, and
 *   keeps its jacks for when they matter (see ai-eval.ts). One pass over the legal moves: a few
 *   milliseconds per decision.
 */
import type { AiLevel, GameAi } from '../core';
import { Rng } from '../core';
import type { EvalWeights } from './ai-eval';
import { gatherKnowledge, scoreMove } from './ai-eval';
import { legalMovesForView } from './index';
import type { SequenceMove, SequenceView } from './types';

export const LEVEL_WEIGHTS: Record<AiLevel, EvalWeights> = {
  easy: { potential: [0, 1, 3, 9, 27], opponentFactor: 0, sequence: 300, wildCost: 0, removeCost: 0, threats: false, handBonus: 0, deadSpace: 1 },
  medium: { potential: [0, 1, 4, 12, 40], opponentFactor: 0.6, sequence: 300, wildCost: 5, removeCost: 5, threats: false, handBonus: 0, deadSpace: 1 },
  hard: { potential: [0, 1, 4, 12, 40], opponentFactor: 0.9, sequence: 300, wildCost: 30, removeCost: 25, threats: true, handBonus: 1, deadSpace: 0.3 },
};

/** Chance that easy simply plays a random legal move. */
const EASY_RANDOM = 0.35;

/** The best move by the level's weights; ties are broken by the seeded generator. */
export function bestMove(view: SequenceView, moves: readonly SequenceMove[], weights: EvalWeights, rng: Rng): SequenceMove {
  const knowledge = gatherKnowledge(view, weights);
  const scored = moves.map((move) => ({ move, score: scoreMove(view, knowledge, move, weights) }));
  const top = Math.max(...scored.map((x) => x.score));
  return rng.pick(scored.filter((x) => x.score >= top - 1e-9).map((x) => x.move));
}

export const ai: GameAi<SequenceView, SequenceMove> = {
  chooseMove(view, level, seed) {
    const moves = legalMovesForView(view);
    if (moves.length === 0) throw new Error("no legal move: it is not this player's turn or the game is over");
    const rng = Rng.fromSeed(seed);
    if (level === 'easy' && rng.next() < EASY_RANDOM) return rng.pick(moves);
    return bestMove(view, moves, LEVEL_WEIGHTS[level] ?? LEVEL_WEIGHTS.hard, rng);
  },
};
