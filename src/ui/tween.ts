/**
 * Promise-returning tweens that honour the speed setting: every duration goes through `animMs`,
 * and under 'reduced' motion the properties jump to their end values at once.
 */
import Phaser from 'phaser';
import { animMs, durationScale } from '../platform/settings';

/** True when animations should be skipped (speed 'reduced', or a test's instant speed). */
export function isInstant(): boolean {
  return durationScale() === 0;
}

type Props = Record<string, number>;

/**
 * True when an animation on `scene` should jump to its end at once: instant speed, or a scene that
 * is shutting down and runs no more frames, so that code awaiting the animation goes on. (Not
 * !isActive(): that is false during create(), where opening animations are started.)
 */
export function endsAtOnce(scene: Phaser.Scene): boolean {
  return isInstant() || !scene.sys || scene.sys.settings.status >= Phaser.Scenes.SHUTDOWN;
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
      onComplete: () => resolve(),
      onStop: () => resolve(),
    });
    // killTweensOf() and scene shutdown destroy a tween without calling onStop or onComplete;
    // settle then too, or code awaiting an interrupted animation would wait forever.
    const destroy = tween.destroy.bind(tween);
    tween.destroy = () => {
      destroy();
      resolve();
    };
  });
}

/** Waits `animMs(baseMs)` on the scene clock (resolves at once when instant). */
export function wait(scene: Phaser.Scene, baseMs: number): Promise<void> {
  if (isInstant() || baseMs <= 0) return Promise.resolve();
  return new Promise((resolve) => scene.time.delayedCall(animMs(baseMs), () => resolve()));
}
