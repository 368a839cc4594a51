/**
 * One process serves the game and the game server on one port; SIGTERM tells the clients, stores every
 * table and exits; the next start restores each table (same code, same position), and the players
 * take their seats back with their seat tokens.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/core';
import { Player } from './harness';
import { startProcess, type ServerProcess } from './process';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()));
});

async function start(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = await startProcess(env, port);
  running.push(p);
  return p;
}

describe('one process, one port', () => {
  it('serves the built game over HTTP next to the game server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-table-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Card Table</title>');
    const server = await start({ STATIC_DIR: dir, ONLINE_STATE_DIR: join(dir, 'state') });
    const page = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Card Table</title>');
    expect(page.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const host = await Player.create(server.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    await host.until(() => host.lobby !== null, 'the lobby');
    await host.leave();
  });
});

describe('restart without losing games', () => {
  it('stores the tables on SIGTERM and restores them at the same position', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'card-table-state-'));
    mkdirSync(stateDir, { recursive: true });
    const first = await start({ ONLINE_STATE_DIR: stateDir });
    const ann = await Player.create(first.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    const bob = await Player.join(first.url, ann.code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1]!.kind === 'human', 'Bob seated');
    ann.send('fillSeat', { seat: 2, level: 'easy' });
    ann.send('start', {});
    const people = [ann, bob];
    // Play a few moves (the computer player answers at once).
    for (let i = 0; i < 6; i++) {
      await ann.until(() => ann.game !== null && people.some((p) => p.game?.legal.length), 'a person to move');
      const mover = people.find((p) => (p.game?.legal.length ?? 0) > 0)!;
      const ply = mover.game!.ply;
      mover.send('move', { ply, move: mover.game!.legal.includes('pass') ? 'pass' : 'take' });
      await ann.until(() => ann.game!.ply > ply, 'the move');
    }
    // Stop while a person is to move: were it the computer's turn, it would move on as soon as the
    // first person came back, before the second saw the restored position.
    await ann.until(() => people.some((p) => (p.game?.legal.length ?? 0) > 0) && bob.game?.ply === ann.game!.ply, 'a person to move');
    const tokens = people.map((p) => p.lobby!.seatToken!);
    for (const p of people) p.room.reconnection.enabled = false;
    const told = people.map((p) => p.next('restarting'));
    expect(await first.stop()).toBe(0);
    for (const t of await Promise.all(told)) expect(t).toEqual({ seconds: expect.any(Number) });
    // The last position each saw before the notice is the one stored.
    expect(bob.game!.ply).toBe(ann.game!.ply);
    const before = { ply: ann.game!.ply, ann: ann.game!.view, bob: bob.game!.view };
    // The stored file is the table around a GameRecord (options, seed, moves).
    const files = readdirSync(stateDir);
    expect(files).toEqual([`${ann.code}.json`]);
    const stored = JSON.parse(readFileSync(join(stateDir, files[0]!), 'utf8')) as { records: GameRecord[]; seats: { kind: string }[] };
    expect(stored.records).toHaveLength(1);
    expect(stored.records[0]!.moves).toHaveLength(before.ply);
    expect(stored.seats.map((s) => s.kind)).toEqual(['human', 'human', 'computer']);

    const second = await start({ ONLINE_STATE_DIR: stateDir }, first.port);
    expect(second.output()).toContain(`restored table ${ann.code}`);
    expect(readdirSync(stateDir)).toEqual([]);
    await expect(Player.join(second.url, ann.code, { name: 'Eve' })).rejects.toThrow(/tableFull/);
    await expect(Player.join(second.url, ann.code, { name: 'Eve', seatToken: '0'.repeat(32) })).rejects.toThrow(/badSeatToken/);
    const ann2 = await Player.join(second.url, ann.code, { name: 'Ann', seatToken: tokens[0]! });
    const bob2 = await Player.join(second.url, ann.code, { name: 'Bob', seatToken: tokens[1]! });
    await Promise.all([ann2, bob2].map((p) => p.until(() => p.game !== null && p.lobby !== null, 'the restored game')));
    expect(ann2.lobby!.you).toBe(0);
    expect(bob2.lobby!.you).toBe(1);
    expect(ann2.lobby!.code).toBe(ann.code);
    // The first position each is shown is the stored one.
    const firstGame = (p: Player) => p.received.find((r) => r.type === 'game')!.body as { ply: number; view: unknown };
    expect(firstGame(ann2).ply).toBe(before.ply);
    expect(firstGame(ann2).view).toEqual(before.ann);
    expect(firstGame(bob2).ply).toBe(before.ply);
    expect(firstGame(bob2).view).toEqual(before.bob);
    // And play goes on.
    await ann2.until(() => [ann2, bob2].some((p) => (p.game?.legal.length ?? 0) > 0), 'a person to move');
    const mover = [ann2, bob2].find((p) => p.game!.legal.length > 0)!;
    const ply = mover.game!.ply;
    mover.send('move', { ply, move: mover.game!.legal[0] });
    await ann2.until(() => ann2.game!.ply > ply, 'the next move');
  });
});

describe('a restart drops everyone: the grace period runs as for any dropped player', () => {
  it('gives a seat whose player never comes back to a computer player, and opens a lobby seat (the host role passes on)', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'card-table-state-'));
    const env = { ONLINE_STATE_DIR: stateDir, RECONNECT_GRACE_SECONDS: '3' };
    const first = await start(env);
    // A game under way (Ann, Bob and a computer player) and a lobby (host Cy, Dee).
    const ann = await Player.create(first.url, { game: 'nothanks', options: { players: 3 }, name: 'Ann' });
    const bob = await Player.join(first.url, ann.code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1]!.kind === 'human', 'Bob seated');
    ann.send('fillSeat', { seat: 2, level: 'easy' });
    ann.send('start', {});
    const cy = await Player.create(first.url, { game: 'nothanks', options: { players: 3 }, name: 'Cy' });
    const dee = await Player.join(first.url, cy.code, { name: 'Dee' });
    const people = [ann, bob, cy, dee];
    await Promise.all(people.map((p) => p.until(() => p.lobby?.seatToken !== undefined, 'a seat token')));
    await ann.until(() => ann.game !== null && bob.game !== null, 'the deal');
    for (const p of people) p.room.reconnection.enabled = false;
    await first.stop();

    // Only Ann and Dee come back.
    const second = await start(env, first.port);
    const ann2 = await Player.join(second.url, ann.code, { name: 'Ann', seatToken: ann.lobby!.seatToken! });
    ann2.autoplay((g) => (g.legal.includes('pass') ? 'pass' : 'take'));
    const dee2 = await Player.join(second.url, cy.code, { name: 'Dee', seatToken: dee.lobby!.seatToken! });
    await dee2.until(() => dee2.lobby !== null, 'Dee back');
    expect([dee2.lobby!.you, dee2.lobby!.host, dee2.lobby!.seats[0]!.kind]).toEqual([1, 0, 'human']);
    await ann2.until(() => ann2.lobby!.seats[1]!.kind === 'computer', 'a computer player in Bob’s seat', 10_000);
    const ply = ann2.game!.ply;
    await ann2.until(() => ann2.game!.ply > ply + 3, 'the game going on');
    await dee2.until(() => dee2.lobby!.seats[0]!.kind === 'open', 'Cy’s seat open', 10_000);
    expect(dee2.lobby!.host).toBe(1);
    dee2.send('fillSeat', { seat: 0, level: 'easy' });
    await dee2.until(() => dee2.lobby!.seats[0]!.kind === 'computer', 'the new host filling a seat');
  });
});
