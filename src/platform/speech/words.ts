/**
 * Words for cards, places and counts, as a screen reader should say them ("7 of hearts", "row 2,
 * column 5", "3 chips"), in the player's language. Pure: the sentences of each game are built from
 * these (nothanks.ts, gaps.ts, sequence.ts).
 */
import { currentLanguage, t } from '../i18n';
import '../strings/a11y';

/** A standard card code (`7H`, `TS`, `QD`) in words: "7 of hearts", "srdce 7", "Herz 7". */
export function cardWords(code: string): string {
  const rank = code[0] ?? '';
  const suit = code[1] ?? '';
  const rankWord = /[2-9]/.test(rank) ? rank : t(`a11y.rank.${rank}`);
  return t('a11y.card', { rank: rankWord, suit: t(`a11y.suit.${suit}`) });
}

/** A place on a grid, 0-based in, 1-based out: "row 2, column 5". */
export function atWords(row: number, col: number): string {
  return t('a11y.at', { row: row + 1, col: col + 1 });
}

/** `n` of a counted thing (`chips`, `cards`, `points`) with the language's plural form. */
export function countWords(thing: 'chips' | 'cards' | 'points', n: number): string {
  return plural(`a11y.${thing}`, n);
}

/** The key `<base>.<plural category>` for `n` (falling back to `.other`), with `{n}` filled in. */
export function plural(base: string, n: number): string {
  const category = new Intl.PluralRules(currentLanguage()).select(n);
  const key = `${base}.${category}`;
  const text = t(key, { n });
  return text === key ? t(`${base}.other`, { n }) : text;
}

/** "a, b and c" is not needed by a screen reader: a comma list reads just as well in every language. */
export function listWords(items: readonly string[]): string {
  return items.length === 0 ? t('a11y.none') : items.join(', ');
}

/** Card symbols in a message ("7♥", "10♠") as words, for text shown with symbols but also spoken. */
export function spokenSymbols(text: string): string {
  const suits: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
  return text.replace(/\b(10|[2-9AJQK])([♠♥♦♣])/g, (_, rank: string, symbol: string) => cardWords(`${rank === '10' ? 'T' : rank}${suits[symbol]}`));
}
