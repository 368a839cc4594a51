/**
 * The real game server for browser tests (`npx tsx server/main.ts`), started as a child process
 * serving the built dist/ on a free port, with its own state directory and computer players that
 * answer at once. Shared by the online tests and the screenshot tour's lobby step.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../server/process';

export interface OnlineServer {
  /** The page address the server serves the game at (its own origin is the game server). */
  base: string;
  stop: () => void;
}

export async function startOnlineServer(): Promise<OnlineServer> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'card-table-online-'));
  // ONLINE_SERVER_ROOT: another checkout's server/ (developing the client before the server is merged).
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: process.env.ONLINE_SERVER_ROOT ?? '.',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: resolve('dist'), ONLINE_STATE_DIR: stateDir, COMPUTER_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npx starts tsx, which starts node; all of them stop with the group.
    detached: true,
  });
  const stop = (): void => {
    if (server.pid) process.kill(-server.pid, 'SIGKILL');
  };
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`the game server did not start: ${said}`)), 180_000);
    const listen = (chunk: Buffer): void => {
      said += chunk.toString();
      if (said.includes('Card Table server on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout!.on('data', listen);
    server.stderr!.on('data', listen);
    server.once('exit', (code) => reject(new Error(`the game server exited (${code}): ${said}`)));
  }).catch((err: unknown) => {
    stop();
    throw err;
  });
  return { base: `http://127.0.0.1:${port}/`, stop };
}
