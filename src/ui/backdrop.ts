/**
 * The felt table every shell scene sits on: a soft radial light in the middle, darker edges and a
 * faint woven grain, drawn once per orientation into a canvas texture (nothing downloaded).
 */
import Phaser from 'phaser';
import { COLORS } from './theme';

const rgb = (c: number): string => `rgb(${(c >> 16) & 0xff},${(c >> 8) & 0xff},${c & 0xff})`;

/**
 * The colour of the backdrop's whole border, and of the page around the canvas (index.html), so
 * the letterbox bars that FIT scaling leaves on very tall or wide screens melt into the table.
 */
export const EDGE_COLOR = 0x0f3d29;

/** Side of the square grain tile that is repeated over the backdrop. */
const GRAIN_TILE = 256;

/**
 * Faint woven grain: tiny light and dark specks from a fixed sequence (so every load looks the same),
 * written as pixels into one small tile that the backdrop repeats (one pattern fill instead of tens
 * of thousands of 1-pixel rectangles; nothing is read back from the GPU).
 */
function grainTile(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = GRAIN_TILE;
  canvas.height = GRAIN_TILE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const image = ctx.createImageData(GRAIN_TILE, GRAIN_TILE);
  const px = image.data;
  let s = 0x2545f491;
  const next = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
  // One speck per 18 pixels, as light (3.5 % white) or dark (5 % black) dots.
  for (let i = 0; i < (GRAIN_TILE * GRAIN_TILE) / 18; i++) {
    const light = next() < 0.5;
    const at = (Math.floor(next() * GRAIN_TILE) + Math.floor(next() * GRAIN_TILE) * GRAIN_TILE) * 4;
    const v = light ? 255 : 0;
    px[at] = v;
    px[at + 1] = v;
    px[at + 2] = v;
    px[at + 3] = Math.round((light ? 0.035 : 0.05) * 255);
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

function textureFor(scene: Phaser.Scene, width: number, height: number): string {
  const key = `backdrop-${width}x${height}`;
  if (scene.textures.exists(key)) return key;
  // Drawn at half size: the gradient and grain are soft, so scaling up loses nothing.
  const w = Math.round(width / 2);
  const h = Math.round(height / 2);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return key;
  // An elliptical light shaped like the canvas: every edge midpoint reaches EDGE_COLOR exactly.
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.scale(w / 2, h / 2);
  const glow = ctx.createRadialGradient(0, -0.1, 0, 0, 0, 1);
  glow.addColorStop(0, rgb(COLORS.feltLight));
  glow.addColorStop(0.5, rgb(COLORS.felt));
  glow.addColorStop(1, rgb(EDGE_COLOR));
  ctx.fillStyle = glow;
  ctx.fillRect(-1, -1, 2, 2);
  ctx.restore();
  const grain = ctx.createPattern(grainTile(), 'repeat');
  if (grain) {
    ctx.fillStyle = grain;
    ctx.fillRect(0, 0, w, h);
  }
  // A plain image texture: uploaded once, never read back (a CanvasTexture reads the pixels back).
  scene.textures.addImage(key, canvas as unknown as HTMLImageElement);
  return key;
}

/** Adds the felt backdrop filling the current design size, behind everything else. */
export function addBackdrop(scene: Phaser.Scene): Phaser.GameObjects.Image {
  const { width, height } = scene.scale;
  return scene.add
    .image(width / 2, height / 2, textureFor(scene, width, height))
    .setDisplaySize(width, height)
    .setScrollFactor(0)
    .setDepth(-1000);
}

/** The key of the plain felt texture for the scene's current design size (drawn if missing). */
export function backdropTexture(scene: Phaser.Scene): string {
  return textureFor(scene, scene.scale.width, scene.scale.height);
}
