/**
 * Bad embed parameters in a real browser: the page never stays blank. `?game=chess&players=99`
 * shows the menu with a readable banner in the canvas (and a console warning), and the menu still
 * works; a known game with bad options starts that game with the defaults and says what was wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointShot, click, currentScene, notation, openGame, texts, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('embed parameters', () => {
  it('an unknown game shows the menu with a readable message, and the menu works', async () => {
    open = await openGame('game=chess&players=99');
    const { page, errors } = open;
    expect(await currentScene(page)).toBe('Menu');
    const shown = (await texts(page)).join('\n');
    expect(shown).toContain('Some embed settings were not understood');
    expect(shown).toContain('game "chess" is not one of nothanks, gaps, sequence; showing the menu.');
    expect(await page.evaluate(() => window.__cardTable?.names().includes('embed:notice'))).toBe(true);
    await checkpointShot(page, 'embed-bad-game');
    // The menu underneath answers: a tile opens that game's options, Esc goes back to the tiles.
    await click(page, 'menu:play:nothanks');
    await page.waitForFunction(() => window.__cardTable?.ready && window.__cardTable.names().includes('menu:start'), undefined, { timeout: 60_000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__cardTable?.ready && window.__cardTable.names().includes('menu:play:gaps'), undefined, { timeout: 60_000 });
    expect(errors).toEqual([]);
  });

  it('a known game with bad options starts with the defaults and lists every problem', async () => {
    open = await openGame('game=nothanks&players=99&level=genius&lang=xx&seed=bad%20seed!', { waitReady: false });
    const { page, errors } = open;
    await waitForScene(page, 'NoThanksTable', 60_000);
    const shown = (await texts(page)).join('\n');
    expect(shown).toContain('players "99" is not one of 3, 4, 5, 6, 7; using 4.');
    expect(shown).toMatch(/level "genius" is not one of .*; using /);
    expect(shown).toContain('lang "xx" is not one of en, cs, de');
    expect(shown).toContain('seed "bad seed!" may only use letters');
    await checkpointShot(page, 'embed-bad-options');
    expect(await notation(page)).toBeTruthy();
    // Clicking the banner closes it; the table stays.
    await click(page, 'embed:notice');
    await page.waitForFunction(() => !window.__cardTable?.names().includes('embed:notice'));
    expect(await currentScene(page)).toBe('NoThanksTable');
    expect(errors).toEqual([]);
  });
});
