/**
 * The build under a strict Content-Security-Policy (served with the header
 * `script-src 'self'; worker-src 'self'; object-src 'none'`): the game page plays a No Thanks move
 * with computer players thinking in their worker, and the embedding demo runs all three embeds
 * (iframe, <card-table>, mount() from the library bundle), with no CSP violation (DOM
 * `securitypolicyviolation` events, console reports) and no request leaving the local server.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, servedUnderPolicy } from './harness';

const CSP = "script-src 'self'; worker-src 'self'; object-src 'none'";

const served = servedUnderPolicy(CSP);

interface Watch {
  page: Page;
  violations: string[];
  errors: string[];
  foreign: string[];
  close(): Promise<void>;
}

/** Opens `path` under the CSP server, recording violations, errors and every request's URL. */
async function openWatched(path: string): Promise<Watch> {
  const context = await served.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(served.base).origin;
  // Init scripts are injected by the browser itself, not subject to the page's policy.
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  context.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) foreign.push(url);
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content.Security.Policy|Refused to/i.test(text)) violations.push(`console: ${text}`);
    else if (msg.type() === 'error') errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(served.base + path);
  return { page, violations, errors, foreign, close: () => context.close() };
}

async function domViolations(page: Page): Promise<string[]> {
  const frames = page.frames();
  const all: string[] = [];
  for (const f of frames) all.push(...(await f.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])));
  return all;
}

/** No CSP violation (reported to the server or seen in the page), no foreign request, no error. */
async function expectClean(w: Watch): Promise<void> {
  expect(w.violations).toEqual([]);
  expect(await domViolations(w.page)).toEqual([]);
  expect(w.foreign).toEqual([]);
  expect(w.errors).toEqual([]);
}

describe('strict Content-Security-Policy', () => {
  it('the game page loads, computer players think in their worker, and a move is played', async () => {
    const w = await openWatched('index.html?game=nothanks&players=3&level=easy&seed=csp-1&test=1&speed=instant');
    try {
      const { page } = w;
      // The person at the screen decides (after the computer players before them, if any).
      await page.waitForFunction(() => window.__cardTable?.ready && window.__cardTable.names().includes('nothanks:help'), undefined, { timeout: 60_000, polling: 50 });
      const before = await page.evaluate(() => window.__cardTable!.notation());
      await page.waitForFunction(() => window.__cardTable?.locate('nothanks:take') !== null, undefined, { timeout: 10_000 });
      const p = await page.evaluate(() => window.__cardTable!.locate('nothanks:take')!);
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction((b) => window.__cardTable?.notation() !== b, before, { timeout: 20_000, polling: 50 });
      // Computer players answer (their worker runs under worker-src 'self').
      await page.waitForFunction(() => window.__cardTable?.names().includes('nothanks:help') || window.__cardTable?.names().includes('nothanks:rematch'), undefined, { timeout: 60_000, polling: 50 });
      expect(await page.evaluate(() => window.__cardTable!.notation())).not.toBe(before);
      await expectClean(w);
    } finally {
      await w.close();
    }
  });

  it('the embedding demo runs the iframe, the element and mount() from the library bundle', async () => {
    const w = await openWatched('embed-demo.html');
    try {
      const { page } = w;
      // Each of the three embeds reports 'ready' in its log.
      await page.waitForFunction(
        () => ['frame-log', 'element-log', 'mount-log'].every((id) => (document.getElementById(id)?.textContent ?? '').includes('ready')),
        undefined,
        { timeout: 90_000, polling: 200 },
      );
      expect(await page.locator('canvas').count()).toBe(2);
      expect(await page.frameLocator('#frame').locator('canvas').count()).toBe(1);
      // The library bundle's modules (not the site's) drive the element and mount().
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/lib/')));
      expect(scripts.some((n) => n.endsWith('/lib/card-table.js'))).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/embed-demo.png`, fullPage: true });
      await expectClean(w);
    } finally {
      await w.close();
    }
  });
});
