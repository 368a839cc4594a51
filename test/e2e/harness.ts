/**
 * Helpers for browser tests (reused by every game's e2e tests). A test opens the built game in
 * headless Debian Chromium (real WebGL through SwiftShader), waits for scenes through the page's
 * test hook (`?test=1` → `window.__cardTable`), finds cards and buttons by id and drives the real
 * mouse. Console errors and page errors are collected so a test can assert there were none.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { SUB_PATH, serveStatic } from './serve';
import type { PageBox } from '../../src/ui/runtime/testHook';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'test-artifacts';

/**
 * Chromium's flags. Measured and not kept, each against the same files (nothanks + sequence, 21
 * tests, about 120-128 s here; runs of one setup vary by ±10 %):
 * - `--disable-gpu-compositing`: a page that only clears a WebGL canvas costs 22 ms of CPU a frame with
 *   SwiftShader compositing, 7.7 ms without it, and a still No Thanks table 33-37 ms against 23-25 ms. Yet
 *   the files took 153 and 164 s instead of 123 s: the renderer's CPU rose from 70 to 88-95 s.
 * - Phaser's frame limit at 30 fps (`fps.limit`): the GPU process's CPU fell from 86 to 71-79 s, the
 *   time did not (121 and 133 s against 120 s).
 * - The idle sleep after 120 ms of stillness instead of 600 ms: 132 and 150 s against 125 and 128 s.
 * - Two files at a time (`--maxWorkers 2`, three files): 219 s against 223 s; the CPU is already full.
 * - The art atlases drawn at the render scale (a quarter of the texels at this density): 182 s against
 *   197 s for three files, the one gain measured, and it changes how every sprite is sized.
 */
export const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export interface Opened {
  page: Page;
  /** The browser, shared by the tests of one file (each `openGame` gets a fresh, isolated context). */
  browser: Browser;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Closes this page's context: its storage and cookies are gone (call in `afterEach`/`finally`). */
  close(): Promise<void>;
}

// One browser per test file: launching Chromium costs seconds, a new context costs milliseconds
// and is just as isolated (own localStorage, cookies, cache). (One browser for the whole run, through
// Playwright's browser server, was measured slower: sequence 101 s instead of 82–88, keyboard-ux 77
// instead of 67.)
let shared: Promise<Browser> | null = null;

async function sharedBrowser(): Promise<Browser> {
  const current = shared ? await shared.catch(() => null) : null;
  if (current?.isConnected()) return current;
  shared = chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  return shared;
}

afterAll(async () => {
  const b = shared ? await shared.catch(() => null) : null;
  shared = null;
  await b?.close();
});

/**
 * For one test file: the built game served with `headers` (its own server, not the shared one, which
 * serves it cross-origin isolated as `npm start` does) and a browser, started before the file's tests
 * and stopped after them. Read `base` (the game's URL) and `browser` inside the tests.
 */
export function servedWith(headers: Record<string, string>): { base: string; browser: Browser } {
  const served = { base: '', browser: null as unknown as Browser };
  let server: Server | null = null;
  beforeAll(async () => {
    const s = await serveStatic(resolve('dist'), SUB_PATH, headers);
    server = s.server;
    served.base = s.url;
    served.browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  });
  afterAll(async () => {
    await served.browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });
  return served;
}

/** `servedWith` the Content-Security-Policy `csp` (and without cross-origin isolation). */
export function servedUnderPolicy(csp: string): { base: string; browser: Browser } {
  return servedWith({ 'content-security-policy': csp });
}

/**
 * Device pixels per CSS pixel the browser tests render at, relative to the device they stand for:
 * 0.375 by default, as a page zoomed out to 37.5 % is drawn. Layout, input and the test hook are in
 * CSS pixels and do not change; the software renderer (SwiftShader) has fewer pixels to fill, and
 * every frame, so every wait for input or a move, takes less time. A 1280×720 desktop's canvas is
 * then drawn at a quarter of the layout size (the game's smallest render scale), 480×270 instead
 * of 720×405: phone-polish, keyboard-ux and sequence took 144 s instead of 193 s at 0.5 (one run of
 * each; runs of the same tests vary by ±15 % on the 2-core CI machine). Phones stay at 1 (see
 * MAX_RENDER_DENSITY). `E2E_DENSITY=1` renders at the full density (to look at the screenshots closely).
 */
