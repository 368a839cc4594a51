/**
 * Where the move history panel (ui/MoveHistory.ts) goes and how much room it takes open: pure, so
 * a table's layout (and its unit tests) can keep the open list clear of the piles and buttons.
 */

export interface HistoryPlace {
  /** Left edge of the panel. */
  x: number;
  /** The header's top edge ('down': the list opens below it) or bottom edge ('up': above it). */
  y: number;
  width: number;
  direction: 'down' | 'up';
  /** The most lines shown (the newest). */
  maxRows: number;
  /** Text size of the lines (design px). */
  fontSize: number;
  /**
   * The least height of the header and of each line, a finger's on a phone (PHONE.target in
   * ui/theme.ts); a line that tall wraps a long move onto a second line instead of cutting it.
   */
  target?: number;
}

/** Height of the header. */
export function historyHeaderHeight(place: HistoryPlace): number {
  return Math.max(Math.round(place.fontSize * 2), place.target ?? 0);
}

/** Height of one line of the list. */
export function historyRowHeight(place: HistoryPlace): number {
  return Math.max(Math.round(place.fontSize * 1.55), place.target ?? 0);
}

/** Gap between the header and the list, and the list's padding (top and bottom together). */
export const HISTORY_LIST_GAP = 4;
export const HISTORY_LIST_PAD = 12;

/** Lines (rows) of `rowH` that fit in `room` design px beside a header, the gap and the list's padding. */
export function historyRowsFitting(place: Omit<HistoryPlace, 'maxRows'>, room: number): number {
  const p = { ...place, maxRows: 0 };
  return Math.floor((room - historyHeaderHeight(p) - HISTORY_LIST_GAP - HISTORY_LIST_PAD) / historyRowHeight(p));
}

/** The box the panel covers with its list open at its fullest (`maxRows` lines): header and list. */
export function historyOpenBox(place: HistoryPlace): { x: number; y: number; width: number; height: number } {
  const headH = historyHeaderHeight(place);
  const height = headH + HISTORY_LIST_GAP + Math.max(1, place.maxRows) * historyRowHeight(place) + HISTORY_LIST_PAD;
  return { x: place.x, y: place.direction === 'down' ? place.y : place.y - height, width: place.width, height };
}
