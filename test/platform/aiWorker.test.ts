import { describe, expect, it, vi } from 'vitest';
import { AiClient } from '../../src/ai-worker/client';
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

describe('AiClient without workers', () => {
  it('thinks on the main thread with the same answer the worker gives, and says so once', async () => {
    // Node has no Worker: `new Worker` throws, as it does in a page that may not start one.
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const client = new AiClient();
      // Tables read this to ask for less where a long search would freeze the page (the Gaps hint).
      expect(client.thinksInline).toBe(true);
      const state = nothanks.setup({ players: 4 }, 'inline-test');
      const view = nothanks.view(state, nothanks.toMove(state));
      const move = await client.chooseMove('nothanks', view, 'hard', 'inline-seed');
      const worker = await answer({ id: 1, game: 'nothanks', view, level: 'hard', seed: 'inline-seed' });
      expect(worker.ok && worker.move).toEqual(move);
      await expect(client.chooseMove('nope' as never, view, 'easy', 's')).rejects.toThrow('unknown game "nope"');
      client.dispose();
      await expect(client.chooseMove('nothanks', view, 'easy', 's')).rejects.toThrow('disposed');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
