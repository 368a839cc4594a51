/**
 * How a Gaps game counts in the statistics: one bucket per variant and redeal rule (and winnable
 * deals apart); the score is the cards in place, and the deal is won when the engine says so.
 */
import type { GapsState } from '../../engine/gaps';
import type { GameDescriptor } from '../../platform/gameRegistry';
import { DEFAULT_REDEALS } from '../../engine/gaps/options';

/**
 * `aisleriot`, or e.g. `aisleriot-r0-randomgaps` / `montana-runlimited` for other redeal rules, and
 * `-winnable` for winnable deals only (more of them are won: not to be mixed with any deal's results).
 */
export function gapsBucket(settings: { variant: string; redeals: number; randomGaps: boolean; winnable?: boolean }): string {
  const parts = [settings.variant];
  if (settings.redeals !== DEFAULT_REDEALS) parts.push(settings.redeals < 0 ? 'runlimited' : `r${settings.redeals}`);
  if (settings.randomGaps) parts.push('randomgaps');
  if (settings.winnable === true) parts.push('winnable');
  return parts.join('-');
}

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
