/**
 * The Sequence table layout (src/scenes/sequence/layout.ts, pure): nothing overlaps, whatever the
 * height of the top bar (one strip, or two rows when the title and the actions do not fit side by
 * side) and of the team panel (up to 12 players).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handXs, PILE_CAPTION_ROOM, sequenceLayout, type SequenceLayout } from '../../src/scenes/sequence/layout';
import { historyOpenBox } from '../../src/ui/historyPlace';
import { designSize, overlapArea, type Box } from '../../src/ui/layout';

const PILE_RATIO = 1.4;

describe('sequence portrait layout', () => {
  it('stacks board, teams, piles with their captions and hand without overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 360 }), fc.integer({ min: 60, max: 220 }), (top, teamsH) => {
        const l = sequenceLayout(1080, 1920, top, teamsH);
        expect(l.portrait).toBe(true);
        const boardHalf = l.board.cell * 5 + l.board.frame;
        expect(l.board.cy - boardHalf).toBeGreaterThanOrEqual(top);
        expect(l.board.cx - boardHalf).toBeGreaterThanOrEqual(0);
        expect(l.board.cx + boardHalf).toBeLessThanOrEqual(1080);
        expect(l.board.cy + boardHalf).toBeLessThanOrEqual(l.teams.y);
        const pileHalf = (l.pileCardW * PILE_RATIO) / 2;
        expect(l.teams.y + l.teams.h).toBeLessThanOrEqual(l.drawPile.y - pileHalf);
        const handHalf = (l.hand.cardW * PILE_RATIO) / 2;
        expect(l.drawPile.y + pileHalf + PILE_CAPTION_ROOM).toBeLessThanOrEqual(l.hand.cy - handHalf);
        expect(l.hand.cy + handHalf).toBeLessThanOrEqual(1920);
        // The status (two lines of 36-unit text, 12 CSS px on a phone) across the width between the
        // teams and the piles; the last move beside the piles, growing downwards.
        expect(l.status.originY).toBe(0);
        expect(l.status.y).toBeGreaterThanOrEqual(l.teams.y + l.teams.h);
        expect(l.status.y + 2 * 46).toBeLessThanOrEqual(l.drawPile.y - pileHalf);
        expect(l.lastMove.originY).toBe(0);
        expect(l.lastMove.x).toBeGreaterThanOrEqual(l.discard.x + l.pileCardW / 2);
        expect(l.lastMove.y).toBeGreaterThanOrEqual(l.drawPile.y - pileHalf);
      }),
    );
  });

  it('keeps the full-size board when there is room', () => {
    // A one-strip top bar and two players (one header row per team).
    expect(sequenceLayout(1080, 1920, 120, 70).board.cell).toBe(100);
  });

  it('shrinks the board under a two-row top bar and a tall team panel', () => {
    // Sequence Numbers (an extra action wraps the top bar) with six players: the hand used to cover the
    // piles. (Phone-sized text and a status line of its own take room too; the board's magnifier makes
    // its spaces usable under a finger.)
    const cell = sequenceLayout(1080, 1920, 290, 220).board.cell;
    expect(cell).toBeLessThan(100);
    expect(cell).toBeGreaterThan(60);
  });
});

/** The piles with their captions, the hand's cards, and (landscape) the dead-card button, as boxes. */
function controls(l: SequenceLayout): Record<string, Box> {
  const pileW = l.pileCardW;
  const pileH = pileW * PILE_RATIO;
  const pile = (p: { x: number; y: number }): Box => ({ x: p.x - pileW / 2, y: p.y - pileH / 2, width: pileW, height: pileH + PILE_CAPTION_ROOM });
  const { cx, cy, cardW, maxWidth } = l.hand;
  const out: Record<string, Box> = {
    draw: pile(l.drawPile),
    discard: pile(l.discard),
    hand: { x: cx - maxWidth / 2 - cardW / 2, y: cy - (cardW * PILE_RATIO) / 2, width: maxWidth + cardW, height: cardW * PILE_RATIO },
  };
  // In portrait the button takes the history's place while it shows (the history is hidden then).
  if (!l.portrait) out.exchange = { x: l.exchange.x - l.exchange.w / 2, y: l.exchange.y - 36, width: l.exchange.w, height: 72 };
  return out;
}

describe('sequence move history', () => {
  it('opens, at its fullest, over no pile, card of the hand or button, at any window shape', () => {
    const hosts: Array<[number, number]> = [[1280, 720], [844, 390], [1470, 630], [1024, 768], [800, 800], [2560, 1080], [390, 844], [360, 640], [600, 800], [412, 915]];
    for (const [w, h] of hosts) {
      const { width, height } = designSize(w, h);
      for (const top of [96, 130, 240]) {
        for (const teamsH of [70, 110, 150, 220, 330]) {
          const l = sequenceLayout(width, height, top, teamsH);
          const where = `${w}×${h} (design ${width}×${height}), top bar ${top}, teams ${teamsH}`;
          const open = historyOpenBox(l.history);
          // Room for the moves of a six-player round (five others), under the top bar, on screen.
          expect(l.history.maxRows, where).toBeGreaterThanOrEqual(l.portrait ? 2 : 5);
          expect(open.y, where).toBeGreaterThanOrEqual(top);
          expect(open.y + open.height, where).toBeLessThanOrEqual(height);
          expect(open.x + open.width, where).toBeLessThanOrEqual(width);
          for (const [name, box] of Object.entries(controls(l))) expect(overlapArea(open, box), `${where}: over ${name}`).toBe(0);
          // Landscape: beside the board, never over it.
          if (!l.portrait) expect(open.x, where).toBeGreaterThanOrEqual(l.board.cx + l.board.cell * 5 + l.board.frame);
        }
      }
    }
  });
});

describe('sequence hand', () => {
  // How far right of a card's centre its caption reaches with its margin (cardFace's captionReach),
  // in frame px of a 200-px card, as measured in the browser: "REMOVE" on a phone (40 px text, as wide
  // as the card) 100 + 8, on a desktop (24 px) 69 + 8.
  const reach = (l: SequenceLayout): number => ((l.portrait ? 108 : 77) * l.hand.cardW) / 200;

  it('leaves every caption of a full hand in view, whichever cards have one, on a desktop and two phones', () => {
    for (const [w, h] of [[1280, 720], [390, 844], [360, 640]] as const) {
      const { width, height } = designSize(w, h);
      const l = sequenceLayout(width, height, 200, 110);
      const { cx, cardW, maxWidth } = l.hand;
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }), (captioned) => {
          const needs = captioned.map((c) => (c ? reach(l) : 0));
          const xs = handXs(needs, cx, cardW, cardW * 1.06, maxWidth);
          expect(xs).toHaveLength(captioned.length);
          // Within the hand's width, in order, each card's corner index in view (a quarter of a card).
          expect(xs[xs.length - 1]! - xs[0]!).toBeLessThanOrEqual(maxWidth + 1e-6);
          for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(cardW * 0.25);
          // Up to two captions in a hand (the two remove jacks, say): none under the next card.
          if (captioned.slice(0, -1).filter(Boolean).length <= 2) {
            for (let i = 0; i + 1 < xs.length; i++) if (captioned[i]) expect(xs[i]! + needs[i]!, `${w}×${h}: card ${i}`).toBeLessThanOrEqual(xs[i + 1]! - cardW / 2 + 1e-6);
          }
        }),
      );
    }
  });
});
