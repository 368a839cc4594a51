/**
 * Creates from one address: each create makes a table that holds memory until it ends, so one
 * address (an IPv4 address or an IPv6 /56) may have `tablesPerAddress` tables open at once; a create
 * past it is refused with `tooManyTables`. A table that goes, or a create the server refuses anyway,
 * no longer counts.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app';
import { ROOM_NAME, type CreateOptions } from '../../src/platform/online/protocol';
import { Player, refusalTexts, startTestServer } from './harness';

const LIMIT = 3;

let server: RunningServer & { url: string };
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, tablesPerAddress: LIMIT });
});
afterAll(() => server.server.gracefullyShutdown(false));

/** A table created from `from` (as the trusted proxy tells it). */
async function createFrom(from: string, options: Partial<CreateOptions> = {}): Promise<Player> {
  const client = new Client(server.url, { headers: { 'x-forwarded-for': from } });
  const host = new Player(await client.create(ROOM_NAME, { game: 'nothanks', options: { players: 3 }, name: 'Host', ...options }));
  await host.until(() => host.lobby !== null, 'the lobby');
  return host;
}

describe('tables one address may have open', () => {
  it('refuses a create past the limit, from that address only; a table that ends frees its place', async () => {
    const mine = [];
    for (let i = 0; i < LIMIT; i++) mine.push(await createFrom('203.0.113.20'));
    await expect(createFrom('203.0.113.20')).rejects.toMatchObject({ message: expect.stringMatching(/^tooManyTables: /) });
    // The same /56 is the same network; another address is not.
    await expect(createFrom('2001:db8:5:1::1')).resolves.toBeDefined();
    await expect(createFrom('198.51.100.20')).resolves.toBeDefined();
    // Its host gone, a table ends: its address may open another.
    await mine[0]!.room.leave();
    await expect.poll(async () => createFrom('203.0.113.20').then(() => 'made', (e: Error) => e.message), { timeout: 5_000, interval: 200 }).toBe('made');
    await expect(createFrom('203.0.113.20')).rejects.toMatchObject({ message: expect.stringMatching(/^tooManyTables: /) });
  });

  it('counts an IPv6 network as one address', async () => {
    for (let i = 0; i < LIMIT; i++) await createFrom(`2001:db8:9:${i}::${i + 1}`);
    await expect(createFrom('2001:db8:9:ff::9')).rejects.toMatchObject({ message: expect.stringMatching(/^tooManyTables: /) });
  });

  it('does not count a create the server refuses for its options', async () => {
    for (let i = 0; i < LIMIT + 2; i++) await expect(createFrom('192.0.2.77', { game: 'chess' })).rejects.toMatchObject({ message: expect.stringMatching(/^unknownGame: /) });
    for (let i = 0; i < LIMIT; i++) await createFrom('192.0.2.77');
  });

  it('has its own text in every language', () => {
    const texts = refusalTexts('tooManyTables');
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).not.toContain('in English');
  });
});
