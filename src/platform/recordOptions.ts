/**
 * Options of game records (saves and replay links, savedGames.ts) across a change of default.
 *
 * A record is options + seed + moves, replayed by the engine; if an option's default changes, a
 * record that left the option out would replay under the new default and no longer be the game that
 * was played. So every record written names such options (`namedOnWriting`), and a record that does
 * not name one was written before the change and is read with the old value (`readAsWritten`).
 *
 * Each game lists such options in its descriptor (`changedDefaults`, e.g. Sequence Numbers'
 * `allOperations` in src/scenes/sequence/game.ts). A game whose variant id changed its meaning maps
 * the records of the earlier rules to the id they live on under (`oldRecordOptions`, e.g. Gaps' earlier
 * "basic", now `twos`, in src/scenes/gaps/game.ts).
 */
import type { GameId } from '../engine/core';
import { gameInfo, isGameId, type ChangedDefault } from './gameRegistry';

/** The game's options whose default changed (its descriptor's `changedDefaults`). */
function changesOf(game: GameId): readonly ChangedDefault[] {
  return isGameId(game) ? (gameInfo(game).changedDefaults ?? []) : [];
}

/**
 * `options` with each changed default it does not name filled in by `value`. Both `appliesTo` and
 * `value` see the options as filled so far, so a default may depend on one listed before it.
 */
function fillIn(game: GameId, options: Record<string, unknown>, value: (change: ChangedDefault, options: Record<string, unknown>) => unknown): Record<string, unknown> {
  const out = { ...options };
  for (const change of changesOf(game)) {
    if (!(change.option in out) && change.appliesTo(out)) out[change.option] = value(change, out);
  }
  return out;
}

/** The options to write into a new record of a game dealt from `seed`: options whose default changed are named explicitly. */
export function namedOnWriting(game: GameId, options: Record<string, unknown>, seed: string): Record<string, unknown> {
  return fillIn(game, options, (change, filled) => change.now(filled, seed));
}

/**
 * The options a stored record was played with: rules since renamed get their new id (the descriptor's
 * `oldRecordOptions`), and an option it does not name had its old default.
 */
export function readAsWritten(game: GameId, options: Record<string, unknown>): Record<string, unknown> {
  const renamed = isGameId(game) ? (gameInfo(game).oldRecordOptions?.(options) ?? options) : options;
  return fillIn(game, renamed, (change) => change.before);
}
