/**
 * Line breaks for short labels (button captions, option names) that must not split a word mid-letter
 * ("Rückgä|ngig"): lines break between words, and a word too long for a line by itself at the soft
 * hyphens its string marks (U+00AD: "Rück\u00ADgängig" → "Rück-" / "gängig"), with a visible hyphen
 * there. Only a piece still too long is cut between letters. Pure: the caller measures.
 */

/** Marks where a long word may break; drawn as nothing (canvas) unless the line breaks there. */
export const SOFT_HYPHEN = '\u00AD';

/** A space a line never breaks at (Phaser's word wrap and `breakLines` break at plain spaces only). */
export const NO_BREAK_SPACE = '\u00A0';

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
