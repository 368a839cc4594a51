/**
 * Scoring: every run of consecutive cards counts only its lowest card; each chip held is one point
 * off. Lower is better.
 *
 * Tie rule: the printed rules (both translations) are silent, and we found no edition or well-known
 * digital version that states one (Board Game Arena's summary names none). Our decision: among
 * players tied on the lowest score, the one with more chips left wins, as the one who kept more of
 * the game's currency; if they are still tied, they share the victory.
 */
import type { ScoreReport } from '../core';

/** Points of a set of cards (any order): the sum of the lowest card of every run. */
export function cardPoints(cards: readonly number[]): number {
  const held = new Set(cards);
  let points = 0;
  for (const c of cards) if (!held.has(c - 1)) points += c;
  return points;
}

/** Final (or running) score of one player: card points minus chips. */
export function playerScore(cards: readonly number[], chips: number): number {
  return cardPoints(cards) - chips;
}

/** How much taking `card` changes the card points of someone holding `cards`. */
export function marginalCardPoints(cards: readonly number[], card: number): number {
  const below = cards.includes(card - 1);
  const above = cards.includes(card + 1);
  if (below && above) return -(card + 1); // joins two runs: the upper run's lowest card stops counting
  if (below) return 0; // extends a run upwards
  if (above) return -1; // the run now starts one lower
  return card;
}

/** Winners by the tie rule above, given final scores and chips. */
export function winnersOf(scores: readonly number[], chips: readonly number[]): number[] {
  const best = Math.min(...scores);
  const tied = scores.flatMap((s, p) => (s === best ? [p] : []));
  const mostChips = Math.max(...tied.map((p) => chips[p] ?? 0));
  return tied.filter((p) => chips[p] === mostChips);
}

export function scoreReport(cards: readonly (readonly number[])[], chips: readonly number[], over: boolean): ScoreReport {
  const scores = cards.map((held, p) => playerScore(held, chips[p] ?? 0));
  return { scores, winners: over ? winnersOf(scores, chips) : [] };
}
