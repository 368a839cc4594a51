/**
 * Idle sleep: when nothing on screen has moved for a short while, the Phaser game loop stops asking
 * for animation frames, so an idle Card Table (a menu left open, a table waiting for the player)
 * costs almost no CPU or battery. main.ts installs it once: `installIdleSleep(game)`.
 *
 * The loop goes to sleep only when all of these hold for `quietMs`:
 *   - no running tween (playing, or waiting in a start/loop/complete delay) in any active scene,
 *   - no pending timer event (`time.delayedCall`, `time.addEvent`) in any active scene,
 *   - no camera effect running (fade, flash, shake, pan, zoom, rotate), no scene being started or
 *     stopped, nothing on a scene's update list (particle emitters, animated sprites), no object
 *     waiting to join a scene's input (src/ui/runtime/inputPending.ts),
 *   - and the visible state of every active scene (each object's position, scale, angle, alpha,
 *     visibility, texture frame, text, drawing commands; each camera's scroll, zoom and alpha) is
 *     unchanged, which catches motion driven by any other means (e.g. a scene's `update()`).
 * So an animation is never frozen half-way.
 *
 * It wakes up (in a microtask, never in the middle of the caller's code) on any pointer, touch,
 * wheel or keyboard event, a window resize, a change of the parent's size, focus or visibility, a
 * `message` from an embedding page, whenever a tween, a timer, a camera effect or a scene change
 * starts, and, as a safety net, when a check every `heartbeatMs` finds that the visible state
 * changed or something started without going through those (e.g. a text set from a worker's answer).
 * On waking, the loop's and the tween managers' clocks skip the time spent asleep, so a tween started
 * while asleep plays from its first frame.
 *
 * `?idle=0` in the URL turns it off. With `?test=1` the state is readable as `window.__cardTableIdle` (browser tests, runtime bench).
 */
import Phaser from 'phaser';
import { isTestMode } from '../../platform/testMode';
import { inputPending } from './inputPending';

export interface IdleOptions {
  /** How long everything must have been still before the loop sleeps (ms, default 600). */
  quietMs?: number;
  /** While asleep, how often to look for changes made outside the loop (ms, default 250). */
  heartbeatMs?: number;
}

export interface IdleController {
  readonly asleep: boolean;
  /** Times the loop went to sleep / woke up since installation. */
  readonly sleeps: number;
  readonly wakes: number;
  /** Wakes the loop (it goes back to sleep after `quietMs` of stillness). */
  wake(): void;
  /**
   * Holds the loop asleep for `reason` (e.g. 'paused', 'hidden', 'offscreen') until released with
   * `hold(reason, false)`: nothing updates or renders and no event wakes it. The loop wakes when the
   * last hold is released (embedding: src/embed/mount.ts).
   */
  hold(reason: string, on: boolean): void;
  /** Whether any hold is set. */
  readonly held: boolean;
  /** Stops managing the loop (it keeps running) and removes every listener. */
  uninstall(): void;
}

export interface IdleDebug {
  readonly asleep: boolean;
  readonly sleeps: number;
  readonly wakes: number;
  /** Frames the game loop has stepped (Phaser's `game.loop.frame`). */
  readonly frame: number;
  /** Game objects (containers' children included) in the running scenes. */
  readonly objects: number;
  /** What the renderer draws, in display order (see `renderCensus`). */
  readonly census: { runs: string[]; textures: number };
  /**
   * Whether something is animating or pending right now (`isBusy`): never true while asleep, unless a
   * hold stops the loop (a scene change holds it with its curtain closed, see src/ui/transition.ts).
   */
  readonly busy: boolean;
  /** The reasons the loop is held asleep (see `IdleController.hold`). */
  readonly holds: string[];
}

declare global {
  interface Window {
    __cardTableIdle?: IdleDebug;
  }
}

const WINDOW_EVENTS = [
  'pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove', 'mouseup',
  'touchstart', 'touchmove', 'touchend', 'touchcancel', 'wheel', 'keydown', 'keyup',
  'focus', 'blur', 'resize', 'message', 'pageshow',
] as const;
const DOCUMENT_EVENTS = ['visibilitychange', 'fullscreenchange'] as const;

/** Every installed controller's wake: the prototype hooks below are shared by all games on a page. */
const wakers = new Set<() => void>();
const wakeAll = (): void => {
  for (const w of wakers) w();
};

type AnyFn = (...args: unknown[]) => unknown;
const HOOKED = Symbol.for('card-table:idle-hooked');

