/**
 * Pure layout helpers used by widgets and scenes: grid fitting, positions, fans, arrow navigation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEGMENT_LABEL_SIDES, containsPoint, designSize, fanPositions, fitScale, gridPositions, menuTileGrid, nearestInDirection, overlapArea, segmentEdges, shareRows, sidewaysOptionGrid, type Box } from '../../src/ui/layout';
import { tableauLayout } from '../../src/scenes/gaps/layout';
import { PHONE, PHONE_SHORT_SIDE } from '../../src/ui/theme';
import { COLS, ROWS } from '../../src/engine/gaps';
import { normalizeChoices, optionRows, visibleRows } from '../../src/platform/menuChoices';
import { gameIds } from '../../src/platform/gameRegistry';

describe('fitScale', () => {
  it('is limited by the tighter dimension', () => {
    // 13 columns of 200-wide cards without gaps in 1300 px: 0.5 by width; height allows more.
    expect(fitScale(200, 280, 13, 4, 1300, 10_000, 0)).toBeCloseTo(0.5);
    expect(fitScale(200, 280, 1, 2, 10_000, 280, 0)).toBeCloseTo(0.5);
  });

  it('always yields a grid that fits the box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 100, max: 4000 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (cols, rows, boxW, boxH, gap) => {
          const s = fitScale(200, 280, cols, rows, boxW, boxH, gap);
          const w = 200 * s * (cols + gap * (cols - 1));
          const h = 280 * s * (rows + gap * (rows - 1));
          expect(w).toBeLessThanOrEqual(boxW + 1e-6);
          expect(h).toBeLessThanOrEqual(boxH + 1e-6);
          // ...and is tight in at least one dimension.
          expect(Math.max(w / boxW, h / boxH)).toBeCloseTo(1, 6);
        },
      ),
    );
  });

  it('returns 0 for an empty grid', () => {
    expect(fitScale(200, 280, 0, 3, 1000, 1000)).toBe(0);
  });
});

describe('gridPositions', () => {
  it('lays out row-major and centred on the given point', () => {
    const ps = gridPositions(3, 2, 100, 50, 500, 300, 10, 20);
    expect(ps).toHaveLength(6);
    expect(ps[0]).toEqual({ x: 390, y: 265 });
    expect(ps[2]).toEqual({ x: 610, y: 265 });
    expect(ps[3]).toEqual({ x: 390, y: 335 });
    const meanX = ps.reduce((a, p) => a + p.x, 0) / ps.length;
    const meanY = ps.reduce((a, p) => a + p.y, 0) / ps.length;
    expect(meanX).toBeCloseTo(500);
    expect(meanY).toBeCloseTo(300);
  });
});

describe('fanPositions', () => {
  it('is symmetric around the centre and respects the maximum width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 10, max: 200 }), fc.integer({ min: 50, max: 1500 }), (n, spread, maxW) => {
        const fan = fanPositions(n, 960, spread, maxW);
        expect(fan).toHaveLength(n);
        const first = fan[0]!;
        const last = fan[n - 1]!;
        expect(first.x + last.x).toBeCloseTo(1920);
        expect(last.x - first.x).toBeLessThanOrEqual(maxW + 1e-6);
        expect(first.angle).toBeCloseTo(-last.angle);
        for (let i = 1; i < n; i++) expect(fan[i]!.x).toBeGreaterThan(fan[i - 1]!.x);
      }),
    );
  });

  it('gives an empty hand no positions', () => {
    expect(fanPositions(0, 0, 10, 10)).toEqual([]);
  });
});

describe('nearestInDirection', () => {
  const box = (x: number, y: number): Box => ({ x, y, width: 100, height: 50 });
  // A 3×3 grid of buttons, 200 apart horizontally and 100 vertically.
  const grid = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => box(c * 200, r * 100)));

  it('moves to the neighbour on the same row or column', () => {
    const centre = grid[4]!;
    expect(nearestInDirection(centre, grid, 'right')).toBe(5);
    expect(nearestInDirection(centre, grid, 'left')).toBe(3);
    expect(nearestInDirection(centre, grid, 'up')).toBe(1);
    expect(nearestInDirection(centre, grid, 'down')).toBe(7);
  });

  it('returns -1 at the edge', () => {
    expect(nearestInDirection(grid[2]!, grid, 'right')).toBe(-1);
    expect(nearestInDirection(grid[0]!, grid, 'up')).toBe(-1);
  });

  it('prefers a box in line over a slightly closer diagonal one', () => {
    const from = box(0, 0);
    const diagonal = box(150, 120);
    const inLine = box(260, 0);
    expect(nearestInDirection(from, [diagonal, inLine], 'right')).toBe(1);
  });
});

describe('overlapArea and containsPoint', () => {
  it('measures overlaps and ignores boxes that only touch', () => {
    expect(overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(25);
    expect(overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(0);
    expect(containsPoint({ x: 0, y: 0, width: 10, height: 10 }, 10, 5)).toBe(true);
    expect(containsPoint({ x: 0, y: 0, width: 10, height: 10 }, 10.1, 5)).toBe(false);
  });
});

describe('segmentEdges', () => {
  const room = (edges: number[], i: number): number => (edges[i + 1] as number) - (edges[i] as number) - 2 * SEGMENT_LABEL_SIDES;

  it('keeps equal segments when every label fits one', () => {
    expect(segmentEdges([100, 120, 90], 600)).toEqual([-300, -100, 100, 300]);
  });

  it('gives a long label the room it needs from its short neighbours', () => {
    // Czech animation speeds: "Pomalé", "Normální", "Rychlé", "Omezený pohyb" in a 620 px control.
    const widths = [96, 126, 94, 190];
    const edges = segmentEdges(widths, 620);
    widths.forEach((w, i) => expect(room(edges, i)).toBeGreaterThanOrEqual(w - 1e-9));
    expect(room(edges, 3)).toBeGreaterThan(room(edges, 0));
  });

  it('always spans the box in order, and fits every label whenever the labels fit side by side', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 400 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 100, max: 1200 }), (widths, boxW) => {
        const edges = segmentEdges(widths, boxW);
        expect(edges).toHaveLength(widths.length + 1);
        expect(edges[0]).toBeCloseTo(-boxW / 2);
        expect(edges.at(-1)).toBeCloseTo(boxW / 2);
        for (let i = 0; i < widths.length; i++) expect(edges[i + 1]).toBeGreaterThan(edges[i] as number);
        const total = widths.reduce((a, b) => a + b + 2 * SEGMENT_LABEL_SIDES, 0);
        if (total <= boxW) widths.forEach((w, i) => expect(room(edges, i)).toBeGreaterThanOrEqual(w - 1e-9));
      }),
    );
  });
});

describe('shareRows', () => {
  it('deals rows out one at a time to each list in turn, up to what each has and the cap', () => {
    expect(shareRows([4, 4, 4], 9, 4)).toEqual([3, 3, 3]);
    expect(shareRows([4, 1, 4], 7, 4)).toEqual([3, 1, 3]);
    expect(shareRows([4, 0, 2], 20, 3)).toEqual([3, 0, 2]);
  });

  it('never uses more rows than the budget, but shows the first row of every list that has one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 5 }), (counts, budget, max) => {
        const shown = shareRows(counts, budget, max);
        const lists = counts.filter((c) => c > 0).length;
        expect(shown.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(Math.max(budget, lists));
        shown.forEach((n, i) => {
          expect(n).toBeLessThanOrEqual(Math.min(counts[i] as number, max));
          if ((counts[i] as number) > 0) expect(n).toBeGreaterThanOrEqual(1);
        });
        // Nothing is left unused while a list could show more.
        if (shown.reduce((a, b) => a + b, 0) < budget) shown.forEach((n, i) => expect(n).toBe(Math.min(counts[i] as number, max)));
      }),
    );
  });
});

describe('menuTileGrid', () => {
  const inside = (g: ReturnType<typeof menuTileGrid>, width: number, height: number) =>
    g.centres.every((c) => c.x - g.w / 2 >= 0 && c.x + g.w / 2 <= width && c.y - g.h / 2 >= 240 && c.y + g.h / 2 <= height - 140);
  const apart = (g: ReturnType<typeof menuTileGrid>) =>
    g.centres.every((a, i) => g.centres.every((b, j) => i === j || Math.abs(a.x - b.x) >= g.w || Math.abs(a.y - b.y) >= g.h));

  it('keeps the three-game menu as it was: a row of 520×620 tiles, or a column of wide 960×430 tiles', () => {
    const wide = menuTileGrid(3, 1920, 1080);
    expect(wide).toMatchObject({ w: 520, h: 620, side: false });
    expect(wide.centres).toEqual([960 - 576, 960, 960 + 576].map((x) => ({ x, y: 570 })));
    const tall = menuTileGrid(3, 1080, 1920);
    expect(tall).toMatchObject({ w: 960, h: 430, side: true });
    expect(tall.centres).toEqual([539, 1005, 1471].map((y) => ({ x: 540, y })));
  });

  it('fits any number of games on both screens without overlaps, a short last row centred', () => {
    for (let n = 1; n <= 8; n++) {
      for (const [w, h] of [
        [1920, 1080],
        [1080, 1920],
      ] as const) {
        const g = menuTileGrid(n, w, h);
        expect(g.centres).toHaveLength(n);
        expect(inside(g, w, h), `${n} games on ${w}×${h}`).toBe(true);
        expect(apart(g), `${n} games on ${w}×${h}`).toBe(true);
      }
    }
    // Four in portrait: two columns of two.
    const four = menuTileGrid(4, 1080, 1920);
    expect(new Set(four.centres.map((c) => c.y)).size).toBe(2);
    // Five in landscape: three above, two centred below.
    const five = menuTileGrid(5, 1920, 1080);
    expect((five.centres[3]!.x + five.centres[4]!.x) / 2).toBeCloseTo(960);
  });

  it('on a phone held sideways, keeps the tiles between the title and the finger-high footer buttons', () => {
    for (const [hw, hh] of SIDEWAYS_PHONES) {
      const { width, height } = designSize(hw, hh);
      for (let n = 1; n <= 8; n++) {
        const g = menuTileGrid(n, width, height, true);
        const where = `${n} games on ${hw}×${hh}`;
        // Under the tagline (y 176 + half its 40-unit line), above the footer's 132-unit buttons (bottom 20 units up).
        expect(g.centres.every((c) => c.x - g.w / 2 >= 0 && c.x + g.w / 2 <= width && c.y - g.h / 2 >= 200 && c.y + g.h / 2 <= height - 20 - PHONE.target - 12), where).toBe(true);
        expect(apart(g), where).toBe(true);
      }
      // Three games: wider tiles than a desktop's, their text wraps into fewer lines.
      expect(menuTileGrid(3, width, height, true).w).toBeGreaterThan(menuTileGrid(3, width, height).w);
    }
  });
});

/** Phones held sideways (CSS px): each lays out 1080 units high in under PHONE_SHORT_SIDE px. */
const SIDEWAYS_PHONES = [
  [844, 390],
  [740, 360],
  [915, 412],
  [667, 375],
] as const;

