/**
 * `mount(element, options)`: puts a Card Table game into any element of a page and returns a handle
 * to control it. The `<card-table>` element (element.ts), the iframe page (src/main.ts with the
 * bridge in bridge.ts) and the library bundle (index.ts → dist/lib/card-table.js) are all built on it.
 *
 * Per instance: the Phaser game (canvas, WebGL context, input listeners, scenes, computer-player
 * workers), its size (it follows the host element, not only the window), its pause/out-of-view/hidden
 * state, its mute state, its lifecycle events. Page-wide (one per page, documented in the README):
 * the language and animation speed (`lang`/`speed` of the last mounted instance win), the saved
 * settings, statistics and saved games (localStorage), the sound player (src/ui/sound.ts, muted per
 * instance through audio.ts) and the browser-test hook (`test`: the last instance mounted with it).
 */
import Phaser from 'phaser';
import '../platform/strings/common';
import '../platform/strings/menu';
import { parseEmbedParams, type EmbedConfig } from '../platform/embedParams';
import { setSessionSpeed } from '../platform/settings';
import { setSessionLanguage } from '../platform/i18n';
import { installTestHook } from '../platform/testHook';
import { installIdleSleep, type IdleController } from '../platform/idle';
import { installRenderScale, scaledCanvas } from '../platform/renderScale';
import { onLifecycle } from '../platform/lifecycle';
import { GAME_SCENES, OWNS_PAGE_ADDRESS, type GameLaunch } from '../platform/launch';
import { randomSeed } from '../platform/menuChoices';
import { ensureScene, goToScene, isTransitioning, registerLazyScene } from '../ui/transition';
import type { GameId } from '../engine/core';
import type { CardTableEvent } from './messages';
import { showNotice, warnProblems } from './notice';
import { mutedReasons, setMuted, trackSound } from './audio';
import { Boot } from '../scenes/Boot';
import { Preloader } from '../scenes/Preloader';
import { Menu } from '../scenes/Menu';
import { Settings } from '../scenes/Settings';
import { Statistics } from '../scenes/Statistics';

// The game tables are separate chunks: the menu shows before their code (and engines) download.
// So are the rules pages (three games' rules in every language), fetched when first opened.
registerLazyScene('Instructions', async () => (await import('../scenes/Instructions')).Instructions);
registerLazyScene('NoThanksTable', async () => (await import('../scenes/NoThanksTable')).NoThanksTable);
registerLazyScene('GapsTableau', async () => (await import('../scenes/GapsTableau')).GapsTableau);
registerLazyScene('SequenceBoard', async () => (await import('../scenes/SequenceBoard')).SequenceBoard);

const KEY = Phaser.Input.Keyboard.KeyCodes;
const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };
const SHELL_SCENES = new Set(['Boot', 'Preloader']);

/** Option values as a page gives them (attributes are strings; JS callers may pass numbers/booleans). */
export type OptionValue = string | number | boolean | null | undefined;

/**
 * Options of `mount()`, the same names as the URL parameters and `<card-table>` attributes:
 * `game` (nothanks|gaps|sequence; without it the menu shows), `seed`, `lang` (en|cs|de),
 * `speed` (slow|normal|fast|instant), `muted`, `test`, and the game's menu options (`players`,
 * `humans`, `level`, `variant`, `openChips`, `redeals`, `randomGaps`, `winnable`, `teams`, `advanced`).
 * Bad values are reported (in the canvas and the console) and replaced by their defaults.
 */
export interface MountOptions {
  game?: OptionValue;
  seed?: OptionValue;
  lang?: OptionValue;
  speed?: OptionValue;
  muted?: OptionValue;
  test?: OptionValue;
  /** Give the game keyboard focus when it starts (default false: an embed never steals the page's focus). */
  autofocus?: boolean;
  [option: string]: OptionValue;
}

