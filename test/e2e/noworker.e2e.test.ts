/**
 * A page that allows no workers (served with `worker-src 'none'`, as a site's Content-Security-Policy
 * may say; a library bundle loaded from another origin than the page meets the same refusal): the
 * computer players think on the main thread and play the moves their worker would have played, and
 * the Gaps hint still works while the solver indicator says it is unavailable.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules as noThanksRules, type NoThanksOptions } from '../../src/engine/nothanks';
import { ai as noThanksAi } from '../../src/engine/nothanks/ai';
import { computerSeed, type AiLevel } from '../../src/engine/core';
import type { GameLaunch } from '../../src/platform/launch';
import { checkpointShot, click, servedUnderPolicy, texts, waitForScene } from './harness';
import { isOverText, startThroughHook } from './soakDriver';

const served = servedUnderPolicy("script-src 'self'; worker-src 'none'");

/** Opens the game; `errors` collects page errors and console errors other than the refused workers. */
async function openNoWorkers(): Promise<{ page: Page; errors: string[]; refused: string[]; close(): Promise<void> }> {
  const context = await served.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/worker-src/.test(msg.text())) refused.push(msg.text());
    else errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${served.base}?test=1&speed=instant`);
  await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: 60_000 });
  return { page, errors, refused, close: () => context.close() };
}

describe('no workers allowed', () => {
  it('computer players think on the main thread and play the moves of their AI', async () => {
    const w = await openNoWorkers();
    try {
      const seats: AiLevel[] = ['medium', 'hard', 'easy'];
      const launch: GameLaunch = { game: 'nothanks', options: { players: 3 }, seed: 'no-worker', seats };
      await startThroughHook(w.page, launch);
      await expect.poll(async () => isOverText('nothanks', (await w.page.evaluate(() => window.__cardTable!.notation()))!), { timeout: 120_000, interval: 200 }).toBe(true);
      // The same game played here by the engine's AI, with the seeds the table passes per turn.
      let state = noThanksRules.setup(launch.options as Partial<NoThanksOptions>, launch.seed);
      let turn = 0;
      while (!noThanksRules.isOver(state)) {
        const seat = noThanksRules.toMove(state);
        const move = noThanksAi.chooseMove(noThanksRules.view(state, seat), seats[seat]!, computerSeed(launch.seed, turn));
        state = noThanksRules.play(state, move).state;
        turn++;
      }
      expect(await w.page.evaluate(() => window.__cardTable!.notation())).toBe(noThanksRules.format(state));
      expect(w.refused.length).toBeGreaterThan(0);
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  }, 300_000);

  it('the Gaps hint still works; the solver indicator says it is unavailable', async () => {
    const w = await openNoWorkers();
    try {
      await w.page.evaluate(() => window.__cardTable!.start('GapsTableau', { game: 'gaps', options: {}, seed: 'bench', seats: ['human'] }));
      await waitForScene(w.page, 'GapsTableau', 30_000);
      await w.page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
      await click(w.page, 'gaps:hint');
      await w.page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card'), undefined, { timeout: 30_000 });
      await click(w.page, 'gaps:solver');
      await w.page.waitForFunction(() => window.__cardTable!.texts().includes('Solver unavailable'), undefined, { timeout: 30_000 });
      await checkpointShot(w.page, 'noworker-gaps');
      expect(await texts(w.page)).toContain('Solver unavailable');
      // A move asks the solver again: no worker is tried again (each try is another refusal).
      const refusals = w.refused.length;
      const before = await w.page.evaluate(() => window.__cardTable!.notation());
      await click(w.page, 'gaps:hint-card');
      await w.page.waitForFunction((n) => window.__cardTable!.notation() !== n, before);
      await w.page.waitForFunction(() => window.__cardTable!.texts().includes('Solver unavailable'), undefined, { timeout: 30_000 });
      await w.page.waitForTimeout(500);
      expect(w.refused.length).toBe(refusals);
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  }, 120_000);
});
