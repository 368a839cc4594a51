/**
 * Whether some order of turns leads to a position's chips and cards, for a position given without
 * its history (consistency.ts checks one given with it by replaying it).
 *
 * A game is a chain of rounds. In each, the seat that took the last card (at first the start player)
 * turns up the next one; seats then pay onto it one chip each, in turn from that seat, until one
 * takes it with the pile. So a pile of s chips taken by seat T was paid by the s seats before T in
 * turn order, and T then turns up the next card. A seat with no chip must take. Which card went to
 * whom in which round does not matter: the stack's order is unknown.
 *
 * Two checks:
 * - `paymentShortfall`, always: a lower bound on what each seat paid onto the piles others took.
 *   The seat k places before T pays in a pile of s chips taken by T `max(0, floor((s - k) / P) + 1)`
 *   chips (k = P is T itself); spreading T's chips over its piles as thinly as it can, it paid at
 *   least `ceil((W - c (k - 1)) / P)` onto T's c piles of W chips in all.
 * - `searchTurnOrders`: the exact answer, a search over the rounds (who took, the pile, everyone's
 *   chips, pruned by the bound above). It is exponential in the worst case, so it gives up after a
 *   fixed number of steps and then answers 'unknown' (the position is then accepted on the bounds
 *   alone). Measured on 1,000 positions of random play at 3-7 players: all with up to 5 cards taken
 *   were decided, 1% of those with 6-11, and about a third of those with 12 or more ran out of
 *   steps (30-70 ms each).
 */
import { startChips } from './deck';
import type { NoThanksState } from './types';

/** Search steps before `searchTurnOrders` gives up: a few milliseconds of work. */
const SEARCH_STEPS = 10_000;

/** The seat `k` places before `seat`, going round the table. */
export const seatBefore = (seat: number, k: number, players: number): number => (((seat - k) % players) + players) % players;

/** How many of the `pot` payments on the face-up card each seat made: the seats before `toMove`, in turn. */
export function paymentsOnCard(state: NoThanksState): number[] {
  const players = state.table.players;
  const paid = Array<number>(players).fill(0);
  for (let k = 1; k <= state.pot; k++) paid[seatBefore(state.toMove, k, players)]! += 1;
  return paid;
}

/** Fewest chips the seat `k` places before a taker paid onto its `piles` piles of `won` chips in all (k = players: the taker). */
function fewestPaid(k: number, piles: number, won: number, players: number): number {
  const free = piles * (k - 1);
  return won > free ? Math.ceil((won - free) / players) : 0;
}

/**
 * At most how many chips the seat `k` places before a taker paid onto its `piles` piles of `won`
 * chips: a pile of s ≥ k chips holds floor((s - k) / P) + 1 ≤ s / P + 1 of them, and at most
 * min(piles, won / k) piles reach k chips.
 */
function mostPaid(k: number, piles: number, won: number, players: number): number {
  return Math.floor(won / players + Math.min(piles, Math.floor(won / k)));
}

/** For each seat, the fewest chips it paid onto piles still to be taken: `piles[t]` piles of `won[t]` chips by seat t. */
function fewestPayments(piles: readonly number[], won: readonly number[], players: number): number[] {
  return paymentBound(fewestPaid, piles, won, players);
}

/** For each seat, the most chips it can pay onto piles still to be taken. */
function mostPayments(piles: readonly number[], won: readonly number[], players: number): number[] {
  return paymentBound(mostPaid, piles, won, players);
}

function paymentBound(
  bound: (k: number, piles: number, won: number, players: number) => number,
  piles: readonly number[],
  won: readonly number[],
  players: number,
): number[] {
  const sum = Array<number>(players).fill(0);
  for (let taker = 0; taker < players; taker++) {
    if ((won[taker] as number) === 0) continue;
    for (let k = 1; k <= players; k++) sum[seatBefore(taker, k, players)]! += bound(k, piles[taker] as number, won[taker] as number, players);
  }
  return sum;
}

/**
 * The first seat that paid fewer chips onto taken piles (`paidOntoPiles`) than the piles taken so
 * far require of it, with that least amount; null if every seat paid enough.
 */
