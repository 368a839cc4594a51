/**
 * Saves and replay links across a change of default: a Sequence Numbers record written before the
 * add-and-subtract deck (its options do not name `allOperations`) still loads and replays the game
 * played with the four-operation deck; a record written now names the option, so it replays the
 * same whatever the default.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/engine/sequence';
import { drawnStartPlayer } from '../../src/engine/sequence/start';
import type { GameLaunch } from '../../src/platform/launch';
import { namedOnWriting, readAsWritten } from '../../src/platform/recordOptions';
import { checksum, peekSavedGame, saveGame, SAVE_VERSION } from '../../src/platform/savedGames';
import { openGame } from '../../src/platform/session/openGame';
import { readReplayParam, replayParam } from '../../src/platform/shareLink';
import { freshLocalStorage } from '../memoryStorage';
import { playSome } from '../playSome';

beforeEach(() => {
  freshLocalStorage();
});

const seats: GameLaunch['seats'] = ['human', 'medium'];

/** A record as the code before the option wrote it: the options as launched, without `allOperations`. */
function oldRecord(options: Record<string, unknown>, seed: string, moves: string[]): { sum: string; launch: Record<string, unknown> } {
  const launch = { game: 'sequence', options, seed, seats, moves };
  return { sum: checksum(JSON.stringify(launch)), launch };
}

describe('records of Sequence Numbers from before the add-and-subtract deck', () => {
  // Played with the four-operation deck, the only Numbers deck then, and (as every game then) seat 0 beginning.
  const before = { variant: 'numbers' as const, players: 2 };
  const { moves, state } = playSome(rules, { ...before, allOperations: true, startPlayer: 0 }, 'old-save', 30);

  it('were played with × and ÷ cards (else this test would not tell the decks apart)', () => {
    expect(moves.some((m) => /\d[x/]\d/.test(m))).toBe(true);
  });

  it('load from this browser\'s save with the four-operation deck and replay to the same position', () => {
    localStorage.setItem('card-table:save:sequence', JSON.stringify({ v: SAVE_VERSION, data: oldRecord(before, 'old-save', moves) }));
    const launch = peekSavedGame('sequence');
    expect(launch?.options).toEqual({ ...before, allOperations: true, startPlayer: 0 });
    expect(launch?.resume?.options).toEqual({ ...before, allOperations: true, startPlayer: 0 });
    const opened = openGame(rules, launch!);
    expect(opened.problem).toBeNull();
    expect(opened.state).toEqual(state);
  });

  it('load from a replay link the same way', () => {
    const param = Buffer.from(JSON.stringify(oldRecord(before, 'old-save', moves))).toString('base64url');
    const launch = readReplayParam(param);
    expect(launch?.options).toMatchObject({ allOperations: true });
    expect(openGame(rules, launch!).state).toEqual(state);
  });

  it('leave the deck of classic records and of records that name the option as it is', () => {
    expect(readAsWritten('sequence', { variant: 'classic', players: 2, startPlayer: 1 })).toEqual({ variant: 'classic', players: 2, startPlayer: 1 });
    expect(readAsWritten('sequence', { players: 2, startPlayer: 1 })).toEqual({ players: 2, startPlayer: 1 });
    expect(readAsWritten('sequence', { variant: 'numbers', allOperations: false, startPlayer: 1 })).toEqual({ variant: 'numbers', allOperations: false, startPlayer: 1 });
    expect(readAsWritten('nothanks', { players: 3, variant: 'numbers' })).toEqual({ players: 3, variant: 'numbers' });
  });
});

describe('records written now', () => {
  it('name the deck, so a game on the default deck replays with it after a reload and from a link', () => {
    const options = { variant: 'numbers' as const, players: 2 };
    const { moves, state } = playSome(rules, options, 'new-save', 30);
    const launch: GameLaunch = { game: 'sequence', options, seed: 'new-save', seats };
    saveGame(launch, moves);
    const stored = JSON.parse(localStorage.getItem('card-table:save:sequence')!) as { data: { launch: { options: unknown } } };
    const named = { ...options, allOperations: false, startPlayer: drawnStartPlayer(2, 'new-save') };
    expect(stored.data.launch.options).toEqual(named);
    expect(launch.options).toEqual(options);
    expect(openGame(rules, peekSavedGame('sequence')!).state).toEqual(state);
    const shared = readReplayParam(replayParam(launch, moves));
    expect(shared?.options).toEqual(named);
    expect(openGame(rules, shared!).state).toEqual(state);
  });

  it('keep a chosen four-operation deck', () => {
    const start = drawnStartPlayer(2, 'kept');
    expect(namedOnWriting('sequence', { variant: 'numbers', allOperations: true }, 'kept')).toEqual({ variant: 'numbers', allOperations: true, startPlayer: start });
    expect(namedOnWriting('sequence', { variant: 'classic' }, 'kept')).toEqual({ variant: 'classic', startPlayer: start });
  });

  it('name who began as the engine drew it from the seed, and keep a start already named', () => {
    for (const [players, seed] of [[2, 'a'], [3, 'b'], [4, 'c'], [12, 'd']] as const) {
      const written = namedOnWriting('sequence', { variant: 'classic', players }, seed);
      expect(written.startPlayer).toBe(rules.setup({ variant: 'classic', players }, seed).toMove);
      expect(readAsWritten('sequence', written)).toEqual(written);
    }
    expect(namedOnWriting('sequence', { players: 3, startPlayer: 2 }, 'b')).toEqual({ players: 3, startPlayer: 2 });
    // Read without it, a record is one from before the draw: seat 0 began.
    expect(readAsWritten('sequence', { variant: 'classic', players: 3 })).toEqual({ variant: 'classic', players: 3, startPlayer: 0 });
  });
});

describe('records of Gaps from before the literature\'s basic variant', () => {
  it('of variant basic and without `winnable` are read as the twos variant, the rules they were played by', () => {
    expect(readAsWritten('gaps', { variant: 'basic', redeals: 2, randomGaps: true })).toEqual({ variant: 'twos', redeals: 2, randomGaps: true });
    expect(readAsWritten('gaps', { variant: 'basic' })).toEqual({ variant: 'twos' });
  });

  it('leave records that name `winnable`, and other variants, as they are', () => {
    const now = { variant: 'basic', redeals: 0, randomGaps: false, winnable: false };
    expect(readAsWritten('gaps', now)).toEqual(now);
    expect(readAsWritten('gaps', { variant: 'aisleriot', redeals: 2 })).toEqual({ variant: 'aisleriot', redeals: 2 });
    expect(namedOnWriting('gaps', now, 'any')).toEqual(now);
  });

  it('from a replay link replay the game on the earlier deal (the 2s in the leftmost column)', async () => {
    const { rules: gaps } = await import('../../src/engine/gaps');
    const { moves, state } = playSome(gaps, { variant: 'twos', redeals: 2 }, 'old-link', 8);
    const launch = { game: 'gaps', options: { variant: 'basic', redeals: 2, randomGaps: false }, seed: 'old-link', seats: ['human'], moves };
    const param = Buffer.from(JSON.stringify({ sum: checksum(JSON.stringify(launch)), launch })).toString('base64url');
    const shared = readReplayParam(param);
    expect(shared?.options.variant).toBe('twos');
    const opened = openGame(gaps, shared!);
    expect(opened.problem).toBeNull();
    expect(opened.state).toEqual(state);
  });
});
