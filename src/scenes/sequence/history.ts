/**
 * The Sequence moves as lines of the move history (pure): chips placed and removed, dead cards
 * exchanged, sequences completed, turns passed. Tapping a line points at its spaces on the board.
 */
import type { SequenceEvent } from '../../engine/sequence';
import { t, tOf } from '../../platform/i18n';
import type { HistoryEntry } from '../../ui/moveLog';

/** The board spaces a history line points at ([row, col]; none for an exchange or a pass). */
export type SequenceFocus = Array<[number, number]>;

export interface SequenceHistoryContext {
  names: readonly string[];
  /** The seat of the person at this screen (-1: none, e.g. pass-and-play): their lines say "You …". */
  you: number;
  teamNames: readonly string[];
  /** Colour by team. */
  teamColors: readonly number[];
  /** Team by seat. */
  teamOf: (seat: number) => number;
  /** How a card is written for people ("10♥"). */
  cardName: (code: string) => string;
}

export function sequenceHistory(events: readonly SequenceEvent[], ctx: SequenceHistoryContext): HistoryEntry<SequenceFocus>[] {
  const out: HistoryEntry<SequenceFocus>[] = [];
  const who = (seat: number): { name: string; color: number } => ({ name: ctx.names[seat] ?? '', color: ctx.teamColors[ctx.teamOf(seat)] ?? 0xffffff });
  for (const e of events) {
    switch (e.type) {
      case 'place':
      case 'remove': {
        const { name, color } = who(e.player);
        const key = e.type === 'place' ? 'sequence.history.place' : 'sequence.history.remove';
        out.push({ color, text: tOf(key, e.player === ctx.you, { name, card: ctx.cardName(e.card) }), focus: [[e.row, e.col]] });
        break;
      }
      case 'discardDead': {
        const { name, color } = who(e.player);
        out.push({ color, text: tOf('sequence.history.dead', e.player === ctx.you, { name, card: ctx.cardName(e.card) }), focus: [] });
        break;
      }
      case 'sequence':
        out.push({ color: ctx.teamColors[e.team] ?? 0xffffff, text: t('sequence.toast.sequence', { name: ctx.teamNames[e.team] ?? '' }), focus: e.cells.map(([r, c]) => [r, c] as [number, number]) });
        break;
      case 'pass': {
        const { name, color } = who(e.player);
        out.push({ color, text: tOf('sequence.toast.pass', e.player === ctx.you, { name }), focus: [] });
        break;
      }
      default:
        break;
    }
  }
  return out;
}
