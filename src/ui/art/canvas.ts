/**
 * Canvas helpers for the art generators, and the atlas builder that turns a list of drawn frames into
 * one Phaser canvas texture with named frames.
 */
import type Phaser from 'phaser';
import { shelfPack } from './pack';

export type Ctx = CanvasRenderingContext2D;

export function roundRectPath(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Draws text centred on (x, y) with the given font; `maxWidth` squeezes wide numbers such as "10". */
export function centredText(ctx: Ctx, text: string, x: number, y: number, font: string, fill: string, maxWidth?: number): void {
  ctx.font = font;
  ctx.fillStyle = fill;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y, maxWidth);
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

/**
 * Packs, draws and registers `frames` as texture `key`. With `powerOfTwo` the canvas is padded to
 * power-of-two sides, so WebGL can mipmap it when the game sets `render.mipmapFilter`: strongly
 * down-scaled cards then stay smooth instead of shimmering.
 */
export function buildAtlas(scene: Phaser.Scene, key: string, frames: readonly FrameSpec[], maxWidth = 2048, powerOfTwo = false): void {
  const { positions, width, height } = shelfPack(frames, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = powerOfTwo ? nextPowerOfTwo(width) : width;
  canvas.height = powerOfTwo ? nextPowerOfTwo(height) : height;
  // A GPU-backed canvas (the default) is far faster here than a CPU one (willReadFrequently): measured
  // ~130 ms vs ~740 ms median for all atlases in headless Chromium.
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  frames.forEach((f, i) => {
    const p = positions[i]!;
    ctx.save();
    ctx.translate(p.x, p.y);
    ctx.beginPath();
    ctx.rect(0, 0, f.w, f.h);
    ctx.clip();
    f.draw(ctx);
    ctx.restore();
  });
  // addImage rather than addCanvas: a CanvasTexture reads the whole canvas back with getImageData,
  // which costs ~1 s per atlas on a GPU-backed canvas. A plain texture just uploads it to WebGL.
  const texture = scene.textures.addImage(key, canvas as unknown as HTMLImageElement);
  if (!texture) return;
  frames.forEach((f, i) => {
    const p = positions[i]!;
    texture.add(f.name, 0, p.x, p.y, f.w, f.h);
  });
}
