/**
 * One shader program for every textured quad batch, instead of one per number of textures.
 *
 * Stock Phaser 4 builds the quad batch shader for exactly as many textures as a batch binds
 * (`finalizeTextureCount(entry.unit)`): a batch of 3 textures uses program "TexCount 3", one of 5
 * another program, and so on up to the number of texture units. Card Table draws with many
 * textures (card sheets, every Text object has its own), so over a session a new count keeps
 * turning up, and each new program is compiled and linked synchronously on the main thread in the
 * middle of a frame: 100 ms to over a second each with a software GPU (measured in the runtime bench,
 * bench/runtime/profile.ts), a visible stall even on real GPUs.
 *
 * Here every multi-texture batch uses the program for the renderer's whole batch capacity
 * (`maxTexturesPerBatch`), so one program serves all batches. Sampler units the batch does not fill
 * are never read (each quad selects its own unit), and a unit that still holds a framebuffer's texture
 * is unbound by DrawingContext.beginDraw before every draw, as in stock Phaser.
 */
import BatchHandlerQuad from '../../node_modules/phaser/src/renderer/webgl/renderNodes/BatchHandlerQuad.js';

const finalize = BatchHandlerQuad.prototype.finalizeTextureCount;

BatchHandlerQuad.prototype.finalizeTextureCount = function finalizeTextureCount(count) {
  return finalize.call(this, Math.max(count, this.maxTexturesPerBatch));
};
