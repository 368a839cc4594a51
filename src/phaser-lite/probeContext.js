/**
 * Keeps alive the WebGL context that Phaser's device check makes when it loads (device/Features.js,
 * `testWebGL`: a context on a throwaway 1×1 canvas, to learn whether WebGL works at all).
 *
 * Why: left to the garbage collector, that context is destroyed whenever a collection happens to sweep
 * it, and destroying a context first waits until the GPU process has done all the work queued before
 * it. Collections come when the page allocates a lot, i.e. while a game table starts and its card art
 * is drawn, which is also when the GPU is busiest: traces of table starts with a software GPU showed
 * the main thread waiting 30–120 ms there, inside Blink's sweeper (`CommandBufferHelper::Finish`,
 * `TransferBuffer::Free`), in about one start in fifteen. Kept, the context costs a 1×1 drawing buffer.
 *
 * This module must be the first import of the Phaser build (index.js): the capture is installed when it
 * loads and ended by `endProbeCapture`, which index.js calls once all of Phaser's modules have loaded.
 * Only contexts asked for in between are kept (Phaser's check makes one); the game's own context comes
 * later and is left to its game.
 */

/** The WebGL contexts asked for while Phaser loaded (the device check's), kept for the page's life. */
const probeContexts = [];

const canvasClass = typeof HTMLCanvasElement === 'function' ? HTMLCanvasElement : null;
const nativeGetContext = canvasClass ? canvasClass.prototype.getContext : null;

if (canvasClass && nativeGetContext) {
  canvasClass.prototype.getContext = function getContext(type, attributes) {
    const context = nativeGetContext.call(this, type, attributes);
    if (context && String(type).includes('webgl')) probeContexts.push(context);
    return context;
  };
}

/** Ends the capture: `getContext` is the browser's own again. */
export function endProbeCapture() {
  if (canvasClass && nativeGetContext) canvasClass.prototype.getContext = nativeGetContext;
}
