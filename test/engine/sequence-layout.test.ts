/**
 * The Sequence table layout (src/scenes/sequence/layout.ts, pure): nothing overlaps, whatever the
 * height of the top bar (one strip, or two rows when the title and the actions do not fit side by
 * side) and of the team panel (up to 12 players).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HAND_SHARE, handXs, PILE_CAPTION_ROOM, SELECTED_LIFT, sequenceLayout, type SequenceLayout } from '../../src/scenes/sequence/layout';
import { historyHeaderHeight, historyOpenBox } from '../../src/ui/historyPlace';
import { designSize, overlapArea, type Box } from '../../src/ui/layout';
import { PHONE } from '../../src/ui/theme';
import { expectApartOnScreen } from '../layoutBoxes';

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
    // A one-strip top bar and two players (one header row per team), on a 360×740 phone and taller. (A
    // 16:9 phone, 1080×1920, gives 3 % of the board to the room a selected card rises into.)
    for (const height of [2220, 2337, 2399]) expect(sequenceLayout(1080, height, 120, 70).board.cell).toBe(100);
    expect(sequenceLayout(1080, 1920, 120, 70).board.cell).toBeGreaterThanOrEqual(97);
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

/**
 * The piles with their captions, the hand's cards (with the room a selected card rises into), and
 * (landscape) the dead-card button, as boxes.
 */
function controls(l: SequenceLayout): Record<string, Box> {
  const pileW = l.pileCardW;
  const pileH = pileW * PILE_RATIO;
  const pile = (p: { x: number; y: number }): Box => ({ x: p.x - pileW / 2, y: p.y - pileH / 2, width: pileW, height: pileH + PILE_CAPTION_ROOM });
  const { cx, cy, cardW, maxWidth } = l.hand;
  const out: Record<string, Box> = {
    draw: pile(l.drawPile),
    discard: pile(l.discard),
    hand: { x: cx - maxWidth / 2 - cardW / 2, y: cy - (cardW * PILE_RATIO) / 2 - SELECTED_LIFT, width: maxWidth + cardW, height: cardW * PILE_RATIO + SELECTED_LIFT },
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
  // How far right of a card's left edge its badge reaches with its inset and margin (cardFace's
  // badgeReach), in frame px of a 200-px card, as measured in the browser: "REMOVE" on a phone (40 px
  // text, fitted to the card's 180 px) 10 + 180 + 8, on a desktop (24 px) 10 + 138 + 8; "DEAD" 10 +
  // 129 + 8 on a phone.
  const reach = (l: SequenceLayout): number => ((l.portrait ? 198 : 156) * l.hand.cardW) / 200;

  it('leaves every badge of a full hand in view, whichever cards have one, on a desktop and two phones', () => {
    for (const [w, h] of [[1280, 720], [390, 844], [360, 640]] as const) {
      const { width, height } = designSize(w, h);
      const l = sequenceLayout(width, height, 200, 110);
      const { cx, cardW, maxWidth } = l.hand;
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }), (captioned) => {
          const needs = captioned.map((c) => (c ? reach(l) : 0));
          const xs = handXs(needs, cx, cardW, cardW * 1.06, maxWidth);
          expect(xs).toHaveLength(captioned.length);
          // Within the hand's width, in order, each card's corner index and some of its face in view.
          expect(xs[xs.length - 1]! - xs[0]!).toBeLessThanOrEqual(maxWidth + 1e-6);
          for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(Math.min(cardW * HAND_SHARE, maxWidth / (xs.length - 1)) - 1e-6);
          // One badge in a hand: not under the next card (more shrink to fit what they get: HandView).
          if (captioned.slice(0, -1).filter(Boolean).length <= 1) {
            for (let i = 0; i + 1 < xs.length; i++) if (captioned[i]) expect(xs[i]! - cardW / 2 + needs[i]!, `${w}×${h}: card ${i}`).toBeLessThanOrEqual(xs[i + 1]! - cardW / 2 + 1e-6);
          }
        }),
      );
    }
  });

  it('gives every card of a phone\'s hand with three jacks a fair share: no slivers beside wide jacks', () => {
    // J♠ J♥ J♦ Q♦ K♦ 7♠ 9♠ (the audit's hand: REMOVE, REMOVE, WILD) and J♥ 6♥ 3♥ J♠ 5♠ Q♠ J♦, upright.
    for (const [w, h] of [[390, 844], [360, 740]] as const) {
      const { width, height } = designSize(w, h);
      const l = sequenceLayout(width, height, 200, 110);
      const { cx, cardW, maxWidth } = l.hand;
      for (const jacks of [[1, 1, 1, 0, 0, 0, 0], [1, 0, 0, 1, 0, 0, 1]]) {
        const xs = handXs(jacks.map((j) => (j ? reach(l) : 0)), cx, cardW, cardW * 1.06, maxWidth);
        const steps = xs.slice(1).map((x, i) => x - xs[i]!);
        const plain = steps.filter((_, i) => !jacks[i]);
        const jack = steps.filter((_, i) => jacks[i]);
        // A plain card shows its corner index and some of its face (a quarter of a card was a sliver)…
        for (const step of plain) expect(step, `${w}×${h} ${jacks.join('')}`).toBeGreaterThanOrEqual(cardW * 0.4);
        // …and a jack no more than its badge needs.
        for (const step of jack) expect(step, `${w}×${h} ${jacks.join('')}`).toBeLessThanOrEqual(reach(l) + 1e-6);
      }
    }
  });
});

