/**
 * Sequence in words: each move as the live region says it ("Computer 2 places on 7 of clubs, row 5,
 * column 3, and completes a sequence"), the end, and the names of the board spaces and hand cards a
 * screen-reader user moves between. Pure functions of the engine's events and state.
 */
import { boardCell, FREE, MINUS, PLUS, prettyCard, teamOf, type SequenceEvent, type SequenceState, type SequenceVariant } from '../../engine/sequence';
import { t, tOf } from '../i18n';
import { atWords, cardWords, listWords } from './words';

/** Who sits where, as the table names them. */
export interface SequenceSeats {
  names: readonly string[];
  /** Team names (a team of one is its player's name) for the result. */
  teamNames: readonly string[];
  /** The one person at this screen ("you"), else -1. */
  you: number;
  /** Seats of people: their turn is said. */
  humans: readonly number[];
}

/** A hand card in words: "7 of clubs", "jack of spades", "7 × 6", "plus card". */
export function sequenceCardWords(variant: SequenceVariant, card: string): string {
  if (variant === 'numbers') {
    if (card === PLUS) return t('say.seq.plus');
    if (card === MINUS) return t('say.seq.minus');
    return prettyCard(card);
  }
  return cardWords(card);
}

/** What a board space shows: "7 of clubs", "17", "free corner". */
export function spaceWords(variant: SequenceVariant, row: number, col: number): string {
  const space = boardCell(variant, row, col);
  if (space === FREE) return t('say.seq.free');
  return typeof space === 'number' ? String(space) : cardWords(space);
}

/** A team's chip colour ("Blue"): the chips are told apart by colour and symbol, the words by name. */
function chipTeam(team: number): string {
  return t(`sequence.team.${team}`);
}

/** One move's events in words (another player's drawn card stays secret). */
export function describeSequenceMove(events: readonly SequenceEvent[], state: SequenceState, seats: SequenceSeats): string {
  const variant = state.settings.variant;
  const parts: string[] = [];
  const name = (seat: number): string => seats.names[seat] ?? '';
  // The person here is spoken to ("You place on …"), the others about ("Computer 1 places on …").
  const say = (key: string, seat: number, params: Record<string, string | number>): string => tOf(key, seat === seats.you, { name: name(seat), ...params });
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'place') {
      const space = spaceWords(variant, e.row, e.col);
      const card = sequenceCardWords(variant, e.card);
      const completes = events.slice(i + 1).some((n) => n.type === 'sequence' && n.team === e.team);
      parts.push(`${say(card === space ? 'say.seq.place' : 'say.seq.placeWith', e.player, { space, card, at: atWords(e.row, e.col) })}${completes ? t('say.seq.completes') : ''}.`);
    } else if (e.type === 'remove') {
      parts.push(say('say.seq.remove', e.player, { card: sequenceCardWords(variant, e.card), team: chipTeam(e.team), space: spaceWords(variant, e.row, e.col), at: atWords(e.row, e.col) }));
    } else if (e.type === 'discardDead') parts.push(say('say.seq.dead', e.player, { card: sequenceCardWords(variant, e.card) }));
    else if (e.type === 'draw' && e.player === seats.you) parts.push(t('say.seq.draw', { card: sequenceCardWords(variant, e.card) }));
    else if (e.type === 'reshuffle') parts.push(t(e.last ? 'say.seq.reshuffleLast' : 'say.seq.reshuffle'));
    else if (e.type === 'deckExhausted') parts.push(t('say.seq.exhausted'));
    else if (e.type === 'pass') parts.push(say('say.seq.pass', e.player, {}));
    else if (e.type === 'gameOver') parts.push(describeSequenceEnd(e.winners, e.draw, state, seats));
  }
  return parts.join(' ');
}

/** "Your turn." when a person here is to move ("Player 2's turn." between people), else null. */
export function describeSequenceTurn(state: SequenceState, seats: SequenceSeats): string | null {
  const seat = state.toMove;
  if (state.outcome !== 'playing' || !seats.humans.includes(seat)) return null;
  return seat === seats.you ? t('say.seq.yourTurn') : t('say.seq.turnOf', { name: seats.names[seat] ?? '' });
}

/** The outcome: a draw, "You win!", or the winning team. */
export function describeSequenceEnd(winners: readonly number[], draw: boolean, state: SequenceState, seats: SequenceSeats): string {
  if (draw || winners.length === 0) return t('say.seq.draw.over');
  const mine = seats.you >= 0 ? teamOf(state, seats.you) : -1;
  if (winners.includes(mine)) return t('say.seq.youWin');
  return t('say.seq.wins', { team: seats.teamNames[winners[0]!] ?? '' });
}

/** What lies on a space: "empty", "Blue chip", "Green chip in a sequence", "free corner". */
export function spaceState(state: SequenceState, row: number, col: number): string {
  const variant = state.settings.variant;
  if (boardCell(variant, row, col) === FREE) return t('say.seq.free');
  const team = state.chips[row * 10 + col] ?? -1;
  if (team < 0) return t('say.seq.empty');
  const locked = state.sequences.some((s) => s.cells.some(([r, c]) => r === row && c === col));
  return t(locked ? 'say.seq.chipLocked' : 'say.seq.chip', { team: chipTeam(team) });
}

/** A board space's name: "7 of clubs, row 5, column 3, Blue chip[, you can place here]". */
export function describeSequenceSpace(state: SequenceState, row: number, col: number, action: 'place' | 'remove' | null): string {
  const variant = state.settings.variant;
  const name = t('say.seq.space', { space: spaceWords(variant, row, col), at: atWords(row, col), state: spaceState(state, row, col) });
  if (action === 'place') return `${name}, ${t('say.seq.canPlace')}`;
  if (action === 'remove') return `${name}, ${t('say.seq.canRemove')}`;
  return name;
}

/** The four lines through a space, four spaces each way, read out ("Across: 5 of clubs empty, …"). */
export function describeSequenceLines(state: SequenceState, row: number, col: number): string {
  const variant = state.settings.variant;
  const directions: ReadonlyArray<readonly [number, number]> = [[0, 1], [1, 0], [1, 1], [1, -1]];
  return directions
    .map(([dr, dc], d) => {
      const spaces: string[] = [];
      for (let k = -4; k <= 4; k++) {
        const r = row + k * dr;
        const c = col + k * dc;
        if (r < 0 || r > 9 || c < 0 || c > 9) continue;
        spaces.push(`${spaceWords(variant, r, c)} ${spaceState(state, r, c)}`);
      }
      return t('say.seq.line', { dir: t(`say.seq.dir.${d}`), spaces: spaces.join(', ') });
    })
    .join(' ');
}

/** A hand read out ("Your hand: 7 of clubs, jack of spades, …"). */
export function describeSequenceHand(state: SequenceState, seat: number): string {
  const variant = state.settings.variant;
  return t('say.seq.hand', { cards: listWords((state.hands[seat] ?? []).map((c) => sequenceCardWords(variant, c))) });
}

/** Each team's completed sequences against what it needs. */
export function describeSequenceScore(state: SequenceState, seats: SequenceSeats): string {
  const needed = state.settings.sequencesToWin;
  return seats.teamNames.map((team, i) => t('say.seq.score', { team, n: state.sequences.filter((s) => s.team === i).length, needed })).join(' ');
}
