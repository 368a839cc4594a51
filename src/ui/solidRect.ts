/**
 * A plain filled rectangle drawn as a tinted image of Phaser's built-in white texture.
 *
 * Phaser's Rectangle shape (like Graphics) is drawn by a second shader program, which Card Table
 * otherwise never needs: compiling it takes 100–200 ms on the main thread with a software GPU, and
 * every switch between the two programs splits a frame's batch. An image needs neither.
 * Size it with `setDisplaySize`; input hit areas follow it. (The Canvas renderer draws no tints: see
 * tint.ts.)
 */
import Phaser from 'phaser';
import { showTinted } from './tint';

export function solidRect(scene: Phaser.Scene, x: number, y: number, w: number, h: number, color: number, alpha = 1): Phaser.GameObjects.Image {
  const rect = scene.add.image(x, y, '__WHITE');
  showTinted(rect, '__WHITE', undefined, color);
  return rect.setDisplaySize(w, h).setAlpha(alpha);
}
