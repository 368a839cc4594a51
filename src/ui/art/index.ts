/**
 * Generates every texture of the game at runtime (Canvas 2D → canvas textures with named frames),
 * so no image is downloaded. See src/ui/README.md for the frame list.
 */
import type Phaser from 'phaser';
import { TEX } from './keys';

export * from './keys';

/** True once `registerArt` has created the textures in this game. */
export function artReady(scene: Phaser.Scene): boolean {
  return Object.values(TEX).every((key) => scene.textures.exists(key));
}

/**
 * Draws all atlases. Synchronous; idempotent (a second call returns at once).
 * `onProgress` is called after each atlas with the fraction done (0 < f ≤ 1).
 */
export function registerArt(scene: Phaser.Scene, onProgress?: (fraction: number) => void): void {
  if (artReady(scene)) {
    onProgress?.(1);
    return;
  }
  // Stub: the real atlases follow.
  onProgress?.(1);
}
