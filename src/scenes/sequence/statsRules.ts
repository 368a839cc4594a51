/**
 * How a Sequence game counts in the statistics: one bucket per variant and player count; the person's
 * result is their team's (the engine scores teams: completed sequences), won when their team won.
 */
import type { SequenceState } from '../../engine/sequence';
// The seating rule alone, not the engine: descriptors are read before any engine loads.
import { teamOf } from '../../engine/sequence/tables';
import type { GameDescriptor } from '../../platform/gameRegistry';

/** `classic-2p`, `numbers-6p`, … */
export function sequenceBucket(settings: { variant: string; players: number }): string {
  return `${settings.variant}-${settings.players}p`;
}

export const sequenceStats: GameDescriptor['stats'] = {
  bucket: (state) => sequenceBucket((state as SequenceState).settings),
  result: (state, seat, rules) => {
    const team = teamOf((state as SequenceState).settings, seat);
    const { scores, winners } = rules.score(state);
    return { won: winners.includes(team), score: scores[team] ?? 0 };
  },
};