describe('sequence layout on a phone held sideways', () => {
  // The design sizes of phones held sideways (844×390, 740×360, 915×412, 667×375).
  const phones = ([[844, 390], [740, 360], [915, 412], [667, 375]] as const).map(([w, h]) => ({ host: `${w}×${h}`, ...designSize(w, h) }));

  it('keeps the board, teams, piles, status, buttons, history header and hand apart and on screen', () => {
    for (const { host, width, height } of phones) {
      // Under the phone's one-strip top bar (the title and the actions fit side by side this wide).
      for (const top of [152]) {
        for (const teamsH of [102, 222, 330]) {
          const l = sequenceLayout(width, height, top, teamsH, true);
          const where = `${host}, top bar ${top}, teams ${teamsH}`;
          expect(l.phone && !l.portrait, where).toBe(true);
          const boardHalf = l.board.cell * 5 + l.board.frame;
          const pileH = l.pileCardW * PILE_RATIO;
          const pile = (p: { x: number; y: number }): Box => ({ x: p.x - l.pileCardW / 2, y: p.y - pileH / 2, width: l.pileCardW, height: pileH + 62 });
          // With the room a selected card rises into, unless twelve players' teams take it.
          const lift = teamsH < 330 ? SELECTED_LIFT : 0;
          const hand = { x: l.hand.cx - l.hand.maxWidth / 2 - l.hand.cardW / 2, y: l.hand.cy - (l.hand.cardW * PILE_RATIO) / 2 - lift, width: l.hand.maxWidth + l.hand.cardW, height: l.hand.cardW * PILE_RATIO + lift };
          const boxes: Record<string, Box> = {
            board: { x: l.board.cx - boardHalf, y: l.board.cy - boardHalf, width: 2 * boardHalf, height: 2 * boardHalf },
            teams: { x: l.teams.x, y: l.teams.y, width: l.teams.w, height: l.teams.h },
            // Two lines of 36-unit text.
            status: { x: l.status.x, y: l.status.y, width: l.status.width, height: 2 * 46 },
            draw: pile(l.drawPile),
            discard: pile(l.discard),
            // Finger-high; the last-move line takes its place while it is hidden.
            exchange: { x: l.exchange.x - l.exchange.w / 2, y: l.exchange.y - PHONE.target / 2, width: l.exchange.w, height: PHONE.target },
            lastMove: { x: l.lastMove.x, y: l.lastMove.y - 46, width: l.lastMove.width, height: 92 },
            // The header (its list opens upwards from it).
            history: { x: l.history.x, y: l.history.y - historyHeaderHeight(l.history), width: l.history.width, height: historyHeaderHeight(l.history) },
            hand,
          };
          expectApartOnScreen(boxes, { width, height, top }, where, [['exchange', 'lastMove']]);
          // Open, the history's list covers no pile, card of the hand or button, nor the board (it may
          // cover the teams and the status while open).
          const open = historyOpenBox(l.history);
          expect(l.history.maxRows, where).toBeGreaterThanOrEqual(2);
          // Wide enough for its title at a phone's size ("▸ Since your turn (12)").
          expect(l.history.width, where).toBeGreaterThanOrEqual(440);
          expect(open.y, where).toBeGreaterThanOrEqual(top);
          for (const name of ['board', 'draw', 'discard', 'exchange', 'hand']) expect(overlapArea(open, boxes[name]!), `${where}: open history over ${name}`).toBe(0);
        }
      }
    }
  });

  it("draws the hand's cards at 0.9 (as in portrait), so their captions keep a phone's 12 CSS px", () => {
    for (const { width, height } of phones) expect(sequenceLayout(width, height, 152, 102, true).hand.cardW).toBe(180);
  });
});
