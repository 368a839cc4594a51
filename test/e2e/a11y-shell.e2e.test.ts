/**
 * The shell scenes for a screen-reader user: the menu, settings, statistics and the rules reached
 * by role and name with the keyboard, axe-core finding nothing wrong with each parallel layer, the
 * rules readable as text (with the keyboard section), the layer following scene changes, and the
 * questions' keys answered in the live region.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openGame, waitForScene, type Opened } from './harness';
import { control, expectNoAxeViolations, press, recordLiveRegion, transcript } from './a11yHarness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('the shell by screen reader and keyboard', () => {
  it('reaches settings, statistics and the rules by name; each layer passes axe', async () => {
    open = await openGame('', { init: recordLiveRegion });
    const { page, errors } = open;
    // One layer at a time, over the canvas, named after its scene.
    const layers = (): Promise<string[]> => page.evaluate(() => [...document.querySelectorAll('[data-card-table="layer"]')].map((l) => l.getAttribute('aria-label') ?? ''));
    await control(page, 'Settings').waitFor();
    expect(await layers()).toEqual(['Card Table']);

    await press(page, 'Settings');
    await waitForScene(page, 'Settings');
    await control(page, 'Volume', 'slider').waitFor();
    expect(await layers()).toEqual(['Settings']);
    // The speed is a slider whose value the arrows change, as on screen.
    const speed = control(page, 'Animation', 'slider');
    const before = await speed.getAttribute('aria-valuetext');
    const last = (await speed.getAttribute('aria-valuenow')) === (await speed.getAttribute('aria-valuemax'));
    await speed.focus();
    await page.keyboard.press(last ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForFunction((b) => document.activeElement?.getAttribute('aria-valuetext') !== b, before);
    await expectNoAxeViolations(page, 'the settings');
    // W: where am I, with what has the focus.
    await page.keyboard.press('w');
    await page.waitForFunction(() => /^Settings\. On: Animation\.$/.test((window as unknown as { __said: string[] }).__said.at(-1) ?? ''));
    await press(page, 'Back');
    await waitForScene(page, 'Menu');

    await press(page, 'Statistics');
    await waitForScene(page, 'Statistics');
    await control(page, 'Back').waitFor();
    await expectNoAxeViolations(page, 'the statistics');
    expect(await page.locator('[data-card-table="layer"]').textContent()).toContain('No Thanks!');
    await press(page, 'Back');
    await waitForScene(page, 'Menu');

    await press(page, 'How to play');
    await waitForScene(page, 'Instructions');
    await control(page, 'How to play', 'slider').waitFor();
    await expectNoAxeViolations(page, 'the rules');
    const rules = (await page.locator('[data-card-table="layer"]').textContent()) ?? '';
    expect(rules).toContain('Keys. Tab and Shift+Tab move between the buttons');
    expect(rules).toContain('L (what is on the table');
    expect(errors).toEqual([]);
    expect(await transcript(page)).toContain('Settings. On: Animation.');
  });
});
