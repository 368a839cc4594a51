/**
 * Canvas helpers for the art generators, and the atlas builder that turns a list of drawn frames into
 * one Phaser canvas texture with named frames.
 */
import { shelfPack } from './pack';

export type Ctx = CanvasRenderingContext2D;

/** Rounded rectangle path; the radius is clamped the way Phaser's Graphics does (never over half a side). */
export function roundRectPath(ctx: Ctx, x: number, y: number, w: number, h: number, r: CornerRadii): void {
  const corners = typeof r === 'number' ? { tl: r, tr: r, br: r, bl: r } : r;
  const fit = (c: number): number => Math.max(0, Math.min(c, Math.abs(w) / 2, Math.abs(h) / 2));
  ctx.beginPath();
  ctx.moveTo(x + fit(corners.tl), y);
  ctx.arcTo(x + w, y, x + w, y + h, fit(corners.tr));
  ctx.arcTo(x + w, y + h, x, y + h, fit(corners.br));
  ctx.arcTo(x, y + h, x, y, fit(corners.bl));
  ctx.arcTo(x, y, x + w, y, fit(corners.tl));
  ctx.closePath();
}

/** One radius for every corner, or one per corner (as Phaser's Graphics.fillRoundedRect takes them). */
export type CornerRadii = number | { tl: number; tr: number; br: number; bl: number };

/** Draws text centred on (x, y) with the given font; `maxWidth` squeezes wide numbers such as "10". */
export function centredText(ctx: Ctx, text: string, x: number, y: number, font: string, fill: string, maxWidth?: number): void {
  ctx.font = font;
  ctx.fillStyle = fill;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y, maxWidth);
}

/** Edge pixels left around a drawing so linear filtering never cuts its antialiased rim. */
const EDGE_PAD = 2;

/** The local box of a drawing spanning (x0, y0)–(x1, y1), padded by EDGE_PAD and rounded out to whole pixels. */
export function paddedBox(x0: number, y0: number, x1: number, y1: number): { x0: number; y0: number; w: number; h: number } {
  const left = Math.floor(x0) - EDGE_PAD;
  const top = Math.floor(y0) - EDGE_PAD;
  return { x0: left, y0: top, w: Math.ceil(x1) + EDGE_PAD - left, h: Math.ceil(y1) + EDGE_PAD - top };
}

/** What `addDrawnTexture` needs of Phaser's texture manager. */
interface TextureStore {
  exists(key: string): boolean;
  addImage(key: string, source: HTMLImageElement): unknown;
}

/**
 * Adds texture `key`, drawn by `paint` on a canvas covering the local box `box` (its (x0, y0) at the
 * canvas's top-left), unless the key exists already. A CPU canvas, for the reason drawFrames gives, and
 * a plain image texture (uploaded once; a CanvasTexture would read the pixels back). False when the
 * browser gives no 2D context.
 */
export function addDrawnTexture(textures: TextureStore, key: string, box: { x0: number; y0: number; w: number; h: number }, paint: (ctx: Ctx) => void): boolean {
  if (textures.exists(key)) return true;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, box.w);
  canvas.height = Math.max(1, box.h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.translate(-box.x0, -box.y0);
  paint(ctx);
  textures.addImage(key, canvas as unknown as HTMLImageElement);
  return true;
}

export interface FrameSpec {
  name: string;
  w: number;
  h: number;
  /** Draws the frame with the origin at its top-left corner. */
  draw(ctx: Ctx): void;
}

/** The next power of two ≥ n. */
export function nextPowerOfTwo(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(1, n)));
}

/** A group of frames packed into one canvas (one texture source). */
export interface Sheet {
  frames: readonly FrameSpec[];
  /** Top-left of each frame in the sheet. */
  positions: ReadonlyArray<{ x: number; y: number }>;
  width: number;
  height: number;
  /** A new, empty canvas of the sheet's size. */
  canvas(): HTMLCanvasElement;
}

/**
 * Splits `frames` (in order) into sheets no wider and no taller than `max` pixels. With
 * `powerOfTwo` each canvas gets power-of-two sides, so WebGL can mipmap it when the game sets
 * `render.mipmapFilter`: strongly down-scaled cards then stay smooth instead of shimmering.
 */
export function packSheets(frames: readonly FrameSpec[], max: number, powerOfTwo = false): Sheet[] {
  const sheets: Sheet[] = [];
  let rest = [...frames];
  while (rest.length > 0) {
    // As many frames as fit under `max` in height (at least one).
    let count = rest.length;
    let packed = shelfPack(rest, max);
    while (count > 1 && packed.height > max) {
      count--;
      packed = shelfPack(rest.slice(0, count), max);
    }
    const group = rest.slice(0, count);
    rest = rest.slice(count);
    const width = powerOfTwo ? nextPowerOfTwo(packed.width) : packed.width;
    const height = powerOfTwo ? nextPowerOfTwo(packed.height) : packed.height;
    sheets.push({
      frames: group,
      positions: packed.positions,
      width,
      height,
      canvas() {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        return canvas;
      },
    });
  }
  return sheets;
}

/** Draws frames `from` (inclusive) to `to` (exclusive) of `sheet` onto its canvas. */
export function drawFrames(canvas: HTMLCanvasElement, sheet: Sheet, from: number, to: number): void {
  // A CPU canvas (willReadFrequently). A GPU-backed one only looks faster (the calls return at once)
  // but its drawing is rasterised later in the GPU process, where it competes with the game's own
  // frames and delays the upload. Measured in headless Chromium (software GPU): the menu became
  // interactive after 1.5 s instead of 2.9 s, and after a Play click frames stalled ~2 s instead of ~4 s.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas 2D is not available');
  for (let i = from; i < Math.min(to, sheet.frames.length); i++) {
    const f = sheet.frames[i]!;
    const p = sheet.positions[i]!;
    ctx.save();
    ctx.translate(p.x, p.y);
    ctx.beginPath();
    ctx.rect(0, 0, f.w, f.h);
    ctx.clip();
    f.draw(ctx);
    ctx.restore();
  }
}
