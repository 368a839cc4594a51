/**
 * Which scene has a drag in progress, so Esc can cancel the drag instead of triggering the scene's
 * back action (FocusManager asks here first). Kept apart to avoid an import cycle.
 */
import type Phaser from 'phaser';

const activeDrags = new WeakMap<Phaser.Scene, () => void>();

export function setActiveDrag(scene: Phaser.Scene, cancel: (() => void) | null): void {
  if (cancel) activeDrags.set(scene, cancel);
  else activeDrags.delete(scene);
}

/** Cancels the scene's drag if one is running; returns whether there was one. */
export function cancelActiveDrag(scene: Phaser.Scene): boolean {
  const cancel = activeDrags.get(scene);
  if (!cancel) return false;
  cancel();
  return true;
}
