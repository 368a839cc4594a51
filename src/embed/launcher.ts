/**
 * Launching games in a mounted Card Table: the game asked for at mount (`game=…`: the menu comes up
 * hidden and hands over to that table as soon as it can), games asked for later (`newGame`), when the
 * game counts as 'ready', and the notice listing problems with what the page asked for.
 */
import Phaser from 'phaser';
import { parseEmbedParams } from '../platform/embedParams';
import { gameIds, gameInfo } from '../platform/gameRegistry';
import type { GameLaunch } from '../platform/launch';
import { randomSeed } from '../platform/menuChoices';
import { ensureScene, goToScene, isTransitioning } from '../ui/transition';
import type { IdleController } from '../ui/runtime/idle';
import type { GameId } from '../engine/core';
import { showNotice, warnProblems } from './notice';
import { optionReader, type OptionValue } from './options';

const SHELL_SCENES = new Set(['Boot', 'Preloader']);

/** What `newGame` accepts: a game (default: the one on screen or last played), a seed, menu options. */
export interface NewGameRequest {
  game?: GameId | string;
  seed?: string;
  options?: Record<string, OptionValue>;
}

/** The scene that plays `game` (its descriptor's). */
const sceneOf = (game: GameId): string => gameInfo(game).scene.key;

export function topScene(game: Phaser.Game): Phaser.Scene | null {
  const active = game.scene?.getScenes(true) ?? [];
  return active[active.length - 1] ?? null;
}

export class Launcher {
  ready = false;
  /** The game on screen or last played (the default of `newGame`). */
  lastGame: GameId | null;
  /** The game to open instead of the menu (`game=…`), until it has been opened. */
  private firstLaunch: GameLaunch | null;
  /** The scene whose start makes the game 'ready' (null: the first after the shell). */
  private readyKey: string | null = null;
  private pendingNotice: string[];
  /** An online table to join at mount (`room=…`): the lobby opens instead of the menu. */
  private firstRoom: string | null = null;

  /**
   * @param problems the problems found so far (shown once a scene the player sees is up); later
   *   ones from `newGame` are added to it.
   * @param onReady called once, when the first scene after the shell runs (it then shows the notice).
   */
  constructor(
    private readonly game: Phaser.Game,
    firstLaunch: GameLaunch | null,
    private readonly problems: string[],
    private readonly isDestroyed: () => boolean,
    private readonly idle: () => IdleController | null,
    private readonly onReady: () => void,
  ) {
    this.firstLaunch = firstLaunch;
    this.lastGame = firstLaunch?.game ?? null;
    this.pendingNotice = problems.slice();
    game.events.on(Phaser.Core.Events.POST_STEP, this.watchReady);
  }

  /** Opens the online table `code` (its lobby) instead of the menu; call before Phaser is ready. */
  joinFirst(code: string): void {
    this.firstRoom = code;
    this.firstLaunch = null;
  }

  /** On Phaser's READY: downloads the first table's code while the shell starts, and keeps the menu out of sight meanwhile. */
  prefetchFirst(): void {
    const first = this.firstRoom !== null ? 'OnlineLobby' : this.firstLaunch ? sceneOf(this.firstLaunch.game) : null;
    if (!first) return;
    const menu = this.game.scene.getScene('Menu');
    ensureScene(this.game, first).catch((err: unknown) => {
      // Destroyed while it loaded: nothing failed that the page should hear about.
      if (this.isDestroyed()) return;
      // Stay on the menu, visibly (goToScene reports the failure once more when it tries).
      console.error('[card-table] could not load the game:', err);
      this.readyKey = 'Menu';
      if (menu?.sys.isActive()) menu.cameras.main.setAlpha(1);
    });
    menu?.events.once(Phaser.Scenes.Events.CREATE, () => {
      if (this.firstLaunch || this.firstRoom !== null) menu.cameras.main.setAlpha(0);
    });
  }

  /** Starts a new game from a page's request; problems with it are shown on the table. */
  newGame(request: NewGameRequest): void {
    const req = request && typeof request === 'object' ? request : {};
    const merged: Record<string, unknown> = { ...(req.options && typeof req.options === 'object' ? req.options : {}) };
    // The first registered game when nothing was played yet.
    const fallback = this.lastGame ?? gameIds()[0];
    merged.game = req.game ?? fallback;
    if (req.seed !== undefined) merged.seed = req.seed;
    const parsed = parseEmbedParams(optionReader(merged), randomSeed, `starting a new game of ${fallback}`);
    const found = parsed.problems;
    if (found.length > 0) {
      warnProblems(found);
      this.problems.push(...found);
      this.pendingNotice.push(...found);
    }
    const launch = parsed.launch ?? parseEmbedParams(optionReader({ game: fallback }), randomSeed).launch;
    if (launch) this.start(launch);
    // Shown on the table once it is up.
    if (found.length > 0) {
      const show = (): void => {
        const scene = topScene(this.game);
        const shown = launch ? sceneOf(launch.game) : 'Menu';
        if (scene && scene.scene.key === shown && !isTransitioning(this.game)) this.flushNotice();
        else if (!this.isDestroyed()) setTimeout(show, 100);
      };
      show();
    }
  }

  stop(): void {
    this.game.events.off(Phaser.Core.Events.POST_STEP, this.watchReady);
  }

  /** Starts `launch` from whatever is on screen, once no scene change is running. */
  private start(launch: GameLaunch, tries = 0): void {
    if (this.isDestroyed()) return;
    const scene = topScene(this.game);
    if (!this.ready || !scene || SHELL_SCENES.has(scene.scene.key)) {
      // Not started yet: the shell goes straight to it.
      this.firstLaunch = launch;
      return;
    }
    if (isTransitioning(this.game)) {
      if (tries < 100) setTimeout(() => this.start(launch, tries + 1), 50);
      return;
    }
    this.lastGame = launch.game;
    this.idle()?.wake();
    goToScene(scene, sceneOf(launch.game), launch, 'forward');
  }

  /** Shows the queued problems once a scene the player sees is up. */
  flushNotice(): void {
    const scene = topScene(this.game);
    if (!this.ready || this.pendingNotice.length === 0 || !scene || SHELL_SCENES.has(scene.scene.key)) return;
    const lines = this.pendingNotice;
    this.pendingNotice = [];
    showNotice(scene, lines);
  }

  /** 'ready': the first scene after the Preloader (the menu, or the table asked for) is running. */
  private readonly watchReady = (): void => {
    const scene = topScene(this.game);
    if (this.ready || !scene || SHELL_SCENES.has(scene.scene.key) || scene.sys.settings.status !== Phaser.Scenes.RUNNING) return;
    if (this.firstRoom !== null) {
      if (scene.scene.key !== 'Menu' || isTransitioning(this.game)) return;
      const join = this.firstRoom;
      this.firstRoom = null;
      this.readyKey = 'OnlineLobby';
      goToScene(scene, this.readyKey, { join });
      return;
    }
    if (this.firstLaunch) {
      if (scene.scene.key !== 'Menu' || isTransitioning(this.game)) return;
      const launch = this.firstLaunch;
      this.firstLaunch = null;
      this.lastGame = launch.game;
      this.readyKey = sceneOf(launch.game);
      goToScene(scene, this.readyKey, launch);
      return;
    }
    if (this.readyKey !== null && scene.scene.key !== this.readyKey) return;
    this.ready = true;
    this.stop();
    this.onReady();
  };
}
