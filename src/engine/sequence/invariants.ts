/**
 * What every position reached by play keeps, checked when a position is read (`parse`), so that a
 * saved or hand-written position that no game could reach is refused with a RuleError naming why.
 *
 * Checked here (notation.ts checks the text itself, the cards against the two decks, the corners,
 * the turned-over marks and that each sequence's spaces hold its team's chips):
 * - Each sequence is five spaces of one board line in line order; side by side, or else the second
 *   sequence of a line of nine or ten whose gaps are the chips of the first, listed before it (see
 *   lines.ts).
 * - Two sequences of one team share at most one space (so none is listed twice).
 * - Every unbroken run of a team's spaces holds as many of its sequences as the run allows (five to
 *   eight: one, nine or ten: two): sequences are recorded the moment their chips are there.
 * - A won game: no other team has enough sequences (the game would have ended earlier), and the
 *   player to move is of the winning team (the winning move ends the game; the turn does not pass).
 *   A drawn game: no team has enough, and the pile ran out after the last reshuffle, or no player
 *   has a move. A finished game has no dead card turned in.
 * - A dead card turned in this turn is on top of the mover's discards and still dead, unless the
 *   draw after it reshuffled every discard pile.
 * - Chips against the cards that placed them: until the first reshuffle every card played is on its
 *   player's discard pile, so each chip of a team is matched by a card on the discards of that
 *   team's players, one card per chip: a card showing the chip's space, or a two-eyed jack / PLUS;
 *   each one-eyed jack / MINUS there took off a chip another team had placed, each wild card
 *   placed a chip, and while no chip was ever taken off each normal card played has its chip on the
 *   board or was turned in dead (see checkChipsPlayed). After a reshuffle the cards played earlier are
 *   back in the draw pile, and none of this is checked.
 *
 * - The discards against the turn order (checkTurnCounts): while the game runs with every hand full,
 *   before any reshuffle and with hands larger than the deck's remove cards, nobody can have been
 *   skipped, so the turns went round in order, one card or two (a dead card turned in) each.
 *
 * Not checked, though play keeps it: full hands (every hand holds its hand size while a game runs;
 * the hand after the winning move, or after the pile ran out for good, is one short), and so nor the
 * turn order of positions with short hands. Test positions are written with short hands, so a
 * computer player's choice can be tested with only the cards that matter.
 */
import { RuleError } from '../core';
import { boardLayout, cellIndex, CELLS, DIRECTIONS, onBoard, rowCol, SIZE, spacesShowing } from './board';
import { cardRole, fullDeck, spaceOfCard } from './deck';
import { canTurnInDead, isDeadCard, MAX_RESHUFFLES, movesForHand, pileOutForGood, teamOf } from './game';
import { countsFor, runThrough, sequencesInRun, sequenceSpaces, sharedSpaces } from './lines';
import type { BoardSpace, CompletedSequence, SequenceState } from './types';

const TEAM_LETTERS = 'abc';

function name(q: CompletedSequence, i: number): string {
  return `sequence ${i + 1} (team ${TEAM_LETTERS[q.team]})`;
}

/**
 * Where a sequence lies: its direction and each space's step along the line from the first, or
 * undefined if the five are not on one line in line order.
 */
function placeInLine(q: CompletedSequence): { dr: number; dc: number; steps: number[] } | undefined {
  const [r0, c0] = q.cells[0] as [number, number];
  const [r1, c1] = q.cells[1] as [number, number];
  const [dr, dc] = DIRECTIONS.find(([dr, dc]) => {
    const k = dr !== 0 ? (r1 - r0) / dr : (c1 - c0) / dc;
    return Number.isInteger(k) && k > 0 && r1 === r0 + k * dr && c1 === c0 + k * dc;
  }) ?? [0, 0];
  if (dr === 0 && dc === 0) return undefined;
  const steps: number[] = [];
  for (const [r, c] of q.cells) {
    const k = dr !== 0 ? (r - r0) / dr : (c - c0) / dc;
    if (!Number.isInteger(k) || r !== r0 + k * dr || c !== c0 + k * dc) return undefined;
    if (steps.length > 0 && k <= (steps[steps.length - 1] as number)) return undefined;
    steps.push(k);
  }
  return { dr, dc, steps };
}

