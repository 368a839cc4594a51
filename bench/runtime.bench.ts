/**
 * Runtime budgets (issue 5), each printed next to its reference measured in the same run, built with
 * the same Vite (the references use stock Phaser 4, see bench/runtime/pages.ts), in headless Debian
 * Chromium (SwiftShader WebGL). Main-thread CPU is the DevTools `Performance.getMetrics` TaskDuration
 * in thread time, so other processes on a loaded machine count as little as possible.
 *
 *   start – navigation to the end of the first frame rendered with the menu interactive (test hook
 *           `readyFrameAt`: menu shown, no scene change running) vs the end of the stock hello world's
 *           first rendered frame (POST_RENDER both).                          budget: ≤ 1.2×
 *   idle  – main-thread CPU per second on the settled menu vs a bare Phaser scene idling (and the
 *           menu with idle sleep switched off, `?idle=0`, for context).      budget: ≤ 20 %
 *   frame – main-thread CPU per rendered frame during each game's heaviest animation vs a bare scene
 *           tweening the same number of sprites, sampled from when the table is on (its game is
 *           reported, i.e. its set-up steps are done):                       budget: ≤ 1.5×
 *             Gaps deal (52 cards), Sequence board with 60 chips and three computer players moving
 *             (160 sprites: 100 spaces + 60 chips), No Thanks with five computer players (80 sprites).
 *   download – gzip -9 bytes of the first-load JS (entry script and the chunks index.html preloads, as
 *           in bench/bundle.bench.ts) vs the stock hello world.             budget: ≤ 65 %
 *   long tasks (> 50 ms) on the main thread after the menu appears, computer players thinking
 *           included.                                                        budget: none
 *
 * Every figure is the median of BENCH_REPEATS runs (default 3); runs of Card Table and of the
 * references alternate, so a load change on the machine hits both.
 */
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serveStatic } from '../test/e2e/serve';
import { buildReferencePages } from './runtime/pages';
import { launch, longTasksSince, median, open, sampleCpu, type Cpu, type Opened } from './runtime/measure';
import { rules as sequenceRules } from '../src/engine/sequence';
import { ai as sequenceAi } from '../src/engine/sequence/ai';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(repo, 'node_modules', '.cache', 'card-table-bench');
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3));
const LOAD_TIMEOUT = 240_000;

/** A Sequence game (three players, computer moves) played until 60 chips are on the board. */
function sequenceWith60Chips(): { seed: string; options: { players: number }; moves: string[] } {
  for (let k = 0; k < 200; k++) {
    const seed = `bench-3-${k}`;
    const options = { players: 3 };
    let s = sequenceRules.setup(options, seed);
    const moves: string[] = [];
    while (!sequenceRules.isOver(s) && s.chips.filter((c) => c >= 0).length < 60) {
      const m = sequenceAi.chooseMove(sequenceRules.view(s, sequenceRules.toMove(s)), 'easy', `${seed}:${moves.length}`);
      s = sequenceRules.play(s, m).state;
      moves.push(sequenceRules.formatMove(m));
    }
    if (!sequenceRules.isOver(s)) return { seed, options, moves };
  }
  throw new Error('no Sequence deal reached 60 chips');
}

export interface Scenario {
  label: string;
  key: string;
  data: object;
  /** Sprites in the animation: the reference tweens this many. */
  sprites: number;
  /** Wait after the scene shows before sampling (lets a restore/first layout pass), and sample length. */
  settleMs: number;
  sampleMs: number;
}

export function scenarios(): Scenario[] {
  const seq = sequenceWith60Chips();
  return [
    {
      label: 'Gaps deal',
      key: 'GapsTableau',
      data: { game: 'gaps', options: {}, seed: 'bench', seats: ['human'] },
      sprites: 52,
      settleMs: 0,
      sampleMs: 2500,
    },
    {
      label: 'Sequence, 60 chips',
      key: 'SequenceBoard',
      data: { game: 'sequence', options: seq.options, seed: seq.seed, seats: ['easy', 'easy', 'easy'], resume: { game: 'sequence', ...seq } },
      sprites: 160,
      settleMs: 500,
      sampleMs: 5000,
    },
    {
      label: 'No Thanks, 5 players',
      key: 'NoThanksTable',
      // `players` must be given: the engine's default is 3 (five seats alone made a 3-player table).
      data: { game: 'nothanks', options: { players: 5 }, seed: 'bench', seats: ['easy', 'easy', 'easy', 'easy', 'easy'] },
      sprites: 80,
      settleMs: 500,
      sampleMs: 5000,
    },
  ];
}

const ctFrame = (o: Opened) => (): Promise<number> => o.page.evaluate(() => window.__cardTableIdle?.frame ?? 0);
const refFrame = (o: Opened) => (): Promise<number> => o.page.evaluate(() => window.__ref?.frame ?? 0);
const perFrame = (c: Cpu): number => (c.frames > 0 ? c.taskMs / c.frames : Number.NaN);
const perSecond = (c: Cpu): number => (c.taskMs * 1000) / c.wallMs;

