/**
 * Online play: the position a table draws from a seat's view (the server keeps the real state). The
 * stack's cards and the unseen removed cards are unknown here: the stack holds as many 0s as it has
 * cards (0 is no card), and chip counts the view hides are 0. The table shows chips only through
 * `rules.view` and the stack only as a count, so neither stand-in value is ever shown.
 */
import type { NoThanksState, NoThanksView } from './types';

export function standIn(view: NoThanksView): NoThanksState {
  const state: NoThanksState = {
    table: { ...view.table },
    stack: Array.from({ length: view.stackLeft }, () => 0),
    removed: [],
    removedFaceUp: view.removedFaceUp.slice(),
    faceUp: view.faceUp,
    pot: view.pot,
    chips: view.chips.map((n) => n ?? 0),
    chipsWon: view.chipsWon.slice(),
    cards: view.cards.map((held) => held.slice()),
    toMove: view.toMove,
  };
  if (view.history) state.history = { startPlayer: view.history.startPlayer, takes: view.history.takes.map((t) => ({ ...t })) };
  return state;
}
