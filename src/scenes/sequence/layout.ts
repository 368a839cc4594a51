/**
 * Where everything of the Sequence table goes, for the current design size. Pure (no Phaser), so it
 * is easy to reason about: landscape puts the board on the left and the hand, piles and teams on the
 * right; portrait puts the board on top and the rest below it.
 */

import { historyRowsFitting, type HistoryPlace } from '../../ui/historyPlace';
import { PHONE } from '../../ui/theme';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SequenceLayout {
  portrait: boolean;
  /** A phone, upright or held sideways: 12 CSS px text and finger-high buttons (PHONE). */
  phone: boolean;
  /** Centre of the board and the size of one space. */
  board: { cx: number; cy: number; cell: number; frame: number };
  /** The team panel (teams, players, sequences). */
  teams: Rect;
  /**
   * The status text (whose turn, what to do) and the line telling the last card played and by whom:
   * left edge, width, and the point `y` where the text's `originY` (0 top, 0.5 middle, 1 bottom) sits,
   * which decides the way it grows when it wraps.
   */
  status: TextSlot;
  lastMove: TextSlot;
  /** Pile centres and the width of pile cards. */
  drawPile: { x: number; y: number };
  discard: { x: number; y: number };
  pileCardW: number;
  /** The "exchange dead card" button. */
  exchange: { x: number; y: number; w: number };
  /** The fanned hand: centre line and card width. */
  hand: { cx: number; cy: number; cardW: number; maxWidth: number };
  /** The move history panel's header (its list opens over the table while open). */
  history: HistoryPlace;
}

export interface TextSlot {
  x: number;
  y: number;
  width: number;
  originY: number;
  /** The most the text may take down from `y` (a phone upright: the last move above the history's header). */
  height?: number;
}

const MARGIN = 16;
/**
 * How far a selected card of the hand rises out of it (design units): the piles, their captions, the
 * dead-card button and the history's header keep this much more room above the hand, so a card picked
 * up covers none of them.
 */
export const SELECTED_LIFT = 28;
const FRAME = 12;
const MAX_CELL = 100;

/**
 * Computes the table layout for a `width × height` design below a top bar `top` pixels high. `phone`
 * (always so in portrait): held sideways, the landscape places at a phone's sizes.
 */
export function sequenceLayout(width: number, height: number, top: number, teamsH: number, phone = height > width): SequenceLayout {
  return height > width ? portraitLayout(width, height, top, teamsH) : landscapeLayout(width, height, top, teamsH, phone);
}

