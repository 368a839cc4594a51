/**
 * The decks and what each card does.
 *
 * Classic: two standard 52-card decks (104 cards). Two-eyed jacks (JD, JC) are wild; one-eyed jacks
 * (JH, JS) remove an opponent chip.
 *
 * Numbers: 96 equation cards plus 2 PLUS (wild) and 2 MINUS (remove) cards = 100 cards. The equations
 * are our own fixed list: results 1..48, each result on exactly two cards with two different
 * equations (mostly two different operations), small operands a 7-year-old can handle (sums and
 * differences under 60, products from the 10×10 table, divisions with dividends up to 50, all exact;
 * differences never negative). Codes are ASCII so they are easy to type: `+`, `-`, `x` (×) and `/`
 * (÷); `parseCardCode` also accepts `×`, `÷`, `−`, `*` and `:`. `prettyCard` gives the printed form.
 */
import { RuleError, standardDeck } from '../core';
import type { BoardSpace, SequenceVariant } from './types';

export const PLUS = 'PLUS';
export const MINUS = 'MINUS';

/** How a card is played. */
export type CardRole = 'normal' | 'wild' | 'remove';

/** Two equations per result; row k holds the two cards whose answer is k + 1. */
const EQUATIONS: ReadonlyArray<readonly [string, string]> = [
  ['4-3', '3/3'],
  ['1+1', '6-4'],
  ['2+1', '15/5'],
  ['2x2', '3+1'],
  ['12-7', '15/3'],
  ['3x2', '4+2'],
  ['9-2', '35/5'],
  ['4x2', '6+2'],
  ['3x3', '13-4'],
  ['5x2', '40/4'],
  ['8+3', '17-6'],
  ['4x3', '24/2'],
  ['9+4', '21-8'],
  ['7x2', '28/2'],
  ['10+5', '18-3'],
  ['4x4', '32/2'],
  ['12+5', '22-5'],
  ['6x3', '36/2'],
  ['13+6', '26-7'],
  ['5x4', '40/2'],
  ['14+7', '23-2'],
  ['44/2', '15+7'],
  ['27-4', '46/2'],
  ['6x4', '16+8'],
  ['5x5', '31-6'],
  ['18+8', '33-7'],
  ['9x3', '18+9'],
  ['7x4', '30-2'],
  ['20+9', '32-3'],
  ['6x5', '20+10'],
  ['36-5', '21+10'],
  ['8x4', '38-6'],
  ['22+11', '40-7'],
  ['23+11', '42-8'],
  ['7x5', '24+11'],
  ['6x6', '39-3'],
  ['25+12', '41-4'],
  ['26+12', '43-5'],
  ['26+13', '45-6'],
  ['8x5', '27+13'],
  ['49-8', '28+13'],
  ['7x6', '44-2'],
  ['29+14', '46-3'],
  ['30+14', '48-4'],
  ['9x5', '30+15'],
  ['52-6', '31+15'],
  ['54-7', '32+15'],
  ['8x6', '56-8'],
];

const EQUATION_RESULT = new Map<string, number>();
EQUATIONS.forEach((pair, k) => pair.forEach((eq) => EQUATION_RESULT.set(eq, k + 1)));

/** All 96 equation codes, ordered by result. */
export function equationCards(): string[] {
  return EQUATIONS.flatMap((pair) => [...pair]);
}

/** The value of an equation written `a+b`, `a-b`, `axb` or `a/b`; NaN if malformed or not exact. */
export function evaluateEquation(code: string): number {
  const m = /^(\d{1,3})([+\-x/])(\d{1,3})$/.exec(code);
  if (!m) return NaN;
  const a = Number(m[1]);
  const b = Number(m[3]);
  switch (m[2]) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case 'x':
      return a * b;
    default:
      return b !== 0 && a % b === 0 ? a / b : NaN;
  }
}

/** The full deck of a variant in a fixed order (before shuffling). */
export function fullDeck(variant: SequenceVariant): string[] {
  if (variant === 'numbers') return [...equationCards(), PLUS, PLUS, MINUS, MINUS];
  const one: string[] = standardDeck();
  return [...one, ...one];
}

export function cardRole(card: string): CardRole {
  if (card === 'JD' || card === 'JC' || card === PLUS) return 'wild';
  if (card === 'JH' || card === 'JS' || card === MINUS) return 'remove';
  return 'normal';
}

/** The board space a normal card names (itself for classic, the equation's answer for numbers). */
export function spaceOfCard(variant: SequenceVariant, card: string): BoardSpace | undefined {
  if (variant === 'numbers') return EQUATION_RESULT.get(card);
  return card;
}

/** Whether `card` belongs to the variant's deck at all. */
export function isDeckCard(variant: SequenceVariant, card: string): boolean {
  if (variant === 'numbers') return card === PLUS || card === MINUS || EQUATION_RESULT.has(card);
  return /^[A2-9TJQK][SHDC]$/.test(card);
}

const OPERATOR_ALIASES: Record<string, string> = { '×': 'x', X: 'x', '*': 'x', '÷': '/', ':': '/', '−': '-', '–': '-' };

/** Normalises typed card text to a card code of the variant; throws RuleError if it is no such card. */
export function parseCardCode(variant: SequenceVariant, text: string): string {
  let code = text.trim();
  if (variant === 'numbers') {
    const upper = code.toUpperCase();
    if (upper === PLUS || upper === MINUS) return upper;
    code = code.replace(/\s+/g, '').replace(/[×X*÷:−–]/g, (ch) => OPERATOR_ALIASES[ch] ?? ch);
  } else {
    code = code.toUpperCase().replace(/^10/, 'T');
  }
  if (!isDeckCard(variant, code)) throw new RuleError(`"${text}" is not a ${variant === 'numbers' ? 'Sequence Numbers' : 'Sequence'} card`);
  return code;
}

/** The card as printed: `7 × 6`, `12 ÷ 3`, `PLUS`; classic codes are returned unchanged. */
export function prettyCard(card: string): string {
  const m = /^(\d+)([+\-x/])(\d+)$/.exec(card);
  if (!m) return card;
  const symbol = { '+': '+', '-': '−', x: '×', '/': '÷' }[m[2] as '+' | '-' | 'x' | '/'];
  return `${m[1]} ${symbol} ${m[3]}`;
}
