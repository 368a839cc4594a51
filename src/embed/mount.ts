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
 *
 * A mounted game is a `MountedTable` made of parts, each in its own file: its Phaser game
 * (createGame.ts), its size (hostSize.ts), what holds its loop and sound (holds.ts), which game it
 * opens and when it is ready (launcher.ts), the events it tells the page (tableEvents.ts), and its
 * teardown (teardown.ts).
 */
// The games first: everything below may ask the registry about them.
import '../games/registry';
import Phaser from 'phaser';
import '../platform/strings/common';
import '../platform/strings/menu';
import type { EmbedConfig } from '../platform/embedParams';
import { setSessionSpeed } from '../platform/settings';
import { setSessionLanguage } from '../platform/i18n';
import { setServerUrl } from '../platform/online/serverUrl';
import { OWNS_PAGE_ADDRESS } from '../platform/launch';
import { gameIds, gameInfo } from '../platform/gameRegistry';
import type { TextureKey } from '../ui/art';
import { installTestHook } from '../ui/runtime/testHook';
import { installIdleSleep, type IdleController } from '../ui/runtime/idle';
import { installRenderScale } from '../ui/runtime/renderScale';
import { onLifecycle } from '../ui/runtime/lifecycle';
import { goToScene, isTransitioning, registerLazyScene, type SceneClass } from '../ui/transition';
import { warnProblems } from './notice';
import { mutedReasons, setMuted, trackSound } from './audio';
import { configFromOptions, type MountOptions } from './options';
import { createGame } from './createGame';
import { HostSize } from './hostSize';
import { VisibilityHolds } from './holds';
import { Launcher, topScene, type NewGameRequest } from './launcher';
import { TableEvents, type CardTableEventName, type CardTableListener } from './tableEvents';
import { FrameTracker, destroyGame, shutDownScenes } from './teardown';

export { configFromOptions, optionReader, type MountOptions, type OptionValue } from './options';
export type { NewGameRequest } from './launcher';
export type { CardTableEventName, CardTableListener } from './tableEvents';

// The rules page is a separate chunk (every game's rules in every language), fetched when first opened.
registerLazyScene('Instructions', async () => {
  const { Instructions, loadInstructions } = await import('../scenes/Instructions');
  await loadInstructions();
  return Instructions;
});

// The online lobby and the Colyseus client: downloaded when a person first goes online.
registerLazyScene('OnlineLobby', async () => (await import('../scenes/OnlineLobby')).OnlineLobby);

/**
 * The game tables, from the registry: separate chunks, so the menu shows before their code (and
 * engines) download. Each is its module's export named like its scene key. Run at every mount, so a
 * game registered after this module loaded (a test's fixture) is playable too.
 */
function registerGameScenes(): void {
  for (const id of gameIds()) {
    const { key, load, textures = [] } = gameInfo(id).scene;
    const loadClass = async (): Promise<SceneClass> => {
      const scene = ((await load()) as Record<string, SceneClass | undefined>)[key];
      if (!scene) throw new Error(`the module of game "${id}" exports no scene ${key}`);
      return scene;
    };
    registerLazyScene(key, loadClass, textures as readonly TextureKey[]);
  }
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

const instances = new WeakMap<HTMLElement, CardTableInstance>();

function hasSavedSettings(): boolean {
  try {
    return localStorage.getItem('card-table:settings') !== null;
  } catch {
    return false;
  }
}

/** Mounts a game into `element`, reading `options` like URL parameters. */
export function mount(element: HTMLElement, options: MountOptions = {}): CardTableInstance {
  const opts: MountOptions = options && typeof options === 'object' ? options : {};
  return mountConfig(element, configFromOptions(opts), { autofocus: opts.autofocus === true });
}

/** Mounts with an already parsed config (main.ts passes the URL's). */
export function mountConfig(element: HTMLElement, config: EmbedConfig, how: MountHow = {}): CardTableInstance {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) {
    throw new TypeError('Card Table: mount(element, options) needs a page element to put the game in');
  }
  instances.get(element)?.destroy();
  registerGameScenes();
  const table = new MountedTable(element, config, how);
  instances.set(element, table);
  return table;
}

/** Page-wide switches (see the file comment): the last mounted game's speed and language win. */
function applyPageSettings(config: EmbedConfig): void {
  if (config.speed) setSessionSpeed(config.speed);
  else if (!hasSavedSettings() && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    // Until the player picks an animation speed, follow the system's "reduce motion" wish.
    setSessionSpeed('reduced');
  }
  if (config.lang) setSessionLanguage(config.lang);
  setServerUrl(config.server);
}

/** One game mounted in a page element. Its methods are bound: a page may pass them around. */
class MountedTable implements CardTableInstance {
  readonly game: Phaser.Game;
  private readonly problemList: string[];
  private readonly cleanups: Array<() => void> = [];
  private readonly size: HostSize;
  private readonly frames: FrameTracker;
  private readonly holds: VisibilityHolds;
  private readonly launcher: Launcher;
  private readonly events: TableEvents;
  private idle: IdleController | null = null;
  private muted: boolean;
  private destroyed = false;

