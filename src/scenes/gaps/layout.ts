/**
 * Where the 4 × 13 tableau goes on screen (pure math, no Phaser).
 *
 * Landscape: four rows of thirteen, as large as the space between the top bar and the status strip
 * allows. Portrait (a phone held upright): thirteen cards across 1080 design pixels would be a third
 * of a thumb wide, so each row is shown on two lines (columns 1–7, then 8–13 under them) inside one
 * band, which makes the cards almost twice as large. The band and a small wrap mark keep "the place
 * right of column 7" readable as the start of the second line. No two cards ever overlap.
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
  /** The touch box of a card or gap (design px, centred on it): never smaller than the card. */
  hit: { width: number; height: number };
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
  /** Lowest edge of a card's or gap's touch box (no other target may reach above it). */
  touchBottom: number;
}

/** Columns on the first line of a split row. */
export const SPLIT_AT = 7;

/** Space between cards and around them, as fractions of the card size (see `tableauLayout`). */
interface Spacing {
  /** Horizontal and vertical space between cards (card width, card height). */
  gapX: number;
  gapY: number;
  /** Padding inside a row band (card width). */
  bandPad: number;
  /** Space between row bands (card height; more when rows wrap, to group their two lines). */
  bandGap: number;
}

const LANDSCAPE: Spacing = { gapX: 0.07, gapY: 0.09, bandPad: 0.12, bandGap: 0.1 };
const SPLIT: Spacing = { ...LANDSCAPE, bandGap: 0.2 };
/** A phone held sideways: one line per row, the rows closer together so the cards grow. */
const SIDEWAYS: Spacing = { gapX: 0.07, gapY: 0.09, bandPad: 0.06, bandGap: 0.08 };
/** A phone too short for finger-wide cards at SPLIT's spacing: the lines closer together first. */
const SPLIT_TIGHT: Spacing = { gapX: 0.07, gapY: 0.05, bandPad: 0.06, bandGap: 0.12 };

/**
 * @param width, height the design size
 * @param top y where the area for the tableau starts (below the top bar)
 * @param reserve pixels kept free at the bottom (status strip)
 * @param phone a phone (always so in portrait): held sideways, the rows stay whole but the columns
 *   spread over the width so that each card takes touches a finger wide, as split rows do
 */
export function tableauLayout(width: number, height: number, top: number, reserve: number, phone = height > width): TableauLayout {
  const split = height > width;
  const fingers = split || phone;
  const lineCols = split ? SPLIT_AT : COLS;
  const linesPerBand = split ? 2 : 1;
  const sideMargin = split ? 30 : 60;
  const boxW = width - 2 * sideMargin;
  const boxH = height - top - reserve - 32;
  // Sizes in frame units (scale 1), then the largest scale at which width and height both fit.
  const unitW = (g: Spacing): number => CARD_W * (lineCols + g.gapX * (lineCols - 1) + 2 * g.bandPad);
  const unitBand = (g: Spacing): number => CARD_H * ((linesPerBand - 1) * (1 + g.gapY) + 1) + 2 * g.bandPad * CARD_W;
  const unitH = (g: Spacing): number => ROWS * unitBand(g) + (ROWS - 1) * g.bandGap * CARD_H;
  const fit = (g: Spacing): number => Math.min(boxW / unitW(g), boxH / unitH(g));
  // Split rows (a phone): no card ever overlaps another. When the screen is too short for finger-wide
  // cards (a 9:16 phone), the lines move closer together and then the cards shrink; the columns spread
  // over the spare width instead, so that each card still takes touches a finger wide (`hit`).
  let spacing = split ? SPLIT : phone ? SIDEWAYS : LANDSCAPE;
  if (split && fit(spacing) * CARD_W < PHONE.target) spacing = SPLIT_TIGHT;
  const scale = fit(spacing);
  const { bandGap } = spacing;

  const cardW = CARD_W * scale;
  const cardH = CARD_H * scale;
  const pad = spacing.bandPad * cardW;
  const stepY = cardH * (1 + spacing.gapY);
  const widest = (boxW - 2 * pad - cardW) / (lineCols - 1);
  const stepX = Math.max(cardW * (1 + spacing.gapX), fingers ? Math.min(PHONE.target, widest) : 0);
  const bandStep = unitBand(spacing) * scale + bandGap * cardH;
  const bandH = stepY * (linesPerBand - 1) + cardH + 2 * pad;
  const gridW = stepX * (lineCols - 1) + cardW;
  const totalH = bandStep * (ROWS - 1) + bandH;
  const left = (width - gridW) / 2 + cardW / 2;
  const firstBandTop = top + Math.max(16, (boxH + 32 - totalH) / 2);
  // On a phone a card or gap takes touches a finger wide and high where its neighbours leave room.
  const hit = fingers ? { width: Math.max(cardW, Math.min(PHONE.target, stepX)), height: Math.max(cardH, Math.min(PHONE.target, stepY)) } : { width: cardW, height: cardH };

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
  const touchBottom = pos(ROWS - 1, COLS - 1).y + hit.height / 2;
  return { scale, cardW, cardH, hit, split, pos, bands, deck: { x: width / 2, y: height + cardH }, bottom: firstBandTop + totalH, touchBottom };
}
