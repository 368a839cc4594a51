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
import MakeGetTexture from '../../node_modules/phaser/src/renderer/webgl/shaders/additionMakers/MakeGetTexture.js';
import MakeDefineTexCount from '../../node_modules/phaser/src/renderer/webgl/shaders/additionMakers/MakeDefineTexCount.js';

/**
 * The shader additions for a texture count, made once per count. Stock `finalizeTextureCount` runs
 * before every draw call of a batch and, each time, filters the program's addition list by tag twice
 * (new arrays), builds both additions again (string templating) and searches the list by name to
 * replace them: a tenth of the main thread's frame time at the No Thanks table in profiles. Here the
 * additions are shared objects (Phaser never mutates these two), so a list that already holds them
 * is left alone, and one pass without allocation swaps them in otherwise.
 */
const additionsByCount = new Map();

function additionsFor(count) {
  let pair = additionsByCount.get(count);
  if (!pair) {
    pair = { texture: MakeGetTexture(count), texCount: MakeDefineTexCount(count) };
    additionsByCount.set(count, pair);
  }
  return pair;
}

BatchHandlerQuad.prototype.finalizeTextureCount = function finalizeTextureCount(count) {
  // As in stock Phaser: with lighting the normal map is bound to another unit and not counted.
  const wanted = this.renderOptions.lighting ? 1 : Math.max(count, this.maxTexturesPerBatch);
  const { texture, texCount } = additionsFor(wanted);
  const additions = this.programManager.currentConfig.additions;
  for (let i = 0; i < additions.length; i++) {
    const addition = additions[i];
    if (addition === texture || addition === texCount || !addition.tags) continue;
    if (addition.tags.includes('TEXTURE')) additions[i] = texture;
    else if (addition.tags.includes('TexCount')) additions[i] = texCount;
  }
};