export type CardTableEventName = CardTableEvent['event'];
export type CardTableListener<E extends CardTableEventName = CardTableEventName> = (event: Extract<CardTableEvent, { event: E }>) => void;

/** What `newGame` accepts: a game (default: the one on screen or last played), a seed, menu options. */
export interface NewGameRequest {
  game?: GameId | string;
  seed?: string;
  options?: Record<string, OptionValue>;
}

export interface CardTableInstance {
  /** Removes the game: canvas, WebGL context, listeners, observers, workers and its sounds. Idempotent. */
  destroy(): void;
  /** Subscribes to 'ready', 'gameStart' or 'gameOver'; returns the unsubscribe function. */
  on<E extends CardTableEventName>(event: E, listener: CardTableListener<E>): () => void;
  /** Starts a new game (problems with the request are shown like bad parameters). */
  newGame(request?: NewGameRequest): void;
  /** Stops updating and rendering (and sound) until `resume()`. */
  pause(): void;
  resume(): void;
  mute(flag?: boolean): void;
  /** Current state, for pages and tests (`muted`: by the page; `silent`: muted for any reason, e.g. out of view). */
  state(): { ready: boolean; paused: boolean; muted: boolean; silent: boolean; hidden: boolean; offscreen: boolean; destroyed: boolean; scene: string };
  /** The parameter problems found so far (one readable sentence each). */
  readonly problems: readonly string[];
  readonly game: Phaser.Game;
}

const instances = new WeakMap<HTMLElement, CardTableInstance>();

function designFor(host: HTMLElement): { width: number; height: number } {
  return host.clientHeight > host.clientWidth ? PORTRAIT : LANDSCAPE;
}

function hasSavedSettings(): boolean {
  try {
    return localStorage.getItem('card-table:settings') !== null;
  } catch {
    return false;
  }
}

/** `options` as the `get(name)` reader parseEmbedParams wants. */
export function optionReader(options: Record<string, unknown>): (name: string) => string | null {
  return (name) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return null;
    const v = options[name];
    if (v === null || v === undefined) return null;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `[${typeof v}]`;
  };
}

/** Reads `mount()` options into an EmbedConfig (bad values become problems). */
export function configFromOptions(options: MountOptions): EmbedConfig {
  return parseEmbedParams(optionReader(options), randomSeed);
}

/** Mounts a game into `element`, reading `options` like URL parameters. */
export function mount(element: HTMLElement, options: MountOptions = {}): CardTableInstance {
  const opts: MountOptions = options && typeof options === 'object' ? options : {};
  return mountConfig(element, configFromOptions(opts), { autofocus: opts.autofocus === true });
}

function topScene(game: Phaser.Game): Phaser.Scene | null {
  const active = game.scene?.getScenes(true) ?? [];
  return active[active.length - 1] ?? null;
}

/** How a game is mounted, beyond its options. */
export interface MountHow {
  /** Give the game keyboard focus when it starts. */
  autofocus?: boolean;
  /**
   * The game is the page (index.html): it may write the deal it shows into the address bar so a
   * reload or a shared link reproduces it. An embedded game never touches its host page's address.
   */
  ownsPageAddress?: boolean;
}

