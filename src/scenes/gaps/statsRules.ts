/**
 * How a Gaps game counts in the statistics: one bucket per variant and redeal rule (and winnable
 * deals apart); the score is the cards in place, and the deal is won when the engine says so.
 */
import type { GapsState } from '../../engine/gaps';
import type { GameDescriptor } from '../../platform/gameRegistry';
import { gapsBucket } from '../../platform/stats';

export const gapsStats: GameDescriptor['stats'] = {
  bucket: (state) => gapsBucket((state as GapsState).settings),
  result: (state, _seat, rules) => {
    const { scores, winners } = rules.score(state);
    return { won: winners.length > 0, score: scores[0] ?? 0 };
  },
};
