/**
 * Text notation of a Sequence position and of moves.
 *
 * A position is header lines then the board:
 *
 *     variant: classic
 *     players: 2
 *     teams: 2
 *     advanced: no
 *     learning: no
 *     all-operations: no          (Sequence Numbers deck with × and ÷; a position written before the
 *                                  choice has no such line: yes for Numbers, whose only deck it was)
 *     to-move: 0
 *     dead-exchanged: no
 *     outcome: playing            (or "won 1", or "draw")
 *     rng: 1 2 3 4                (reshuffle generator state)
 *     reshuffles: 0               (times the discards became a new draw pile, 0..MAX_RESHUFFLES; a
 *                                  position written before the draw rule has no such line: 0)
 *     hand 0: QS 7H 2C            (one line per player, cards in the order held)
 *     discards 0: 9D              (each player's discard pile, oldest first)
 *     draw: 5C AH ...             (draw pile, top first)
 *     sequences: a 00 01 02 03 04 | b 40 41 42 43 44   (team letter + spaces as row digit, col digit; "-" if none)
 *     board:
 *     * . . . . . . . . *
 *     (ten rows of ten spaces)
 *
 * Board spaces: `*` free corner, `.` empty, `a`/`b`/`c` a chip of team 0/1/2, upper case for a chip
 * in a completed sequence (turned over). A sequence's spaces are listed in line order (left to right,
 * top to bottom); the second sequence of a line of nine or ten may have gaps, which are chips of the
 * first (`a 10 11 12 17 18` beside `a 12 13 14 15 16`). `parse` validates everything (cards
 * conserved, chips and sequences consistent, and what invariants.ts lists) and throws RuleError
 * otherwise.
 *
 * Moves: `place QS 3 4` (card, row, col), `remove JH 3 4`, `dead 5C`.
 */
import { field, parseBoolean, parseFields, parseInteger, RuleError, words } from '../core';
import type { RngState } from '../core';
import { CELLS, cellIndex, isCorner, SIZE } from './board';
import { parseCardCode } from './deck';
import { checkDeckContents, legalMovesOf, MAX_RESHUFFLES, resolveSettings } from './game';
import { checkChipsPlayed, checkRunsRecorded, checkSequenceShapes, checkTurnAndOutcome, checkTurnCounts } from './invariants';
import { countsFor, sequenceSpaces } from './lines';
import type { CompletedSequence, SequenceMove, SequenceState, SequenceVariant } from './types';

const TEAM_LETTERS = 'abc';

function yesNo(b: boolean): string {
  return b ? 'yes' : 'no';
}

function listOrEmpty(cards: readonly string[]): string {
  return cards.join(' ');
}

export function formatState(state: SequenceState): string {
  const s = state.settings;
  const lines = [
    `variant: ${s.variant}`,
    `players: ${s.players}`,
    `teams: ${s.teams}`,
    `advanced: ${yesNo(s.advanced)}`,
    `learning: ${yesNo(s.learning)}`,
    `all-operations: ${yesNo(s.allOperations)}`,
    `to-move: ${state.toMove}`,
    `dead-exchanged: ${yesNo(state.deadExchanged)}`,
    `outcome: ${state.outcome === 'won' ? `won ${state.winners.join(' ')}` : state.outcome}`,
    `rng: ${state.rng.join(' ')}`,
    `reshuffles: ${state.reshuffles}`,
    ...state.hands.map((h, p) => `hand ${p}: ${listOrEmpty(h)}`),
    ...state.discards.map((d, p) => `discards ${p}: ${listOrEmpty(d)}`),
    `draw: ${listOrEmpty(state.drawPile)}`,
    `sequences: ${formatSequences(state.sequences)}`,
    'board:',
    ...formatBoard(state.chips, state.sequences),
  ];
  return lines.join('\n') + '\n';
}

function formatSequences(sequences: readonly CompletedSequence[]): string {
  if (sequences.length === 0) return '-';
  return sequences.map((q) => `${TEAM_LETTERS[q.team]} ${q.cells.map(([r, c]) => `${r}${c}`).join(' ')}`).join(' | ');
}

function formatBoard(chips: readonly number[], sequences: readonly CompletedSequence[]): string[] {
  const locked = new Set(sequences.flatMap(sequenceSpaces));
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const row: string[] = [];
    for (let c = 0; c < SIZE; c++) {
      const cell = cellIndex(r, c);
      const team = chips[cell] as number;
      if (isCorner(cell)) row.push('*');
      else if (team === -1) row.push('.');
      else {
        const letter = TEAM_LETTERS[team] as string;
        row.push(locked.has(cell) ? letter.toUpperCase() : letter);
      }
    }
    rows.push(row.join(' '));
  }
  return rows;
}

