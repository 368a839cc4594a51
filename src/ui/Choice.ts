/** A segmented selector. Stub: implementation follows. */
import Phaser from 'phaser';
import type { ArrowDir, Focusable } from './FocusManager';

export interface ChoiceConfig<T> {
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  width?: number;
  height?: number;
}

export class Choice<T> extends Phaser.GameObjects.Container implements Focusable {
  value: T;
  constructor(scene: Phaser.Scene, x: number, y: number, readonly config: ChoiceConfig<T>) {
    super(scene, x, y);
    this.value = config.value;
    scene.add.existing(this);
  }
  setValue(v: T): this { this.value = v; return this; }
  setEnabled(on: boolean): this { void on; return this; }
  getFocusRect(): Phaser.Geom.Rectangle { return this.getBounds(); }
  isFocusable(): boolean { return this.visible; }
  activate(): void {}
  onArrow(dir: ArrowDir): boolean { void dir; return false; }
}
