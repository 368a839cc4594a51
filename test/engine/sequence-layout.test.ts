/**
 * The Sequence table layout (src/scenes/sequence/layout.ts, pure): nothing overlaps, whatever the
 * height of the top bar (one strip, or two rows when the title and the actions do not fit side by
 * side) and of the team panel (up to 12 players).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILE_CAPTION_ROOM, sequenceLayout } from '../../src/scenes/sequence/layout';

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
