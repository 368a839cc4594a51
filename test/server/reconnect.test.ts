/**
 * A dropped player: back in the same seat with Colyseus's reconnection token (a reload) or with the
 * seat token; a computer player takes the seat after the grace period (1 s here); the turn timer lets
 * a computer player make one move for someone who does not answer.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app';
import { pause, Player, startTestServer, tableOf } from './harness';

let server: RunningServer & { url: string };
beforeAll(async () => {
  server = await startTestServer({ graceSeconds: 1 });
});
afterAll(() => server.server.gracefullyShutdown(false));

/** A started No Thanks game of 3 people. */
async function started(): Promise<Player[]> {
  const host = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
  const players = [host, await Player.join(server.url, host.code, { name: 'Bob' }), await Player.join(server.url, host.code, { name: 'Cy' })];
  await host.until(() => host.lobby!.seats.every((s) => s.kind === 'human'), 'three people');
  host.send('start', {});
  await Promise.all(players.map((p) => p.until(() => p.game !== null, 'the deal')));
  return players;
}

/** Drops the connection the way a lost network or a reload does (no goodbye, no automatic retry). */
function drop(player: Player): Promise<number> {
  player.room.reconnection.enabled = false;
  return player.leave(false);
}

describe('reconnection', () => {
  it('brings a reloaded player back to the same seat with the reconnection token, within the grace period', async () => {
    const [ann, bob] = await started();
    const token = bob!.room.reconnectionToken;
    await drop(bob!);
    await ann!.until(() => ann!.lobby!.seats[1]!.connected === false, 'Bob shown as away');
    const back = new Player(await new Client(server.url).reconnect(token));
    await back.until(() => back.lobby?.you === 1 && back.game !== null, 'Bob back in seat 1');
    await ann!.until(() => ann!.lobby!.seats[1]!.connected, 'Bob shown as back');
    expect(ann!.lobby!.seats[1]!.kind).toBe('human');
    expect(back.game!.ply).toBe(ann!.game!.ply);
    expect(back.lobby!.seatToken).toBe(bob!.lobby!.seatToken);
  });

  it('gives the seat to a computer player after the grace period; the seat token takes it back', async () => {
    const [ann, bob, cy] = await started();
    const seatToken = cy!.lobby!.seatToken!;
    [ann!, bob!].forEach((p) => p.autoplay((g) => (g.legal.includes('pass') ? 'pass' : 'take')));
    await drop(cy!);
    await ann!.until(() => ann!.lobby!.seats[2]!.kind === 'computer', 'the computer player in seat 3', 5_000);
    expect(ann!.lobby!.seats[2]!.level).toBe('medium');
    // The computer player plays seat 3's turns.
    await ann!.until(() => tableOf(ann!.code).lines[0]!.moves.length > 6, 'a round of moves');
    const comeback = await Player.join(server.url, ann!.code, { name: 'Cy again', seatToken });
    await comeback.until(() => comeback.lobby?.you === 2, 'Cy back in seat 3');
    expect(comeback.lobby!.seats[2]).toMatchObject({ kind: 'human', name: 'Cy', connected: true });
    await expect(Player.join(server.url, ann!.code, { name: 'Mallory', seatToken: seatToken.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).rejects.toThrow(/badSeatToken/);
  });

  it('opens a lobby seat again when its player does not come back', async () => {
    const host = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    const bob = await Player.join(server.url, host.code, { name: 'Bob' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human', 'Bob seated');
    await drop(bob);
    await host.until(() => host.lobby!.seats[1]!.kind === 'open', 'seat 2 open again', 5_000);
  });

  it('passes the host role to a person coming back when the host left while they were away', async () => {
    const back: ((bob: Player) => Promise<Player>)[] = [
      async (bob) => new Player(await new Client(server.url).reconnect(bob.room.reconnectionToken)),
      (bob) => Player.join(server.url, bob.code, { name: 'Bob', seatToken: bob.lobby!.seatToken! }),
    ];
    for (const comeBack of back) {
      const ann = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
      const bob = await Player.join(server.url, ann.code, { name: 'Bob' });
      await bob.until(() => bob.lobby?.seats[0]!.kind === 'human' && bob.lobby.seatToken !== undefined, 'Bob seated');
      await drop(bob);
      await ann.until(() => ann.lobby!.seats[1]!.connected === false, 'Bob away');
      await ann.leave();
      const bob2 = await comeBack(bob);
      await bob2.until(() => bob2.lobby?.you === 1 && bob2.lobby.seats[0]!.kind === 'open', 'Bob back, Ann gone');
      expect(bob2.lobby!.host).toBe(1);
      bob2.send('fillSeat', { seat: 0, level: 'easy' });
      await bob2.until(() => bob2.lobby!.seats[0]!.kind === 'computer', 'the new host filling a seat');
    }
  });
});

describe('turn timer and reactions', () => {
  it('plays one move for a person whose time ran out, tells everyone the deadline, and holds it whoever joins or leaves', async () => {
    const host = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    await host.until(() => host.lobby !== null, 'the lobby');
    host.send('fillSeat', { seat: 1, level: 'easy' });
    host.send('fillSeat', { seat: 2, level: 'easy' });
    host.send('setTurnTimer', { seconds: 5 });
    await host.until(() => host.lobby!.turnSeconds === 5 && host.lobby!.seats[2]!.kind === 'computer', 'the set-up');
    host.send('start', {});
    await host.until(() => host.game?.toMove === 0 && host.game.legal.length > 0, 'Ann’s turn');
    const ply = host.game!.ply;
    expect(host.game!.deadline).toBeGreaterThan(4_000);
    expect(host.game!.deadline).toBeLessThanOrEqual(5_000);
    const started = Date.now();
    // Joins and leaves during the turn (a spectator, Ann's own second window taking her seat back)
    // restart nothing: the second window is told the time that is left.
    await pause(1_500);
    const watcher = await Player.join(server.url, host.code, { name: 'Watcher', spectate: true });
    await watcher.until(() => watcher.game !== null, 'the spectator’s view');
    await watcher.leave();
    const ann = await Player.join(server.url, host.code, { name: 'Ann', seatToken: host.lobby!.seatToken! });
    await ann.until(() => ann.game !== null, 'Ann’s second window');
    expect(ann.game!.deadline).toBeLessThanOrEqual(3_500);
    await ann.until(() => ann.game!.ply > ply, 'the timed-out move', 10_000);
    expect(Date.now() - started).toBeGreaterThan(3_500);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(tableOf(host.code).seats[0]!.kind).toBe('human');
  });

  it('broadcasts preset reactions with the seat', async () => {
    const [ann, bob, cy] = await started();
    const got = [ann!, cy!].map((p) => p.next('reaction'));
    bob!.send('react', { id: 'nice' });
    expect(await Promise.all(got)).toEqual([
      { seat: 1, id: 'nice' },
      { seat: 1, id: 'nice' },
    ]);
    await pause(10);
  });
});