export const RENDER_DENSITY = Number(process.env.E2E_DENSITY ?? 0.375);
/**
 * The density of a page whose test reads the drawn pixels (a focus ring's colour, the hint's glow,
 * frame strips, texture-unit probes, screenshots compared): those checks were made at 0.5, where a
 * ring 2 CSS px wide still covers a device pixel. Such a test opens its page with `pixels: true`.
 */
const PIXEL_DENSITY = Number(process.env.E2E_DENSITY ?? 0.5);

/**
 * At most this many device pixels per CSS pixel (unless `E2E_DENSITY` is given): a phone of density 3
 * renders at 1, not 1.5. A phone screen at 1.5 has more than three times the pixels of a 1280×720
 * desktop at 0.5, and SwiftShader's time per frame follows the pixels: at 1, phone.e2e took 63 s
 * instead of 82 s and the screenshot tour 72 s instead of 90 s. Its screenshots are still a CSS
 * pixel per pixel, sharp enough to look at.
 */
export const MAX_RENDER_DENSITY = process.env.E2E_DENSITY ? Infinity : 1;

export interface OpenOptions {
  /** CSS pixel size of the window (default 1280×720). */
  width?: number;
  height?: number;
  /**
   * The device's pixel density (default 1): the page renders at this times RENDER_DENSITY device
   * pixels per CSS pixel, unless `exactScale` (a test of the render scale itself).
   */
  scale?: number;
  exactScale?: boolean;
  touch?: boolean;
  /** Wait until the test hook says the menu (or the scene the query leads to) is ready (default true). */
  waitReady?: boolean;
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
  /** Leave the animation speed to the game (no `speed=instant` in the URL). */
  gameSpeed?: boolean;
  /** The test reads the drawn pixels: render at PIXEL_DENSITY (see there). */
  pixels?: boolean;
  /** Runs in the page before any of its scripts (a function or a script's text), e.g. to record what the page sends its workers or to take WebGL away. */
  init?: (() => void) | string;
  /**
   * Items put into the page's localStorage before its first load (a reload keeps what the game made of
   * them): the page starts with them as a returning player's would, without a second boot.
   */
  storage?: Record<string, string>;
  /** The page to open instead of the served dist/ (the fixture game's own build, say). */
  base?: string;
}

/** The served game's URL (or `base`) with `query` appended (always in test mode and instant speed unless overridden). */
export function gameUrl(query = '', instant = true, base: string = inject('baseUrl')): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  if (!params.has('test')) params.set('test', '1');
  if (instant && !params.has('speed')) params.set('speed', 'instant');
  return `${base}?${params.toString()}`;
}

/** Launches Chromium and opens the game with `query` (e.g. `'lang=de'`). */
export async function openGame(query = '', opts: OpenOptions = {}): Promise<Opened> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 720 },
    deviceScaleFactor: opts.exactScale ? (opts.scale ?? 1) : Math.min(MAX_RENDER_DENSITY, (opts.scale ?? 1) * (opts.pixels ? PIXEL_DENSITY : RENDER_DENSITY)),
    hasTouch: opts.touch ?? false,
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  if (opts.init) await context.addInitScript(opts.init);
  if (opts.storage) {
    await context.addInitScript((items: Record<string, string>) => {
      // Once per tab (sessionStorage outlives a reload): a reload must find what the game stored since.
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, opts.storage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED is the browser cancelling a request on purpose (a reload, a navigation).
    const why = req.failure()?.errorText ?? '?';
    if (!why.includes('ERR_ABORTED')) errors.push(`request failed: ${req.url()} (${why})`);
  });
  await page.goto(gameUrl(query, !opts.gameSpeed, opts.base));
  if (opts.waitReady !== false) await waitReady(page);
  return { page, browser, errors, close: () => context.close() };
}

/** Waits until the hook exists, the menu or a later scene shows and no scene change is running. */
export async function waitReady(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout, polling: 50 });
}

/**
 * Turns or resizes the window to `width`×`height` CSS px and waits until the game has laid out for it:
 * the canvas fills the new window, the layout has its shape, and no scene change is running. A test
 * that checks a layout at several sizes with the same device (density, touch) resizes one page and
 * starts the scene again (`startScene`) instead of opening a page per size: a page costs a boot.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    ([w, h]) => {
      const canvas = document.querySelector('canvas');
      const hook = window.__cardTable;
      if (!canvas || !hook?.ready) return false;
      const r = canvas.getBoundingClientRect();
      const [lw, lh] = hook.size().layout;
      return Math.abs(r.width - w) <= 1 && Math.abs(r.height - h) <= 1 && Math.abs(lw / lh - w / h) < 0.02;
    },
    [width, height] as const,
    { timeout: 30_000, polling: 50 },
  );
}

/**
 * Goes through `sizes` on one page: at each, the window takes that size (`resizeTo`) and scene `key`
 * is built anew (with `data`); yields the size. The first size should be the one the page was opened
 * at: a page already showing `key` there is not built again.
 */
