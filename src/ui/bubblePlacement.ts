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

/** Where along its side a bubble lies: centred on the anchor, or flush with its start (left, top) or end. */
type Align = 'centre' | 'start' | 'end';

/** The bubble of `size` on one `side` of `anchor`, slid along that side to stay within `bounds`. */
function beside(anchor: Box, size: { width: number; height: number }, side: BubbleSide, bounds: Box, align: Align = 'centre'): BubblePlace {
  const { width, height } = size;
  const along = (start: number, length: number, extent: number): number => (align === 'start' ? start + extent / 2 : align === 'end' ? start + length - extent / 2 : start + length / 2);
  const cx = along(anchor.x, anchor.width, width);
  const cy = along(anchor.y, anchor.height, height);
  if (side === 'above' || side === 'below') {
    const x = clamp(cx - width / 2, bounds.x, bounds.x + bounds.width - width);
    const y = side === 'above' ? anchor.y - TAIL - height : anchor.y + anchor.height + TAIL;
    const tipX = clamp(anchor.x + anchor.width / 2, x + 24, x + width - 24);
    return { box: { x, y, width, height }, side, tip: { x: tipX, y: side === 'above' ? anchor.y : anchor.y + anchor.height } };
  }
  const y = clamp(cy - height / 2, bounds.y, bounds.y + bounds.height - height);
  const x = side === 'left' ? anchor.x - TAIL - width : anchor.x + anchor.width + TAIL;
  const tipY = clamp(anchor.y + anchor.height / 2, y + 20, y + height - 20);
  return { box: { x, y, width, height }, side, tip: { x: side === 'left' ? anchor.x : anchor.x + anchor.width, y: tipY } };
}

/**
 * Where a bubble of `size` goes next to `anchor`: the first side of `prefer` where it lies within
 * `bounds` and covers none of `avoid`, centred on the anchor or else flush with one of its ends (a
 * bubble wider than a name plate, centred under it, reached past the seat's edge onto the next one);
 * else the first side where it lies within `bounds`; else the first side, slid on screen as far as
 * it goes.
 */
export function placeBubble(anchor: Box, size: { width: number; height: number }, bounds: Box, avoid: readonly Box[], prefer: readonly BubbleSide[]): BubblePlace {
  const aligns: Align[] = ['centre', 'start', 'end'];
  const places = prefer.flatMap((side) => aligns.map((align) => beside(anchor, size, side, bounds, align)));
  return (
    places.find((p) => inside(p.box, bounds) && !avoid.some((a) => overlapArea(p.box, a) > 0)) ??
    places.find((p) => inside(p.box, bounds)) ??
    places[0]!
  );
}
