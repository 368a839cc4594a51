/**
 * Only the mouse's main button plays. Phaser takes a press of any button as a press: a right click
 * (a laptop's two-finger tap) on Take took the card, and the browser's context menu opened over the
 * table as well; a middle click on a card played it. Every game's buttons, cards and drags are
 * meant for the main button alone, so the other buttons' presses and releases are kept from the game
 * at its canvas, ahead of Phaser's listeners and of the tables' own (TableScene.listenForPresses).
 * The context menu itself is left to the browser.
 */
const EVENTS = ['mousedown', 'mouseup', 'pointerdown', 'pointerup'] as const;

/** Keeps presses of any mouse button but the main one from reaching the game on `canvas`; returns what undoes it. */
export function mainButtonOnly(canvas: HTMLCanvasElement): () => void {
  const drop = (event: Event): void => {
    const e = event as MouseEvent & { pointerType?: string };
    // Touch and pen report button 0 (or -1 for a move); only a mouse's other buttons are dropped.
    if (e.button > 0 && (e.pointerType === undefined || e.pointerType === 'mouse')) event.stopImmediatePropagation();
  };
  // Capturing listeners of the canvas run before its other listeners (Phaser's are not capturing).
  for (const type of EVENTS) canvas.addEventListener(type, drop, true);
  return () => {
    for (const type of EVENTS) canvas.removeEventListener(type, drop, true);
  };
}
