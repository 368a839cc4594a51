/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { offlineWorker } from './vite.offline.ts';
import { ISOLATION_HEADERS } from './src/platform/isolationHeaders';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
// Its real path: the bundler names Phaser's modules by it, also where node_modules is a link to a
// shared install (several git worktrees of one repository).
const PHASER_SRC = `${realpathSync(here('./node_modules/phaser/src/'))}/`;
const LITE = here('./src/phaser-lite/');

/**
 * Phaser's sources carry build switches written as `typeof WEBGL_RENDERER` and the like (Phaser's own
 * webpack build replaces them). Here they become `true`/`false` literals, so the bundler drops the
 * branches (and the `require`s inside them) that Card Table does not need.
 */
const PHASER_FLAGS: Record<string, boolean> = {
  WEBGL_RENDERER: true,
  // The Canvas renderer is the fallback for browsers without WebGL; kept so the game still runs there.
  CANVAS_RENDERER: true,
  WEBGL_DEBUG: false,
  // Sound is Howler (src/ui/sound.ts): Phaser's sound managers are left out.
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

/**
 * Phaser modules (paths under phaser/src, no extension) that Phaser itself names but Card Table does
 * not use at first: a `require` of one from inside Phaser gets a stand-in (src/phaser-lite/deferred.js)
 * that builds the real class once a game table's chunk provides it (src/phaser-lite/tables.js).
 */
const FILTERS = ['Barrel', 'Blend', 'Blocky', 'Blur', 'Bokeh', 'ColorMatrix', 'CombineColorMatrix', 'Displacement', 'Glow', 'GradientMap', 'ImageLight', 'Key', 'Mask', 'NormalTools', 'PanoramaBlur', 'Pixelate', 'Quantize', 'Sampler', 'Shadow', 'Threshold', 'Vignette', 'Wipe'];
const FILTER_NODES = [...FILTERS, 'BlurHigh', 'BlurLow', 'BlurMed', 'ParallelFilters'];
const DEFERRED = new Set([
  ...FILTERS.map((f) => `filters/${f}`),
  ...FILTER_NODES.map((f) => `renderer/webgl/renderNodes/filters/Filter${f}`),
  // Render nodes of game objects the game never creates (point lights, ropes, tilemaps, GPU layers).
  'renderer/webgl/renderNodes/BatchHandlerPointLight',
  'renderer/webgl/renderNodes/BatchHandlerStrip',
  'renderer/webgl/renderNodes/submitter/SubmitterTile',
  'renderer/webgl/renderNodes/submitter/SubmitterTilemapGPULayer',
  'renderer/webgl/renderNodes/submitter/SubmitterSpriteGPULayer',
  'renderer/webgl/renderNodes/transformer/TransformerTile',
]);
/**
 * Game tables: their `import Phaser from 'phaser'` also brings what only they use (tables.js). Table
 * code is every file in src/scenes/ but the shell's own scenes: a game's scene folder
 * (src/scenes/<game>/) and the table scenes beside them. A new game needs no change here; a new
 * shell scene is added to SHELL_SCENES. (test/platform/phaserLite.test.ts checks against this rule.)
 */
const SHELL_SCENES = ['Boot', 'Preloader', 'Menu', 'Settings', 'Statistics', 'Instructions'];
export const TABLE_CODE = new RegExp(`/src/scenes/(?!(${SHELL_SCENES.join('|')})\\.ts$)[^?#]+\\.ts$`);

/** Card Table's own Phaser build: see src/phaser-lite/index.js. */
function phaserLite(): Plugin {
  const flagPattern = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  const VIRTUAL = '\0phaser-deferred:';
  return {
    name: 'card-table:phaser-lite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'phaser') return `${LITE}${importer && TABLE_CODE.test(importer) ? 'tables.js' : 'index.js'}`;
      if (!importer?.startsWith(PHASER_SRC) || !source.startsWith('.')) return null;
      const target = resolvePath(dirname(importer), source).slice(PHASER_SRC.length).replace(/\.js$/, '').replace(/\/$/, '');
      // Phaser's math index is everything from matrices to noise; its two users only need RND.
      if (target === 'math' || target === 'math/index') return `${LITE}math.cjs`;
      // Removable visibility/focus listeners instead of window.onblur/onfocus (several games per page).
      if (target === 'core/VisibilityHandler') return `${LITE}VisibilityHandler.cjs`;
      // The multi-texture lookup rounds the interpolated unit index (a wrong texture otherwise).
      if (target === 'renderer/webgl/shaders/GetTexture-glsl') return `${LITE}GetTexture-glsl.cjs`;
      // Font metrics measured once per font, not once per Text object.
      if (target === 'gameobjects/text/MeasureText') return `${LITE}MeasureText.cjs`;
      // Containers skip the per-child alpha and scroll-factor writes that change nothing.
      if (target === 'gameobjects/container/ContainerWebGLRenderer') return `${LITE}ContainerWebGLRenderer.cjs`;
      if (DEFERRED.has(target)) return VIRTUAL + target;
      return null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const path = id.slice(VIRTUAL.length);
      return `module.exports = require(${JSON.stringify(`${LITE}deferred.js`)}).deferred(${JSON.stringify(path)});\n`;
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC) || !code.includes('typeof ')) return null;
      const out = code.replace(flagPattern, (_, flag: string) => String(PHASER_FLAGS[flag]));
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * After the site build into dist/, builds the library bundle into dist/lib/ (the same config in
 * mode 'lib'), so a plain `vite build` makes both. Builds into other folders (the bundle bench)
 * make only the site.
 */
function libraryBundle(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'card-table:library-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolvePath(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (outDir !== resolvePath(root, 'dist')) return;
      const { build } = await import('vite');
      await build({ root, configFile: here('./vite.config.ts'), mode: 'lib', logLevel: 'warn' });
    },
  };
}

