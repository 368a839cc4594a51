/**
 * Scale-out: two server processes share presence and matchmaking through Redis (REDIS_URL). A table
 * created through one is joined through the other and played to the end. Needs Debian's
 * redis-server (.ci/run installs it); without it this test fails and says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOver, Player, spreadLegal } from './harness';
import { freePort, startProcess, type ServerProcess } from './process';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

let redis: ChildProcess | null = null;
let redisUrl = '';
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server package (apt-get install -y redis-server; .ci/run does) to run the scale-out test`);
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
    redis!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) (clearTimeout(timer), resolve());
    });
    redis!.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  servers.push(...(await Promise.all([startProcess({ REDIS_URL: redisUrl }), startProcess({ REDIS_URL: redisUrl })])));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  redis?.kill('SIGTERM');
}, 30_000);

describe('several processes over Redis', () => {
  it('creates a table through one process, joins it through the other, and plays it to the end', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(a.output()).toContain(`Redis: ${redisUrl}`);
    const host = await Player.create(a.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    const friend = await Player.join(b.url, host.code, { name: 'Bob' });
    // Bob's seat was reserved through the second process and he sits at the same table.
    await host.until(() => host.lobby!.seats[1]!.name === 'Bob', 'Bob at the table');
    await friend.until(() => friend.lobby !== null, 'Bob’s lobby');
    expect(friend.lobby!.code).toBe(host.code);
    // Both play on the process that holds the room: the other one's matchmaking (through Redis) sent
    // them there, so one of the two requests crossed processes whichever holds it.
    const portOf = (p: Player) => Number(new URL(p.room.connection.url!).port);
    expect(portOf(friend)).toBe(portOf(host));
    expect([a.port, b.port]).toContain(portOf(host));
    expect(friend.lobby!.you).toBe(1);
    const watcher = await Player.join(b.url, host.code, { name: 'Watcher', spectate: true });
    host.send('fillSeat', { seat: 2, level: 'medium' });
    await friend.until(() => friend.lobby!.seats[2]!.kind === 'computer', 'the computer player');
    [host, friend].forEach((p) => p.autoplay(spreadLegal));
    host.send('start', {});
    await allOver([host, friend, watcher], 120_000);
    expect(host.game!.over).toBe(true);
    expect(friend.game!.ply).toBe(host.game!.ply);
    expect(watcher.game!.ply).toBe(host.game!.ply);
    // Every move reached the friend once, in order.
    const plies = friend.received.filter((r) => r.type === 'game').map((r) => (r.body as { ply: number }).ply);
    expect(plies).toEqual(Array.from({ length: host.game!.ply + 1 }, (_, i) => i));
    // A code is unique across both processes: a second table through the other process gets another.
    const other = await Player.create(b.url, { game: 'gaps', options: {}, name: 'Cy' });
    expect(other.code).not.toBe(host.code);
    // Two server processes, Redis and the test's own clients share two cores with the rest of the suite.
  }, 150_000);
});
