/**
 * The game server of `npm run bench -- online`, in its own process (so its memory and CPU are its
 * own): started by online.bench.ts over IPC, it reports its port, then answers "stats" with its
 * memory (after a full GC) and the number of tables it holds.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app';
import { configFromEnv } from '../server/config';
import { liveRooms } from '../server/TableRoom';

const stateDir = mkdtempSync(join(tmpdir(), 'card-table-bench-'));
const running = await startServer({ ...configFromEnv(), port: 0, staticDir: null, computerDelayMs: 0, stateDir }, () => {});
const send = (message: unknown): void => void process.send?.(message);
send({ type: 'ready', port: running.port });

process.on('message', (message: { type: string }) => {
  if (message.type !== 'stats') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  send({ type: 'stats', heapUsed, rss, tables: liveRooms.size });
});
process.on('disconnect', () => process.exit(0));
