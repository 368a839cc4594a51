/**
 * A press on something that moves: a person who taps the No Thanks card while it still flies in from
 * the stack means that card. The table finishes every animation on a press (finishNow.ts), and the
 * card then lands away from the finger, where Phaser's hit test of the press no longer finds it. So
 * the table notes what moves under the press before finishing (`movingUnder`), and once Phaser has
 * handled the press, gives it to that object where it landed (`pressOnLanded`), unless the press found
 * something to act on where it is.
 */
import type Phaser from 'phaser';
import { movingTargets } from '../finishNow';

type Pressable = Phaser.GameObjects.GameObject & { depth?: number; getBounds?: () => Phaser.Geom.Rectangle };

/** The scene's point (design units) of a page event, as Phaser reads it (the main camera is not moved). */
export function pressPoint(scene: Phaser.Scene, event: Event): { x: number; y: number } | null {
  const e = event as Partial<MouseEvent>;
  if (typeof e.pageX !== 'number' || typeof e.pageY !== 'number') return null;
  return { x: scene.scale.transformX(e.pageX), y: scene.scale.transformY(e.pageY) };
}

/** The objects now moving in `scene` whose bounds hold `at`. */
export function movingUnder(scene: Phaser.Scene, at: { x: number; y: number }): Pressable[] {
  return (movingTargets(scene) as Pressable[]).filter((o) => typeof o.getBounds === 'function' && o.getBounds().contains(at.x, at.y));
}

/** Whether `o` takes presses now (it exists, is interactive and listens to them). */
function takesPresses(o: Pressable): boolean {
  return !!o.scene && o.input?.enabled === true && o.listenerCount('pointerdown') > 0;
}

/**
 * After Phaser handled the press at `at`: when nothing under it takes presses, the topmost of
 * `pressed` (what moved under it) that takes them now gets it, as if pressed where it landed.
 */
export function pressOnLanded(scene: Phaser.Scene, pressed: readonly Pressable[], at: { x: number; y: number }): void {
  const input = scene.input as Phaser.Input.InputPlugin & { _list: Pressable[] };
  const probe = { x: at.x, y: at.y } as unknown as Phaser.Input.Pointer;
  const here = input.manager.hitTest(probe, input._list, scene.cameras.main, []) as Pressable[];
  if (here.some(takesPresses)) return;
  const target = pressed.filter(takesPresses).sort((a, b) => (b.depth ?? 0) - (a.depth ?? 0))[0];
  if (!target) return;
  const pointer = input.activePointer;
  target.emit('pointerdown', pointer, 0, 0, { stopPropagation: () => undefined });
}
