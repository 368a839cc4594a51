/**
 * Animated scene changes. Every scene switch goes through `goToScene` so that no change is a hard
 * cut: the old scene fades (and drifts sideways, for forward/back navigation) into the dark felt
 * colour, then the new scene fades in from it. Durations go through `animMs`, so "reduced motion"
 * and `?speed=instant` make the change immediate. All cameras of a scene take part (Instructions
 * uses a second camera as its scrolling viewport).
 *
 * The fade is a full-screen curtain image drawn by every camera, not Phaser's camera fade: that one
 * fills the camera with Phaser's flat-shape shader, the only thing that would still need it, and
 * compiling it blocks the main thread for 100–200 ms with a software GPU (see src/scenes/Boot.ts).
 *
 * Game tables are registered with `registerLazyScene`: their code (and engine) is downloaded the
 * first time they are entered, while the old scene fades out.
 */
import Phaser from 'phaser';
import { animMs } from '../platform/settings';
import { solidRect } from './solidRect';
import { COLORS } from './theme';
import { prepareArt, type TextureKey } from './art';
import { idleControllerOf } from './runtime/idle';
import { isGameGone } from './runtime/gone';
import { t } from '../platform/i18n';
import { showToast } from './Toast';

export type TransitionKind = 'fade' | 'forward' | 'back';

/** A camera and the horizontal scroll it rests at when no change slides it. */
type CameraPlace = [Phaser.Cameras.Scene2D.Camera, number];

/** Stops the slide of each camera and puts it at its resting scroll. */
function placeCameras(scene: Phaser.Scene, places: readonly CameraPlace[]): void {
  for (const [cam, scrollX] of places) {
    scene.tweens.killTweensOf(cam);
    cam.scrollX = scrollX;
  }
}

/** Above everything a scene draws (a word shown over the closed curtain goes higher still). */
export const CURTAIN_DEPTH = 1e9;
const OUT_MS = 220;
const IN_MS = 280;
/** How far (as a share of the width) the content drifts during a forward/back change. */
const SLIDE_SHARE = 0.06;

const busy = new WeakSet<Phaser.Game>();
/**
 * A change whose new scene is already drawn and taking input (its curtain lifting): what ends the
 * fade-in at once. A click on that scene that changes scene again (Back right after a tab) must not be
 * lost, so it ends the fade-in instead of being ignored like a second click on the way out.
 */
const entering = new WeakMap<Phaser.Game, () => void>();

export type SceneClass = new () => Phaser.Scene;
const lazyScenes = new Map<string, () => Promise<SceneClass>>();

/**
 * The generated textures each game table draws with (from its registry descriptor's `scene.textures`;
 * CardSprite's shadow and glow are frames of `cards`, so every table needs that). They are drawn
 * while the transition into the table runs.
 */
const sceneArt = new Map<string, readonly TextureKey[]>();

/** Declares a scene that `goToScene` downloads and adds the first time it is entered, and the art it draws with. */
export function registerLazyScene(key: string, load: () => Promise<SceneClass>, art: readonly TextureKey[] = []): void {
  lazyScenes.set(key, load);
  sceneArt.set(key, art);
}

/**
 * Starts getting scene `key` ready (its code and its art) without entering it, e.g. when the menu
 * shows a game's options: by the time the player presses Start, the work is done.
 */
export function prefetchScene(game: Phaser.Game, key: string): void {
  ensureScene(game, key).catch(() => {
    /* reported when the scene is really entered */
  });
}

/**
 * Makes sure scene `key` exists in `game`, downloading its code if it was registered as lazy, and
 * that the art it draws with exists (drawn in short slices, see `prepareArt`).
 */
