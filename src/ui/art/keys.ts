/**
 * Texture keys and frame names of the generated art. Scenes use these helpers instead of string literals.
 */
import type { CardCode } from '../../engine/core';

export const TEX = {
  cards: 'cards',
  nt: 'nt',
  cells: 'cells',
  chips: 'chips',
} as const;

export type TextureKey = (typeof TEX)[keyof typeof TEX];

/** Frame of a standard card face in `TEX.cards` (the card code itself, e.g. `QS`). */
export function cardFrame(code: CardCode): string {
  return code;
}

/** Frame of a No Thanks card (3..35) in `TEX.nt`. */
export function ntFrame(n: number): string {
  return String(n);
}

/** Frame of a No Thanks card (3..35) lying under the next card of a run: its number large in the left strip, no big numeral. */
export function ntCoveredFrame(n: number): string {
  return `${n}-covered`;
}

/** Frame of a Sequence board cell in `TEX.cells`: a card code or `'free'` for the corners. */
export function cellFrame(code: CardCode | 'free'): string {
  return `cell-${code}`;
}

/** Frame of a Sequence Numbers board number (1..48) in `TEX.cells`. */
export function numFrame(n: number): string {
  return `num-${n}`;
}

/** Frame of a Sequence marker of team 0 (blue circle), 1 (green triangle) or 2 (red cross) in `TEX.chips`. */
export function teamChipFrame(team: number): string {
  return `team-${team}`;
}

export const NT_CHIP_FRAME = 'nt-chip';
export const BACK_FRAME = 'back';
export const BLANK_FRAME = 'blank';
export const SLOT_FRAME = 'slot';
export const SHADOW_FRAME = 'shadow';
export const GLOW_FRAME = 'glow';
