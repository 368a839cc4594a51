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

/** The size a scene's set-up began at, when that set-up spans several frames (`buildInSteps`). */
const builtFor = new WeakMap<Phaser.Scene, { width: number; height: number }>();

/** Notes the size `scene` starts laying out for; `onSizeChange` then compares against it. */
export function noteLayoutSize(scene: Phaser.Scene): void {
  builtFor.set(scene, { width: scene.scale.width, height: scene.scale.height });
}

/**
 * Calls `relayout` on each real change of the game's size while `scene` runs, and at once if the size
 * already changed since `noteLayoutSize` (the window turned while the scene was being built in steps).
 */
export function onSizeChange(scene: Phaser.Scene, relayout: () => void): void {
  const since = builtFor.get(scene);
  builtFor.delete(scene);
  let width = since?.width ?? scene.scale.width;
  let height = since?.height ?? scene.scale.height;
  const onResize = (): void => {
    if (scene.scale.width === width && scene.scale.height === height) return;
    width = scene.scale.width;
    height = scene.scale.height;
    relayout();
  };
  scene.scale.on(Phaser.Scale.Events.RESIZE, onResize);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.scale.off(Phaser.Scale.Events.RESIZE, onResize));
  onResize();
}
