/**
 * Property tests over thousands of random games (fast-check picks variant, players, seeds and the
 * random choices): cards and chips are conserved, no space holds two chips, completed sequences
 * stay consistent, the notation round-trips every reached position, and
 * every game ends (the draw rule bounds its length).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import { fullDeck, MAX_RESHUFFLES, rules } from '../../src/engine/sequence';
import { optionsArb } from './sequence-fixtures';
import type { SequenceOptions, SequenceState } from '../../src/engine/sequence';

const CORNERS = [0, 9, 90, 99];
/**
 * The draw rule bounds every game: each move but the last draws a card, a pile never holds more
 * than the deck (at most 104 cards), and after MAX_RESHUFFLES reshuffles an empty pile ends the game.
 */
const MAX_MOVES = (MAX_RESHUFFLES + 1) * 104 + 1;

const gameArb = fc.record({ options: optionsArb, seed: fc.string({ maxLength: 8 }), choices: fc.string({ maxLength: 8 }) });

function countCards(cards: readonly string[], into = new Map<string, number>()): Map<string, number> {
  for (const c of cards) into.set(c, (into.get(c) ?? 0) + 1);
  return into;
}

/** Whether hands, draw pile and discards together hold exactly the deck (counting, not sorting: this runs every move). */
function conservesCards(s: SequenceState, deck: Map<string, number>): boolean {
  const seen = new Map<string, number>();
  for (const h of s.hands) countCards(h, seen);
  for (const d of s.discards) countCards(d, seen);
  countCards(s.drawPile, seen);
  if (seen.size !== deck.size) return false;
  for (const [card, n] of deck) if (seen.get(card) !== n) return false;
  return true;
}

function chipCount(s: SequenceState): number {
  return s.chips.filter((c) => c !== -1).length;
}

/** Plays a random game to the end, calling `check` after every move; returns the number of moves. */
function playRandom(options: Partial<SequenceOptions>, seed: string, choices: string, check: (before: SequenceState, after: SequenceState, move: ReturnType<typeof rules.legalMoves>[number]) => void): number {
  let s = rules.setup(options, seed);
  const rng = Rng.fromSeed(choices);
  let moves = 0;
  while (!rules.isOver(s)) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) throw new Error(`no legal move in a running game:\n${rules.format(s)}`);
    const move = rng.pick(legal);
    const next = rules.play(s, move).state;
    check(s, next, move);
    s = next;
    moves++;
    if (moves > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves:\n${rules.format(s)}`);
  }
  if (rules.legalMoves(s).length !== 0) throw new Error('a finished game still offers moves');
  return moves;
}

describe('random games', () => {
  it('conserve cards and chips, never stack chips, and keep sequences consistent', () => {
    let games = 0;
    fc.assert(
      fc.property(gameArb, ({ options, seed, choices }) => {
        games++;
        const deck = countCards(fullDeck(options.variant!, options.allOperations));
        playRandom(options, seed, choices, (before, after, move) => {
          // Plain checks (expect() per step would dominate the run time); a failure names the position.
          const fail = (why: string) => {
            throw new Error(`${why} after ${rules.formatMove(move)} in\n${rules.format(before)}`);
          };
          if (!conservesCards(after, deck)) fail('cards not conserved');
          const cell = move.type === 'deadDiscard' ? -1 : move.row * 10 + move.col;
          const delta = chipCount(after) - chipCount(before);
          if (move.type === 'place' && (before.chips[cell] !== -1 || delta !== 1)) fail('chip placed on a covered space');
          if (move.type === 'remove' && (before.chips[cell] === -1 || after.chips[cell] !== -1 || delta !== -1)) fail('bad removal');
          if (move.type === 'deadDiscard' && after.chips.some((c, i) => c !== before.chips[i])) fail('dead-card exchange moved chips');
          if (CORNERS.some((c) => after.chips[c] !== -1)) fail('chip on a corner');
          if (after.hands.some((h) => h.length > after.settings.handSize)) fail('hand too large');
          for (const q of after.sequences) {
            for (const [r, c] of q.cells) if (!CORNERS.includes(r * 10 + c) && after.chips[r * 10 + c] !== q.team) fail('sequence lost a chip');
          }
        });
      }),
      { numRuns: 2000 },
    );
    expect(games).toBeGreaterThanOrEqual(2000);
  });

  it('round-trip through the notation at every position', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, choices }) => {
        playRandom(options, seed, choices, (_before, after, move) => {
          expect(rules.parse(rules.format(after))).toEqual(after);
          expect(rules.parseMove(rules.formatMove(move))).toEqual(move);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('replaying the moves from the seed reproduces the game exactly', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, choices }) => {
        const texts: string[] = [];
        let last: SequenceState | undefined;
        playRandom(options, seed, choices, (_b, after, move) => {
          texts.push(rules.formatMove(move));
          last = after;
        });
        let s = rules.setup(options, seed);
        for (const t of texts) s = rules.play(s, rules.parseMove(t)).state;
        expect(s).toEqual(last);
      }),
      { numRuns: 100 },
    );
  });
});
