/**
 * The online table's rules around the game: create and join by code, seats, the host's set-up, and
 * every kind of bad message (malformed, oversized, too fast, illegal, for another seat), each of which
 * gets an error and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import type { RunningServer } from '../../server/app';
import { CODE_ALPHABET, CODE_LENGTH, MAX_MESSAGE_BYTES, MAX_SPECTATORS, ROOM_NAME, SEAT_TOKEN_PATTERN } from '../../src/platform/online/protocol';
import { pause, Player, startTestServer, tableOf, tableText } from './harness';

let server: RunningServer & { url: string };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.server.gracefullyShutdown(false));

/** A No Thanks table of `players` with the host and `joiners` friends seated. */
async function table(players: number, joiners: number): Promise<Player[]> {
  const host = await Player.create(server.url, { game: 'nothanks', options: { players }, name: 'Host' });
  const friends: Player[] = [];
  for (let i = 0; i < joiners; i++) friends.push(await Player.join(server.url, host.code, { name: `Friend ${i + 1}` }));
  const all = [host, ...friends];
  await Promise.all(all.map((p) => p.until(() => p.lobby?.seats.filter((s) => s.kind === 'human').length === joiners + 1, 'everyone seated')));
  return all;
}

/** Sends a message and expects exactly this error back, with the table unchanged. */
async function refused(player: Player, type: string, body: unknown, code: string): Promise<void> {
  const before = tableText(player.code);
  const error = player.nextError();
  player.send(type, body);
  expect((await error).code).toBe(code);
  expect(tableText(player.code)).toBe(before);
}

