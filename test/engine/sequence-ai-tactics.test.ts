/**
 * Hard's tactics in positions written in text notation: it wins with a two-eyed jack, blocks an
 * opponent who is one chip from a sequence, and spends a one-eyed jack only on a real threat.
 */
import { describe, expect, it } from 'vitest';
import { ai } from '../../src/engine/sequence/ai';
import { rules } from '../../src/engine/sequence';
import type { SequenceState } from '../../src/engine/sequence';
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

  it('keeps its one-eyed jack when the opponent threatens nothing', () => {
    const board = withRow(withRow(EMPTY_BOARD, 6, 'b.b.......'), 2, '..aa......');
    const s = position({ board, hands: [['JH', '2S', '5D', 'KD'], ['2C']] });
    for (const seed of SEEDS) expect(choose(s, seed).type).toBe('place');
  });
});
