/**
 * A slim `Phaser.Math`: Phaser's own math index pulls in every helper (matrices, quaternions, noise
 * hashes...), because `core/Config.js` and `utils/object/GetAdvancedValue.js` require all of it just
 * for the seeded `RND` generator. vite.config.ts points those two requires here instead; this object
 * is also what `Phaser.Math` is in Card Table's build (src/phaser-lite/index.js), so `Phaser.Math.RND`
 * is the same generator Phaser seeds from the game config. CommonJS like Phaser's sources, because
 * Config.js assigns `RND` on it.
 */
var Extend = require('../../node_modules/phaser/src/utils/object/Extend.js');

module.exports = Extend(false, {
  RandomDataGenerator: require('../../node_modules/phaser/src/math/random-data-generator/RandomDataGenerator.js'),
  Between: require('../../node_modules/phaser/src/math/Between.js'),
  Clamp: require('../../node_modules/phaser/src/math/Clamp.js'),
  DegToRad: require('../../node_modules/phaser/src/math/DegToRad.js'),
  Distance: require('../../node_modules/phaser/src/math/distance/index.js'),
  Easing: require('../../node_modules/phaser/src/math/easing/index.js'),
  FloatBetween: require('../../node_modules/phaser/src/math/FloatBetween.js'),
  Linear: require('../../node_modules/phaser/src/math/Linear.js'),
  RadToDeg: require('../../node_modules/phaser/src/math/RadToDeg.js'),
  Vector2: require('../../node_modules/phaser/src/math/Vector2.js'),
  Wrap: require('../../node_modules/phaser/src/math/Wrap.js'),
}, require('../../node_modules/phaser/src/math/const.js'));
