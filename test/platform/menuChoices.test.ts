import { describe, expect, it } from 'vitest';
import { defaultChoices, loadChoices, normalizeChoices, randomSeed, saveChoices, toLaunch, visibleRows } from '../../src/platform/menuChoices';
import { rules as nothanks } from '../../src/engine/nothanks';
import { rules as gaps } from '../../src/engine/gaps';
import { rules as sequence } from '../../src/engine/sequence';

describe('menu choices', () => {
  it('defaults make launches every engine accepts', () => {
    for (const [game, engine] of [
      ['nothanks', nothanks],
      ['gaps', gaps],
      ['sequence', sequence],
    ] as const) {
      const launch = toLaunch(game, defaultChoices(game), 'seed-1');
      expect(() => (engine.setup as (o: unknown, s: string) => unknown)(launch.options, launch.seed)).not.toThrow();
    }
  });

  it('seats: the people at this screen first, computer players of the chosen level after', () => {
    const launch = toLaunch('nothanks', { players: 5, humans: 2, level: 'hard' }, 's');
    expect(launch.seats).toEqual(['human', 'human', 'hard', 'hard', 'hard']);
    expect(launch.options).toMatchObject({ players: 5, variant: 'standard', openChips: false });
    expect(toLaunch('gaps', {}, 's').seats).toEqual(['human']);
  });

  it('hides the level row when everyone is human and the teams row unless 6 or 12 play', () => {
    const keys = (c: Record<string, unknown>) => visibleRows('sequence', normalizeChoices('sequence', c as never)).map((r) => r.key);
    expect(keys({ players: 2, humans: 2 })).not.toContain('level');
    expect(keys({ players: 2, humans: 1 })).toContain('level');
    expect(keys({ players: 4 })).not.toContain('teams');
    expect(keys({ players: 6 })).toContain('teams');
  });

  it('repairs choices that other choices made impossible', () => {
    // 12 players is not allowed in Sequence Numbers: the nearest allowed count is taken.
    expect(normalizeChoices('sequence', { variant: 'numbers', players: 12 }).players).toBe(6);
    // More people than players.
    expect(normalizeChoices('nothanks', { players: 3, humans: 7 }).humans).toBe(3);
    expect(normalizeChoices('gaps', { variant: 'nonsense' }).variant).toBe('aisleriot');
  });

  it('gaps basic variant: no redeal rows, and a launch the engine accepts whatever was chosen before', () => {
    const keys = (c: Record<string, unknown>) => visibleRows('gaps', normalizeChoices('gaps', c as never)).map((r) => r.key);
    expect(keys({ variant: 'basic' })).toEqual(['variant', 'winnable', 'deal']);
    expect(keys({ variant: 'aisleriot' })).toEqual(['variant', 'redeals', 'randomGaps', 'winnable', 'deal']);
    const launch = toLaunch('gaps', { variant: 'basic', redeals: 3, randomGaps: true }, 's');
    expect(launch.options).toEqual({ variant: 'basic', winnable: false });
    expect(gaps.setup(launch.options, launch.seed).settings).toEqual({ variant: 'basic', redeals: 0, randomGaps: false, winnable: false });
  });

  it('passes teams only where the player count allows a choice, and unlimited redeals as the word the engine takes', () => {
    expect(toLaunch('sequence', { players: 6, teams: 3 }, 's').options.teams).toBe(3);
    expect(toLaunch('sequence', { players: 4, teams: 3 }, 's').options.teams).toBeUndefined();
    const unlimited = toLaunch('gaps', { redeals: 'unlimited' }, 's');
    expect(unlimited.options.redeals).toBe('unlimited');
    expect(gaps.setup(unlimited.options, unlimited.seed).settings.redeals).toBe(-1);
    // Winnable deals only: off unless chosen, and an option the engine takes.
    expect(toLaunch('gaps', {}, 's').options.winnable).toBe(false);
    const winnable = toLaunch('gaps', { winnable: true }, 's');
    expect(gaps.setup(winnable.options, winnable.seed).settings.winnable).toBe(true);
    const six = toLaunch('sequence', { players: 6, teams: 3, humans: 1 }, 's');
    expect(() => sequence.setup(six.options as never, six.seed)).not.toThrow();
  });

  it('offers learning mode (answers on the cards) only for Sequence Numbers, and passes it to the engine', () => {
    const keys = (c: Record<string, unknown>) => visibleRows('sequence', normalizeChoices('sequence', c as never)).map((r) => r.key);
    expect(keys({ variant: 'numbers' })).toContain('learning');
    expect(keys({ variant: 'classic' })).not.toContain('learning');
    const numbers = toLaunch('sequence', { variant: 'numbers', players: 6, teams: 3, learning: true }, 's');
    expect(numbers.options.learning).toBe(true);
    expect(sequence.setup(numbers.options as never, numbers.seed).settings.learning).toBe(true);
    expect(toLaunch('sequence', { variant: 'numbers' }, 's').options.learning).toBe(false);
    // A learning choice left over from Sequence Numbers never reaches a classic game (the engine refuses it there).
    const classic = toLaunch('sequence', { variant: 'classic', learning: true }, 's');
    expect(classic.options.learning).toBeUndefined();
    expect(() => sequence.setup(classic.options as never, classic.seed)).not.toThrow();
  });

  it('offers the deck with × and ÷ only for Sequence Numbers (default: add and subtract), and passes it to the engine', () => {
    const keys = (c: Record<string, unknown>) => visibleRows('sequence', normalizeChoices('sequence', c as never)).map((r) => r.key);
    expect(keys({ variant: 'numbers' })).toContain('allOperations');
    expect(keys({ variant: 'classic' })).not.toContain('allOperations');
    const row = visibleRows('sequence', normalizeChoices('sequence', { variant: 'numbers' })).find((r) => r.key === 'allOperations')!;
    expect(row.values({ variant: 'numbers' }).map((v) => [v.value, v.label])).toEqual([[false, '+ −'], [true, '+ − × ÷']]);
    const plain = toLaunch('sequence', { variant: 'numbers' }, 's');
    expect(plain.options.allOperations).toBe(false);
    expect(sequence.setup(plain.options as never, plain.seed).settings.allOperations).toBe(false);
    const four = toLaunch('sequence', { variant: 'numbers', players: 4, allOperations: true }, 's');
    expect(sequence.setup(four.options as never, four.seed).settings.allOperations).toBe(true);
    // Left over from Sequence Numbers, the choice never reaches a classic game (the engine refuses it there).
    const classic = toLaunch('sequence', { variant: 'classic', allOperations: true }, 's');
    expect(classic.options.allOperations).toBeUndefined();
    expect(() => sequence.setup(classic.options as never, classic.seed)).not.toThrow();
  });

  it('remembers the last choices per game', () => {
    saveChoices('gaps', { variant: 'montana', redeals: 0, randomGaps: true, winnable: true });
    // The deal row (a new deal or the daily deal) was not chosen: its default.
    expect(loadChoices('gaps')).toEqual({ variant: 'montana', redeals: 0, randomGaps: true, winnable: true, deal: 'new' });
    expect(loadChoices('nothanks')).toEqual(defaultChoices('nothanks'));
  });

  it('makes distinct random seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => randomSeed()));
    expect(seeds.size).toBe(50);
    expect([...seeds][0]).toMatch(/^[0-9a-z]{24}$/);
  });
});
