/**
 * A speech bubble for what a player says at the table ("No thanks!"): a rounded box with a tail
 * pointing at the speaker's name plate, on the first preferred side where it fits on screen without
 * covering any name plate (bubblePlacement.ts); it pops in, holds a moment and fades out.
 */
import Phaser from 'phaser';
import { ShapeImage } from './ShapeImage';
import { TextStampImage } from './textStamp';
import { COLORS, DEPTH, textStyle } from './theme';
import { tweenTo, wait } from './tween';
import { placeBubble, type BubbleSide } from './bubblePlacement';
import type { Box } from './layout';

export type { BubbleSide } from './bubblePlacement';

export interface SpeechBubbleOptions {
  /** The speaker's name plate. */
  anchor: Box;
  /** Boxes the bubble must not cover (every name plate at the table). */
  avoid: readonly Box[];
  /** Sides to try, best first. */
  prefer: readonly BubbleSide[];
  /** The text's colour (CSS). */
  color: string;
  /** The part of the screen it must stay in (default: all of it). */
  bounds?: Box;
  /** How long it stays readable before fading (base ms, through the speed setting). */
  holdMs?: number;
}

/**
 * Over the table, its cards in flight and the HUD, but under every dialog: the pass-and-play hand-over
 * curtain (opaque, so nothing of the table shows while the device travels) and the score sheet. On
 * the toasts' layer a computer's "No thanks!" had shown over the hand-over screen.
 */
export const BUBBLE_DEPTH = DEPTH.dialog - 10;

const PAD_X = 26;
const PAD_Y = 14;

/** Shows `text` in a bubble next to the speaker; resolves when it has faded away. */
export async function showSpeechBubble(scene: Phaser.Scene, text: string, opts: SpeechBubbleOptions): Promise<void> {
  const label = new TextStampImage(scene, 0, 0, text, textStyle('heading', { fontSize: '36px', color: opts.color }));
  const size = { width: Math.ceil(label.width) + 2 * PAD_X, height: Math.ceil(label.height) + 2 * PAD_Y };
  const bounds = opts.bounds ?? { x: 0, y: 0, width: scene.scale.width, height: scene.scale.height };
  const place = placeBubble(opts.anchor, size, bounds, opts.avoid, opts.prefer);
  const { box, tip } = place;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Drawn around the bubble's centre; the tail's base sits on the side facing the tip.
  const tx = tip.x - cx;
  const ty = tip.y - cy;
  const half = { w: box.width / 2, h: box.height / 2 };
  const tail: [number, number, number, number, number, number] =
    place.side === 'above' ? [tx - 14, half.h - 2, tx + 14, half.h - 2, tx, ty]
    : place.side === 'below' ? [tx - 14, -half.h + 2, tx + 14, -half.h + 2, tx, ty]
    : place.side === 'left' ? [half.w - 2, ty - 12, half.w - 2, ty + 12, tx, ty]
    : [-half.w + 2, ty - 12, -half.w + 2, ty + 12, tx, ty];
  const shape = new ShapeImage(scene).draw((g) => {
    g.fillStyle(0x000000, 0.3).fillRoundedRect(-half.w + 3, -half.h + 6, box.width, box.height, 20);
    g.fillStyle(COLORS.ink, 0.96).fillTriangle(...tail);
    g.fillStyle(COLORS.ink, 0.96).fillRoundedRect(-half.w, -half.h, box.width, box.height, 20);
    g.lineStyle(3, COLORS.gold, 0.9).strokeRoundedRect(-half.w, -half.h, box.width, box.height, 20);
  });
  const bubble = scene.add.container(cx, cy, [shape, label]).setDepth(BUBBLE_DEPTH).setName('speech-bubble');
  // It grows out of the tail's tip.
  bubble.setScale(0.4).setAlpha(0).setPosition(tip.x, tip.y);
  await tweenTo(scene, bubble, { alpha: 1, scaleX: 1, scaleY: 1, x: cx, y: cy }, 180, 'Back.easeOut');
  await wait(scene, opts.holdMs ?? 650);
  await tweenTo(scene, bubble, { alpha: 0 }, 260, 'Sine.easeIn');
  bubble.destroy();
}