/** Wraps `methods` of `proto` so that calling any of them wakes the loop first. */
function hook(proto: object | undefined, methods: readonly string[]): void {
  if (!proto) return;
  const p = proto as Record<string | symbol, unknown>;
  for (const name of methods) {
    const original = p[name];
    if (typeof original !== 'function' || (original as unknown as Record<symbol, unknown>)[HOOKED]) continue;
    const wrapped = function (this: unknown, ...args: unknown[]): unknown {
      if (wakers.size > 0) wakeAll();
      return (original as AnyFn).apply(this, args);
    };
    (wrapped as unknown as Record<symbol, unknown>)[HOOKED] = true;
    p[name] = wrapped;
  }
}

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  const tweens = Phaser.Tweens;
  hook(tweens.TweenManager?.prototype, ['add', 'addCounter', 'addMultiple', 'chain', 'existing', 'makeActive', 'resumeAll']);
  hook(tweens.BaseTween?.prototype, ['play', 'resume', 'restart']);
  hook(tweens.Tween?.prototype, ['play', 'restart']);
  hook(tweens.TweenChain?.prototype, ['play', 'restart']);
  hook(Phaser.Time.Clock?.prototype, ['addEvent', 'delayedCall']);
  hook(Phaser.Scenes.SceneManager?.prototype, ['queueOp', 'add', 'start', 'run', 'stop', 'pause', 'resume', 'sleep', 'wake', 'switch']);
  const effects = Phaser.Cameras.Scene2D.Effects as unknown as Record<string, { prototype: object } | undefined>;
  for (const name of ['Fade', 'Flash', 'Shake', 'Pan', 'Zoom', 'RotateTo']) hook(effects[name]?.prototype, ['start']);
}

/** The parts of Phaser internals the checks read (public fields, not all in Phaser's typings). */
interface ClockInternals {
  paused: boolean;
  _active: Phaser.Time.TimerEvent[];
  _pendingInsertion: Phaser.Time.TimerEvent[];
}
interface SceneManagerInternals {
  _queue: unknown[];
  _pending: unknown[];
  _start: unknown[];
}
interface TweenClock {
  prevTime: number;
  startTime: number;
}
type CameraEffects = Record<string, { isRunning?: boolean } | undefined>;
const EFFECT_KEYS = ['fadeEffect', 'flashEffect', 'shakeEffect', 'panEffect', 'zoomEffect', 'rotateToEffect'];

function tweenRuns(t: Phaser.Tweens.BaseTween): boolean {
  if (t.isPaused()) return false;
  return t.isActive() || t.isStartDelayed() || t.isLoopDelayed() || t.isCompleteDelayed() || t.isPendingRemove();
}

/** True while anything is animating or about to change in `game`'s scenes. */
export function isBusy(game: Phaser.Game): boolean {
  const manager = game.scene as unknown as SceneManagerInternals;
  if (manager._queue?.length || manager._pending?.length || manager._start?.length) return true;
  const { RUNNING, START } = Phaser.Scenes;
  for (const scene of game.scene.scenes as Phaser.Scene[]) {
    const status = scene.sys.settings.status;
    // Starting, loading, creating: the scene is on its way in. (Scenes never started stay at INIT.)
    if (status >= START && status < RUNNING) return true;
    // Paused, sleeping or stopped scenes do not update: nothing of theirs moves.
    if (status !== RUNNING) continue;
    const tweens = scene.tweens as Phaser.Tweens.TweenManager | undefined;
    if (tweens && !tweens.paused && tweens.getTweens().some(tweenRuns)) return true;
    const clock = scene.time as unknown as ClockInternals | undefined;
    if (clock && !clock.paused) {
      if (clock._pendingInsertion.length > 0) return true;
      if (clock._active.some((e) => !e.paused && !e.hasDispatched)) return true;
    }
    if (scene.sys.updateList && scene.sys.updateList.length > 0) return true;
    if (inputPending(scene)) return true;
    for (const cam of scene.cameras?.cameras ?? []) {
      const fx = cam as unknown as CameraEffects;
      if (EFFECT_KEYS.some((k) => fx[k]?.isRunning)) return true;
    }
  }
  return false;
}

type Snapshot = unknown[];

