/**
 * Helpers for the screen-reader browser tests: they play through the parallel layer only (role and
 * name locators, the keyboard), record what the live region says, and run axe-core on the layer.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from './harness';

/** Runs in the page before its scripts: every text the live region shows, in order, in `window.__said`. */
export function recordLiveRegion(): void {
  const said: string[] = [];
  (window as unknown as { __said: string[] }).__said = said;
  new MutationObserver(() => {
    const region = document.querySelector('[aria-live="assertive"]');
    const text = region?.textContent ?? '';
    if (text && text !== said[said.length - 1]) said.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** What the live region has said so far (a repeat made distinct by a no-break space counts again). */
export async function transcript(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __said: string[] }).__said.map((s) => s.replace(/\u00a0$/, '')));
}

/** The element named `name` (a role of button) in the parallel layer. */
export function control(page: Page, name: string | RegExp, role: 'button' | 'slider' = 'button'): Locator {
  return page.getByRole(role, { name, exact: typeof name === 'string' });
}

/** Focuses the element and presses Enter, as a keyboard or screen-reader user does. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}

/** Waits until an element named `name` is there and usable, then activates it. */
export async function press(page: Page, name: string | RegExp, timeout = 30_000): Promise<void> {
  const target = control(page, name).and(page.locator(':not([aria-disabled="true"])'));
  await target.first().waitFor({ state: 'visible', timeout });
  await activate(page, target.first());
}

/** The names of the usable buttons of the layer now. */
export async function buttonNames(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[data-card-table="layer"] [role="button"]:not([aria-disabled="true"])')].map((e) => e.getAttribute('aria-label') ?? ''));
}

/** axe-core on the parallel layer and the live region of the scene now showing: no violation. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await page.waitForSelector('[data-card-table="layer"] [role]', { timeout: 15_000 });
  const has = await page.evaluate(() => 'axe' in window);
  if (!has) await page.addScriptTag({ content: readFileSync('node_modules/axe-core/axe.min.js', 'utf8') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const result = await axe.run({ include: [['[data-card-table="layer"]'], ['[aria-live="assertive"]']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  });
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** Saves `lines` as test-artifacts/<name>.txt. */
export function saveTranscript(name: string, lines: readonly string[]): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${name}.txt`), `${lines.join('\n')}\n`);
}
