/**
 * Build step of offline play (issue 32): writes dist/sw.js, the service worker of the standalone page
 * (src/platform/offline/sw.ts bundled into one classic script), with this build's precache manifest
 * on its first line: `self.__cardTablePrecache = {"version": …, "files": […]};`. The files are what
 * index.html may ever load (precacheFiles: its chunks, the lazily loaded tables and rules, the worker
 * scripts, the sounds, the public files) and the version is a hash of their contents, so a build that
 * changes any of them gives a new worker (the browser compares sw.js byte for byte) with a new cache.
 *
 * Our own worker rather than vite-plugin-pwa (which supports Vite 8): it would pull in workbox-build
 * and its large tree of build dependencies for one precache, one page route and a cache clean-up.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { precacheFiles, type BuiltFile, type PrecacheManifest } from './src/platform/offline/precache.ts';

const WORKER_SOURCE = fileURLToPath(new URL('./src/platform/offline/sw.ts', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** sw.ts and what it imports as one classic script (a module worker is not supported everywhere). */
async function bundleWorker(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'cardTableWorker', fileName: () => 'sw.js' },
    },
  });
  const result = Array.isArray(out) ? out[0] : out;
  const chunk = result && 'output' in result ? result.output.find((o) => o.type === 'chunk') : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('card-table:offline: the service worker did not build');
  return chunk.code;
}

export function offlineWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'card-table:offline',
    apply: 'build',
    // After Vite's own HTML step, so index.html is in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const contents = new Map<string, string | Uint8Array>();
      const built: BuiltFile[] = Object.values(bundle).map((o) => {
        if (o.type === 'asset') {
          contents.set(o.fileName, o.source);
          return { fileName: o.fileName };
        }
        contents.set(o.fileName, o.code);
        const page = o.isEntry && o.facadeModuleId?.endsWith('.html') ? basename(o.facadeModuleId) : undefined;
        const css = [...(o.viteMetadata?.importedCss ?? [])];
        return { fileName: o.fileName, pageOf: page, imports: [...o.imports, ...o.dynamicImports, ...css] };
      });
      const publicFiles = publicDir
        ? filesUnder(publicDir).map((path) => {
            const name = relative(publicDir, path).split(sep).join('/');
            contents.set(name, readFileSync(path));
            return name;
          })
        : [];
      const files = precacheFiles(built, publicFiles);
      if (!files.includes('index.html')) throw new Error('card-table:offline: index.html is not in the bundle');
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update('\0').update(contents.get(f) ?? '').update('\0');
      const manifest: PrecacheManifest = { version: hash.digest('hex').slice(0, 16), files };
      const code = await bundleWorker();
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `self.__cardTablePrecache = ${JSON.stringify(manifest)};\n${code}` });
    },
  };
}