function cardList(variant: SequenceVariant, text: string, what: string): string[] {
  return words(text).map((w) => {
    try {
      return parseCardCode(variant, w);
    } catch (e) {
      throw new RuleError(`${what}: ${(e as Error).message}`);
    }
  });
}

export function parseState(text: string): SequenceState {
  if (typeof text !== 'string') throw new RuleError('sequence position: expected text');
  const allLines = text.split(/\r?\n/);
  const boardAt = allLines.findIndex((l) => l.trim() === 'board:');
  if (boardAt < 0) throw new RuleError('sequence position: missing "board:" line');
  const fields = parseFields(allLines.slice(0, boardAt).join('\n'), 'sequence position');
  const what = 'sequence position';
  const variant = field(fields, 'variant', what) as SequenceVariant;
  // Optional: a position written before the add-and-subtract deck has no such line (deck.ts).
  const allOperationsText = fields.get('all-operations');
  const settings = resolveSettings({
    variant,
    players: parseInteger(field(fields, 'players', what), 'players'),
    teams: parseInteger(field(fields, 'teams', what), 'teams'),
    advanced: parseBoolean(field(fields, 'advanced', what), 'advanced'),
    learning: parseBoolean(field(fields, 'learning', what), 'learning'),
    allOperations: allOperationsText === undefined ? variant === 'numbers' : parseBoolean(allOperationsText, 'all-operations'),
  });
  const n = settings.players;
  const toMove = parseInteger(field(fields, 'to-move', what), 'to-move', 0, n - 1);
  const deadExchanged = parseBoolean(field(fields, 'dead-exchanged', what), 'dead-exchanged');
  const rngWords = words(field(fields, 'rng', what)).map((w) => parseInteger(w, 'rng', 0, 0xffffffff));
  if (rngWords.length !== 4) throw new RuleError('rng: expected four numbers');
  // Optional: positions and saves from before the draw rule have no such line.
  const reshufflesText = fields.get('reshuffles');
  const reshuffles = reshufflesText === undefined ? 0 : parseInteger(reshufflesText, 'reshuffles', 0, MAX_RESHUFFLES);
  const hands = Array.from({ length: n }, (_, p) => cardList(settings.variant, field(fields, `hand ${p}`, what), `hand ${p}`));
  const discards = Array.from({ length: n }, (_, p) => cardList(settings.variant, field(fields, `discards ${p}`, what), `discards ${p}`));
  const drawPile = cardList(settings.variant, field(fields, 'draw', what), 'draw');
  const known = new Set(['variant', 'players', 'teams', 'advanced', 'learning', 'all-operations', 'to-move', 'dead-exchanged', 'outcome', 'rng', 'reshuffles', 'draw', 'sequences']);
  for (let p = 0; p < n; p++) known.add(`hand ${p}`).add(`discards ${p}`);
  for (const key of fields.keys()) if (!known.has(key)) throw new RuleError(`${what}: unknown line "${key}:"`);
  hands.forEach((h, p) => {
    if (h.length > settings.handSize) throw new RuleError(`hand ${p}: ${h.length} cards, more than ${settings.handSize}`);
  });
  checkDeckContents(settings, [...hands.flat(), ...discards.flat(), ...drawPile], 'cards in the position');

  const { chips, upper } = parseBoard(allLines.slice(boardAt + 1), settings.teams);
  const sequences = parseSequences(field(fields, 'sequences', what), settings.teams, chips);
  checkSequenceShapes(sequences);
  const locked = new Set(sequences.flatMap(sequenceSpaces).filter((c) => !isCorner(c)));
  for (let cell = 0; cell < CELLS; cell++) {
    if (upper.has(cell) !== locked.has(cell)) throw new RuleError(`board: the chip on ${Math.floor(cell / SIZE)}${cell % SIZE} is ${upper.has(cell) ? 'marked' : 'not marked'} but ${locked.has(cell) ? 'is' : 'is not'} in a listed sequence`);
  }
  checkRunsRecorded(chips, sequences, settings.teams);
  const perTeam = Array.from({ length: settings.teams }, (_, t) => sequences.filter((q) => q.team === t).length);
  const outcomeWords = words(field(fields, 'outcome', what));
  let outcome: SequenceState['outcome'];
  let winners: number[] = [];
  if (outcomeWords[0] === 'playing' && outcomeWords.length === 1) {
    outcome = 'playing';
    if (perTeam.some((k) => k >= settings.sequencesToWin)) throw new RuleError('outcome: a team already has enough sequences, so the game is over');
  } else if (outcomeWords[0] === 'draw' && outcomeWords.length === 1) {
    outcome = 'draw';
  } else if (outcomeWords[0] === 'won' && outcomeWords.length === 2) {
    outcome = 'won';
    const t = parseInteger(outcomeWords[1] as string, 'winner', 0, settings.teams - 1);
    if ((perTeam[t] as number) < settings.sequencesToWin) throw new RuleError(`outcome: team ${t} has too few sequences to have won`);
    winners = [t];
  } else {
    throw new RuleError('outcome: expected "playing", "draw" or "won <team>"');
  }
  const state: SequenceState = {
    settings,
    chips,
    sequences,
    hands,
    drawPile,
    discards,
    toMove,
    deadExchanged,
    rng: rngWords as unknown as RngState,
    reshuffles,
    outcome,
    winners,
  };
  checkTurnAndOutcome(state);
  checkChipsPlayed(state);
  checkTurnCounts(state);
  if (outcome === 'playing' && legalMovesOf(state).length === 0) throw new RuleError('the player to move has no legal move, so this position cannot occur (they would have been skipped)');
  return state;
}

