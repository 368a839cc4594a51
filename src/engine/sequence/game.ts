/**
 * The rules of play: options, the deal, legal moves and applying a move.
 *
 * Decisions where the printed rules are silent (written down here so scenes and tests agree):
 * - Table (sides and cards): classic 2→7 cards, 3→6, 4→6, 6→5, 8→4, 9→4, 10→3, 12→3; two sides need
 *   two sequences, three sides one. The printed tables have no row for 8 or 9 players (4 each is the
 *   published game's later table) and list "5 players - 5 cards", a count the rules do not allow
 *   (read as 6); 6 players get 5 in two teams as in three. Sequence Numbers (Czech sheet): 2–3
 *   players 5 cards and one sequence, 4–6 players 4 cards and two sequences; players 2, 3, 4 or 6
 *   (teams must be even). The sheet counts players, not sides, so 6 players in three teams need two
 *   sequences there (in classic, three sides need one).
 * - Seating: team of player i = i % teams. 6 and 12 players may choose 2 or 3 teams (default 2).
 * - Who starts: the printed rules cut for the deal (lowest card deals) and the player left of the
 *   dealer begins. Nobody cuts here: the seat that begins (and is dealt to first) is drawn at random
 *   from the game's seed (start.ts `drawnStartPlayer`), so a person or a computer player may begin,
 *   and one seed always gives the same start and deal. Option `startPlayer` names it instead (exact
 *   tests, and records written before the start was drawn, in which seat 0 began: the platform reads
 *   those with `startPlayer: 0`).
 * - Corners: no chip is ever placed on a corner, not even with a two-eyed jack / PLUS ("any open
 *   space" read as any space without a printed chip); a corner counts for every side, and as the one
 *   space two sequences of a side may share.
 * - One-eyed jack / MINUS: removes a chip of any other side (with three sides, either opponent),
 *   never a team mate's. The Numbers sheet has no advanced rule; the option applies to MINUS alike.
 * - Drawing after a turn is automatic. When the draw pile is empty at a draw, all discard piles are
 *   shuffled into a new draw pile (the Sequence Numbers rule, applied to classic too); if there is
 *   still nothing to draw, the player plays on with fewer cards.
 * - Draw rule: the discards are shuffled back at most MAX_RESHUFFLES (8) times. When the draw pile is
 *   empty at a draw after that, the ninth time it runs out, the game ends in a draw (events
 *   `deckExhausted`, then `gameOver` with `draw: true`) instead of reshuffling again; the player who
 *   just moved does not draw. Both variants. While the pile is out for good (empty, no reshuffle
 *   left) a dead card cannot be turned in: there is no replacement, and turning it in had ended the
 *   game before the normal turn the rules promise after it (which might win). A player whose cards
 *   are all dead then has no move and is skipped; when nobody has a move, the game is a draw. The
 *   printed rules only say to reshuffle and play on, but
 *   a full board can cycle for ever: a one-eyed jack / MINUS takes a chip off (with the advanced rule,
 *   breaking a sequence) and a two-eyed jack / PLUS or the freed card puts one back, pile after pile.
 *   Computer players needed 4,363 moves (56 reshuffles) for the soak deal `soak-bench-179` (Numbers,
 *   6 players, 3 teams, advanced); with this rule it is a draw after 692 moves.
 *   Why the ninth time and not the third: measured with bench/reshuffles.bench.ts before the rule
 *   (computer players of mixed levels; all 30 tables of variant × players × teams × advanced, each as
 *   often; seeds `reshuffle` and `second`, 40 games per table, plus 900 more games of Numbers with 6
 *   players in 3 teams, seeds `focus` and `focus2`). In the 2,400 games over all tables the pile ran
 *   out at least once in 5.8%, twice in 2.4%, three times in 1.6%; 35 of those 38 were Numbers with
 *   6 players in 3 teams (two sequences each to win), and no game at another table ran out a fourth
 *   time. That table's board is full by the second run-out (median 0 open spaces) and then only two
 *   PLUS and two MINUS cards change anything, so its games run long: of its 1,060 games the pile ran
 *   out 3+ times in 22.5%, 7+ in 9.9%, 8+ in 8.4%, 9+ in 6.9%, 12+ in 4.3% (nearly all still ended
 *   with a win, one after 2,226 moves). Over all tables (that table's 1,060 games standing for its
 *   2 of 30 tables), ending the game at the third run-out would have made a draw of about 1.6% of
 *   games, at the seventh 0.66%, the eighth 0.56%, the ninth 0.46% (0.58% in the bench's default run
 *   alone, 7 of 1,200): nine is the smallest count that draws under half a percent. The longest game
 *   in which the pile ran out fewer than three times took 254 moves (median game 44).
 * - A dead card (both its spaces covered) may be turned in once per turn, before playing; the
 *   replacement comes at once. Jacks, PLUS and MINUS are never dead.
 * - A player without any legal move is skipped (event `pass`); if nobody can move, the game is a draw.
 * - The game ends as soon as a side has enough sequences; the winner does not draw a last card.
 * - Advanced rule: a chip in a completed sequence may be removed; that sequence is then broken
 *   (no longer counts, its other chips are free again).
 * - Lines of nine and ten (lines.ts has the details): an unbroken line of nine or ten of a team's
 *   spaces counts as two sequences, in whatever order its chips came; a second sequence may share one
 *   chip with the first, not more (the printed rules: "you may use any one of the spaces from your
 *   first Sequence as part of your second"), and so may any two of a team's sequences on crossing
 *   lines. At the table the player chooses which five chips of a longer line to turn over; here the
 *   engine chooses, once, when the line first holds five, and a completed sequence never moves. It
 *   takes the five that leave the most room for a second sequence in the same line (a run of six
 *   against the board's edge: the five at the edge). When the first five had to be in the middle (a
 *   run of exactly five, later grown on both sides), the second sequence of the line of nine is its
 *   four chips outside the first plus one chip of the first; a line of ten, its five chips outside
 *   the first. Not all side by side, but the nine or ten chips are one unbroken line, which is what
 *   the rule counts. Such a sequence is always its team's second, so it ends the game: no removal
 *   (advanced rule) ever has to cut it.
 * - Physical-table penalties (table talk, forgetting to draw) do not apply in a computer game.
 * - Sequence Numbers deck: equations that add and subtract by default, the older four-operation deck
 *   (+ − × ÷) with option `allOperations` (deck.ts). The draw-rule figures above were measured when the
 *   four-operation deck was the only one.
 */
