/**
 * Several games on one page, from the library bundle (dist/lib/card-table.js): a <card-table>
 * element and a mount() next to each other run independently (pause, mute, new game, destroy one:
 * the other carries on); removing the element destroys its game; changed attributes are followed; a
 * game destroyed at any moment (in the task that mounted it, while it boots, while a table loads)
 * raises no error and leaves nothing behind. Then 30 mount/destroy cycles leave
 * nothing behind: no canvas, window/document listeners and live WebGL contexts back to the
 * baseline, every worker terminated, and the heap within 10% after garbage collection.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS, CHROMIUM, colourShares } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', // Feedback vectors at a function's first call, not after some calls: the warm-up cycles then
    // cover V8's own per-function allocations, and the heap check sees only what the game keeps.
    '--js-flags=--no-lazy-feedback-allocation'] });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Counts, from before any page script runs: live listener registrations on window and document,
 * WebGL contexts created (and whether each is lost), workers started and terminated.
 */
const TRACKER = `(() => {
  const live = new Map();
  const key = (t, type, l, o) => type + '|' + (typeof o === 'boolean' ? o : !!(o && o.capture));
  const watched = (t) => t === window || t === document;
  const regs = new Map();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, l, o) {
    if (watched(this) && l) {
      const k = key(this, type, l, o);
      let m = regs.get(this); if (!m) regs.set(this, (m = new Map()));
      let s = m.get(k); if (!s) m.set(k, (s = new Set()));
      s.add(l);
    }
    return add.call(this, type, l, o);
  };
  EventTarget.prototype.removeEventListener = function (type, l, o) {
    if (watched(this) && l) regs.get(this)?.get(key(this, type, l, o))?.delete(l);
    return remove.call(this, type, l, o);
  };
  const contexts = [];
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    const ctx = getContext.call(this, kind, ...rest);
    if (ctx && (kind === 'webgl' || kind === 'webgl2') && !contexts.includes(ctx)) contexts.push(ctx);
    return ctx;
  };
  const NativeWorker = window.Worker;
  const workers = { started: 0, terminated: 0 };
  window.Worker = class extends NativeWorker {
    constructor(...a) { super(...a); workers.started++; }
    terminate() { if (!this.__done) { this.__done = true; workers.terminated++; } return super.terminate(); }
  };
  window.__leaks = () => {
    let listeners = 0;
    const byType = {};
    for (const m of regs.values()) for (const [k, s] of m) { listeners += s.size; if (s.size) byType[k] = (byType[k] || 0) + s.size; }
    return {
      listeners, byType,
      contexts: contexts.filter((c) => !c.isContextLost()).length,
      canvases: document.querySelectorAll('canvas').length,
      workersLive: workers.started - workers.terminated,
    };
  };
})();`;

async function openHost(body: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const base = inject('baseUrl');
  const context = await browser.newContext({ viewport: { width: 1200, height: 700 } });
  await context.addInitScript(TRACKER);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A host page on the game's own server (the library's chunks and worker load from there).
  await page.route(`${base}embed-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><head><style>body{margin:0;display:flex;gap:10px;flex-wrap:wrap} .g{width:560px;height:315px}</style></head><body>${body}</body></html>` }),
  );
  await page.goto(`${base}embed-host.html`);
  // The library bundle, loaded as a website would (an ES module).
  await page.evaluate(`import('./lib/card-table.js').then((lib) => { window.__lib = lib; })`);
  await page.waitForFunction('!!window.__lib');
  return { page, errors, close: () => context.close() };
}

type State = { ready: boolean; paused: boolean; muted: boolean; scene: string; destroyed: boolean };