describe('create and join', () => {
  it('creates a table with a short code; friends take the open seats in order; the host gets seat 0', async () => {
    const [host, a, b] = await table(4, 2);
    expect(host!.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    const lobby = b!.lobby!;
    expect(lobby.code).toBe(host!.code);
    expect(lobby.phase).toBe('lobby');
    expect(lobby.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human', 'open']);
    expect(lobby.seats.map((s) => s.name)).toEqual(['Host', 'Friend 1', 'Friend 2', '']);
    expect(lobby.seats.slice(0, 3).every((s) => s.connected)).toBe(true);
    expect([host!.lobby!.you, a!.lobby!.you, b!.lobby!.you]).toEqual([0, 1, 2]);
    expect(lobby.host).toBe(0);
    expect(lobby.together).toBe(false);
  });

  it('gives each seat its own token, never anyone else’s', async () => {
    const players = await table(3, 2);
    const tokens = players.map((p) => p.lobby!.seatToken!);
    for (const t of tokens) expect(t).toMatch(SEAT_TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(3);
    players.forEach((p, i) => {
      const text = JSON.stringify(p.received);
      tokens.forEach((t, j) => expect(text.includes(t)).toBe(i === j));
    });
  });

  it('reaches a table only by its code: joining by the room name finds none, joinOrCreate makes a new table', async () => {
    const [host] = await table(3, 0);
    await expect(new Client(server.url).join(ROOM_NAME, { name: 'Stranger' })).rejects.toMatchObject({ code: 521 });
    await expect(new Client(server.url).join(ROOM_NAME, { game: 'nothanks', options: {}, name: 'Stranger' })).rejects.toMatchObject({ code: 521 });
    const other = new Player(await new Client(server.url).joinOrCreate(ROOM_NAME, { game: 'nothanks', options: {}, name: 'Stranger' }));
    await other.until(() => other.lobby !== null, 'the stranger’s lobby');
    expect(other.code).not.toBe(host!.code);
    expect(other.lobby!.you).toBe(0);
    expect(tableOf(host!.code).seats.filter((s) => s.kind === 'human')).toHaveLength(1);
  });

  it('makes the creator the host even when someone with the code joins before the creator connects', async () => {
    // What Client.create does first: the HTTP seat reservation (the creator connects after it).
    const res = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/${ROOM_NAME}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'nothanks', options: { players: 3 }, name: 'Ann' }) });
    const reservation = (await res.json()) as Parameters<Client['consumeSeatReservation']>[0];
    await expect(Player.join(server.url, reservation.roomId, { name: 'Mallory' })).rejects.toMatchObject({ code: 522 });
    await expect(new Client(server.url).joinById(reservation.roomId, { game: 'nothanks', options: { players: 3 }, name: 'Mallory' })).rejects.toMatchObject({ code: 522 });
    const ann = new Player(await new Client(server.url).consumeSeatReservation(reservation));
    await ann.until(() => ann.lobby !== null, 'the lobby');
    expect([ann.lobby!.you, ann.lobby!.host]).toEqual([0, 0]);
    const bob = await Player.join(server.url, ann.code, { name: 'Bob' });
    await bob.until(() => bob.lobby !== null, 'the lobby');
    expect(bob.lobby!.you).toBe(1);
  });

  it('refuses a full table, but lets people watch', async () => {
    const [host] = await table(3, 2);
    await expect(Player.join(server.url, host!.code, { name: 'Late' })).rejects.toThrow(/tableFull/);
    const watcher = await Player.join(server.url, host!.code, { name: 'Watcher', spectate: true });
    await watcher.until(() => watcher.lobby !== null, 'the lobby');
    expect(watcher.lobby!.you).toBeNull();
    expect(watcher.lobby!.seatToken).toBeUndefined();
    await host!.until(() => host!.lobby!.spectators === 1, 'the spectator count');
  });

  it('caps the spectators, so a seat’s player can always come back', async () => {
    const [host, friend] = await table(3, 1);
    for (let i = 0; i < MAX_SPECTATORS; i++) await Player.join(server.url, host!.code, { name: `Watcher ${i + 1}`, spectate: true });
    await expect(Player.join(server.url, host!.code, { name: 'One too many', spectate: true })).rejects.toThrow(/tooManyWatchers/);
    const back = await Player.join(server.url, host!.code, { name: 'Friend', seatToken: friend!.lobby!.seatToken! });
    await back.until(() => back.lobby?.you === 1, 'the friend back in seat 1');
    expect(back.lobby!.spectators).toBe(MAX_SPECTATORS);
  });

  it('refuses an unknown code, an unknown game, options that pin the deal, and a wrong seat token', async () => {
    await expect(Player.join(server.url, 'ZZZZZZ', { name: 'Lost' })).rejects.toMatchObject({ code: 522 });
    await expect(Player.create(server.url, { game: 'chess', options: {}, name: 'X' })).rejects.toThrow(/unknownGame/);
    await expect(Player.create(server.url, { game: 'nothanks', options: { startPlayer: 1 }, name: 'X' })).rejects.toThrow(/badOptions/);
    await expect(Player.create(server.url, { game: 'nothanks', options: { deck: [3, 4, 5] } as never, name: 'X' })).rejects.toThrow(/badMessage/);
    await expect(Player.create(server.url, { game: 'nothanks', options: { players: 9 }, name: 'X' })).rejects.toThrow(/badOptions/);
    // The host may not name the deal of a game with hidden cards (they would know everyone's).
    await expect(Player.create(server.url, { game: 'nothanks', options: {}, name: 'X', deal: '42' })).rejects.toThrow(/badOptions/);
    await expect(Player.create(server.url, { game: 'sequence', options: {}, name: 'X', deal: '42' })).rejects.toThrow(/badOptions/);
    await expect(Player.create(server.url, { game: 'gaps', options: {}, name: 'X', deal: 'a b' })).rejects.toThrow(/badMessage/);
    // Gaps together's seat count is a whole number like every engine's option, not anything Number() reads.
    for (const players of [true, '3', '0x3', ' 2 ', '1e0', 2.5, 0, 9]) {
      await expect(Player.create(server.url, { game: 'gaps', options: { players } as never, name: 'X' })).rejects.toThrow(/badOptions/);
    }
    const [host] = await table(3, 0);
    await expect(Player.join(server.url, host!.code, { name: 'Thief', seatToken: 'f'.repeat(32) })).rejects.toThrow(/badSeatToken/);
    await expect(Player.join(server.url, host!.code, { name: '' })).rejects.toThrow(/badMessage/);
    expect(tableOf(host!.code).seats.filter((s) => s.kind === 'human')).toHaveLength(1);
  });
});

