/**
 * A scene's set-up in steps, one per frame (used by the game tables; a module of its own so that only
 * they load it). See `pendingBuilds` in transition.ts for how the scene change waits for it.
 */
import Phaser from 'phaser';
import { pendingBuilds } from './transition';
import { noteLayoutSize } from './sizeChange';
import { idleControllerOf } from './runtime/idle';

/**
 * Runs a scene's set-up in steps, one game step (frame) each, so that opening a table is not one long
 * task blocking the page (the runtime budget allows no task over 50 ms after the menu; a table's
 * texts, shapes and cards take longer than that to make and upload on a slow machine). Call it from
 * `create` with the steps in order: the first runs at once, each next one in the following frame.
 * The transition into the scene keeps its curtain closed, and its input off, until the last step has
 * run, so nobody sees or touches a half-built table. If the scene shuts down meanwhile, the remaining
 * steps do not run (its timers are cleared).
 *
 * `ready`: the steps wait for it (a Gaps table first picks its deal on the solver worker), with the
 * curtain closed all the while; a word to the player meanwhile goes above it (`CURTAIN_DEPTH`).
 */
export function buildInSteps(scene: Phaser.Scene, steps: ReadonlyArray<() => void>, ready?: Promise<unknown>): void {
  const build = { onDone: (): void => {} };
  pendingBuilds.set(scene, build);
  // The window may turn while the steps run: the scene's `onSizeChange` then lays it out again.
  noteLayoutSize(scene);
  // A restart keeps the scene's event listeners: a step still waiting must not run in the next life.
  let stopped = false;
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    stopped = true;
    pendingBuilds.delete(scene);
  });
  const run = (i: number): void => {
    if (stopped) return;
    steps[i]?.();
    if (i + 1 >= steps.length) {
      pendingBuilds.delete(scene);
      build.onDone();
      return;
    }
    // A timer added after this step's clock update fires in the next step (a new frame and task); one
    // added earlier in the step (as from `create`) would fire within this one.
    scene.events.once(Phaser.Scenes.Events.POST_UPDATE, () => scene.time.delayedCall(0, () => run(i + 1)));
  };
  if (!ready) {
    run(0);
    return;
  }
  const go = (): void => {
    // The loop may have gone to sleep while nothing moved; the steps after the first need its frames.
    idleControllerOf(scene.game)?.wake();
    run(0);
  };
  ready.then(go, go);
}
