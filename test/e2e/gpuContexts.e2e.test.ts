/**
 * No WebGL context of the page is left to the garbage collector while a game runs: destroying one
 * waits for the GPU process to finish its queued work, which blocked the main thread for 30–120 ms
 * when a collection came during a table start (src/phaser-lite/probeContext.js). Phaser's device check
 * makes a context of its own when it loads; it must survive collections.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openGame, startTable, waitReady, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/**
 * Before any page script: counts the WebGL contexts made and notes each one the garbage collector
 * reclaims. A string, so that no helper the test transform adds to functions has to exist in the page.
 */
const WATCH_CONTEXTS = `
  window.__glWatch = { made: [], collected: [] };
  const registry = new FinalizationRegistry((label) => window.__glWatch.collected.push(label));
  const native = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    const context = native.call(this, type, attributes);
    if (context && String(type).includes('webgl') && !window.__glWatch.made.some((m) => m.context.deref() === context)) {
      const label = type + ' on a ' + this.width + 'x' + this.height + ' canvas';
      window.__glWatch.made.push({ context: new WeakRef(context), label });
      registry.register(context, label);
    }
    return context;
  };
`;

describe('WebGL contexts', () => {
  it("keeps Phaser's device-check context through garbage collections during a table start", async () => {
    open = await openGame();
    const { page } = open;
    await page.addInitScript(WATCH_CONTEXTS);
    await page.reload();
    await waitReady(page);
    await startTable(page, { game: 'gaps', options: {}, seed: 'probe-context', seats: ['human'] });
    const cdp = await page.context().newCDPSession(page);
    for (let i = 0; i < 3; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(200);
    }
    const watch = await page.evaluate(() => {
      const w = (window as unknown as { __glWatch: { made: { label: string }[]; collected: string[] } }).__glWatch;
      return { made: w.made.map((m) => m.label), collected: w.collected };
    });
    // The device check's context (on Phaser's 1×1 test canvas) and the game's.
    expect(watch.made).toContain('webgl on a 1x1 canvas');
    expect(watch.made.length).toBeGreaterThanOrEqual(2);
    expect(watch.collected).toEqual([]);
    expect(open.errors).toEqual([]);
  });
});
