/**
 * The double-tap window, on the page's clock.
 *
 * Two presses (taps or clicks) this close together are one double tap or double click, wherever it
 * is asked: Gaps (a double tap on a card redeals; the second press is not a tap on the gap it left)
 * and Statistics (the second press of a double click on Reset is not its confirmation). It is
 * measured on `performance.now`, not on a scene's clock: a person's hand keeps the page's time, and a
 * scene clock may be scaled by the animation speed or paused with the scene.
 */

/** Two presses within this many ms are one double tap or double click. */
const DOUBLE_TAP_MS = 450;

/** The time of a press, to hand to `withinDoubleTap` at the next press. */
export function pressTime(): number {
  return performance.now();
}

/** Whether a press now follows the press at `since` closely enough to be its double tap (never after none). */
export function withinDoubleTap(since: number | null): boolean {
  return since !== null && performance.now() - since < DOUBLE_TAP_MS;
}
