/**
 * The No Thanks! card set and the per-table constants that follow from the options.
 */
import type { NoThanksSettings } from './types';

export const LOWEST_CARD = 3;
export const HIGHEST_CARD = 35;
/** Cards dealt into the stack in every variant; the game ends when the last of them is taken. */
export const STACK_SIZE = 24;
/** Cards the tactical variant removes face-up before dealing. */
export const TACTICAL_REMOVED = [10, 20, 30] as const;
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 7;
/** The rule variants (types.ts says what tactical changes); the first is the default. */
export const VARIANTS = ['standard', 'tactical'] as const;

/** All 33 cards, ascending. */
export function allCards(): number[] {
  const cards: number[] = [];
  for (let c = LOWEST_CARD; c <= HIGHEST_CARD; c++) cards.push(c);
  return cards;
}

export function isCard(n: number): boolean {
  return Number.isInteger(n) && n >= LOWEST_CARD && n <= HIGHEST_CARD;
}

/**
 * Chips per player. The 2004 rules give 11 each for 3–5 players; later editions give 9 at 6 players
 * and 7 at 7 (the box has 55 chips). The tactical variant gives one chip fewer than standard at every
 * player count (10 at 3–5 as printed; 8 and 6 at 6 and 7 players, our decision).
 */
export function startChips(table: Pick<NoThanksSettings, 'players' | 'variant'>): number {
  const standard = table.players <= 5 ? 11 : table.players === 6 ? 9 : 7;
  return table.variant === 'tactical' ? standard - 1 : standard;
}

/** Cards removed face-up before the deal. */
export function removedFaceUpFor(table: Pick<NoThanksSettings, 'variant'>): number[] {
  return table.variant === 'tactical' ? [...TACTICAL_REMOVED] : [];
}

export function ascending(a: number, b: number): number {
  return a - b;
}