export function paymentShortfall(state: NoThanksState, paidOntoPiles: readonly number[]): { seat: number; least: number } | null {
  const piles = state.cards.map((held) => held.length);
  const least = fewestPayments(piles, state.chipsWon, state.table.players);
  const seat = least.findIndex((n, p) => (paidOntoPiles[p] as number) < n);
  return seat < 0 ? null : { seat, least: least[seat] as number };
}

/**
 * Whether some order of turns from the deal leads to `state`'s cards taken, chips won and chips held,
 * with `state.toMove` to move; 'unknown' when the search ran out of steps.
 */
export function searchTurnOrders(state: NoThanksState): boolean | 'unknown' {
  const players = state.table.players;
  const start = startChips(state.table);
  const piles = state.cards.map((held) => held.length);
  // Chips held once the last card was taken, before anything was paid onto the face-up card.
  const onCard = paymentsOnCard(state);
  const beforePile = state.chips.map((n, p) => n + (onCard[p] as number));
  // The seat that took the last card turned up the face-up one (at the end, it is the one to move).
  const lastTaker = state.faceUp === null ? state.toMove : seatBefore(state.toMove, state.pot, players);
  const anyTaken = piles.some((n) => n > 0);

  const seen = new Set<string>();
  let steps = 0;
  let gaveUp = false;

  /** After some rounds: `turner` turns up the next card; per seat, the piles and chips still to win, and the chips held. */
  const search = (turner: number, pilesLeft: number[], wonLeft: number[], chips: number[]): boolean => {
    if (++steps > SEARCH_STEPS) {
      gaveUp = true;
      return false;
    }
    const key = `${turner}|${pilesLeft.join(',')}|${wonLeft.join(',')}|${chips.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (pilesLeft.every((n) => n === 0) && wonLeft.every((n) => n === 0)) {
      return turner === lastTaker && chips.every((n, p) => n === beforePile[p]);
    }
    // The last taker takes the last pile; what each seat has yet to pay must fit the piles to come.
    if ((pilesLeft[lastTaker] as number) === 0) return false;
    const least = fewestPayments(pilesLeft, wonLeft, players);
    const most = mostPayments(pilesLeft, wonLeft, players);
    for (let p = 0; p < players; p++) {
      const toPay = (chips[p] as number) + (wonLeft[p] as number) - (beforePile[p] as number);
      if (toPay < (least[p] as number) || toPay > (most[p] as number)) return false;
    }
    // The next round: seats pay in turn from the turner; at each, that seat may take the pile. The
    // takes closest to the taker's average pile still to come are tried first.
    const takes: Array<{ seat: number; pile: number; chips: number[] }> = [];
    const held = chips.slice();
    for (let seat = turner, pile = 0; ; pile++) {
      if ((pilesLeft[seat] as number) > 0 && pile <= (wonLeft[seat] as number)) {
        const after = held.slice();
        after[seat]! += pile;
        takes.push({ seat, pile, chips: after });
      }
      if ((held[seat] as number) === 0) break;
      held[seat]! -= 1;
      seat = (seat + 1) % players;
    }
    const offAverage = (t: { seat: number; pile: number }): number => Math.abs(t.pile - (wonLeft[t.seat] as number) / (pilesLeft[t.seat] as number));
    takes.sort((a, b) => offAverage(a) - offAverage(b));
    for (const { seat, pile, chips: after } of takes) {
      const pilesAfter = pilesLeft.slice();
      pilesAfter[seat]! -= 1;
      const wonAfter = wonLeft.slice();
      wonAfter[seat]! -= pile;
      if (search(seat, pilesAfter, wonAfter, after)) return true;
      if (gaveUp) return false;
    }
    return false;
  };

  // Before any card is taken, the start player turned up the face-up card.
  const startPlayers = anyTaken ? [...Array(players).keys()] : [lastTaker];
  for (const first of startPlayers) {
    if (search(first, piles, [...state.chipsWon], Array<number>(players).fill(start))) return true;
    if (gaveUp) return 'unknown';
  }
  return false;
}