export async function* atEachSize(page: Page, sizes: ReadonlyArray<readonly [number, number]>, key: string, data?: object): AsyncGenerator<readonly [number, number]> {
  for (const [i, [width, height]] of sizes.entries()) {
    await resizeTo(page, width, height);
    if (i > 0 || (await currentScene(page)) !== key) await startScene(page, key, data);
    yield [width, height] as const;
  }
}

/** Starts scene `key` with `data` through the test hook (from anywhere) and waits until it is settled. */
export async function startScene(page: Page, key: string, data?: object): Promise<void> {
  await page.evaluate(({ key, data }) => window.__cardTable!.start(key, data), { key, data });
  await waitForScene(page, key, 60_000);
}

/** Taps the object `id` once it is on screen: with a finger where there is a touch screen, else the mouse. */
export async function tapNamed(page: Page, id: string): Promise<void> {
  await page.waitForFunction((i) => window.__cardTable!.locate(i) !== null, id, { timeout: 30_000 });
  const p = await locate(page, id);
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Waits until an object named `name` shows (e.g. a table's help line: the person at the screen may act). */
export async function waitForName(page: Page, name: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction((m) => window.__cardTable!.names().includes(m), name, { timeout, polling: 50 });
}

/** Waits until scene `key` is on top and settled. */
export async function waitForScene(page: Page, key: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((k) => window.__cardTable?.scene() === k && window.__cardTable.ready, key, { timeout, polling: 50 });
}

export async function currentScene(page: Page): Promise<string> {
  return page.evaluate(() => window.__cardTable?.scene() ?? '');
}

/** The running game's state in its text notation, or null outside a game. */
export async function notation(page: Page): Promise<string | null> {
  return page.evaluate(() => window.__cardTable?.notation() ?? null);
}

/** Page position (CSS px) of a card, space or named object; throws if it is not on screen. */
export async function locate(page: Page, id: string): Promise<{ x: number; y: number }> {
  // Where `id` is once the top scene's input has taken in what it last drew: a control made this
  // frame (the menu's options rebuilt after a choice, say) is hit only from the next one, and a click
  // before then is lost. No player is that quick; a test on a loaded machine is.
  const found = await page.waitForFunction((i) => (window.__cardTable?.joining ? false : { p: window.__cardTable?.locate(i) ?? null }), id, { timeout: 10_000, polling: 16 });
  const { p } = (await found.jsonValue()) as { p: { x: number; y: number } | null };
  if (!p) {
    const names = await page.evaluate(() => window.__cardTable?.names() ?? []);
    throw new Error(`"${id}" is not on screen; named objects: ${names.join(', ')}`);
  }
  return p;
}

/**
 * Leaves a game table for the menu the way a player does: Esc, and if the table asks to confirm
 * ("Leave this game?"), a click on Leave. The click comes only when, seconds after Esc, the question
 * is showing (so a slow machine still changing scene never gets a stray click on the menu).
 */
export async function leaveTable(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  try {
    await waitForScene(page, 'Menu', 3_000);
    return;
  } catch {
    /* still on the table, or the change is slow */
  }
  // "Leave this game?" opens on Keep playing (a stray Enter must not leave): press Leave itself.
  const stillAsking = await page.evaluate(() => window.__cardTable?.scene() !== 'Menu' && window.__cardTable?.names().includes('dialog:yes') === true);
  if (stillAsking) await click(page, 'dialog:yes');
  await waitForScene(page, 'Menu');
}

/** Results per game and set-up, as the statistics store keeps them (src/platform/stats.ts). */
export type StoredStats = Record<string, Record<string, { played: number; won: number; best: number; total: number; lowerIsBetter: boolean }>>;

/** Opens the game with `stats` already recorded and goes to the statistics page. */
export async function openStatistics(query: string, opts: OpenOptions, stats: StoredStats): Promise<Opened> {
  const opened = await openGame(query, { ...opts, storage: { 'card-table:stats': JSON.stringify({ v: 1, data: stats }) } });
  const { page } = opened;
  await page.evaluate(() => window.__cardTable!.start('Statistics'));
  await waitForScene(page, 'Statistics');
  return opened;
}

/** A stored result of `played` games (1 won unless given), best 40. */
export const results = (played: number, won = 1): StoredStats[string][string] => ({ played, won, best: 40, total: 40 * played, lowerIsBetter: false });

/** The visible texts of the scene on top (to check what the player reads). */
export async function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cardTable?.texts() ?? []);
}

