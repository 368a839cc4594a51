/**
 * Computer players: always legal, deterministic per seed, see only the view, and Hard handles the
 * obvious tactics (win now, block or break a winning threat, turn in dead cards).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core';
import type { AiLevel } from '../../src/engine/core';
import { ai, LEVEL_WEIGHTS } from '../../src/engine/sequence/ai';
import { evaluatePosition, gatherKnowledge } from '../../src/engine/sequence/ai-eval';
import { allowedPlayerCounts, boardLayout, rules } from '../../src/engine/sequence';
import type { SequenceState } from '../../src/engine/sequence';
import { EMPTY_BOARD, position, withRow } from './sequence-fixtures';

const LEVELS: AiLevel[] = ['easy', 'medium', 'hard'];

function choose(state: SequenceState, level: AiLevel = 'hard', seed = 's') {
  return ai.chooseMove(rules.view(state, state.toMove), level, seed);
}

describe('sequence AI', () => {
  it('always chooses a legal move, at every level, variant and table size', () => {
    let decisions = 0;
    for (const variant of ['classic', 'numbers'] as const) {
      for (const players of allowedPlayerCounts(variant)) {
        for (let g = 0; g < 3; g++) {
          let s = rules.setup({ variant, players, advanced: g === 2 }, `ai-${variant}-${players}-${g}`);
          const rng = Rng.fromSeed(`levels-${g}`);
          for (let n = 0; n < 200 && !rules.isOver(s); n++) {
            const move = choose(s, rng.pick(LEVELS), `m${n}`);
            expect(rules.legalMoves(s)).toContainEqual(move);
            s = rules.play(s, move).state;
            decisions++;
          }
        }
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  });

  it('is deterministic for a seed and refuses to move out of turn', () => {
    const s = rules.setup({ players: 3 }, 'det');
    for (const level of LEVELS) expect(choose(s, level, 'x')).toEqual(choose(s, level, 'x'));
    expect(() => ai.chooseMove(rules.view(s, 1), 'hard', 'x')).toThrow(/not this player's turn/);
  });

  it('hard completes a winning sequence', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 5, 'aaaa.aaaa.'), hands: [['2S', '2H', 'KD'], ['2D']] });
    const { state } = rules.play(s, choose(s));
    expect(state.winners).toEqual([0]);
  });

  const threat = withRow(withRow(EMPTY_BOARD, 8, 'BBBBB.....'), 6, 'bbbb......');
  const oneSequence = { board: threat, sequences: 'b 80 81 82 83 84' };

  it('hard blocks an opponent one chip from winning', () => {
    // (6,4) is 9H; b already has one sequence, so a chip there wins for b.
    const s = position({ ...oneSequence, hands: [['KD', '2S', '9H', '3C'], ['2D']] });
    expect(choose(s)).toEqual({ type: 'place', card: '9H', row: 6, col: 4 });
  });

  it('hard breaks such a threat with a one-eyed jack when it cannot block', () => {
    const s = position({ ...oneSequence, hands: [['KD', '2S', 'JH', '3C'], ['2D']] });
    const move = choose(s);
    expect(move).toMatchObject({ type: 'remove', card: 'JH', row: 6 });
    expect(move.type === 'remove' && move.col < 4).toBe(true);
  });

  it('hard turns in a dead card before playing', () => {
    // 5C is printed at (1,1) and (3,3).
    const board = ['*........*', '.b........', '..........', '...b......', ...EMPTY_BOARD.slice(4)];
    const s = position({ board, hands: [['KD', '5C', '3H'], ['2D']] });
    expect(choose(s)).toEqual({ type: 'deadDiscard', card: '5C' });
  });

  it('hard keeps its two-eyed jack when a normal card does as well', () => {
    const s = position({ board: withRow(EMPTY_BOARD, 2, '.aaa......'), hands: [['JD', '4D'], ['2D']] });
    // 4D at (2,4) makes four in a row; the jack could do the same but is worth keeping.
    expect(choose(s)).toEqual({ type: 'place', card: '4D', row: 2, col: 4 });
  });

  it('hard counts every opponent who moves before its next turn as a chance to block its four', () => {
    // Three teams: a holds four in row 5 and the card for the fifth space, (5,4); b and c both move
    // before a's next turn, and either may block it.
    const fifth = boardLayout('classic')[54] as string;
    const s = position({ players: 3, board: withRow(EMPTY_BOARD, 5, 'aaaa......'), hands: [[fifth, '2S'], ['2D'], ['3D']] });
    const view = rules.view(s, 0);
    const w = LEVEL_WEIGHTS.hard;
    const judged = (handSizes: number[]): number => {
      const k = { ...gatherKnowledge(view, w), handSizes, fillChanceByHandSize: new Map<number, Float64Array>() };
      return evaluatePosition(view, k, w, view.chips, view.sequences, view.hand);
    };
    // The player after next holding cards makes the four less sure (it was judged on the next alone).
    expect(judged([2, 6, 6])).toBeLessThan(judged([2, 6, 0]));
    expect(judged([2, 6, 0])).toBeLessThan(judged([2, 0, 0]));
  });
});
