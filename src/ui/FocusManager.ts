/**
 * Keyboard focus for one scene. Stub: implementation follows.
 */
import Phaser from 'phaser';

export type ArrowDir = 'left' | 'right' | 'up' | 'down';

export interface Focusable {
  /** World-space rectangle for the focus ring and arrow navigation. */
  getFocusRect(): Phaser.Geom.Rectangle;
  /** Visible and enabled right now. */
  isFocusable(): boolean;
  /** Enter / Space. */
  activate(): void;
  setFocused?(on: boolean): void;
  /** Returns true when the widget used the arrow itself (Choice, Slider). */
  onArrow?(dir: ArrowDir): boolean;
}

export class FocusManager {
  static for(scene: Phaser.Scene): FocusManager {
    return new FocusManager(scene);
  }
  focused: Focusable | null = null;
  constructor(readonly scene: Phaser.Scene) {}
  add(f: Focusable): void { void f; }
  remove(f: Focusable): void { void f; }
  clear(): void {}
  focus(f: Focusable | null): void { this.focused = f; }
  setOnBack(fn: (() => void) | null): void { void fn; }
  pushLayer(): void {}
  popLayer(): void {}
  setEnabled(on: boolean): void { void on; }
}

/** Wraps any GameObject with bounds as a Focusable. */
export function focusableOf(obj: Phaser.GameObjects.GameObject & { getBounds(): Phaser.Geom.Rectangle; visible: boolean }, activate: () => void): Focusable {
  return { getFocusRect: () => obj.getBounds(), isFocusable: () => obj.visible && obj.active, activate };
}
