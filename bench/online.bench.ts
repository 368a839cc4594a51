/**
 * `npm run bench -- online [--clients N]`: a bounded load test of the online game server on loopback.
 * The server runs in its own process (online-server.ts); this process connects N bot clients
 * (@colyseus/sdk, default 2,000) in N/4 No Thanks tables of 4 people, starts every table and plays
 * every game to the end, the bots answering each turn after a short think (150–250 ms, within the
 * server's per-client rate limit). It measures each move's round trip (sent → the mover's next
 * `game` message), checks that every move is acknowledged exactly once (each client sees plies 0,
 * 1, 2, … with no gap or repeat), and prints the server's memory per table. It stops by itself.
 *
 * Goals (issue 31, this 2-core machine): 2,000 connected clients in 500 tables, every move
 * acknowledged, p95 round trip ≤ 50 ms, zero lost or duplicated moves.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import type { GameMessage, LobbyMessage } from '../src/platform/online/protocol';
import { ROOM_NAME } from '../src/platform/online/protocol';

const here = dirname(fileURLToPath(import.meta.url));
const SEATS = 4;
const CONNECT_AT_ONCE = 50;
const TIME_LIMIT_MS = 10 * 60 * 1000;

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < SEATS) throw new Error(`${name} must be a whole number ≥ ${SEATS}`);
  return value;
}

interface Stats {
  heapUsed: number;
  rss: number;
  tables: number;
}

class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static start(): Promise<ServerProcess> {
    const child = fork(join(here, 'online-server.ts'), [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      child.once('message', (m: { type: string; port: number }) => resolve(new ServerProcess(child, m.port)));
    });
  }

  stats(): Promise<Stats> {
    return new Promise((resolve) => {
      const on = (m: { type: string } & Stats) => {
        if (m.type !== 'stats') return;
        this.child.off('message', on);
        resolve(m);
      };
      this.child.on('message', on);
      this.child.send({ type: 'stats' });
    });
  }

  stop(): void {
    this.child.disconnect();
  }
}

/** One bot client: answers its turns, times its moves, and checks the order of what it receives. */
class Bot {
  plies: number[] = [];
  problems: string[] = [];
  over = false;
  movesSent = 0;
  acked = 0;
  private pending: { ply: number; sent: number } | null = null;

  constructor(
    readonly room: Room,
    private readonly roundTrips: number[],
  ) {
    room.onMessage('game', (g: GameMessage) => this.onGame(g));
    room.onMessage('lobby', (l: LobbyMessage) => (this.over ||= l.phase === 'over'));
    room.onMessage('error', (e: { code: string }) => this.problems.push(`error ${e.code}`));
    room.onMessage('*', () => {});
  }

  private onGame(g: GameMessage): void {
    const last = this.plies.at(-1);
    if (last !== undefined && g.ply !== last + 1) this.problems.push(g.ply <= last ? `ply ${g.ply} again` : `plies ${last + 1}–${g.ply - 1} missing`);
    this.plies.push(g.ply);
    if (this.pending && g.ply === this.pending.ply + 1) {
      this.roundTrips.push(performance.now() - this.pending.sent);
      this.acked++;
      this.pending = null;
    }
    if (g.over || g.legal.length === 0) return;
    const view = g.view as { pot: number; chips: (number | null)[]; seat: number };
    // A plain policy: take a card once 3 chips lie on it or when out of chips; otherwise pass.
    const move = g.legal.includes('pass') && view.pot < 3 && (view.chips[view.seat] ?? 0) > 0 ? 'pass' : 'take';
    setTimeout(() => {
      this.pending = { ply: g.ply, sent: performance.now() };
      this.movesSent++;
      this.room.send('move', { ply: g.ply, move });
    }, 150 + Math.random() * 100);
  }
}

/** Connection attempts that failed and were tried again (reported with the figures). */
let retries = 0;