function landscapeLayout(width: number, height: number, top: number, teamsH: number, phone: boolean): SequenceLayout {
  const availH = height - top - 2 * MARGIN;
  // A phone held sideways keeps SIDEWAYS_SIDE_W units at the right for its finger-sized parts; on a
  // 16:9 phone the board gives up some width for them (its magnifier serves the finger).
  const roomForSide = Math.floor((width - MARGIN - 24 - 44 - 36 - SIDEWAYS_SIDE_W - 2 * FRAME) / 10);
  const cell = Math.min(MAX_CELL, Math.floor((availH - 2 * FRAME) / 10), phone ? roomForSide : MAX_CELL);
  const boardSize = cell * 10 + 2 * FRAME;
  const boardLeft = MARGIN + 24;
  const board = { cx: boardLeft + boardSize / 2, cy: top + MARGIN + availH / 2, cell, frame: FRAME };

  const sideX = boardLeft + boardSize + 44;
  const sideW = width - sideX - 36;
  const teams: Rect = { x: sideX, y: top + 24, w: sideW, h: teamsH };
  if (phone) return sidewaysSide(height, top, board, teams);
  const cardW = 140;
  const hand = { cx: sideX + sideW / 2, cy: height - MARGIN - (cardW * 1.4) / 2 - 40, cardW, maxWidth: sideW - cardW * 1.3 };
  const handTop = hand.cy - (cardW * 1.4) / 2;
  const lastMove = { x: sideX + 8, y: teams.y + teams.h + 34, width: sideW - 16, originY: 0.5 };
  // The piles sit just above the hand (their captions too), the status beside them and the dead-card
  // button under it. The history's header goes under the last-move line, its list opening down into
  // the room above the piles, never over them; where a tall team panel leaves room for fewer than
  // five lines (six players or more), the header sits just above the piles and the list opens up, over
  // the team panel.
  const pileCardW = 136;
  const pileH = pileCardW * 1.4;
  const pileY = handTop - SELECTED_LIFT - 20 - PILE_CAPTION_ROOM - pileH / 2;
  const drawPile = { x: sideX + pileCardW / 2 + 16, y: pileY };
  const discard = { x: drawPile.x + pileCardW + 56, y: pileY };
  const restX = discard.x + pileCardW / 2 + 40;
  const status = { x: restX, y: pileY - pileH / 2, width: sideX + sideW - restX, originY: 0 };
  const exchange = { x: restX + 170, y: handTop - SELECTED_LIFT - 20 - 36, w: 340 };
  const pileTop = pileY - pileH / 2;
  const below = { x: sideX + 8, y: lastMove.y + 24, width: Math.min(620, sideW - 16), direction: 'down' as const, fontSize: 24 };
  const rowsBelow = historyRowsFitting(below, pileTop - 16 - below.y);
  const above = { ...below, y: pileTop - 12, direction: 'up' as const };
  const history: HistoryPlace =
    rowsBelow >= 5 ? { ...below, maxRows: Math.min(8, rowsBelow) } : { ...above, maxRows: Math.max(2, Math.min(8, historyRowsFitting(above, above.y - top - 8))) };
  return { portrait: false, phone, board, teams, status, lastMove, drawPile, discard, pileCardW, exchange, hand, history };
}

/** The least width of the right-hand side on a phone held sideways (the piles, the status, two buttons). */
const SIDEWAYS_SIDE_W = 1240;

/**
 * A phone held sideways: the board on the left as in landscape; at the right, under the teams, the
 * piles (as large as the room lets them be) with the status beside them and, under the status, the
 * finger-high history header at the right and the last move (or in its place the dead-card button)
 * at the left; the hand at the bottom, its cards at 0.9 so their captions keep 12 CSS px.
 */
function sidewaysSide(height: number, top: number, board: SequenceLayout['board'], teams: Rect): SequenceLayout {
  const { x: sideX, w: sideW } = teams;
  const cardW = 180;
  const handH = cardW * 1.4;
  const hand = { cx: sideX + sideW / 2, cy: height - MARGIN - 20 - handH / 2, cardW, maxWidth: sideW - cardW * 1.3 };
  const roomTop = teams.y + teams.h + 20;
  // The row above the hand keeps clear of a selected card's rise where the teams leave room for it
  // (under twelve players' teams, the status needs that room).
  const handTop = hand.cy - handH / 2;
  const lift = Math.max(0, Math.min(SELECTED_LIFT, handTop - 16 - PHONE.target - 16 - STATUS_H - roomTop));
  const roomBottom = handTop - 16 - lift;
  const pileCardW = Math.max(100, Math.min(136, (roomBottom - roomTop - PHONE_CAPTION_ROOM) / 1.4));
  const pileH = pileCardW * 1.4;
  const pileY = roomBottom - PHONE_CAPTION_ROOM - pileH / 2;
  const drawPile = { x: sideX + pileCardW / 2 + 16, y: pileY };
  const discard = { x: drawPile.x + pileCardW + 40, y: pileY };
  const restX = discard.x + pileCardW / 2 + 40;
  const restW = sideX + sideW - restX;
  const rowY = roomBottom - PHONE.target / 2;
  // The history's header at the right, the last move (or the 380-wide dead-card button) at the left.
  const historyW = Math.min(560, restW - 380 - 24);
  const place = { x: sideX + sideW - historyW, y: roomBottom, width: historyW, direction: 'up' as const, fontSize: PHONE.text, target: PHONE.target };
  const history: HistoryPlace = { ...place, maxRows: Math.max(2, Math.min(8, historyRowsFitting(place, place.y - top - 8))) };
  const status = { x: restX, y: Math.max(roomTop, rowY - PHONE.target / 2 - 16 - STATUS_H), width: restW, originY: 0 };
  const lastMove = { x: restX, y: rowY, width: restW - historyW - 24, originY: 0.5 };
  const exchange = { x: restX + 190, y: rowY, w: 380 };
  return { portrait: false, phone: true, board, teams, status, lastMove, drawPile, discard, pileCardW, exchange, hand, history };
}

