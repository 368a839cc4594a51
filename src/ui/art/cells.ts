/**
 * Sequence board cells (120×120): big rank + suit for every non-jack card, the four free corners,
 * and the numbers 1..48 of Sequence Numbers.
 */
import { RANKS, SUITS, type CardCode, type Suit } from '../../engine/core';
import { CELL, FONT } from '../theme';
import { centredText, roundRectPath, type Ctx, type FrameSpec } from './canvas';
import { cellFrame, numFrame } from './keys';
import { drawSuit, SUIT_INK } from './suits';

const S = CELL;

function tile(ctx: Ctx, top = '#fffefb', bottom = '#efe9db'): void {
  roundRectPath(ctx, 2, 2, S - 4, S - 4, 10);
  const g = ctx.createLinearGradient(0, 0, 0, S);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#a9a294';
  ctx.lineWidth = 2;
  ctx.stroke();
}

export function drawCardCell(ctx: Ctx, code: CardCode): void {
  tile(ctx);
  const suit = code[1] as Suit;
  const rank = code[0] === 'T' ? '10' : code[0]!;
  const ink = SUIT_INK[suit];
  centredText(ctx, rank, S / 2, 40, `bold ${rank.length > 1 ? 46 : 52}px ${FONT}`, ink, 92);
  drawSuit(ctx, suit, S / 2, 86, 42, ink);
}

function starPath(ctx: Ctx, cx: number, cy: number, outer: number, inner: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  ctx.closePath();
}

/** The free corner: navy tile with a gold star and the four suits in the corners. */
export function drawFreeCell(ctx: Ctx): void {
  tile(ctx, '#23407e', '#152850');
  roundRectPath(ctx, 8, 8, S - 16, S - 16, 6);
  ctx.strokeStyle = '#d9b35a';
  ctx.lineWidth = 2;
  ctx.stroke();
  starPath(ctx, S / 2, S / 2 + 2, 38, 16);
  const g = ctx.createRadialGradient(S / 2 - 8, S / 2 - 10, 2, S / 2, S / 2, 40);
  g.addColorStop(0, '#fff1b8');
  g.addColorStop(1, '#d9a93a');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#8a6a1e';
  ctx.lineWidth = 2;
  ctx.stroke();
  const gold = '#e3bf62';
  drawSuit(ctx, 'S', 22, 22, 16, gold);
  drawSuit(ctx, 'H', S - 22, 22, 16, gold);
  drawSuit(ctx, 'D', 22, S - 22, 16, gold);
  drawSuit(ctx, 'C', S - 22, S - 22, 16, gold);
}

/** Sequence Numbers board number: large numeral with a thin band coloured by its ten. */
export function drawNumberCell(ctx: Ctx, n: number): void {
  tile(ctx);
  const hue = [210, 150, 35, 0, 280][Math.floor((n - 1) / 10)] ?? 210;
  ctx.fillStyle = `hsl(${hue}, 55%, 45%)`;
  ctx.fillRect(14, S - 20, S - 28, 5);
  centredText(ctx, String(n), S / 2, S / 2 - 4, `bold 60px ${FONT}`, '#1b1b22', 100);
}

export function cellFrames(): FrameSpec[] {
  const frames: FrameSpec[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      if (rank === 'J') continue;
      const code = `${rank}${suit}` as CardCode;
      frames.push({ name: cellFrame(code), w: S, h: S, draw: (ctx) => drawCardCell(ctx, code) });
    }
  }
  frames.push({ name: cellFrame('free'), w: S, h: S, draw: drawFreeCell });
  for (let n = 1; n <= 48; n++) frames.push({ name: numFrame(n), w: S, h: S, draw: (ctx) => drawNumberCell(ctx, n) });
  return frames;
}
