/**
 * First scene: nothing to load, it only hands over to the Preloader (which prepares the menu)
 * and makes sure keyboard focus lands on the canvas so arrows and Enter work without a click.
 *
 * Its one frame also draws a pixel with the one WebGL shader program every later frame uses
 * (textured quads), so it is compiled while the GPU has nothing else to do. Compiling is synchronous:
 * done later, it waits behind the menu's textures (each drawn canvas is rasterised and uploaded
 * first), which took seconds with a software GPU (bench/runtime/profile.ts). The game draws no
 * Graphics or Shape objects (ShapeImage, solidRect instead), so Phaser's flat-shape program is never
 * compiled at all; test/engine/ui-no-flat-shapes.test.ts keeps it that way.
 */
import Phaser from 'phaser';
import { EDGE_COLOR } from '../ui/backdrop';
import { showTinted } from '../ui/tint';

export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    const canvas = this.game.canvas;
    canvas.tabIndex = 0;
    canvas.setAttribute('aria-label', 'Card Table game');
    canvas.focus({ preventScroll: true });
    // Drawn in the page's own colour in the corner: nothing to see (the next frame is the menu).
    showTinted(this.add.image(0, 0, '__WHITE').setOrigin(0), '__WHITE', undefined, EDGE_COLOR);
    this.scene.start('Preloader');
  }
}
