/**
 * Names and colours of the players at the No Thanks table. One person at the screen is "You";
 * several are "Player 1", "Player 2", …; computer players get a name (easier to follow than
 * "Computer 4") and their level as the caption.
 */
import { t } from '../../platform/i18n';
import type { Seat } from '../../platform/launch';
import type { SeatInfo } from './SeatView';

/** Seven clearly different accents, one per seat (the table seats up to seven). */
export const SEAT_COLORS = [0xf2c14e, 0x5cc8ff, 0xff8a65, 0xb39ddb, 0x81c784, 0xf48fb1, 0x4dd0e1] as const;

const COMPUTER_NAMES = ['Ada', 'Boris', 'Clara', 'Dmitri', 'Elsa', 'Felix', 'Greta'];

/**
 * One per seat, from who sits there (`human` or a computer player's level). Online, people are
 * called by the names they gave the table (`named`, with `you` this screen's seat).
 */
export function seatInfos(seats: readonly Seat[], named?: { names: readonly string[]; you: number | null }): SeatInfo[] {
  const humans = seats.flatMap((s, i) => (s === 'human' ? [i] : []));
  let computers = 0;
  return seats.map((seat, i) => {
    const color = SEAT_COLORS[i % SEAT_COLORS.length]!;
    if (named && seat === 'human') return { name: i === named.you ? t('nothanks.you') : (named.names[i] ?? ''), color, caption: null, you: i === named.you };
    if (seat === 'human') {
      const alone = humans.length === 1;
      return { name: alone ? t('nothanks.you') : t('nothanks.player', { n: humans.indexOf(i) + 1 }), color, caption: null, you: alone };
    }
    const name = COMPUTER_NAMES[computers++ % COMPUTER_NAMES.length]!;
    return { name, color, caption: t(`menu.level.${seat}`) };
  });
}