/** Throws RuleError unless each sequence has a shape play makes and no two of a team overlap. */
export function checkSequenceShapes(sequences: readonly CompletedSequence[]): void {
  const spaces = sequences.map(sequenceSpaces);
  sequences.forEach((q, i) => {
    const place = placeInLine(q);
    if (place === undefined) throw new RuleError(`${name(q, i)}: the spaces are not five of one line in line order`);
    if (place.steps[4] === 4) return;
    // Spread: the second of a line of nine or ten; what lies between is another sequence of the team.
    const [r0, c0] = q.cells[0] as [number, number];
    const gaps: number[] = [];
    for (let k = 1; k < (place.steps[4] as number); k++) if (!place.steps.includes(k)) gaps.push(cellIndex(r0 + k * place.dr, c0 + k * place.dc));
    const first = sequences.findIndex((p, j) => j < i && p.team === q.team && placeInLine(p)?.steps[4] === 4 && gaps.every((g) => (spaces[j] as number[]).includes(g)));
    if (first < 0) throw new RuleError(`${name(q, i)}: its spaces are not side by side, and the spaces between are not a sequence of the same team listed before it`);
  });
  for (let i = 0; i < sequences.length; i++) {
    for (let j = i + 1; j < sequences.length; j++) {
      const a = sequences[i] as CompletedSequence;
      if (a.team !== (sequences[j] as CompletedSequence).team) continue;
      const n = sharedSpaces(spaces[i] as number[], spaces[j] as number[]);
      if (n > 1) throw new RuleError(`${name(a, i)} and sequence ${j + 1} share ${n} spaces; two sequences of a team share at most one`);
    }
  }
}

/** Throws RuleError if a run of a team's spaces holds fewer sequences than play would have recorded. */
export function checkRunsRecorded(chips: readonly number[], sequences: readonly CompletedSequence[], teams: number): void {
  for (let team = 0; team < teams; team++) {
    const own = sequences.filter((q) => q.team === team).map(sequenceSpaces);
    for (const [dr, dc] of DIRECTIONS) {
      for (let cell = 0; cell < SIZE * SIZE; cell++) {
        // Each run once, from its first space.
        if (!countsFor(chips, team, cell)) continue;
        const [r, c] = rowCol(cell);
        if (onBoard(r - dr, c - dc) && countsFor(chips, team, cellIndex(r - dr, c - dc))) continue;
        const run = runThrough(chips, team, cell, dr, dc);
        const needed = sequencesInRun(run.length);
        if (needed === 0) continue;
        const held = own.filter((s) => s.every((x) => run.includes(x))).length;
        if (held < needed) {
          const from = `${Math.floor(cell / SIZE)}${cell % SIZE}`;
          throw new RuleError(`team ${TEAM_LETTERS[team]} has ${run.length} in a line from ${from} but ${held === 0 ? 'no' : held} sequence${held === 1 ? '' : 's'} there (${needed} would have been recorded)`);
        }
      }
    }
  }
}

/** Throws RuleError if the outcome, the turn or a dead-card exchange could not follow from play. */
export function checkTurnAndOutcome(state: SequenceState): void {
  const { settings } = state;
  if (state.outcome !== 'playing' && state.deadExchanged) throw new RuleError('dead-exchanged: the game is over, so no dead card is being turned in');
  if (state.outcome === 'won') {
    const perTeam = Array.from({ length: settings.teams }, (_, t) => state.sequences.filter((q) => q.team === t).length);
    const other = perTeam.findIndex((k, t) => t !== state.winners[0] && k >= settings.sequencesToWin);
    if (other >= 0) throw new RuleError(`outcome: team ${TEAM_LETTERS[other]} also has enough sequences, so the game would have ended before`);
  }
  if (state.outcome === 'won' && teamOf(settings, state.toMove) !== state.winners[0]) {
    throw new RuleError(`outcome: team ${TEAM_LETTERS[state.winners[0] as number]} won, but the player to move (who made the winning move) is in team ${TEAM_LETTERS[teamOf(settings, state.toMove)]}`);
  }
  if (state.outcome === 'draw') {
    const enough = state.sequences.find((q) => state.sequences.filter((p) => p.team === q.team).length >= settings.sequencesToWin);
    if (enough !== undefined) throw new RuleError(`outcome: team ${TEAM_LETTERS[enough.team]} has enough sequences to have won, so the game is not a draw`);
    const exhausted = pileOutForGood(state);
    const stuck = state.hands.every((hand, p) => movesForHand(state, teamOf(settings, p), hand, canTurnInDead({ ...state, deadExchanged: false })).length === 0);
    if (!exhausted && !stuck) throw new RuleError(`outcome: a draw needs the draw pile to have run out after ${MAX_RESHUFFLES} reshuffles, or no player to have a move`);
  }
  if (state.outcome === 'playing' && state.deadExchanged) {
    const pile = state.discards[state.toMove] as string[];
    const top = pile[pile.length - 1];
    if (top === undefined ? state.discards.some((d) => d.length > 0) : !isDeadCard(state, top)) {
      throw new RuleError(`dead-exchanged: the top of player ${state.toMove}'s discards is not a dead card`);
    }
  }
}

