import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_TYPE, eventMessage, originAllowed, parseCommand } from '../../src/embed/messages';

describe('embed messages', () => {
  it('accepts the documented commands', () => {
    expect(parseCommand({ type: COMMAND_TYPE, command: 'pause' })).toEqual({ command: 'pause' });
    expect(parseCommand({ type: COMMAND_TYPE, command: 'mute' })).toEqual({ command: 'mute' });
    expect(parseCommand({ type: COMMAND_TYPE, command: 'newGame', game: 'gaps', seed: 's1', options: { redeals: 3, randomGaps: true } })).toEqual({
      command: 'newGame',
      game: 'gaps',
      seed: 's1',
      options: { redeals: '3', randomGaps: 'true' },
    });
  });

  it('ignores unknown shapes', () => {
    for (const bad of [
      null, 'pause', 42, [], {}, { command: 'pause' }, { type: 'other', command: 'pause' }, { type: COMMAND_TYPE, command: 'explode' },
      { type: COMMAND_TYPE, command: 'newGame', game: 'chess' }, { type: COMMAND_TYPE, command: 'newGame', options: { a: { b: 1 } } },
      { type: COMMAND_TYPE, command: 'newGame', seed: 'x'.repeat(65) },
    ]) {
      expect(parseCommand(bad)).toBeNull();
    }
  });

  it('never throws on arbitrary data', () => {
    fc.assert(fc.property(fc.anything(), (data) => void parseCommand(data)), { numRuns: 2000 });
    fc.assert(
      fc.property(fc.record({ type: fc.constant(COMMAND_TYPE), command: fc.constantFrom('newGame', 'pause', 'x'), game: fc.anything(), seed: fc.anything(), options: fc.anything() }, { requiredKeys: ['type', 'command'] }), (data) => {
        const c = parseCommand(data);
        if (c?.command === 'newGame' && c.options) for (const v of Object.values(c.options)) expect(typeof v).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('trusts only the allowed origin', () => {
    expect(originAllowed('https://a.example', null, 'https://a.example')).toBe(true);
    expect(originAllowed('https://evil.example', null, 'https://a.example')).toBe(false);
    expect(originAllowed('https://host.example', 'https://host.example', 'https://a.example')).toBe(true);
    expect(originAllowed('https://a.example', 'https://host.example', 'https://a.example')).toBe(false);
    expect(originAllowed('https://any.example', '*', 'https://a.example')).toBe(true);
  });

  it('wraps events with their type', () => {
    expect(eventMessage({ event: 'ready' })).toEqual({ type: 'card-table:event', event: 'ready' });
  });
});
