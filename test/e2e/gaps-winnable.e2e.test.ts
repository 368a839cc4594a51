/**
 * Gaps with "winnable deals only" in a real browser: started from the address, from the menu's
 * set-up (whose new row must fit in every language, landscape and portrait), by New deal, and on a
 * page where no worker may start. Every deal the table shows must be one the solver (here, in Node)
 * proves winnable, and the one the engine's pick gives for the same base seed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WINNABLE_PICK_BUDGET, rules, solve, winnableSeed, type GapsState } from '../../src/engine/gaps';
import { checkpointShot, click, clickSegment, notation, openGame, servedUnderPolicy, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Waits for the table to show a deal other than `before` (a new deal, or the first), and reads it. */
async function dealShown(page: Page, before: string | null = null): Promise<GapsState> {
  await page.waitForFunction((b) => {
    const hook = window.__cardTable!;
    return hook.scene() === 'GapsTableau' && hook.ready && hook.notation() !== null && hook.notation() !== b && hook.names().includes('gaps:hint');
  }, before, { timeout: 60_000, polling: 50 });
  return rules.parse((await notation(page))!);
}

/** The deal is of a winnable-only table, and the solver proves it winnable within the pick's budget. */
function expectProvedWinnable(s: GapsState): void {
  expect(s.settings.winnable).toBe(true);
  expect(s.redealsUsed).toBe(0);
  expect(solve(s, WINNABLE_PICK_BUDGET).result).toBe('winnable');
}

/** A base seed whose own deal is not proved winnable, so that its pick is another deal. */
function baseThatMovesOn(options: Parameters<typeof winnableSeed>[1]): { base: string; picked: string } {
  for (let i = 0; ; i++) {
    const pick = winnableSeed(`e2e-${i}`, options)!;
    if (pick.tried > 1) return { base: `e2e-${i}`, picked: pick.seed };
  }
}

describe('gaps: winnable deals only', () => {
  it('from the address: deals the pick of the seed, names it in the address; New deal picks again; a typed number is dealt as it is', async () => {
    const { base, picked } = baseThatMovesOn({ variant: 'montana', winnable: true });
    open = await openGame(`game=gaps&variant=montana&winnable=1&seed=${base}`);
    const { page, errors } = open;
    const first = await dealShown(page);
    expect(first.seed).toBe(picked);
    expect(first.settings.variant).toBe('montana');
    expect(first).toEqual(rules.setup({ variant: 'montana', winnable: true }, picked));
    expectProvedWinnable(first);
    // The address names the picked deal (and the option), so a shared link deals it again.
    const url = new URL(page.url());
    expect(url.searchParams.get('seed')).toBe(picked);
    expect(url.searchParams.get('winnable')).toBe('1');

    // New deal (no move played: no question asked) picks another winnable deal.
    await click(page, 'gaps:new');
    const second = await dealShown(page, rules.format(first));
    expect(second.seed).not.toBe(picked);
    expectProvedWinnable(second);
    expect(second.settings.variant).toBe('montana');
    expect(new URL(page.url()).searchParams.get('seed')).toBe(second.seed);

    // A deal number typed in is the deal the player asked for, winnable or not.
    await click(page, 'gaps:deal');
    const input = page.locator('[data-testid="gaps-deal-dialog"] input');
    await input.fill(base);
    await input.press('Enter');
    const typed = await dealShown(page, rules.format(second));
    expect(typed.seed).toBe(base);
    expect(solve(typed, WINNABLE_PICK_BUDGET).result).not.toBe('winnable');
    expect(errors).toEqual([]);
  }, 240_000);

  for (const [lang, label] of [
    ['en', 'Winnable deals only'],
    ['cs', 'Jen vyhratelné hry'],
    ['de', 'Nur gewinnbare Spiele'],
  ] as const) {
    for (const [width, height] of [
      [1280, 720],
      [390, 844],
    ] as const) {
      it(`the set-up shows the option (${lang}, ${width}×${height})${lang === 'en' && width === 1280 ? ', and Start with it on deals a winnable deal' : ''}`, async () => {
        open = await openGame(`lang=${lang}`, { width, height });
        const { page, errors } = open;
        await click(page, 'menu:play:gaps');
        await page.waitForFunction(() => window.__cardTable!.ready && window.__cardTable!.names().includes('menu:opt:winnable'), undefined, { timeout: 30_000 });
        await clickSegment(page, 'menu:opt:winnable', 1, 2);
        await page.waitForFunction(() => window.__cardTable!.ready && window.__cardTable!.names().includes('menu:start'));
        expect(await page.evaluate(() => window.__cardTable!.texts())).toContain(label);
        // The whole panel is on screen: its last row and the Start button lie inside the window.
        for (const id of ['menu:opt:winnable', 'menu:start']) {
          const box = (await page.evaluate((i) => window.__cardTable!.box(i), id))!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height).toBeLessThanOrEqual(height);
        }
        await checkpointShot(page, `gaps-setup-winnable-${lang}-${width}x${height}`);
        if (lang === 'en' && width === 1280) {
          await click(page, 'menu:start');
          await waitForScene(page, 'GapsTableau', 60_000);
          const s = await dealShown(page);
          expectProvedWinnable(s);
          expect(s.settings.variant).toBe('aisleriot');
        }
        expect(errors).toEqual([]);
      }, 120_000);
    }
  }
});

describe('gaps: winnable deals only, no workers allowed', () => {
  const served = servedUnderPolicy("script-src 'self'; worker-src 'none'");

  it('the pick is made on the main thread: the same deal as the engine picks', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/worker-src/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      const { base, picked } = baseThatMovesOn({ winnable: true });
      await page.goto(`${served.base}?test=1&speed=instant&game=gaps&winnable=1&seed=${base}`);
      const s = await dealShown(page);
      expect(s.seed).toBe(picked);
      expectProvedWinnable(s);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
