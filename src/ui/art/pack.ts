/**
 * Shelf packing of frames into an atlas (pure, unit-tested): frames are placed left to right in rows
 * ("shelves") no wider than `maxWidth`, with `pad` empty pixels around each so that linear filtering
 * never bleeds a neighbour into a frame's edge.
 */
export interface PackInput {
  w: number;
  h: number;
}

export interface PackResult {
  /** Top-left of each frame, in input order. */
  positions: Array<{ x: number; y: number }>;
  width: number;
  height: number;
}

export function shelfPack(frames: readonly PackInput[], maxWidth: number, pad = 2): PackResult {
  const positions: Array<{ x: number; y: number }> = [];
  let x = pad;
  let y = pad;
  let shelfH = 0;
  let width = 0;
  for (const f of frames) {
    if (f.w + 2 * pad > maxWidth) throw new RangeError(`frame ${f.w}px wide does not fit an atlas ${maxWidth}px wide`);
    if (x + f.w + pad > maxWidth) {
      x = pad;
      y += shelfH + pad;
      shelfH = 0;
    }
    positions.push({ x, y });
    x += f.w + pad;
    shelfH = Math.max(shelfH, f.h);
    width = Math.max(width, x);
  }
  return { positions, width, height: y + shelfH + pad };
}
