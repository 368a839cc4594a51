/**
 * Download size: builds Card Table and a stock Phaser 4 "hello world" with the same Vite in the
 * same run and prints gzip bytes (level 9) of
 *   - all JS and assets of the build (what a full visit can download),
 *   - the first-load JS (the entry script and the chunks index.html preloads; the game tables load later),
 * so the overhead of our own code over Phaser itself is visible.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(repo, 'node_modules', '.cache', 'card-table-bench');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

interface Sizes {
  all: number;
  js: number;
  assets: number;
  firstLoadJs: number;
  chunks: number;
}

/** Sizes of a built directory (index.html itself is not counted). */
function measure(dist: string): Sizes {
  const all = files(dist).filter((f) => !f.endsWith('.html') && !f.endsWith('.map'));
  const js = all.filter((f) => extname(f) === '.js');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstLoad = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => join(dist, m[1] as string));
  const sum = (list: string[]): number => list.reduce((n, f) => n + gz(f), 0);
  return { all: sum(all), js: sum(js), assets: sum(all.filter((f) => extname(f) !== '.js')), firstLoadJs: sum(firstLoad), chunks: js.length };
}

async function buildHelloWorld(outDir: string): Promise<void> {
  const root = join(cache, 'hello');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>\n');
  writeFileSync(
    join(root, 'main.js'),
    [
      "import Phaser from 'phaser';",
      'class Hello extends Phaser.Scene {',
      "  create() { this.add.text(400, 300, 'Hello world', { fontSize: '48px' }).setOrigin(0.5); }",
      '}',
      'new Phaser.Game({ type: Phaser.AUTO, width: 800, height: 600, scene: Hello });',
      '',
    ].join('\n'),
  );
  await build({ root, configFile: false, base: './', logLevel: 'silent', build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 } });
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;

export async function run(): Promise<void> {
  const ours = join(cache, 'card-table-dist');
  const hello = join(cache, 'hello-dist');
  await build({ root: repo, logLevel: 'silent', build: { outDir: ours, emptyOutDir: true } });
  await buildHelloWorld(hello);
  const a = measure(ours);
  const b = measure(hello);
  const row = (label: string, x: number, y: number): void => console.log(`${label.padEnd(26)} ${String(x).padStart(9)} B (${kb(x).padStart(9)})   ${String(y).padStart(9)} B (${kb(y).padStart(9)})   ${(x - y >= 0 ? '+' : '') + kb(x - y)}`);
  console.log(`gzip -9 bytes               Card Table                    Phaser hello-world            difference`);
  row('all JS + assets', a.all, b.all);
  row('  JS', a.js, b.js);
  row('  assets (audio, images)', a.assets, b.assets);
  row('first-load JS', a.firstLoadJs, b.firstLoadJs);
  console.log(`JS chunks: ${a.chunks} (lazy tables and the AI worker load on demand); built into ${relative(repo, ours)}`);
}
