/** An invisible drop zone that glows when highlighted. Stub: implementation follows. */
import Phaser from 'phaser';
import type { DropTarget, Highlight } from './DropTarget';

export class RectTarget extends Phaser.GameObjects.Container implements DropTarget {
  constructor(scene: Phaser.Scene, readonly id: string, x: number, y: number, readonly boxW: number, readonly boxH: number) {
    super(scene, x, y);
    this.setSize(boxW, boxH);
    scene.add.existing(this);
  }
  setHighlight(h: Highlight): this { void h; return this; }
}
