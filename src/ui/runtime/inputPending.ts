/**
 * Whether a scene's input has changes Phaser has not applied yet. Objects made interactive (or
 * removed) join the hit-test list only at the start of the scene's next step, just before they are
 * first drawn. Until then a click on them is lost, so the idle loop must not sleep (src/ui/runtime/idle.ts)
 * and the browser-test hook does not report them yet (src/ui/runtime/testHook.ts).
 */
import type Phaser from 'phaser';

/** The InputPlugin's queues (public fields, not in Phaser's typings). */
interface InputQueues {
  _pendingInsertion?: unknown[];
  _pendingRemoval?: unknown[];
}

export function inputPending(scene: Phaser.Scene): boolean {
  const queues = scene.input as unknown as InputQueues | undefined;
  return (queues?._pendingInsertion?.length ?? 0) > 0 || (queues?._pendingRemoval?.length ?? 0) > 0;
}