describe('several instances', () => {
  it('an element and a mount() on one page run independently', async () => {
    const { page, errors, close } = await openHost('<card-table id="a" class="g" game="gaps" seed="inst-a" speed="instant"></card-table><div id="b" class="g"></div>');
    try {
      // Phaser's feature check keeps one small WebGL context for the page's lifetime.
      const baseContexts = ((await page.evaluate('window.__leaks()')) as { contexts: number }).contexts;
      await page.evaluate(`window.__b = window.__lib.mount(document.getElementById('b'), { game: 'nothanks', players: 3, level: 'easy', seed: 'inst-b', speed: 'instant' })`);
      const a = (expr: string) => page.evaluate(`document.getElementById('a').cardTable.${expr}`);
      const b = (expr: string) => page.evaluate(`window.__b.${expr}`);
      await page.waitForFunction(`document.getElementById('a').cardTable.state().scene === 'GapsTableau' && window.__b.state().scene === 'NoThanksTable'`, undefined, { timeout: 90_000, polling: 100 });
      await page.waitForFunction(`document.getElementById('a').cardTable.state().ready && window.__b.state().ready`, undefined, { timeout: 30_000 });
      expect(await page.locator('canvas').count()).toBe(2);
      await page.screenshot({ path: `${ARTIFACTS}/embed-two-instances.png` });

      // Pause and mute A: B is neither paused nor muted, and starts a new game while A stays put.
      await a('pause()');
      await a('mute(true)');
      const frameA = (await a('game.loop.frame')) as number;
      expect(((await b('state()')) as State)).toMatchObject({ paused: false, muted: false });
      await b(`newGame({ game: 'gaps', seed: 'inst-b2' })`);
      await page.waitForFunction(`window.__b.state().scene === 'GapsTableau'`, undefined, { timeout: 60_000 });
      await page.mouse.move(100, 100);
      await page.mouse.move(200, 150);
      expect(await a('game.loop.frame')).toBe(frameA);
      expect(((await a('state()')) as State)).toMatchObject({ paused: true, muted: true, scene: 'GapsTableau' });
      await a('resume()');
      await page.mouse.move(120, 120);
      await page.waitForFunction(`document.getElementById('a').cardTable.game.loop.frame > ${frameA}`, undefined, { timeout: 20_000 });

      // Destroy B: its canvas goes, A carries on; removing the element destroys A.
      await b('destroy()');
      expect(await page.locator('#b canvas').count()).toBe(0);
      expect(((await b('state()')) as State).destroyed).toBe(true);
      await a(`newGame({ game: 'nothanks', players: 4 })`);
      await page.waitForFunction(`document.getElementById('a').cardTable.state().scene === 'NoThanksTable'`, undefined, { timeout: 60_000 });
      await page.evaluate(`window.__elA = document.getElementById('a'); window.__elA.remove()`);
      expect(await page.evaluate('window.__elA.cardTable')).toBeNull();
      expect(await page.locator('canvas').count()).toBe(0);
      const left = (await page.evaluate('window.__leaks()')) as { contexts: number; workersLive: number };
      // (The feature check's own context may be dropped by the browser meanwhile: never more than before.)
      expect(left.contexts).toBeLessThanOrEqual(baseContexts);
      expect(left.workersLive).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an element moved elsewhere in the page keeps its game', async () => {
    const { page, errors, close } = await openHost('<div id="left"><card-table id="m" class="g" game="gaps" seed="moved" speed="instant"></card-table></div><div id="right"></div>');
    try {
      await page.waitForFunction(`document.getElementById('m').cardTable?.state().ready === true`, undefined, { timeout: 60_000 });
      await page.evaluate(`window.__before = document.getElementById('m').cardTable`);
      // As a framework does when it moves a node into a dialog: out of the page and in again at once.
      await page.evaluate(`document.getElementById('right').append(document.getElementById('m'))`);
      await page.mouse.move(300, 200);
      const frame = (await page.evaluate('window.__before.game.loop.frame')) as number;
      await page.mouse.move(320, 220);
      await page.waitForFunction(`window.__before.game.loop.frame > ${frame}`, undefined, { timeout: 20_000 });
      expect(await page.evaluate(`document.getElementById('m').cardTable === window.__before && !window.__before.state().destroyed`)).toBe(true);
      expect(await page.locator('#right card-table canvas').count()).toBe(1);
      expect(await page.locator('canvas').count()).toBe(1);
      // Taken out for good, it is destroyed.
      await page.evaluate(`document.getElementById('m').remove()`);
      await page.waitForFunction(`window.__before.state().destroyed === true`, undefined, { timeout: 10_000 });
      expect(await page.locator('canvas').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an element follows its attributes when the page changes them', async () => {
    const { page, errors, close } = await openHost('<card-table id="a" class="g" game="gaps" seed="attr-1" speed="instant"></card-table>');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    try {
      await page.evaluate(`window.__starts = []; document.getElementById('a').addEventListener('card-table:gamestart', (e) => window.__starts.push(e.detail))`);
      await page.waitForFunction(`document.getElementById('a').cardTable?.state().scene === 'GapsTableau'`, undefined, { timeout: 60_000 });
      await page.evaluate(`window.__first = document.getElementById('a').cardTable`);
      type Start = { game: string; seed: string; options: Record<string, unknown> };
      const nextStart = async (count: number): Promise<Start> => {
        await page.waitForFunction(`window.__starts.length >= ${count}`, undefined, { timeout: 60_000 });
        return (await page.evaluate(`window.__starts[${count - 1}]`)) as Start;
      };
      const started = (await page.evaluate('window.__starts.length')) as number;

      // Two attributes set together: one new game, with both, in the same canvas and handle.
      await page.evaluate(`{ const a = document.getElementById('a'); a.setAttribute('seed', 'attr-2'); a.setAttribute('redeals', '0'); }`);
      const second = await nextStart(started + 1);
      expect([second.game, second.seed, second.options.redeals]).toEqual(['gaps', 'attr-2', 0]);
      await page.evaluate(`{ const a = document.getElementById('a'); a.setAttribute('game', 'nothanks'); a.setAttribute('players', '5'); }`);
      const third = await nextStart(started + 2);
      expect([third.game, third.options.players]).toEqual(['nothanks', 5]);
      await page.waitForFunction(`document.getElementById('a').cardTable.state().scene === 'NoThanksTable'`, undefined, { timeout: 60_000 });
      expect(await page.evaluate(`document.getElementById('a').cardTable === window.__first && document.querySelectorAll('canvas').length`)).toBe(1);
      expect(await page.evaluate('window.__starts.length')).toBe(started + 2);

      // muted follows the attribute.
      await page.evaluate(`document.getElementById('a').setAttribute('muted', '')`);
      await page.waitForFunction(`window.__first.state().muted === true`);
      await page.evaluate(`document.getElementById('a').removeAttribute('muted')`);
      await page.waitForFunction(`window.__first.state().muted === false`);

      // A bad value: reported, and the game goes on with the default.
      await page.evaluate(`document.getElementById('a').setAttribute('players', '99')`);
      const fourth = await nextStart(started + 3);
      expect([fourth.game, fourth.options.players]).toEqual(['nothanks', 4]);
      expect(warnings.some((w) => w.includes('players "99"'))).toBe(true);

      // The language is read at mount: the game is mounted afresh with every attribute.
      await page.evaluate(`document.getElementById('a').setAttribute('lang', 'de')`);
      await page.waitForFunction(`window.__first.state().destroyed && document.getElementById('a').cardTable?.state().scene === 'NoThanksTable'`, undefined, { timeout: 60_000 });
      expect(await page.evaluate('document.querySelectorAll("canvas").length')).toBe(1);
      await page.waitForFunction(`document.getElementById('a').cardTable.state().ready`, undefined, { timeout: 60_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${ARTIFACTS}/embed-attributes.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a game mounted in a hidden host shows when the host does, and leaves the page its own styles', async () => {
    // A game in a closed tab or a dialog not open yet: the host has no size when the game starts.
    const { page, errors, close } = await openHost('<p>Article</p><div id="h" style="display:none;width:640px;height:360px"></div>');
    try {
      await page.evaluate(`window.__h = window.__lib.mount(document.getElementById('h'), { game: 'gaps', seed: 'hidden-host', speed: 'instant' })`);
      await page.waitForFunction(`window.__h.state().scene === 'GapsTableau'`, undefined, { timeout: 60_000 });
      await page.evaluate(`document.getElementById('h').style.display = 'block'`);
      await page.waitForFunction(`(() => { const r = document.querySelector('#h canvas').getBoundingClientRect(); return r.width > 600; })()`, undefined, { timeout: 20_000 });
      const canvas = (await page.evaluate(`document.querySelector('#h canvas').getBoundingClientRect().toJSON()`)) as DOMRect;
      const host = (await page.evaluate(`document.getElementById('h').getBoundingClientRect().toJSON()`)) as DOMRect;
      // The canvas fills the host it was given (640×360 at 16:9), and the host kept that size.
      expect([host.width, host.height]).toEqual([640, 360]);
      expect([canvas.x, canvas.y, canvas.width, canvas.height]).toEqual([host.x, host.y, 640, 360]);
      // Nothing set on the page's html and body (Phaser does that for a host without height).
      expect(await page.evaluate(`document.documentElement.style.height + '|' + document.body.style.height`)).toBe('|');
      await page.waitForFunction(`window.__h.state().ready`, undefined, { timeout: 30_000 });
      // Drawn, not only sized: a few frames on, the dealt cards cover much of the canvas.
      const frame = (await page.evaluate('window.__h.game.loop.frame')) as number;
      await page.waitForFunction(`window.__h.game.loop.frame > ${frame + 2}`, undefined, { timeout: 20_000 });
      const shares = await colourShares(page, { x: canvas.x, y: canvas.y, width: canvas.width, height: canvas.height }, { card: [225, 255, 225, 255, 215, 255] });
      await page.screenshot({ path: `${ARTIFACTS}/embed-hidden-host.png` });
      expect(shares.card).toBeGreaterThan(0.2);
      expect(errors).toEqual([]);
      await page.evaluate('window.__h.destroy()');
    } finally {
      await close();
    }
  });

  it('destroyed at any moment after mount or newGame: no error, nothing left behind, and it mounts again', async () => {
    const { page, errors, close } = await openHost('<div id="host" class="g"></div>');
    try {
      type Leaks = { byType: Record<string, number>; contexts: number; canvases: number; workersLive: number };
      // `destroy` runs `wait` (page code) after mounting: in the same task (React's StrictMode
      // mounts, destroys and mounts again at once), a task later, a frame later, or some ms on,
      // while the shell boots, the table's code downloads and its art is drawn.
      const mountThenDestroy = (opts: string, wait: string) =>
        page.evaluate(`(async () => {
          const t = window.__lib.mount(document.getElementById('host'), ${opts});
          ${wait};
          t.destroy();
        })()`);
      const sleep = (ms: number) => `await new Promise((r) => setTimeout(r, ${ms}))`;
      const oneFrame = `await new Promise((r) => requestAnimationFrame(() => r()))`;
      const game = (id: string) => `{ game: '${id}', players: 3, level: 'easy', speed: 'instant' }`;
      const ready = `await new Promise((r) => t.on('ready', r))`;
      // A first mount that goes from one table to another: what stays by design after the first use
      // (lazy chunks, the sound module's gesture and visibility listeners) is in the baseline.
      await mountThenDestroy(game('gaps'), `${ready}; t.newGame({ game: 'nothanks' }); await new Promise((r) => { const i = setInterval(() => t.state().scene === 'NoThanksTable' && (clearInterval(i), r()), 50); }); ${sleep(500)}`);
      await page.waitForTimeout(300);
      const before = (await page.evaluate('window.__leaks()')) as Leaks;

      await mountThenDestroy(game('nothanks'), '');
      // The element, put in the page and taken out again in one task.
      await page.evaluate(`{ const el = document.createElement('card-table'); el.setAttribute('game', 'gaps'); document.body.append(el); el.remove(); }`);
      for (const wait of [sleep(0), oneFrame, sleep(50), sleep(150), sleep(300)]) await mountThenDestroy(game('gaps'), wait);
      // During a change of table: newGame from a table that is up, destroyed while the next one loads.
      for (const ms of [0, 50, 150, 300]) {
        await mountThenDestroy(game('gaps'), `${ready}; t.newGame({ game: 'nothanks' }); ${sleep(ms)}`);
      }
      // Errors that come late (a download or the art finishing after the destroy) are counted too.
      await page.waitForTimeout(1500);
      const after = (await page.evaluate('window.__leaks()')) as Leaks;
      expect(errors).toEqual([]);
      expect(after.canvases).toBe(0);
      expect(after.byType).toEqual(before.byType);
      expect(after.contexts).toBe(before.contexts);
      expect(after.workersLive).toBe(0);

      // And the host takes a game again, which plays.
      await page.evaluate(`window.__again = window.__lib.mount(document.getElementById('host'), ${game('gaps')})`);
      await page.waitForFunction(`window.__again.state().ready && window.__again.state().scene === 'GapsTableau'`, undefined, { timeout: 60_000 });
      expect(await page.locator('#host canvas').count()).toBe(1);
      await page.evaluate('window.__again.destroy()');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('mounting and destroying 30 times leaves no canvas, listener, WebGL context, worker or heap behind', { timeout: 600_000 }, async () => {
    const { page, errors, close } = await openHost('<div id="host" class="g"></div>');
    try {
      const cdp = await page.context().newCDPSession(page);
      const heap = async (): Promise<number> => {
        for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
        return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
      };
      // One cycle: mount, let it run, destroy. Every fifth waits until the menu is up, every tenth
      // opens a game table (its computer players' worker starts); the others are destroyed after
      // their first rendered frame (WebGL context, shaders, input and scale listeners all set up).
      const cycle = (i: number) =>
        page.evaluate(
          `new Promise((done, fail) => {
            const full = ${i % 5 === 0};
            const opts = ${i % 10 === 0 ? `{ game: 'nothanks', players: 3, level: 'easy', speed: 'instant' }` : `{ speed: 'instant' }`};
            const t = window.__lib.mount(document.getElementById('host'), opts);
            const timer = setTimeout(() => fail(new Error('cycle ${i} not up after 60 s')), 60000);
            const finish = () => { clearTimeout(timer); setTimeout(() => { t.destroy(); done(); }, 20); };
            if (full) t.on('ready', finish);
            else t.game.events.once('postrender', finish);
          })`,
        );
      // Warm-up, ten cycles of every kind: first-use work that stays by design (lazy chunks, module
      // state, the sound module's gesture listeners, V8's code and type feedback, caches that fill
      // up to their size). Measured: the heap grows over the first ~15 cycles, then levels off.
      for (let i = 0; i < 10; i++) await cycle(i);
      await page.waitForTimeout(300);
      const before = (await page.evaluate('window.__leaks()')) as { listeners: number; byType: Record<string, number>; contexts: number; canvases: number; workersLive: number };
      const heapBefore = await heap();
      const started = Date.now();
      let heapMid = 0;
      for (let i = 1; i <= 30; i++) {
        await cycle(i);
        if (i === 15) heapMid = await heap();
      }
      console.log(`30 mount/destroy cycles: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await page.waitForTimeout(300);
      const after = (await page.evaluate('window.__leaks()')) as typeof before;
      const heapAfter = await heap();
      console.log(`leak check: listeners ${before.listeners} → ${after.listeners}, live WebGL contexts ${before.contexts} → ${after.contexts}, heap ${(heapBefore / 1e6).toFixed(2)} MB → ${(heapMid / 1e6).toFixed(2)} MB (15 cycles) → ${(heapAfter / 1e6).toFixed(2)} MB (30)`);
      expect(after.canvases).toBe(0);
      expect(after.byType).toEqual(before.byType);
      expect(after.listeners).toBe(before.listeners);
      expect(after.contexts).toBe(before.contexts);
      expect(after.workersLive).toBe(0);
      expect(heapAfter).toBeLessThanOrEqual(heapBefore * 1.1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
