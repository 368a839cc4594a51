/**
 * Presses made before a view could be pressed do not press it.
 *
 * The menu swaps its view under the person's finger (Play opens a game's options, Back the tiles). It
 * holds its input off while the new view slides in, so the second tap of a double tap does nothing
 * there. On a loaded phone, though, the page may deliver that tap only after the long task that built
 * the view, and by then the view has slid in: the tap changed an option or opened the tile under Back.
 * So the scene notes when it opened its input (`openPresses`), and the widgets ignore a press made
 * (by its event's time) before then (`pressCounts`). A scene that never calls `openPresses` is unaffected.
 */

/** When each scene last opened its input to presses (`performance.now`, the clock of events' `timeStamp`). */
const openedAt = new WeakMap<object, number>();

/** Notes that `scene` takes presses from now on: any made before are for what it showed before. */
export function openPresses(scene: object): void {
  openedAt.set(scene, performance.now());
}

/** Whether a press (Phaser's pointer: `downTime` is its event's time) was made once `scene` took presses. */
export function pressCounts(scene: object | undefined, pointer: { downTime?: number }): boolean {
  const since = scene ? openedAt.get(scene) : undefined;
  return since === undefined || (pointer.downTime ?? Infinity) >= since;
}
