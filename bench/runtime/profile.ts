/**
 * CPU profile of the Card Table page during start-up or one frame-cost scenario of the runtime bench,
 * through the DevTools Profiler: prints the functions with the most self time (and writes the
 * .cpuprofile, which Chromium's DevTools can open). A development aid, not a budget:
 *
 *   npx vite build --outDir /tmp/ct-dist && npx tsx bench/runtime/profile.ts /tmp/ct-dist start|gaps|sequence|nothanks [out.cpuprofile]
 *
 * PROFILE_INTERVAL=<µs> sets the sampling interval (default 200). `vite build --minify false` keeps
 * the function names readable.
 */
import { writeFileSync } from 'node:fs';
import { serveStatic } from '../../test/e2e/serve';
import { launch, open } from './measure';
import { scenarios } from '../runtime.bench';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function summarise(p: Profile, top = 40): string {
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const us = self.get(n.id) ?? 0;
    const f = n.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    total += us;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const rows = [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [`busy ${(total / 1000).toFixed(0)} ms (idle and (program) excluded)`, ...rows.map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)].join('\n');
}

async function main(): Promise<void> {
  const [dist, what = 'start', out] = process.argv.slice(2);
  if (!dist) throw new Error('usage: profile.ts <dist> start|ref|gaps|sequence|nothanks [out.cpuprofile]');
  const { server, url } = await serveStatic(dist);
  const browser = await launch();
  try {
    const o = await open(browser, 'about:blank');
    // Shader programs linked, with the time getProgramParameter(LINK_STATUS) blocked (compile + link).
    await o.page.addInitScript(`
      window.__programs = [];
      for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
        if (!C) continue;
        const attach = C.prototype.attachShader, get = C.prototype.getProgramParameter, src = C.prototype.shaderSource;
        C.prototype.shaderSource = function (sh, text) { sh.__src = text; return src.call(this, sh, text); };
        C.prototype.attachShader = function (p, sh) { (p.__src = p.__src || []).push(sh.__src || ''); return attach.call(this, p, sh); };
        C.prototype.getProgramParameter = function (p, name) {
          const t = performance.now();
          const r = get.call(this, p, name);
          if (performance.now() - t > 5 && name !== this.LINK_STATUS) window.__programs.push([t, performance.now() - t, 'param' + name]);
          if (name === this.LINK_STATUS) {
            const fs = (p.__src || [])[1] || '';
            const id = (fs.match(/#define SHADER_NAME (\\S+)/) || [])[1] || fs.length;
            window.__programs.push([t, performance.now() - t, String(id)]);
          }
          return r;
        };
      }
    `);
    await o.cdp.send('Profiler.enable');
    await o.cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL ?? 200) });
    if (what === 'start' || what === 'ref') await o.cdp.send('Profiler.start');
    await o.page.goto(`${url}?test=1`, { waitUntil: 'commit', timeout: 240_000 });
    // `ref`: a reference page of bench/runtime/pages.ts (its dist), profiled up to its first frame.
    if (what === 'ref') await o.page.waitForFunction(() => typeof window.__ref?.firstFrame === 'number', undefined, { timeout: 240_000, polling: 50 });
    else await o.page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: 240_000, polling: 100 });
    if (what !== 'start' && what !== 'ref') {
      const s = scenarios().find((x) => x.key.toLowerCase().startsWith(what.slice(0, 3)) || x.label.toLowerCase().startsWith(what));
      if (!s) throw new Error(`no scenario ${what}`);
      await o.page.waitForTimeout(1000);
      // `<name>+enter`: from the menu click on (lazy chunk, art, scene creation); otherwise the bench's
      // sample window only (after the scene shows and settles).
      const enter = what.endsWith('+enter');
      if (enter) await o.cdp.send('Profiler.start');
      await o.page.evaluate(([key, data]) => window.__cardTable?.start(key as string, data as object), [s.key, s.data] as const);
      await o.page.waitForFunction((k) => window.__cardTable?.scene() === k && window.__cardTable.notation() !== null, s.key, { timeout: 240_000, polling: 50 });
      if (!enter) {
        if (s.settleMs) await o.page.waitForTimeout(s.settleMs);
        await o.cdp.send('Profiler.start');
      }
      const f0 = await o.page.evaluate(() => window.__cardTableIdle?.frame ?? 0);
      await o.page.waitForTimeout(s.sampleMs);
      console.log(`frames stepped: ${(await o.page.evaluate(() => window.__cardTableIdle?.frame ?? 0)) - f0} in ${s.sampleMs} ms`);
    }
    const { profile } = (await o.cdp.send('Profiler.stop')) as { profile: Profile };
    if (out) writeFileSync(out, JSON.stringify(profile));
    console.log(summarise(profile));
    const programs = (await o.page.evaluate('window.__programs')) as Array<[number, number, string]>;
    console.log(`shader programs linked: ${programs.length}; ${programs.map(([t, d, id]) => `${id}@${t.toFixed(0)}:${d.toFixed(0)}ms`).join(' ')}`);
    const long = await o.page.evaluate(() => window.__longTasks ?? []);
    const ready = await o.page.evaluate(() => [window.__firstFrameAt, window.__menuShownAt, window.__menuReadyAt]);
    console.log(`first frame, menu shown, menu ready: ${ready.map((x) => (x ?? Number.NaN).toFixed(0)).join(', ')} ms`);
    console.log(`long tasks (start+duration ms): ${long.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(' ')}`);
    const after = long.filter(([t]) => t >= (ready[2] ?? Infinity));
    console.log(`after the menu was ready: ${after.length}, longest ${Math.max(0, ...after.map(([, d]) => d)).toFixed(0)} ms`);
    if (o.errors.length) console.log(`page errors: ${o.errors.join(' | ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
