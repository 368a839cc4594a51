/**
 * The shell asks the registry about the games: a game registered under a new id (here a copy of
 * Gaps' descriptor) is in the menu's choices, the URL parameters, saves and statistics with no other
 * change; the three games are there from test/setup.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gameIds, gameInfo, isGameId, registerGame, unregisterGame } from '../../src/platform/gameRegistry';
import { embedOptionNames, parseEmbedParams } from '../../src/platform/embedParams';
import { defaultChoices, loadChoices, saveChoices, toLaunch } from '../../src/platform/menuChoices';
import { peekSavedGame, saveGame, validateSaveFile, gameFile } from '../../src/platform/savedGames';
import { getStats, recordGame, resetStats } from '../../src/platform/stats';
import { parseCommand, COMMAND_TYPE } from '../../src/embed/messages';
import { rules as gaps } from '../../src/engine/gaps';

const copy = { ...gameInfo('gaps'), id: 'patience' };

describe('the game registry', () => {
  afterEach(() => unregisterGame('patience'));

  it('holds the three games in the menu order', () => {
    expect(gameIds()).toEqual(['nothanks', 'gaps', 'sequence']);
  });

  it('makes a newly registered game known everywhere the shell lists games', () => {
    expect(isGameId('patience')).toBe(false);
    expect(parseEmbedParams((n) => ({ game: 'patience' })[n] ?? null, () => 's').problems[0]).toMatch(/game "patience" is not one of nothanks, gaps, sequence/);
    registerGame(copy);
    expect(gameIds()).toEqual(['nothanks', 'gaps', 'sequence', 'patience']);
    expect(defaultChoices('patience')).toEqual(defaultChoices('gaps'));
    const params = parseEmbedParams((n) => ({ game: 'patience', variant: 'montana', redeals: 'unlimited' })[n] ?? null, () => 's');
    expect(params.problems).toEqual([]);
    expect(params.launch).toMatchObject({ game: 'patience', options: { variant: 'montana', redeals: 'unlimited' }, seats: ['human'] });
    expect(embedOptionNames()).toContain('redeals');
    expect(parseCommand({ type: COMMAND_TYPE, command: 'newGame', game: 'patience' })).toEqual({ command: 'newGame', game: 'patience' });
    saveChoices('patience', { variant: 'basic' });
    expect(loadChoices('patience').variant).toBe('basic');
    const launch = toLaunch('patience', {}, 'seed');
    saveGame(launch, ['x']);
    expect(peekSavedGame('patience')?.resume?.moves).toEqual(['x']);
    resetStats();
    recordGame('patience', 'aisleriot', { won: true, score: 48 });
    expect(getStats('patience').aisleriot?.won).toBe(1);
  });

  it('refuses a save of a game that is not registered', () => {
    registerGame(copy);
    const file = gameFile(toLaunch('patience', {}, 'seed'), []);
    expect(validateSaveFile(file)).not.toBeNull();
    unregisterGame('patience');
    expect(validateSaveFile(file)).toBeNull();
  });
});

describe('Gaps unlimited redeals', () => {
  it('are one word from the menu to the engine, and the forms earlier saves wrote still load', () => {
    expect(toLaunch('gaps', { redeals: 'unlimited' }, 's').options.redeals).toBe('unlimited');
    for (const old of ['unlimited', Infinity, -1]) expect(gaps.setup({ variant: 'montana', redeals: old as never }, 's').settings.redeals).toBe(-1);
    expect(() => gaps.setup({ redeals: 'lots' as never }, 's')).toThrow(/0 to 99 or 'unlimited'/);
  });
});
