/**
 * Turns the events a move returned into motion on the table, one after another: a chip paid onto
 * the card, the card and its chips going to the taker, the next card turned up. The game end is
 * left to the scene (it opens the score sheet). Seat numbers and values all come from the events
 * and the engine state; nothing here works out a rule.
 */
import type Phaser from 'phaser';
import { cardPoints, rules, type NoThanksEvent, type NoThanksMove, type NoThanksState } from '../../engine/nothanks';
import { t } from '../../platform/i18n';
import type { GameSession } from '../../platform/session/GameSession';
import { CSS, DEPTH, playSound } from '../../ui';
import type { CentreView } from './CentreView';
import { flyChips } from './chipFlight';
import type { SeatView } from './SeatView';
import type { Box } from '../../ui/layout';
import type { Point } from './tableLayout';

export interface TableViews {
  scene: Phaser.Scene;
  /** The game in progress: its state is the one the views show. */
  session: GameSession<NoThanksState, NoThanksMove, NoThanksEvent>;
  /**
   * The person at the screen whose private chip count shows; -1 for nobody's (pass-and-play, while
   * the device travels between people).
   */
  viewer: number;
  seats: SeatView[];
  centre: CentreView;
  /** Where the table starts under the top bar (speech bubbles stay below it). */
  tableTop: number;
  /** What a speech bubble must keep off besides the seats: the card on offer, the buttons, the help line, the history. */
  keepClear: () => Box[];
}

/**
 * What `speaker`'s speech bubble must not cover: every name plate and chip pile, every other seat
 * (a bubble on a neighbour's panel read as the neighbour's), and what the scene keeps clear (a
 * bubble ran over the help line's end). So it lies beside its own plate, in the free table or in its
 * own seat over its cards.
 */
function bubbleAvoid(v: TableViews, speaker: number): Box[] {
  const others = v.seats.filter((s) => s.seat !== speaker).map((s) => s.panelBox());
  return [...v.seats.flatMap((s) => [s.plateBox(), s.pileBox()]), ...others, ...v.keepClear()];
}

/** The chip count `seat` shows: the viewer's own, everyone's with open chips, otherwise null ("?"). */
export function visibleChips(v: TableViews, seat: number): number | null {
  const state = v.session.state;
  if (v.viewer < 0) return state.table.openChips ? (state.chips[seat] ?? 0) : null;
  return rules.view(state, v.viewer).chips[seat] ?? null;
}

/** Shows a seat's public card points and the chip count the viewer may see. */
export function refreshSeat(v: TableViews, seat: number): void {
  const view = v.seats[seat];
  if (!view) return;
  view.setPoints(cardPoints(v.session.state.cards[seat] ?? []));
  view.setChips(visibleChips(v, seat));
}

export function refreshAll(v: TableViews): void {
  for (let s = 0; s < v.seats.length; s++) refreshSeat(v, s);
  v.centre.setPot(v.session.state.pot);
}

/**
 * Animates `events` in order. `payFrom` is where a chip the player dragged was let go (the flight
 * starts there instead of at their pile).
 */
export async function animateEvents(v: TableViews, events: readonly NoThanksEvent[], payFrom?: Point): Promise<void> {
  for (const e of events) {
    if (e.type === 'pay') await animatePay(v, e.player, e.chipsOnCard, payFrom);
    else if (e.type === 'take') await animateTake(v, e.player, e.card, e.chips);
    else if (e.type === 'reveal') {
      playSound('flip');
      await v.centre.reveal(e.card, e.stackLeft);
    }
  }
}

async function animatePay(v: TableViews, player: number, chipsOnCard: number, from?: Point): Promise<void> {
  const seat = v.seats[player]!;
  void seat.callout(t('nothanks.calloutPass'), CSS.text, bubbleAvoid(v, player), v.tableTop);
  refreshSeat(v, player);
  await flyChips(v.scene, from ?? seat.chipAnchor(), v.centre.potAnchor(), 1, { onLand: () => v.centre.setPot(chipsOnCard) });
}

async function animateTake(v: TableViews, player: number, card: number, chips: number): Promise<void> {
  const seat = v.seats[player]!;
  void seat.callout(t('nothanks.calloutTake'), CSS.gold, bubbleAvoid(v, player), v.tableTop);
  playSound('take');
  const sprite = v.centre.takeOffer();
  const flights: Promise<void>[] = [];
  if (sprite) {
    sprite.setDepth(DEPTH.drag);
    flights.push(seat.receive(card, sprite));
  }
  if (chips > 0) {
    // The pot counts down as chips leave it and the taker's count (when the viewer may see it) up
    // as they land: 9 → 10 → … → 18, never a jump.
    const shownAfter = visibleChips(v, player);
    const before = shownAfter === null ? null : shownAfter - chips;
    flights.push(
      flyChips(v.scene, v.centre.potAnchor(), seat.chipAnchor(), chips, {
        onLeave: (gone) => v.centre.setPot(chips - gone),
        onLand: (arrived) => {
          if (before !== null) seat.setChips(before + arrived);
        },
      }),
    );
  }
  await Promise.all(flights);
  refreshSeat(v, player);
  seat.setCaption(chips > 0 ? t('nothanks.tookChips', { card, chips }) : t('nothanks.took', { card }));
}
