/**
 * Our own court-card design: a framed panel holding a double-headed (mirrored) stylised figure, like
 * traditional cards, with headgear and a held item that tell king, queen and jack apart at a glance.
 * The figure is drawn for the top half in a coordinate frame centred on the card (y < 0 is up) and then
 * drawn again rotated by 180°.
 */
import type { Suit } from '../../engine/core';
import { roundRectPath, type Ctx } from './canvas';
import { drawSuit, SUIT_INK } from './suits';

type Court = 'J' | 'Q' | 'K';

interface Palette {
  robe: string;
  robeDark: string;
  trim: string;
  accent: string;
  tint: string;
}

const GOLD = '#d9a93a';
const GOLD_LIGHT = '#f3d27a';
const SKIN = '#f3d5b0';
const INK = '#1b1b22';
const HEAD_SCALE = 1.2;

const PALETTES: Record<Suit, Palette> = {
  S: { robe: '#27458a', robeDark: '#182d5c', trim: GOLD, accent: '#c8202f', tint: '#eef0f7' },
  C: { robe: '#2f3340', robeDark: '#17191f', trim: GOLD, accent: '#2f7d5b', tint: '#eef2ee' },
  H: { robe: '#c0242f', robeDark: '#861620', trim: GOLD, accent: '#27458a', tint: '#fbeeee' },
  D: { robe: '#c8541f', robeDark: '#8e3410', trim: GOLD, accent: '#27458a', tint: '#fbf1e8' },
};

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Draws the court panel for rank J/Q/K of `suit` inside `panel`. */
export function drawCourt(ctx: Ctx, rank: Court, suit: Suit, panel: Rect): void {
  const pal = PALETTES[suit];
  const cx = panel.x + panel.w / 2;
  const cy = panel.y + panel.h / 2;

  // Panel background with a faint diamond lattice.
  ctx.save();
  roundRectPath(ctx, panel.x, panel.y, panel.w, panel.h, 6);
  ctx.fillStyle = pal.tint;
  ctx.fill();
  ctx.clip();
  ctx.strokeStyle = 'rgba(180,140,60,0.18)';
  ctx.lineWidth = 1;
  for (let d = -panel.h; d < panel.w + panel.h; d += 12) {
    ctx.beginPath();
    ctx.moveTo(panel.x + d, panel.y);
    ctx.lineTo(panel.x + d - panel.h, panel.y + panel.h);
    ctx.moveTo(panel.x + d - panel.h, panel.y);
    ctx.lineTo(panel.x + d, panel.y + panel.h);
    ctx.stroke();
  }

  const scale = panel.w / 112;
  for (const turn of [0, Math.PI]) {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(turn);
    ctx.scale(scale, scale);
    drawHalfFigure(ctx, rank, suit, pal, (panel.h / 2) / scale);
    ctx.restore();
  }

  // The line where the two halves meet.
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(panel.x, cy);
  ctx.lineTo(panel.x + panel.w, cy);
  ctx.stroke();
  ctx.restore();

  // Double frame: dark outer line, gold inner line.
  roundRectPath(ctx, panel.x, panel.y, panel.w, panel.h, 6);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.stroke();
  roundRectPath(ctx, panel.x + 4, panel.y + 4, panel.w - 8, panel.h - 8, 4);
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

/** One half of the figure; `half` is the distance from the centre line to the panel edge (≈110). */
function drawHalfFigure(ctx: Ctx, rank: Court, suit: Suit, pal: Palette, half: number): void {
  const top = -half;
  // Proportions are laid out for half = 110 and stretched a little for taller panels.
  const k = half / 110;
  const y = (v: number): number => v * k;

  drawRobe(ctx, rank, suit, pal, y);
  drawItem(ctx, rank, pal, y);
  // Head and headgear are drawn a size up around the head's centre, so faces read at small sizes.
  const hy = y(-72);
  ctx.save();
  ctx.translate(0, hy);
  ctx.scale(HEAD_SCALE, HEAD_SCALE);
  ctx.translate(0, -hy);
  drawHead(ctx, rank, pal, y);
  drawHeadgear(ctx, rank, pal, y);
  ctx.restore();
  drawHand(ctx, rank, y);

  // The small suit sign in the panel's corner, as on real court cards.
  drawSuit(ctx, suit, -40, top + 18, 18, SUIT_INK[suit]);
}

function drawRobe(ctx: Ctx, rank: Court, suit: Suit, pal: Palette, y: (v: number) => number): void {
  // Shoulders and body.
  robePath(ctx, y);
  const g = ctx.createLinearGradient(-56, 0, 56, 0);
  g.addColorStop(0, pal.robeDark);
  g.addColorStop(0.35, pal.robe);
  g.addColorStop(0.65, pal.robe);
  g.addColorStop(1, pal.robeDark);
  ctx.fillStyle = g;
  ctx.fill();

  // Brocade: small suit motifs in the trim colour, clipped to the robe.
  ctx.save();
  robePath(ctx, y);
  ctx.clip();
  ctx.globalAlpha = 0.35;
  for (let row = 0; row < 4; row++) {
    for (let col = -3; col <= 3; col++) {
      const mx = col * 16 + (row % 2) * 8;
      const my = y(-42) + row * y(13);
      if (Math.abs(mx) < 14) continue;
      drawSuit(ctx, suit, mx, my, 7, pal.trim);
    }
  }
  ctx.restore();
  robePath(ctx, y);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.5;
  ctx.stroke();

  // A stole in the accent colour falling from the shoulders in a V.
  ctx.beginPath();
  ctx.moveTo(-26, y(-49));
  ctx.lineTo(-16, y(-49));
  ctx.lineTo(-9, 0);
  ctx.lineTo(-21, 0);
  ctx.closePath();
  ctx.moveTo(26, y(-49));
  ctx.lineTo(16, y(-49));
  ctx.lineTo(9, 0);
  ctx.lineTo(21, 0);
  ctx.closePath();
  ctx.fillStyle = pal.accent;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK;
  ctx.stroke();

  if (rank === 'K') {
    // Ermine cape edge across the shoulders: white fur with black tails.
    ctx.beginPath();
    ctx.moveTo(-54, y(-26));
    ctx.bezierCurveTo(-40, y(-46), -20, y(-46), 0, y(-44));
    ctx.bezierCurveTo(20, y(-46), 40, y(-46), 54, y(-26));
    ctx.lineTo(54, y(-18));
    ctx.bezierCurveTo(40, y(-36), 20, y(-36), 0, y(-34));
    ctx.bezierCurveTo(-20, y(-36), -40, y(-36), -54, y(-18));
    ctx.closePath();
    ctx.fillStyle = '#fbf8f0';
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = INK;
    for (const ex of [-44, -30, -16, 16, 30, 44]) {
      const ey = y(-36) - (Math.abs(ex) > 40 ? -3 : 1);
      ctx.beginPath();
      ctx.moveTo(ex, ey - 2.5);
      ctx.lineTo(ex + 1.6, ey + 2.5);
      ctx.lineTo(ex - 1.6, ey + 2.5);
      ctx.closePath();
      ctx.fill();
    }
  }

  // Sleeve seams.
  ctx.strokeStyle = pal.trim;
  ctx.lineWidth = 2;
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(s * 34, y(-46));
    ctx.quadraticCurveTo(s * 28, y(-22), s * 36, 0);
    ctx.stroke();
  }

  // Central band with a row of jewels in the accent colour.
  ctx.fillStyle = GOLD;
  ctx.fillRect(-9, y(-48), 18, y(48));
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1;
  ctx.strokeRect(-9, y(-48), 18, y(48));
  for (let v = -38; v <= -8; v += 12) {
    ctx.beginPath();
    if (rank === 'K') ctx.arc(0, y(v), 4, 0, Math.PI * 2);
    else if (rank === 'Q') {
      ctx.moveTo(0, y(v) - 5);
      ctx.lineTo(4.5, y(v));
      ctx.lineTo(0, y(v) + 5);
      ctx.lineTo(-4.5, y(v));
      ctx.closePath();
    } else ctx.rect(-4, y(v) - 4, 8, 8);
    ctx.fillStyle = pal.accent;
    ctx.fill();
  }

  // Collar / ruff: scalloped half-circle under the chin.
  ctx.beginPath();
  const n = 7;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + (i / n) * Math.PI;
    const px = Math.cos(a) * 22;
    const py = y(-50) - Math.sin(a) * 7;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.quadraticCurveTo((px + Math.cos(a - Math.PI / n / 2) * 26) / 2 + px / 2, py + 6, px, py);
  }
  ctx.closePath();
  ctx.fillStyle = rank === 'J' ? GOLD_LIGHT : '#ffffff';
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

