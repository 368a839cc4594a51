/**
 * Replaying the public history of play (NoThanksHistory) on the fast core. The notation uses it to
 * check a position's history against the rest of the position; the Hard player uses it to watch every
 * decision its opponents made and learn how they play (opponents.ts).
 */
import { RuleError } from '../core';
import { STACK_SIZE, isCard, startChips } from './deck';
import type { Sim } from './sim';
import type { NoThanksHistory, NoThanksSettings } from './types';

/**
 * Called before each recorded decision with `sim` in the position the decider faced (its toMove is
 * the decider; the stack holds the cards turned up later, not the unseen ones) and what they chose.
 */
export type DecisionWatcher = (sim: Sim, took: boolean) => void;

/**
 * Plays `history` from the deal on `sim`, then the payments on the current card (`pot` of them): the
 * result holds every seat's cards and chips, the pot and the player to move as the history implies.
 * Throws RuleError naming the problem if the history could not have happened: a seat out of range, a
 * card taken twice or not a card, a payment by a seat without chips, more than 24 cards.
 */
export function replayHistory(
  sim: Sim,
  table: Pick<NoThanksSettings, 'players' | 'variant'>,
  history: NoThanksHistory,
  faceUp: number | null,
  pot: number,
  watch?: DecisionWatcher,
): Sim {
  const { players } = table;
  const { startPlayer, takes } = history;
  const what = 'No Thanks history';
  if (!Number.isInteger(startPlayer) || startPlayer < 0 || startPlayer >= players) {
    throw new RuleError(`${what}: start player ${startPlayer} is not a seat 0..${players - 1}`);
  }
  const dealt = faceUp === null ? takes.length : takes.length + 1;
  if (dealt > STACK_SIZE) throw new RuleError(`${what}: ${dealt} cards turned up, but only ${STACK_SIZE} are dealt`);
  if (faceUp === null && takes.length < STACK_SIZE) throw new RuleError(`${what}: the game ended after only ${takes.length} cards were taken`);
  sim.players = players;
  sim.owner.fill(-1);
  sim.chips.fill(0);
  sim.chips.fill(startChips(table), 0, players);
  // The stack replays the cards in the order they were turned up; the rest of it stays unknown (0).
  sim.stack.fill(0);
  takes.forEach((t, i) => i > 0 && (sim.stack[i - 1] = t.card));
  if (faceUp !== null && takes.length > 0) sim.stack[takes.length - 1] = faceUp;
  sim.stackPos = 0;
  sim.stackEnd = STACK_SIZE - 1;
  sim.faceUp = takes.length > 0 ? (takes[0] as { card: number }).card : (faceUp ?? 0);
  sim.pot = 0;
  sim.toMove = startPlayer;
  const payments = (count: number, where: string): void => {
    if (!Number.isInteger(count) || count < 0) throw new RuleError(`${what}: ${String(count)} chips on ${where}`);
    for (let k = 0; k < count; k++) {
      if (sim.chips[sim.toMove] === 0) throw new RuleError(`${what}: seat ${sim.toMove} pays for ${where} without a chip left`);
      watch?.(sim, false);
      sim.pass();
    }
  };
  takes.forEach(({ card, chips }) => {
    if (!isCard(card)) throw new RuleError(`${what}: ${String(card)} is not a card 3..35`);
    if (sim.owner[card] !== -1 || card === faceUp) throw new RuleError(`${what}: card ${card} is turned up twice`);
    payments(chips, `card ${card}`);
    watch?.(sim, true);
    sim.take();
  });
  if (faceUp !== null) payments(pot, `the face-up card ${faceUp}`);
  else if (pot !== 0) throw new RuleError(`${what}: ${pot} chips on the table after the game`);
  return sim;
}
