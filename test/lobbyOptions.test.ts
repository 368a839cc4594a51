import { describe, expect, it } from 'vitest';
import { lobbyOptionRows, optionsWith } from '../src/platform/online/lobbyOptions';

describe('the online lobby’s option rows', () => {
  it('are the game’s engine rows with their current values (no seat rows, no deal)', () => {
    expect(lobbyOptionRows('nothanks', { players: 4, variant: 'tactical', openChips: false }).map((r) => [r.key, r.value])).toEqual([
      ['players', 4],
      ['variant', 'tactical'],
      ['openChips', false],
    ]);
    expect(lobbyOptionRows('gaps', { variant: 'basic', winnable: true }).map((r) => r.key)).toEqual(['variant', 'winnable']);
    expect(lobbyOptionRows('sequence', { players: 6, variant: 'classic', advanced: false, teams: 3 }).map((r) => r.key)).toEqual(['variant', 'players', 'teams', 'advanced']);
    expect(lobbyOptionRows('sequence', { players: 4, variant: 'classic', advanced: false }).find((r) => r.key === 'players')?.values.map((v) => v.value)).toContain(12);
  });

  it('launch a pick as the menu would: rows below adjust, a game played together keeps its seats', () => {
    expect(optionsWith('sequence', { players: 4, variant: 'classic', advanced: false }, 'players', 6)).toEqual({ players: 6, variant: 'classic', advanced: false, teams: 2 });
    expect(optionsWith('sequence', { players: 6, variant: 'classic', advanced: false, teams: 3 }, 'teams', 2)).toEqual({ players: 6, variant: 'classic', advanced: false, teams: 2 });
    expect(optionsWith('sequence', { players: 2, variant: 'classic', advanced: false }, 'variant', 'numbers')).toEqual({ players: 2, variant: 'numbers', advanced: false, learning: false, allOperations: false });
    expect(optionsWith('gaps', { variant: 'basic', winnable: false, players: 3 }, 'variant', 'aisleriot')).toMatchObject({ variant: 'aisleriot', players: 3 });
    expect(optionsWith('nothanks', { players: 3, variant: 'standard', openChips: false }, 'openChips', true)).toEqual({ players: 3, variant: 'standard', openChips: true });
  });
});
