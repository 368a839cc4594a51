/**
 * The game's set-up rows as the online lobby shows them: the same rows as the menu's (the game's
 * descriptor), limited to those that are engine options of the table (not the seat rows, which the
 * lobby's seats replace, nor the choice of deal, which the server dealt from at creation). The host
 * picks a value; the table's new options are what the menu would launch with that choice, and the
 * server checks them again (schema and engine) before anyone sees them.
 */
import { gameInfo, isGameId, type ChoiceValue, type OptionValue } from '../gameRegistry';
import { normalizeChoices } from '../menuChoices';

export interface LobbyOptionRow {
  key: string;
  labelKey: string;
  values: OptionValue[];
  value: ChoiceValue;
}

/** The menu's choices that launch with these engine options (values the rows no longer allow fall back as in the menu). */
function choicesOf(game: string, options: Record<string, unknown>): Record<string, ChoiceValue> {
  if (!isGameId(game)) return {};
  const raw = Object.fromEntries(Object.entries(options).filter((e): e is [string, ChoiceValue] => ['string', 'number', 'boolean'].includes(typeof e[1])));
  return normalizeChoices(game, raw);
}

/** The rows the host may change at a table with these options, each with its current value. */
export function lobbyOptionRows(game: string, options: Record<string, unknown>): LobbyOptionRow[] {
  if (!isGameId(game)) return [];
  const choices = choicesOf(game, options);
  const launched = gameInfo(game).launch(choices).options;
  return gameInfo(game)
    .options.filter((row) => row.key in launched)
    .map((row) => ({ key: row.key, labelKey: row.labelKey, values: row.values(choices), value: choices[row.key] as ChoiceValue }))
    .filter((row) => row.values.length > 0);
}

/**
 * The table's options after the host picks `value` for `key`: launched from the choices as the menu
 * does (rows below adjust), keeping the seat count of a game played together (its seats are the lobby's).
 */
export function optionsWith(game: string, options: Record<string, unknown>, key: string, value: ChoiceValue): Record<string, unknown> {
  if (!isGameId(game)) return options;
  const next = gameInfo(game).launch(normalizeChoices(game, { ...choicesOf(game, options), [key]: value })).options;
  return options.players !== undefined && next.players === undefined ? { ...next, players: options.players } : next;
}
