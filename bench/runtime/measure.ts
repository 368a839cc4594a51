/**
 * Browser side of the runtime bench: headless Debian Chromium through playwright-core, main-thread
 * CPU from the DevTools protocol (`Performance.getMetrics`: TaskDuration = all main-thread tasks,
 * ScriptDuration = JavaScript), long tasks from a `PerformanceObserver` installed before any script.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

declare global {
  interface Window {
    __longTasks?: Array<[start: number, duration: number]>;
    /** performance.now() at the end of Card Table's first frame rendered with the menu ready (test hook `readyFrameAt`). */
    __menuReadyAt?: number;
    /** performance.now() of Card Table's first stepped frame (Boot), and when the Menu scene first showed. */
    __firstFrameAt?: number;
    __menuShownAt?: number;
    __ref?: { firstFrame: number | null; readonly frame: number; objects: number };
  }
}

/**
 * Runs before the page's own scripts: records long tasks and the moment the menu is ready. A string,
 * because a function would be serialised with the helpers tsx adds to it (`__name`), undefined there.
 */
const INIT_SCRIPT = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    // No long task API: the list stays empty.
  }
  (function poll() {
    // A reference page (bench/runtime/pages.ts) times itself: polling there would add a second
    // animation-frame callback to the very frames it is the reference for.
    if (window.__ref) return;
    const hook = window.__cardTable;
    const now = performance.now();
    if (window.__firstFrameAt === undefined && window.__cardTableIdle && window.__cardTableIdle.frame > 0) window.__firstFrameAt = now;
    if (window.__menuShownAt === undefined && hook && hook.scene() === 'Menu') window.__menuShownAt = now;
    if (hook && hook.ready) window.__menuReadyAt = hook.readyFrameAt ?? now;
    else requestAnimationFrame(poll);
  })();
`;

export interface Opened {
  page: Page;
  cdp: CDPSession;
  context: BrowserContext;
  errors: string[];
}

export async function open(browser: Browser, url: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.message} at ${(e.stack ?? '').split('\n').slice(1, 3).join(' ').trim()}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.addInitScript(INIT_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url, { timeout: 240_000 });
  return { page, cdp, context, errors };
}

export interface Cpu {
  /** Main-thread busy time and JavaScript time (ms) over the sample. */
  taskMs: number;
  scriptMs: number;
  /** Frames the Phaser loop stepped during the sample. */
  frames: number;
  wallMs: number;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Main-thread CPU over `ms` of wall time; `frame` reads the page's Phaser frame counter. */
export async function sampleCpu(o: Opened, ms: number, frame: () => Promise<number>, until?: () => Promise<boolean>): Promise<Cpu> {
  const m0 = await metrics(o.cdp);
  const f0 = await frame();
  const t0 = Date.now();
  if (until) {
    while (Date.now() - t0 < ms && !(await until())) await o.page.waitForTimeout(100);
  } else {
    await o.page.waitForTimeout(ms);
  }
  const m1 = await metrics(o.cdp);
  const f1 = await frame();
  return {
    taskMs: ((m1.TaskDuration ?? 0) - (m0.TaskDuration ?? 0)) * 1000,
    scriptMs: ((m1.ScriptDuration ?? 0) - (m0.ScriptDuration ?? 0)) * 1000,
    frames: f1 - f0,
    wallMs: Date.now() - t0,
  };
}

/** Long tasks (start ms since navigation, duration ms) seen after `since`. */
export async function longTasksSince(page: Page, since: number): Promise<Array<[number, number]>> {
  return page.evaluate((s) => (window.__longTasks ?? []).filter(([start]) => start >= s), since);
}

export function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