import { IllegalMoveError, optionBoolean, optionInteger, optionOneOf, rejectUnknownOptions, Rng, RuleError } from '../core';
import { CELLS, cellIndex, isCorner, onBoard, rowCol, spacesShowing } from './board';
import { cardRole, fullDeck, isDeckCard, spaceOfCard } from './deck';
import { lockedSpaces, newSequencesAt, sequenceSpaces } from './lines';
import { allowedPlayerCounts, CLASSIC_TABLE, NUMBERS_TABLE, teamOf, VARIANTS, type TableRow } from './tables';
import { drawnStartPlayer } from './start';
import type { CompletedSequence, SequenceEvent, SequenceMove, SequenceOptions, SequenceSettings, SequenceState, SequenceVariant } from './types';

/**
 * The discards are shuffled into a new draw pile at most this many times; the next time the pile runs
 * out, the game is a draw (the draw rule in the comment above). The rules text players read
 * (src/platform/strings/rules-sequence.ts) says "a ninth time" in words: change it with this (a test in
 * test/platform/strings.test.ts holds the two together in every language).
 */
export const MAX_RESHUFFLES = 8;

export { allowedPlayerCounts, allowedTeamCounts, teamOf } from './tables';

const OPTION_NAMES = ['players', 'teams', 'variant', 'advanced', 'learning', 'allOperations', 'deck', 'startPlayer'] as const;

function sequencesToWin(variant: SequenceVariant, players: number, teams: number): number {
  if (variant === 'numbers') return players <= 3 ? 1 : 2;
  return teams === 2 ? 2 : 1;
}

export function resolveSettings(options: Partial<SequenceOptions>): SequenceSettings {
  if (options === null || typeof options !== 'object') throw new RuleError('sequence: options must be an object');
  rejectUnknownOptions(options, OPTION_NAMES, 'sequence');
  const variant = optionOneOf<SequenceVariant>(options.variant, VARIANTS, 'variant', 'classic');
  const table = variant === 'numbers' ? NUMBERS_TABLE : CLASSIC_TABLE;
  const players = optionOneOf(options.players, allowedPlayerCounts(variant), 'players', 2);
  const row = table[players] as TableRow;
  const teams = optionOneOf(options.teams, row.teams, 'teams', row.teams[0] as number);
  const advanced = optionBoolean(options.advanced, 'advanced', false);
  const learning = optionBoolean(options.learning, 'learning', false);
  if (learning && variant !== 'numbers') throw new RuleError('option learning applies only to Sequence Numbers');
  const allOperations = optionBoolean(options.allOperations, 'allOperations', false);
  if (allOperations && variant !== 'numbers') throw new RuleError('option allOperations applies only to Sequence Numbers');
  return { variant, players, teams, advanced, learning, allOperations, handSize: row.handSize, sequencesToWin: sequencesToWin(variant, players, teams) };
}

