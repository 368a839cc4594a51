/**
 * What every position of a real No Thanks! game satisfies; `parse` refuses anything else with a
 * RuleError that names the problem. The invariants:
 * - the variant's face-up removals, and exactly 9 (tactical: 6) cards removed unseen;
 * - every card 3..35 in exactly one place (removed, stack, face up, one seat), so the 24 dealt cards
 *   are the taken ones, the face-up one and the stack;
 * - no face-up card only once the game is over: then the stack is empty and no chips lie on the table;
 * - chips conserved: hands plus the pile make players × starting chips;
 * - each seat's ledger: chips = start + won − paid with paid ≥ 0; chips won only with cards taken, at
 *   most every chip of the game per card; the pile on the face-up card was paid by the seats before
 *   the one to move, in turn, so each of them has paid at least that many (before any card is taken
 *   this makes the pile exactly every payment made);
 * - the turn: whoever takes a card turns up the next one and moves again, and the pile on a card is
 *   paid by its turner and the seats after it, in turn, up to the one to move; so the seat `pot`
 *   places before the one to move took the last card taken (it holds a card once any card is taken);
 * - who paid the piles: a pile of s chips taken by seat T was paid by the s seats before T, in turn,
 *   so every seat paid at least a share of the chips the others won (turnOrder.ts);
 * - with a history: replaying it (history.ts) gives exactly these cards, chips, chips won and player
 *   to move, and never makes a seat pay without a chip;
 * - without one: some order of turns from the deal leads to these cards and chips (turnOrder.ts; a
 *   search with a step limit, beyond which the checks above stand alone).
 */
import { RuleError } from '../core';
import { STACK_SIZE, allCards, removedFaceUpFor, startChips } from './deck';
import { replayHistory } from './history';
import { Sim } from './sim';
import { paymentShortfall, paymentsOnCard, searchTurnOrders, seatBefore } from './turnOrder';
import type { NoThanksHistory, NoThanksState } from './types';

const WHAT = 'No Thanks position';

function fail(problem: string): never {
  throw new RuleError(`${WHAT}: ${problem}`);
}

function checkCards(state: NoThanksState): void {
  const { table } = state;
  const expectedFaceUp = removedFaceUpFor(table);
  if (state.removedFaceUp.join(' ') !== expectedFaceUp.join(' ')) {
    fail(`the ${table.variant} variant removes face up: ${expectedFaceUp.length === 0 ? '-' : expectedFaceUp.join(' ')}`);
  }
  const unseen = allCards().length - STACK_SIZE - expectedFaceUp.length;
  if (state.removed.length !== unseen) fail(`${unseen} cards must be removed unseen, not ${state.removed.length}`);
  const places = new Map<number, string>();
  const place = (cards: readonly number[], where: string): void => {
    for (const c of cards) {
      const before = places.get(c);
      if (before !== undefined) fail(`card ${c} is both in ${before} and in ${where}`);
      places.set(c, where);
    }
  };
  place(state.removedFaceUp, 'removed face up');
  place(state.removed, 'removed');
  place(state.stack, 'the stack');
  if (state.faceUp !== null) place([state.faceUp], 'face up');
  state.cards.forEach((held, p) => place(held, `seat ${p}`));
  const missing = allCards().filter((c) => !places.has(c));
  if (missing.length > 0) fail(`card(s) ${missing.join(' ')} are nowhere`);
  if (state.faceUp === null && (state.stack.length > 0 || state.pot > 0)) {
    fail('with no face-up card the stack must be empty and no chips on the card');
  }
}

function checkChips(state: NoThanksState): void {
  const { table } = state;
  const start = startChips(table);
  const total = start * table.players;
  const held = state.chips.reduce((a, b) => a + b, 0) + state.pot;
  if (held !== total) fail(`chips in hands and on the card add up to ${held}, not ${total}`);
  const onCard = paymentsOnCard(state);
  state.chips.forEach((n, p) => {
    const won = state.chipsWon[p] as number;
    const cards = (state.cards[p] as number[]).length;
    if (won > 0 && cards === 0) fail(`seat ${p} won ${won} chips without taking a card`);
    if (won > cards * total) fail(`seat ${p} won ${won} chips with ${cards} card(s), but a pile never holds more than the ${total} chips in the game`);
    if (n > start + won) fail(`seat ${p} holds ${n} chips but started with ${start} and won only ${won}`);
    const paid = start + won - n;
    const paidHere = onCard[p] as number;
    if (paid < paidHere) fail(`the ${state.pot} chips on the card mean seat ${p} paid ${paidHere} onto it, but it has paid only ${paid} in all`);
  });
  checkPilesPaid(state, onCard);
}

/** The seat that turned up the face-up card took the last card; the chips each seat won were paid by the seats before it. */
function checkPilesPaid(state: NoThanksState, onCard: readonly number[]): void {
  const { table } = state;
  const players = table.players;
  if (state.cards.some((held) => held.length > 0)) {
    const turner = seatBefore(state.toMove, state.pot, players);
    if ((state.cards[turner] as number[]).length === 0) {
      fail(`seat ${state.toMove} to move with ${state.pot} chips on the card means seat ${turner} took the last card and turned up this one, but seat ${turner} holds no card`);
    }
  }
  const start = startChips(table);
  const paidOntoPiles = state.chips.map((n, p) => start + (state.chipsWon[p] as number) - n - (onCard[p] as number));
  const short = paymentShortfall(state, paidOntoPiles);
  if (short) {
    fail(`the chips the seats won mean seat ${short.seat} paid at least ${short.least} onto the piles they took (each pile is paid by the seats before its taker, in turn), but it paid ${paidOntoPiles[short.seat]}`);
  }
}

/** Without a history: some order of turns must lead to these cards, chips won and chips held. */
function checkTurnOrder(state: NoThanksState): void {
  if (searchTurnOrders(state) === false) {
    fail('no order of turns from the deal leads to these chips and cards (who took which pile, and who paid onto it, do not add up)');
  }
}

function checkHistory(state: NoThanksState, history: NoThanksHistory): void {
  const won = Array<number>(state.table.players).fill(0);
  const sim = replayHistory(new Sim(), state.table, history, state.faceUp, state.pot, (at, took) => {
    if (took) won[at.toMove]! += at.pot;
  });
  const taken = history.takes.map((t) => t.card).sort((a, b) => a - b).join(' ');
  const held = state.cards.flat().sort((a, b) => a - b).join(' ');
  if (taken !== held) fail(`the history takes cards ${taken || '-'}, but the seats hold ${held || '-'}`);
  for (let p = 0; p < state.table.players; p++) {
    if (sim.cardsOf(p).join(' ') !== (state.cards[p] as number[]).join(' ')) fail(`by the history seat ${p} took ${sim.cardsOf(p).join(' ') || '-'}`);
    if (won[p] !== state.chipsWon[p]) fail(`by the history seat ${p} won ${won[p]} chips, not ${state.chipsWon[p]}`);
    if (sim.chips[p] !== state.chips[p]) fail(`by the history seat ${p} holds ${sim.chips[p]} chips, not ${state.chips[p]}`);
  }
  if (sim.toMove !== state.toMove) fail(`by the history seat ${sim.toMove} is to move, not seat ${state.toMove}`);
}

/** Throws RuleError unless the position could occur in a real game. */
export function checkConsistent(state: NoThanksState): void {
  checkCards(state);
  checkChips(state);
  if (state.history) checkHistory(state, state.history);
  else checkTurnOrder(state);
}
