/** Game server processes for tests (`tsx server/main.ts`, as `npm start` runs it) on free loopback ports. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
}

export async function startProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  // Node itself with tsx's loader (not the tsx command, a wrapper whose child a signal may not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(p), HOST: '127.0.0.1', STATIC_DIR: '', COMPUTER_DELAY_MS: '0', ONLINE_STATE_DIR: mkdtempSync(join(tmpdir(), 'card-table-state-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      if (out.includes('Card Table server on')) (clearTimeout(timer), resolve());
    };
    child.stdout!.on('data', check);
    void exited.then((code) => (clearTimeout(timer), reject(new Error(`server exited (${code}):\n${out}`))));
  });
  return {
    port: p,
    url: `ws://127.0.0.1:${p}`,
    child,
    output: () => out,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // The server exits by itself within 10 s of SIGTERM (server/app.ts); a stuck one goes anyway.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      return exited.finally(() => clearTimeout(stuck));
    },
  };
}
