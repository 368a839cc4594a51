/**
 * The game in an <iframe> on a page of another origin (a second local server on
 * another port): the parent receives ready and gameStart; its newGame, pause/resume and mute/unmute
 * commands take effect; commands of unknown shape are ignored, and so is every command when the
 * game was told to trust a different origin. In a frame sandboxed without allow-same-origin the game
 * cannot load, and says so.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { ARTIFACTS, CHROMIUM } from './harness';

let browser: Browser;
/** The host page's server: another origin (another port) than the game's, both on loopback. */
let host: Server;
let PARENT = '';
let hostBody = '';

beforeAll(async () => {
  host = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostBody));
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  PARENT = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking'] });
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => host?.close(() => done()));
});

interface Received {
  type: string;
  event: string;
  game?: string;
  seed?: string;
  options?: Record<string, unknown>;
}

async function openParent(src: string, sandbox: string | null = null): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 640 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  hostBody = `<!doctype html><html><body style="margin:0;background:#eee"><h1 style="font:16px sans-serif;margin:6px">Host page</h1><iframe id="f" src="${src}"${sandbox === null ? '' : ` sandbox="${sandbox}"`} style="width:960px;height:540px;border:0"></iframe></body></html>`;
  // Collects what the game posts to this page (a string: no test-transform helpers in the page).
  await context.addInitScript(`
    if (location.origin === '${PARENT}') {
      window.__events = [];
      addEventListener('message', (e) => { if (e.data && e.data.type === 'card-table:event') window.__events.push(e.data); });
    }`);
  await page.goto(`${PARENT}/host.html`);
  return { page, errors, close: () => context.close() };
}

const events = (page: Page): Promise<Received[]> => page.evaluate('window.__events') as Promise<Received[]>;
const send = (page: Page, data: unknown): Promise<unknown> => page.evaluate((d) => (document.getElementById('f') as HTMLIFrameElement).contentWindow!.postMessage(d, '*'), data);
const command = (name: string, extra: object = {}) => ({ type: 'card-table:command', command: name, ...extra });

function gameFrame(page: Page): Frame {
  const f = page.frames().find((fr) => fr.url().includes('/card-table/index.html'));
  if (!f) throw new Error('no game frame');
  return f;
}

type EmbedState = { paused: boolean; muted: boolean; scene: string };
const state = (f: Frame): Promise<EmbedState> => f.evaluate('window.__cardTableEmbed.state()') as Promise<EmbedState>;
const loopFrame = (f: Frame): Promise<number> => f.evaluate('window.__cardTableIdle.frame') as Promise<number>;

async function waitEvent(page: Page, test: (e: Received) => boolean, timeout = 60_000): Promise<Received> {
  const start = Date.now();
  for (;;) {
    const hit = (await events(page)).find(test);
    if (hit) return hit;
    if (Date.now() - start > timeout) throw new Error(`no such event; got ${JSON.stringify(await events(page))}`);
    await page.waitForTimeout(100);
  }
}

/** Moves the mouse across the game (input that would wake a sleeping, unpaused loop). */
async function wiggle(page: Page): Promise<void> {
  for (let i = 0; i < 6; i++) await page.mouse.move(200 + i * 60, 250 + (i % 2) * 40);
}

