/**
 * Sequence team markers and the No Thanks chip. Team markers differ by symbol as well as colour
 * (circle / triangle / cross), so colour-blind players can tell them apart.
 */
import { CHIP, COLORS } from '../theme';
import type { Ctx, FrameSpec } from './canvas';
import { NT_CHIP_FRAME, teamChipFrame } from './keys';

const R = CHIP / 2;
const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
function shade(color: number, amount: number): string {
  const mix = (c: number): number => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  return `rgb(${mix((color >> 16) & 255)}, ${mix((color >> 8) & 255)}, ${mix(color & 255)})`;
}

function disc(ctx: Ctx, color: number): void {
  // Body with light from the top-left, a dark rim and an inner ring.
  const g = ctx.createRadialGradient(R - 14, R - 16, 4, R, R, R);
  g.addColorStop(0, shade(color, 0.35));
  g.addColorStop(0.7, hex(color));
  g.addColorStop(1, shade(color, -0.35));
  ctx.beginPath();
  ctx.arc(R, R, R - 4, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = shade(color, -0.55);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(R, R, R - 13, 0, Math.PI * 2);
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.stroke();
}

/** White symbol with a dark outline so it reads on any board cell. */
function symbol(ctx: Ctx, team: number): void {
  ctx.save();
  ctx.translate(R, R);
  ctx.beginPath();
  if (team === 0) {
    ctx.arc(0, 0, 16, 0, Math.PI * 2);
    ctx.moveTo(8, 0);
    ctx.arc(0, 0, 8, 0, Math.PI * 2, true);
  } else if (team === 1) {
    ctx.moveTo(0, -19);
    ctx.lineTo(18, 13);
    ctx.lineTo(-18, 13);
    ctx.closePath();
  } else {
    // A bold X made of two bars.
    const a = 5.5;
    const b = 18;
    ctx.moveTo(-b, -b + a);
    ctx.lineTo(-b + a, -b);
    ctx.lineTo(0, -a);
    ctx.lineTo(b - a, -b);
    ctx.lineTo(b, -b + a);
    ctx.lineTo(a, 0);
    ctx.lineTo(b, b - a);
    ctx.lineTo(b - a, b);
    ctx.lineTo(0, a);
    ctx.lineTo(-b + a, b);
    ctx.lineTo(-b, b - a);
    ctx.lineTo(-a, 0);
    ctx.closePath();
  }
  ctx.lineJoin = 'round';
  ctx.lineWidth = 4;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.fill('evenodd');
  ctx.restore();
}

export function drawTeamChip(ctx: Ctx, team: number): void {
  disc(ctx, COLORS.team[team] ?? COLORS.team[0]!);
  symbol(ctx, team);
}

/** No Thanks chip: red plastic with a raised ridge ring and a glossy highlight. */
export function drawNtChip(ctx: Ctx): void {
  const red = 0xd22f2f;
  disc(ctx, red);
  ctx.beginPath();
  ctx.arc(R, R, R - 20, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = shade(red, -0.3);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(R, R, R - 20, Math.PI * 0.9, Math.PI * 1.6);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(R - 12, R - 16, 12, 6, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fill();
}

export function chipFrames(): FrameSpec[] {
  const frames: FrameSpec[] = [0, 1, 2].map((team) => ({ name: teamChipFrame(team), w: CHIP, h: CHIP, draw: (ctx: Ctx) => drawTeamChip(ctx, team) }));
  frames.push({ name: NT_CHIP_FRAME, w: CHIP, h: CHIP, draw: drawNtChip });
  return frames;
}