/** What one team's players have played (their discards) and what it has on the board. */
interface TeamTally {
  /** Normal cards played, by the board space they name (each placed a chip or was turned in dead). */
  cardsFor: Map<BoardSpace, number>;
  /** Two-eyed jacks / PLUS played: each placed a chip (they are never dead). */
  wild: number;
  /** One-eyed jacks / MINUS played: each took a chip of another team off. */
  removes: number;
  /** The team's chips on the board, by the space they are on. */
  chipsOn: Map<BoardSpace, number>;
  chips: number;
}

function tallyTeam(state: SequenceState, team: number): TeamTally {
  const { settings } = state;
  const layout = boardLayout(settings.variant);
  const tally: TeamTally = { cardsFor: new Map(), wild: 0, removes: 0, chipsOn: new Map(), chips: 0 };
  state.discards.forEach((pile, p) => {
    if (teamOf(settings, p) !== team) return;
    for (const card of pile) {
      const role = cardRole(card);
      if (role === 'wild') tally.wild++;
      else if (role === 'remove') tally.removes++;
      else {
        const space = spaceOfCard(settings.variant, card) as BoardSpace;
        tally.cardsFor.set(space, (tally.cardsFor.get(space) ?? 0) + 1);
      }
    }
  });
  for (let cell = 0; cell < CELLS; cell++) {
    if (state.chips[cell] !== team) continue;
    const space = layout[cell] as BoardSpace;
    tally.chipsOn.set(space, (tally.chipsOn.get(space) ?? 0) + 1);
    tally.chips++;
  }
  return tally;
}

/**
 * Throws RuleError if, before any reshuffle, the chips on the board do not fit the cards on the
 * discard piles (every card played is there until the first reshuffle):
 * - each chip of a team has its own card on the team's discards: one naming its space, or a wild one;
 * - each one-eyed jack / MINUS took off a chip of another team, which that team had placed: the chips
 *   a team has placed but lost are at most its placing cards less its chips on the board (checked
 *   for every group of the teams that played them, as a team's own chips are never taken by itself);
 * - each wild card placed a chip, so a team has at least its wild cards' chips less the chips the
 *   other teams' removals can have taken;
 * - with no removal played at all, each normal card either placed a chip still on one of its spaces or
 *   was turned in dead (both spaces covered, for good).
 */