/** Clicks segment `index` (0-based) of the `count`-segment choice widget named `id`. */
export async function clickSegment(page: Page, id: string, index: number, count: number): Promise<void> {
  // Segments are as wide as their labels need (Choice), each named `<id>#<index>`.
  const p = await locate(page, `${id}#${index}`).catch(() => null);
  if (!p) throw new Error(`segment ${index} of ${count} of "${id}" is not on screen`);
  const b = await page.evaluate((i) => window.__cardTable?.box(i) ?? null, id);
  if (!b) throw new Error(`"${id}" is not on screen`);
  expect(p.x).toBeGreaterThan(b.x);
  expect(p.x).toBeLessThan(b.x + b.width);
  await page.mouse.click(p.x, p.y);
}

/** Clicks the object `id` with the real mouse. */
export async function click(page: Page, id: string): Promise<void> {
  const p = await locate(page, id);
  await page.mouse.click(p.x, p.y);
}

/**
 * Clicks the object `id` with the real mouse once it takes a click (`names()` lists it): a dialog's
 * button, say, which takes none in the frame the dialog opens (it is still fully transparent).
 */
export async function clickWhenShown(page: Page, id: string): Promise<void> {
  await waitForName(page, id, 30_000);
  await click(page, id);
}

/**
 * A double click at `at` (page CSS px), or with `touch` a double tap, as a hand makes it: its events carry the
 * times of a quick pair (the second press 100 ms after the first), however long the page takes to
 * handle them. `between` runs after the first press and before the second is sent: a page that was
 * busy then (a slow phone drawing) handles the second press late, but its time is still the hand's.
 * (Playwright's own double click sends each event once the page has handled the last one, so on a
 * loaded machine its presses were themselves far apart.)
 */
export async function doublePress(page: Page, at: { x: number; y: number }, opts: { touch?: boolean; between?: () => Promise<void> } = {}): Promise<void> {
  const { x, y } = at;
  const cdp = await page.context().newCDPSession(page);
  try {
    const t0 = Date.now() / 1000;
    const stamp = (ms: number): number => t0 + ms / 1000;
    if (!opts.touch) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, timestamp: stamp(0) });
    for (const [count, start] of [[1, 10], [2, 110]] as const) {
      if (count === 2) await opts.between?.();
      if (opts.touch) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: stamp(start) });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: stamp(start + 40) });
      } else {
        await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: count, timestamp: stamp(start) });
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: count, timestamp: stamp(start + 40) });
      }
    }
  } finally {
    await cdp.detach();
  }
}

/** Drags with the real mouse from one object (or point) to another: move, press, glide, release. */
export async function drag(page: Page, from: string | { x: number; y: number }, to: string | { x: number; y: number }, steps = 5): Promise<void> {
  const a = typeof from === 'string' ? await locate(page, from) : from;
  const b = typeof to === 'string' ? await locate(page, to) : to;
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
  }
  await page.mouse.up();
}

/**
 * Whether `checkpointShot` takes its screenshots: `E2E_SHOTS=all`. The screenshots a test takes on
 * its way (to look at a step, not to check it) cost ~0.23 s each on the loaded CI machine and some
 * 270 of them run; by default only the suites made for looking (screenshots, phone) and the failure
 * paths save theirs.
 */
const CHECKPOINT_SHOTS = process.env.E2E_SHOTS === 'all';

/** A screenshot of a step on a test's way, as `shot` saves it, when `E2E_SHOTS=all` (see there). */
export async function checkpointShot(page: Page, name: string): Promise<void> {
  if (CHECKPOINT_SHOTS) await shot(page, name);
}