function parseBoard(lines: string[], teams: number): { chips: number[]; upper: Set<number> } {
  const rows = lines.map((l) => l.trim()).filter((l) => l !== '');
  if (rows.length !== SIZE) throw new RuleError(`board: expected ${SIZE} rows, got ${rows.length}`);
  const chips: number[] = [];
  const upper = new Set<number>();
  rows.forEach((line, r) => {
    const cells = words(line);
    if (cells.length !== SIZE) throw new RuleError(`board row ${r}: expected ${SIZE} spaces, got ${cells.length}`);
    cells.forEach((sym, c) => {
      const cell = cellIndex(r, c);
      if (isCorner(cell) !== (sym === '*')) throw new RuleError(`board ${r}${c}: "*" marks exactly the four corners`);
      if (sym === '*' || sym === '.') {
        chips.push(-1);
        return;
      }
      const team = TEAM_LETTERS.indexOf(sym.toLowerCase());
      if (sym.length !== 1 || team < 0 || team >= teams) throw new RuleError(`board ${r}${c}: "${sym}" is not a chip of the ${teams} teams`);
      chips.push(team);
      if (sym !== sym.toLowerCase()) upper.add(cell);
    });
  });
  return { chips, upper };
}

function parseSequences(text: string, teams: number, chips: readonly number[]): CompletedSequence[] {
  if (text.trim() === '-') return [];
  return text.split('|').map((part, i) => {
    const [letter, ...spaces] = words(part);
    const team = TEAM_LETTERS.indexOf(letter ?? '?');
    if (team < 0 || team >= teams) throw new RuleError(`sequence ${i + 1}: "${letter ?? ''}" is not a team letter`);
    if (spaces.length !== 5 || !spaces.every((s) => /^\d\d$/.test(s))) throw new RuleError(`sequence ${i + 1}: expected five spaces written as row digit + col digit`);
    const cells = spaces.map((s) => [Number(s[0]), Number(s[1])] as [number, number]);
    for (const [r, c] of cells) {
      if (!countsFor(chips, team, cellIndex(r, c))) throw new RuleError(`sequence ${i + 1}: space ${r}${c} has no chip of team ${letter}`);
    }
    return { team, cells };
  });
}

export function formatMove(move: SequenceMove): string {
  if (move.type === 'deadDiscard') return `dead ${move.card}`;
  return `${move.type} ${move.card} ${move.row} ${move.col}`;
}

/** Parses a move; card codes are taken as written (either variant's spelling is accepted). */
export function parseMove(text: string): SequenceMove {
  const parts = words(String(text));
  const [verb, card] = parts;
  if (card === undefined) throw new RuleError(`"${text}" is not a move (e.g. "place QS 3 4", "remove JH 3 4", "dead 5C")`);
  const code = normaliseCard(card);
  if (verb === 'dead' && parts.length === 2) return { type: 'deadDiscard', card: code };
  if ((verb === 'place' || verb === 'remove') && parts.length === 4) {
    const row = parseInteger(parts[2] as string, 'row', 0, SIZE - 1);
    const col = parseInteger(parts[3] as string, 'col', 0, SIZE - 1);
    return { type: verb, card: code, row, col };
  }
  throw new RuleError(`"${text}" is not a move (e.g. "place QS 3 4", "remove JH 3 4", "dead 5C")`);
}

function normaliseCard(text: string): string {
  for (const variant of ['classic', 'numbers'] as const) {
    try {
      return parseCardCode(variant, text);
    } catch {
      // try the other variant's spelling
    }
  }
  throw new RuleError(`"${text}" is not a Sequence card`);
}
