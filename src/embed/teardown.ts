/**
 * Taking a mounted game down for good: its scenes shut down (so their workers and listeners go),
 * Phaser's own teardown, and the WebGL context released at once instead of when the garbage
 * collector gets to it.
 */
import Phaser from 'phaser';

/** Tells whether the game is inside a frame (between PRE_STEP and POST_RENDER). */
export class FrameTracker {
  inStep = false;
  private readonly onPreStep = (): void => {
    this.inStep = true;
  };
  private readonly onPostRender = (): void => {
    this.inStep = false;
  };

  constructor(private readonly game: Phaser.Game) {
    game.events.on(Phaser.Core.Events.PRE_STEP, this.onPreStep);
    game.events.on(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }

  stop(): void {
    this.game.events.off(Phaser.Core.Events.PRE_STEP, this.onPreStep);
    this.game.events.off(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }
}

/**
 * Phaser's game.destroy does not shut scenes down: stops them first, so their SHUTDOWN handlers run
 * (computer-player workers terminate, settings listeners unsubscribe).
 */
export function shutDownScenes(game: Phaser.Game): void {
  if (!game.isBooted || !game.scene) return;
  for (const scene of [...game.scene.getScenes(false)] as Phaser.Scene[]) {
    try {
      const status = scene.sys.settings.status;
      if (status >= Phaser.Scenes.START && status <= Phaser.Scenes.SLEEPING) scene.sys.shutdown();
    } catch (err) {
      console.error('[card-table] a scene failed to shut down:', err);
    }
  }
}

/**
 * Destroys `game` and loses its WebGL context, then calls `afterwards` (e.g. to give the host its
 * style back): at once where it can, otherwise once Phaser has started its loop or finished the frame.
 */
export function destroyGame(game: Phaser.Game, frames: FrameTracker, afterwards: () => void): void {
  const renderer = game.renderer as unknown as { gl?: WebGLRenderingContext } | null;
  const gl = renderer?.gl ?? null;
  const loseContext = (): void => {
    try {
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      /* already lost */
    }
    afterwards();
  };
  frames.stop();
  game.destroy(true);
  // Phaser's own teardown, which game.destroy() otherwise leaves to the next frame (not in the typings).
  const runDestroy = (): void => (game as unknown as { runDestroy(): void }).runDestroy();
  if (!game.isRunning) {
    // Still booting. Phaser counts itself booted before its textures are ready, but its scene
    // manager has no system scene until READY (runDestroy would throw on it) and READY's own
    // handler then starts the loop and its visibility listeners: tear down right after that.
    const afterStart = (): void =>
      queueMicrotask(() => {
        runDestroy();
        loseContext();
      });
    // Destroyed from a READY listener: the loop starts as soon as that emit returns.
    if (game.scene.isBooted) afterStart();
    else game.events.once(Phaser.Core.Events.READY, afterStart);
  } else if (!frames.inStep) {
    // Outside a frame: tear down now (a sleeping or paused loop would never get to it).
    runDestroy();
    loseContext();
  } else {
    // Called from inside a frame (e.g. an event listener): Phaser finishes it after this frame.
    game.events.once(Phaser.Core.Events.DESTROY, () => setTimeout(loseContext, 0));
  }
}
