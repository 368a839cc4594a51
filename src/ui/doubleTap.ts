/**
 * The double-tap window, on the page's clock.
 *
 * Two presses (taps or clicks) this close together are one double tap or double click, wherever it
 * is asked: Gaps (a double tap on a card redeals; the second press is not a tap on the gap it left)
 * and Statistics (the second press of a double click on Reset is not its confirmation). It is
 * measured on `performance.now`'s clock, not on a scene's: a person's hand keeps the page's time, and
 * a scene clock may be scaled by the animation speed or paused with the scene.
 *
 * A press is timed when the person made it (its input event's time stamp), not when the page got to
 * it: on a busy page (a slow phone drawing a heavy frame) the second press of a quick double tap can
 * be handled more than the whole window after the first, and it was then taken for a press of its own.
 */

/** Two presses within this many ms are one double tap or double click. */
const DOUBLE_TAP_MS = 450;

/** The input events a press is made of; the one being handled now gives its time stamp. */
const PRESS_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown'] as const;

/** The time stamp of the input event being handled now (null between events). */
let handling: number | null = null;

function note(event: Event): void {
  const at = event.timeStamp;
  handling = at;
  // Cleared once the event's handlers are done (a timer runs after the whole dispatch).
  setTimeout(() => {
    if (handling === at) handling = null;
  }, 0);
}

// Capture on the window runs before the game's own listeners on its canvas, for every instance on the page.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  for (const type of PRESS_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
}

/** The time of a press, to hand to `withinDoubleTap` at the next press. */
export function pressTime(): number {
  return handling ?? performance.now();
}

/** Whether a press now follows the press at `since` closely enough to be its double tap (never after none). */
export function withinDoubleTap(since: number | null): boolean {
  return since !== null && pressTime() - since < DOUBLE_TAP_MS;
}
