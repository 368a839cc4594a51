/**
 * Save and resume: a real game survives the round trip, and thousands of corrupted, truncated or
 * tampered saves are refused without ever throwing or producing a broken state.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules as noThanks } from '../../src/engine/nothanks';
import { rules as gaps } from '../../src/engine/gaps';
import type { GameLaunch } from '../../src/platform/launch';
import { checksum, clearSavedGame, dropUnreplayableSave, peekSavedGame, saveGame, SAVE_VERSION, takeDiscardedSave } from '../../src/platform/savedGames';
import { openGame } from '../../src/platform/session/openGame';
import { onDiscard } from '../../src/platform/storage';
import { MemoryStorage, freshLocalStorage } from '../memoryStorage';
import { playSome as playSomeMoves } from '../playSome';

const KEY = 'card-table:save:nothanks';
const discarded: string[] = [];
onDiscard((key, why) => discarded.push(`${key}: ${why}`));

function storage(): MemoryStorage {
  return (globalThis as unknown as { localStorage: MemoryStorage }).localStorage;
}

beforeEach(() => {
  freshLocalStorage();
  discarded.length = 0;
});

const launch: GameLaunch = { game: 'nothanks', options: { players: 4 }, seed: 'save-test', seats: ['human', 'easy', 'medium', 'hard'] };

/** Plays `count` moves of the test launch's game. */
const playSome = (count: number) => playSomeMoves(noThanks, launch.options, launch.seed, count);

