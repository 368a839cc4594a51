/**
 * Pure parts of the generated art: pip layouts, atlas packing, frame names, No Thanks colours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pipLayout } from '../../src/ui/art/pipLayout';
import { shelfPack } from '../../src/ui/art/pack';
import { packSheets } from '../../src/ui/art/canvas';
import { compositionBounds } from '../../src/ui/art/composition';
import { cardFrame, cellFrame, ntFrame, numFrame, teamChipFrame } from '../../src/ui/art/keys';
import { ntHue } from '../../src/ui/art/nothanks';

describe('pipLayout', () => {
  it('has as many pips as the rank for 2..10 and none for aces and courts', () => {
    for (let v = 2; v <= 10; v++) expect(pipLayout(v)).toHaveLength(v);
    for (const v of [1, 11, 12, 13]) expect(pipLayout(v)).toEqual([]);
  });

  it('keeps pips inside the area, distinct, and flips exactly those below the middle', () => {
    for (let v = 2; v <= 10; v++) {
      const pips = pipLayout(v);
      const keys = new Set(pips.map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`));
      expect(keys.size).toBe(v);
      for (const p of pips) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(1);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(1);
        expect(p.flipped).toBe(p.y > 0.5);
      }
    }
  });

  it('is symmetric left-right, like printed cards', () => {
    for (let v = 2; v <= 10; v++) {
      const pips = pipLayout(v).map((p) => `${(1 - p.x).toFixed(3)},${p.y.toFixed(3)}`).sort();
      const mirrored = pipLayout(v).map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`).sort();
      expect(pips).toEqual(mirrored);
    }
  });

  it('puts the 7th pip of a seven in the upper half and the 8 symmetric top-bottom', () => {
    const seven = pipLayout(7).filter((p) => p.x === 0.5);
    expect(seven).toEqual([{ x: 0.5, y: 0.25, flipped: false }]);
    const eight = pipLayout(8).map((p) => `${p.x},${(1 - p.y).toFixed(3)}`).sort();
    expect(eight).toEqual(pipLayout(8).map((p) => `${p.x},${p.y.toFixed(3)}`).sort());
  });
});

describe('shelfPack', () => {
  it('places frames without overlap, padded, inside the atlas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ w: fc.integer({ min: 1, max: 300 }), h: fc.integer({ min: 1, max: 300 }) }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 310, max: 2048 }),
        (frames, maxWidth) => {
          const pad = 2;
          const { positions, width, height } = shelfPack(frames, maxWidth, pad);
          expect(width).toBeLessThanOrEqual(maxWidth);
          frames.forEach((f, i) => {
            const p = positions[i]!;
            expect(p.x).toBeGreaterThanOrEqual(pad);
            expect(p.y).toBeGreaterThanOrEqual(pad);
            expect(p.x + f.w + pad).toBeLessThanOrEqual(width);
            expect(p.y + f.h + pad).toBeLessThanOrEqual(height);
            for (let j = 0; j < i; j++) {
              const q = positions[j]!;
              const g = frames[j]!;
              const apart = p.x >= q.x + g.w + pad || q.x >= p.x + f.w + pad || p.y >= q.y + g.h + pad || q.y >= p.y + f.h + pad;
              expect(apart).toBe(true);
            }
          });
        },
      ),
    );
  });

  it('refuses a frame wider than the atlas', () => {
    expect(() => shelfPack([{ w: 500, h: 10 }], 400)).toThrow(RangeError);
  });
});

describe('frame names', () => {
  it('follow the published scheme', () => {
    expect(cardFrame('QS')).toBe('QS');
    expect(ntFrame(35)).toBe('35');
    expect(cellFrame('TD')).toBe('cell-TD');
    expect(cellFrame('free')).toBe('cell-free');
    expect(numFrame(48)).toBe('num-48');
    expect(teamChipFrame(2)).toBe('team-2');
  });
});

describe('ntHue', () => {
  it('runs from cool to hot as card values rise', () => {
    for (let n = 4; n <= 35; n++) expect(ntHue(n)).toBeLessThan(ntHue(n - 1));
    expect(ntHue(3)).toBeGreaterThan(150);
    expect(ntHue(35)).toBeLessThan(10);
  });
});

describe('packSheets', () => {
  const frame = (w: number, h: number, name: string) => ({ name, w, h, draw: () => {} });

  it('keeps every frame, in order, on sheets no larger than the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ w: fc.integer({ min: 1, max: 300 }), h: fc.integer({ min: 1, max: 300 }) }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 310, max: 1024 }),
        fc.boolean(),
        (sizes, max, pow2) => {
          const frames = sizes.map((s, i) => frame(s.w, s.h, `f${i}`));
          const sheets = packSheets(frames, max, pow2);
          expect(sheets.flatMap((s) => s.frames.map((f) => f.name))).toEqual(frames.map((f) => f.name));
          for (const s of sheets) {
            expect(s.frames.length).toBeGreaterThan(0);
            if (!pow2) {
              expect(s.width).toBeLessThanOrEqual(max);
              expect(s.height).toBeLessThanOrEqual(max);
            } else {
              expect(Math.log2(s.width) % 1).toBe(0);
              expect(Math.log2(s.height) % 1).toBe(0);
            }
            s.frames.forEach((f, i) => {
              const p = s.positions[i]!;
              expect(p.x + f.w).toBeLessThanOrEqual(s.width);
              expect(p.y + f.h).toBeLessThanOrEqual(s.height);
            });
          }
        },
      ),
    );
  });

  it('puts 15 cards on a 1024-pixel sheet', () => {
    const cards = Array.from({ length: 52 }, (_, i) => frame(200, 280, `c${i}`));
    expect(packSheets(cards, 1024).map((s) => s.frames.length)).toEqual([15, 15, 15, 7]);
  });
});

describe('compositionBounds', () => {
  const spec = (w: number, h: number) => ({ name: 'x', w, h, draw: () => {} });
  const corners = (it: { spec: { w: number; h: number }; x: number; y: number; scale: number; angle?: number }) => {
    const a = ((it.angle ?? 0) * Math.PI) / 180;
    return [-1, 1].flatMap((sx) =>
      [-1, 1].map((sy) => {
        const dx = (sx * it.spec.w * it.scale) / 2;
        const dy = (sy * it.spec.h * it.scale) / 2;
        return { x: it.x + dx * Math.cos(a) - dy * Math.sin(a), y: it.y + dx * Math.sin(a) + dy * Math.cos(a) };
      }),
    );
  };

  it('holds every corner of every turned, scaled frame, with at most the padding and rounding to spare', () => {
    const item = fc.record({
      spec: fc.record({ w: fc.integer({ min: 1, max: 300 }), h: fc.integer({ min: 1, max: 300 }) }).map(({ w, h }) => spec(w, h)),
      x: fc.double({ min: -500, max: 500, noNaN: true }),
      y: fc.double({ min: -500, max: 500, noNaN: true }),
      scale: fc.double({ min: 0.05, max: 2, noNaN: true }),
      angle: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const b = compositionBounds(items);
        const all = items.flatMap(corners);
        for (const p of all) {
          expect(p.x).toBeGreaterThanOrEqual(b.x0);
          expect(p.x).toBeLessThanOrEqual(b.x0 + b.w);
          expect(p.y).toBeGreaterThanOrEqual(b.y0);
          expect(p.y).toBeLessThanOrEqual(b.y0 + b.h);
        }
        // Tight: 2 units of padding and under 1 of rounding on each side.
        const minX = Math.min(...all.map((p) => p.x));
        const maxY = Math.max(...all.map((p) => p.y));
        expect(minX - b.x0).toBeLessThan(3 + 1e-6);
        expect(b.y0 + b.h - maxY).toBeLessThan(3 + 1e-6);
        expect(Number.isInteger(b.x0) && Number.isInteger(b.w) && Number.isInteger(b.h)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a 1×1 picture for no items', () => {
    expect(compositionBounds([])).toEqual({ x0: 0, y0: 0, w: 1, h: 1 });
  });
});
