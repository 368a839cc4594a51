/**
 * The online session with a fake room: the "server" here is the real No Thanks engine, sending seat 1
 * only its view and the events of each move, as the game server does. What the table sees (the
 * stand-in position, the seat asked, the events to animate), what goes out, stale and refused messages.
 */
import { describe, expect, it } from 'vitest';
import '../../src/games/registry';
import { rules, type NoThanksEvent, type NoThanksMove, type NoThanksState } from '../../src/engine/nothanks';
import { rules as sequenceRules } from '../../src/engine/sequence';
import type { RoomLink } from '../../src/platform/online/link';
import type { ClientMessages, GameMessage, ServerMessages } from '../../src/platform/online/protocol';
import { OnlineSession, type OnlineHooks } from '../../src/platform/session/OnlineSession';
import type { PlayedMove } from '../../src/platform/session/TableSession';

class FakeLink implements RoomLink {
  readonly code = 'ABC234';
  readonly sent: { type: string; payload: unknown }[] = [];
  private listeners = new Map<string, Set<(p: never) => void>>();
  send<K extends keyof ClientMessages>(type: K, payload: ClientMessages[K]): void {
    this.sent.push({ type, payload });
  }
  on<K extends keyof ServerMessages>(type: K, listener: (payload: ServerMessages[K]) => void): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener as (p: never) => void);
    this.listeners.set(type, set);
    return () => set.delete(listener as (p: never) => void);
  }
  readonly status = 'connected' as const;
  onStatus(): () => void {
    return () => {};
  }
  retry(): void {}
  leave(): void {}
  latest(): undefined {
    return undefined;
  }
  emit<K extends keyof ServerMessages>(type: K, payload: ServerMessages[K]): void {
    for (const l of this.listeners.get(type) ?? []) (l as (p: ServerMessages[K]) => void)(payload);
  }
}

const SEAT = 1;
const DECK = [10, 20, 30, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25];

