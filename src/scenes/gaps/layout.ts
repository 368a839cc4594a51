/**
 * Where the 4 × 13 tableau goes on screen (pure math, no Phaser).
 *
 * Landscape: four rows of thirteen, as large as the space between the top bar and the status strip
 * allows. Portrait (a phone held upright): thirteen cards across 1080 design pixels would be a third
 * of a thumb wide, so each row is shown on two lines (columns 1–7, then 8–13 under them) inside one
 * band, which makes the cards almost twice as large. The band and a small wrap mark keep "the place
 * right of column 7" readable as the start of the second line.
 */
import { CARD_H, CARD_W, PHONE } from '../../ui/theme';
import { COLS, ROWS } from '../../engine/gaps';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableauLayout {
  /** Scale of a CardSprite (frame size × scale = on-screen size). */
  scale: number;
  cardW: number;
  cardH: number;
  /** True when every row is shown on two lines. */
  split: boolean;
  /** Centre of the place (row, col). */
  pos(row: number, col: number): { x: number; y: number };
  /** One backing band per row (behind its cards). */
  bands: Rect[];
  /** Where the deck sits for the deal and the redeal shuffle. */
  deck: { x: number; y: number };
  /** Bottom edge of the tableau (the status strip and prompts go below). */
  bottom: number;
}

/** Columns on the first line of a split row. */
export const SPLIT_AT = 7;

/** Horizontal and vertical space between cards, as a fraction of the card size. */
const GAP_X = 0.07;
const GAP_Y = 0.09;
/** Padding inside a row band, as a fraction of the card width. */
const BAND_PAD = 0.12;

/**
 * @param width, height the design size
 * @param top y where the area for the tableau starts (below the top bar)
 * @param reserve pixels kept free at the bottom (status strip)
 */
export function tableauLayout(width: number, height: number, top: number, reserve: number): TableauLayout {
  const split = height > width;
  const lineCols = split ? SPLIT_AT : COLS;
  const linesPerBand = split ? 2 : 1;
  // Space between row bands, as a fraction of the card height (more when rows wrap, to group lines).
  const bandGap = split ? 0.2 : 0.1;
  const sideMargin = split ? 30 : 60;
  const boxW = width - 2 * sideMargin;
  const boxH = height - top - reserve - 32;
  // Sizes in frame units (scale 1), then the largest scale at which width and height both fit.
  const unitW = CARD_W * (lineCols + GAP_X * (lineCols - 1) + 2 * BAND_PAD);
  const unitBand = CARD_H * ((linesPerBand - 1) * (1 + GAP_Y) + 1) + 2 * BAND_PAD * CARD_W;
  const unitH = ROWS * unitBand + (ROWS - 1) * bandGap * CARD_H;
  // Split rows (a phone): a card is never narrower than a finger (PHONE.target) where the width
  // allows; if the lines are then too tall for the screen (a 9:16 phone), each line overlaps the one
  // above it a little (`squeeze`), as a solitaire fans a column, leaving more than a finger of each card.
  const fitScale = Math.min(boxW / unitW, boxH / unitH);
  const scale = split ? Math.max(fitScale, Math.min(boxW / unitW, PHONE.target / CARD_W)) : fitScale;
  const squeeze = split && unitH * scale > boxH ? boxH / ((unitH + bandGap * CARD_H) * scale) : 1;

  const cardW = CARD_W * scale;
  const cardH = CARD_H * scale;
  const stepX = cardW * (1 + GAP_X);
  const stepY = cardH * (1 + GAP_Y) * squeeze;
  const pad = BAND_PAD * cardW;
  const bandStep = (unitBand * scale + bandGap * cardH) * squeeze;
  // Squeezed, a band ends a little before the next begins (its last line may reach past its edge).
  const bandH = Math.min(stepY * (linesPerBand - 1) + cardH + 2 * pad, bandStep - 0.05 * cardH);
  const gridW = stepX * (lineCols - 1) + cardW;
  const totalH = bandStep * (ROWS - 1) + bandH;
  const left = (width - gridW) / 2 + cardW / 2;
  const firstBandTop = top + Math.max(16, (boxH + 32 - totalH) / 2);

  const pos = (row: number, col: number): { x: number; y: number } => {
    const second = split && col >= SPLIT_AT;
    const c = second ? col - SPLIT_AT : col;
    const bandTop = firstBandTop + row * bandStep;
    return { x: left + c * stepX, y: bandTop + pad + cardH / 2 + (second ? stepY : 0) };
  };
  const bands: Rect[] = Array.from({ length: ROWS }, (_, row) => ({
    x: left - cardW / 2 - pad,
    y: firstBandTop + row * bandStep,
    width: gridW + 2 * pad,
    height: bandH,
  }));
  return { scale, cardW, cardH, split, pos, bands, deck: { x: width / 2, y: height + cardH }, bottom: firstBandTop + totalH };
}