/** `make` for 0..count-1, `size` at a time; a failed attempt is tried again (3 times at most). */
async function inBatches<T>(what: string, count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const attempt = async (i: number, left: number): Promise<T> => {
    try {
      return await make(i);
    } catch (e) {
      if (left === 0) throw e;
      retries++;
      return attempt(i, left - 1);
    }
  };
  const out: T[] = [];
  for (let from = 0; from < count; from += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - from) }, (_, k) => attempt(from + k, 3)))));
    if (out.length % 500 < size) console.log(`  … ${out.length} ${what} connected`);
  }
  return out;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function run(): Promise<void> {
  const clients = argument('--clients', 2000);
  const tables = Math.floor(clients / SEATS);
  const server = await ServerProcess.start();
  const url = `ws://127.0.0.1:${server.port}`;
  const idle = await server.stats();
  const roundTrips: number[] = [];
  const started = performance.now();
  try {
    const bot = (room: Room): Bot => new Bot(room, roundTrips);
    const hosts = await inBatches('hosts', tables, CONNECT_AT_ONCE, async (i) => bot(await new Client(url).create(ROOM_NAME, { game: 'nothanks', options: { players: SEATS }, name: `Host ${i}` })));
    const guests = await inBatches('guests', tables * (SEATS - 1), CONNECT_AT_ONCE, async (i) => bot(await new Client(url).joinById((hosts[Math.floor(i / (SEATS - 1))] as Bot).room.roomId, { name: `Guest ${i}` })));
    const bots = [...hosts, ...guests];
    const rooms = bots.map((b) => b.room);
    const connectedIn = (performance.now() - started) / 1000;
    console.log(`${rooms.length} clients connected in ${tables} tables in ${connectedIn.toFixed(1)} s (${retries} attempts tried again)`);
    const playStart = performance.now();
    for (const host of hosts) host.room.send('start', {});
    let busy: Stats | null = null;
    setTimeout(() => void server.stats().then((s) => (busy = s)), 5_000);
    let report = performance.now();
    while (!bots.every((b) => b.over) && performance.now() - playStart < TIME_LIMIT_MS) {
      await new Promise((r) => setTimeout(r, 250));
      if (performance.now() - report < 10_000) continue;
      report = performance.now();
      console.log(`  … ${bots.filter((b) => b.over).length / SEATS} tables over, ${roundTrips.length} moves acknowledged`);
    }
    const playedIn = (performance.now() - playStart) / 1000;
    const allOver = bots.every((b) => b.over);
    const sent = bots.reduce((n, b) => n + b.movesSent, 0);
    const acked = bots.reduce((n, b) => n + b.acked, 0);
    const problems = bots.flatMap((b) => b.problems);
    // Every client of a table must have seen the same plies 0..n.
    const perTable = hosts.map((_, t) => bots.filter((_, i) => (i < tables ? i === t : Math.floor((i - tables) / (SEATS - 1)) === t)));
    const unequal = perTable.filter((seated) => new Set(seated.map((b) => b.plies.join(','))).size !== 1).length;
    const sorted = [...roundTrips].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const perTableBytes = busy ? ((busy as Stats).heapUsed - idle.heapUsed) / tables : NaN;
    const yes = (ok: boolean): string => (ok ? 'met' : 'NOT met');
    console.log(`games: ${allOver ? 'all' : 'NOT all'} ${tables} finished in ${playedIn.toFixed(1)} s; ${sent} moves sent, ${acked} acknowledged`);
    console.log(`move round trip: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (${sorted.length} moves)`);
    console.log(`server memory: idle heap ${mb(idle.heapUsed)}, playing heap ${busy ? mb((busy as Stats).heapUsed) : '?'} / rss ${busy ? mb((busy as Stats).rss) : '?'} with ${busy ? (busy as Stats).tables : '?'} tables → ${(perTableBytes / 1024).toFixed(1)} KB per table`);
    console.log(`goal 2,000 clients in 500 tables: ${yes(rooms.length >= 2000 && tables >= 500)} (${rooms.length} in ${tables})`);
    console.log(`goal every move acknowledged once: ${yes(sent === acked && problems.length === 0 && unequal === 0)} (${sent - acked} lost, ${problems.length} order problems, ${unequal} tables whose clients disagree)`);
    console.log(`goal p95 move round trip ≤ 50 ms: ${yes(p95 <= 50)} (${p95.toFixed(1)} ms)`);
    if (problems.length) console.log(`first problems: ${problems.slice(0, 5).join('; ')}`);
    await Promise.all(rooms.map((r) => r.leave().catch(() => 0)));
  } finally {
    server.stop();
  }
}