describe('a deal from the host’s set-up', () => {
  it('Gaps together deals the deal the host named (a deal number, a winnable pick) to every seat', async () => {
    const host = await Player.create(server.url, { game: 'gaps', options: { redeals: 0 }, name: 'Host' });
    const friend = await Player.join(server.url, host.code, { name: 'Friend' });
    await host.until(() => host.lobby?.seats.filter((s) => s.kind === 'human').length === 2, 'both seated');
    const other = await Player.create(server.url, { game: 'gaps', options: { redeals: 0 }, name: 'Other', deal: '433109235' });
    const named = await Player.create(server.url, { game: 'gaps', options: { redeals: 0 }, name: 'Named', deal: '433109235' });
    for (const p of [host, other, named]) p.send('start', {});
    await Promise.all([host, friend, other, named].map((p) => p.until(() => p.game !== null, 'dealt')));
    const { rules } = await import('../../src/engine/gaps');
    const deal = rules.setup({ redeals: 0 }, '433109235');
    // The named deal is the engine's deal of that seed, the same at two tables; a table without one is another.
    expect(other.game!.view).toEqual(rules.view(deal, 0));
    expect(named.game!.view).toEqual(other.game!.view);
    expect(host.game!.view).not.toEqual(other.game!.view);
    expect(friend.game!.view).toEqual(host.game!.view);
  });
});

