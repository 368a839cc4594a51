/** A chip or marker image with an optional label and count badge. Stub: implementation follows. */
import Phaser from 'phaser';

export interface ChipConfig {
  frame: string;
  label?: string;
  count?: number;
  scale?: number;
}

export class Chip extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, x: number, y: number, config: ChipConfig) {
    super(scene, x, y);
    void config;
    scene.add.existing(this);
  }
  setCount(n: number | null): this { void n; return this; }
  setLabel(text: string | null): this { void text; return this; }
  pop(): Promise<void> { return Promise.resolve(); }
}