/** The server's message to seat 1 after `moves` (text) from the fixed deal. */
function serverMessage(moves: string[]): { message: GameMessage; state: NoThanksState } {
  let state = rules.setup({ players: 3, deck: DECK, startPlayer: 0 }, 'seed');
  let events: NoThanksEvent[] = [];
  for (const m of moves) ({ state, events } = rules.play(state, rules.parseMove(m)));
  const mine = state.toMove === SEAT && !rules.isOver(state);
  const message: GameMessage = {
    ply: moves.length,
    seat: SEAT,
    view: rules.view(state, SEAT),
    events,
    toMove: state.toMove,
    legal: mine ? rules.legalMoves(state).map(rules.formatMove) : [],
    over: rules.isOver(state),
    deadline: null,
  };
  return { message, state };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function open(first: GameMessage, hooks: OnlineHooks<NoThanksMove, NoThanksEvent> = {}) {
  const link = new FakeLink();
  const played: PlayedMove<NoThanksMove, NoThanksEvent>[] = [];
  const turns: number[] = [];
  const session = new OnlineSession(
    rules,
    { launch: { game: 'nothanks', options: { players: 3 }, seed: 'online', seats: ['human', 'human', 'human'] }, link, seat: SEAT, kinds: ['human', 'human', 'computer'], first },
    { afterMove: (p) => void played.push(p), beforeTurn: (seat) => void turns.push(seat), ...hooks },
  );
  session.start();
  return { link, session, played, turns };
}

describe('OnlineSession', () => {
  it('draws a stand-in from the view: public parts real, hidden chips and stack never shown through the view', async () => {
    const { message, state } = serverMessage([]);
    const { session, turns } = open(message);
    await flush();
    expect(session.state.faceUp).toBe(state.faceUp);
    expect(session.state.stack).toHaveLength(state.stack.length);
    expect(session.state.stack.every((c) => c === 0)).toBe(true); // no card invented
    // The view of the stand-in is the seat's view, except the sum of the hidden chips (unknown here).
    expect(rules.view(session.state, SEAT)).toEqual({ ...rules.view(state, SEAT), hiddenChips: 0 });
    expect(rules.view(session.state, SEAT).chips).toEqual([null, state.chips[SEAT], null]);
    expect(turns).toEqual([0]);
    expect(session.awaitingHuman).toBe(false);
    expect(session.humanSeats()).toEqual([SEAT]);
    expect(session.passAndPlay).toBe(false);
  });

  it('sends the person’s move with its ply and shows it only when the server’s answer arrives', async () => {
    const { link, session, played, turns } = open(serverMessage(['pass']).message);
    await flush();
    expect(turns).toEqual([SEAT]);
    expect(session.awaitingHuman).toBe(true);
    expect(session.legalMoves()).toEqual([{ type: 'take' }, { type: 'pass' }]);
    const result = session.submit({ type: 'pass' });
    expect(result.ok).toBe(true);
    expect(link.sent).toEqual([{ type: 'move', payload: { ply: 1, move: 'pass' } }]);
    expect(session.awaitingHuman).toBe(false);
    expect(session.submit({ type: 'take' })).toEqual({ ok: false, error: 'the table is busy' });
    expect(played).toHaveLength(0);
    const next = serverMessage(['pass', 'pass']);
    link.emit('game', { ...next.message, last: { seat: SEAT, move: 'pass' } });
    await flush();
    expect(played).toEqual([{ seat: SEAT, move: { type: 'pass' }, text: 'pass', events: [{ type: 'pay', player: SEAT, chipsOnCard: 2 }], by: 'human' }]);
    expect(session.state.pot).toBe(2);
    expect(session.moves).toEqual(['', 'pass']);
    expect(turns).toEqual([SEAT, 2]);
    if (result.ok) await result.done;
  });

  it('ignores a stale message and refuses a move the server did not list, sending nothing', async () => {
    const { link, session, played } = open(serverMessage(['pass']).message);
    await flush();
    link.emit('game', serverMessage([]).message);
    await flush();
    expect(played).toHaveLength(0);
    expect(session.state.pot).toBe(1);
    const taken = serverMessage(['pass']);
    const noChips = { ...taken.message, legal: ['take'] };
    link.emit('game', noChips); // the same ply again: the legal moves are updated, nothing is animated
    await flush();
    expect(played).toHaveLength(0);
    const refused = session.submit({ type: 'pass' });
    expect(refused.ok).toBe(false);
    expect(link.sent).toEqual([]);
  });

  it('an error from the server leaves the position unchanged and asks the person again', async () => {
    const refusals: string[] = [];
    const { link, session, turns } = open(serverMessage(['pass']).message, { refused: (e) => void refusals.push(e.code) });
    await flush();
    const before = session.state;
    const result = session.submit({ type: 'take' });
    expect(result.ok).toBe(true);
    link.emit('error', { code: 'notYourTurn', message: 'It is not your turn.' });
    await flush();
    expect(refusals).toEqual(['notYourTurn']);
    expect(session.state).toBe(before);
    expect(session.awaitingHuman).toBe(true);
    expect(turns).toEqual([SEAT, SEAT]);
  });

  it('a move lost with the connection: the position again on return asks the person again', async () => {
    const { link, session, turns } = open(serverMessage(['pass']).message);
    await flush();
    const before = session.state;
    expect(session.submit({ type: 'take' }).ok).toBe(true);
    expect(session.awaitingHuman).toBe(false);
    // Back after a server restart: the same position, with no answer to the move.
    link.emit('game', serverMessage(['pass']).message);
    await flush();
    expect(session.state).toBe(before);
    expect(session.awaitingHuman).toBe(true);
    expect(turns).toEqual([SEAT, SEAT]);
  });

  it('a message several moves ahead is laid out afresh instead of animated; the end is shown once', async () => {
    const resynced: number[] = [];
    const ends: number[][] = [];
    const { link, session, played } = open(serverMessage([]).message, { resync: (m) => void resynced.push(m.ply), gameOver: (e) => void ends.push(e.scores) });
    await flush();
    link.emit('game', serverMessage(['pass', 'pass', 'take']).message);
    await flush();
    expect(resynced).toEqual([3]);
    expect(played).toHaveLength(0);
    expect(session.state.cards[2]).toEqual([10]);
    // Play to the end: everyone takes.
    const moves = ['pass', 'pass', 'take'];
    while (serverMessage(moves).state.faceUp !== null) moves.push('take');
    const last = serverMessage(moves);
    link.emit('game', serverMessage(moves.slice(0, -1)).message);
    link.emit('game', last.message);
    await flush();
    expect(session.over).toBe(true);
    expect(ends).toEqual([rules.score(last.state).scores]);
    // Once over, every hand of chips is counted openly: the stand-in's score is the real one.
    expect(rules.view(session.state, SEAT).chips).toEqual(last.state.chips);
  });

  it('Sequence: the own hand is real, other hands and the draw pile are counts of empty codes', () => {
    const state = sequenceRules.setup({ players: 4, teams: 2, startPlayer: 2 }, 'seq');
    const view = sequenceRules.view(state, 2);
    const stand = sequenceRules.standIn!(view);
    expect(stand.hands[2]).toEqual(state.hands[2]);
    expect(stand.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
    expect(stand.hands[0]!.every((c) => c === '')).toBe(true);
    expect(stand.drawPile.every((c) => c === '')).toBe(true);
    expect(sequenceRules.view(stand, 2)).toEqual(view);
    // Seat 2 is to move: what its table offers from the stand-in is exactly what the engine allows.
    expect(state.toMove).toBe(2);
    expect(sequenceRules.legalMoves(stand)).toEqual(sequenceRules.legalMoves(state));
  });
});
