/**
 * How a No Thanks game counts in the statistics: one bucket per player count (and the tactical
 * variant apart); the score is the person's points, where lower is better; they won when the engine
 * names them among the winners.
 */
import type { NoThanksState } from '../../engine/nothanks';
import type { GameDescriptor } from '../../platform/gameRegistry';

/** `4p`, or `4p-tactical`. */
export function noThanksBucket(table: { players: number; variant: string }): string {
  return `${table.players}p${table.variant === 'tactical' ? '-tactical' : ''}`;
}

export const noThanksStats: GameDescriptor['stats'] = {
  bucket: (state) => noThanksBucket((state as NoThanksState).table),
  result: (state, seat, rules) => {
    const { scores, winners } = rules.score(state);
    return { won: winners.includes(seat), score: scores[seat] ?? 0 };
  },
  lowerIsBetter: true,
};
