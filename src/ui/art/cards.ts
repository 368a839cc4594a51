/**
 * The standard 52-card deck: faces with corner indices, traditional pip layouts, large aces and drawn
 * court panels; plus the back, an empty face, an empty slot, and the shadow and glow frames that
 * CardSprite puts under and over a card.
 */
import { RANKS, SUITS, rankValue, type CardCode, type Suit } from '../../engine/core';
import { CARD_H, CARD_RADIUS, CARD_W, FONT, GLOW_PAD } from '../theme';
import { centredText, roundRectPath, type Ctx, type FrameSpec } from './canvas';
import { drawCourt } from './court';
import { pipLayout } from './pipLayout';
import { drawSuit, SUIT_INK } from './suits';
import { BACK_FRAME, BLANK_FRAME, GLOW_FRAME, SHADOW_FRAME, SLOT_FRAME } from './keys';

const W = CARD_W;
const H = CARD_H;

/** The card body: off-white with a faint vertical gradient and a thin warm-grey border. */
export function drawCardBody(ctx: Ctx, w = W, h = H): void {
  roundRectPath(ctx, 1, 1, w - 2, h - 2, CARD_RADIUS);
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#fffefb');
  g.addColorStop(1, '#f4efe3');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#a9a294';
  ctx.lineWidth = 2;
  ctx.stroke();
}

const RANK_LABEL: Record<string, string> = { T: '10' };

function drawIndex(ctx: Ctx, code: CardCode): void {
  const rank = code[0]!;
  const suit = code[1] as Suit;
  const ink = SUIT_INK[suit];
  const label = RANK_LABEL[rank] ?? rank;
  for (const turn of [0, Math.PI]) {
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.rotate(turn);
    ctx.translate(-W / 2, -H / 2);
    centredText(ctx, label, 23, 31, `bold ${label.length > 1 ? 36 : 42}px ${FONT}`, ink, 40);
    drawSuit(ctx, suit, 23, 64, 26, ink);
    ctx.restore();
  }
}

/** Pip area: columns at x 66 / 100 / 134, rows from y 54 to 226 (clear of the corner indices). */
function drawPips(ctx: Ctx, suit: Suit, value: number): void {
  const ink = SUIT_INK[suit];
  const left = 66;
  const right = 134;
  const top = 54;
  const bottom = 226;
  for (const p of pipLayout(value)) {
    drawSuit(ctx, suit, left + p.x * (right - left), top + p.y * (bottom - top), 38, ink, p.flipped);
  }
}

function drawAce(ctx: Ctx, suit: Suit): void {
  const ink = SUIT_INK[suit];
  if (suit === 'S') {
    // The ace of spades gets its traditional ornate treatment: a bigger pip inside a fine ring.
    ctx.beginPath();
    ctx.arc(W / 2, H / 2, 66, 0, Math.PI * 2);
    ctx.strokeStyle = '#c9a24a';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(W / 2, H / 2, 61, 0, Math.PI * 2);
    ctx.lineWidth = 1;
    ctx.stroke();
    drawSuit(ctx, suit, W / 2, H / 2, 100, ink);
    drawSuit(ctx, suit, W / 2, H / 2 - 6, 30, '#c9a24a');
    return;
  }
  drawSuit(ctx, suit, W / 2, H / 2, 96, ink);
}

export function drawFace(ctx: Ctx, code: CardCode): void {
  drawCardBody(ctx);
  const suit = code[1] as Suit;
  const rank = code[0]!;
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    drawCourt(ctx, rank, suit, { x: 44, y: 24, w: 112, h: 232 });
  } else if (rank === 'A') {
    drawAce(ctx, suit);
  } else {
    drawPips(ctx, suit, rankValue(code));
  }
  drawIndex(ctx, code);
}

/**
 * Starts a card back: the card body, then a panel `m` px inside it filled with a diagonal gradient of
 * `stops`, clipped to that panel with the context saved (the caller draws its pattern, then restores),
 * and its pattern's stroke set to `stroke` px of `color`.
 */
export function beginBackPanel(ctx: Ctx, m: number, radiusInset: number, stops: readonly string[], stroke: { color: string; width: number }): void {
  drawCardBody(ctx);
  ctx.save();
  roundRectPath(ctx, m, m, W - 2 * m, H - 2 * m, CARD_RADIUS - radiusInset);
  const g = ctx.createLinearGradient(0, 0, W, H);
  stops.forEach((colour, i) => g.addColorStop(i / (stops.length - 1), colour));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  ctx.strokeStyle = stroke.color;
  ctx.lineWidth = stroke.width;
}

