/**
 * Fits a one-line text into a width: first smaller font sizes, then, at the smallest, an ellipsis
 * (and a wrapped text into a number of lines: `clampLines`).
 * Each size tried redraws the text's texture, so callers fit again only when the text or the room
 * changed (see ScoreBadge).
 */
import type Phaser from 'phaser';
import { breakLines, breakText } from './lineBreaks';

/** Returns the font size (px) the text ends at. Sizes go down in steps of 2 px. */
export function fitTextWidth(text: Phaser.GameObjects.Text, maxWidth: number, sizes: { from: number; min: number }): number {
  let size = sizes.from;
  text.setFontSize(size);
  while (text.width > maxWidth && size - 2 >= sizes.min) text.setFontSize((size -= 2));
  shortenUntil(text, () => text.width <= maxWidth);
  return size;
}

/** Lines a word-wrapped text takes. */
export function lineCount(text: Phaser.GameObjects.Text): number {
  return text.getWrappedText().length;
}

/**
 * Cuts a word-wrapped text to `lines` lines, ending it with an ellipsis if anything was cut: after
 * the last whole word that fits ("dodge…", not "dodge t…"), or mid-word if not even one does.
 */
export function clampLines(text: Phaser.GameObjects.Text, lines: number): void {
  const fits = (): boolean => lineCount(text) <= lines;
  if (fits()) return;
  const full = text.text;
  const words = full.split(' ');
  for (let keep = words.length - 1; keep >= 1; keep--) {
    text.setText(`${words.slice(0, keep).join(' ').replace(/[\s,;:.·–-]+$/u, '')}…`);
    if (fits()) return;
  }
  text.setText(full);
  shortenUntil(text, fits);
}

/** Drops characters from the end of `text` (ending it with an ellipsis) until `fits()`, or one is left. */
export function shortenUntil(text: Phaser.GameObjects.Text, fits: () => boolean): void {
  if (fits()) return;
  const full = text.text;
  let keep = full.length;
  do text.setText(`${full.slice(0, --keep).trimEnd()}…`);
  while (!fits() && keep > 1);
}

/**
 * Fits texts shown side by side (column headers, team titles) at one size: the largest from
 * `sizes.from` down at which every one fits `maxWidth` (an ellipsis only below `sizes.min`). Returns
 * that size. Sizes only go down: each text starts from the size the ones before it needed.
 */
export function fitTextsToOneSize(texts: readonly Phaser.GameObjects.Text[], maxWidth: number, sizes: { from: number; min: number }): number {
  let size = sizes.from;
  const fitted = texts.map((text) => (size = fitTextWidth(text, maxWidth, { from: size, min: sizes.min })));
  texts.forEach((text, i) => {
    if (fitted[i] !== size) fitTextWidth(text, maxWidth, { from: size, min: size });
  });
  return size;
}

/**
 * Wraps `label` onto lines `maxWidth` wide at word breaks and marked syllables, never mid-letter
 * where a word or syllable fits a line (lineBreaks.ts); sets the text to them.
 */
export function wrapWords(text: Phaser.GameObjects.Text, label: string, maxWidth: number): void {
  text.setWordWrapWidth(null);
  text.setText(breakLines(label, maxWidth, (line) => text.setText(line).width).join('\n'));
}

/**
 * Wraps `text` onto lines `maxWidth` wide from now on, whatever it is set to (lineBreaks.ts `breakText`):
 * a line of facts joined by " · " breaks only between its phrases, never leaving "·" at a line's end or
 * start. The text itself stays as set (tests and the screen-reader layer read it whole); only its
 * drawing breaks, measured with the text's own canvas, as Phaser's word wrap measures.
 */
export function wrapText(text: Phaser.GameObjects.Text, maxWidth: number): Phaser.GameObjects.Text {
  return text.setWordWrapCallback((value: string) => breakText(value, maxWidth, (line) => text.context.measureText(line).width));
}
