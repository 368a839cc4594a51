/** A horizontal slider (volume). Stub: implementation follows. */
import Phaser from 'phaser';
import type { ArrowDir, Focusable } from './FocusManager';

export interface SliderConfig {
  value: number;
  onChange: (value: number) => void;
  width?: number;
  step?: number;
}

export class Slider extends Phaser.GameObjects.Container implements Focusable {
  value: number;
  constructor(scene: Phaser.Scene, x: number, y: number, readonly config: SliderConfig) {
    super(scene, x, y);
    this.value = config.value;
    scene.add.existing(this);
  }
  setValue(v: number): this { this.value = v; return this; }
  getFocusRect(): Phaser.Geom.Rectangle { return this.getBounds(); }
  isFocusable(): boolean { return this.visible; }
  activate(): void {}
  onArrow(dir: ArrowDir): boolean { void dir; return false; }
}
