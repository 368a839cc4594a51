/**
 * Suit symbols drawn as our own vector paths (font glyphs for ♠♥♦♣ vary by platform and some render
 * as emoji). Each shape is designed in a unit box centred on the origin.
 */
import type { Suit } from '../../engine/core';

type Ctx = CanvasRenderingContext2D;

function heart(ctx: Ctx): void {
  ctx.moveTo(0, 0.46);
  ctx.bezierCurveTo(-0.12, 0.3, -0.5, 0.08, -0.5, -0.17);
  ctx.bezierCurveTo(-0.5, -0.42, -0.18, -0.52, 0, -0.27);
  ctx.bezierCurveTo(0.18, -0.52, 0.5, -0.42, 0.5, -0.17);
  ctx.bezierCurveTo(0.5, 0.08, 0.12, 0.3, 0, 0.46);
}

function diamond(ctx: Ctx): void {
  // Slightly concave sides, like printed diamonds.
  ctx.moveTo(0, -0.5);
  ctx.quadraticCurveTo(0.14, -0.2, 0.4, 0);
  ctx.quadraticCurveTo(0.14, 0.2, 0, 0.5);
  ctx.quadraticCurveTo(-0.14, 0.2, -0.4, 0);
  ctx.quadraticCurveTo(-0.14, -0.2, 0, -0.5);
}

/** The flared stem shared by spades and clubs. */
function stem(ctx: Ctx): void {
  ctx.moveTo(-0.05, 0.12);
  ctx.quadraticCurveTo(-0.04, 0.4, -0.2, 0.5);
  ctx.lineTo(0.2, 0.5);
  ctx.quadraticCurveTo(0.04, 0.4, 0.05, 0.12);
  ctx.closePath();
}

function spade(ctx: Ctx): void {
  ctx.moveTo(0, -0.5);
  ctx.bezierCurveTo(0.12, -0.32, 0.5, -0.12, 0.5, 0.12);
  ctx.bezierCurveTo(0.5, 0.36, 0.2, 0.42, 0.02, 0.24);
  ctx.lineTo(-0.02, 0.24);
  ctx.bezierCurveTo(-0.2, 0.42, -0.5, 0.36, -0.5, 0.12);
  ctx.bezierCurveTo(-0.5, -0.12, -0.12, -0.32, 0, -0.5);
  ctx.closePath();
  stem(ctx);
}

function club(ctx: Ctx): void {
  const r = 0.215;
  for (const [x, y] of [[0, -0.25], [-0.25, 0.07], [0.25, 0.07]] as const) {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.moveTo(0, -0.1);
  ctx.lineTo(0.14, 0.1);
  ctx.lineTo(0, 0.2);
  ctx.lineTo(-0.14, 0.1);
  ctx.closePath();
  stem(ctx);
}

const SHAPES: Record<Suit, (ctx: Ctx) => void> = { H: heart, D: diamond, S: spade, C: club };

/** Fills the suit symbol of height `size` centred on (x, y); `flipped` turns it upside down. */
export function drawSuit(ctx: Ctx, suit: Suit, x: number, y: number, size: number, fill: string | CanvasGradient, flipped = false): void {
  ctx.save();
  ctx.translate(x, y);
  if (flipped) ctx.rotate(Math.PI);
  ctx.scale(size, size);
  ctx.beginPath();
  SHAPES[suit](ctx);
  ctx.fillStyle = fill;
  ctx.fill('nonzero');
  ctx.restore();
}

export const SUIT_INK: Record<Suit, string> = { S: '#1b1b22', C: '#1b1b22', H: '#c8202f', D: '#c8202f' };
