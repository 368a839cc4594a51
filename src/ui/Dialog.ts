/** A modal dialog. Stub: implementation follows. */
import Phaser from 'phaser';
import type { ButtonVariant } from './Button';

export interface DialogOptions {
  title: string;
  text: string;
  buttons: Array<{ label: string; value: string; variant?: ButtonVariant }>;
  cancelValue?: string | null;
  width?: number;
}

export class Dialog extends Phaser.GameObjects.Container {
  readonly result: Promise<string | null>;
  private resolve!: (v: string | null) => void;
  constructor(scene: Phaser.Scene, readonly options: DialogOptions) {
    super(scene, 0, 0);
    this.result = new Promise((r) => (this.resolve = r));
    scene.add.existing(this);
  }
  close(value: string | null): void { this.resolve(value); this.destroy(); }
}

export function showDialog(scene: Phaser.Scene, options: DialogOptions): Promise<string | null> {
  return new Dialog(scene, options).result;
}