describe('saved games', () => {
  it('resumes a game exactly where it was left', () => {
    const { moves, state } = playSome(17);
    saveGame(launch, moves);
    const resumed = peekSavedGame('nothanks');
    expect(resumed?.seats).toEqual(launch.seats);
    expect(resumed?.resume?.moves).toEqual(moves);
    const opened = openGame(noThanks, resumed!);
    expect(opened.problem).toBeNull();
    expect(opened.state).toEqual(state);
  });

  it('in a full storage: says a save was not stored, keeps it for the page, and still reads what was stored', () => {
    const first = playSome(3).moves;
    expect(saveGame(launch, first)).toBe(true);
    storage().setItem('card-table:settings', '{"v":1,"data":{"lang":"de"}}');
    // The storage is full from here on: every write is refused, reads work.
    const full = storage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const later = playSome(9).moves;
    expect(saveGame(launch, later)).toBe(false);
    // This page resumes the latest moves; the stored ones (and every other stored value) stay.
    expect(peekSavedGame('nothanks')?.resume?.moves).toEqual(later);
    expect(JSON.parse(full.getItem(KEY)!).data.launch.moves).toEqual(first);
    expect(full.getItem('card-table:settings')).toContain('"de"');
    // Once the storage takes writes again, the save is stored.
    delete (full as { setItem?: unknown }).setItem;
    expect(saveGame(launch, later)).toBe(true);
    expect(JSON.parse(full.getItem(KEY)!).data.launch.moves).toEqual(later);
    clearSavedGame('nothanks');
    expect(peekSavedGame('nothanks')).toBeNull();
  });

  it('has nothing to resume after the save is cleared', () => {
    saveGame(launch, playSome(3).moves);
    clearSavedGame('nothanks');
    expect(peekSavedGame('nothanks')).toBeNull();
  });

  it('keeps the time played with the game, and still loads a save written before it had one', () => {
    const { moves } = playSome(5);
    saveGame({ ...launch, playedMs: 83_456.7 }, moves);
    expect(peekSavedGame('nothanks')?.playedMs).toBe(83_457);
    // A save of the earlier format: no time in it, checksum over the fields it has.
    const file = JSON.parse(storage().getItem(KEY)!);
    const { playedMs, ...older } = file.data.launch;
    expect(playedMs).toBe(83_457);
    storage().setItem(KEY, JSON.stringify({ ...file, data: { sum: checksum(JSON.stringify(older)), launch: older } }));
    const resumed = peekSavedGame('nothanks');
    expect(resumed?.resume?.moves).toEqual(moves);
    expect(resumed?.playedMs).toBeUndefined();
    // A time that is no time (edited, negative, not whole) makes the save unreadable, as any tampering.
    for (const bad of [-1, 1.5, 'soon', 1e15]) {
      const edited = { ...older, playedMs: bad };
      storage().setItem(KEY, JSON.stringify({ ...file, data: { sum: checksum(JSON.stringify(edited)), launch: edited } }));
      expect(peekSavedGame('nothanks'), String(bad)).toBeNull();
    }
  });

  it('discards an old-version save with a notice', () => {
    saveGame(launch, playSome(3).moves);
    const file = JSON.parse(storage().getItem(KEY)!);
    storage().setItem(KEY, JSON.stringify({ ...file, v: SAVE_VERSION + 1 }));
    expect(peekSavedGame('nothanks')).toBeNull();
    expect(discarded.join()).toMatch(/version/);
    expect(storage().getItem(KEY)).toBeNull();
  });

  it('discards a save whose moves were edited consistently (checksum recomputed) once replay fails', () => {
    const { moves } = playSome(10);
    const tampered = [...moves, 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take', 'take'];
    saveGame(launch, tampered);
    const resumed = peekSavedGame('nothanks');
    expect(resumed).not.toBeNull();
    const opened = openGame(noThanks, resumed!);
    expect(opened.problem?.kind).toBe('dropped');
    expect(opened.problem?.why).toMatch(/move \d+/);
    expect(opened.moves).toEqual([]);
    expect(dropUnreplayableSave(resumed!)).toBe(true);
    expect(peekSavedGame('nothanks')).toBeNull();
  });

  it('replays a save of the earlier Gaps "basic" rules (2s dealt to the left, with redeals) as variant twos', () => {
    // Its options came from the old menu, which offered redeals with every variant and had no `winnable`.
    const old: GameLaunch = { game: 'gaps', options: { variant: 'basic', redeals: 2, randomGaps: false }, seed: 'old-basic', seats: ['human'] };
    const played = playSomeMoves(gaps, { variant: 'twos', redeals: 2 }, 'old-basic', 6);
    expect(played.state.rows.map((r) => r[0])).toEqual(['2S', '2H', '2D', '2C']); // the earlier deal
    saveGame(old, played.moves);
    const resumed = peekSavedGame('gaps')!;
    expect(resumed.options).toEqual({ variant: 'twos', redeals: 2, randomGaps: false });
    const opened = openGame(gaps, resumed);
    expect(opened.problem).toBeNull();
    expect(opened.moves).toEqual(played.moves);
    expect(opened.state).toEqual(played.state);
    // A record of today's basic variant names `winnable` (every one written since it came does) and stays basic.
    saveGame({ ...old, options: { variant: 'basic', redeals: 0, randomGaps: false, winnable: false } }, []);
    expect(peekSavedGame('gaps')!.options.variant).toBe('basic');
    expect(openGame(gaps, peekSavedGame('gaps')!).state.settings.variant).toBe('basic');
    // A shared link that does not replay leaves this browser's save alone.
    saveGame(old, played.moves);
    expect(dropUnreplayableSave({ game: 'gaps', shared: true })).toBe(false);
    expect(peekSavedGame('gaps')).not.toBeNull();
  });

  it('refuses thousands of mutated saves without throwing', () => {
    const { moves, state } = playSome(25);
    saveGame(launch, moves);
    const original = storage().getItem(KEY)!;
    const mutation = fc.oneof(
      fc.integer({ min: 0, max: original.length - 1 }).map((n) => original.slice(0, n)), // truncated
      fc.tuple(fc.integer({ min: 0, max: original.length - 1 }), fc.string({ minLength: 1, maxLength: 1 })).map(([i, c]) => original.slice(0, i) + c + original.slice(i + 1)), // one char changed
      fc.tuple(fc.integer({ min: 0, max: original.length }), fc.string({ maxLength: 8 })).map(([i, s]) => original.slice(0, i) + s + original.slice(i)), // inserted
      fc.constantFrom('', 'null', '{}', '[]', '"x"', '{"v":1}', '{"v":1,"data":null}', '{"v":1,"data":{"sum":"0","launch":{}}}'),
      fc.json(),
    );
    let accepted = 0;
    fc.assert(
      fc.property(mutation, (text) => {
        storage().setItem(KEY, text);
        const resumed = peekSavedGame('nothanks');
        if (resumed === null) return true;
        accepted++;
        const opened = openGame(noThanks, resumed);
        // Only a save that still says exactly the same thing may get through.
        expect(resumed.resume!.moves).toEqual(moves);
        expect(opened.state).toEqual(state);
        return true;
      }),
      { numRuns: 3000 },
    );
    // Identity-preserving edits (e.g. a char replaced by itself) are the only ones that pass.
    expect(accepted).toBeLessThan(300);
  });

  it('tells the menu once that an unreadable save was removed, and only for that game', () => {
    takeDiscardedSave('nothanks');
    saveGame(launch, playSome(5).moves);
    expect(peekSavedGame('nothanks')).not.toBeNull();
    expect(takeDiscardedSave('nothanks')).toBe(false);
    storage().setItem(KEY, storage().getItem(KEY)!.slice(0, 40));
    expect(peekSavedGame('nothanks')).toBeNull();
    expect(takeDiscardedSave('gaps')).toBe(false);
    expect(takeDiscardedSave('nothanks')).toBe(true);
    expect(takeDiscardedSave('nothanks')).toBe(false);
  });

  it('checksums differ for different contents', () => {
    expect(checksum('a')).not.toBe(checksum('b'));
    expect(checksum('{"moves":["take"]}')).toBe(checksum('{"moves":["take"]}'));
  });
});
