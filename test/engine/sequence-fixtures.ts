/**
 * Builds Sequence positions for tests from the parts that matter (board, hands), filling in the
 * rest of the deck as the draw pile (less the cards that placed the board's chips, which go onto the
 * discards), and goes through the real notation parser so every fixture is validated like any saved
 * position.
 */
import fc from 'fast-check';
import { allowedPlayerCounts, allowedTeamCounts, boardLayout, cardRole, fullDeck, rules } from '../../src/engine/sequence';
import { spaceOfCard } from '../../src/engine/sequence/deck';
import type { SequenceOptions, SequenceState, SequenceVariant } from '../../src/engine/sequence';

export interface PositionSpec {
  variant?: SequenceVariant;
  players?: number;
  teams?: number;
  advanced?: boolean;
  /** Sequence Numbers: the four-operation deck (default: add and subtract). */
  allOperations?: boolean;
  toMove?: number;
  deadExchanged?: boolean;
  /** Reshuffles so far; left out, the text has no `reshuffles:` line (as positions written before the draw rule), which means 0. */
  reshuffles?: number;
  /** Ten rows of ten symbols, written without spaces: `*` corner, `.` empty, `a`/`b`/`c` chips, upper case in a sequence. */
  board?: string[];
  hands: string[][];
  discards?: string[][];
  /** Cards on top of the draw pile, top first; the rest of the deck follows. */
  drawTop?: string[];
  /** Whether the rest of the deck goes into the draw pile (true) or onto player 0's discards (false). */
  restInDrawPile?: boolean;
  /** Sequences line, e.g. `a 00 01 02 03 04`. */
  sequences?: string;
}

export const EMPTY_BOARD = ['*........*', ...Array.from({ length: 8 }, () => '..........'), '*........*'];

export function positionText(spec: PositionSpec): string {
  const variant = spec.variant ?? 'classic';
  const players = spec.players ?? 2;
  const teams = spec.teams ?? (players === 3 || players === 9 ? 3 : players <= 3 ? players : 2);
  const discards = spec.discards ?? spec.hands.map(() => []);
  const rest = fullDeck(variant, spec.allOperations);
  for (const card of [...spec.hands.flat(), ...discards.flat(), ...(spec.drawTop ?? [])]) {
    const at = rest.indexOf(card);
    if (at < 0) throw new Error(`fixture uses ${card} too often`);
    rest.splice(at, 1);
  }
  const board = spec.board ?? EMPTY_BOARD;
  // After a reshuffle the cards played are back in the draw pile: nothing to account for.
  const placed = (spec.reshuffles ?? 0) > 0 ? [] : cardsPlacingChips(variant, teams, board, discards, rest);
  const restInDraw = spec.restInDrawPile ?? true;
  const draw = [...(spec.drawTop ?? []), ...(restInDraw ? rest : [])];
  const finalDiscards = discards.map((d, p) => [...(placed[p] ?? []), ...d, ...(p === 0 && !restInDraw ? rest : [])]);
  return [
    `variant: ${variant}`,
    `players: ${players}`,
    `teams: ${teams}`,
    `advanced: ${spec.advanced ? 'yes' : 'no'}`,
    'learning: no',
    `all-operations: ${spec.allOperations ? 'yes' : 'no'}`,
    `to-move: ${spec.toMove ?? 0}`,
    `dead-exchanged: ${spec.deadExchanged ? 'yes' : 'no'}`,
    'outcome: playing',
    'rng: 1 2 3 4',
    ...(spec.reshuffles === undefined ? [] : [`reshuffles: ${spec.reshuffles}`]),
    ...spec.hands.map((h, p) => `hand ${p}: ${h.join(' ')}`),
    ...finalDiscards.map((d, p) => `discards ${p}: ${d.join(' ')}`),
    `draw: ${draw.join(' ')}`,
    `sequences: ${spec.sequences ?? '-'}`,
    'board:',
    ...board.map((row) => row.split('').join(' ')),
  ].join('\n');
}

/**
 * The cards that put the board's chips there, taken out of `rest`, per player: a game that has not
 * reshuffled yet holds every card played on its discard piles, and parse checks each chip against
 * them. A chip of team t gets a card showing its space (else a two-eyed jack / PLUS) on the discards
 * of player t (a player of team t), under the discards the spec gives; chips those already account
 * for get none.
 */
function cardsPlacingChips(variant: SequenceVariant, teams: number, board: string[], discards: string[][], rest: string[]): string[][] {
  const layout = boardLayout(variant);
  const placed: string[][] = Array.from({ length: teams }, () => []);
  for (let team = 0; team < teams; team++) {
    const given = discards.filter((_, p) => p % teams === team).flat();
    const take = (fits: (card: string) => boolean): string | undefined => {
      const at = given.findIndex(fits);
      if (at >= 0) return given.splice(at, 1)[0];
      const k = rest.findIndex(fits);
      if (k < 0) return undefined;
      const card = rest.splice(k, 1)[0] as string;
      placed[team]!.push(card);
      return card;
    };
    const cells = board.flatMap((row, r) => row.split('').map((ch, c) => (ch.toLowerCase() === 'abc'[team] ? r * 10 + c : -1))).filter((cell) => cell >= 0);
    const unmatched = cells.filter((cell) => take((card) => cardRole(card) === 'normal' && spaceOfCard(variant, card) === layout[cell]) === undefined);
    for (const cell of unmatched) {
      if (take((card) => cardRole(card) === 'wild') === undefined) throw new Error(`fixture: no card left to have placed team ${'abc'[team]}'s chip on ${cell}`);
    }
  }
  return placed;
}

export function position(spec: PositionSpec): SequenceState {
  return rules.parse(positionText(spec));
}

/** Replaces row `r` of a board with `row`. */
export function withRow(board: string[], r: number, row: string): string[] {
  return board.map((line, i) => (i === r ? row : line));
}

/** Options of any table: variant, a player count it allows, a team count for it, advanced or not. */
export const optionsArb: fc.Arbitrary<Partial<SequenceOptions>> = fc
  .record({ variant: fc.constantFrom('classic' as const, 'numbers' as const), pick: fc.nat(100), teamPick: fc.nat(1), advanced: fc.boolean(), allOperations: fc.boolean() })
  .map(({ variant, pick, teamPick, advanced, allOperations }) => {
    const counts = allowedPlayerCounts(variant);
    const players = counts[pick % counts.length] as number;
    const teamOptions = allowedTeamCounts(variant, players);
    return { variant, players, teams: teamOptions[teamPick % teamOptions.length], advanced, ...(variant === 'numbers' ? { allOperations } : {}) };
  });