/** What the player can see of `game`'s running scenes, as a flat list of values. */
export function snapshot(game: Phaser.Game): Snapshot {
  const out: unknown[] = [];
  const walk = (list: Phaser.GameObjects.GameObject[]): void => {
    out.push(list.length);
    for (const o of list) {
      const g = o as unknown as Record<string, unknown> & { frame?: { name?: unknown; texture?: { key?: unknown } } };
      out.push(g.x, g.y, g.scaleX, g.scaleY, g.rotation, g.alpha, g.visible, g.depth, g.width, g.height, g.tintTopLeft, g.frame?.name, g.frame?.texture?.key);
      if (typeof g._text === 'string') out.push(g._text);
      const commands = g.commandBuffer;
      if (Array.isArray(commands)) {
        let sum = 0;
        for (const c of commands) if (typeof c === 'number') sum += c;
        out.push(commands.length, sum);
      }
      const children = g.list;
      if (Array.isArray(children)) walk(children as Phaser.GameObjects.GameObject[]);
    }
  };
  for (const scene of game.scene.getScenes(false) as Phaser.Scene[]) {
    const status = scene.sys.settings.status;
    if (!scene.sys.settings.visible || (status !== Phaser.Scenes.RUNNING && status !== Phaser.Scenes.PAUSED)) continue;
    out.push(scene.sys.settings.key);
    for (const cam of scene.cameras?.cameras ?? []) out.push(cam.scrollX, cam.scrollY, cam.zoom, cam.alpha, cam.x, cam.y, cam.width, cam.height);
    walk(scene.children.list);
  }
  out.push(game.scale.width, game.scale.height);
  return out;
}

function countObjects(game: Phaser.Game): number {
  const count = (list: Phaser.GameObjects.GameObject[]): number =>
    list.reduce((n, o) => {
      const children = (o as unknown as { list?: unknown }).list;
      return n + 1 + (Array.isArray(children) ? count(children as Phaser.GameObjects.GameObject[]) : 0);
    }, 0);
  let n = 0;
  for (const scene of game.scene.getScenes(true) as Phaser.Scene[]) n += count(scene.children.list);
  return n;
}

/**
 * What the renderer draws, in display order (visible objects, containers walked): one entry per run of
 * consecutive objects of the same type, as "Type×n", with the number of distinct textures. A batch
 * breaks where the shader changes (e.g. Image → Graphics), so the runs show where draw calls come
 * from (runtime bench, profiling aid).
 */
function renderCensus(game: Phaser.Game): { runs: string[]; textures: number } {
  const runs: string[] = [];
  const textures = new Set<string>();
  let last = '';
  let n = 0;
  const visit = (o: Phaser.GameObjects.GameObject): void => {
    const v = o as unknown as { visible?: boolean; alpha?: number; list?: Phaser.GameObjects.GameObject[]; texture?: { key: string } };
    if (v.visible === false || v.alpha === 0) return;
    if (Array.isArray(v.list)) {
      for (const c of v.list) visit(c);
      return;
    }
    if (v.texture) textures.add(v.texture.key);
    if (o.type === last) n++;
    else {
      if (n) runs.push(`${last}×${n}`);
      last = o.type;
      n = 1;
    }
  };
  for (const scene of game.scene.getScenes(true) as Phaser.Scene[]) for (const o of scene.children.list) visit(o);
  if (n) runs.push(`${last}×${n}`);
  return { runs, textures: textures.size };
}

function sameSnapshot(a: Snapshot | null, b: Snapshot): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !(Number.isNaN(a[i]) && Number.isNaN(b[i]))) return false;
  return true;
}

/** The controller installed on each game, for code that only has the game (scene transitions). */
const controllers = new WeakMap<Phaser.Game, IdleController>();

/** The idle controller of `game`, if one is installed. */
export function idleControllerOf(game: Phaser.Game): IdleController | undefined {
  return controllers.get(game);
}

/** Lets `game`'s loop sleep while nothing moves; see the file comment. */
export function installIdleSleep(game: Phaser.Game, options: IdleOptions = {}): IdleController {
  const controller = createIdleSleep(game, options);
  controllers.set(game, controller);
  return controller;
}

