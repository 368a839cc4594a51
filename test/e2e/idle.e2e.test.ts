/**
 * Idle sleep (src/ui/runtime/idle.ts) in a real browser: once the menu has settled the game loop stops
 * stepping; a click or a key wakes it and the game answers; while anything animates (a scene change,
 * the Gaps deal at normal speed) the loop never sleeps. Reads `window.__cardTableIdle` (test mode).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointShot, click, locate, openGame, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

type Page = Opened['page'];

const idle = (page: Page) =>
  page.evaluate(() => {
    const i = window.__cardTableIdle;
    if (!i) throw new Error('window.__cardTableIdle is missing: idle sleep is not installed');
    return { asleep: i.asleep, sleeps: i.sleeps, wakes: i.wakes, frame: i.frame, busy: i.busy };
  });

async function waitAsleep(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => window.__cardTableIdle?.asleep === true, undefined, { timeout, polling: 100 });
}

/**
 * Starts sampling every browser animation frame: records frames where the loop was asleep although
 * something was animating or pending (must never happen). Returns a function that stops and reports.
 */
async function watchNeverAsleepWhileBusy(page: Page): Promise<() => Promise<{ samples: number; violations: number; sleptSamples: number }>> {
  // A string, so that no helper the test transform adds to functions has to exist in the page.
  await page.evaluate(`(() => {
    const s = (window.__idleWatch = { samples: 0, violations: 0, sleptSamples: 0, curtainHeld: 0, on: true });
    (function tick() {
      const i = window.__cardTableIdle;
      if (!s.on || !i) return;
      s.samples++;
      if (i.asleep) {
        s.sleptSamples++;
        // A scene change holds the loop while its curtain is closed and the next scene loads: the
        // screen shows the curtain either way, so nothing is frozen half-way.
        const curtain = i.holds.length === 1 && i.holds[0] === 'transition';
        if (curtain) s.curtainHeld++;
        else if (i.busy) s.violations++;
      }
      requestAnimationFrame(tick);
    })();
  })()`);
  return async () =>
    (await page.evaluate(`(() => {
      const s = window.__idleWatch;
      s.on = false;
      return { samples: s.samples, violations: s.violations, sleptSamples: s.sleptSamples, curtainHeld: s.curtainHeld };
    })()`)) as { samples: number; violations: number; sleptSamples: number; curtainHeld: number };
}

describe('idle sleep', () => {
  it('sleeps on the settled menu, and a click wakes it and opens the page clicked', async () => {
    open = await openGame();
    const { page, errors } = open;
    await waitAsleep(page);
    const before = await idle(page);
    expect(before.busy).toBe(false);
    // Asleep means no frames at all.
    await page.waitForTimeout(1500);
    const later = await idle(page);
    expect(later.asleep).toBe(true);
    expect(later.frame).toBe(before.frame);

    await click(page, 'menu:settings');
    await waitForScene(page, 'Settings');
    const woke = await idle(page);
    expect(woke.wakes).toBeGreaterThan(before.wakes);
    expect(woke.frame).toBeGreaterThan(before.frame);
    await checkpointShot(page, 'idle-woken-settings');

    // It goes back to sleep, and a key press wakes it again (Escape leaves Settings for the menu).
    await waitAsleep(page);
    const again = await idle(page);
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Menu');
    expect((await idle(page)).wakes).toBeGreaterThan(again.wakes);
    expect(errors).toEqual([]);
  });

  it('a hover wakes the menu and the button shows it', async () => {
    open = await openGame();
    const { page } = open;
    await waitAsleep(page);
    const before = await idle(page);
    const p = await locate(page, 'menu:statistics');
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction((f) => (window.__cardTableIdle?.frame ?? 0) > f, before.frame, { timeout: 10_000, polling: 50 });
    expect((await idle(page)).wakes).toBeGreaterThan(before.wakes);
  });

  it('never sleeps while a scene change or the Gaps deal animates (normal speed)', async () => {
    open = await openGame('speed=normal');
    const { page, errors } = open;
    await waitAsleep(page, 60_000);
    const stop = await watchNeverAsleepWhileBusy(page);
    const before = await idle(page);
    await page.evaluate(() => window.__cardTable?.start('GapsTableau', { game: 'gaps', options: {}, seed: 'idle-test', seats: ['human'] }));
    await waitForScene(page, 'GapsTableau', 60_000);
    // The deal plays, then everything settles and the loop sleeps again (slowly on a busy machine).
    await waitAsleep(page, 120_000);
    const result = await stop();
    const after = await idle(page);
    await checkpointShot(page, 'idle-gaps-after-deal');
    expect(result.samples).toBeGreaterThan(0);
    expect(result.violations).toBe(0);
    // Woken by the scene change, and it kept stepping for the whole transition and deal.
    expect(after.wakes).toBeGreaterThan(before.wakes);
    expect(after.frame - before.frame).toBeGreaterThan(10);
    // Every card of the deal arrived at its place: the tableau is complete on screen.
    const cards = await page.evaluate(() => {
      const ids: string[] = [];
      for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K']) for (const suit of 'CDHS') ids.push(rank + suit);
      return ids.filter((id) => window.__cardTable?.locate(id)).length;
    });
    expect(cards).toBeGreaterThanOrEqual(48);
    expect(errors).toEqual([]);
  }, 300_000);
});
