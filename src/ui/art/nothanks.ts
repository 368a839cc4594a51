/**
 * No Thanks! cards 3..35: a colour panel whose hue runs from cool (cheap cards) to hot (costly ones),
 * a big outlined numeral, and corner numbers; plus the deck's back.
 */
import { CARD_H, CARD_RADIUS, CARD_W, FONT } from '../theme';
import { beginBackPanel, drawCardBody } from './cards';
import { centredText, roundRectPath, type Ctx, type FrameSpec } from './canvas';
import { drawNtChip } from './chips';
import { BACK_FRAME, ntCoveredFrame, ntFrame } from './keys';

const W = CARD_W;
const H = CARD_H;

/** Hue in degrees for a card value: 3 → 195 (teal) … 35 → -10 (deep red). */
export function ntHue(n: number): number {
  const t = Math.min(1, Math.max(0, (n - 3) / 32));
  return 195 - t * 205;
}

const hsl = (h: number, s: number, l: number): string => `hsl(${h}, ${s}%, ${l}%)`;

function drawCornerNumber(ctx: Ctx, text: string, hue: number): void {
  ctx.beginPath();
  ctx.arc(34, 36, 21, 0, Math.PI * 2);
  ctx.fillStyle = '#fffdf6';
  ctx.fill();
  centredText(ctx, text, 34, 37, `bold 24px ${FONT}`, hsl(hue, 60, 32), 34);
  // 6 and 9 are underlined so an upside-down corner cannot be misread.
  if (text === '6' || text === '9') {
    ctx.fillStyle = hsl(hue, 60, 32);
    ctx.fillRect(28, 50, 12, 2.5);
  }
}

/**
 * The big number of a covered card (`covered` face): a cream tag filling the card's left strip,
 * the part that shows when the next card of a run lies over it.
 */
function drawCoveredNumber(ctx: Ctx, text: string, hue: number): void {
  roundRectPath(ctx, 11, 12, 60, 72, 12);
  ctx.fillStyle = '#fffdf6';
  ctx.fill();
  centredText(ctx, text, 41, 49, `900 46px ${FONT}`, hsl(hue, 60, 28), 54);
  if (text === '6' || text === '9') {
    ctx.fillStyle = hsl(hue, 60, 28);
    ctx.fillRect(32, 73, 18, 3);
  }
}

/**
 * A card face. `covered`: the face a card shows under the next card of a run, which hides all but
 * its left strip. A cut-off big numeral read as another number there ("13" under "14" read "114"),
 * so that face has no big numeral and carries its number large in the strip instead.
 */
export function drawNtCard(ctx: Ctx, n: number, covered = false): void {
  const hue = ntHue(n);
  drawCardBody(ctx);
  const m = 10;
  ctx.save();
  roundRectPath(ctx, m, m, W - 2 * m, H - 2 * m, CARD_RADIUS - 4);
  const g = ctx.createLinearGradient(0, m, 0, H - m);
  g.addColorStop(0, hsl(hue, 70, 58));
  g.addColorStop(1, hsl(hue, 70, 40));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  // Concentric rings behind the numeral: a quiet, value-independent pattern.
  ctx.strokeStyle = 'rgba(255,255,255,0.13)';
  ctx.lineWidth = 7;
  for (let r = 30; r < 200; r += 22) {
    ctx.beginPath();
    ctx.arc(W / 2, H / 2, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();

  const text = String(n);
  if (covered) {
    drawCoveredNumber(ctx, text, hue);
    return;
  }
  ctx.font = `900 118px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 12;
  ctx.strokeStyle = hsl(hue, 65, 22);
  ctx.strokeText(text, W / 2, H / 2 + 6, 160);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, W / 2, H / 2 + 6, 160);

  for (const turn of [0, Math.PI]) {
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.rotate(turn);
    ctx.translate(-W / 2, -H / 2);
    drawCornerNumber(ctx, text, hue);
    ctx.restore();
  }
}

/** Plum back with stripes and a little pile of chips in a gold ring. */
export function drawNtBack(ctx: Ctx): void {
  beginBackPanel(ctx, 10, 4, ['#4a1f5c', '#2a1036'], { color: 'rgba(255,255,255,0.08)', width: 8 });
  for (let d = -H; d < W + H; d += 22) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + H, H);
    ctx.stroke();
  }
  ctx.restore();
  ctx.beginPath();
  ctx.arc(W / 2, H / 2, 62, 0, Math.PI * 2);
  ctx.fillStyle = '#2a1036';
  ctx.fill();
  ctx.strokeStyle = '#d9b35a';
  ctx.lineWidth = 3;
  ctx.stroke();
  for (const [dx, dy] of [[-20, 14], [20, 14], [0, -16]] as const) {
    ctx.save();
    ctx.translate(W / 2 + dx - 24, H / 2 + dy - 24);
    ctx.scale(0.5, 0.5);
    drawNtChip(ctx);
    ctx.restore();
  }
}

export function ntFrames(): FrameSpec[] {
  const frames: FrameSpec[] = [];
  for (let n = 3; n <= 35; n++) frames.push({ name: ntFrame(n), w: W, h: H, draw: (ctx) => drawNtCard(ctx, n) });
  for (let n = 3; n <= 35; n++) frames.push({ name: ntCoveredFrame(n), w: W, h: H, draw: (ctx) => drawNtCard(ctx, n, true) });
  frames.push({ name: BACK_FRAME, w: W, h: H, draw: drawNtBack });
  return frames;
}
