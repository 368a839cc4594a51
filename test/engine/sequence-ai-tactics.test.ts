/**
 * Hard's tactics in positions written in text notation: it wins with a two-eyed jack, blocks an
 * opponent who is one chip from a sequence, and spends a one-eyed jack only on a real threat.
 */
import { describe, expect, it } from 'vitest';
import { ai } from '../../src/engine/sequence/ai';
import { rules } from '../../src/engine/sequence';
import type { SequenceState } from '../../src/engine/sequence';
import { cardRole } from '../../src/engine/sequence/deck';
import { EMPTY_BOARD, position, withRow } from './sequence-fixtures';

function choose(state: SequenceState, seed = 's') {
  return ai.chooseMove(rules.view(state, state.toMove), 'hard', seed);
}

const SEEDS = ['a', 'b', 'c'];

describe('sequence AI tactics (hard)', () => {
  it('wins with a two-eyed jack when no natural card fits the winning space', () => {
    // (5,4) is 2H: a chip there makes nine in a row, two sequences.
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.aaaa.'), hands: [['KD', '2S', 'JD'], ['2C']] });
    const { state } = rules.play(s, choose(s));
    expect(state.winners).toEqual([0]);
  });

  it("blocks an opponent's four even when it would only be their first sequence", () => {
    // Row 6: b holds (6,0)..(6,3); (6,4) is 9H.
    const s = position({ board: withRow(EMPTY_BOARD, 6, 'bbbb......'), hands: [['KD', '2S', '9H', '3C'], ['2D']] });
    for (const seed of SEEDS) expect(choose(s, seed)).toEqual({ type: 'place', card: '9H', row: 6, col: 4 });
  });

  it('breaks a four with a one-eyed jack when no card blocks it', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 6, 'bbbb......'), hands: [['KD', '2S', 'JS', '3C'], ['2D']] });
    const move = choose(s);
    expect(move).toMatchObject({ type: 'remove', card: 'JS', row: 6 });
  });

  it('completes a sequence when it can, rather than building elsewhere', () => {
    // Row 3: a holds (3,0)..(3,3); (3,4) is 4C. TH at (6,5) or 9S at (6,1) would make a four in row 6.
    const board = withRow(withRow(EMPTY_BOARD, 3, 'aaaa......'), 6, '..aaa.....');
    const s = position({ board, hands: [['TH', '4C', '9S', 'KD'], ['2D']] });
    for (const seed of SEEDS) expect(choose(s, seed)).toEqual({ type: 'place', card: '4C', row: 3, col: 4 });
  });

  it('completes a sequence with a two-eyed jack when no natural card fits', () => {
    const board = withRow(withRow(EMPTY_BOARD, 3, 'aaaa......'), 6, '..aaa.....');
    const s = position({ board, hands: [['TH', 'JC', '9S', 'KD'], ['2D']] });
    for (const seed of SEEDS) expect(choose(s, seed)).toEqual({ type: 'place', card: 'JC', row: 3, col: 4 });
  });

  it('blocks a winning four before completing a sequence of its own', () => {
    // b already has a sequence (row 8) and four in row 6 ((6,4) is 9H); a could complete row 3 with 4C.
    const board = withRow(withRow(withRow(EMPTY_BOARD, 8, 'BBBBB.....'), 6, 'bbbb......'), 3, 'aaaa......');
    const s = position({ board, sequences: 'b 80 81 82 83 84', hands: [['4C', '9H', 'KD', '3C'], ['2D']] });
    for (const seed of SEEDS) expect(choose(s, seed)).toEqual({ type: 'place', card: '9H', row: 6, col: 4 });
  });

  it('wins with a second sequence sharing a space with its first rather than blocking', () => {
    // a's sequence is (5,0)..(5,4); chips on (5,5)..(5,7), so 6H on (5,8) makes (5,4)..(5,8), sharing
    // one space: the second sequence wins. b also has a sequence and a winning four in row 6 ((6,4) is 9H).
    const board = withRow(withRow(withRow(EMPTY_BOARD, 5, 'AAAAAaaa..'), 8, 'BBBBB.....'), 6, 'bbbb......');
    const sequences = 'a 50 51 52 53 54 | b 80 81 82 83 84';
    const s = position({ board, sequences, hands: [['9H', '6H', 'KD', '3C'], ['2D']] });
    for (const seed of SEEDS) {
      const { state } = rules.play(s, choose(s, seed));
      expect(state.winners).toEqual([0]);
    }
  });

  it('completes a sequence with its card rather than building a double threat', () => {
    // Row 3: a holds (3,0)..(3,3), (3,4) is 4C. KD on (7,7) would make two fours at once (column 7
    // rows 4..7 and row 7 cols 4..7); completing row 3 still comes first.
    const threes = withRow(withRow(withRow(withRow(EMPTY_BOARD, 4, '.......a..'), 5, '.......a..'), 6, '.......a..'), 7, '....aaa...');
    const s = position({ board: withRow(threes, 3, 'aaaa......'), hands: [['KD', '4C', '3S', '8S'], ['2D']] });
    for (const seed of SEEDS) expect(choose(s, seed)).toEqual({ type: 'place', card: '4C', row: 3, col: 4 });
  });

  it('plays a two-eyed jack / PLUS only to complete a sequence or to stop a winning four', () => {
    let wildPlays = 0;
    for (const variant of ['classic', 'numbers'] as const) {
      for (let g = 0; g < 12; g++) {
        let s = rules.setup({ variant, players: 2 }, `keep-wild-${variant}-${g}`);
        for (let n = 0; n < 400 && !rules.isOver(s); n++) {
          const move = choose(s, `${g}-${n}`);
          const { state, events } = rules.play(s, move);
          if (move.type === 'place' && cardRole(move.card) === 'wild' && rules.legalMoves(s).some((m) => m.type !== 'deadDiscard' && cardRole(m.card) !== 'wild')) {
            wildPlays++;
            const completed = events.some((e) => e.type === 'sequence');
            // Stopping: the opponent held four of a window through that space and a chip there would have won.
            const opponent = rules.play({ ...s, toMove: 1 - s.toMove, hands: s.hands.map((h) => [...h, move.card]) }, { ...move }).state;
            expect(completed || opponent.winners.includes(1 - (s.toMove % 2)), `${variant} ${g} move ${n}: ${move.card} on ${move.row},${move.col}`).toBe(true);
          }
          s = state;
        }
      }
    }
    expect(wildPlays).toBeGreaterThan(5);
  });

  it('keeps its one-eyed jack when the opponent threatens nothing', () => {
    const board = withRow(withRow(EMPTY_BOARD, 6, 'b.b.......'), 2, '..aa......');
    const s = position({ board, hands: [['JH', '2S', '5D', 'KD'], ['2C']] });
    for (const seed of SEEDS) expect(choose(s, seed).type).toBe('place');
  });
});
