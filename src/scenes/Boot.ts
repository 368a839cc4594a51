/**
 * First scene: nothing to load, it only hands over to the Preloader (which prepares the menu)
 * and makes sure keyboard focus lands on the canvas so arrows and Enter work without a click.
 *
 * Its one frame also draws a pixel with the one WebGL shader program every later frame uses
 * (textured quads), so it is compiled while the GPU has nothing else to do; the Preloader (and so the
 * menu) starts only after that frame. Compiling is synchronous: done in the menu's frame, it waited
 * behind the menu's texture uploads, 20–45 ms with a software GPU, and the start of the runtime bench
 * went from 280 to 240 ms with this order (headless Chromium, median of 9 starts). The game draws no
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
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => this.scene.start('Preloader'));
  }
}