/** A DevTools session per page, for its screenshots. */
const devtools = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Saves a screenshot of the window as test-artifacts/<name>.png. Taken through the DevTools protocol
 * with its fast PNG encoding: about a third of Playwright's `page.screenshot` (0.23 s a shot on the
 * loaded CI machine; the suite takes some 400), for the same pixels.
 */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  let session = devtools.get(page);
  if (!session) devtools.set(page, (session = page.context().newCDPSession(page)));
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  writeFileSync(path, Buffer.from(data, 'base64'));
  return path;
}

/**
 * Saves `frames` (PNG screenshots of one size, e.g. of the same clip mid-animation) side by side,
 * oldest on the left, as test-artifacts/<name>.png: a frame strip of a motion. Joined in the page,
 * which has a PNG decoder and encoder.
 */
export async function shotStrip(page: Page, name: string, frames: readonly Buffer[]): Promise<string> {
  const joined = await page.evaluate(async (pngs) => {
    const images = await Promise.all(
      pngs.map(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        return img;
      }),
    );
    const gap = 4;
    const canvas = document.createElement('canvas');
    canvas.width = images.reduce((w, img) => w + img.width, 0) + gap * (images.length - 1);
    canvas.height = Math.max(...images.map((img) => img.height));
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    let x = 0;
    for (const img of images) {
      ctx.drawImage(img, x, 0);
      x += img.width + gap;
    }
    return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  }, frames.map((f) => f.toString('base64')));
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  writeFileSync(path, Buffer.from(joined, 'base64'));
  return path;
}

/** One recorded frame: the clip as a PNG, and where the followed object was then (CSS px). */
export interface RecordedFrame {
  png: Buffer;
  at: { x: number; y: number } | null;
}

/**
 * Records every frame the game draws from now until `stopRecording`: the page box `clip` (CSS px) of
 * the game canvas, copied in the page right after the game renders (a screenshot per frame would be far
 * too slow to catch a motion of a few hundred ms), and where the named object `follow` is then.
 */
export async function startRecording(page: Page, clip: { x: number; y: number; width: number; height: number }, follow: string, max = 90): Promise<void> {
  await page.evaluate(
    ({ clip, follow, max }) => {
      const w = window as unknown as { __frames: Array<{ canvas: HTMLCanvasElement; at: { x: number; y: number } | null }>; __recording: boolean };
      w.__frames = [];
      w.__recording = true;
      const game = document.querySelector('canvas')!;
      // Runs after the game's own frame callback (registered earlier), before the frame is shown.
      const grab = (): void => {
        if (!w.__recording || w.__frames.length >= max) return;
        const r = game.getBoundingClientRect();
        const k = game.width / r.width;
        const copy = document.createElement('canvas');
        copy.width = Math.round(clip.width * k);
        copy.height = Math.round(clip.height * k);
        copy.getContext('2d')!.drawImage(game, (clip.x - r.left) * k, (clip.y - r.top) * k, copy.width, copy.height, 0, 0, copy.width, copy.height);
        w.__frames.push({ canvas: copy, at: window.__cardTable!.locate(follow) });
        requestAnimationFrame(grab);
      };
      requestAnimationFrame(grab);
    },
    { clip, follow, max },
  );
}

/** Stops `startRecording` and returns its frames, oldest first. */
export async function stopRecording(page: Page): Promise<RecordedFrame[]> {
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: Array<{ canvas: HTMLCanvasElement; at: { x: number; y: number } | null }>; __recording: boolean };
    w.__recording = false;
    return w.__frames.map((f) => ({ png: f.canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, ''), at: f.at }));
  });
  return frames.map((f) => ({ png: Buffer.from(f.png, 'base64'), at: f.at }));
}

/** The least size of what a finger uses and of text on a phone (CSS px). */
export const MIN_TARGET = 44;
export const MIN_TEXT = 12;
/** Rounding of the hook's page boxes (a 44-unit box measured as 43.999…). */
const SLACK = 0.05;

/**
 * What is too small in the scene on top for a phone, one line per object: a target under
 * MIN_TARGET × MIN_TARGET, a text under MIN_TEXT (its font size on the page). The Sequence board's
 * spaces are left out: a touch on them shows a magnified preview (phone.e2e.test.ts checks it).
 */
