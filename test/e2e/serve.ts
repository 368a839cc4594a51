/**
 * Vitest global setup for the browser tests: serves dist/ with a tiny Node static server on a free
 * localhost port, under a sub-path (/card-table/) to prove the build works away from the site root.
 * Tests get the page URL with `inject('baseUrl')`.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ISOLATION_HEADERS } from '../../vite.config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const SUB_PATH = '/card-table/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webm': 'audio/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

/**
 * Starts the server on `root`; resolves with it and its base URL. `headers` are added to every
 * answer (the CSP test serves dist/ with a Content-Security-Policy).
 */
export function serveStatic(root: string, subPath = SUB_PATH, headers: Record<string, string> = {}): Promise<{ server: Server; url: string }> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(subPath)) {
      res.writeHead(404).end('not under the sub-path');
      return;
    }
    let file = normalize(join(base, path.slice(subPath.length)));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      ok({ server, url: `http://127.0.0.1:${port}${subPath}` });
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = resolve('dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` before the browser tests');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`${chromium} is missing: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH`);
  // As `npm start` serves it: cross-origin isolated (the Gaps solver's two threads).
  const { server, url } = await serveStatic(dist, SUB_PATH, ISOLATION_HEADERS);
  project.provide('baseUrl', url);
  return () => new Promise<void>((done) => server.close(() => done()));
}
