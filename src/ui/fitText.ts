/**
 * Fits a one-line text into a width: first smaller font sizes, then, at the smallest, an ellipsis.
 * Each size tried redraws the text's texture, so callers fit again only when the text or the room
 * changed (see ScoreBadge).
 */
import type Phaser from 'phaser';

/** Returns the font size (px) the text ends at. Sizes go down in steps of 2 px. */
export function fitTextWidth(text: Phaser.GameObjects.Text, maxWidth: number, sizes: { from: number; min: number }): number {
  let size = sizes.from;
  text.setFontSize(size);
  while (text.width > maxWidth && size - 2 >= sizes.min) text.setFontSize((size -= 2));
  if (text.width <= maxWidth) return size;
  const full = text.text;
  let keep = full.length - 1;
  text.setText(`${full.slice(0, keep).trimEnd()}…`);
  while (text.width > maxWidth && keep > 1) text.setText(`${full.slice(0, --keep).trimEnd()}…`);
  return size;
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