function robePath(ctx: Ctx, y: (v: number) => number): void {
  ctx.beginPath();
  ctx.moveTo(-56, 0);
  ctx.lineTo(-56, y(-20));
  ctx.bezierCurveTo(-54, y(-40), -34, y(-48), -12, y(-50));
  ctx.lineTo(12, y(-50));
  ctx.bezierCurveTo(34, y(-48), 54, y(-40), 56, y(-20));
  ctx.lineTo(56, 0);
  ctx.closePath();
}

/** The hand holding the figure's item. */
function drawHand(ctx: Ctx, rank: Court, y: (v: number) => number): void {
  const [hx, hv] = rank === 'K' ? [-42, -22] : rank === 'Q' ? [40, -24] : [40, -40];
  ctx.beginPath();
  ctx.ellipse(hx, y(hv), 6, 5, 0, 0, Math.PI * 2);
  ctx.fillStyle = SKIN;
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

function drawItem(ctx: Ctx, rank: Court, pal: Palette, y: (v: number) => number): void {
  ctx.save();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = INK;
  if (rank === 'K') {
    // A sword held upright at the figure's side.
    ctx.fillStyle = '#dfe3ea';
    ctx.beginPath();
    ctx.moveTo(-42, y(-98));
    ctx.lineTo(-38, y(-92));
    ctx.lineTo(-38, y(-30));
    ctx.lineTo(-46, y(-30));
    ctx.lineTo(-46, y(-92));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = GOLD;
    ctx.fillRect(-52, y(-30), 20, 5);
    ctx.strokeRect(-52, y(-30), 20, 5);
    ctx.fillRect(-44, y(-25), 4, 12);
  } else if (rank === 'Q') {
    // A flower on a stem.
    ctx.strokeStyle = '#2f7d3b';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(40, y(-20));
    ctx.quadraticCurveTo(44, y(-50), 40, y(-78));
    ctx.stroke();
    ctx.fillStyle = pal.accent === '#27458a' ? '#e25a7a' : pal.accent;
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(40 + Math.cos(a) * 6, y(-82) + Math.sin(a) * 6, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = GOLD_LIGHT;
    ctx.beginPath();
    ctx.arc(40, y(-82), 4, 0, Math.PI * 2);
    ctx.fill();
  } else {
    // A halberd: staff with an axe head.
    ctx.fillStyle = '#8a5a2b';
    ctx.fillRect(38, y(-100), 4, y(100) - 6);
    ctx.strokeRect(38, y(-100), 4, y(100) - 6);
    ctx.fillStyle = '#dfe3ea';
    ctx.beginPath();
    ctx.moveTo(42, y(-96));
    ctx.quadraticCurveTo(56, y(-92), 54, y(-76));
    ctx.quadraticCurveTo(48, y(-82), 42, y(-80));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(40, y(-110) + 2);
    ctx.lineTo(43, y(-100));
    ctx.lineTo(37, y(-100));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

function drawHead(ctx: Ctx, rank: Court, pal: Palette, y: (v: number) => number): void {
  const hy = y(-72);
  // Hair behind the head.
  if (rank === 'Q') {
    ctx.fillStyle = '#7a4a22';
    ctx.beginPath();
    ctx.ellipse(0, hy + 4, 21, 22, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = pal.robe;
    // Veil falling to the shoulders.
    ctx.beginPath();
    ctx.moveTo(-20, hy - 10);
    ctx.quadraticCurveTo(-30, hy + 12, -26, y(-48));
    ctx.lineTo(-18, y(-50));
    ctx.quadraticCurveTo(-20, hy + 6, -14, hy - 12);
    ctx.closePath();
    ctx.moveTo(20, hy - 10);
    ctx.quadraticCurveTo(30, hy + 12, 26, y(-48));
    ctx.lineTo(18, y(-50));
    ctx.quadraticCurveTo(20, hy + 6, 14, hy - 12);
    ctx.closePath();
    ctx.fill();
  }
  // Neck and face.
  ctx.fillStyle = SKIN;
  ctx.fillRect(-6, hy + 12, 12, y(-50) - hy - 12 + 2);
  ctx.beginPath();
  ctx.ellipse(0, hy, 14, 17, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.3;
  ctx.stroke();
  if (rank === 'J') {
    // Short curled hair at the sides.
    ctx.fillStyle = '#b9822c';
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(s * 13, hy + 2, 5, 9, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // Face: eyes, brows, nose, mouth.
  ctx.fillStyle = INK;
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(s * 5, hy - 2, 1.8, 1.4, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(-8, hy - 6);
  ctx.lineTo(-3, hy - 6.5);
  ctx.moveTo(8, hy - 6);
  ctx.lineTo(3, hy - 6.5);
  ctx.moveTo(0, hy - 1);
  ctx.lineTo(-1.5, hy + 5);
  ctx.lineTo(1, hy + 5.5);
  ctx.stroke();
  ctx.strokeStyle = '#a8323a';
  ctx.lineWidth = 1.6;
  ctx.beginPath();
  ctx.moveTo(-4, hy + 9);
  ctx.quadraticCurveTo(0, hy + 11, 4, hy + 9);
  ctx.stroke();
  if (rank === 'K') {
    // Beard and moustache.
    ctx.fillStyle = '#e9e2d0';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(-13, hy + 3);
    ctx.quadraticCurveTo(-12, hy + 22, 0, hy + 26);
    ctx.quadraticCurveTo(12, hy + 22, 13, hy + 3);
    ctx.quadraticCurveTo(8, hy + 12, 0, hy + 12);
    ctx.quadraticCurveTo(-8, hy + 12, -13, hy + 3);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, hy + 6.5);
    ctx.quadraticCurveTo(-6, hy + 5, -9, hy + 9);
    ctx.moveTo(0, hy + 6.5);
    ctx.quadraticCurveTo(6, hy + 5, 9, hy + 9);
    ctx.stroke();
  }
}

function drawHeadgear(ctx: Ctx, rank: Court, pal: Palette, y: (v: number) => number): void {
  const hy = y(-72);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.2;
  if (rank === 'K') {
    // Crown: band plus five points topped with pearls.
    const base = hy - 13;
    ctx.fillStyle = GOLD;
    ctx.beginPath();
    ctx.moveTo(-17, base);
    ctx.lineTo(-17, base - 14);
    ctx.lineTo(-10, base - 7);
    ctx.lineTo(-5, base - 20);
    ctx.lineTo(0, base - 9);
    ctx.lineTo(5, base - 20);
    ctx.lineTo(10, base - 7);
    ctx.lineTo(17, base - 14);
    ctx.lineTo(17, base);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = pal.accent;
    ctx.fillRect(-17, base - 4, 34, 4);
    ctx.fillStyle = '#ffffff';
    for (const [px, py] of [[-17, base - 15], [-5, base - 21], [5, base - 21], [17, base - 15]] as const) {
      ctx.beginPath();
      ctx.arc(px, py, 2.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  } else if (rank === 'Q') {
    // Tiara: three rounded arches and a central jewel.
    const base = hy - 12;
    ctx.fillStyle = GOLD;
    ctx.beginPath();
    ctx.moveTo(-15, base);
    ctx.quadraticCurveTo(-14, base - 12, -8, base - 8);
    ctx.quadraticCurveTo(-5, base - 18, 0, base - 17);
    ctx.quadraticCurveTo(5, base - 18, 8, base - 8);
    ctx.quadraticCurveTo(14, base - 12, 15, base);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = pal.accent;
    ctx.beginPath();
    ctx.arc(0, base - 8, 3.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  } else {
    // Beret with a long feather.
    ctx.fillStyle = pal.robe;
    ctx.beginPath();
    ctx.ellipse(0, hy - 14, 20, 8, -0.12, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = GOLD;
    ctx.fillRect(-14, hy - 11, 28, 4);
    ctx.fillStyle = pal.accent;
    ctx.beginPath();
    ctx.moveTo(10, hy - 18);
    ctx.quadraticCurveTo(30, hy - 40, 24, hy - 22);
    ctx.quadraticCurveTo(20, hy - 16, 10, hy - 18);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
}
