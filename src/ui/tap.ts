/**
 * A tap or click on an object: a press and a release on it, by the same pointer.
 *
 * A release alone is not a tap. The press may have been meant for what lay there before: a view that
 * changed under the finger, or the first tap of a double tap that opened the view. On a loaded phone
 * the second tap's release can arrive after the new view has slid in, and it used to open the menu
 * tile under Back. A press that scrolled a view (dragScroll.ts) presses nothing either. Button keeps
 * its own pressed state (it draws it pressed); the other tap targets use this.
 */
import type Phaser from 'phaser';
import { pressScrolled } from './dragScroll';
import { pressCounts } from './pressGate';

/** Calls `handler` when `target` (interactive) is tapped or clicked. */
export function onTap(target: Phaser.GameObjects.GameObject, handler: (pointer: Phaser.Input.Pointer) => void): void {
  let pressedBy: number | null = null;
  // Phaser's Input.Events.POINTER_DOWN, _OUT and _UP (this module stays free of Phaser's runtime).
  target.on('pointerdown', (pointer: Phaser.Input.Pointer) => (pressedBy = pressCounts(target.scene, pointer) ? pointer.id : null));
  target.on('pointerout', () => (pressedBy = null));
  target.on('pointerup', (pointer: Phaser.Input.Pointer) => {
    const pressed = pressedBy === pointer.id;
    pressedBy = null;
    if (pressed && !pressScrolled(pointer)) handler(pointer);
  });
}
