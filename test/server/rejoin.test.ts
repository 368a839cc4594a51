/**
 * A page's link to its table outlives a server restart: SIGTERM stores the table, the link says it is
 * reconnecting, joins again by itself with its seat token once the next process is up, and play goes
 * on from the same seat and position, with no reload (the browser's own code, src/platform/online/connect.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTable } from '../../src/platform/online/connect';
import type { LinkStatus, RoomLink } from '../../src/platform/online/link';
import type { GameMessage, LobbyMessage } from '../../src/platform/online/protocol';
import { setServerUrl } from '../../src/platform/online/serverUrl';
import { startProcess, type ServerProcess } from './process';

/** The tab's sessionStorage (the link keeps its seat token there). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const running: ServerProcess[] = [];
let link: RoomLink | null = null;
afterEach(async () => {
  link?.leave();
  link = null;
  await Promise.all(running.splice(0).map((p) => p.stop()));
});

function until(test: () => boolean, what: string, ms = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (test()) (clearInterval(timer), resolve());
      else if (Date.now() - started > ms) (clearInterval(timer), reject(new Error(`timed out waiting for ${what}`)));
    }, 50);
  });
}

describe('the page comes back by itself after a server restart', () => {
  it('reconnects with its seat token to the same seat and position, then plays on', async () => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
    const stateDir = mkdtempSync(join(tmpdir(), 'card-table-rejoin-'));
    const first = await startProcess({ ONLINE_STATE_DIR: stateDir });
    running.push(first);
    setServerUrl(`http://127.0.0.1:${first.port}`);

    link = await createTable({ game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    const statuses: LinkStatus[] = [];
    const lobbies: LobbyMessage[] = [];
    const games: GameMessage[] = [];
    link.onStatus((s) => statuses.push(s));
    link.on('lobby', (l) => lobbies.push(l));
    link.on('game', (g) => games.push(g));
    const restarting = new Promise((resolve) => link!.on('restarting', resolve));
    const l = link;
    await until(() => l.latest('lobby') !== undefined, 'the lobby');
    l.send('fillSeat', { seat: 1, level: 'easy' });
    l.send('fillSeat', { seat: 2, level: 'easy' });
    await until(() => l.latest('lobby')!.seats.every((s) => s.kind !== 'open'), 'the computer players');
    l.send('start', {});
    // Two moves of Ann's (the computer players answer at once).
    for (let i = 0; i < 2; i++) {
      await until(() => (l.latest('game')?.legal.length ?? 0) > 0, 'Ann to move');
      const game = l.latest('game')!;
      l.send('move', { ply: game.ply, move: game.legal.includes('pass') ? 'pass' : 'take' });
      await until(() => l.latest('game')!.ply > game.ply, 'the move');
    }
    await until(() => (l.latest('game')?.legal.length ?? 0) > 0, 'Ann to move again');
    const before = l.latest('game')!;

    expect(await first.stop()).toBe(0);
    await restarting;
    await until(() => statuses.includes('reconnecting'), 'the link to say it reconnects');
    expect(l.status).toBe('reconnecting');
    const seenBefore = games.length;

    // The next process on the same port restores the table; the link finds it by itself.
    const second = await startProcess({ ONLINE_STATE_DIR: stateDir }, first.port);
    running.push(second);
    await until(() => l.status === 'connected', 'the link back', 90_000);
    await until(() => games.length > seenBefore, 'the position again');
    expect(statuses).toEqual(['reconnecting', 'connected']);
    const back = games[seenBefore]!;
    expect(back.ply).toBe(before.ply);
    expect(back.view).toEqual(before.view);
    expect(back.legal).toEqual(before.legal);
    expect(lobbies[lobbies.length - 1]!.you).toBe(0);
    expect(lobbies[lobbies.length - 1]!.code).toBe(l.code);

    // And play goes on from there.
    l.send('move', { ply: back.ply, move: back.legal[0]! });
    await until(() => l.latest('game')!.ply > back.ply, 'a move after the restart');
  }, 150_000);
});
