/**
 * The iframe bridge (src/embed/bridge.ts) with a stand-in window and game handle: events go to the
 * parent, commands are taken only from the parent window, from an allowed origin and in a known
 * shape; everything else changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { startBridge } from '../../src/embed/bridge';
import { COMMAND_TYPE, EVENT_TYPE, type CardTableEvent } from '../../src/embed/messages';
import type { CardTableInstance } from '../../src/embed/mount';

const OWN = 'https://games.example';

function setup(allowedOrigin: string | null) {
  const posted: Array<{ data: unknown; target: string }> = [];
  const parent = { postMessage: (data: unknown, target: string) => posted.push({ data, target }) };
  const handlers = new Set<(e: unknown) => void>();
  const win = {
    parent,
    location: { origin: OWN },
    addEventListener: (type: string, h: (e: unknown) => void) => type === 'message' && handlers.add(h),
    removeEventListener: (type: string, h: (e: unknown) => void) => type === 'message' && handlers.delete(h),
  };
  const calls: string[] = [];
  const listeners = new Map<string, Set<(e: CardTableEvent) => void>>();
  const instance = {
    on(event: string, l: (e: CardTableEvent) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(l);
      return () => void listeners.get(event)!.delete(l);
    },
    newGame: (r: unknown) => calls.push(`newGame ${JSON.stringify(r)}`),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    mute: (f: boolean) => calls.push(`mute ${f}`),
  } as unknown as CardTableInstance;
  const stop = startBridge(instance, { allowedOrigin, win: win as unknown as Window });
  const send = (data: unknown, origin = OWN, source: unknown = parent): void => {
    for (const h of [...handlers]) h({ data, origin, source });
  };
  const fire = (e: CardTableEvent): void => {
    for (const l of listeners.get(e.event) ?? []) l(e);
  };
  return { posted, calls, send, fire, stop, handlers, listeners };
}

const cmd = (command: string, extra: object = {}) => ({ type: COMMAND_TYPE, command, ...extra });

describe('iframe bridge', () => {
  it('posts ready, gameStart and gameOver (with scores) to the parent', () => {
    const b = setup(null);
    b.fire({ event: 'ready' });
    b.fire({ event: 'gameStart', game: 'gaps', seed: 's1', options: { redeals: 2 } });
    b.fire({ event: 'gameOver', game: 'nothanks', seed: 's2', scores: [31, -4, 12], winners: [1], humanWon: false });
    expect(b.posted.map((p) => p.data)).toEqual([
      { type: EVENT_TYPE, event: 'ready' },
      { type: EVENT_TYPE, event: 'gameStart', game: 'gaps', seed: 's1', options: { redeals: 2 } },
      { type: EVENT_TYPE, event: 'gameOver', game: 'nothanks', seed: 's2', scores: [31, -4, 12], winners: [1], humanWon: false },
    ]);
    expect(b.posted.every((p) => p.target === '*')).toBe(true);
  });

  it('posts only to the allowed origin when one is given', () => {
    const b = setup('https://host.example');
    b.fire({ event: 'ready' });
    expect(b.posted).toEqual([{ data: { type: EVENT_TYPE, event: 'ready' }, target: 'https://host.example' }]);
  });

  it('runs well-formed commands from the parent of its own origin', () => {
    const b = setup(null);
    b.send(cmd('pause'));
    b.send(cmd('resume'));
    b.send(cmd('mute'));
    b.send(cmd('unmute'));
    b.send(cmd('newGame', { game: 'gaps', seed: 'abc', options: { redeals: 1 } }));
    expect(b.calls).toEqual(['pause', 'resume', 'mute true', 'mute false', 'newGame {"game":"gaps","seed":"abc","options":{"redeals":"1"}}']);
  });

  it('ignores other origins, other windows and unknown shapes', () => {
    const b = setup(null);
    b.send(cmd('pause'), 'https://evil.example');
    b.send(cmd('pause'), OWN, { postMessage() {} });
    b.send(cmd('pause'), OWN, null);
    for (const bad of [null, 'pause', { command: 'pause' }, cmd('explode'), cmd('newGame', { game: 'chess' }), { type: EVENT_TYPE, event: 'ready' }]) b.send(bad);
    expect(b.calls).toEqual([]);
  });

  it('with allowedOrigin takes commands from that origin only; "*" from any', () => {
    const only = setup('https://host.example');
    only.send(cmd('pause'), OWN);
    only.send(cmd('mute'), 'https://host.example');
    expect(only.calls).toEqual(['mute true']);
    const any = setup('*');
    any.send(cmd('pause'), 'https://anyone.example');
    expect(any.calls).toEqual(['pause']);
  });

  it('stop() removes the message listener and the event subscriptions', () => {
    const b = setup(null);
    b.stop();
    expect(b.handlers.size).toBe(0);
    expect([...b.listeners.values()].every((s) => s.size === 0)).toBe(true);
    b.fire({ event: 'ready' });
    expect(b.posted).toEqual([]);
  });
});