/** Checks that `cards` are exactly the game's deck (as a multiset); throws RuleError naming the difference. */
export function checkDeckContents(settings: Pick<SequenceSettings, 'variant' | 'allOperations'>, cards: readonly string[], what: string): void {
  const want = new Map<string, number>();
  for (const c of fullDeck(settings.variant, settings.allOperations)) want.set(c, (want.get(c) ?? 0) + 1);
  for (const c of cards) {
    if (!isDeckCard(settings.variant, c) || !want.has(c)) throw new RuleError(`${what}: "${c}" is not a card of this game`);
    const left = (want.get(c) ?? 0) - 1;
    if (left < 0) throw new RuleError(`${what}: too many copies of ${c}`);
    want.set(c, left);
  }
  for (const [c, n] of want) if (n > 0) throw new RuleError(`${what}: ${c} is missing`);
}

export function setupGame(options: Partial<SequenceOptions>, seed: string): SequenceState {
  const settings = resolveSettings(options);
  const startPlayer = optionInteger(options.startPlayer, 'startPlayer', 0, settings.players - 1, drawnStartPlayer(settings.players, seed));
  const rng = Rng.fromSeed(seed);
  let deck: string[];
  if (options.deck !== undefined) {
    if (!Array.isArray(options.deck)) throw new RuleError('option deck must be a list of cards');
    checkDeckContents(settings, options.deck, 'option deck');
    deck = options.deck.slice();
  } else {
    deck = rng.shuffle(fullDeck(settings.variant, settings.allOperations));
  }
  // Deal one card at a time round the table, starting with the first player, as at a real table.
  const hands: string[][] = Array.from({ length: settings.players }, () => []);
  for (let round = 0; round < settings.handSize; round++) {
    for (let i = 0; i < settings.players; i++) hands[(startPlayer + i) % settings.players]!.push(deck.shift() as string);
  }
  return {
    settings,
    chips: new Array<number>(CELLS).fill(-1),
    sequences: [],
    hands,
    drawPile: deck,
    discards: Array.from({ length: settings.players }, () => []),
    toMove: startPlayer,
    deadExchanged: false,
    rng: rng.state(),
    reshuffles: 0,
    outcome: 'playing',
    winners: [],
  };
}

/** What legal-move generation needs; both a state and a player's view provide it. */
export interface Position {
  settings: SequenceSettings;
  chips: readonly number[];
  sequences: readonly CompletedSequence[];
  deadExchanged: boolean;
}

/** Open spaces a normal card may take (its spaces on the board not covered). */
function openSpacesOf(pos: Position, card: string): number[] {
  const space = spaceOfCard(pos.settings.variant, card);
  if (space === undefined) return [];
  return spacesShowing(pos.settings.variant, space).filter((cell) => pos.chips[cell] === -1);
}

/** A normal card with both spaces covered (turn it in with `deadDiscard`). */
export function isDeadCard(pos: Position, card: string): boolean {
  return cardRole(card) === 'normal' && openSpacesOf(pos, card).length === 0;
}

/** Chips `team` may take off with a one-eyed jack / MINUS. */
export function removableSpaces(pos: Position, team: number): number[] {
  const locked = pos.settings.advanced ? new Set<number>() : lockedSpaces(pos.sequences);
  const out: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const owner = pos.chips[cell] as number;
    if (owner !== -1 && owner !== team && !locked.has(cell)) out.push(cell);
  }
  return out;
}

/** Spaces `card` can act on for `team`: where it places a chip, or (remove cards) which chip it removes. */
export function targetCells(pos: Position, team: number, card: string): number[] {
  const role = cardRole(card);
  if (role === 'remove') return removableSpaces(pos, team);
  if (role === 'wild') {
    const out: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) if (!isCorner(cell) && pos.chips[cell] === -1) out.push(cell);
    return out;
  }
  return openSpacesOf(pos, card);
}

/** Whether the draw pile is empty with no reshuffle left: nothing more can be drawn. */
export function pileOutForGood(x: { reshuffles: number } & ({ drawPile: readonly string[] } | { drawPileSize: number })): boolean {
  const size = 'drawPile' in x ? x.drawPile.length : x.drawPileSize;
  return size === 0 && x.reshuffles >= MAX_RESHUFFLES;
}