/** Room under a pile for its caption ("68 left", "Discards": 10 px gap, 22 px text; a phone's 36 px) and a margin. */
export const PILE_CAPTION_ROOM = 46;
const PHONE_CAPTION_ROOM = 62;
/** Room for the status in portrait: two lines of 36-unit text. */
const STATUS_H = 104;
/** Between the history's header (level with the pile captions) and the hand in portrait: 12 over a selected card. */
const HISTORY_GAP = SELECTED_LIFT + 12;
/** Between the two piles in portrait: room for the captions under them at 12 CSS px (Czech's are the longest). */
const PILE_GAP = 72;

function portraitLayout(width: number, height: number, top: number, teamsH: number): SequenceLayout {
  const byWidth = Math.floor((width - 2 * MARGIN - 2 * FRAME) / 10);
  // Under the board, top to bottom: the teams, the status, the piles with their captions, the hand.
  // The board takes what is left, so a tall team panel or a two-row top bar shrinks the board instead
  // of letting the hand slide over the piles.
  const underFor = (pileCardW: number, cardW: number): number => 24 + teamsH + 20 + STATUS_H + pileCardW * 1.4 + PHONE_CAPTION_ROOM + HISTORY_GAP + cardW * 1.4 + 30 + MARGIN;
  // 0.9 of a card in the hand: its captions ("REMOVE") stay at 12 CSS px on a phone.
  let pileCardW = 120;
  let cardW = 180;
  // A tall phone (the board already as wide as the screen): larger piles and hand, then even gaps.
  const room = height - top - MARGIN - byWidth * 10 - 2 * FRAME - underFor(pileCardW, cardW);
  const grow = Math.max(0, Math.min(1, room / 200));
  pileCardW += 24 * grow;
  cardW += 30 * grow;
  const pileH = pileCardW * 1.4;
  const handH = cardW * 1.4;
  const underBoard = underFor(pileCardW, cardW);
  const byHeight = Math.floor((height - top - MARGIN - underBoard - 2 * FRAME) / 10);
  const cell = Math.max(1, Math.min(MAX_CELL, byWidth, byHeight));
  const boardSize = cell * 10 + 2 * FRAME;
  // What is left is shared by the gaps above the status, above the piles and above the hand.
  const spare = Math.max(0, (height - top - MARGIN - boardSize - underBoard) / 3);
  const board = { cx: width / 2, cy: top + MARGIN + boardSize / 2, cell, frame: FRAME };
  const below = top + MARGIN + boardSize + 24;

  const teams: Rect = { x: 40, y: below, w: width - 80, h: teamsH };
  // The status across the whole width under the teams (two lines of a phone's 12 CSS px text), then
  // the piles, and beside them the last move or, in its place, the dead-card button.
  const status = { x: 40, y: teams.y + teams.h + 20 + spare, width: width - 80, originY: 0 };
  const pileY = status.y + STATUS_H + spare + pileH / 2;
  const drawPile = { x: 40 + pileCardW / 2, y: pileY };
  // The piles PILE_GAP apart: their captions ("zbývá 89", "Odhozené") keep a clear gap between them.
  const discard = { x: drawPile.x + pileCardW + PILE_GAP, y: pileY };
  // Far enough right that the discard pile's caption, wider than its card, keeps off the history.
  const restX = discard.x + pileCardW / 2 + 48;
  // Beside the piles, level with their captions: the history's header (finger-high, PHONE.target, with
  // 12 CSS px text); open, its list lies over the board above. Over it, from the piles' top, the last
  // move with room for two lines.
  const historyY = pileY + pileH / 2 + PHONE_CAPTION_ROOM + 2;
  const pileTop = pileY - pileH / 2;
  const lastMove = { x: restX, y: pileTop, width: width - 40 - restX, originY: 0, height: historyY - PHONE.target - 12 - pileTop };
  // Finger-high (132 units: PHONE.target in src/ui/theme.ts), level with the piles.
  const exchange = { x: restX + 190, y: pileY, w: 380 };
  const hand = { cx: width / 2, cy: height - MARGIN - handH / 2 - 30, cardW, maxWidth: width - 80 - cardW };
  // As many of the history's lines as fit under the top bar.
  const historyRows = Math.max(2, Math.min(8, Math.floor((historyY - PHONE.target - 4 - 12 - top - MARGIN) / PHONE.target)));
  const history: HistoryPlace = { x: restX, y: historyY, width: width - 40 - restX, direction: 'up', maxRows: historyRows, fontSize: PHONE.text, target: PHONE.target };
  return { portrait: true, phone: true, board, teams, status, lastMove, drawPile, discard, pileCardW, exchange, hand, history };
}

