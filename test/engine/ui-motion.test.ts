/**
 * The pure geometry behind No Thanks' table motion: the one curve a chip flies along, how a pile's
 * count ticks as its chips land, where a speech bubble goes, and an opponent's row with its runs
 * collapsed to stacks.
 */
import { describe, expect, it } from 'vitest';
import { arcControl, arrivedCount, bezierPoint } from '../../src/ui/flightPath';
import { placeBubble, TAIL } from '../../src/ui/bubblePlacement';
import type { Box } from '../../src/ui/layout';
import { compactRow, coveredCards, groupRuns, READABLE_STEP, readableRow, rowSlots, tuckOffset, wrapRuns } from '../../src/scenes/nothanks/rowLayout';

describe('chip flight path', () => {
  const from = { x: 960, y: 400 };
  const to = { x: 300, y: 900 };

  it('starts at the start, ends at the end, and never turns back on its way', () => {
    const c = arcControl(from, to);
    expect(bezierPoint(from, c, to, 0)).toEqual(from);
    const end = bezierPoint(from, c, to, 1);
    expect(end.x).toBeCloseTo(to.x);
    expect(end.y).toBeCloseTo(to.y);
    // Distance to the destination falls all the way: no hovering beside another seat first.
    let last = Infinity;
    for (let i = 0; i <= 20; i++) {
      const p = bezierPoint(from, c, to, i / 20);
      const d = Math.hypot(p.x - to.x, p.y - to.y);
      expect(d).toBeLessThan(last + 1e-9);
      last = d;
    }
  });

  it('bows upwards by a bounded share of its length', () => {
    const c = arcControl({ x: 0, y: 500 }, { x: 400, y: 500 });
    expect(c.x).toBeCloseTo(200);
    expect(c.y).toBeCloseTo(500 - 400 * 0.14);
    const far = arcControl({ x: 0, y: 500 }, { x: 1800, y: 500 });
    expect(far.y).toBeCloseTo(500 - 90);
    const down = arcControl({ x: 500, y: 100 }, { x: 500, y: 900 });
    expect(down.y).toBeCloseTo(500);
    expect(down.x).not.toBeCloseTo(500);
  });

  it('bows towards the middle of the table when told where it is', () => {
    // From the pot (upper middle) down to a pile at the lower right: bowing up would pass over the
    // seat at the right; towards the middle it passes over the open table.
    const pot = { x: 710, y: 230 };
    const pile = { x: 975, y: 495 };
    const middle = { x: 600, y: 337 };
    const c = arcControl(pot, pile, 0.14, 90, middle);
    const mid = { x: (pot.x + pile.x) / 2, y: (pot.y + pile.y) / 2 };
    expect(Math.hypot(c.x - middle.x, c.y - middle.y)).toBeLessThan(Math.hypot(mid.x - middle.x, mid.y - middle.y));
    expect(c.x).toBeLessThan(mid.x);
  });

  it('counts arrivals so a pile ends on its total, one step per landing', () => {
    expect([1, 2, 3].map((n) => arrivedCount(n, 3, 3))).toEqual([1, 2, 3]);
    const big = Array.from({ length: 10 }, (_, i) => arrivedCount(i + 1, 10, 23));
    expect(big[9]).toBe(23);
    for (let i = 1; i < big.length; i++) expect(big[i]!).toBeGreaterThan(big[i - 1]!);
  });
});

