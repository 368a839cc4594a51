/**
 * Calls `relayout` when the game's size (the design size: landscape 1920×1080 or portrait
 * 1080×1920) really changes while `scene` runs, and stops listening when the scene shuts down.
 *
 * Phaser's Scale Manager emits RESIZE on every refresh, also when only the canvas' size on the page
 * changed (the host element grew, the window was resized) and the game size stayed the same. Scenes
 * lay out in game coordinates, so those need no work; rebuilding anyway (several scenes restart to
 * relayout) would throw away a running scene change or animation for nothing.
 */
import Phaser from 'phaser';

export function onSizeChange(scene: Phaser.Scene, relayout: () => void): void {
  let width = scene.scale.width;
  let height = scene.scale.height;
  const onResize = (): void => {
    if (scene.scale.width === width && scene.scale.height === height) return;
    width = scene.scale.width;
    height = scene.scale.height;
    relayout();
  };
  scene.scale.on(Phaser.Scale.Events.RESIZE, onResize);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.scale.off(Phaser.Scale.Events.RESIZE, onResize));
}
