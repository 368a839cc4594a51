/**
 * Where everything sits on the No Thanks table, from the design size alone (pure math, no Phaser).
 *
 * Seat 0 (the player at this screen) sits at the bottom; the others follow clockwise as people
 * would around a real table: up the left side, along the top, down the right side. The middle
 * holds the face-down stack, the card on offer with its chips, and the Take / No thanks buttons.
 * Landscape (1920×1080) puts opponents in two side columns (and a top row when needed); portrait
 * (1080×1920) stacks them in two columns above the middle.
 */

import type { HistoryPlace } from '../../ui/MoveHistory';
import { PHONE } from '../../ui/theme';

export type Side = 'bottom' | 'left' | 'top' | 'right';

export interface Point {
  x: number;
  y: number;
}

/** One player's area: centre, size, and the width of the cards in their row. */
export interface SeatBox extends Point {
  w: number;
  h: number;
  cardW: number;
  side: Side;
}

export interface TableLayout {
  portrait: boolean;
  /** A phone, upright or held sideways: finger-high buttons and history lines, 12 CSS px text (PHONE). */
  phone: boolean;
  seats: SeatBox[];
  stack: Point;
  /** Under the stack, above the buttons: the cards removed face up (tactical variant). */
  removed: Point;
  faceUp: Point;
  /** Where the chips on the card lie (next to it). */
  pot: Point;
  /** Width of the centre cards (the stack and the card on offer). */
  centreCardW: number;
  take: Point;
  pass: Point;
  buttonW: number;
  buttonH: number;
  /** The one line of help under the buttons: top centre, and its room (between the side columns). */
  help: Point;
  helpW: number;
  /** The move history panel: beside the player's seat in landscape, under the help line in portrait. */
  history: HistoryPlace;
  /**
   * Where notices rise from (their bottom edge), or null: downwards from under the top bar. There they
   * hid what matters most: upright, the opponents' rows (whose turn it is, what they hold); in
   * landscape the top row's name plates, and on a phone held sideways the card on offer. So they rise
   * from the bottom of the player's own row, over the cards the player knows best (under the
   * opponents' rows of an upright 360×640 phone they hid the card on offer), except in landscape
   * without a top row, where the top bar has nothing under it.
   */
  noticesAbove: number | null;
}

const MARGIN = 20;
const GAP = 16;
/** Height of the line under the stack naming the cards out of play. */
const NOTE_H = 28;
const PHONE_NOTE_H = 44;
/** Gap between the buttons and the help line under them. */
const HELP_GAP = 12;
/** Room under the buttons for the one line of help (its gap and its 24 px text; a phone's 36 px, up to two lines). */
const HELP_H = HELP_GAP + 32;
const PHONE_HELP_H = HELP_GAP + 2 * 46;
/** Button height in portrait: a finger's (44 CSS px on a 360 px phone: PHONE.target in src/ui/theme.ts). */
const PHONE_BUTTON_H = 132;
/** Text size of the move history's lines: landscape, and portrait (at least 12 CSS px on a 390 px wide phone). */
const HISTORY_FONT = 22;
const PHONE_HISTORY_FONT = PHONE.text;
/** Height of a seat's header (name plate and chips) above its cards. */
export const SEAT_HEADER_H = 92;
/** Card height / width of the No Thanks art. */
export const CARD_RATIO = 280 / 200;

function seatHeight(cardW: number): number {
  return SEAT_HEADER_H + cardW * CARD_RATIO + 30;
}

/**
 * How many opponents go on the left, top and right, in clockwise order. Sides take two at most
 * each; the top takes what is left (odd counts put one in the middle of the top).
 */
export function opponentSides(opponents: number): { left: number; top: number; right: number } {
  const side = Math.min(2, Math.floor(opponents / 2));
  return { left: side, top: opponents - 2 * side, right: side };
}

/**
 * `outOfPlay`: leave a line under the stack for the cards removed face up (tactical variant).
 * `phone`: a phone (always so in portrait); held sideways it keeps the landscape places at phone sizes.
 */
export function tableLayout(width: number, height: number, players: number, topBarH: number, outOfPlay = false, phone = height > width): TableLayout {
  const portrait = height > width;
  const noteH = outOfPlay ? (portrait || phone ? PHONE_NOTE_H : NOTE_H) : 0;
  if (portrait) return portraitLayout(width, height, players, topBarH, noteH);
  return phone ? sidewaysLayout(width, height, players, topBarH, noteH) : landscapeLayout(width, height, players, topBarH, noteH);
}

/**
 * A phone held sideways: the opponents in two columns down the whole height (up to three each, no
 * top row, so the card and the finger-high buttons keep the middle), the player's seat between the
 * columns at the bottom, and the move history's finger-high header under the left column.
 */