/** Navy back with a fine lattice, gold frame and a medallion of the four suits. */
export function drawBack(ctx: Ctx): void {
  const m = 10;
  beginBackPanel(ctx, m, 5, ['#1b3163', '#2a4d8f', '#1b3163'], { color: 'rgba(255,255,255,0.14)', width: 1.5 });
  for (let d = -H; d < W + H; d += 14) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + H, H);
    ctx.moveTo(d + H, 0);
    ctx.lineTo(d, H);
    ctx.stroke();
  }
  ctx.restore();
  roundRectPath(ctx, m + 6, m + 6, W - 2 * m - 12, H - 2 * m - 12, 6);
  ctx.strokeStyle = '#d9b35a';
  ctx.lineWidth = 2;
  ctx.stroke();

  // Medallion.
  ctx.beginPath();
  ctx.ellipse(W / 2, H / 2, 52, 66, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#152850';
  ctx.fill();
  ctx.strokeStyle = '#d9b35a';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(W / 2, H / 2, 45, 59, 0, 0, Math.PI * 2);
  ctx.lineWidth = 1;
  ctx.stroke();
  const gold = '#e3bf62';
  drawSuit(ctx, 'S', W / 2, H / 2 - 28, 26, gold);
  drawSuit(ctx, 'H', W / 2 + 22, H / 2, 26, gold);
  drawSuit(ctx, 'C', W / 2, H / 2 + 28, 26, gold);
  drawSuit(ctx, 'D', W / 2 - 22, H / 2, 26, gold);
}

/** An empty face with a faint inner frame: Sequence Numbers equation cards write their text on it. */
export function drawBlank(ctx: Ctx): void {
  drawCardBody(ctx);
  roundRectPath(ctx, 12, 12, W - 24, H - 24, CARD_RADIUS - 6);
  ctx.strokeStyle = 'rgba(201,162,74,0.55)';
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** An empty place for a card: translucent fill with a dashed outline (works on the felt). */
export function drawSlot(ctx: Ctx): void {
  roundRectPath(ctx, 3, 3, W - 6, H - 6, CARD_RADIUS);
  ctx.fillStyle = 'rgba(0,0,0,0.16)';
  ctx.fill();
  ctx.setLineDash([14, 9]);
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * Soft shadow, drawn with shadowBlur from a shape kept outside the frame so only the blur lands. A
 * shadow's offset and blur are in canvas pixels, whatever the current transform: they are scaled by
 * it, so the shadow lands right when the frame is drawn scaled or turned (composition.ts).
 */
export function drawShadow(ctx: Ctx): void {
  const off = 10000;
  const m = ctx.getTransform();
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = 14 * Math.hypot(m.a, m.b);
  ctx.shadowOffsetX = off * m.a;
  ctx.shadowOffsetY = off * m.b;
  roundRectPath(ctx, GLOW_PAD - off, GLOW_PAD, W, H, CARD_RADIUS);
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
}

/** White glowing outline hugging the card edge (tinted by CardSprite for legal / hint / selected). */
export function drawGlow(ctx: Ctx): void {
  ctx.save();
  ctx.shadowColor = '#ffffff';
  ctx.shadowBlur = 12;
  roundRectPath(ctx, GLOW_PAD - 2, GLOW_PAD - 2, W + 4, H + 4, CARD_RADIUS + 2);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 6;
  ctx.stroke();
  ctx.stroke();
  ctx.restore();
  // Keep the face itself readable: cut the glow out where the card lies, except a thin rim.
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  roundRectPath(ctx, GLOW_PAD + 3, GLOW_PAD + 3, W - 6, H - 6, CARD_RADIUS - 3);
  ctx.fill();
  ctx.restore();
}

export function cardFrames(): FrameSpec[] {
  const frames: FrameSpec[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const code = `${rank}${suit}` as CardCode;
      frames.push({ name: code, w: W, h: H, draw: (ctx) => drawFace(ctx, code) });
    }
  }
  frames.push({ name: BACK_FRAME, w: W, h: H, draw: drawBack });
  frames.push({ name: BLANK_FRAME, w: W, h: H, draw: drawBlank });
  frames.push({ name: SLOT_FRAME, w: W, h: H, draw: drawSlot });
  const padded = { w: W + 2 * GLOW_PAD, h: H + 2 * GLOW_PAD };
  frames.push({ name: SHADOW_FRAME, ...padded, draw: drawShadow });
  frames.push({ name: GLOW_FRAME, ...padded, draw: drawGlow });
  return frames;
}
