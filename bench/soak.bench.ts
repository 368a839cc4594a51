/**
 * Soak: computer players play complete games (No Thanks, Gaps, Sequence in turn, mixed options)
 * through the real scenes of one page in headless Chromium at `?speed=instant`; prints games per
 * kind, time per game, the page's heap after a full GC (after the warm-up games and at the end) and
 * the errors seen. Builds its own copy of the site (so others' builds of dist/ do not disturb it).
 *
 * `npm run bench -- soak`; SOAK_GAMES (default 200, warm-up included), SOAK_SEED, SOAK_WARMUP
 * (default 3: one of each kind, so every table's code and art is loaded before the baseline).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../test/e2e/serve';
import { heapAfterGc, MB, playSoakGame, SOAK_KINDS, type GameResult, type SoakKind } from '../test/e2e/soakDriver';

const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export async function run(): Promise<void> {
  const games = Number(process.env.SOAK_GAMES ?? 200);
  const warmup = Number(process.env.SOAK_WARMUP ?? 3);
  const seed = process.env.SOAK_SEED ?? 'bench';
  const dist = mkdtempSync(join(tmpdir(), 'soak-dist-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  const { server, url } = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS, headless: true });
  const errors: string[] = [];
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
    page.on('crash', () => errors.push('page crashed'));
    await page.goto(`${url}?test=1&speed=instant`);
    await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: 120_000 });
    const cdp = await page.context().newCDPSession(page);
    console.log(`soak: ${games} games (${warmup} warm-up), seed "${seed}", 1280x720, speed=instant`);
    const results: GameResult[] = [];
    let baseline = 0;
    const t0 = Date.now();
    for (let i = 0; i < games; i++) {
      const seen = errors.length;
      const r = await playSoakGame(page, seed, i).catch((err: unknown) => {
        // A game that does not finish is an error of the run, not the end of it.
        errors.push(`game ${i + 1} did not finish: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        return null;
      });
      if (r) results.push(r);
      // Said as they happen: a long run's errors should not wait for its end.
      for (const e of errors.slice(seen)) console.log(`  game ${i + 1} (${r?.kind ?? 'unfinished'}): ${e.slice(0, 400)}`);
      if (i === warmup - 1) {
        baseline = await heapAfterGc(cdp);
        console.log(`  heap after ${warmup} warm-up games: ${(baseline / MB).toFixed(1)} MB`);
      }
      if ((i + 1) % 25 === 0) {
        const heap = await heapAfterGc(cdp);
        console.log(`  ${i + 1} games, ${((Date.now() - t0) / 60000).toFixed(1)} min, heap ${(heap / MB).toFixed(1)} MB, errors ${errors.length}`);
      }
    }
    const end = await heapAfterGc(cdp);
    console.log('kind       games   mean s/game   max s/game');
    for (const kind of SOAK_KINDS) {
      const mine = results.filter((r) => r.kind === (kind as SoakKind));
      const secs = mine.map((r) => r.ms / 1000);
      const mean = secs.reduce((a, b) => a + b, 0) / Math.max(1, secs.length);
      console.log(`${kind.padEnd(10)} ${String(mine.length).padStart(5)} ${mean.toFixed(2).padStart(13)} ${Math.max(0, ...secs).toFixed(2).padStart(12)}`);
    }
    const total = (Date.now() - t0) / 1000;
    console.log(`total ${results.length} games in ${(total / 60).toFixed(1)} min (${(total / results.length).toFixed(2)} s/game)`);
    console.log(`heap: ${(baseline / MB).toFixed(1)} MB after warm-up, ${(end / MB).toFixed(1)} MB at the end, growth ${((end - baseline) / MB).toFixed(2)} MB (limit 20 MB)`);
    console.log(`errors: ${errors.length}`);
    for (const e of errors.slice(0, 20)) console.log(`  ${e}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(dist, { recursive: true, force: true });
  }
}