function sidewaysLayout(W: number, H: number, players: number, top: number, noteH: number): TableLayout {
  const colW = 480;
  // A finger wide (PHONE.target) on the smallest phone: the player's cards can be tapped.
  const humanCardW = PHONE.target;
  const oppCardW = 78;
  const humanH = seatHeight(humanCardW);
  const oppH = seatHeight(oppCardW);
  const innerLeft = MARGIN + colW + GAP;
  const human: SeatBox = { x: W / 2, y: H - MARGIN - humanH / 2, w: W - 2 * innerLeft, h: humanH, cardW: humanCardW, side: 'bottom' };
  const opponents = players - 1;
  const left = Math.ceil(opponents / 2);
  const right = opponents - left;
  const colTop = top + MARGIN / 2;
  const historyTop = H - MARGIN - PHONE.target;
  // Clockwise from the player: the left column from the bottom up, then the right one downwards.
  const column = (count: number, x: number, side: Side, bottom: number): SeatBox[] => {
    const span = count * oppH + (count - 1) * GAP;
    const first = (colTop + bottom) / 2 - span / 2 + oppH / 2;
    return Array.from({ length: count }, (_, i) => ({ x, y: first + i * (oppH + GAP), w: colW, h: oppH, cardW: oppCardW, side }));
  };
  const seats = [human, ...column(left, MARGIN + colW / 2, 'left', historyTop - GAP).reverse(), ...column(right, W - MARGIN - colW / 2, 'right', H - MARGIN)];
  const layout = centre(W / 2, colTop, human.y - humanH / 2 - GAP, 190, seats, false, human.w, noteH, true);
  const maxRows = Math.max(2, Math.min(10, Math.floor((H - MARGIN - PHONE.target - 4 - 12 - top - MARGIN) / PHONE.target)));
  return { ...layout, history: { x: MARGIN, y: H - MARGIN, width: colW, direction: 'up', maxRows, fontSize: PHONE_HISTORY_FONT, target: PHONE.target }, noticesAbove: H - MARGIN - GAP };
}

function landscapeLayout(W: number, H: number, players: number, top: number, noteH: number): TableLayout {
  const humanCardW = 124;
  const oppCardW = 78;
  const humanH = seatHeight(humanCardW);
  const oppH = seatHeight(oppCardW);
  const human: SeatBox = { x: W / 2, y: H - MARGIN - humanH / 2, w: Math.min(1300, W - 2 * MARGIN), h: humanH, cardW: humanCardW, side: 'bottom' };

  const { left, top: topCount, right } = opponentSides(players - 1);
  const colW = 540;
  const midTop = top + MARGIN / 2;
  const midBottom = human.y - humanH / 2 - GAP;
  const column = (count: number, x: number, side: Side, upwards: boolean): SeatBox[] => {
    const boxes: SeatBox[] = [];
    const span = count * oppH + (count - 1) * GAP;
    const first = (midTop + midBottom) / 2 - span / 2 + oppH / 2;
    for (let i = 0; i < count; i++) boxes.push({ x, y: first + i * (oppH + GAP), w: colW, h: oppH, cardW: oppCardW, side });
    return upwards ? boxes.reverse() : boxes;
  };
  const innerLeft = MARGIN + colW + GAP;
  const innerRight = W - MARGIN - colW - GAP;
  const topRow: SeatBox[] = [];
  if (topCount > 0) {
    const rowW = innerRight - innerLeft;
    const w = topCount === 1 ? Math.min(640, rowW) : (rowW - GAP * (topCount - 1)) / topCount;
    for (let i = 0; i < topCount; i++) {
      topRow.push({ x: innerLeft + w / 2 + i * (w + GAP) + (rowW - (w * topCount + GAP * (topCount - 1))) / 2, y: midTop + oppH / 2, w, h: oppH, cardW: oppCardW, side: 'top' });
    }
  }
  const seats = [human, ...column(left, MARGIN + colW / 2, 'left', true), ...topRow, ...column(right, W - MARGIN - colW / 2, 'right', false)];

  const centreTop = topCount > 0 ? midTop + oppH + GAP : midTop;
  const layout = centre(W / 2, centreTop, midBottom, 150, seats, false, innerRight - innerLeft - 2 * GAP, noteH, false);
  // Left of the player's seat, from the bottom up: the corner no seat uses.
  const width = human.x - human.w / 2 - MARGIN - GAP;
  const rowH = HISTORY_FONT * 1.55;
  const maxRows = Math.max(1, Math.floor((humanH - HISTORY_FONT * 2 - 16) / rowH));
  return { ...layout, history: { x: MARGIN, y: H - MARGIN, width, direction: 'up', maxRows, fontSize: HISTORY_FONT }, noticesAbove: topCount > 0 ? H - MARGIN - GAP : null };
}