/** Whether the player to move may turn in a dead card now: not yet this turn, and a replacement can still be drawn. */
export function canTurnInDead(x: Parameters<typeof pileOutForGood>[0] & { deadExchanged: boolean }): boolean {
  return !x.deadExchanged && !pileOutForGood(x);
}

/**
 * Legal moves for a hand: dead-card exchanges first (if `exchange`, see canTurnInDead), then each
 * distinct card's targets row by row.
 */
export function movesForHand(pos: Position, team: number, hand: readonly string[], exchange: boolean): SequenceMove[] {
  const distinct = [...new Set(hand)];
  const moves: SequenceMove[] = [];
  if (exchange) for (const card of distinct) if (isDeadCard(pos, card)) moves.push({ type: 'deadDiscard', card });
  for (const card of distinct) {
    const type = cardRole(card) === 'remove' ? 'remove' : 'place';
    for (const cell of targetCells(pos, team, card)) {
      const [row, col] = rowCol(cell);
      moves.push({ type, card, row, col });
    }
  }
  return moves;
}

export function legalMovesOf(state: SequenceState): SequenceMove[] {
  if (state.outcome !== 'playing') return [];
  return movesForHand(state, teamOf(state.settings, state.toMove), state.hands[state.toMove] as string[], canTurnInDead(state));
}

/** Whether `card` can do anything now: a quick yes/no (called for every player after every move). */
function cardIsPlayable(pos: Position, team: number, card: string, exchange: boolean): boolean {
  const role = cardRole(card);
  if (role === 'normal') return openSpacesOf(pos, card).length > 0 || exchange;
  if (role === 'wild') return pos.chips.some((chip, cell) => chip === -1 && !isCorner(cell));
  if (!pos.chips.some((chip) => chip !== -1 && chip !== team)) return false;
  return removableSpaces(pos, team).length > 0;
}

function hasAnyMove(state: SequenceState, player: number, deadExchanged: boolean): boolean {
  const pos: Position = { settings: state.settings, chips: state.chips, sequences: state.sequences, deadExchanged };
  const team = teamOf(state.settings, player);
  const exchange = canTurnInDead({ ...state, deadExchanged });
  return (state.hands[player] as string[]).some((card) => cardIsPlayable(pos, team, card, exchange));
}

/** Why a move is refused, in words a player can read; undefined if it is legal. */
function whyIllegal(state: SequenceState, move: SequenceMove): string | undefined {
  if (state.outcome !== 'playing') return 'the game is over';
  if (move === null || typeof move !== 'object') return 'a move must be an object';
  const hand = state.hands[state.toMove] as string[];
  if (typeof move.card !== 'string' || !hand.includes(move.card)) return `${String(move.card)} is not in your hand`;
  const role = cardRole(move.card);
  const team = teamOf(state.settings, state.toMove);
  if (move.type === 'deadDiscard') {
    if (state.deadExchanged) return 'you may turn in only one dead card per turn';
    if (!isDeadCard(state, move.card)) return `${move.card} is not a dead card: it still has an open space`;
    if (pileOutForGood(state)) return 'no card is left to replace a dead card: play another card';
    return undefined;
  }
  if (move.type !== 'place' && move.type !== 'remove') return `unknown move type "${String((move as { type: unknown }).type)}"`;
  if (!onBoard(move.row, move.col)) return `(${String(move.row)}, ${String(move.col)}) is not a board space`;
  const cell = cellIndex(move.row, move.col);
  if (move.type === 'remove') {
    if (role !== 'remove') return `${move.card} cannot remove a chip (only one-eyed jacks / MINUS can)`;
    const owner = state.chips[cell];
    if (owner === -1) return 'there is no chip on that space';
    if (owner === team) return 'you cannot remove your own chip';
    if (!state.settings.advanced && lockedSpaces(state.sequences).has(cell)) return 'that chip is part of a completed sequence';
    return undefined;
  }
  if (role === 'remove') return `${move.card} removes an opponent's chip; it cannot place one`;
  if (isCorner(cell)) return 'the corners are free spaces; no chip goes there';
  if (state.chips[cell] !== -1) return 'that space is already covered';
  if (role === 'normal' && !openSpacesOf(state, move.card).includes(cell)) return `${move.card} does not go on that space`;
  return undefined;
}

