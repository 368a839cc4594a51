/**
 * A view scrolled by dragging it (a finger or the mouse) and with the wheel, as a phone's page
 * scrolls. A press becomes a scroll only once it has moved a few CSS pixels, so a tap that wobbles
 * is still a tap; and a press that became a scroll presses nothing when it is lifted
 * (`pressScrolled`: Button and `onTap` ask it), so a lobby scrolled by a finger that lifts over a
 * button or an option changes nothing.
 */
import Phaser from 'phaser';

/** How far (CSS px) a press moves before it is a scroll and not a tap. */
const SLOP_CSS_PX = 8;

/** Pointers whose current press turned into a scroll (until their next press). */
const scrolling = new WeakSet<Phaser.Input.Pointer>();

/** Whether this pointer's press scrolled a view: lifting it then presses no control. */
export function pressScrolled(pointer: Phaser.Input.Pointer | undefined): boolean {
  return pointer !== undefined && scrolling.has(pointer);
}

export interface DragScrollOptions {
  /** Whether a press at `pointer` may start a drag (its place, or whether there is anything to scroll); the wheel always scrolls. */
  accepts?: (pointer: Phaser.Input.Pointer) => boolean;
  /** The view's scroll now (game px from its top). */
  position: () => number;
  /** Scrolls to `y` (the callee clamps it): followed while dragging, a step of the wheel. */
  scrollTo: (y: number, by: 'drag' | 'wheel') => void;
}

/** Scrolls a scene's view by drags and the wheel (see the file comment). */
export function bindDragScroll(scene: Phaser.Scene, options: DragScrollOptions): void {
  const accepts = (p: Phaser.Input.Pointer): boolean => options.accepts?.(p) ?? true;
  let from: { y: number; scroll: number } | null = null;
  scene.input.on(Phaser.Input.Events.POINTER_WHEEL, (_p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => options.scrollTo(options.position() + dy, 'wheel'));
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
    scrolling.delete(p);
    from = accepts(p) ? { y: p.y, scroll: options.position() } : null;
  });
  scene.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
    if (!from || !p.isDown) return;
    if (!scrolling.has(p)) {
      const slop = SLOP_CSS_PX * scene.scale.displayScale.y;
      if (Math.abs(p.y - from.y) < slop) return;
      // From here the view follows the finger, the slop behind it (rather than jumping by it).
      scrolling.add(p);
      from = { y: from.y + Math.sign(p.y - from.y) * slop, scroll: from.scroll };
    }
    options.scrollTo(from.scroll - (p.y - from.y), 'drag');
  });
  scene.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
    // Where the finger lifts is where the view rests (its last moves may have come together with it).
    if (from && scrolling.has(p)) options.scrollTo(from.scroll - (p.y - from.y), 'drag');
    from = null;
  });
}
