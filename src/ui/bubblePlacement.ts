/**
 * Where a speech bubble goes next to its speaker (pure math, see SpeechBubble.ts): the first of the
 * preferred sides where it fits on screen without covering anything it must avoid (the name
 * plates), so it flips near an edge; slid along that side to stay on screen.
 */
import { overlapArea, type Box } from './layout';

export type BubbleSide = 'above' | 'below' | 'left' | 'right';

export interface BubblePlace {
  /** The bubble's box (without its tail). */
  box: Box;
  /** Which side of the anchor it is on (its tail points the other way). */
  side: BubbleSide;
  /** Where the tail's tip touches the anchor. */
  tip: { x: number; y: number };
}

/** Length of the tail: the gap between the anchor and the bubble. */
export const TAIL = 18;

function inside(a: Box, bounds: Box): boolean {
  return a.x >= bounds.x && a.y >= bounds.y && a.x + a.width <= bounds.x + bounds.width && a.y + a.height <= bounds.y + bounds.height;
}

/** `v` kept within lo … hi (lo wins when the range is empty). */
const clamp = (v: number, lo: number, hi: number): number => (hi < lo ? lo : Math.max(lo, Math.min(hi, v)));

/** The bubble of `size` on one `side` of `anchor`, slid along that side to stay within `bounds`. */
function beside(anchor: Box, size: { width: number; height: number }, side: BubbleSide, bounds: Box): BubblePlace {
  const { width, height } = size;
  const cx = anchor.x + anchor.width / 2;
  const cy = anchor.y + anchor.height / 2;
  if (side === 'above' || side === 'below') {
    const x = clamp(cx - width / 2, bounds.x, bounds.x + bounds.width - width);
    const y = side === 'above' ? anchor.y - TAIL - height : anchor.y + anchor.height + TAIL;
    const tipX = clamp(cx, x + 24, x + width - 24);
    return { box: { x, y, width, height }, side, tip: { x: tipX, y: side === 'above' ? anchor.y : anchor.y + anchor.height } };
  }
  const y = clamp(cy - height / 2, bounds.y, bounds.y + bounds.height - height);
  const x = side === 'left' ? anchor.x - TAIL - width : anchor.x + anchor.width + TAIL;
  const tipY = clamp(cy, y + 20, y + height - 20);
  return { box: { x, y, width, height }, side, tip: { x: side === 'left' ? anchor.x : anchor.x + anchor.width, y: tipY } };
}

/**
 * Where a bubble of `size` goes next to `anchor`: the first side of `prefer` where it lies within
 * `bounds` and covers none of `avoid`; else the first where it lies within `bounds`; else the first
 * side, slid on screen as far as it goes.
 */
export function placeBubble(anchor: Box, size: { width: number; height: number }, bounds: Box, avoid: readonly Box[], prefer: readonly BubbleSide[]): BubblePlace {
  const places = prefer.map((side) => beside(anchor, size, side, bounds));
  return (
    places.find((p) => inside(p.box, bounds) && !avoid.some((a) => overlapArea(p.box, a) > 0)) ??
    places.find((p) => inside(p.box, bounds)) ??
    places[0]!
  );
}
