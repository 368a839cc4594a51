/**
 * Who begins an online game of Sequence: the seat the table's seed draws (the registry's
 * `newGameOptions`, as the menu does), never one the host names; a stored table replays with the
 * options it was dealt with, also a table stored before the start was drawn (seat 0 began).
 */
import { describe, expect, it } from 'vitest';
import { loadGame, tableSettings } from '../../server/games';
import { restoreTable, storeTable, type StoredTable } from '../../server/persist';
import { Table } from '../../server/table';
import type { SequenceState } from '../../src/engine/sequence';
import { drawnStartPlayer } from '../../src/engine/sequence/start';
import { allowedPlayerCounts, allowedTeamCounts, VARIANTS } from '../../src/engine/sequence/tables';
import { setupOptions, toLaunch } from '../../src/platform/menuChoices';

const CODE = 'ABCDEF';
const SEEDS = Array.from({ length: 40 }, (_, i) => `table-seed-${i}`);

/** A table of `players` seats: the host and computer players, started. */
async function started(players: number, seed: string): Promise<Table> {
  const table = new Table(CODE, await loadGame('sequence'), { players }, seed);
  table.join('host', 'Host', false, undefined);
  for (let seat = 1; seat < players; seat++) table.fillSeat('host', seat, 'easy');
  table.start('host');
  return table;
}

/** Plays the first legal move `count` times (whoever is to move). */
function playOn(table: Table, count: number): void {
  const { rules } = table.game;
  for (let i = 0; i < count; i++) {
    const seat = table.toMove()!;
    table.play(seat, table.lineOf(0).moves.length, rules.formatMove(rules.legalMoves(table.lineOf(0).state)[0]));
  }
}

describe('an online table of Sequence', () => {
  it('begins with the seat its seed draws, every seat for some seed, at 2, 3 and 4 players', async () => {
    for (const players of [2, 3, 4]) {
      const starts = new Set<number>();
      for (const seed of SEEDS) {
        const table = await started(players, seed);
        expect(table.toMove()).toBe(drawnStartPlayer(players, seed));
        expect(table.dealtOptions).toEqual({ players, startPlayer: drawnStartPlayer(players, seed) });
        starts.add(table.toMove()!);
      }
      expect(starts.size, `${players} players`).toBe(players);
    }
  });

  it('still refuses a start named by the host', async () => {
    const game = await loadGame('sequence');
    expect(() => tableSettings(game, { players: 2, startPlayer: 1 })).toThrow(expect.objectContaining({ code: 'badOptions' }));
    expect(() => new Table(CODE, game, { players: 2, startPlayer: 0 }, 's')).toThrow(expect.objectContaining({ code: 'badOptions' }));
    const table = new Table(CODE, game, { players: 2 }, 's');
    table.join('host', 'Host', false, undefined);
    expect(() => table.setOptions('host', { players: 4, startPlayer: 3 })).toThrow(expect.objectContaining({ code: 'badOptions' }));
    expect(table.options).toEqual({ players: 2 });
  });

  it('is created from the menu\'s set-up, which names no start: every set-up the menu offers is accepted', async () => {
    const game = await loadGame('sequence');
    for (const variant of VARIANTS) {
      for (const players of allowedPlayerCounts(variant)) {
        for (const teams of allowedTeamCounts(variant, players)) {
          const choices = { variant, players, teams, humans: 1 };
          const options = setupOptions('sequence', choices);
          expect(options).not.toHaveProperty('startPlayer');
          expect(tableSettings(game, options).engineOptions).toEqual(options);
          // A game launched at this screen names its start, which a table refuses from the host.
          expect(() => tableSettings(game, toLaunch('sequence', choices, 'seed').options)).toThrow(expect.objectContaining({ code: 'badOptions' }));
        }
      }
    }
  });

  it('is stored with its start and restored at the same position', async () => {
    const seed = SEEDS.find((s) => drawnStartPlayer(2, s) === 1)!;
    const table = await started(2, seed);
    playOn(table, 9);
    const stored = storeTable(table);
    expect(stored.records[0]!.options).toEqual({ players: 2, startPlayer: 1 });
    const restored = await restoreTable(JSON.parse(JSON.stringify(stored)) as StoredTable);
    expect(restored.lineOf(0).state).toEqual(table.lineOf(0).state);
    expect(restored.lineOf(0).moves).toEqual(table.lineOf(0).moves);
  });

  it('stored before the start was drawn replays with seat 0 beginning, and is stored so again', async () => {
    const seed = SEEDS.find((s) => drawnStartPlayer(2, s) === 1)!;
    // The table as the server before this change dealt it: seat 0 began, and its record named no start.
    const old = await started(2, seed);
    old.begin({ players: 2, startPlayer: 0 });
    expect(old.toMove()).toBe(0);
    playOn(old, 9);
    const stored = storeTable(old);
    stored.records[0]!.options = { players: 2 };
    const restored = await restoreTable(JSON.parse(JSON.stringify(stored)) as StoredTable);
    expect(restored.lineOf(0).state).toEqual(old.lineOf(0).state);
    expect((restored.lineOf(0).state as SequenceState).hands).toEqual((old.lineOf(0).state as SequenceState).hands);
    // Stored again (a second restart), it names seat 0 as the start, so it replays the same way again.
    const again = await restoreTable(JSON.parse(JSON.stringify(storeTable(restored))) as StoredTable);
    expect(storeTable(restored).records[0]!.options).toEqual({ players: 2, startPlayer: 0 });
    expect(again.lineOf(0).state).toEqual(old.lineOf(0).state);
  });
});