interface Run {
  startMs: number;
  firstFrameMs: number;
  menuShownMs: number;
  idlePerS: number;
  idleOffPerS: number;
  frame: Record<string, { perFrame: number; fps: number; objects: number }>;
  longTasks: Array<[number, number]>;
  errors: string[];
}

async function runCardTable(browser: Awaited<ReturnType<typeof launch>>, url: string, list: Scenario[]): Promise<Run> {
  const o = await open(browser, `${url}?test=1`);
  try {
    await o.page.waitForFunction(() => window.__menuReadyAt !== undefined, undefined, { timeout: LOAD_TIMEOUT, polling: 100 });
    const [startMs, firstFrameMs, menuShownMs] = await o.page.evaluate(() => [window.__menuReadyAt as number, window.__firstFrameAt ?? Number.NaN, window.__menuShownAt ?? Number.NaN]);
    // Idle: once the loop has gone to sleep on the menu (or after 10 s), five seconds of nothing.
    await o.page.waitForFunction(() => window.__cardTableIdle?.asleep === true, undefined, { timeout: 10_000, polling: 200 }).catch(() => {});
    const idle = await sampleCpu(o, 5000, ctFrame(o));
    const frame: Run['frame'] = {};
    for (const s of list) {
      await o.page.evaluate(([key, data]) => window.__cardTable?.start(key as string, data as object), [s.key, s.data] as const);
      await o.page.waitForFunction((k) => window.__cardTable?.scene() === k && window.__cardTable.notation() !== null, s.key, { timeout: LOAD_TIMEOUT, polling: 50 });
      if (s.settleMs) await o.page.waitForTimeout(s.settleMs);
      const c = await sampleCpu(o, s.sampleMs, ctFrame(o));
      const objects = await o.page.evaluate(() => window.__cardTableIdle?.objects ?? 0);
      frame[s.label] = { perFrame: perFrame(c), fps: (c.frames * 1000) / c.wallMs, objects };
      await o.page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: LOAD_TIMEOUT, polling: 100 });
    }
    const longTasks = await longTasksSince(o.page, startMs);
    return { startMs, firstFrameMs, menuShownMs, idlePerS: perSecond(idle), idleOffPerS: Number.NaN, frame, longTasks, errors: o.errors };
  } finally {
    await o.context.close();
  }
}

/** The menu with idle sleep off (`?idle=0`): what the loop would burn without it. */
async function runIdleOff(browser: Awaited<ReturnType<typeof launch>>, url: string): Promise<number> {
  const o = await open(browser, `${url}?test=1&idle=0`);
  try {
    await o.page.waitForFunction(() => window.__menuReadyAt !== undefined, undefined, { timeout: LOAD_TIMEOUT, polling: 100 });
    await o.page.waitForTimeout(1500);
    return perSecond(await sampleCpu(o, 5000, async () => 0));
  } finally {
    await o.context.close();
  }
}

interface RefRun {
  firstFrameMs: number;
  idlePerS: number;
  sprites: Record<number, { perFrame: number; fps: number; longTasks: number }>;
}

async function runReferences(browser: Awaited<ReturnType<typeof launch>>, urls: Record<string, string>, counts: number[]): Promise<RefRun> {
  const ready = (o: Opened): Promise<unknown> => o.page.waitForFunction(() => typeof window.__ref?.firstFrame === 'number', undefined, { timeout: LOAD_TIMEOUT, polling: 50 });
  let o = await open(browser, urls.hello as string);
  let firstFrameMs: number;
  try {
    await ready(o);
    firstFrameMs = await o.page.evaluate(() => window.__ref?.firstFrame as number);
  } finally {
    await o.context.close();
  }
  o = await open(browser, urls.idle as string);
  let idlePerS: number;
  try {
    await ready(o);
    await o.page.waitForTimeout(1500);
    idlePerS = perSecond(await sampleCpu(o, 5000, refFrame(o)));
  } finally {
    await o.context.close();
  }
  const sprites: RefRun['sprites'] = {};
  for (const n of counts) {
    o = await open(browser, `${urls.sprites as string}?n=${n}`);
    try {
      await ready(o);
      await o.page.waitForTimeout(1000);
      const since = await o.page.evaluate(() => performance.now());
      const c = await sampleCpu(o, 4000, refFrame(o));
      sprites[n] = { perFrame: perFrame(c), fps: (c.frames * 1000) / c.wallMs, longTasks: (await longTasksSince(o.page, since)).length };
    } finally {
      await o.context.close();
    }
  }
  return { firstFrameMs, idlePerS, sprites };
}

/** Gzip -9 bytes of the JS a first visit loads: the entry script and the chunks index.html preloads. */
function firstLoadGzip(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => join(dist, m[1] as string));
  return files.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '—');
