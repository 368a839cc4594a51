/**
 * Offline and installed (issue 32), with the real service worker (dist/sw.js):
 * - the standalone page, once its worker controls it, reloads with the browser offline and plays a
 *   Gaps move (the table's code, loaded only now, comes from the precache; not one request reaches
 *   the server);
 * - a new version found while a game is on waits: the game goes on, a notice says it is ready, and
 *   the next start (offline even) uses it;
 * - Chromium finds it installable (manifest, icons, worker);
 * - embedded (the iframe, `<card-table>` and mount() of the embedding demo) the game registers no
 *   worker, while the same browser does register one for the page of its own.
 * Tests ask for the worker with `sw=1`: in test mode the page leaves it out (src/platform/offline/policy.ts).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { rules, type GapsMove } from '../../src/engine/gaps';
import { ISOLATION_HEADERS } from '../../vite.config';
import { ARGS, checkpointShot, CHROMIUM, drag, notation, notationChanged, startTable, texts, waitReady } from './harness';
import { SUB_PATH, serveStatic } from './serve';

/** A copy of dist/ (the update test writes a "new version" into it), served as `npm start` serves it. */
let root = '';
let server: Server;
let base = '';
let browser: Browser;
/** Requests that reached the server since `hits = 0`. */
let hits: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'card-table-offline-'));
  cpSync(resolve('dist'), root, { recursive: true });
  const s = await serveStatic(root, SUB_PATH, ISOLATION_HEADERS);
  server = s.server;
  base = s.url;
  server.on('request', (req) => hits.push(req.url ?? ''));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function openPage(url: string): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  await page.goto(url);
  return { context, page, errors };
}

/** Waits until a service worker controls the page (its precache is complete then: it activated). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000, polling: 100 });
}

/** The entry script of the page on screen (its name changes with every version). */
const entryScript = (page: Page): Promise<string> => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')!.src);

/** Opens Gaps deal `seed` and plays its first legal card move with the real mouse; returns the notation after it. */
async function playGapsMove(page: Page, seed: string): Promise<string> {
  await startTable(page, { game: 'gaps', options: {}, seed, seats: ['human'] });
  await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
  await page.waitForTimeout(300);
  const before = (await notation(page))!;
  const state = rules.parse(before);
  const move = rules.legalMoves(state).find((m): m is Extract<GapsMove, { type: 'move' }> => m.type === 'move')!;
  await drag(page, move.card, `gap-${move.to.row}-${move.to.col}`);
  const after = await notationChanged(page, before);
  expect(after).toBe(rules.format(rules.play(state, move).state));
  return after;
}

describe('offline', () => {
  it('after the first visit the page reloads offline and a Gaps move is played', async () => {
    const { context, page, errors } = await openPage(`${base}?test=1&speed=instant&lang=en&sw=1`);
    try {
      await waitReady(page);
      await controlled(page);
      // The table's code was never loaded online: only the precache can bring it now.
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/GapsTableau-')))).toBe(false);

      hits = [];
      await context.setOffline(true);
      await page.reload();
      await waitReady(page);
      await playGapsMove(page, '3');
      await checkpointShot(page, 'offline-gaps-move');
      // Only the browser's own look for a newer sw.js (made outside the emulated offline state, and
      // answered by nothing the game needs) may reach the server: no file of the game does.
      expect(hits.filter((h) => !h.endsWith('/sw.js')), 'requests that reached the server while offline').toEqual([]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a new version found during a game waits, says so, and is used at the next start', async () => {
    const { context, page, errors } = await openPage(`${base}?test=1&speed=instant&lang=en&sw=1`);
    try {
      await waitReady(page);
      await controlled(page);
      const oldEntry = await entryScript(page);
      const played = await playGapsMove(page, '5');

      // Deploy "version 2": the same game under a new entry-script name, and a worker that lists it.
      const assets = join(root, 'assets');
      const oldName = oldEntry.slice(oldEntry.lastIndexOf('/') + 1);
      const newName = oldName.replace(/\.js$/, '-v2.js');
      expect(readdirSync(assets)).toContain(oldName);
      writeFileSync(join(assets, newName), readFileSync(join(assets, oldName)));
      writeFileSync(join(root, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8').replace(oldName, newName));
      const sw = readFileSync(join(root, 'sw.js'), 'utf8');
      const firstLine = sw.slice(0, sw.indexOf('\n'));
      const manifest = JSON.parse(firstLine.slice(firstLine.indexOf('{'), firstLine.lastIndexOf('}') + 1)) as { version: string; files: string[] };
      const v2 = { version: `${manifest.version}-v2`, files: manifest.files.map((f) => (f === `assets/${oldName}` ? `assets/${newName}` : f)) };
      expect(v2.files).toContain(`assets/${newName}`);
      writeFileSync(join(root, 'sw.js'), `self.__cardTablePrecache = ${JSON.stringify(v2)};${sw.slice(firstLine.length)}`);

      // The page looks for updates (as it does every hour, and the browser does at each start).
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
      const notice = 'A new version is ready: it will be used next time.';
      await page.waitForFunction((n) => window.__cardTable!.texts().includes(n), notice, { timeout: 60_000, polling: 100 });
      await checkpointShot(page, 'offline-update-ready');
      // The game in progress is untouched, and the new worker waits.
      expect(await page.evaluate(() => window.__cardTable!.scene())).toBe('GapsTableau');
      expect(await notation(page)).toBe(played);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
      expect(await entryScript(page)).toBe(oldEntry);

      // Next start, offline: version 2 from its cache.
      await context.setOffline(true);
      await page.reload();
      await waitReady(page);
      expect(await entryScript(page)).toBe(oldEntry.replace(oldName, newName));
      expect(await texts(page)).not.toContain(notice);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('installable', () => {
  it('Chromium finds the manifest without errors and reports nothing that prevents installing', async () => {
    // A profile of its own: the contexts of browser.newContext() are incognito, where nothing installs.
    const profile = mkdtempSync(join(tmpdir(), 'card-table-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true });
    try {
      const page = await context.newPage();
      await page.goto(`${base}?test=1&speed=instant&lang=en&sw=1`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${base}manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('embedded', () => {
  it('the iframe, <card-table> and mount() register no service worker; the page of its own does', async () => {
    const shared = inject('baseUrl');
    const { context, page, errors } = await openPage(`${shared}embed-demo.html`);
    try {
      await page.waitForFunction(
        () => ['frame-log', 'element-log', 'mount-log'].every((id) => (document.getElementById(id)?.textContent ?? '').includes('ready')),
        undefined,
        { timeout: 90_000, polling: 200 },
      );
      // Give a registration (made at start, before 'ready') time to show.
      await page.waitForTimeout(1500);
      const registrations = (): Promise<number> => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
      expect(await registrations()).toBe(0);
      const frame = page.frames().find((f) => f.url().includes('/index.html'))!;
      expect(await frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(errors).toEqual([]);

      // The same page opened on its own (no test mode: what a player opens) registers it.
      const own = await context.newPage();
      await own.goto(`${shared}index.html?lang=en`);
      await own.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 1, undefined, { timeout: 60_000, polling: 200 });
    } finally {
      await context.close();
    }
  });
});
