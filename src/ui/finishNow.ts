/**
 * "Finish now": a person's press while a move animates jumps every running animation of the scene
 * to its end at once, so that the press is then handled on the table as the game state has it (the
 * best solitaires let you pick up the next card while the last one still moves).
 *
 * Every animation helper registers what it runs here (`tweenTo` and `wait` in tween.ts, a
 * choreography in choreography.ts): each one knows how to jump to its end. An animation is mostly a
 * chain of them (`await slide; await pop`), so while a scene finishes, every new one ends at once too
 * (`isFinishing`, read by `endsAtOnce`), and the rest of the chain runs out in the same turn of the
 * event loop. The table scene (ui/table/TableScene.ts) starts finishing on a press and stops once
 * nothing animates, so the next computer move animates as usual.
 *
 * Plain TypeScript on purpose (scenes are only keys here), so that it is unit-tested in Node.
 */

/** Something running that can jump to its end at once. */
export interface Finishable {
  /** Writes the end values, stops, and settles whatever awaits it. */
  finish(): void;
  /** What it moves (a tween's targets): a press on one of them while it moves is meant for it. */
  targets?: readonly object[];
}

interface SceneAnimations {
  running: Set<Finishable>;
  finishing: boolean;
}

const byScene = new WeakMap<object, SceneAnimations>();

function animationsOf(scene: object): SceneAnimations {
  let a = byScene.get(scene);
  if (!a) {
    a = { running: new Set(), finishing: false };
    byScene.set(scene, a);
  }
  return a;
}

/** Registers a running animation of `scene`; returns what unregisters it (call it when it ends). */
export function trackAnimation(scene: object, animation: Finishable): () => void {
  const { running } = animationsOf(scene);
  running.add(animation);
  return () => void running.delete(animation);
}

/** True while `scene` finishes its animations: one started now ends at once (the rest of a chain). */
export function isFinishing(scene: object): boolean {
  return byScene.get(scene)?.finishing === true;
}

/**
 * Jumps every running animation of `scene` to its end, in the order they started, and makes every
 * animation started from now on end at once until `stopFinishing`.
 */
export function finishAnimations(scene: object): void {
  const a = animationsOf(scene);
  a.finishing = true;
  for (const animation of [...a.running]) {
    a.running.delete(animation);
    animation.finish();
  }
}

/** Animations of `scene` run at their pace again. */
export function stopFinishing(scene: object): void {
  const a = byScene.get(scene);
  if (a) a.finishing = false;
}

/** Forgets what `scene` had running (it shut down: its timers and tweens are gone with it). */
export function forgetAnimations(scene: object): void {
  byScene.delete(scene);
}

/** What the running animations of `scene` move (each once), in the order they started. */
export function movingTargets(scene: object): object[] {
  const a = byScene.get(scene);
  return a ? [...new Set([...a.running].flatMap((r) => r.targets ?? []))] : [];
}

/** How many animations of `scene` are running (for tests). */
export function runningAnimations(scene: object): number {
  return byScene.get(scene)?.running.size ?? 0;
}
