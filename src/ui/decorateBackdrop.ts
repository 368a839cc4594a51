/**
 * Table markings painted into the felt backdrop (the Gaps row bands). A module of its own, so that
 * only the tables that use it load it (the first load is held to a size budget).
 */
import type Phaser from 'phaser';
import { backdropTexture } from './backdrop';
import { recordShapes, type ShapeRecorder } from './ShapeImage';
import { addDrawnTexture } from './art/canvas';

/** The decorated backdrop texture each image shows now (so it can be freed when replaced). */
const decorated = new WeakMap<Phaser.GameObjects.Image, string>();

/**
 * Paints fixed table markings (e.g. the Gaps row bands) into the backdrop itself, at full resolution:
 * `image` (from `addBackdrop`) then shows felt and markings as one opaque picture. Translucent
 * full-width shapes drawn over the felt instead cost the GPU a second pass over those pixels in every
 * frame: measured in the Gaps deal with a software GPU, the four bands as their own images took the
 * frame rate from 9.5 down to 6.8 and added 0.2 ms of main-thread time per frame. `draw` uses the
 * calls of `ShapeImage.draw`, in the backdrop's coordinates; an equal drawing reuses its texture. Call
 * again when the markings change (a new layout); the previous decorated texture is freed.
 */
export function decorateBackdrop(image: Phaser.GameObjects.Image, draw: (g: ShapeRecorder) => unknown): void {
  const shapes = recordShapes(draw);
  const scene = image.scene;
  const { width, height } = scene.scale;
  const base = backdropTexture(scene);
  const full = `${base}:${shapes.key}`;
  const drawn = addDrawnTexture(scene.textures, full, { x0: 0, y0: 0, w: width, h: height }, (ctx) => {
    ctx.drawImage(scene.textures.get(base).getSourceImage() as CanvasImageSource, 0, 0, width, height);
    shapes.paint(ctx);
  });
  if (!drawn) return;
  const before = decorated.get(image);
  image.setTexture(full).setPosition(width / 2, height / 2).setDisplaySize(width, height);
  decorated.set(image, full);
  if (before && before !== full && scene.textures.exists(before)) scene.textures.remove(before);
}