/** Cross-origin isolation (src/platform/isolationHeaders.ts), also what `npm start` (server/) sends. */
export { ISOLATION_HEADERS };

/** Shared by the site build and the library build. */
const shared = {
  // Relative asset URLs, so dist/ works from any sub-path or static host.
  base: './',
  // Every `import Phaser from 'phaser'` gets Card Table's slim build of Phaser (src/phaser-lite/);
  // type checking still uses Phaser's own types (this is for the bundler only).
  plugins: [phaserLite()],
  worker: { format: 'es' as const },
};

/**
 * `vite build` makes the site: index.html (the game; also what an <iframe> points at) and
 * embed-demo.html (the three ways to embed it), then (libraryBundle above) `--mode lib` adds the
 * library bundle dist/lib/card-table.js: an ES module exporting `mount()` and defining
 * `<card-table>`, whose lazy chunks, worker and sounds resolve relative to the bundle.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'lib') {
    return {
      ...shared,
      publicDir: false,
      build: {
        target: 'es2022',
        outDir: 'dist/lib',
        emptyOutDir: true,
        minify: true,
        // Sounds stay files next to the bundle (a library build would inline them by default).
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 2000,
        lib: { entry: here('./src/embed/index.ts'), formats: ['es' as const], fileName: () => 'card-table.js' },
      },
    };
  }
  return {
    ...shared,
    // offlineWorker: dist/sw.js, the standalone page's service worker (vite.offline.ts).
    plugins: [...shared.plugins, libraryBundle(), offlineWorker()],
    server: { headers: ISOLATION_HEADERS },
    preview: { headers: ISOLATION_HEADERS },
    build: {
      target: 'es2022',
      outDir: 'dist',
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: { input: { index: here('./index.html'), 'embed-demo': here('./embed-demo.html') } },
    },
    test: {
      include: ['test/**/*.test.ts'],
      // Browser tests run separately (vitest.e2e.config.ts) against the built dist/.
      exclude: ['test/e2e/**', 'node_modules/**'],
      environment: 'node' as const,
      // Registers the games (src/games/registry.ts), as the page does before anything asks about them.
      setupFiles: ['test/setup.ts'],
      testTimeout: 60_000,
      // One test file per core. Vitest's default leaves a core free, which on a 2-core machine runs
      // the files one at a time: measured here, 120 s for all unit tests, against 68 s on both cores.
      maxWorkers: '100%',
    },
  };
});