export function checkChipsPlayed(state: SequenceState): void {
  if (state.reshuffles > 0) return; // the cards played before the reshuffle are in the draw pile now
  const teams = Array.from({ length: state.settings.teams }, (_, t) => tallyTeam(state, t));
  teams.forEach((t, team) => {
    let needWild = 0;
    for (const [space, n] of t.chipsOn) needWild += Math.max(0, n - (t.cardsFor.get(space) ?? 0));
    if (needWild > t.wild) {
      throw new RuleError(
        `team ${TEAM_LETTERS[team]} has ${t.chips} chips on the board, but the cards on its players' discards placed at most ${t.chips - needWild + t.wild} of them (no reshuffle yet, so every card played is still there)`,
      );
    }
  });
  const lost = teams.map((t, team) => {
    let normal = 0;
    for (const n of t.cardsFor.values()) normal += n;
    const removedByOthers = teams.reduce((sum, u, k) => sum + (k === team ? 0 : u.removes), 0);
    if (t.chips < t.wild - removedByOthers) {
      throw new RuleError(`team ${TEAM_LETTERS[team]} played ${t.wild} wild cards but has ${t.chips} chips on the board, and the other teams took off at most ${removedByOthers} (no reshuffle yet)`);
    }
    return normal + t.wild - t.chips;
  });
  // With no chip ever taken off, every normal card played either placed a chip that is still on one
  // of its spaces, or was turned in dead: both its spaces covered then, and so still.
  if (teams.every((t) => t.removes === 0)) {
    teams.forEach((t, team) => {
      for (const [space, played] of t.cardsFor) {
        const placed = t.chipsOn.get(space) ?? 0;
        if (played <= placed || spacesShowing(state.settings.variant, space).every((cell) => state.chips[cell] !== -1)) continue;
        throw new RuleError(
          `team ${TEAM_LETTERS[team]} played ${played} card${played === 1 ? '' : 's'} for ${space} but has ${placed} chip${placed === 1 ? '' : 's'} on its places; with no chip ever taken off (no one-eyed jack / MINUS played, no reshuffle yet) a card that placed none was turned in dead, yet one of its places is still open`,
        );
      }
    });
  }
  // Hall's condition for the removals: the teams in `group` took off chips only of teams outside
  // the group when it is one team, of any team otherwise.
  for (let group = 1; group < 1 << teams.length; group++) {
    const members = teams.flatMap((_, k) => ((group >> k) & 1 ? [k] : []));
    const removes = members.reduce((sum, k) => sum + (teams[k] as TeamTally).removes, 0);
    const victims = lost.reduce((sum, n, k) => sum + (members.length === 1 && members[0] === k ? 0 : n), 0);
    if (removes > victims) {
      const who = members.map((k) => TEAM_LETTERS[k]).join(' and ');
      throw new RuleError(`team${members.length > 1 ? 's' : ''} ${who} played ${removes} one-eyed jacks / MINUS, but the other teams' discards show at most ${victims} chips placed and no longer on the board (no reshuffle yet)`);
    }
  }
}

/**
 * The turn order against the discards, where no player can have been skipped: before the first
 * reshuffle every card played or turned in dead is on its player's pile, and a player with no move
 * (skipped) is one whose full hand holds nothing it can play, nor a dead card to turn in (one can be
 * while the pile has not run out for good). Normal cards are then all playable or dead, and wild
 * cards playable while a space is open; so only a hand of remove cards (one-eyed jacks / MINUS) has no
 * move. When the hand is larger than the deck's remove cards and fewer than 96 chips were ever placed
 * (the board never full), nobody was skipped: the turns went round in order from the start player,
 * and each turn put one card on the mover's pile, or two with a dead card turned in. Checked while
 * the game runs and every hand is full.
 */
export function checkTurnCounts(state: SequenceState): void {
  const { settings } = state;
  if (state.reshuffles > 0) return;
  const removeCards = fullDeck(settings.variant, settings.allOperations).filter((c) => cardRole(c) === 'remove').length;
  if (settings.handSize <= removeCards) return;
  // Positions written with short hands (tests of a computer player's choice; see the top) are not
  // ones play reaches anyway: only full hands are held to the turn order.
  if (state.outcome !== 'playing' || state.hands.some((hand) => hand.length !== settings.handSize)) return;
  const piles = state.discards.map((pile) => pile.length);
  const total = piles.reduce((a, b) => a + b, 0);
  if (total >= CELLS - 4) return;
  const n = settings.players;
  // This turn's dead card, turned in before the mover plays, is on the mover's pile already.
  const own = piles.map((k, p) => k - (p === state.toMove && state.deadExchanged ? 1 : 0));
  for (let turns = 0; turns <= total; turns++) {
    // `turns` turns went round from the start player; the next is toMove's.
    const start = (((state.toMove - turns) % n) + n) % n;
    const fits = own.every((k, p) => {
      const taken = Math.floor(turns / n) + (((p - start + n) % n) < turns % n ? 1 : 0);
      return taken <= k && k <= 2 * taken;
    });
    if (fits) return;
  }
  const counts = piles.map((k, p) => `player ${p + 1}: ${k}`).join(', ');
  throw new RuleError(
    `the discard piles (${counts}) do not fit the turn order: before any reshuffle every card played is on its player's pile, one or two (with a dead card turned in) a turn, and with hands of ${settings.handSize} nobody can have been skipped`,
  );
}