/** Centre of board space (row, col). */
export function cellCentre(l: SequenceLayout, row: number, col: number): { x: number; y: number } {
  const { cx, cy, cell } = l.board;
  return { x: cx + (col - 4.5) * cell, y: cy + (row - 4.5) * cell };
}

/**
 * Centres (x) of the hand's `needs.length` cards, `cardW` wide, side by side `spread` apart when
 * they fit in `maxWidth` (between the first and last centre), overlapping otherwise. `needs[i]` is
 * how far right of card i's left edge what it shows must stay in view (its badge, "REMOVE" or
 * "DEAD"; 0 when only the corner index matters), so the next card starts beyond it: those cards
 * keep that room and the others share what is left, but every card keeps at least HAND_SHARE of
 * a card in view (its corner index and some of its face); past that, the cards with badges share
 * the rest alike (the next card may then cover the end of a badge, which keeps its readable size).
 */
export function handXs(needs: readonly number[], cx: number, cardW: number, spread: number, maxWidth: number): number[] {
  const n = needs.length;
  if (n === 0) return [];
  // Step i: from card i's centre to card i+1's; the last card shows whole, its need does not count.
  const want = needs.slice(0, -1);
  let steps = want.map(() => Math.min(spread, n > 1 ? maxWidth / (n - 1) : 0));
  if (n > 1 && (n - 1) * spread > maxWidth) {
    // Cards that need more than an even share keep their need; the rest share the remainder, again
    // and again until no card's need exceeds the share.
    let fixed = new Set<number>();
    let share = maxWidth / (n - 1);
    for (;;) {
      const more = new Set(want.flatMap((w, i) => (w > 0 && w > share ? [i] : [])));
      if ([...more].every((i) => fixed.has(i))) break;
      fixed = new Set([...fixed, ...more]);
      const kept = [...fixed].reduce((sum, i) => sum + want[i]!, 0);
      share = fixed.size < n - 1 ? (maxWidth - kept) / (n - 1 - fixed.size) : 0;
    }
    const least = Math.min(cardW * HAND_SHARE, maxWidth / (n - 1));
    const others = n - 1 - fixed.size;
    if (fixed.size > 0 && share < least) {
      share = others > 0 ? least : 0;
      const each = (maxWidth - share * others) / fixed.size;
      steps = want.map((w, i) => (fixed.has(i) ? Math.min(w, each) : share));
    } else steps = want.map((w, i) => (fixed.has(i) ? w : share));
  }
  const span = steps.reduce((a, b) => a + b, 0);
  const xs = [cx - span / 2];
  for (const step of steps) xs.push(xs[xs.length - 1]! + step);
  return xs;
}

/**
 * The least part of a card (of its width) a cramped hand leaves in view: the corner index and some
 * of the face (a quarter of a card left slivers beside jacks whose captions kept a whole card).
 */
export const HAND_SHARE = 0.42;