describe('sidewaysOptionGrid (the menu options on a phone held sideways)', () => {
  it('gives every choice finger-wide segments, side by side without overlaps, inside the panel', () => {
    expect(SIDEWAYS_PHONES.every(([, h]) => h < PHONE_SHORT_SIDE)).toBe(true);
    for (const [hw, hh] of SIDEWAYS_PHONES) {
      const { width } = designSize(hw, hh);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 2, max: 12 }), { minLength: 1, maxLength: 8 }), (counts) => {
          const g = sidewaysOptionGrid(counts, width, PHONE.target);
          const where = `${counts.join(',')} on ${hw}×${hh}`;
          expect(g.cells, where).toHaveLength(counts.length);
          expect(g.panelW, where).toBeLessThanOrEqual(width - 80);
          const boxes = g.cells.map((c) => ({ x: c.x, y: c.y - (c.lines * PHONE.target) / 2, width: c.labelW + c.choiceW, height: c.lines * PHONE.target }));
          boxes.forEach((b, i) => {
            const c = g.cells[i]!;
            expect(Math.ceil(counts[i]! / c.lines) * PHONE.target, where).toBeLessThanOrEqual(c.choiceW + 1e-6);
            expect(b.x, where).toBeGreaterThanOrEqual(-g.panelW / 2);
            expect(b.x + b.width, where).toBeLessThanOrEqual(g.panelW / 2);
            expect(b.y, where).toBeGreaterThanOrEqual(0);
            expect(b.y + b.height, where).toBeLessThanOrEqual(g.height);
            for (let j = i + 1; j < boxes.length; j++) expect(overlapArea(b, boxes[j]!), `${where}: rows ${i} and ${j}`).toBe(0);
          });
        }),
      );
    }
  });

  it("fits every game's options, whatever is chosen, on the screen with the menu's header and footer", () => {
    for (const game of gameIds()) {
      const rows = optionRows(game);
      fc.assert(
        fc.property(fc.array(fc.nat(20), { minLength: rows.length, maxLength: rows.length }), (picks) => {
          // Each row's value picked in turn (later rows depend on earlier ones), as a player would.
          let choices = normalizeChoices(game, {});
          rows.forEach((row, i) => {
            const values = row.values(choices);
            if (values.length > 0) choices = normalizeChoices(game, { ...choices, [row.key]: values[picks[i]! % values.length]!.value });
          });
          const counts = visibleRows(game, choices).map((r) => r.values(choices).length);
          for (const [hw, hh] of SIDEWAYS_PHONES) {
            const { width, height } = designSize(hw, hh);
            // Menu.buildOptions: a 150-unit header, the rows, a row of finger-high buttons (PHONE.target + 48).
            const room = height - 20 - 150 - PHONE.target - 48;
            const g = sidewaysOptionGrid(counts, width, PHONE.target, room);
            expect(150 + g.height + PHONE.target + 48, `${game} ${JSON.stringify(choices)} on ${hw}×${hh}`).toBeLessThanOrEqual(height - 20);
          }
        }),
        { numRuns: 60 },
      );
    }
  });
});