const ratio = (a: number, b: number): string => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');
const verdict = (ok: boolean): string => (ok ? 'within budget' : 'OVER BUDGET');

export async function run(): Promise<void> {
  const ctDist = join(cache, 'runtime-card-table');
  await build({ root: repo, logLevel: 'silent', build: { outDir: ctDist, emptyOutDir: true } });
  const refDists = await buildReferencePages(join(cache, 'runtime-refs-src'), join(cache, 'runtime-refs'));
  const list = scenarios();
  const dlCt = firstLoadGzip(ctDist);
  const dlRef = firstLoadGzip(refDists.hello as string);
  console.log(`download  first-load JS ${dlCt} B gzip   stock hello world ${dlRef} B gzip   ${((100 * dlCt) / dlRef).toFixed(1)} % (budget 65 %: ${verdict(dlCt <= 0.65 * dlRef)})`);

  const servers = await Promise.all([serveStatic(ctDist), ...Object.values(refDists).map((d) => serveStatic(d))]);
  const ctUrl = servers[0]?.url as string;
  const refUrls = Object.fromEntries(Object.keys(refDists).map((name, i) => [name, servers[i + 1]?.url as string]));
  const browser = await launch();
  const runs: Run[] = [];
  const refs: RefRun[] = [];
  try {
    for (let r = 0; r < REPEATS; r++) {
      refs.push(await runReferences(browser, refUrls, list.map((s) => s.sprites)));
      const ct = await runCardTable(browser, ctUrl, list);
      ct.idleOffPerS = await runIdleOff(browser, ctUrl);
      runs.push(ct);
      process.stdout.write(`  run ${r + 1}/${REPEATS}: menu ${f1(ct.startMs)} ms, hello ${f1(refs[r]?.firstFrameMs ?? Number.NaN)} ms\n`);
    }
  } finally {
    await browser.close();
    for (const s of servers) s.server.close();
  }

  const startCt = median(runs.map((x) => x.startMs));
  const startRef = median(refs.map((x) => x.firstFrameMs));
  const idleCt = median(runs.map((x) => x.idlePerS));
  const idleOff = median(runs.map((x) => x.idleOffPerS));
  const idleRef = median(refs.map((x) => x.idlePerS));
  console.log(`medians of ${REPEATS} runs; main-thread CPU = DevTools TaskDuration (thread time)`);
  console.log(`start   navigation → interactive menu ${f1(startCt).padStart(8)} ms   stock hello world first frame ${f1(startRef).padStart(8)} ms   ${ratio(startCt, startRef)} (budget 1.2×: ${verdict(startCt <= 1.2 * startRef)})`);
  console.log(
    `        (seen by a requestAnimationFrame poll, a frame later: Card Table's first frame ${f1(median(runs.map((x) => x.firstFrameMs)))} ms, menu scene first shown ${f1(median(runs.map((x) => x.menuShownMs)))} ms)`,
  );
  console.log(`idle    settled menu ${f1(idleCt).padStart(8)} ms CPU/s   bare Phaser scene idling ${f1(idleRef).padStart(8)} ms CPU/s   ${(100 * idleCt / idleRef).toFixed(0)} % (budget 20 %: ${verdict(idleCt <= 0.2 * idleRef)}); menu with ?idle=0: ${f1(idleOff)} ms CPU/s`);
  for (const s of list) {
    const ct = median(runs.map((x) => x.frame[s.label]?.perFrame ?? Number.NaN));
    const fps = median(runs.map((x) => x.frame[s.label]?.fps ?? Number.NaN));
    const objects = median(runs.map((x) => x.frame[s.label]?.objects ?? Number.NaN));
    const ref = median(refs.map((x) => x.sprites[s.sprites]?.perFrame ?? Number.NaN));
    const refFps = median(refs.map((x) => x.sprites[s.sprites]?.fps ?? Number.NaN));
    console.log(
      `frame   ${s.label.padEnd(22)} ${f1(ct).padStart(6)} ms/frame (${f1(fps)} fps, ${objects} objects)   bare scene tweening ${String(s.sprites).padStart(3)} sprites ${f1(ref).padStart(6)} ms/frame (${f1(refFps)} fps)   ${ratio(ct, ref)} (budget 1.5×: ${verdict(ct <= 1.5 * ref)})`,
    );
  }
  const long = runs.map((x) => x.longTasks);
  const refLong = median(refs.map((x) => Math.max(...Object.values(x.sprites).map((v) => v.longTasks))));
  console.log(
    `long tasks after the menu appears (> 50 ms): ${long.map((l) => l.length).join(' / ')} per run, longest ${f1(Math.max(0, ...long.flat().map(([, d]) => d)))} ms (budget: none); bare sprite scene for comparison: ${f1(refLong)} per 4 s`,
  );
  const errors = [...new Set(runs.flatMap((x) => x.errors))];
  if (errors.length) console.log(`page errors: ${errors.join(' | ')}`);
}
