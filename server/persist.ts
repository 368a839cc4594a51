/**
 * A table as stored across a restart: the table around the game (seats with their tokens, host,
 * timer) and the game itself as GameRecords (src/engine/core/record.ts: options, seed, moves), one
 * per board (Gaps together: one per seat). Restoring replays the records, so the position is exactly
 * the one that was stored.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameEvent, GameRecord } from '../src/engine/core';
import { RuleError } from '../src/engine/core';
import type { Phase } from '../src/platform/online/protocol';
import { readAsWritten } from '../src/platform/recordOptions';
import { CODE_PATTERN } from './codes';
import { loadGame } from './games';
import { Table, type TableSeat } from './table';

export interface StoredTable {
  version: 1;
  code: string;
  game: string;
  options: Record<string, unknown>;
  seed: string;
  phase: Phase;
  host: number;
  turnSeconds: number | null;
  seats: Pick<TableSeat, 'kind' | 'name' | 'level' | 'token' | 'gaveUp'>[];
  records: GameRecord[];
}

export function storeTable(table: Table): StoredTable {
  // The options the game was dealt with: what the host set up plus what the seed drew (who begins).
  const options = table.dealtOptions ?? table.settings.engineOptions;
  return {
    version: 1,
    code: table.code,
    game: table.game.id,
    options: table.options,
    seed: table.seed,
    phase: table.phase,
    host: table.host,
    turnSeconds: table.turnSeconds,
    seats: table.seats.map(({ kind, name, level, token, gaveUp }) => ({ kind, name, level, token, gaveUp })),
    records: table.lines.map((line) => ({ game: table.game.id, options, seed: table.seed, moves: [...line.moves] })),
  };
}

/** Rebuilds a table; nobody is connected until they come back with their seat token. */
export async function restoreTable(stored: StoredTable): Promise<Table> {
  if (stored.version !== 1 || !CODE_PATTERN.test(stored.code)) throw new RuleError(`stored table ${stored.code} is not one this server writes`);
  const table = new Table(stored.code, await loadGame(stored.game), stored.options, stored.seed);
  table.seats = stored.seats.map((s) => ({ ...s, client: null, connected: false }));
  table.host = stored.host;
  table.turnSeconds = stored.turnSeconds;
  if (stored.phase === 'lobby') return table;
  // Dealt with the stored record's options as they were played (recordOptions.ts): a table stored
  // before the start was drawn replays (and is stored again) with seat 0 beginning.
  const records = stored.records.map((record) => ({ ...record, options: readAsWritten(stored.game, record.options) }));
  table.begin(records[0]?.options);
  const { rules } = table.game;
  records.forEach((record, i) => {
    const line = table.lines[i];
    if (!line) throw new RuleError(`stored table ${stored.code} has more boards than seats`);
    let events: GameEvent[] = [];
    let state = rules.setup(record.options, record.seed);
    for (const text of record.moves) ({ state, events } = rules.play(state, rules.parseMove(text)));
    Object.assign(line, { state, events, moves: [...record.moves] });
  });
  table.checkOver();
  return table;
}

const fileOf = (dir: string, code: string): string => join(dir, `${code}.json`);

export function writeTables(dir: string, tables: StoredTable[]): void {
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a file is either whole or absent.
  for (const t of tables) {
    writeFileSync(`${fileOf(dir, t.code)}.part`, JSON.stringify(t));
    renameSync(`${fileOf(dir, t.code)}.part`, fileOf(dir, t.code));
  }
}

/** Reads and removes the stored tables (each is restored once); unreadable files are reported and skipped. */
export function takeStoredTables(dir: string, warn: (message: string) => void = console.warn): StoredTable[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const tables: StoredTable[] = [];
  for (const f of files) {
    try {
      tables.push(JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredTable);
    } catch (e) {
      warn(`skipping stored table ${f}: ${e instanceof Error ? e.message : String(e)}`);
    }
    rmSync(join(dir, f), { force: true });
  }
  return tables;
}