function portraitLayout(W: number, H: number, players: number, top: number, noteH: number): TableLayout {
  const humanCardW = 132;
  const oppCardW = 80;
  const humanH = seatHeight(humanCardW);
  const oppH = seatHeight(oppCardW);
  const human: SeatBox = { x: W / 2, y: H - MARGIN - humanH / 2, w: W - 2 * MARGIN, h: humanH, cardW: humanCardW, side: 'bottom' };

  const opponents = players - 1;
  const perColumn = Math.floor(opponents / 2);
  const topCentre = opponents % 2;
  const colW = (W - 2 * MARGIN - GAP) / 2;
  const rowY = (row: number): number => top + MARGIN / 2 + oppH / 2 + row * (oppH + GAP);
  const seats: SeatBox[] = [human];
  // Left column from the bottom row up, then the top centre, then the right column downwards.
  for (let i = perColumn - 1; i >= 0; i--) seats.push({ x: MARGIN + colW / 2, y: rowY(i + topCentre), w: colW, h: oppH, cardW: oppCardW, side: 'left' });
  if (topCentre) seats.push({ x: W / 2, y: rowY(0), w: Math.min(760, W - 2 * MARGIN), h: oppH, cardW: oppCardW, side: 'top' });
  for (let i = 0; i < perColumn; i++) seats.push({ x: W - MARGIN - colW / 2, y: rowY(i + topCentre), w: colW, h: oppH, cardW: oppCardW, side: 'right' });

  const rows = perColumn + topCentre;
  const centreTop = rowY(rows - 1) + oppH / 2 + GAP;
  // The card on offer as large as the band lets it be, up to 240 (a tall phone had 180 in a band with
  // room for twice that, empty above and below it).
  const layout = centre(W / 2, centreTop, human.y - humanH / 2 - GAP, 240, seats, true, W - 2 * MARGIN, noteH, true);
  // Under the help line; its header and lines a finger high (PHONE.target), so the list opens upwards
  // over the middle of the table (the player's seat, with the chips a line may point at, stays in
  // sight), as many lines as fit under the top bar.
  const width = Math.min(760, W - 2 * MARGIN);
  const headBottom = layout.help.y + PHONE_HELP_H + GAP + PHONE.target;
  const maxRows = Math.max(2, Math.min(10, Math.floor((headBottom - PHONE.target - 4 - 12 - top - MARGIN) / PHONE.target)));
  const history: HistoryPlace = { x: W / 2 - width / 2, y: headBottom, width, direction: 'up', maxRows, fontSize: PHONE_HISTORY_FONT, target: PHONE.target };
  return { ...layout, history, noticesAbove: H - MARGIN - GAP };
}

/** The stack, the card on offer, its chips and the buttons, centred in the free band. */
function centre(cx: number, bandTop: number, bandBottom: number, maxCardW: number, seats: SeatBox[], portrait: boolean, helpW: number, noteH: number, phone: boolean): Omit<TableLayout, 'history' | 'noticesAbove'> {
  const buttonH = phone ? PHONE_BUTTON_H : 84;
  // In portrait the move history's header sits under the help line, inside the band.
  const helpH = portrait ? PHONE_HELP_H + GAP + PHONE.target : phone ? PHONE_HELP_H : HELP_H;
  const band = bandBottom - bandTop;
  // The card, the line for the cards out of play (if any), the buttons and the help line under them
  // must fit the band.
  const cardW = Math.max(90, Math.min(maxCardW, (band - buttonH - noteH - helpH - 3 * GAP) / CARD_RATIO));
  const cardH = cardW * CARD_RATIO;
  const blockH = cardH + GAP * 2 + noteH + buttonH + helpH;
  const cardY = bandTop + (band - blockH) / 2 + cardH / 2;
  const buttonY = cardY + cardH / 2 + GAP * 2 + noteH + buttonH / 2;
  const buttonW = phone ? 400 : 330;
  return {
    portrait,
    phone,
    seats,
    stack: { x: cx - cardW * 1.35, y: cardY },
    removed: { x: cx - cardW * 1.35, y: cardY + cardH / 2 + GAP + noteH / 2 },
    faceUp: { x: cx, y: cardY },
    pot: { x: cx + cardW * 1.2, y: cardY + cardH * 0.12 },
    centreCardW: cardW,
    take: { x: cx - buttonW / 2 - GAP, y: buttonY },
    pass: { x: cx + buttonW / 2 + GAP, y: buttonY },
    buttonW,
    buttonH,
    help: { x: cx, y: buttonY + buttonH / 2 + HELP_GAP },
    helpW,
  };
}
