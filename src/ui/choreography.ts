/**
 * A choreography: many small timed property animations (steps, see stepPlayer.ts) played by one
 * per-frame handler, for animations that move dozens of objects on a schedule, like a deal.
 *
 * Why not one Phaser tween per step: the tween manager updates every tween it holds every frame,
 * also while it waits out its delay, and building a tween (TweenBuilder, property parsing, its
 * listeners) costs much more than a frame of animating it. Measured on the Gaps deal with a software
 * GPU: the 56 cards' tweens created up front with delays cost 1.31 instead of 1.11 ms of main-thread
 * time per frame. A choreography keeps its steps sorted by start and touches only the running ones.
 *
 * Steps honour the speed setting like every tween (start times and durations go through `animMs`;
 * when instant, every step is applied at once, in order). One scene timer spans the whole
 * choreography, so the idle sleep (src/ui/runtime/idle.ts) sees something pending and never stops the
 * loop halfway, also while no step is running.
 */
import Phaser from 'phaser';
import { animMs } from '../platform/settings';
import { StepPlayer, type Step } from './stepPlayer';
import { trackAnimation } from './finishNow';
import { endsAtOnce } from './tween';

export { EASE, type Ease, type Step } from './stepPlayer';

export interface Choreography {
  /** Settles when every step has ended, or when the choreography is stopped or its scene shuts down. */
  readonly done: Promise<void>;
  /** Stops where it is: steps not ended stay as they are and their onEnd is not called. */
  stop(): void;
}

/** Plays `steps` (times in base ms, before the speed setting) on `scene`'s frames. */
export function choreograph(scene: Phaser.Scene, steps: readonly Step[]): Choreography {
  const instant = endsAtOnce(scene);
  const scaled = steps.map((s) => ({ ...s, at: instant ? 0 : animMs(s.at), ms: instant || s.ms <= 0 ? 0 : animMs(s.ms) }));
  const player = new StepPlayer(scaled);
  if (instant || player.finished) {
    player.finishAll();
    return { done: Promise.resolve(), stop: () => undefined };
  }
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const frame = (_time: number, delta: number): void => {
    player.advance(delta);
    if (player.finished) end();
  };
  // Keeps the idle sleep away while the choreography runs. It fires only if the frames fell far
  // behind (the loop was held asleep, say): then everything left jumps to its end.
  const keepAwake = scene.time.delayedCall(player.total + 1000, () => {
    player.finishAll();
    end();
  });
  // A person's press finishes it at once (finishNow.ts): every step jumps to its end, in order.
  const untrack = trackAnimation(scene, {
    finish: () => {
      player.finishAll();
      end();
    },
  });
  function end(): void {
    untrack();
    scene.events.off(Phaser.Scenes.Events.UPDATE, frame);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, end);
    keepAwake.remove(false);
    settle();
  }
  scene.events.on(Phaser.Scenes.Events.UPDATE, frame);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, end);
  return { done, stop: end };
}
