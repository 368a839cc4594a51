import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../src/engine/core';
import { inSequenceCards, rules, runLength, type GapsState } from '../../src/engine/gaps';
import { optionsArb } from './gaps-fixtures';

/** Invariants of every reachable position: 48 distinct non-ace cards and 4 gaps on a 4×13 table. */
function checkConserved(s: GapsState): void {
  expect(s.rows).toHaveLength(4);
  const cells = s.rows.flat();
  expect(cells).toHaveLength(52);
  const cards = cells.filter((c) => c !== null);
  expect(cards).toHaveLength(48);
  expect(new Set(cards).size).toBe(48);
  expect(cards.every((c) => c![0] !== 'A')).toBe(true);
}

/** Where each in-sequence card is, as "card@row,col". */
function lockedPlaces(s: GapsState): string[] {
  const out: string[] = [];
  s.rows.forEach((row, r) => {
    for (let c = 0; c < runLength(s.settings, s.rows, r); c++) out.push(`${row[c]}@${r},${c}`);
  });
  return out;
}

describe('gaps properties over random games', () => {
  it('conserve cards, never move locked cards, keep the score monotone within a round, round-trip notation', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ maxLength: 8 }), fc.array(fc.nat(), { minLength: 30, maxLength: 200 }), (options, seed, choices) => {
        let s = rules.setup(options, seed);
        checkConserved(s);
        for (const choice of choices) {
          if (rules.isOver(s)) {
            expect(rules.legalMoves(s)).toEqual([]);
            break;
          }
          const legal = rules.legalMoves(s);
          expect(legal.length).toBeGreaterThan(0);
          const move = legal[choice % legal.length]!;
          const before = s;
          const { state, events } = rules.play(s, move);
          checkConserved(state);
          expect(JSON.stringify(before)).toBe(JSON.stringify(s)); // play is pure
          const scoreBefore = rules.score(before).scores[0]!;
          const scoreAfter = rules.score(state).scores[0]!;
          if (options.variant !== 'montana') {
            // Locked cards stay where they are, through moves and redeals alike.
            const after = new Set(lockedPlaces(state));
            for (const place of lockedPlaces(before)) expect(after.has(place)).toBe(true);
            expect(scoreAfter).toBeGreaterThanOrEqual(scoreBefore);
          }
          const first = events[0]!;
          if (first.type === 'move') {
            expect(first.score).toBe(scoreAfter);
            const had = new Set(inSequenceCards(before.settings, before.rows));
            expect(first.locked).toEqual(inSequenceCards(state.settings, state.rows).filter((c) => !had.has(c)));
          }
          if (move.type === 'redeal') expect(state.redealsUsed).toBe(before.redealsUsed + 1);
          s = state;
        }
        expect(rules.parse(rules.format(s))).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });

  it('refuse every card move that is not legal, leaving the state unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.nat(47), fc.nat(3), fc.nat(12), (seed, cardIndex, row, col) => {
        const s = rules.setup({}, seed);
        const card = s.rows.flat().filter((c) => c !== null)[cardIndex]!;
        const move = { type: 'move' as const, card, to: { row, col } };
        const legal = rules.legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(move));
        const snapshot = JSON.stringify(s);
        if (legal) expect(() => rules.play(s, move)).not.toThrow();
        else expect(() => rules.play(s, move)).toThrow(IllegalMoveError);
        expect(JSON.stringify(s)).toBe(snapshot);
      }),
      { numRuns: 2000 },
    );
  });
});