describe('speech bubble placement', () => {
  const screen: Box = { x: 0, y: 100, width: 1920, height: 980 };
  const size = { width: 240, height: 70 };

  it('goes on the first preferred side that is on screen and covers no name plate', () => {
    const plate: Box = { x: 40, y: 500, width: 340, height: 96 };
    const place = placeBubble(plate, size, screen, [plate], ['right', 'above']);
    expect(place.side).toBe('right');
    expect(place.box.x).toBe(plate.x + plate.width + TAIL);
    expect(place.tip.x).toBe(plate.x + plate.width);
  });

  it('flips to another side near an edge', () => {
    const plate: Box = { x: 40, y: 110, width: 340, height: 96 };
    const place = placeBubble(plate, size, screen, [plate], ['above', 'below']);
    expect(place.side).toBe('below');
    expect(place.box.y).toBe(plate.y + plate.height + TAIL);
  });

  it('keeps off the other players\u2019 plates', () => {
    const plate: Box = { x: 40, y: 500, width: 340, height: 96 };
    const neighbour: Box = { x: 390, y: 480, width: 340, height: 96 };
    const place = placeBubble(plate, size, screen, [plate, neighbour], ['right', 'above', 'below']);
    expect(place.side).toBe('above');
    expect(place.box.y + place.box.height).toBe(plate.y - TAIL);
  });

  it('lies flush with the plate\'s end rather than reach past its seat onto the next one', () => {
    // A plate narrower than the bubble, near the left edge of its seat; the seat on the left keeps clear.
    const plate: Box = { x: 600, y: 500, width: 120, height: 96 };
    const leftSeat: Box = { x: 0, y: 400, width: 590, height: 300 };
    const place = placeBubble(plate, size, screen, [plate, leftSeat], ['below']);
    expect(place.side).toBe('below');
    expect(place.box.x).toBe(plate.x);
    expect(place.tip.x).toBeGreaterThanOrEqual(place.box.x);
  });

  it('slides along its side to stay on screen', () => {
    const plate: Box = { x: 1800, y: 900, width: 100, height: 96 };
    const place = placeBubble(plate, size, screen, [], ['above']);
    expect(place.box.x + place.box.width).toBe(1920);
    expect(place.tip.x).toBeGreaterThanOrEqual(place.box.x);
    expect(place.tip.x).toBeLessThanOrEqual(place.box.x + place.box.width);
  });
});

describe('an opponent\u2019s compact row', () => {
  it('collapses runs of three or more onto their lowest card, labelled first\u2013last', () => {
    const { slots, stacks } = compactRow([9, 4, 6, 5, 20, 21, 27, 28, 29, 30, 31], 78, 500);
    expect(stacks.map((s) => `${s.first}\u2013${s.last}`)).toEqual(['4\u20136', '27\u201331']);
    const at = new Map(slots.map((s) => [s.card, s] as const));
    expect(at.get(4)!.tucked).toBe(false);
    expect(at.get(5)!.tucked).toBe(true);
    expect(at.get(5)!.x - at.get(4)!.x).toBe(tuckOffset(1).x);
    expect(at.get(31)!.y).toBe(tuckOffset(4).y);
    // A pair stays a pair, laid out as in the full row; every card has one slot.
    expect(at.get(20)!.tucked).toBe(false);
    expect(at.get(21)!.tucked).toBe(false);
    expect(slots).toHaveLength(11);
    // Four places (stack, 9, 20–21 pair, stack) take less room than eleven cards.
    const width = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(width(slots.filter((s) => !s.tucked).map((s) => s.x))).toBeLessThan(width(rowSlots([9, 4, 6, 5, 20, 21, 27, 28, 29, 30, 31], 78, 500).map((s) => s.x)));
  });

  it('leaves rows without long runs as they were', () => {
    const cards = [3, 4, 8, 12, 13];
    const { slots, stacks } = compactRow(cards, 78, 500);
    expect(stacks).toEqual([]);
    expect(slots.map((s) => ({ card: s.card, x: s.x }))).toEqual(rowSlots(cards, 78, 500));
  });

  it('tucks at most three steps deep', () => {
    expect(tuckOffset(1)).toEqual({ x: 7, y: -5 });
    expect(tuckOffset(3)).toEqual(tuckOffset(9));
  });
});