  constructor(
    private readonly element: HTMLElement,
    config: EmbedConfig,
    private readonly how: MountHow,
  ) {
    this.problemList = [...config.problems];
    warnProblems(this.problemList);
    applyPageSettings(config);
    this.muted = config.muted;
    const isDestroyed = (): boolean => this.destroyed;
    const isReady = (): boolean => this.launcher.ready;

    this.size = new HostSize(element);
    const game = (this.game = createGame(element));
    game.registry.set(OWNS_PAGE_ADDRESS, how.ownsPageAddress === true);
    this.launcher = new Launcher(game, config.launch, this.problemList, isDestroyed, () => this.idle, () => this.becameReady());
    if (config.room) this.launcher.joinFirst(config.room);
    this.events = new TableEvents(isReady, isDestroyed);
    this.cleanups.push(
      onLifecycle(game, (e) => {
        if (e.event === 'gameStart') this.launcher.lastGame = e.game;
        this.events.emit(e);
      }),
    );
    this.cleanups.push(this.focusOnClick());
    this.cleanups.push(trackSound(game, element));
    if (config.muted) setMuted(game, 'page', true);
    this.frames = new FrameTracker(game);
    this.holds = new VisibilityHolds(game, isReady, isDestroyed);
    game.events.once(Phaser.Core.Events.READY, () => this.booted(config.test));
    this.cleanups.push(this.size.follow(game, isDestroyed));
    this.cleanups.push(this.holds.watch(element));
  }

  get problems(): readonly string[] {
    return this.problemList;
  }

  readonly on: CardTableInstance['on'] = (event, listener) => this.events.on(event, listener);

  readonly newGame = (request: NewGameRequest = {}): void => {
    if (!this.destroyed) this.launcher.newGame(request);
  };

  readonly pause = (): void => this.holds.setPaused(true);

  readonly resume = (): void => this.holds.setPaused(false);

  readonly mute = (flag = true): void => {
    this.muted = flag !== false;
    setMuted(this.game, 'page', this.muted);
  };

  readonly state: CardTableInstance['state'] = () => ({
    ready: this.launcher.ready,
    paused: this.holds.paused,
    muted: this.muted,
    silent: mutedReasons(this.game).length > 0,
    hidden: this.holds.hidden,
    offscreen: this.holds.offscreen,
    destroyed: this.destroyed,
    scene: this.destroyed ? '' : (topScene(this.game)?.scene.key ?? ''),
  });

  readonly destroy = (): void => {
    if (this.destroyed) return;
    this.destroyed = true;
    if (instances.get(this.element) === this) instances.delete(this.element);
    for (const c of this.cleanups.splice(0).reverse()) c();
    this.events.clear();
    this.launcher.stop();
    shutDownScenes(this.game);
    this.idle?.uninstall();
    this.idle = null;
    this.holds.attach(null);
    destroyGame(this.game, this.frames, () => this.size.restore());
  };

  /** Keyboard: a click on the canvas (or the letterbox around it) gives the game the focus (Phaser's mousedown handler cancels the browser's own focus change). */
  private focusOnClick(): () => void {
    const onPointerDown = (e: PointerEvent): void => {
      const canvas = this.game.canvas;
      if (canvas && (e.target === canvas || e.target === this.element) && document.activeElement !== canvas) canvas.focus({ preventScroll: true });
    };
    this.element.addEventListener('pointerdown', onPointerDown);
    return () => this.element.removeEventListener('pointerdown', onPointerDown);
  }

  /** Phaser's READY: the shell scenes exist, the loop is about to run. */
  private booted(test: boolean): void {
    if (this.destroyed) return;
    const game = this.game;
    this.launcher.prefetchFirst();
    // Boot focuses the canvas (right for a page of its own); an embed leaves the page's focus alone.
    if (!this.how.autofocus) {
      const before = document.activeElement;
      game.scene.getScene('Boot')?.events.once(Phaser.Scenes.Events.CREATE, () => {
        if (document.activeElement === game.canvas) {
          game.canvas.blur();
          if (before instanceof HTMLElement && before !== document.body) before.focus({ preventScroll: true });
        }
      });
    }
    // Draw at the size the canvas is shown at, not at the layout's 1920×1080 (src/ui/runtime/renderScale.ts).
    installRenderScale(game);
    // Stop the frame loop while nothing moves (wakes on input and whenever an animation starts).
    this.idle = installIdleSleep(game);
    this.holds.attach(this.idle);
    if (test) installTestHook(game, () => isTransitioning(game), goToScene);
  }

  /** The first scene after the shell runs: holds apply in full, problems show, the page hears 'ready'. */
  private becameReady(): void {
    this.holds.apply();
    this.launcher.flushNotice();
    this.events.emit({ event: 'ready' });
  }
}
