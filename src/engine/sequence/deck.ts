/**
 * The decks and what each card does.
 *
 * Classic: two standard 52-card decks (104 cards). Two-eyed jacks (JD, JC) are wild; one-eyed jacks
 * (JH, JS) remove an opponent chip.
 *
 * Numbers: 96 equation cards plus 2 PLUS (wild) and 2 MINUS (remove) cards = 100 cards. The rules
 * sheet only says each card shows an equation whose result is a number on the board; the published
 * game's cards add and subtract, so that is the default deck, our own fixed list: results 1..48,
 * each on exactly two cards with two different equations (an addition and a subtraction where the
 * numbers allow), and numbers a 7-year-old can work with: no number on a card above 48 (the largest
 * on the board), nothing subtracted above 10, never a negative result on the way.
 * The table option `allOperations` plays the deck this game had before (34 of its 96 cards multiply
 * or divide: products from the 10×10 table, exact divisions with dividends up to 50); it stays exactly
 * as it was, in the same order, so games saved or shared with it replay the same deal.
 * Codes are ASCII so they are easy to type: `+`, `-`, `x` (×) and `/` (÷); `parseCardCode` also
 * accepts `×`, `÷`, `−`, `*` and `:`. `prettyCard` gives the printed form.
 */
import { RuleError, standardDeck } from '../core';
import type { BoardSpace, SequenceVariant } from './types';

export const PLUS = 'PLUS';
export const MINUS = 'MINUS';

/** How a card is played. */
export type CardRole = 'normal' | 'wild' | 'remove';

/**
 * The default deck, adding and subtracting: row k holds the two cards whose answer is k + 1. Where a
 * subtraction would need a number above 48 (result 48) two additions are used; for 1, two
 * subtractions. Both decks list their answers in the same order, so a seed deals the same answers
 * with either deck.
 */
const ADD_SUBTRACT_EQUATIONS: ReadonlyArray<readonly [string, string]> = [
  ['3-2', '10-9'],
  ['1+1', '5-3'],
  ['2+1', '7-4'],
  ['2+2', '9-5'],
  ['3+2', '12-7'],
  ['4+2', '10-4'],
  ['4+3', '15-8'],
  ['5+3', '11-3'],
  ['6+3', '14-5'],
  ['7+3', '18-8'],
  ['8+3', '19-8'],
  ['7+5', '20-8'],
  ['9+4', '17-4'],
  ['8+6', '21-7'],
  ['9+6', '24-9'],
  ['9+7', '25-9'],
  ['8+9', '27-10'],
  ['9+9', '26-8'],
  ['10+9', '28-9'],
  ['12+8', '30-10'],
  ['14+7', '29-8'],
  ['11+11', '30-8'],
  ['15+8', '31-8'],
  ['12+12', '33-9'],
  ['20+5', '32-7'],
  ['19+7', '35-9'],
  ['20+7', '34-7'],
  ['21+7', '36-8'],
  ['22+7', '38-9'],
  ['20+10', '37-7'],
  ['24+7', '40-9'],
  ['25+7', '39-7'],
  ['27+6', '41-8'],
  ['26+8', '40-6'],
  ['30+5', '43-8'],
  ['28+8', '42-6'],
  ['30+7', '44-7'],
  ['29+9', '45-7'],
  ['31+8', '46-7'],
  ['20+20', '48-8'],
  ['33+8', '47-6'],
  ['35+7', '48-6'],
  ['36+7', '47-4'],
  ['40+4', '48-4'],
  ['38+7', '47-2'],
  ['39+7', '48-2'],
  ['40+7', '48-1'],
  ['40+8', '24+24'],
];

/** The four-operation deck (option `allOperations`), unchanged from before the default changed. */
const ALL_OPERATIONS_EQUATIONS: ReadonlyArray<readonly [string, string]> = [
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

/** Every equation card of either deck and its answer (a code in both decks has the same answer). */
const EQUATION_RESULT = new Map<string, number>();
for (const list of [ADD_SUBTRACT_EQUATIONS, ALL_OPERATIONS_EQUATIONS]) list.forEach((pair, k) => pair.forEach((eq) => EQUATION_RESULT.set(eq, k + 1)));

/** The 96 equation cards of a Numbers deck (default: add and subtract), ordered by result. */
export function equationDeck(allOperations = false): string[] {
  return (allOperations ? ALL_OPERATIONS_EQUATIONS : ADD_SUBTRACT_EQUATIONS).flatMap((pair) => [...pair]);
}

/**
 * Every equation card there is, of either deck, each once: for looking up which cards name a number
 * (a card of the other deck never turns up in a game, so it changes nothing there).
 */
export function equationCards(): string[] {
  return [...EQUATION_RESULT.keys()];
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

/**
 * The full deck of a variant in a fixed order (before shuffling); `allOperations` picks the
 * four-operation Numbers deck.
 */
export function fullDeck(variant: SequenceVariant, allOperations = false): string[] {
  if (variant === 'numbers') return [...equationDeck(allOperations), PLUS, PLUS, MINUS, MINUS];
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

/** Whether `card` is a card of the variant at all (for Numbers: of either deck). */
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
