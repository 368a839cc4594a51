/**
 * How a Gaps game counts in the statistics: one bucket per variant and redeal rule (and winnable
 * deals apart); the score is the cards in place, and the deal is won when the engine says so.
 */
import type { GapsState } from '../../engine/gaps';
import type { GameDescriptor } from '../../platform/gameRegistry';
import { gapsBucket } from '../../platform/stats';

export const gapsStats: GameDescriptor['stats'] = {
  bucket: (state) => gapsBucket((state as GapsState).settings),
  // The parts gapsBucket adds: redeals other than the default (`r0`, `runlimited`), random gaps, winnable deals.
  partLabel: (part, t) => {
    const redeals = /^r(\d+|unlimited)$/.exec(part);
    // A no-break space: a wrapped name keeps the number with its word.
    if (redeals) return `${t('menu.gaps.redeals')}:\u00a0${redeals[1] === 'unlimited' ? '∞' : redeals[1]}`;
    if (part === 'randomgaps') return t('menu.gaps.randomGaps');
    if (part === 'winnable') return t('menu.gaps.winnable');
    return null;
  },
  result: (state, _seat, rules) => {
    const { scores, winners } = rules.score(state);
    return { won: winners.length > 0, score: scores[0] ?? 0 };
  },
};
