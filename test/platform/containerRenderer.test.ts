/**
 * The slim build's container renderer (src/phaser-lite/ContainerWebGLRenderer.cjs): children draw
 * with the container's alpha and scroll factors applied, and keep their own values afterwards; with
 * both at 1 it leaves the children's setters alone.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Render = (renderer: unknown, container: unknown, ctx: unknown, parentMatrix?: unknown) => void;
const render = require('../../src/phaser-lite/ContainerWebGLRenderer.cjs') as Render;

function matrix() {
  return { loadIdentity() {}, multiply() {}, translate() {}, rotate() {}, scale() {}, applyITRS() {} };
}

function child(alpha: number, visible = true) {
  const seen: Array<{ alpha: number; sx: number }> = [];
  const c = {
    alphaTopLeft: alpha,
    alphaTopRight: alpha,
    alphaBottomLeft: alpha,
    alphaBottomRight: alpha,
    scrollFactorX: 1,
    scrollFactorY: 1,
    blendMode: 0,
    setters: 0,
    seen,
    willRender: () => visible,
    setAlpha(tl: number, tr: number, bl: number, br: number) {
      c.setters++;
      Object.assign(c, { alphaTopLeft: tl, alphaTopRight: tr, alphaBottomLeft: bl, alphaBottomRight: br });
    },
    setScrollFactor(x: number, y: number) {
      c.setters++;
      Object.assign(c, { scrollFactorX: x, scrollFactorY: y });
    },
    renderWebGLStep: () => seen.push({ alpha: c.alphaTopLeft, sx: c.scrollFactorX }),
  };
  return c;
}

function container(alpha: number, scroll: number, list: ReturnType<typeof child>[]) {
  return { list, alpha, scrollFactorX: scroll, scrollFactorY: scroll, blendMode: -1, x: 5, y: 6, rotation: 0, scaleX: 1, scaleY: 1, localTransform: matrix() };
}

const ctx = { camera: { addToRenderList() {} }, blendMode: 0 };

describe('container renderer (slim build)', () => {
  it('draws children as they are, without touching their setters, when the container is opaque and scrolls normally', () => {
    const kids = [child(1), child(0.35), child(1, false)];
    render({}, container(1, 1, kids), ctx);
    expect(kids.map((k) => k.seen)).toEqual([[{ alpha: 1, sx: 1 }], [{ alpha: 0.35, sx: 1 }], []]);
    expect(kids.map((k) => k.setters)).toEqual([0, 0, 0]);
  });

  it('applies the container alpha and scroll factor while each child draws, then restores the child', () => {
    const kids = [child(1), child(0.4)];
    render({}, container(0.5, 0, kids), ctx);
    expect(kids.map((k) => k.seen)).toEqual([[{ alpha: 0.5, sx: 0 }], [{ alpha: 0.2, sx: 0 }]]);
    expect(kids.map((k) => [k.alphaTopLeft, k.scrollFactorX])).toEqual([[1, 1], [0.4, 1]]);
  });
});
