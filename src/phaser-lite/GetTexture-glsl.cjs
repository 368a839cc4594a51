/**
 * Replaces Phaser's renderer/webgl/shaders/GetTexture-glsl.js (vite.config.ts points its users here):
 * the fragment function that picks a quad's texture unit in a multi-texture batch.
 *
 * Stock Phaser compares the interpolated varying `outTexDatum` with each unit index for exact
 * equality. The value is the same at all four corners, but an interpolated varying is not guaranteed
 * to come out exactly equal to it. With SwiftShader (Chromium's software GPU) and batches of 8 or 16
 * units it did not: a card shadow on the menu's No Thanks tile was drawn from a dark panel texture's
 * unit, a dark rectangle over the 24 card. Rounding the index first picks the intended unit whatever
 * the interpolation does. The rest is as in Phaser.
 */
module.exports = [
  'uniform sampler2D uMainSampler[TEXTURE_COUNT];',
  'vec4 getTexture (vec2 texCoord)',
  '{',
  '    #if TEXTURE_COUNT == 1',
  '    return texture2D(uMainSampler[0], texCoord);',
  '    #else',
  '    float texId = floor(outTexDatum + 0.5);',
  '    if (texId == 0.0) return texture2D(uMainSampler[0], texCoord);',
  '    #define ELSE_TEX_CASE(INDEX) else if (texId == float(INDEX)) return texture2D(uMainSampler[INDEX], texCoord);',
  '    #pragma phaserTemplate(texIdProcess)',
  '    else return vec4(0.0, 0.0, 0.0, 0.0);',
  '    #endif',
  '}',
].join('\n');
