/**
 * Online play: the position a table draws from a seat's view (the server keeps the real state). Other
 * players' cards and the draw pile's order are unknown here: they are empty card codes ('' is no
 * card), as many as there are, and the reshuffle generator is zero. The table shows only the viewer's
 * own hand and the other hands and the pile as counts, so no stand-in value is ever shown.
 */
import type { SequenceState, SequenceView } from './types';

export function standIn(view: SequenceView): SequenceState {
  return {
    settings: { ...view.settings },
    chips: view.chips.slice(),
    sequences: view.sequences.map((s) => ({ ...s, cells: s.cells.map(([r, c]): [number, number] => [r, c]) })),
    hands: view.handSizes.map((n, p) => (p === view.player ? view.hand.slice() : Array.from({ length: n }, () => ''))),
    drawPile: Array.from({ length: view.drawPileSize }, () => ''),
    discards: view.discards.map((d) => d.slice()),
    toMove: view.toMove,
    deadExchanged: view.deadExchanged,
    rng: [0, 0, 0, 0],
    reshuffles: view.reshuffles,
    outcome: view.outcome,
    winners: view.winners.slice(),
  };
}
