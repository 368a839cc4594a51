/**
 * Generates every texture of the game at runtime (Canvas 2D → canvas textures with named frames),
 * so no image is downloaded. See src/ui/README.md for the frame list.
 */
import type Phaser from 'phaser';
import { buildAtlas, type FrameSpec } from './canvas';
import { cardFrames } from './cards';
import { cellFrames } from './cells';
import { chipFrames } from './chips';
import { TEX } from './keys';
import { ntFrames } from './nothanks';

export * from './keys';

/** Key, frames, and whether the atlas gets power-of-two sides (mipmappable: the often down-scaled ones). */
const ATLASES: Array<[string, () => FrameSpec[], boolean]> = [
  [TEX.cards, cardFrames, true],
  [TEX.nt, ntFrames, false],
  [TEX.cells, cellFrames, true],
  [TEX.chips, chipFrames, true],
];

/** True once `registerArt` has created the textures in this game. */
export function artReady(scene: Phaser.Scene): boolean {
  return ATLASES.every(([key]) => scene.textures.exists(key));
}

/** Milliseconds the last `registerArt` call spent drawing (≈0 if it found everything ready). */
export let lastArtMs = 0;
/** Per-atlas milliseconds of the last call that drew anything (for the preview and benchmarks). */
export const artTimings: Record<string, number> = {};

/**
 * Draws all atlases. Synchronous; idempotent (textures that exist are kept, so a second call returns
 * at once). `onProgress` is called after each atlas with the fraction done (0 < f ≤ 1).
 */
export function registerArt(scene: Phaser.Scene, onProgress?: (fraction: number) => void): void {
  const start = performance.now();
  ATLASES.forEach(([key, frames, powerOfTwo], i) => {
    if (!scene.textures.exists(key)) {
      const t = performance.now();
      buildAtlas(scene, key, frames(), 2048, powerOfTwo);
      artTimings[key] = performance.now() - t;
    }
    onProgress?.((i + 1) / ATLASES.length);
  });
  lastArtMs = performance.now() - start;
}