export async function ensureScene(game: Phaser.Game, key: string): Promise<Phaser.Scene> {
  const art = prepareArt(game.textures, sceneArt.get(key) ?? []);
  const existing = game.scene.getScene(key);
  if (existing) {
    await art;
    return existing;
  }
  const load = lazyScenes.get(key);
  if (!load) throw new Error(`No scene "${key}"`);
  const [SceneCtor] = await Promise.all([load(), art]);
  const added = game.scene.getScene(key) ?? game.scene.add(key, SceneCtor, false);
  if (added) return added;
  // The scene manager was mid-update and queued the add: it exists after this frame. The loop must
  // run for that (goToScene may be holding it asleep while it waits).
  idleControllerOf(game)?.hold('transition', false);
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
 * Leaves `from` for the scene `key`, passing `data` to its `init`. Calls made while the old scene
 * fades out are ignored, so a double click cannot start two scenes; a call made by the new scene
 * while it fades in (it takes input as soon as it is drawn) ends that fade-in and goes on.
 */
export function goToScene(from: Phaser.Scene, key: string, data?: object, kind: TransitionKind = 'fade'): void {
  const game = from.game;
  if (busy.has(game)) entering.get(game)?.();
  if (busy.has(game)) return;
  busy.add(game);
  setInputEnabled(from, false);

  const cameras = from.cameras.cameras;
  const drift = kind === 'fade' ? 0 : from.scale.width * SLIDE_SHARE * (kind === 'forward' ? 1 : -1);
  const outMs = animMs(OUT_MS);
  const scrolledFrom = cameras.map((cam): CameraPlace => [cam, cam.scrollX]);
  for (const cam of cameras) {
    if (drift !== 0) from.tweens.add({ targets: cam, scrollX: cam.scrollX + drift, duration: outMs, ease: 'Cubic.easeIn' });
  }
  const curtain = addCurtain(from, 0);

  // Start once the curtain is closed and the scene is ready (lazy game tables: code downloaded).
  let faded = false;
  let target: Phaser.Scene | null = null;
  let started = false;
  // Once the curtain is closed and the next scene is still on its way (code downloading, art being
  // drawn), the loop is held asleep: the screen shows the closed curtain either way, and every frame
  // rendered meanwhile is work a software GPU takes from the art being drawn (measured: the art's
  // slices, ~15 ms of CPU each, then took 100–270 ms).
  const idle = idleControllerOf(game);
  let holding = false;
  const hold = (on: boolean): void => {
    if (holding === on) return;
    holding = on;
    idle?.hold('transition', on);
  };
  const start = (): void => {
    if (started || !faded) return;
    if (!target) {
      hold(true);
      return;
    }
    hold(false);
    started = true;
    from.events.off(Phaser.Scenes.Events.SHUTDOWN, fromGone);
    const scene = target;
    scene.events.once(Phaser.Scenes.Events.CREATE, () => enterScene(scene, -drift));
    from.scene.start(key, data);
  };
  // The next scene's code and art are made ready once the curtain is closed (started earlier, they
  // made the fade itself stutter: both want the CPU a software GPU renders with). A prefetch (the
  // menu's options page) may have done the work already.
  const load = (): void => {
    ensureScene(game, key).then(
      (scene) => {
        // Destroyed while the scene got ready (the page took the game down): nothing to enter.
        if (isGameGone(game)) return;
        target = scene;
        start();
      },
      (err: unknown) => {
        // Destroyed meanwhile (the page took the game down): there is no scene or loop to restore.
        if (isGameGone(game)) return;
        hold(false);
        busy.delete(game);
        from.events.off(Phaser.Scenes.Events.SHUTDOWN, fromGone);
        setInputEnabled(from, true);
        curtain.destroy();
        // Back as it was, with a word for the player (a table's code failed to download: offline, or
        // the server went away). A failed module download stays failed until the page is reloaded.
        placeCameras(from, scrolledFrom);
        showToast(from, t('common.loadFailed'), 'error', 6000);
        console.error(`Could not open ${key}:`, err);
      },
    );
  };
  const fadeDone = (): void => {
    if (faded) return;
    faded = true;
    load();
    start();
  };
  // If `from` restarts meanwhile (e.g. it rebuilds itself for a new layout), its fade and timer are
  // gone with it: carry on rather than wait for them forever with every other change blocked.
  const fromGone = (): void => queueMicrotask(fadeDone);
  from.events.once(Phaser.Scenes.Events.SHUTDOWN, fromGone);
  from.tweens.add({ targets: curtain, alpha: 1, duration: outMs, ease: 'Linear', onComplete: fadeDone });
  // A tween needs rendered frames to finish; if the tab is hidden, go on anyway.
  from.time.delayedCall(outMs + 400, fadeDone);
}

/**
 * Fades (and slides) a freshly created scene in from the felt colour. `goToScene` calls it for the
 * scene it starts; call it yourself only for a scene started some other way (the first one).
 */
export function enterScene(scene: Phaser.Scene, fromScroll = 0): void {
  const inMs = animMs(IN_MS);
  const curtain = addCurtain(scene, 1);
  // Also when the scene shuts down first (a restart kills its timers): a change that never ends
  // would block every later one.
  let finishFadeIn: (() => void) | null = null;
  const done = (): void => {
    busy.delete(scene.game);
    if (finishFadeIn && entering.get(scene.game) === finishFadeIn) entering.delete(scene.game);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, done);
  };
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, done);
  const fadeIn = (): void => {
    // The input plugin outlives a scene restart, so undo the switch-off done on the way out.
    setInputEnabled(scene, true);
    scene.tweens.add({ targets: curtain, alpha: 0, duration: inMs, ease: 'Linear', onComplete: () => curtain.destroy() });
    const homes: CameraPlace[] = [];
    for (const cam of scene.cameras.cameras) {
      if (fromScroll !== 0) {
        const home = cam.scrollX;
        homes.push([cam, home]);
        cam.scrollX = home + fromScroll;
        scene.tweens.add({ targets: cam, scrollX: home, duration: inMs, ease: 'Cubic.easeOut' });
      }
    }
    const end = (): void => {
      // The slide's last step may fall in the next frame: the change is over only with everything
      // where it stays (a click aimed at a button as the change ends must land on it).
      timer.remove(false);
      scene.tweens.killTweensOf(curtain);
      curtain.destroy();
      placeCameras(scene, homes);
      done();
    };
    const timer = scene.time.delayedCall(inMs, end);
    finishFadeIn = end;
    entering.set(scene.game, end);
  };
  // A scene built in steps (`buildInSteps`) shows once it is complete; meanwhile the curtain covers it.
  const building = pendingBuilds.get(scene);
  if (building) {
    setInputEnabled(scene, false);
    building.onDone = fadeIn;
  } else fadeIn();
}