describe('the host’s set-up', () => {
  it('lets only the host change options, fill seats and start', async () => {
    const [host, friend] = await table(4, 1);
    await refused(friend!, 'setOptions', { options: { players: 3 } }, 'notHost');
    await refused(friend!, 'fillSeat', { seat: 2, level: 'easy' }, 'notHost');
    await refused(friend!, 'start', {}, 'notHost');
    await refused(host!, 'start', {}, 'seatsOpen');
    await refused(host!, 'fillSeat', { seat: 1, level: 'easy' }, 'badSeat');
    await refused(host!, 'setOptions', { options: { players: 3, startPlayer: 1 } }, 'badOptions');
    host!.send('setOptions', { options: { players: 3, variant: 'tactical' } });
    await friend!.until(() => friend!.lobby!.seats.length === 3, 'three seats');
    expect(friend!.lobby!.options).toEqual({ players: 3, variant: 'tactical' });
    host!.send('fillSeat', { seat: 2, level: 'hard' });
    await friend!.until(() => friend!.lobby!.seats[2]!.kind === 'computer', 'the computer player');
    expect(friend!.lobby!.seats[2]!.level).toBe('hard');
    host!.send('setTurnTimer', { seconds: 30 });
    await friend!.until(() => friend!.lobby!.turnSeconds === 30, 'the turn timer');
    host!.send('start', {});
    await friend!.until(() => friend!.game !== null, 'the deal');
    expect(friend!.lobby!.phase).toBe('playing');
    await refused(host!, 'setOptions', { options: { players: 4 } }, 'notLobby');
  });

  it('puts Sequence players in teams from the engine (seat i plays for team i mod teams) and moves them', async () => {
    const host = await Player.create(server.url, { game: 'sequence', options: { players: 4 }, name: 'Host' });
    await host.until(() => host.lobby !== null, 'the lobby');
    expect(host.lobby!.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    const friend = await Player.join(server.url, host.code, { name: 'Friend' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human', 'the friend');
    host.send('setTeam', { seat: 1, team: 0 });
    await friend.until(() => friend.lobby?.you === 2, 'the friend moved to team 0');
    expect(friend.lobby!.seats.map((s) => s.kind)).toEqual(['human', 'open', 'human', 'open']);
    const two = await Player.create(server.url, { game: 'sequence', options: { players: 2 }, name: 'Solo' });
    await two.until(() => two.lobby !== null, 'the lobby');
    expect(two.lobby!.seats.map((s) => s.team)).toEqual([null, null]);
  });
});

describe('the host changes the options in the lobby', () => {
  it('every guest sees the change at once; bad options are refused with a clear error and change nothing', async () => {
    const host = await Player.create(server.url, { game: 'sequence', options: { players: 4 }, name: 'Host' });
    const guest = await Player.join(server.url, host.code, { name: 'Guest' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human', 'the guest');
    host.send('fillSeat', { seat: 2, level: 'easy' });
    await guest.until(() => guest.lobby?.seats[2]?.kind === 'computer', 'the computer player');
    // Six players in three teams of two: the guest's lobby follows, people and the computer player stay.
    host.send('setOptions', { options: { players: 6, teams: 3, variant: 'classic', advanced: true } });
    await guest.until(() => guest.lobby!.seats.length === 6, 'six seats');
    expect(guest.lobby!.options).toEqual({ players: 6, teams: 3, variant: 'classic', advanced: true });
    expect(guest.lobby!.seats.map((s) => s.kind)).toEqual(['human', 'human', 'computer', 'open', 'open', 'open']);
    expect(guest.lobby!.seats.map((s) => s.team)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(guest.lobby!.you).toBe(1);
    // Refused by the schema, by the game's own rows, by the engine (5 players, 4 teams of 6), or for the people seated.
    await refused(host, 'setOptions', { options: { players: { n: 6 } } }, 'badMessage');
    await refused(host, 'setOptions', { options: { players: 4, deck: 'stacked' } }, 'badOptions');
    await refused(host, 'setOptions', { options: { players: 5 } }, 'badOptions');
    await refused(host, 'setOptions', { options: { players: 6, teams: 4 } }, 'badOptions');
    const third = await Player.join(server.url, host.code, { name: 'Third' });
    await host.until(() => host.lobby!.seats.filter((s) => s.kind === 'human').length === 3, 'three people');
    const error = host.nextError();
    const before = tableText(host.code);
    host.send('setOptions', { options: { players: 2 } });
    expect(await error).toEqual({ code: 'badOptions', message: expect.stringMatching(/3 people .* at least 3 players/) });
    expect(tableText(host.code)).toBe(before);
    // Shrinking to four: the people stay, the computer player keeps the one seat left.
    host.send('setOptions', { options: { players: 4 } });
    await third.until(() => third.lobby?.seats.length === 4, 'four seats');
    expect(third.lobby!.seats.map((s) => s.kind)).toEqual(['human', 'human', 'computer', 'human']);
    // Only the host, and not once the game has started.
    await refused(guest, 'setOptions', { options: { players: 4, advanced: true } }, 'notHost');
    host.send('start', {});
    await guest.until(() => guest.game !== null, 'the deal');
    await refused(host, 'setOptions', { options: { players: 4, advanced: true } }, 'notLobby');
  });

  it('No Thanks and Gaps together take their own options (Gaps keeps its seats)', async () => {
    const host = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Host' });
    await host.until(() => host.lobby !== null, 'the lobby');
    host.send('setOptions', { options: { players: 5, variant: 'tactical', openChips: true } });
    await host.until(() => host.lobby!.seats.length === 5, 'five seats');
    expect(host.lobby!.options).toEqual({ players: 5, variant: 'tactical', openChips: true });
    await refused(host, 'setOptions', { options: { players: 3, variant: 'nonsense' } }, 'badOptions');
    const gaps = await Player.create(server.url, { game: 'gaps', options: { variant: 'basic', winnable: false }, name: 'Solo' });
    const friend = await Player.join(server.url, gaps.code, { name: 'Friend' });
    await gaps.until(() => gaps.lobby!.seats[1]!.kind === 'human', 'the friend');
    gaps.send('setOptions', { options: { variant: 'aisleriot', redeals: 1, randomGaps: false, winnable: false } });
    await friend.until(() => friend.lobby?.options.variant === 'aisleriot', 'the new variant');
    expect(friend.lobby!.seats.map((s) => s.kind)).toEqual(['human', 'human']);
    await refused(gaps, 'setOptions', { options: { players: '4' } }, 'badOptions');
  });
});

describe('bad messages during play', () => {
  async function started(): Promise<Player[]> {
    const players = await table(3, 2);
    players[0]!.send('start', {});
    await Promise.all(players.map((p) => p.until(() => p.game !== null, 'the deal')));
    return players;
  }

  it('refuses malformed, unknown, oversized, stale and illegal messages, and moves for another seat', async () => {
    const players = await started();
    const toMove = players[0]!.game!.toMove;
    const mover = players[toMove]!;
    const other = players[(toMove + 1) % 3]!;
    await refused(mover, 'move', { ply: 0 }, 'badMessage');
    await refused(mover, 'move', { ply: 'zero', move: 'take' }, 'badMessage');
    await refused(mover, 'move', { ply: 0, move: 'take', extra: 1 }, 'badMessage');
    await refused(mover, 'teleport', { to: 'moon' }, 'badMessage');
    await refused(mover, 'react', { id: 'free text!' }, 'badMessage');
    await refused(mover, 'move', { ply: 0, move: 'x'.repeat(MAX_MESSAGE_BYTES + 10) }, 'tooBig');
    await refused(mover, 'move', { ply: 5, move: 'take' }, 'staleMove');
    await refused(mover, 'move', { ply: 0, move: 'fold' }, 'badMove');
    await refused(other, 'move', { ply: 0, move: 'take' }, 'notYourTurn');
    const watcher = await Player.join(server.url, mover.code, { name: 'Watcher', spectate: true });
    await watcher.until(() => watcher.game !== null, 'the spectator’s view');
    await refused(watcher, 'move', { ply: 0, move: 'take' }, 'notSeated');
    // The same move from its own seat is fine.
    mover.send('move', { ply: 0, move: 'take' });
    await other.until(() => other.game!.ply === 1, 'the move');
  });

  it('refuses a move that is readable but not legal now', async () => {
    const [host, a, b] = await started();
    const players = [host!, a!, b!];
    // Pass until someone is out of chips and must take: then "pass" is illegal for them.
    for (let guard = 0; guard < 200; guard++) {
      const g = host!.game!;
      const mover = players[g.toMove]!;
      await mover.until(() => mover.game!.ply === g.ply, 'the mover’s view');
      if (!mover.game!.legal.includes('pass')) {
        await refused(mover, 'move', { ply: g.ply, move: 'pass' }, 'illegalMove');
        return;
      }
      mover.send('move', { ply: g.ply, move: 'pass' });
      await host!.until(() => host!.game!.ply === g.ply + 1, 'the pass');
    }
    throw new Error('nobody ran out of chips');
  });

  it('refuses messages over the rate limit (a burst of 20, then 10 a second)', async () => {
    const [host] = await started();
    const fan = await Player.join(server.url, host!.code, { name: 'Fan', spectate: true });
    await fan.until(() => fan.game !== null, 'the spectator’s view');
    const before = tableText(host!.code);
    const from = fan.received.length;
    for (let i = 0; i < 30; i++) fan.send('react', { id: 'hello' });
    await fan.until(() => fan.received.slice(from).filter((r) => r.type === 'error' || r.type === 'reaction').length === 30, 'all answers');
    const answers = fan.received.slice(from);
    // Sending 30 takes a moment: the bucket may refill by one meanwhile.
    const reactions = answers.filter((r) => r.type === 'reaction').length;
    expect(reactions).toBeGreaterThanOrEqual(20);
    expect(reactions).toBeLessThanOrEqual(21);
    expect(answers.filter((r) => r.type === 'error').map((r) => (r.body as { code: string }).code)).toEqual(Array(30 - reactions).fill('tooFast'));
    expect(tableText(host!.code)).toBe(before);
    await pause(300);
    fan.send('react', { id: 'gg' });
    expect(await fan.next('reaction')).toEqual({ seat: null, id: 'gg' });
  });
});
