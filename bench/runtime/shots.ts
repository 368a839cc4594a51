/**
 * Screenshots of the menu and of each frame-cost scenario's table (at `?speed=instant`, settled), to
 * compare the looks before and after a performance change. A development aid:
 *
 *   npx tsx bench/runtime/shots.ts <dist> <out-dir> [prefix]
 */
import { serveStatic } from '../../test/e2e/serve';
import { launch, open } from './measure';
import { scenarios } from '../runtime.bench';

async function main(): Promise<void> {
  const [dist, outDir, prefix = ''] = process.argv.slice(2);
  if (!dist || !outDir) throw new Error('usage: shots.ts <dist> <out-dir> [prefix]');
  const { server, url } = await serveStatic(dist);
  const browser = await launch();
  try {
    for (const speed of ['instant', 'normal']) {
      const o = await open(browser, `${url}?test=1&speed=${speed}`);
      const ready = (): Promise<unknown> => o.page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: 240_000, polling: 100 });
      await ready();
      await o.page.waitForTimeout(1500);
      await o.page.screenshot({ path: `${outDir}/${prefix}menu-${speed}.png`, timeout: 120_000 });
      for (const s of scenarios()) {
        await o.page.evaluate(([key, data]) => window.__cardTable?.start(key as string, data as object), [s.key, s.data] as const);
        await o.page.waitForFunction((k) => window.__cardTable?.scene() === k && window.__cardTable.notation() !== null, s.key, { timeout: 240_000, polling: 50 });
        // instant: the settled table; normal: in the middle of its first animation.
        await o.page.waitForTimeout(speed === 'instant' ? 2500 : 900);
        await o.page.screenshot({ path: `${outDir}/${prefix}${s.key}-${speed}.png`, timeout: 120_000 });
        await ready();
      }
      if (o.errors.length) console.log(`page errors: ${o.errors.join(' | ')}`);
      await o.context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
