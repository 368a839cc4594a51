/**
 * The Gaps win: the classic solitaire cascade. The cards leave the finished tableau one by one, kings
 * first, each thrown sideways, falling and bouncing along the bottom edge off the screen, and leaving
 * a trail of copies behind it, while a "You won!" ribbon comes up over the table. About three seconds;
 * a click, tap or key skips it (ui/Celebration), and under reduced motion only its end is shown: the
 * cards in place. In every case the cards end where the state has them, so the table can be looked at
 * behind the result.
 *
 * Deterministic: each card's throw comes from its place in the order (a small hash), not from a
 * random generator, so a frame strip of the cascade looks the same every time.
 */
import Phaser from 'phaser';
import { rankValue, type CardCode } from '../../engine/core';
import { COLORS, DEPTH, TEX, cardFrame, playSound, type CardSprite } from '../../ui';
import { CelebrationBanner, celebrate } from '../../ui/Celebration';
import { t } from '../../platform/i18n';
import { throwConfetti } from './confetti';

/** Time between two cards leaving (base ms), and how long the last one may fly. */
const LAUNCH_EVERY = 42;
const LAST_FLIGHT = 1500;
/** Trail copies: one every this many base ms per card in flight, at most this many in all. */
const TRAIL_EVERY = 55;
const MAX_TRAIL = 520;
/** Above the tableau, the spotlight and the HUD's strip; below the cards in flight (DEPTH.drag). */
const TRAIL_DEPTH = DEPTH.hud - 40;

export interface CascadeParts {
  scene: Phaser.Scene;
  /** Every card on the table, each with its place at rest (`home`). */
  cards: readonly CardSprite[];
  cardW: number;
  cardH: number;
  scale: number;
  /** The tableau's bounds: the ribbon is centred on them. */
  area: { x: number; y: number; width: number; height: number };
  /** Puts every card back where the state has it (the end of the celebration). */
  putBack(): void;
}

interface Flyer {
  sprite: CardSprite;
  frame: string;
  start: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  nextTrail: number;
  gone: boolean;
}

/** A number in [0, 1) from an integer: the throws vary without a random generator. */
function hash01(n: number): number {
  const x = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** Plays the cascade; resolves once it is over or skipped, with every card back in place. */
export function winCascade(p: CascadeParts): Promise<void> {
  const { scene, cardW, cardH, scale } = p;
  const { width, height } = scene.scale;
  // Kings first, then queens …, each rank row by row, as the cards leave a finished Gaps tableau.
  const order = [...p.cards].sort((a, b) => rankValue(b.id as CardCode) - rankValue(a.id as CardCode) || a.home.y - b.home.y);
  const flyers: Flyer[] = order.map((sprite, i) => {
    const toLeft = sprite.home.x < width / 2 !== hash01(i * 3 + 2) < 0.25;
    return {
      sprite,
      frame: cardFrame(sprite.id as CardCode),
      start: i * LAUNCH_EVERY,
      x: sprite.home.x,
      y: sprite.home.y,
      vx: (toLeft ? -1 : 1) * width * (0.32 + 0.3 * hash01(i * 3)),
      vy: -height * (0.2 + 0.55 * hash01(i * 3 + 1)),
      nextTrail: 0,
      gone: false,
    };
  });
  const gravity = height * 2.6;
  const floor = height - (cardH / 2) * 0.96;
  const trail: Phaser.GameObjects.Image[] = [];
  const banner = new CelebrationBanner(scene, t('gaps.won.banner'), COLORS.panel, p.area, 'gaps:win-banner');
  let stopConfetti: () => void = () => undefined;
  playSound('win');

  const step = (now: number, dtMs: number): void => {
    banner.show((now - 250) / 450);
    if (now >= 300 && now - dtMs < 300) stopConfetti = throwConfetti(scene);
    const dt = dtMs / 1000;
    for (const [i, f] of flyers.entries()) {
      if (f.gone || now < f.start) continue;
      const sprite = f.sprite;
      if (sprite.depth < DEPTH.drag) {
        // Leaves its place: above everything on the table, face bright (no lock badge in flight).
        sprite.setDepth(DEPTH.drag + i).setLocked(false).setHighlight('none');
      }
      f.vy += gravity * dt;
      f.x += f.vx * dt;
      f.y += f.vy * dt;
      if (f.y > floor) {
        // A bounce that loses a quarter of its height each time.
        f.y = floor - (f.y - floor);
        f.vy = -Math.abs(f.vy) * 0.75;
      }
      sprite.setPosition(f.x, f.y);
      if (f.x < -cardW || f.x > width + cardW) {
        f.gone = true;
        sprite.setVisible(false);
        continue;
      }
      if (now >= f.nextTrail && trail.length < MAX_TRAIL) {
        f.nextTrail = now + TRAIL_EVERY;
        trail.push(scene.add.image(f.x, f.y, TEX.cards, f.frame).setScale(scale).setDepth(TRAIL_DEPTH));
      }
    }
  };

  const end = (): void => {
    stopConfetti();
    for (const img of trail) img.destroy();
    trail.length = 0;
    banner.destroy();
    for (const f of flyers) f.sprite.setVisible(true).setLocked(false).setHighlight('none');
    p.putBack();
    // The finished tableau stays bright (no padlocks) behind the result.
    for (const f of flyers) f.sprite.setLocked(false);
  };

  return celebrate(scene, { name: 'gaps:cascade', baseMs: (flyers.length - 1) * LAUNCH_EVERY + LAST_FLIGHT, step, end });
}