export async function tooSmall(page: Page, scene: string): Promise<string[]> {
  const { targets, texts, view } = await page.evaluate(() => ({
    targets: window.__cardTable!.targets(),
    texts: window.__cardTable!.textSizes(),
    view: { width: innerWidth, height: innerHeight },
  }));
  const onScreen = (b: { x: number; y: number; width: number; height: number }): boolean => b.x < view.width && b.y < view.height && b.x + b.width > 0 && b.y + b.height > 0;
  const out: string[] = [];
  for (const t of targets) {
    if (!onScreen(t.box) || /^cell-\d+-\d+$/.test(t.name)) continue;
    if (t.box.width < MIN_TARGET - SLACK || t.box.height < MIN_TARGET - SLACK) out.push(`${scene}: target ${t.name || t.type} ${t.box.width.toFixed(1)}×${t.box.height.toFixed(1)}`);
  }
  for (const t of texts) {
    if (!onScreen(t.box)) continue;
    if (!(t.fontPx >= MIN_TEXT - SLACK)) out.push(`${scene}: text "${t.text.slice(0, 40)}" ${t.fontPx.toFixed(1)} px`);
  }
  expect(targets.length, `${scene} has things to tap`).toBeGreaterThan(0);
  return out;
}

/** How far two page boxes (CSS px) overlap across and down (negative: the gap between them). */
export function overlap(a: PageBox, b: PageBox): { x: number; y: number } {
  return {
    x: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    y: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Whether two page boxes overlap by more than `slack` CSS px both ways (default: the hook's rounding of its boxes). */
export function intersects(a: PageBox, b: PageBox, slack = 0.05): boolean {
  const o = overlap(a, b);
  return o.x > slack && o.y > slack;
}

/** An inclusive colour range per channel: [rMin, rMax, gMin, gMax, bMin, bMax]. */
export type ColourRange = readonly [number, number, number, number, number, number];

/**
 * Screenshots the page box `clip` (CSS px) and returns, per named colour range, the share (0..1) of
 * its pixels whose colour falls in that range (decoded in the page, which has a PNG decoder).
 */
export async function colourShares<K extends string>(page: Page, clip: { x: number; y: number; width: number; height: number }, ranges: Record<K, ColourRange>): Promise<Record<K, number>> {
  const png = await page.screenshot({ clip });
  return page.evaluate(
    async ([b64, named]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const shares: Record<string, number> = {};
      for (const [name, [r0, r1, g0, g1, b0, b1]] of Object.entries(named as Record<string, ColourRange>)) {
        let inside = 0;
        for (let i = 0; i < px.length; i += 4) {
          if (px[i]! >= r0 && px[i]! <= r1 && px[i + 1]! >= g0 && px[i + 1]! <= g1 && px[i + 2]! >= b0 && px[i + 2]! <= b1) inside++;
        }
        shares[name] = inside / (px.length / 4);
      }
      return shares as Record<K, number>;
    },
    [png.toString('base64'), ranges as Record<string, ColourRange>] as const,
  );
}

/** The table scene of each game. */
export const TABLE_SCENES = { nothanks: 'NoThanksTable', gaps: 'GapsTableau', sequence: 'SequenceBoard' } as const;
export type TableGame = keyof typeof TABLE_SCENES;

/**
 * Opens the table of `launch` through the test hook, asking again while a scene change ignores the
 * request, and waits until its game is on (the hook reports a notation).
 */
export async function startTable(page: Page, launch: { game: TableGame; options: object; seed: string; seats: string[] }): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.evaluate(([k, l]) => window.__cardTable!.start(k, l), [TABLE_SCENES[launch.game], launch] as const);
    try {
      await waitForScene(page, TABLE_SCENES[launch.game], 30_000);
      break;
    } catch {
      if (attempt === 3) throw new Error(`${launch.game} did not open`);
    }
  }
  await page.waitForFunction(() => window.__cardTable!.notation() !== null);
}

/** Waits until the game's notation differs from `before` and matches `also`; returns it. */
export async function notationChanged(page: Page, before: string, also: RegExp = /./): Promise<string> {
  await page.waitForFunction(([b, re]) => {
    const n = window.__cardTable!.notation();
    return n !== null && n !== b && new RegExp(re).test(n);
  }, [before, also.source] as const, { timeout: 60_000, polling: 50 });
  return (await notation(page))!;
}

/** No Thanks: waits until the person at the screen decides (its help line shows) or the score sheet is up. */
export async function nextNoThanksDecision(page: Page, timeout = 30_000): Promise<'human' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      const names = window.__cardTable?.names() ?? [];
      if (names.includes('nothanks:rematch')) return 'over';
      return names.includes('nothanks:help') ? 'human' : null;
    },
    undefined,
    { timeout, polling: 40 },
  );
  return (await handle.jsonValue()) as 'human' | 'over';
}