function createIdleSleep(game: Phaser.Game, options: IdleOptions): IdleController {
  // `?idle=0` keeps the loop running at full rate (to compare, e.g. in the runtime bench).
  if (new URLSearchParams(globalThis.location?.search ?? '').get('idle') === '0') {
    // No idle sleep, but holds still stop the loop.
    const holds = new Set<string>();
    return {
      asleep: false,
      sleeps: 0,
      wakes: 0,
      wake: () => {},
      uninstall: () => {},
      get held() {
        return holds.size > 0;
      },
      hold(reason, on) {
        const was = holds.size > 0;
        if (on) holds.add(reason);
        else holds.delete(reason);
        if (!was && holds.size > 0) game.loop.sleep();
        else if (was && holds.size === 0) {
          game.loop.resetDelta();
          game.loop.wake();
        }
      },
    };
  }
  const quietMs = options.quietMs ?? 600;
  const heartbeatMs = options.heartbeatMs ?? 250;
  installHooks();

  let asleep = false;
  let sleeps = 0;
  let wakes = 0;
  let wakeQueued = false;
  let lastActivity = performance.now();
  let still: Snapshot | null = null;
  let stillSince = 0;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const holds = new Set<string>();

  const doWake = (): void => {
    wakeQueued = false;
    lastActivity = performance.now();
    still = null;
    if (!asleep || holds.size > 0) return;
    asleep = false;
    wakes++;
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
    // Skip the time spent asleep, so nothing jumps ahead on the first frame.
    const now = Date.now();
    for (const scene of game.scene.scenes as Phaser.Scene[]) {
      const clock = scene.tweens as unknown as TweenClock | undefined;
      if (clock && typeof clock.prevTime === 'number') {
        clock.startTime += now - clock.prevTime;
        clock.prevTime = now;
      }
    }
    game.loop.resetDelta();
    game.loop.wake();
  };

  /** Wakes soon (after the code that triggered it has finished), or notes activity when awake. */
  const wake = (): void => {
    if (!asleep) {
      lastActivity = performance.now();
      still = null;
      return;
    }
    if (wakeQueued) return;
    wakeQueued = true;
    queueMicrotask(doWake);
  };

  const sleep = (): void => {
    if (asleep || !game.loop.running) return;
    asleep = true;
    sleeps++;
    game.loop.sleep();
    heartbeat = setInterval(() => {
      if (!asleep || holds.size > 0) return;
      if (isBusy(game) || !sameSnapshot(still, snapshot(game))) wake();
    }, heartbeatMs);
  };

  const hold = (reason: string, on: boolean): void => {
    const was = holds.size > 0;
    if (on) holds.add(reason);
    else holds.delete(reason);
    if (!was && holds.size > 0) {
      if (asleep) return;
      asleep = true;
      sleeps++;
      game.loop.sleep();
    } else if (was && holds.size === 0) {
      doWake();
    }
  };

  /** After every rendered frame: go to sleep once everything has been still for `quietMs`. */
  const afterFrame = (): void => {
    if (asleep) return;
    const now = performance.now();
    if (isBusy(game)) {
      still = null;
      return;
    }
    const shot = snapshot(game);
    if (!sameSnapshot(still, shot)) {
      still = shot;
      stillSince = now;
      return;
    }
    if (now - stillSince >= quietMs && now - lastActivity >= quietMs) sleep();
  };

  const onEvent = (): void => wake();
  for (const type of WINDOW_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  for (const type of DOCUMENT_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  const parent = game.canvas?.parentElement;
  const observer = typeof ResizeObserver === 'function' && parent ? new ResizeObserver(onEvent) : null;
  if (observer && parent) observer.observe(parent);
  game.scale.on(Phaser.Scale.Events.RESIZE, onEvent);
  game.events.on(Phaser.Core.Events.POST_RENDER, afterFrame);
  wakers.add(wake);

  const uninstall = (): void => {
    wakers.delete(wake);
    for (const type of WINDOW_EVENTS) window.removeEventListener(type, onEvent, { capture: true });
    for (const type of DOCUMENT_EVENTS) document.removeEventListener(type, onEvent, { capture: true });
    observer?.disconnect();
    game.scale.off(Phaser.Scale.Events.RESIZE, onEvent);
    game.events.off(Phaser.Core.Events.POST_RENDER, afterFrame);
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
    holds.clear();
    if (asleep) doWake();
  };
  game.events.once(Phaser.Core.Events.DESTROY, uninstall);

  const controller: IdleController = {
    get asleep() {
      return asleep;
    },
    get sleeps() {
      return sleeps;
    },
    get wakes() {
      return wakes;
    },
    wake,
    uninstall,
    hold,
    get held() {
      return holds.size > 0;
    },
  };
  if (isTestMode()) {
    // The controller's counters (read through its getters), plus what only tests look at.
    window.__cardTableIdle = Object.defineProperties(Object.create(controller) as NonNullable<typeof window.__cardTableIdle>, Object.getOwnPropertyDescriptors({
      get frame() {
        return game.loop.frame;
      },
      get objects() {
        return countObjects(game);
      },
      get census() {
        return renderCensus(game);
      },
      get busy() {
        return isBusy(game);
      },
      get holds() {
        return [...holds];
      },
    }));
  }
  return controller;
}
