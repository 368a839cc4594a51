/**
 * A burst of confetti over the whole table for a win: small paper strips in the table's colours
 * that fly up, tumble and fall. Visual only (Phaser's particle randomness never touches the game);
 * skipped under reduced motion.
 */
import Phaser from 'phaser';
import { COLORS, DEPTH } from '../../ui';
import { animMs } from '../../platform/settings';
import { isInstant } from '../../ui/tween';

const TEXTURE = 'gaps-confetti';

function ensureTexture(scene: Phaser.Scene): void {
  if (scene.textures.exists(TEXTURE)) return;
  const tex = scene.textures.createCanvas(TEXTURE, 14, 22);
  if (!tex) return;
  const ctx = tex.getContext();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 14, 22);
  tex.refresh();
}

/**
 * Throws confetti from both bottom corners; the emitters remove themselves when done. Returns a
 * function that clears it at once (a celebration skipped with a click).
 */
export function throwConfetti(scene: Phaser.Scene): () => void {
  if (isInstant()) return () => undefined;
  const emitters: Phaser.GameObjects.Particles.ParticleEmitter[] = [];
  ensureTexture(scene);
  const { width, height } = scene.scale;
  const life = animMs(2600);
  for (const [x, angle] of [
    [0, { min: -80, max: -40 }],
    [width, { min: -140, max: -100 }],
  ] as const) {
    const emitter = scene.add.particles(x, height, TEXTURE, {
      angle,
      speed: { min: height * 0.9, max: height * 1.5 },
      gravityY: height * 0.9,
      lifespan: life,
      rotate: { start: 0, end: 720 },
      scaleX: { start: 1, end: 0.3 },
      scaleY: { min: 0.6, max: 1 },
      alpha: { start: 1, end: 0.7 },
      tint: [COLORS.gold, COLORS.red, COLORS.info, COLORS.success, COLORS.paper],
      emitting: false,
    });
    emitter.setDepth(DEPTH.dialog - 1);
    emitter.explode(90);
    emitters.push(emitter);
    scene.time.delayedCall(life + 200, () => emitter.destroy());
  }
  return () => {
    for (const e of emitters) if (e.active) e.destroy();
  };
}
