/**
 * A static vector shape (rounded boxes, rims, discs, triangles) drawn once with Canvas 2D into a
 * texture and shown as an image.
 *
 * A Phaser Graphics object is rebuilt into triangles on every rendered frame (its command buffer is
 * replayed, rounded corners tessellated, strokes turned into quads): measured in the runtime bench
 * (bench/runtime/profile.ts), the panels, badges and buttons of a table cost more CPU per frame than
 * all its cards. A ShapeImage costs one quad per frame, like a card. Use it for shapes that change
 * only now and then (a hover, a turn, a resize); keep Graphics for shapes that animate every frame.
 *
 * Drawing uses the Graphics calls it replaces, inside `draw`:
 *   shape.draw((g) => g.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2, -h / 2, w, h, 16));
 * Coordinates are local, as with Graphics (the texture is placed so that local (0, 0) is the
 * object's position). Identical drawings share one texture.
 */
import Phaser from 'phaser';
import { addDrawnTexture, paddedBox, roundRectPath, type CornerRadii } from './art/canvas';

type Op =
  | { k: 'fill'; c: number; a: number }
  | { k: 'line'; w: number; c: number; a: number }
  | { k: 'fillRR' | 'strokeRR'; x: number; y: number; w: number; h: number; r: CornerRadii }
  | { k: 'fillRect' | 'strokeRect'; x: number; y: number; w: number; h: number }
  | { k: 'fillCircle' | 'strokeCircle'; x: number; y: number; r: number }
  | { k: 'fillEllipse'; x: number; y: number; w: number; h: number }
  | { k: 'fillTri'; p: [number, number, number, number, number, number] }
  | { k: 'lineBetween'; p: [number, number, number, number] }
  | { k: 'strokeArc'; x: number; y: number; r: number; a0: number; a1: number };

/** The Graphics-like calls available inside `ShapeImage.draw`. */
export class ShapeRecorder {
  readonly ops: Op[] = [];

  fillStyle(color: number, alpha = 1): this {
    this.ops.push({ k: 'fill', c: color, a: alpha });
    return this;
  }

  lineStyle(width: number, color: number, alpha = 1): this {
    this.ops.push({ k: 'line', w: width, c: color, a: alpha });
    return this;
  }

  fillRoundedRect(x: number, y: number, w: number, h: number, r: CornerRadii = 20): this {
    this.ops.push({ k: 'fillRR', x, y, w, h, r });
    return this;
  }

  strokeRoundedRect(x: number, y: number, w: number, h: number, r: CornerRadii = 20): this {
    this.ops.push({ k: 'strokeRR', x, y, w, h, r });
    return this;
  }

  fillRect(x: number, y: number, w: number, h: number): this {
    this.ops.push({ k: 'fillRect', x, y, w, h });
    return this;
  }

  strokeRect(x: number, y: number, w: number, h: number): this {
    this.ops.push({ k: 'strokeRect', x, y, w, h });
    return this;
  }

  fillCircle(x: number, y: number, r: number): this {
    this.ops.push({ k: 'fillCircle', x, y, r });
    return this;
  }

  strokeCircle(x: number, y: number, r: number): this {
    this.ops.push({ k: 'strokeCircle', x, y, r });
    return this;
  }

  /** Like Graphics: (x, y) is the centre, w × h the full size. */
  fillEllipse(x: number, y: number, w: number, h: number): this {
    this.ops.push({ k: 'fillEllipse', x, y, w, h });
    return this;
  }

  fillTriangle(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): this {
    this.ops.push({ k: 'fillTri', p: [x0, y0, x1, y1, x2, y2] });
    return this;
  }

  lineBetween(x0: number, y0: number, x1: number, y1: number): this {
    this.ops.push({ k: 'lineBetween', p: [x0, y0, x1, y1] });
    return this;
  }

  /** An open arc (clockwise from `a0` to `a1`, radians), stroked: Graphics' beginPath, arc, strokePath. */
  strokeArc(x: number, y: number, r: number, a0: number, a1: number): this {
    this.ops.push({ k: 'strokeArc', x, y, r, a0, a1 });
    return this;
  }
}

const css = (c: number, a: number): string => `rgba(${(c >> 16) & 255},${(c >> 8) & 255},${c & 255},${a})`;

/** Local bounds of what `ops` draw, strokes included. */
function boundsOf(ops: readonly Op[]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let half = 0;
  const add = (ax: number, ay: number, bx: number, by: number, pad: number): void => {
    x0 = Math.min(x0, ax - pad, bx - pad);
    y0 = Math.min(y0, ay - pad, by - pad);
    x1 = Math.max(x1, ax + pad, bx + pad);
    y1 = Math.max(y1, ay + pad, by + pad);
  };
  for (const op of ops) {
    switch (op.k) {
      case 'line':
        half = op.w / 2;
        break;
      case 'fillRR':
      case 'fillRect':
        add(op.x, op.y, op.x + op.w, op.y + op.h, 0);
        break;
      case 'strokeRR':
      case 'strokeRect':
        add(op.x, op.y, op.x + op.w, op.y + op.h, half);
        break;
      case 'fillCircle':
        add(op.x - op.r, op.y - op.r, op.x + op.r, op.y + op.r, 0);
        break;
      case 'strokeCircle':
        add(op.x - op.r, op.y - op.r, op.x + op.r, op.y + op.r, half);
        break;
      case 'fillEllipse':
        add(op.x - op.w / 2, op.y - op.h / 2, op.x + op.w / 2, op.y + op.h / 2, 0);
        break;
      case 'fillTri':
        add(Math.min(op.p[0], op.p[2], op.p[4]), Math.min(op.p[1], op.p[3], op.p[5]), Math.max(op.p[0], op.p[2], op.p[4]), Math.max(op.p[1], op.p[3], op.p[5]), 0);
        break;
      case 'lineBetween':
        add(op.p[0], op.p[1], op.p[2], op.p[3], half);
        break;
      case 'strokeArc':
        add(op.x - op.r, op.y - op.r, op.x + op.r, op.y + op.r, half);
        break;
      default:
        break;
    }
  }
  if (x0 === Infinity) return { x0: 0, y0: 0, x1: 1, y1: 1 };
  return { x0, y0, x1, y1 };
}