/** Mounts with an already parsed config (main.ts passes the URL's). */
export function mountConfig(element: HTMLElement, config: EmbedConfig, how: MountHow = {}): CardTableInstance {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) {
    throw new TypeError('Card Table: mount(element, options) needs a page element to put the game in');
  }
  instances.get(element)?.destroy();
  const problems: string[] = [...config.problems];
  warnProblems(problems);

  // Page-wide switches (see the file comment).
  if (config.speed) setSessionSpeed(config.speed);
  else if (!hasSavedSettings() && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    // Until the player picks an animation speed, follow the system's "reduce motion" wish.
    setSessionSpeed('reduced');
  }
  if (config.lang) setSessionLanguage(config.lang);

  // The host needs a size of its own: an inline element or one without height would leave a
  // zero-height (blank) game, or one that grows with its canvas.
  const restoreStyle: Array<() => void> = [];
  const setStyle = (prop: 'display' | 'aspectRatio', value: string): void => {
    const before = element.style[prop];
    element.style[prop] = value;
    restoreStyle.push(() => (element.style[prop] = before));
  };
  if (getComputedStyle(element).display === 'inline') setStyle('display', 'block');
  if (element.clientHeight === 0) setStyle('aspectRatio', '16 / 9');

  const size = designFor(element);
  const game = new Phaser.Game({
    // Phaser's AUTO choice, made here: a canvas of our own needs an explicit renderer type.
    type: (Phaser as unknown as { Device: { Features: { webGL: boolean } } }).Device.Features.webGL ? Phaser.WEBGL : Phaser.CANVAS,
    // Its drawing buffer is made at the size it is shown at (src/platform/renderScale.ts).
    canvas: scaledCanvas(element, size),
    parent: element,
    backgroundColor: '#0f3d29',
    scale: {
      mode: Phaser.Scale.FIT,
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: size.width,
      height: size.height,
      // Phaser would otherwise, for a host without height when it boots (hidden, say), set the host
      // to 100% × 100% and the page's html and body to height 100%: the embedding page's own layout
      // is not ours to change. A host without a height of its own gets an aspect ratio above.
      expandParent: false,
    },
    // Sound is Howler (src/ui/sound.ts); Phaser's own audio would only add a second context.
    audio: { noAudio: true },
    // Four textures per batch. The quad shader picks each pixel's texture through a chain of
    // comparisons, one per unit, so every unit more costs every pixel drawn: with a software GPU
    // (SwiftShader, interleaved runs of the runtime bench scenes) 4 units instead of 16 drew the Gaps
    // deal at 17.6 instead of 15.6 fps, No Thanks at 17.1 instead of 14.2 and Sequence at 13.8 instead
    // of 11.8, with no more main-thread time per frame (the extra draw calls where a batch holds more
    // textures cost less than the shorter shader saves). Stock Phaser compares an interpolated unit
    // index exactly, which at 8 or 16 units drew a card shadow from another texture with SwiftShader:
    // src/phaser-lite/GetTexture-glsl.cjs rounds it first.
    //
    // No multisampling (antialiasGL false). Everything drawn is a textured quad whose texture carries
    // its own soft edge (card art starts 1 px inside its frame, canvas-drawn shapes have a 2 px empty
    // border), so linear filtering already smooths the edges of turned cards; a screenshot of cards
    // turned 4°–82° shows the same edges with and without it. A multisampled buffer must be resolved
    // every frame: with a software GPU (interleaved runs of the runtime bench scenes, medians of 5)
    // it cost main-thread time per frame 1.38 vs 1.12 ms for the Gaps deal, 1.41 vs 1.11 for Sequence
    // and 1.37 vs 1.14 for No Thanks (18 → 26, 14 → 22, 17 → 25 fps). Leaving out the depth and
    // stencil buffers as well measured no further gain.
    render: { antialias: true, antialiasGL: false, powerPreference: 'default', maxTextures: 4 },
    // Never focus the window on load or on a click: the page around the game keeps its focus.
    autoFocus: false,
    input: {
      activePointers: 2,
      // Keys reach the game only while focus is inside its host element, so the keys it captures
      // (Tab, Space, arrows: they must not move the page's focus or scroll it while playing) are
      // captured only then, and the page around it keeps its Tab navigation.
      keyboard: { target: element, capture: [KEY.TAB, KEY.SPACE, KEY.UP, KEY.DOWN, KEY.LEFT, KEY.RIGHT, KEY.PAGE_UP, KEY.PAGE_DOWN, KEY.HOME, KEY.END] },
    },
    banner: false,
    scene: [Boot, Preloader, Menu, Settings, Statistics],
  });
  game.registry.set(OWNS_PAGE_ADDRESS, how.ownsPageAddress === true);
  /** The game to open instead of the menu (`game=…`), until it has been opened. */
  let firstLaunch: GameLaunch | null = config.launch;
  /** The scene whose start makes the game 'ready' (null: the first after the shell). */
  let readyKey: string | null = null;

  const cleanups: Array<() => void> = [];
  const listeners = new Map<CardTableEventName, Set<(e: CardTableEvent) => void>>();
  let ready = false;
  let destroyed = false;
  let paused = false;
  let muted = config.muted;
  let hidden = document.hidden;
  let offscreen = false;
  let lastGame: GameId | null = config.launch?.game ?? null;
  let pendingNotice: string[] = problems.slice();

  const emit = (e: CardTableEvent): void => {
    for (const l of [...(listeners.get(e.event) ?? [])]) {
      try {
        l(e);
      } catch (err) {
        console.error('[card-table] an event listener threw:', err);
      }
    }
  };
  cleanups.push(
    onLifecycle(game, (e) => {
      if (e.event === 'gameStart') lastGame = e.game;
      emit(e);
    }),
  );

  // Keyboard: a click on the canvas (or the letterbox around it) gives the game the focus
  // (Phaser's mousedown handler cancels the browser's own focus change).
  const onPointerDown = (e: PointerEvent): void => {
    const canvas = game.canvas;
    if (canvas && (e.target === canvas || e.target === element) && document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  };
  element.addEventListener('pointerdown', onPointerDown);
  cleanups.push(() => element.removeEventListener('pointerdown', onPointerDown));

  const stopSound = trackSound(game, element);
  cleanups.push(stopSound);
  if (config.muted) setMuted(game, 'page', true);

  let idle: IdleController | null = null;
  let inStep = false;
  const onPreStep = (): void => {
    inStep = true;
  };
  const onPostRender = (): void => {
    inStep = false;
  };
  game.events.on(Phaser.Core.Events.PRE_STEP, onPreStep);
  game.events.on(Phaser.Core.Events.POST_RENDER, onPostRender);

  /** Shows the queued problems once a scene the player sees is up. */
  const flushNotice = (): void => {
    const scene = topScene(game);
    if (!ready || pendingNotice.length === 0 || !scene || SHELL_SCENES.has(scene.scene.key)) return;
    const lines = pendingNotice;
    pendingNotice = [];
    showNotice(scene, lines);
  };

  // 'ready': the first scene after the Preloader (the menu, or the table asked for) is running.
  // With `game=…` the menu comes up hidden and hands over to that table as soon as it can.
  const watchReady = (): void => {
    const scene = topScene(game);
    if (ready || !scene || SHELL_SCENES.has(scene.scene.key) || scene.sys.settings.status !== Phaser.Scenes.RUNNING) return;
    if (firstLaunch) {
      if (scene.scene.key !== 'Menu' || isTransitioning(game)) return;
      const launch = firstLaunch;
      firstLaunch = null;
      lastGame = launch.game;
      readyKey = GAME_SCENES[launch.game];
      goToScene(scene, readyKey, launch);
      return;
    }
    if (readyKey !== null && scene.scene.key !== readyKey) return;
    ready = true;
    game.events.off(Phaser.Core.Events.POST_STEP, watchReady);
    applyHolds();
    flushNotice();
    emit({ event: 'ready' });
  };
  game.events.on(Phaser.Core.Events.POST_STEP, watchReady);

  game.events.once(Phaser.Core.Events.READY, () => {
    if (destroyed) return;
    if (firstLaunch) {
      // Download the table's code while the shell starts, and keep the menu out of sight meanwhile.
      const menu = game.scene.getScene('Menu');
      ensureScene(game, GAME_SCENES[firstLaunch.game]).catch((err: unknown) => {
        // Stay on the menu, visibly (goToScene reports the failure once more when it tries).
        console.error('[card-table] could not load the game:', err);
        readyKey = 'Menu';
        if (menu?.sys.isActive()) menu.cameras.main.setAlpha(1);
      });
      menu?.events.once(Phaser.Scenes.Events.CREATE, () => {
        if (firstLaunch) menu.cameras.main.setAlpha(0);
      });
    }
    // Boot focuses the canvas (right for a page of its own); an embed leaves the page's focus alone.
    if (!how.autofocus) {
      const before = document.activeElement;
      game.scene.getScene('Boot')?.events.once(Phaser.Scenes.Events.CREATE, () => {
        if (document.activeElement === game.canvas) {
          game.canvas.blur();
          if (before instanceof HTMLElement && before !== document.body) before.focus({ preventScroll: true });
        }
      });
    }
    // Draw at the size the canvas is shown at, not at the layout's 1920×1080 (src/platform/renderScale.ts).
    installRenderScale(game);
    // Stop the frame loop while nothing moves (wakes on input and whenever an animation starts).
    idle = installIdleSleep(game);
    applyHolds();
    if (config.test) installTestHook(game, () => isTransitioning(game), goToScene);
  });

  /** Pauses or resumes the loop and the sound for the current reasons. */
  const applyHolds = (): void => {
    if (destroyed) return;
    setMuted(game, 'paused', paused);
    setMuted(game, 'offscreen', offscreen);
    if (!idle) return;
    idle.hold('paused', paused);
    idle.hold('hidden', hidden);
    // Out of view only counts once the game is up, so a game below the fold is ready when reached.
    idle.hold('offscreen', offscreen && ready);
  };

  // Size: follow the host element (not only the window), and switch between the landscape and
  // portrait layouts when its shape flips.
  if (typeof ResizeObserver === 'function') {
    const resize = new ResizeObserver(() => {
      if (destroyed || !game.isBooted) return;
      const wanted = designFor(element);
      if (wanted.width !== game.scale.width) game.scale.setGameSize(wanted.width, wanted.height);
      // Phaser's refresh fits the canvas to the host size it last read, and reads the new size only
      // afterwards: a host shown after being hidden (display: none, a closed tab) stayed at 0×0 for good.
      game.scale.getParentBounds();
      game.scale.refresh();
    });
    resize.observe(element);
    cleanups.push(() => resize.disconnect());
  }
  // Out of view (scrolled away, or the iframe scrolled out of the parent page): no frames, no sound.
  if (typeof IntersectionObserver === 'function') {
    const view = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      offscreen = !entry.isIntersecting;
      applyHolds();
    });
    view.observe(element);
    cleanups.push(() => view.disconnect());
  }
  const onVisibility = (): void => {
    hidden = document.hidden;
    applyHolds();
  };
  document.addEventListener('visibilitychange', onVisibility);
  cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));

  /** Starts `launch` from whatever is on screen, once no scene change is running. */
  const startLaunch = (launch: GameLaunch, tries = 0): void => {
    if (destroyed) return;
    const scene = topScene(game);
    if (!ready || !scene || SHELL_SCENES.has(scene.scene.key)) {
      // Not started yet: the shell goes straight to it.
      firstLaunch = launch;
      return;
    }
    if (isTransitioning(game)) {
      if (tries < 100) setTimeout(() => startLaunch(launch, tries + 1), 50);
      return;
    }
    lastGame = launch.game;
    idle?.wake();
    goToScene(scene, GAME_SCENES[launch.game], launch, 'forward');
  };

  const instance: CardTableInstance = {
    get problems() {
      return problems;
    },
    get game() {
      return game;
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const l = listener as (e: CardTableEvent) => void;
      set.add(l);
      // A late subscriber to 'ready' still hears it.
      if (event === 'ready' && ready) queueMicrotask(() => set.has(l) && !destroyed && l({ event: 'ready' }));
      return () => void set.delete(l);
    },
    newGame(request = {}) {
      if (destroyed) return;
      const req = request && typeof request === 'object' ? request : {};
      const merged: Record<string, unknown> = { ...(req.options && typeof req.options === 'object' ? req.options : {}) };
      merged.game = req.game ?? lastGame ?? 'nothanks';
      if (req.seed !== undefined) merged.seed = req.seed;
      const parsed = parseEmbedParams(optionReader(merged), randomSeed);
      const found = parsed.problems;
      if (found.length > 0) {
        warnProblems(found);
        problems.push(...found);
        pendingNotice.push(...found);
      }
      const launch = parsed.launch ?? parseEmbedParams(optionReader({ game: lastGame ?? 'nothanks' }), randomSeed).launch;
      if (launch) startLaunch(launch);
      // Shown on the table once it is up.
      if (found.length > 0) {
        const show = (): void => {
          const scene = topScene(game);
          if (scene && scene.scene.key === GAME_SCENES[launch?.game ?? 'nothanks'] && !isTransitioning(game)) flushNotice();
          else if (!destroyed) setTimeout(show, 100);
        };
        show();
      }
    },
    pause() {
      paused = true;
      applyHolds();
    },
    resume() {
      paused = false;
      applyHolds();
    },
    mute(flag = true) {
      muted = flag !== false;
      setMuted(game, 'page', muted);
    },
    state() {
      return {
        ready,
        paused,
        muted,
        silent: mutedReasons(game).length > 0,
        hidden,
        offscreen,
        destroyed,
        scene: destroyed ? '' : (topScene(game)?.scene.key ?? ''),
      };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (instances.get(element) === instance) instances.delete(element);
      for (const c of cleanups.splice(0).reverse()) c();
      listeners.clear();
      game.events.off(Phaser.Core.Events.POST_STEP, watchReady);
      // Phaser's game.destroy does not shut scenes down: stop them first, so their SHUTDOWN
      // handlers run (computer-player workers terminate, settings listeners unsubscribe).
      if (game.isBooted && game.scene) {
        for (const scene of [...game.scene.getScenes(false)] as Phaser.Scene[]) {
          try {
            const status = scene.sys.settings.status;
            if (status >= Phaser.Scenes.START && status <= Phaser.Scenes.SLEEPING) scene.sys.shutdown();
          } catch (err) {
            console.error('[card-table] a scene failed to shut down:', err);
          }
        }
      }
      idle?.uninstall();
      idle = null;
      const renderer = game.renderer as unknown as { gl?: WebGLRenderingContext } | null;
      const gl = renderer?.gl ?? null;
      const loseContext = (): void => {
        try {
          gl?.getExtension('WEBGL_lose_context')?.loseContext();
        } catch {
          /* already lost */
        }
        for (const r of restoreStyle.splice(0).reverse()) r();
      };
      game.events.off(Phaser.Core.Events.PRE_STEP, onPreStep);
      game.events.off(Phaser.Core.Events.POST_RENDER, onPostRender);
      game.destroy(true);
      // Phaser's own teardown, which game.destroy() otherwise leaves to the next frame (not in the typings).
      const runDestroy = (): void => (game as unknown as { runDestroy(): void }).runDestroy();
      if (!game.isBooted) {
        // Still booting (the page is loading): finish as soon as Phaser is up.
        game.events.once(Phaser.Core.Events.READY, () => {
          runDestroy();
          loseContext();
        });
      } else if (!inStep) {
        // Outside a frame: tear down now (a sleeping or paused loop would never get to it).
        runDestroy();
        loseContext();
      } else {
        // Called from inside a frame (e.g. an event listener): Phaser finishes it after this frame.
        game.events.once(Phaser.Core.Events.DESTROY, () => setTimeout(loseContext, 0));
      }
    },
  };
  instances.set(element, instance);
  return instance;
}
