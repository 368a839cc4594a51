/**
 * First scene: nothing to load, it only hands over to the Preloader (which draws the progress bar)
 * and makes sure keyboard focus lands on the canvas so arrows and Enter work without a click.
 */
import Phaser from 'phaser';

export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    const canvas = this.game.canvas;
    canvas.tabIndex = 0;
    canvas.setAttribute('aria-label', 'Card Table game');
    canvas.focus({ preventScroll: true });
    this.scene.start('Preloader');
  }
}