/**
 * A drawing made with the calls of `ShapeImage.draw`, for a canvas of one's own: `key` names it (equal
 * drawings, equal keys, as ShapeImage's textures) and `paint` draws it.
 */
export function recordShapes(draw: (g: ShapeRecorder) => unknown): { key: string; paint(ctx: CanvasRenderingContext2D): void } {
  const rec = new ShapeRecorder();
  draw(rec);
  return { key: JSON.stringify(rec.ops), paint: (ctx) => paint(ctx, rec.ops) };
}

function paint(ctx: CanvasRenderingContext2D, ops: readonly Op[]): void {
  for (const op of ops) {
    switch (op.k) {
      case 'fill':
        ctx.fillStyle = css(op.c, op.a);
        break;
      case 'line':
        ctx.strokeStyle = css(op.c, op.a);
        ctx.lineWidth = op.w;
        break;
      case 'fillRR':
        roundRectPath(ctx, op.x, op.y, op.w, op.h, op.r);
        ctx.fill();
        break;
      case 'strokeRR':
        roundRectPath(ctx, op.x, op.y, op.w, op.h, op.r);
        ctx.stroke();
        break;
      case 'fillRect':
        ctx.fillRect(op.x, op.y, op.w, op.h);
        break;
      case 'strokeRect':
        ctx.strokeRect(op.x, op.y, op.w, op.h);
        break;
      case 'fillCircle':
      case 'strokeCircle':
        ctx.beginPath();
        ctx.arc(op.x, op.y, op.r, 0, Math.PI * 2);
        if (op.k === 'fillCircle') ctx.fill();
        else ctx.stroke();
        break;
      case 'fillEllipse':
        ctx.beginPath();
        ctx.ellipse(op.x, op.y, op.w / 2, op.h / 2, 0, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'fillTri':
        ctx.beginPath();
        ctx.moveTo(op.p[0], op.p[1]);
        ctx.lineTo(op.p[2], op.p[3]);
        ctx.lineTo(op.p[4], op.p[5]);
        ctx.closePath();
        ctx.fill();
        break;
      case 'lineBetween':
        ctx.beginPath();
        ctx.moveTo(op.p[0], op.p[1]);
        ctx.lineTo(op.p[2], op.p[3]);
        ctx.stroke();
        break;
      case 'strokeArc':
        ctx.beginPath();
        ctx.arc(op.x, op.y, op.r, op.a0, op.a1, false);
        ctx.stroke();
        break;
    }
  }
}

const EMPTY = '__DEFAULT';

/** Texture key for `ops` (drawn and added on first use); null for an empty drawing. */
function textureFor(textures: Phaser.Textures.TextureManager, ops: readonly Op[]): { key: string; x0: number; y0: number; w: number; h: number } | null {
  if (!ops.some((op) => op.k !== 'fill' && op.k !== 'line')) return null;
  const b = boundsOf(ops);
  const box = paddedBox(b.x0, b.y0, b.x1, b.y1);
  const key = `shape:${JSON.stringify(ops)}`;
  // (A CPU canvas: uploading a GPU-backed one waited for the GPU process to rasterise and read it
  // back, which stalled table set-up by hundreds of ms with a software GPU under load.)
  if (!addDrawnTexture(textures, key, box, (ctx) => paint(ctx, ops))) return null;
  return { key, ...box };
}

export class ShapeImage extends Phaser.GameObjects.Image {
  constructor(scene: Phaser.Scene, x = 0, y = 0) {
    super(scene, x, y, EMPTY);
    super.setVisible(false);
    scene.add.existing(this);
  }

  /** Replaces the drawing (`draw` records Graphics-like calls); an empty drawing hides the image. */
  draw(draw: (g: ShapeRecorder) => unknown): this {
    const rec = new ShapeRecorder();
    draw(rec);
    const tex = textureFor(this.scene.textures, rec.ops);
    this.shown = tex !== null;
    if (!tex) return super.setVisible(false);
    this.setTexture(tex.key);
    this.setOrigin(-tex.x0 / tex.w, -tex.y0 / tex.h);
    return super.setVisible(this.wanted);
  }

  /** Nothing drawn: stays hidden whatever `setVisible` says. */
  private shown = false;
  private wanted = true;

  override setVisible(value: boolean): this {
    this.wanted = value;
    return super.setVisible(value && this.shown);
  }
}
