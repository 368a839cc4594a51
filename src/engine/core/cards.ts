/**
 * The standard 52-card deck and its text codes: rank `A23456789TJQK` + suit `SHDC`, e.g. `TD`, `QS`.
 * Cards are plain strings so states stay serializable and readable in test failures.
 */
import { RuleError } from './errors';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];
/** A card code such as `QS`. */
export type CardCode = `${Rank}${Suit}`;

export const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
export const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function isCardCode(text: string): text is CardCode {
  return text.length === 2 && (RANKS as readonly string[]).includes(text[0] as string) && (SUITS as readonly string[]).includes(text[1] as string);
}

export function parseCard(text: string): CardCode {
  const code = text.trim().toUpperCase();
  if (!isCardCode(code)) throw new RuleError(`"${text}" is not a card (expected rank A23456789TJQK + suit SHDC, e.g. TD)`);
  return code;
}

export function rankOf(card: CardCode): Rank {
  return card[0] as Rank;
}

export function suitOf(card: CardCode): Suit {
  return card[1] as Suit;
}

/** 1 for an ace up to 13 for a king. */
export function rankValue(card: CardCode): number {
  return RANKS.indexOf(rankOf(card)) + 1;
}

export function makeCard(rankValue: number, suit: Suit): CardCode {
  const rank = RANKS[rankValue - 1];
  if (rank === undefined) throw new RangeError(`rank value ${rankValue} is outside 1..13`);
  return `${rank}${suit}`;
}

export function isRed(card: CardCode): boolean {
  const s = suitOf(card);
  return s === 'H' || s === 'D';
}

/** The 52 cards in a fixed order: spades A..K, hearts, diamonds, clubs. */
export function standardDeck(): CardCode[] {
  const deck: CardCode[] = [];
  for (const suit of SUITS) for (const rank of RANKS) deck.push(`${rank}${suit}`);
  return deck;
}

/** A human-readable name such as "queen of spades". */
export function cardName(card: CardCode): string {
  const names: Record<Rank, string> = {
    A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven',
    '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king',
  };
  return `${names[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}
