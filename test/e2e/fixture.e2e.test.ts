/**
 * The table frame's proof (issue 28): a game that exists only in test/fixtures/race/ and one
 * `registerGame` line runs through the whole shell in a real browser. The menu offers it with its
 * options, Start opens it, the mouse plays it to the end, a game left mid-way is saved (the leave
 * dialog says so) and Resume continues it, the statistics count it, and `?game=race` and `mount()`
 * start it directly. Nothing in src/ names it.
 *
 * The fixture has its own build (test/fixtures/race/vite.config.ts → dist-fixture/: the app with the
 * fixture registered, and a page with the library's `mount()`), made here before the tests (a few
 * seconds) and served like dist/.
 */
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ISOLATION_HEADERS } from '../../vite.config';
import { FIXTURE_DIST } from '../fixtures/race/vite.config';
import { checkpointShot, click, clickSegment, clickWhenShown, locate, notation, openGame, texts, waitForScene, type Opened } from './harness';
import { SUB_PATH, serveStatic } from './serve';

const SCENE = 'RaceTable';
let base = '';
let server: Server | null = null;

beforeAll(async () => {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'test/fixtures/race/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  const served = await serveStatic(FIXTURE_DIST, SUB_PATH, ISOLATION_HEADERS);
  server = served.server;
  base = served.url;
}, 180_000);

afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Adds `step` with the real mouse on its button; waits until the position changed. */
async function add(page: Page, step: 1 | 2 | 3): Promise<string> {
  const before = (await notation(page))!;
  // A click that lands while the last step is still being shown is refused (the input policy):
  // click again only if the position did not change.
  for (let attempt = 0; ; attempt++) {
    await click(page, `add-${step}`);
    try {
      return await page.waitForFunction((b) => window.__cardTable!.notation() !== b && window.__cardTable!.notation(), before, { timeout: 3_000, polling: 50 }).then((h) => h.jsonValue() as Promise<string>);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** The menu's Race tile, then its options page; returns the names on it. */
async function openOptions(page: Page): Promise<string[]> {
  await click(page, 'menu:play:race');
  await page.waitForFunction(() => window.__cardTable!.ready && window.__cardTable!.names().includes('menu:start'));
  return page.evaluate(() => window.__cardTable!.names());
}

/** Waits for the hand-over screen; returns the name it passes the device to, after clicking Ready. */
async function handOverTo(page: Page): Promise<string> {
  await page.waitForFunction(() => window.__cardTable!.names().includes('handover:ready'));
  const shown = await texts(page);
  const name = shown[shown.indexOf('Pass the device to') + 1] ?? '';
  await click(page, 'handover:ready');
  await page.waitForFunction(() => !window.__cardTable!.names().includes('handover:ready'));
  return name;
}

const stored = (page: Page): Promise<Record<string, Record<string, unknown>>> => page.evaluate(() => JSON.parse(localStorage.getItem('card-table:stats') ?? '{"data":{}}').data);

describe('the fixture game through the registry', () => {
  it('is in the menu with its options, plays to the end with the mouse, and counts in the statistics', async () => {
    open = await openGame('', { base });
    const { page, errors } = open;
    expect(await texts(page)).toContain('Race');
    await checkpointShot(page, 'fixture-menu');
    const names = await openOptions(page);
    expect(names).toEqual(expect.arrayContaining(['menu:opt:players', 'menu:opt:target', 'menu:start']));
    expect(await texts(page)).toEqual(expect.arrayContaining(['Players', 'Target', '1', '4', '11', '21']));
    await clickSegment(page, 'menu:opt:target', 0, 2);
    await checkpointShot(page, 'fixture-options');
    await click(page, 'menu:start');
    await waitForScene(page, SCENE, 60_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(page)).toBe('race target 11 players 1 total 0 next 0 turns 0');
    for (const step of [3, 3, 3] as const) await add(page, step);
    expect(await notation(page)).toBe('race target 11 players 1 total 9 next 0 turns 3');
    await checkpointShot(page, 'fixture-table');
    await add(page, 2);
    await page.waitForFunction(() => window.__cardTable!.texts().includes('Reached 11'));
    expect(await texts(page)).toContain('You reached 11 in 4 turns. The fewest possible is 4.');
    await checkpointShot(page, 'fixture-end');
    expect((await stored(page)).race).toEqual({ '1p-t11': { played: 1, won: 1, best: 4, total: 4, lowerIsBetter: true, streak: 1, bestStreak: 1 } });
    // "View table" closes the result and leaves the finished table in view with a Result button,
    // which brings the same result back (with Play again and Menu).
    await click(page, 'dialog:view');
    await page.waitForFunction(() => window.__cardTable!.names().includes('table:result') && !window.__cardTable!.names().includes('dialog:again'));
    expect(await notation(page)).toBe('race target 11 players 1 total 11 next 0 turns 4');
    expect(await texts(page)).not.toContain('You reached 11 in 4 turns. The fewest possible is 4.');
    await checkpointShot(page, 'fixture-end-table');
    await click(page, 'table:result');
    await page.waitForFunction(() => window.__cardTable!.names().includes('dialog:again') && !window.__cardTable!.names().includes('table:result'));
    expect(await texts(page)).toContain('You reached 11 in 4 turns. The fewest possible is 4.');
    // The end dialog's Esc is "Menu"; from there, the statistics page lists the game.
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Menu');
    await click(page, 'menu:statistics');
    await waitForScene(page, 'Statistics');
    const shown = await texts(page);
    expect(shown).toContain('Race');
    expect(shown.some((s) => s.includes('to 11'))).toBe(true);
    await checkpointShot(page, 'fixture-statistics');
    expect(errors).toEqual([]);
  });

  it('is saved when left mid-game (the leave dialog says so) and Resume continues at the same position', async () => {
    open = await openGame('', { base });
    const { page, errors } = open;
    await openOptions(page);
    await click(page, 'menu:start');
    await waitForScene(page, SCENE, 60_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    await add(page, 2);
    const left = await add(page, 3);
    expect(left).toBe('race target 21 players 1 total 5 next 0 turns 2');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__cardTable!.texts().includes('Your game is saved: you can resume it from the menu.'));
    await checkpointShot(page, 'fixture-leave');
    await clickWhenShown(page, 'dialog:yes'); // Leave (the question opens on Keep playing)
    await waitForScene(page, 'Menu');
    const names = await openOptions(page);
    expect(names).toContain('menu:resume');
    await click(page, 'menu:resume');
    await waitForScene(page, SCENE, 60_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(page)).toBe(left);
    // It goes on from there.
    expect(await add(page, 1)).toBe('race target 21 players 1 total 6 next 0 turns 3');
    expect(errors).toEqual([]);
  });

  it('starts from ?game=race with its options in the address, pass-and-play on a phone', async () => {
    open = await openGame('game=race&players=2&target=11', { base, width: 390, height: 844, waitReady: false });
    const { page, errors } = open;
    await waitForScene(page, SCENE, 60_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(page)).toBe('race target 11 players 2 total 0 next 0 turns 0 0');
    // Two people at one screen: the device goes to each behind the hand-over screen.
    expect(await handOverTo(page)).toBe('Player 1');
    await add(page, 3);
    expect(await handOverTo(page)).toBe('Player 2');
    await checkpointShot(page, 'fixture-table-portrait');
    expect(await add(page, 1)).toBe('race target 11 players 2 total 4 next 0 turns 1 1');
    expect(errors).toEqual([]);
  });

  it('starts from mount(element, { game: "race" }) of the library entry', async () => {
    open = await openGame('', { base: `${base}mount.html`, waitReady: false });
    const { page, errors } = open;
    await page.waitForFunction(() => 'cardTable' in window);
    await page.evaluate(() => {
      const lib = (window as unknown as { cardTable: typeof import('../../src/embed/index') }).cardTable;
      const table = lib.mount(document.getElementById('game')!, { game: 'race', target: 11, test: 1, speed: 'instant' });
      const events: unknown[] = [];
      (window as unknown as { events: unknown[] }).events = events;
      table.on('gameStart', (e) => events.push(e));
    });
    await waitForScene(page, SCENE, 60_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(page)).toBe('race target 11 players 1 total 0 next 0 turns 0');
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0);
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events[0])).toMatchObject({ game: 'race', options: { players: 1, target: 11 } });
    const p = await locate(page, 'add-2');
    expect(p.x).toBeGreaterThan(0);
    expect(await add(page, 2)).toBe('race target 11 players 1 total 2 next 0 turns 1');
    expect(errors).toEqual([]);
  });
});