describe('designSize', () => {
  it('fills the host: the orientation\'s smallest box grown to the host\'s aspect ratio', () => {
    expect(designSize(1280, 720)).toEqual({ width: 1920, height: 1080 });
    expect(designSize(360, 640)).toEqual({ width: 1080, height: 1920 });
    // A tall phone: no bands above and below, the short side keeps its 1080 units.
    expect(designSize(390, 844)).toEqual({ width: 1080, height: 2337 });
    // A square host lays out the landscape screen with room above and below; 3:4 portrait gets width.
    expect(designSize(800, 800)).toEqual({ width: 1920, height: 1920 });
    expect(designSize(600, 800)).toEqual({ width: 1440, height: 1920 });
    expect(designSize(2520, 1080)).toEqual({ width: 2520, height: 1080 });
    expect(designSize(3999, 4000)).toEqual({ width: 1919, height: 1920 });
  });

  it('matches the host\'s aspect ratio from 9:21 to 21:9, and stops growing beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), fc.integer({ min: 200, max: 4000 }), (w, h) => {
        const d = designSize(w, h);
        expect(Math.min(d.width, d.height)).toBeGreaterThanOrEqual(1080);
        expect(Math.max(d.width, d.height)).toBeGreaterThanOrEqual(1920);
        const aspect = w / h;
        if (aspect >= 9 / 21 && aspect <= 21 / 9) expect(Math.abs(d.width / d.height - aspect)).toBeLessThan(0.002 * Math.max(1, aspect));
        expect(d.width / d.height).toBeLessThanOrEqual(21 / 9 + 0.001);
        expect(d.width / d.height).toBeGreaterThanOrEqual(9 / 21 - 0.001);
        expect(d.height > d.width).toBe(h > w);
      }),
    );
  });
});

