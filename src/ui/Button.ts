/** A rounded button. Stub: implementation follows. */
import Phaser from 'phaser';
import type { Focusable } from './FocusManager';
import type { SoundName } from './sound';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonConfig {
  label: string;
  onClick: () => void;
  width?: number;
  height?: number;
  icon?: string;
  variant?: ButtonVariant;
  fontSize?: number;
  focus?: boolean;
  sound?: SoundName | null;
}

export class Button extends Phaser.GameObjects.Container implements Focusable {
  enabled = true;
  constructor(scene: Phaser.Scene, x: number, y: number, readonly config: ButtonConfig) {
    super(scene, x, y);
    scene.add.existing(this);
  }
  setLabel(text: string): this { void text; return this; }
  setEnabled(on: boolean): this { this.enabled = on; return this; }
  getFocusRect(): Phaser.Geom.Rectangle { return this.getBounds(); }
  isFocusable(): boolean { return this.enabled && this.visible; }
  activate(): void { if (this.enabled) this.config.onClick(); }
  setFocused(on: boolean): void { void on; }
}
