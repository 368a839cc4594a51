/**
 * `import Phaser from 'phaser'` inside the game tables (src/scenes/{NoThanksTable,GapsTableau,
 * SequenceBoard}.ts and src/scenes/{nothanks,gaps,sequence}/) resolves here (vite.config.ts): the
 * same namespace as everywhere else, plus the Phaser parts only the tables use, so they download
 * with the first table instead of with the menu:
 *   - particle emitters (`scene.add.particles`: confetti in Gaps, chips in the No Thanks results),
 *   - the Glow filter (`gameObject.filters.internal.addGlow`: Sequence lines).
 */
import Phaser from './index.js';
import { provide } from './deferred.js';
import Particles from '../../node_modules/phaser/src/gameobjects/particles/index.js';
import '../../node_modules/phaser/src/gameobjects/particles/ParticleEmitterFactory.js';
import Glow from '../../node_modules/phaser/src/filters/Glow.js';
import FilterGlow from '../../node_modules/phaser/src/renderer/webgl/renderNodes/filters/FilterGlow.js';

provide('filters/Glow', Glow);
provide('renderer/webgl/renderNodes/filters/FilterGlow', FilterGlow);
Phaser.GameObjects.Particles = Particles;

export default Phaser;