describe('Gaps tableau on a phone', () => {
  for (const height of [1920, 2337]) {
    it(`takes touches a finger wide and high on every card of a 1080×${height} portrait screen`, () => {
      const l = tableauLayout(1080, height, 312, 264);
      expect(l.split).toBe(true);
      // Each card's touch box is a finger's (PHONE.target) and never reaches a neighbour's.
      expect(l.hit.width).toBeGreaterThanOrEqual(PHONE.target - 0.01);
      expect(l.hit.height).toBeGreaterThanOrEqual(PHONE.target - 0.01);
      expect(l.pos(0, 1).x - l.pos(0, 0).x).toBeGreaterThanOrEqual(l.hit.width - 0.01);
      expect(l.pos(0, 7).y - l.pos(0, 0).y).toBeGreaterThanOrEqual(l.hit.height - 0.01);
      expect(l.pos(1, 0).y - l.pos(0, 7).y).toBeGreaterThanOrEqual(l.hit.height - 0.01);
      // Everything between the top bar and the strip; bands do not overlap.
      expect(l.bottom).toBeLessThanOrEqual(height - 264 + 1);
      expect(l.pos(0, 0).y - l.cardH / 2).toBeGreaterThanOrEqual(312);
      for (let r = 1; r < ROWS; r++) expect(l.bands[r]!.y).toBeGreaterThanOrEqual(l.bands[r - 1]!.y + l.bands[r - 1]!.height);
      expect(l.pos(ROWS - 1, COLS - 1).x + l.cardW / 2).toBeLessThanOrEqual(1080);
    });
  }

  it('never overlaps two cards and keeps every card on screen, at any shape from 9:21 to 21:9', () => {
    // Hosts from 9:21 to 21:9 (design sizes as the game makes them), under a top bar of one row or
    // two (a phone's), above the status strip (110 units; 264 on a phone: StatusStrip's stripHeight).
    const hosts: Array<[number, number]> = [];
    for (let aspect = 9 / 21; aspect <= 21 / 9 + 1e-9; aspect *= 1.06) hosts.push([Math.round(1000 * aspect), 1000]);
    hosts.push([360, 640], [390, 844], [450, 800], [1280, 720], [844, 390]);
    for (const [w, h] of hosts) {
      const { width, height } = designSize(w, h);
      const reserve = height > width ? 264 : 110;
      for (const top of [96, 200, 340]) {
        const l = tableauLayout(width, height, top, reserve);
        const boxes: Box[] = [];
        for (let row = 0; row < ROWS; row++) {
          for (let col = 0; col < COLS; col++) {
            const p = l.pos(row, col);
            boxes.push({ x: p.x - l.cardW / 2, y: p.y - l.cardH / 2, width: l.cardW, height: l.cardH });
          }
        }
        const where = `${w}×${h} (design ${width}×${height}), top bar ${top}`;
        for (const b of boxes) {
          expect(b.x, where).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, where).toBeLessThanOrEqual(width);
          expect(b.y, where).toBeGreaterThanOrEqual(top);
          expect(b.y + b.height, where).toBeLessThanOrEqual(height - reserve);
        }
        // Touch boxes (centred on the cards) never overlap either; touchBottom is the lowest one's foot
        // (the status strip's own tap boxes stay below it).
        const hits = boxes.map((b) => ({ x: b.x + b.width / 2 - l.hit.width / 2, y: b.y + b.height / 2 - l.hit.height / 2, width: l.hit.width, height: l.hit.height }));
        expect(l.touchBottom, where).toBeCloseTo(Math.max(...hits.map((b) => b.y + b.height)), 6);
        const overlaps: string[] = [];
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            if (overlapArea(boxes[i]!, boxes[j]!) > 0) overlaps.push(`${where}: cards ${i} and ${j}`);
            if (overlapArea(hits[i]!, hits[j]!) > 1e-6) overlaps.push(`${where}: touch boxes ${i} and ${j}`);
          }
        }
        expect(overlaps).toEqual([]);
      }
    }
  });

  it('takes touches a finger wide on every card of a phone held sideways, none reaching a neighbour', () => {
    for (const [hw, hh] of SIDEWAYS_PHONES) {
      const { width, height } = designSize(hw, hh);
      // Under the phone's top bar (152, or two rows), above its one-row strip (PHONE.target + 40).
      const reserve = PHONE.target + 40;
      for (const top of [152, 300]) {
        const l = tableauLayout(width, height, top, reserve, true);
        const where = `${hw}×${hh}, top bar ${top}`;
        expect(l.split, where).toBe(false);
        expect(l.hit.width, where).toBeGreaterThanOrEqual(PHONE.target - 0.01);
        expect(l.hit.height, where).toBeGreaterThanOrEqual(Math.min(PHONE.target, l.cardH) - 0.01);
        expect(l.pos(0, 1).x - l.pos(0, 0).x, where).toBeGreaterThanOrEqual(l.hit.width - 0.01);
        expect(l.pos(1, 0).y - l.pos(0, 0).y, where).toBeGreaterThanOrEqual(l.hit.height - 0.01);
        expect(l.pos(0, 0).x - l.hit.width / 2, where).toBeGreaterThanOrEqual(0);
        expect(l.pos(0, COLS - 1).x + l.hit.width / 2, where).toBeLessThanOrEqual(width);
        expect(l.pos(0, 0).y - l.cardH / 2, where).toBeGreaterThanOrEqual(top);
        expect(l.pos(ROWS - 1, 0).y + l.cardH / 2, where).toBeLessThanOrEqual(height - reserve);
        // Larger cards than the desktop spacing gives at this size.
        expect(l.cardW, where).toBeGreaterThan(tableauLayout(width, height, top, reserve, false).cardW);
      }
    }
  });
});
