/**
 * How a Sequence game counts in the statistics: one bucket per variant, player count and team split; the person's
 * result is their team's (the engine scores teams: completed sequences), won when their team won.
 */
import type { SequenceState } from '../../engine/sequence';
// The seating rule alone, not the engine: descriptors are read before any engine loads.
import { teamOf } from '../../engine/sequence/tables';
import type { GameDescriptor } from '../../platform/gameRegistry';

/**
 * `classic-2p`, `numbers-6p`, … Six or twelve players may sit in 2 teams (two sequences to win) or in
 * 3 (one): games in 3 teams count apart, as `classic-6p-3t`. (Three or nine players always sit in 3.)
 */
export function sequenceBucket(settings: { variant: string; players: number; teams: number }): string {
  const threeOfTwo = settings.teams === 3 && settings.players % 2 === 0;
  return `${settings.variant}-${settings.players}p${threeOfTwo ? '-3t' : ''}`;
}

export const sequenceStats: GameDescriptor['stats'] = {
  bucket: (state) => sequenceBucket((state as SequenceState).settings),
  result: (state, seat, rules) => {
    const team = teamOf((state as SequenceState).settings, seat);
    const { scores, winners } = rules.score(state);
    return { won: winners.includes(team), score: scores[team] ?? 0 };
  },
};