/**
 * Pointer and keyboard input of `scene` on or off. The keyboard plugin has a switch of its own: with
 * only the pointer off, a shortcut pressed while a table was still being built reached a game flow
 * that did not exist yet (TypeError), and one pressed on the way out acted on the scene being left.
 */
function setInputEnabled(scene: Phaser.Scene, on: boolean): void {
  scene.input.enabled = on;
  if (scene.input.keyboard) scene.input.keyboard.enabled = on;
}

/**
 * Scenes whose set-up is still running in steps (`buildInSteps`, src/ui/buildInSteps.ts), and what to
 * do when it is complete: `enterScene` keeps the curtain closed until then.
 */
export const pendingBuilds = new WeakMap<Phaser.Scene, { onDone: () => void }>();

/**
 * A felt-coloured sheet over the whole scene at `alpha`, fixed to the screen and drawn by every camera
 * (a scene may have told its cameras to ignore objects added later, as Instructions does).
 */
function addCurtain(scene: Phaser.Scene, alpha: number): Phaser.GameObjects.Image {
  const { width, height } = scene.scale;
  const curtain = solidRect(scene, 0, 0, width, height, COLORS.feltDark, alpha).setOrigin(0).setScrollFactor(0).setDepth(CURTAIN_DEPTH);
  for (const cam of scene.cameras.cameras) curtain.cameraFilter &= ~cam.id;
  return curtain;
}
