/**
 * Line breaks for short labels (button captions, option names) that must not split a word mid-letter
 * ("Rückgä|ngig"): lines break between words, and a word too long for a line by itself at the soft
 * hyphens its string marks (U+00AD: "Rück\u00ADgängig" → "Rück-" / "gängig"), with a visible hyphen
 * there. Only a piece still too long is cut between letters. Pure: the caller measures.
 */
import { evenWidth } from './evenWidth';

/** Marks where a long word may break; drawn as nothing (canvas) unless the line breaks there. */
export const SOFT_HYPHEN = '\u00AD';

/** A space a line never breaks at (Phaser's word wrap and `breakLines` break at plain spaces only). */
export const NO_BREAK_SPACE = '\u00A0';

/** What joins the phrases of a line of facts ("Games 12 · Wins 3 · Best 48"). */
export const PHRASE_SEPARATOR = ' · ';

const strip = (s: string): string => s.split(SOFT_HYPHEN).join('');

/** The lines of `text` at most `maxWidth` wide each, as `measure` (a line's width) says. */
export function breakLines(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const fits = (s: string): boolean => measure(s) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const joined = line ? `${line} ${strip(word)}` : strip(word);
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (fits(strip(word))) {
      if (line) lines.push(line);
      line = strip(word);
      continue;
    }
    // Too long for a line of its own: as many of its syllables on each line as fit (with the
    // hyphen), the first ones after the words before it ("Neu mi-" / "schen").
    const pieces = word.split(SOFT_HYPHEN);
    let sep = line ? ' ' : '';
    pieces.forEach((piece, i) => {
      const last = i === pieces.length - 1;
      if (fits(`${line}${sep}${piece}${last ? '' : '-'}`)) {
        line += sep + piece;
        sep = '';
        return;
      }
      if (line) lines.push(sep ? line : `${line}-`);
      line = '';
      sep = '';
      // Only a piece wider than a whole line is cut between letters.
      for (const ch of piece) {
        if (line && !fits(`${line}${ch}`)) {
          lines.push(line);
          line = '';
        }
        line += ch;
      }
    });
  }
  if (line) lines.push(line);
  return lines;
}

/** A line of facts on lines at most `maxWidth` wide, as many phrases to a line as fit (see breakText). */
function packPhrases(phrases: readonly string[], maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const phrase of phrases) {
    const joined = line ? `${line}${PHRASE_SEPARATOR}${phrase}` : phrase;
    if (measure(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    // On a line of its own; too long even there, its last line is where the next phrase goes on.
    const own = breakLines(phrase, maxWidth, measure);
    lines.push(...own.slice(0, -1));
    line = own[own.length - 1] ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The lines of a text of paragraphs (split at "\n", kept) whose phrases may be joined by " · " (a
 * line of facts): a line breaks only between phrases and the separator goes with the break, so no
 * line ends or begins with "·", and "Best 48" never parts; the lines of a line of facts come out
 * about even (not one phrase left alone on the last). A phrase too long for a line by itself breaks
 * as `breakLines` breaks text, and a paragraph without the separator is `breakLines`'.
 */
export function breakText(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  return text.split('\n').flatMap((paragraph) => {
    if (paragraph.trim() === '') return [''];
    const phrases = paragraph.split(PHRASE_SEPARATOR);
    if (phrases.length === 1) return breakLines(paragraph, maxWidth, measure);
    const count = packPhrases(phrases, maxWidth, measure).length;
    if (count === 1) return [paragraph];
    // The narrowest width that still takes no more lines: the lines share the phrases evenly.
    return packPhrases(phrases, evenWidth((w) => packPhrases(phrases, w, measure), count, maxWidth, 12), measure);
  });
}