describe('iframe embedding', () => {
  it('talks to its parent: events out, commands in, bad shapes ignored', async () => {
    const base = inject('baseUrl');
    const { page, errors, close } = await openParent(`${base}index.html?game=gaps&seed=iframe-1&speed=instant&test=1&allowedOrigin=${encodeURIComponent(PARENT)}`);
    try {
      await waitEvent(page, (e) => e.event === 'ready');
      const start = await waitEvent(page, (e) => e.event === 'gameStart');
      expect(start).toMatchObject({ game: 'gaps', seed: 'iframe-1' });
      const f = gameFrame(page);
      expect((await state(f)).scene).toBe('GapsTableau');

      // pause: no frames at all, even with the mouse moving over the game; resume: frames again.
      await send(page, command('pause'));
      await f.waitForFunction('window.__cardTableEmbed.state().paused === true');
      const pausedAt = await loopFrame(f);
      await wiggle(page);
      await page.waitForTimeout(700);
      expect(await loopFrame(f)).toBe(pausedAt);
      await send(page, command('resume'));
      await f.waitForFunction('window.__cardTableEmbed.state().paused === false');
      await wiggle(page);
      await f.waitForFunction(`window.__cardTableIdle.frame > ${pausedAt}`);

      await send(page, command('mute'));
      await f.waitForFunction('window.__cardTableEmbed.state().muted === true');
      await send(page, command('unmute'));
      await f.waitForFunction('window.__cardTableEmbed.state().muted === false');

      // Unknown shapes change nothing.
      for (const bad of ['pause', { command: 'pause' }, command('explode'), command('newGame', { game: 'chess' }), { type: 'card-table:event', event: 'ready' }]) await send(page, bad);
      await page.waitForTimeout(300);
      expect(await state(f)).toMatchObject({ paused: false, muted: false, scene: 'GapsTableau' });

      // newGame with a game, a seed and options: the parent hears the new gameStart.
      await send(page, command('newGame', { game: 'nothanks', seed: 'iframe-2', options: { players: 3, level: 'easy' } }));
      const second = await waitEvent(page, (e) => e.event === 'gameStart' && e.seed === 'iframe-2');
      expect(second).toMatchObject({ game: 'nothanks', options: { players: 3 } });
      await f.waitForFunction("window.__cardTable.scene() === 'NoThanksTable' && window.__cardTable.ready", undefined, { timeout: 30_000 });
      await page.screenshot({ path: `${ARTIFACTS}/embed-iframe.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('in a frame sandboxed without allow-same-origin it says why it cannot start, instead of loading for ever', async () => {
    const base = inject('baseUrl');
    const src = `${base}index.html?game=gaps&seed=iframe-sandbox&speed=instant&test=1&lang=de`;
    // Its origin is "null": every module script is refused by CORS, and nothing of the game runs.
    let opened = await openParent(src, 'allow-scripts');
    try {
      const f = gameFrame(opened.page);
      await f.waitForFunction(`document.getElementById('boot-note')?.getAttribute('role') === 'alert'`, undefined, { timeout: 20_000 });
      const note = (await f.evaluate(`document.getElementById('boot-note').innerText`)) as string;
      expect(note).toContain('Kartentisch konnte seine Dateien nicht laden.');
      expect(note).toContain('allow-same-origin');
      await opened.page.screenshot({ path: `${ARTIFACTS}/embed-iframe-sandboxed.png` });
      // The browser reports the refused modules; nothing else went wrong.
      expect(opened.errors.filter((e) => !/CORS|ERR_FAILED/.test(e))).toEqual([]);
    } finally {
      await opened.close();
    }
    // With allow-same-origin (the game on its own host) it plays.
    opened = await openParent(src, 'allow-scripts allow-same-origin');
    try {
      await waitEvent(opened.page, (e) => e.event === 'gameStart');
      const f = gameFrame(opened.page);
      expect((await state(f)).scene).toBe('GapsTableau');
      expect(await f.evaluate(`document.getElementById('boot-note')`)).toBeNull();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('ignores commands from an origin it was not told to trust', async () => {
    const base = inject('baseUrl');
    const { page, errors, close } = await openParent(`${base}index.html?speed=instant&test=1&allowedOrigin=${encodeURIComponent('https://other.example')}`);
    try {
      const f = await (async () => {
        for (let i = 0; i < 600; i++) {
          const fr = page.frames().find((x) => x.url().includes('/card-table/index.html'));
          if (fr) return fr;
          await page.waitForTimeout(100);
        }
        throw new Error('no game frame');
      })();
      await f.waitForFunction('window.__cardTable && window.__cardTable.ready', undefined, { timeout: 60_000 });
      await send(page, command('pause'));
      await send(page, command('newGame', { game: 'gaps' }));
      await page.waitForTimeout(800);
      expect(await state(f)).toMatchObject({ paused: false, scene: 'Menu' });
      // Its events go only to the trusted origin, so this page heard none.
      expect(await events(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
