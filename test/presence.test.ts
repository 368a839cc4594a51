import { describe, expect, it } from 'vitest';
import { presenceOf } from '../src/platform/online/presence';
import type { LobbyMessage, LobbySeat } from '../src/platform/online/protocol';

const seat = (kind: LobbySeat['kind'], connected: boolean): LobbySeat => ({ kind, name: kind === 'human' ? 'P' : '', connected, team: null });
const lobby = (seats: LobbySeat[], you: number | null): LobbyMessage => ({ code: 'ABC234', game: 'nothanks', options: {}, phase: 'playing', seats, you, host: 0, spectators: 0, turnSeconds: null, together: false });

describe('presence on the name plates', () => {
  it('marks a dropped person offline and a person replaced by a computer player; nobody else', () => {
    const started = ['human', 'human', 'human', 'computer'];
    expect(presenceOf(lobby([seat('human', true), seat('human', false), seat('computer', true), seat('computer', true)], 0), started)).toEqual(['here', 'offline', 'replaced', 'here']);
    // This screen's own seat is never marked; a spectator sees every seat.
    expect(presenceOf(lobby([seat('human', false), seat('human', true), seat('human', true), seat('computer', true)], 0), started)[0]).toBe('here');
    expect(presenceOf(lobby([seat('human', false), seat('human', true), seat('human', true), seat('computer', true)], null), started)[0]).toBe('offline');
  });
});