describe('your own row, kept readable', () => {
  const CARD = 78;
  /** The smallest step between neighbouring cards that are not tucked under a stack. */
  const tightest = (slots: { x: number; tucked: boolean }[]): number => {
    const xs = slots.filter((s) => !s.tucked).map((s) => s.x).sort((a, b) => a - b);
    return Math.min(...xs.slice(1).map((x, i) => x - xs[i]!));
  };
  // The row of a player who took 19 cards (a real end of game on a phone).
  const long = [3, 4, 7, 8, 10, 17, 18, 20, 21, 23, 24, 25, 26, 27, 28, 30];

  it('shows every card while the row fits', () => {
    const cards = [3, 4, 8, 12, 13, 14];
    const { slots, stacks } = readableRow(cards, CARD, 900);
    expect(stacks).toEqual([]);
    expect(slots.map((s) => ({ card: s.card, x: s.x }))).toEqual(rowSlots(cards, CARD, 900));
  });

  it('collapses the long runs when the full row would squeeze numbers out of sight, and every step stays readable', () => {
    // The full row squeezes below a readable step here…
    const full = rowSlots(long, CARD, 500).map((s) => ({ ...s, tucked: false }));
    expect(tightest(full)).toBeLessThan(READABLE_STEP * CARD);
    // …so the 23–28 run collapses (runs of three or more), the pairs stay.
    const { slots, stacks } = readableRow(long, CARD, 500);
    expect(stacks.map((s) => [s.first, s.last])).toEqual([[23, 28]]);
    expect(slots).toHaveLength(long.length);
    expect(tightest(slots)).toBeGreaterThanOrEqual(READABLE_STEP * CARD - 1e-9);
  });

  it('collapses pairs too when collapsing the long runs is not enough', () => {
    const { slots, stacks } = readableRow(long, CARD, 400);
    expect(stacks.map((s) => [s.first, s.last])).toEqual([[3, 4], [7, 8], [17, 18], [20, 21], [23, 28]]);
    expect(tightest(slots)).toBeGreaterThanOrEqual(READABLE_STEP * CARD - 1e-9);
  });

  it('gives the covered face to each card lying under the next card’s left part, and only those', () => {
    const slots = rowSlots([13, 14, 20, 30, 31], CARD, 900).map((s) => ({ ...s, y: 0, tucked: false }));
    expect([...coveredCards(slots, CARD)].sort()).toEqual([13, 30]);
    // A stack's tucked cards keep their face (they are dimmed under the lowest card).
    const { slots: compact } = compactRow([5, 6, 7, 9], CARD, 900);
    expect([...coveredCards(compact, CARD)]).toEqual([]);
  });
});

describe('a score sheet row on more lines', () => {
  const CARD = 80;
  /** Left and right edge of a line's cards. */
  const span = (line: { x: number }[]): number => Math.max(...line.map((s) => s.x)) - Math.min(...line.map((s) => s.x)) + CARD;
  const singles = [3, 5, 7, 9, 12, 16, 18, 20, 23, 26, 28, 30, 33, 35];

  it('keeps a row that fits on one line as it was', () => {
    const cards = [3, 4, 8, 12, 13];
    expect(wrapRuns(cards, CARD, 960, 3)).toEqual([rowSlots(cards, CARD, 960)]);
    expect(wrapRuns([], CARD, 960, 3)).toEqual([]);
  });

  it('breaks a long row between runs into even lines, every card apart from the next run', () => {
    const lines = wrapRuns(singles, CARD, 960, 3);
    expect(lines.map((l) => l.length)).toEqual([7, 7]);
    for (const line of lines) {
      expect(span(line)).toBeLessThanOrEqual(960);
      // Apart: at least a card's width from centre to centre.
      line.slice(1).forEach((s, i) => expect(s.x - line[i]!.x).toBeGreaterThan(CARD));
    }
    expect(lines.flat().map((s) => s.card)).toEqual(singles);
    // A run stays on one line.
    const withRuns = wrapRuns([3, 4, 5, 6, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 28, 29, 30, 34, 35], CARD, 960, 3);
    for (const run of groupRuns([3, 4, 5, 6, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 28, 29, 30, 34, 35])) {
      expect(withRuns.filter((line) => line.some((s) => run.includes(s.card))), `run ${run.join(' ')}`).toHaveLength(1);
    }
  });

  it('squeezes the lines as one row is squeezed when more are not allowed', () => {
    const lines = wrapRuns(singles, CARD, 600, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(span(line)).toBeLessThanOrEqual(600 + 1e-9);
  });
});
