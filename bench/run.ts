/**
 * `npm run bench [-- name ...]`: runs every bench/*.bench.ts in turn (or only those named) and
 * prints their figures. Each bench module exports `run(): Promise<void>` and prints its own lines;
 * a bench reads its own `--flag value` arguments (e.g. `npm run bench -- online --clients 200`).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)));

if (benches.length === 0) {
  console.error(`no bench matches ${wanted.join(' ')}`);
  process.exit(1);
}
for (const file of benches) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const started = process.hrtime.bigint();
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<void> };
  await mod.run();
  console.log(`(${file} took ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s)`);
}
