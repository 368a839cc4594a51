/**
 * Who sits where: display names for seats and teams. With one person at the screen they are "You"
 * and the others "Computer n"; with several people (pass-and-play) everyone is "Player n".
 */
import type { Seat } from '../../platform/launch';
import { t } from '../../platform/i18n';
import type { TeamInfo } from './TeamPanel';

export function humanSeats(seats: readonly Seat[]): number[] {
  return seats.flatMap((s, i) => (s === 'human' ? [i] : []));
}

/** Online, people are called by the names they gave the table (`named`, with `you` this screen's seat). */
export function seatNames(seats: readonly Seat[], named?: { names: readonly string[]; you: number | null }): string[] {
  const alone = humanSeats(seats).length === 1;
  let computers = 0;
  return seats.map((s, i) => {
    if (s !== 'human') return t('sequence.computer', { n: ++computers });
    if (named) return i === named.you ? t('sequence.you') : (named.names[i] ?? '');
    return alone ? t('sequence.you') : t('sequence.player', { n: i + 1 });
  });
}

/**
 * The short names a crowded team panel shows where the full ones would not fit ("CPU 3" for
 * "Computer 3"); undefined for a person's seat, whose name has no shorter form.
 */
export function shortSeatNames(seats: readonly Seat[]): Array<string | undefined> {
  let computers = 0;
  return seats.map((s) => (s === 'human' ? undefined : t('sequence.computer.short', { n: ++computers })));
}

/** Teams with their players; a team of one is named after its player, larger ones after their colour. */
export function teamInfos(names: readonly string[], teams: number, teamOf: (seat: number) => number, shortNames: ReadonlyArray<string | undefined> = []): TeamInfo[] {
  return Array.from({ length: teams }, (_, team) => {
    const players = names.flatMap((name, seat) => (teamOf(seat) === team ? [{ seat, name, shortName: shortNames[seat] }] : []));
    if (players.length === 1) return { name: (players[0] as { name: string }).name, players };
    const colour = t(`sequence.team.${team}`);
    return { name: t('sequence.team.label', { colour }), shortName: colour, players };
  });
}
