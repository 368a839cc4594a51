/**
 * Options of game records (saves and replay links, savedGames.ts) across a change of default.
 *
 * A record is options + seed + moves, replayed by the engine; if an option's default changes, a
 * record that left the option out would replay under the new default and no longer be the game that
 * was played. So every record written names such options (`namedOnWriting`), and a record that does
 * not name one was written before the change and is read with the old value (`readAsWritten`).
 *
 * - Sequence Numbers `allOperations`: until the add-and-subtract deck became the default, every
 *   Numbers game used the four-operation deck. A Numbers save or link without the option therefore
 *   loads with the four-operation deck (`allOperations: true`) and replays exactly as it was played.
 */
import type { GameId } from '../engine/core';

interface ChangedDefault {
  game: GameId;
  option: string;
  /** The value a record without the option was played with. */
  before: unknown;
  /** The engine's default now. */
  now: unknown;
  /** Whether the option belongs in a record with these options at all. */
  appliesTo(options: Record<string, unknown>): boolean;
}

const CHANGED_DEFAULTS: readonly ChangedDefault[] = [
  { game: 'sequence', option: 'allOperations', before: true, now: false, appliesTo: (o) => o.variant === 'numbers' },
];

function fillIn(game: GameId, options: Record<string, unknown>, value: (change: ChangedDefault) => unknown): Record<string, unknown> {
  const out = { ...options };
  for (const change of CHANGED_DEFAULTS) {
    if (change.game === game && !(change.option in out) && change.appliesTo(out)) out[change.option] = value(change);
  }
  return out;
}

/** The options to write into a new record: options whose default changed are named explicitly. */
export function namedOnWriting(game: GameId, options: Record<string, unknown>): Record<string, unknown> {
  return fillIn(game, options, (change) => change.now);
}

/** The options a stored record was played with: an option it does not name had its old default. */
export function readAsWritten(game: GameId, options: Record<string, unknown>): Record<string, unknown> {
  return fillIn(game, options, (change) => change.before);
}
