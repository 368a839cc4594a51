/**
 * Animated scene changes. Every scene switch goes through `goToScene` so that no change is a hard
 * cut: the old scene fades (and slides, for forward/back navigation) into the felt colour, then the
 * new scene fades in from it. Durations go through `animMs`, so "reduced motion" and
 * `?speed=instant` make the change immediate.
 */
import Phaser from 'phaser';
import { animMs } from '../platform/settings';

export type TransitionKind = 'fade' | 'forward' | 'back';

/** The felt colour both scenes fade through (matches the page background). */
const FELT = { r: 12, g: 46, b: 32 };
const OUT_MS = 220;
const IN_MS = 260;
/** How far (as a share of the width) the content drifts during a forward/back slide. */
const SLIDE_SHARE = 0.06;

const busy = new WeakSet<Phaser.Game>();

/** Scenes whose code is downloaded on first use (the game tables), by key. */
type SceneLoader = () => Promise<new () => Phaser.Scene>;
const lazyScenes = new Map<string, SceneLoader>();

/** Declares a scene that `goToScene` downloads and adds the first time it is entered. */
export function registerLazyScene(key: string, load: SceneLoader): void {
  lazyScenes.set(key, load);
}

/** Makes sure scene `key` exists in `game`, downloading its code if it was registered as lazy. */
export async function ensureScene(game: Phaser.Game, key: string): Promise<Phaser.Scene> {
  const existing = game.scene.getScene(key);
  if (existing) return existing;
  const load = lazyScenes.get(key);
  if (!load) throw new Error(`No scene "${key}"`);
  const SceneClass = await load();
  const added = game.scene.getScene(key) ?? game.scene.add(key, SceneClass, false);
  if (added) return added;
  // The scene manager was mid-update and queued the add: it is there after this frame.
  await new Promise<void>((resolve) => game.events.once(Phaser.Core.Events.POST_STEP, () => resolve()));
  const queued = game.scene.getScene(key);
  if (!queued) throw new Error(`Scene "${key}" could not be added`);
  return queued;
}

/** True while a transition is running (the test hook waits for it; input is ignored meanwhile). */
export function isTransitioning(game: Phaser.Game): boolean {
  return busy.has(game);
}

/**
 * Leaves `from` for the scene `key`, passing `data` to its `init`. Calls made while a transition
 * is already running are ignored, so a double click cannot start two scenes.
 */
export function goToScene(from: Phaser.Scene, key: string, data?: object, kind: TransitionKind = 'fade'): void {
  const game = from.game;
  if (busy.has(game)) return;
  busy.add(game);
  from.input.enabled = false;

  const camera = from.cameras.main;
  const drift = kind === 'fade' ? 0 : from.scale.width * SLIDE_SHARE * (kind === 'forward' ? 1 : -1);
  const outMs = animMs(OUT_MS);
  if (drift !== 0) from.tweens.add({ targets: camera, scrollX: drift, duration: outMs, ease: 'Cubic.easeIn' });

  // The scene's code may still be downloading (lazy game tables); start once both are done.
  let faded = false;
  let target: Phaser.Scene | null = null;
  let started = false;
  const start = (): void => {
    if (started || !faded || !target) return;
    started = true;
    const scene = target;
    scene.events.once(Phaser.Scenes.Events.CREATE, () => enter(scene, -drift));
    from.scene.start(key, data);
  };
  ensureScene(game, key).then(
    (scene) => {
      target = scene;
      start();
    },
    (err: unknown) => {
      busy.delete(game);
      from.input.enabled = true;
      camera.resetFX();
      camera.scrollX = 0;
      console.error(`Could not open ${key}:`, err);
    },
  );
  const fadeDone = (): void => {
    faded = true;
    start();
  };
  camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, fadeDone);
  camera.fadeOut(outMs, FELT.r, FELT.g, FELT.b);
  // A camera effect needs a rendered frame to finish; if the tab is hidden, finish anyway.
  from.time.delayedCall(outMs + 400, fadeDone);
}

/** Fades (and slides) a freshly created scene in from the felt colour. */
function enter(scene: Phaser.Scene, fromScroll: number): void {
  const camera = scene.cameras.main;
  const inMs = animMs(IN_MS);
  // The input plugin outlives a scene restart, so undo the switch-off done on the way out.
  scene.input.enabled = true;
  camera.fadeIn(inMs, FELT.r, FELT.g, FELT.b);
  if (fromScroll !== 0) {
    camera.scrollX = fromScroll;
    scene.tweens.add({ targets: camera, scrollX: 0, duration: inMs, ease: 'Cubic.easeOut' });
  }
  const done = (): void => {
    busy.delete(scene.game);
  };
  scene.time.delayedCall(inMs, done);
}

/** Fades the very first scene in (Boot → Preloader has nothing to fade from). */
export function fadeInScene(scene: Phaser.Scene): void {
  enter(scene, 0);
}