/** Plays a move; throws IllegalMoveError if not legal. Never changes `state`. */
export function playMove(state: SequenceState, move: SequenceMove): { state: SequenceState; events: SequenceEvent[] } {
  const why = whyIllegal(state, move);
  if (why !== undefined) throw new IllegalMoveError(why);
  const next: SequenceState = {
    ...state,
    chips: state.chips.slice(),
    sequences: state.sequences.slice(),
    hands: state.hands.map((h) => h.slice()),
    drawPile: state.drawPile.slice(),
    discards: state.discards.map((d) => d.slice()),
    winners: [],
  };
  const events: SequenceEvent[] = [];
  const player = state.toMove;
  const team = teamOf(state.settings, player);
  const rng = Rng.fromState(state.rng);
  const hand = next.hands[player] as string[];
  hand.splice(hand.indexOf(move.card), 1);
  (next.discards[player] as string[]).push(move.card);

  if (move.type === 'deadDiscard') {
    events.push({ type: 'discardDead', player, card: move.card });
    const drawn = drawCard(next, player, rng, events);
    next.rng = rng.state();
    if (!drawn) return { state: next, events };
    next.deadExchanged = true;
    if (!hasAnyMove(next, player, true)) advanceTurn(next, events);
    return { state: next, events };
  }

  const cell = cellIndex(move.row, move.col);
  if (move.type === 'remove') {
    const victim = next.chips[cell] as number;
    next.chips[cell] = -1;
    const broken = next.sequences.filter((s) => sequenceSpaces(s).includes(cell));
    next.sequences = next.sequences.filter((s) => !broken.includes(s));
    events.push({ type: 'remove', player, team: victim, card: move.card, row: move.row, col: move.col, brokenSequences: broken });
    // Advanced rule: the chips left of a broken sequence may still hold five in a row (a line of six
    // loses an end chip); that five is a sequence at once.
    for (const left of broken.flatMap(sequenceSpaces)) {
      if (next.chips[left] === victim) recordSequences(next, victim, left, events);
    }
  } else {
    next.chips[cell] = team;
    events.push({ type: 'place', player, team, card: move.card, row: move.row, col: move.col });
    recordSequences(next, team, cell, events);
  }
  const winner = [team, ...next.sequences.map((s) => s.team)].find((t) => next.sequences.filter((s) => s.team === t).length >= state.settings.sequencesToWin);
  if (winner !== undefined) {
    next.outcome = 'won';
    next.winners = [winner];
    next.deadExchanged = false;
    next.rng = rng.state();
    events.push({ type: 'gameOver', winners: [winner], draw: false });
    return { state: next, events };
  }
  const drawn = drawCard(next, player, rng, events);
  next.rng = rng.state();
  if (drawn) advanceTurn(next, events);
  return { state: next, events };
}

/** Adds the sequences `team` completes through `cell` and announces them. */
function recordSequences(state: SequenceState, team: number, cell: number, events: SequenceEvent[]): void {
  for (const seq of newSequencesAt(state.chips, state.sequences, team, cell)) {
    state.sequences.push(seq);
    events.push({ type: 'sequence', team, cells: seq.cells });
  }
}

/**
 * Draws the top card for `player`, first reshuffling the discards into a new pile if it is empty.
 * Returns false when the game ended instead: the pile ran out after the last allowed reshuffle.
 */
function drawCard(state: SequenceState, player: number, rng: Rng, events: SequenceEvent[]): boolean {
  if (state.drawPile.length === 0) {
    if (state.reshuffles >= MAX_RESHUFFLES) {
      state.outcome = 'draw';
      state.winners = [];
      state.deadExchanged = false;
      events.push({ type: 'deckExhausted' }, { type: 'gameOver', winners: [], draw: true });
      return false;
    }
    const pooled = state.discards.flat();
    if (pooled.length > 0) {
      state.drawPile = rng.shuffle(pooled);
      state.discards = state.discards.map(() => []);
      state.reshuffles++;
      events.push({ type: 'reshuffle', count: pooled.length, last: state.reshuffles === MAX_RESHUFFLES });
    }
  }
  const card = state.drawPile.shift();
  if (card === undefined) return true;
  (state.hands[player] as string[]).push(card);
  events.push({ type: 'draw', player, card });
  return true;
}

/** Passes the turn to the next player who can move, skipping those who cannot; a draw if nobody can. */
function advanceTurn(state: SequenceState, events: SequenceEvent[]): void {
  state.deadExchanged = false;
  const n = state.settings.players;
  for (let step = 1; step <= n; step++) {
    const candidate = (state.toMove + step) % n;
    if (hasAnyMove(state, candidate, false)) {
      state.toMove = candidate;
      events.push({ type: 'turn', player: candidate });
      return;
    }
    events.push({ type: 'pass', player: candidate });
  }
  state.outcome = 'draw';
  state.winners = [];
  events.push({ type: 'gameOver', winners: [], draw: true });
}
