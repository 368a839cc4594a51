/**
 * The No Thanks moves as lines of the move history (pure): who said "No thanks!" on which card, who
 * took which card with how many chips. Tapping a line points at that player's seat (and at the
 * taken card in their row).
 */
import { rules, type NoThanksEvent } from '../../engine/nothanks';
import { replay, type GameRecord } from '../../engine/core';
import { tOf } from '../../platform/i18n';
import type { HistoryEntry } from '../../ui/moveLog';

/** What a history line points at: a seat, and the card they took (null for a "No thanks!"). */
export interface NoThanksFocus {
  seat: number;
  card: number | null;
}

/** Who the lines name and colour (the card on offer comes from the game). */
export type NoThanksSeatsContext = Omit<NoThanksHistoryContext, 'faceUp'>;

export interface NoThanksHistoryContext {
  names: readonly string[];
  /** The seat of the person at this screen (-1: none, e.g. pass-and-play): their lines say "You …". */
  you: number;
  colors: readonly number[];
  /** The card on offer when the move was made. */
  faceUp: number | null;
}

export function noThanksHistory(events: readonly NoThanksEvent[], ctx: NoThanksHistoryContext): HistoryEntry<NoThanksFocus>[] {
  const out: HistoryEntry<NoThanksFocus>[] = [];
  let card = ctx.faceUp;
  for (const e of events) {
    if (e.type === 'reveal') card = e.card;
    if (e.type !== 'pay' && e.type !== 'take') continue;
    const name = ctx.names[e.player] ?? '';
    const color = ctx.colors[e.player] ?? 0xffffff;
    const you = e.player === ctx.you;
    if (e.type === 'pay') {
      out.push({ color, text: tOf('nothanks.history.pass', you, { name, card: card ?? '?' }), focus: { seat: e.player, card: null } });
    } else {
      const text = e.chips > 0 ? tOf('nothanks.history.takeChips', you, { name, card: e.card, chips: e.chips }) : tOf('nothanks.history.take', you, { name, card: e.card });
      out.push({ color, text, focus: { seat: e.player, card: e.card } });
    }
  }
  return out;
}

/**
 * Every move of the game in `record`, from the deal, as history lines: what the panel lists once the
 * game is over (the moves since the person's last turn no longer mean anything then). The engine
 * replays the moves (core `replay`); this only words their events.
 */
export function fullNoThanksHistory(record: GameRecord, ctx: NoThanksSeatsContext): HistoryEntry<NoThanksFocus>[] {
  const lines: HistoryEntry<NoThanksFocus>[] = [];
  replay(rules, record, (events, _i, before) => lines.push(...noThanksHistory(events, { ...ctx, faceUp: before.faceUp })));
  return lines;
}
