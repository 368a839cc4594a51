/**
 * Promise-returning tweens that honour the speed setting: every duration goes through `animMs`,
 * and under 'reduced' motion the properties jump to their end values at once.
 */
import Phaser from 'phaser';
import { animMs, durationScale } from '../platform/settings';
import { isFinishing, trackAnimation } from './finishNow';

/** True when animations should be skipped (speed 'reduced', or a test's instant speed). */
export function isInstant(): boolean {
  return durationScale() === 0;
}

type Props = Record<string, number>;

/**
 * True when an animation on `scene` should jump to its end at once: instant speed, a scene finishing
 * its animations because a person pressed (finishNow.ts), or a scene that is shutting down and runs
 * no more frames, so that code awaiting the animation goes on. (Not !isActive(): that is false during
 * create(), where opening animations are started.)
 */
export function endsAtOnce(scene: Phaser.Scene): boolean {
  return isInstant() || isFinishing(scene) || !scene.sys || scene.sys.settings.status >= Phaser.Scenes.SHUTDOWN;
}

/** Tweens `targets` to `props` over `animMs(baseMs)`; resolves when done (or at once if instant). */
export function tweenTo(scene: Phaser.Scene, targets: object | object[], props: Props, baseMs: number, ease = 'Cubic.easeOut'): Promise<void> {
  const list = Array.isArray(targets) ? targets : [targets];
  if (endsAtOnce(scene)) {
    for (const t of list) Object.assign(t, props);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const tween = scene.tweens.add({
      targets: list,
      ...props,
      duration: animMs(baseMs),
      ease,
      onComplete: () => {
        untrack();
        resolve();
      },
      onStop: () => {
        untrack();
        resolve();
      },
    });
    // killTweensOf() and scene shutdown destroy a tween without calling onStop or onComplete;
    // settle then too, or code awaiting an interrupted animation would wait forever.
    const destroy = tween.destroy.bind(tween);
    tween.destroy = () => {
      untrack();
      destroy();
      resolve();
    };
    // Finished at once on a person's press: stopped where it is, then put at its end.
    const untrack = trackAnimation(scene, {
      finish: () => {
        tween.destroy();
        for (const t of list) Object.assign(t, props);
      },
      targets: list,
    });
  });
}

/** Waits `animMs(baseMs)` on the scene clock (resolves at once when instant). */
export function wait(scene: Phaser.Scene, baseMs: number): Promise<void> {
  if (isInstant() || isFinishing(scene) || baseMs <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const untrack = trackAnimation(scene, {
      finish: () => {
        timer.remove(false);
        resolve();
      },
    });
    const timer = scene.time.delayedCall(animMs(baseMs), () => {
      untrack();
      resolve();
    });
  });
}
