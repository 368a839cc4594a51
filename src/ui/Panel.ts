/** A rounded, bordered background. Stub: implementation follows. */
import Phaser from 'phaser';

export interface PanelOptions {
  fill?: number;
  alpha?: number;
  radius?: number;
}

export class Panel extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, x: number, y: number, readonly boxW: number, readonly boxH: number, opts: PanelOptions = {}) {
    super(scene, x, y);
    void opts;
    scene.add.existing(this);
  }
}
