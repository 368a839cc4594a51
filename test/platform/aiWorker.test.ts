import { describe, expect, it } from 'vitest';
import { answer } from '../../src/ai-worker/think';
import { rules as nothanks } from '../../src/engine/nothanks';

describe('AI worker', () => {
  it('answers with a legal move for the view it was given', async () => {
    const state = nothanks.setup({ players: 3 }, 'worker-test');
    const view = nothanks.view(state, nothanks.toMove(state));
    const res = await answer({ id: 7, game: 'nothanks', view, level: 'medium', seed: 's' });
    expect(res.id).toBe(7);
    if (!res.ok) throw new Error(res.error);
    expect(nothanks.legalMoves(state)).toContainEqual(res.move);
  });

  it('turns failures into error messages with the request id', async () => {
    const res = await answer({ id: 3, game: 'nope' as never, view: null, level: 'easy', seed: 's' });
    expect(res).toEqual({ id: 3, ok: false, error: 'unknown game "nope"' });
    const broken = await answer({ id: 4, game: 'nothanks', view: null, level: 'easy', seed: 's' });
    expect(broken.ok).toBe(false);
  });
});
