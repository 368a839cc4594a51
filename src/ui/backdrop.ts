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

function textureFor(scene: Phaser.Scene, width: number, height: number): string {
  const key = `backdrop-${width}x${height}`;
  if (scene.textures.exists(key)) return key;
  // Drawn at half size: the gradient and grain are soft, so scaling up loses nothing.
  const w = Math.round(width / 2);
  const h = Math.round(height / 2);
  const tex = scene.textures.createCanvas(key, w, h);
  if (!tex) return key;
  const ctx = tex.getContext();
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
  // Grain: tiny light and dark specks from a fixed sequence, so every load looks the same.
  let s = 0x2545f491;
  const next = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
  for (let i = 0; i < (w * h) / 18; i++) {
    ctx.fillStyle = next() < 0.5 ? 'rgba(255,255,255,0.035)' : 'rgba(0,0,0,0.05)';
    ctx.fillRect(next() * w, next() * h, 1, 1);
  }
  tex.refresh();
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
