/**
 * Joins that never connect: a join by code reserves a place over HTTP before its WebSocket opens,
 * and Colyseus counts the reservation towards the room's limit until it expires (15 s), so without a
 * limit anyone with the code could lock a table by POSTing joins. One address may have a whole
 * table's worth of joins not yet connected at a table; the rest are refused with `tooManyJoins`.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { addressKey, peerAddress } from '../../server/address';
import type { RunningServer } from '../../server/app';
import type { JoinOptions } from '../../src/platform/online/protocol';
import { Player, refusalTexts, startTestServer } from './harness';

/** The seats of the largest table (Sequence of 12), and what one address may have joining at once. */
const WHOLE_TABLE = 12;

// Behind one trusted proxy: the last X-Forwarded-For entry (the proxy's) names a request's sender; a
// request without one comes from the proxy itself (127.0.0.1).
let server: RunningServer & { url: string };
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.server.gracefullyShutdown(false));

type Reservation = Parameters<Client['consumeSeatReservation']>[0];

/** The HTTP half of `Client.joinById` alone (no WebSocket follows, yet): the status and the body. */
async function reserve(code: string, forwardedFor: string): Promise<{ status: number; error?: string; reservation: Reservation }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor };
  const res = await fetch(`http://127.0.0.1:${server.port}/matchmake/joinById/${code}`, { method: 'POST', headers, body: JSON.stringify({ name: 'Nobody', spectate: true }) });
  const body = (await res.json()) as Reservation & { error?: string };
  return { status: res.status, error: body.error, reservation: body };
}

/**
 * The WebSocket half for the reservations made: they are ordinary watchers, and none is left for
 * Colyseus to wait out when the server shuts down.
 */
async function connect(answers: { status: number; reservation: Reservation }[]): Promise<void> {
  const made = answers.filter((a) => a.status === 200);
  await Promise.all(made.map(async (a) => new Player(await new Client(server.url).consumeSeatReservation(a.reservation)).leave()));
}

async function newTable(players = 3): Promise<Player> {
  const host = await Player.create(server.url, { game: players > 8 ? 'sequence' : 'nothanks', options: { players }, name: 'Host' });
  await host.until(() => host.lobby !== null, 'the lobby');
  return host;
}

/** A player joining from `from` (as the proxy tells it). */
async function joinFrom(from: string, code: string, options: JoinOptions): Promise<Player> {
  return new Player(await new Client(server.url, { headers: { 'x-forwarded-for': from } }).joinById(code, options));
}

describe('joins that never connect', () => {
  it('cannot lock a table: past a whole table’s worth from one address they are refused, and a friend still joins', async () => {
    const host = await newTable();
    // Well past the room's limit of clients and reservations together (88), where it locked before.
    const answers = await Promise.all(Array.from({ length: 100 }, () => reserve(host.code, '203.0.113.7')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(WHOLE_TABLE);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(100 - WHOLE_TABLE);
    for (const r of refused) expect(r).toMatchObject({ status: 526, error: expect.stringMatching(/^tooManyJoins: /) });
    // Through the SDK the refusal reads as every other one (`code: …`): the lobby shows it translated.
    await expect(joinFrom('203.0.113.7', host.code, { name: 'Mallory' })).rejects.toMatchObject({ code: 526, message: expect.stringMatching(/^tooManyJoins: /) });
    const friend = await joinFrom('198.51.100.2', host.code, { name: 'Friend' });
    await friend.until(() => friend.lobby?.you === 1, 'the friend in seat 1');
    const watcher = await Player.join(server.url, host.code, { name: 'Watcher', spectate: true });
    await watcher.until(() => watcher.lobby !== null, 'the watcher’s lobby');
    await connect(answers);
  });

  it('counts an IPv6 network as one address, and believes only the trusted proxy’s X-Forwarded-For entry', async () => {
    const host = await newTable();
    // Addresses anyone with an IPv6 home network can send from: one /56.
    const v6 = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(host.code, `2001:db8:7:${i.toString(16)}::${i + 1}`)));
    expect(v6.filter((a) => a.status === 200)).toHaveLength(WHOLE_TABLE);
    // Entries a client wrote itself stand left of the one its proxy appends.
    const other = await newTable();
    const madeUp = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(other.code, `192.0.2.${i + 1}, 203.0.113.9`)));
    expect(madeUp.filter((a) => a.status === 200)).toHaveLength(WHOLE_TABLE);
    await connect([...v6, ...madeUp]);
  });

  it('counts only joins not yet connected: a whole table on one home network joins at once, and more after them', async () => {
    const host = await newTable(WHOLE_TABLE);
    const family = await Promise.all(Array.from({ length: WHOLE_TABLE - 1 }, (_, i) => Player.join(server.url, host.code, { name: `Cousin ${i + 1}` })));
    await Promise.all(family.map((p) => p.until(() => p.lobby !== null, 'the lobby')));
    expect(new Set(family.map((p) => p.lobby!.you)).size).toBe(WHOLE_TABLE - 1);
    const watchers = await Promise.all(Array.from({ length: WHOLE_TABLE }, (_, i) => Player.join(server.url, host.code, { name: `Neighbour ${i + 1}`, spectate: true })));
    await host.until(() => host.lobby!.spectators === watchers.length, 'every watcher in');
  });
});

describe('the refusal, as players read it', () => {
  it('has its own text in every language', () => {
    const texts = refusalTexts('tooManyJoins');
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).not.toContain('in English');
  });
});

describe('the sender’s address', () => {
  const request = (remoteAddress: string, forwardedFor?: string) => ({ socket: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

  it('is the socket’s without a trusted proxy, else the entry the outermost trusted proxy appended', () => {
    expect(peerAddress(request('192.0.2.1', '203.0.113.7'), 0)).toBe('192.0.2.1');
    expect(peerAddress(request('10.0.0.1', 'made up, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(peerAddress(request('10.0.0.1', 'made up, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(peerAddress(request('10.0.0.1'), 1)).toBe('10.0.0.1');
  });

  it('is counted as an IPv4 address (also one written as IPv6), or an IPv6 address’s /56', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:1:2ff:b::2')).toBe(addressKey('2001:db8:1:200::1'));
    expect(addressKey('2001:0db8:0001:0200:0:0:0:1')).toBe(addressKey('2001:db8:1:200::1'));
    expect(addressKey('2001:db8:1:300::1')).not.toBe(addressKey('2001:db8:1:200::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/56');
  });
});
