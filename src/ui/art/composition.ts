/**
 * A small picture made of art frames (cards, their shadows, board cells, chips) drawn straight into
 * one canvas at the size it is shown: the menu's game tiles and the rules pages' figures.
 *
 * These pictures used to be image sprites of the full-size atlas frames. The menu then needed 26
 * frames drawn at full size and uploaded (1.2 megapixels) before its first frame, most of the
 * Preloader's work; drawn at display size the three tiles are about 0.2 megapixels, in one object
 * each. One texel per design unit is enough: the drawing buffer is never larger than the design size
 * (src/ui/runtime/renderScale.ts), as for text (TEXT_RESOLUTION).
 */
import { paddedBox, type Ctx, type FrameSpec } from './canvas';

/** One frame placed in the picture, as an image sprite of that frame would be (origin at its centre). */
export interface Placed {
  spec: FrameSpec;
  x: number;
  y: number;
  /** Frame pixels → picture units. */
  scale: number;
  /** Degrees, clockwise (as Phaser's `angle`). */
  angle?: number;
  /** Multiplies what the frame draws (used for shadows; a frame setting globalAlpha itself, as the court cards' brocade does, overrides it there). */
  alpha?: number;
}

/** The picture's bounds in its own units (rotated frames included), padded and rounded out. */
export function compositionBounds(items: readonly Placed[]): { x0: number; y0: number; w: number; h: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const it of items) {
    const a = ((it.angle ?? 0) * Math.PI) / 180;
    const hw = (it.spec.w * it.scale) / 2;
    const hh = (it.spec.h * it.scale) / 2;
    const ex = Math.abs(Math.cos(a)) * hw + Math.abs(Math.sin(a)) * hh;
    const ey = Math.abs(Math.sin(a)) * hw + Math.abs(Math.cos(a)) * hh;
    x0 = Math.min(x0, it.x - ex);
    x1 = Math.max(x1, it.x + ex);
    y0 = Math.min(y0, it.y - ey);
    y1 = Math.max(y1, it.y + ey);
  }
  if (items.length === 0) return { x0: 0, y0: 0, w: 1, h: 1 };
  return paddedBox(x0, y0, x1, y1);
}

/** Draws the items in order onto `ctx`, whose origin is the picture's (0, 0). */
export function drawComposition(ctx: Ctx, items: readonly Placed[]): void {
  for (const it of items) {
    const { w, h } = it.spec;
    ctx.save();
    ctx.globalAlpha = it.alpha ?? 1;
    ctx.translate(it.x, it.y);
    ctx.rotate(((it.angle ?? 0) * Math.PI) / 180);
    ctx.scale(it.scale, it.scale);
    ctx.translate(-w / 2, -h / 2);
    // As in an atlas: nothing the frame draws reaches past its own rectangle.
    ctx.beginPath();
    ctx.rect(0, 0, w, h);
    ctx.clip();
    it.spec.draw(ctx);
    ctx.restore();
  }
}
