/**
 * src/phaser-lite replaces, copies or patches a few of Phaser's own source files (src/phaser-lite/README.md
 * lists them and why). Those copies are only right for the Phaser they were made from, so this test
 * records the SHA-256 of each upstream file they stand for and fails, loudly, when a Phaser upgrade
 * changes one: review the copy against the new upstream file (port the fix, or drop the copy if the
 * upgrade made it unnecessary), then record the new hash here.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const phaserSrc = join(root, 'node_modules', 'phaser', 'src');
const lite = join(root, 'src', 'phaser-lite');

/** The Phaser version the table was recorded against (package.json pins it exactly). */
const RECORDED_VERSION = '4.2.1';

/** Upstream file (under phaser/src) → [its SHA-256 when recorded, the phaser-lite file that stands for it]. */
const UPSTREAM: Record<string, [string, string]> = {
  'gameobjects/container/ContainerWebGLRenderer.js': ['98091e7b4c10d0fc61ced623dff968b497c5c929b48e5ff4bbf467f987e65565', 'ContainerWebGLRenderer.cjs (a copy, minus the no-op writes)'],
  'renderer/webgl/shaders/GetTexture-glsl.js': ['d64ebfd1d03ad993decc669d19f8e34ba072636628002b849e19161ce126b05a', 'GetTexture-glsl.cjs (a copy, index rounded)'],
  'gameobjects/text/MeasureText.js': ['b7d5aa203cabe5a80937a2b59581a3749594fcdd3ad5ea66b64bbec909bdc266', 'MeasureText.cjs (wraps it with a cache)'],
  'core/VisibilityHandler.js': ['5a520230ec2af86e779655102ea3b7217a989a5cd5cdd06bc3a644fa9b7d1d93', 'VisibilityHandler.cjs (rewritten with removable listeners)'],
  'math/index.js': ['ecb03e3c767c3f2cab13ba6a69340c94abad43acbfe6ffcf65cf5a5759814179', 'math.cjs (the subset the game uses)'],
  'core/Config.js': ['a2197baffa76b9ad1bd94c3f32e285804b1d111152369e43c18cf9e90f39ca12', 'math.cjs (Config requires the math index for RND only)'],
  'utils/object/GetAdvancedValue.js': ['20891f3cee70838ab3f7d57f68f4156b03bb4af8bb8e1cf69288f7e42cc12afc', 'math.cjs (GetAdvancedValue requires the math index for RND only)'],
  'renderer/webgl/renderNodes/BatchHandlerQuad.js': ['40439f73f98fd8d81ad47aa36ff19661d4cab084af31f40f7398995434d6c915', 'batchTextures.js (replaces finalizeTextureCount)'],
  'renderer/webgl/shaders/additionMakers/MakeGetTexture.js': ['50fd4459e1cc30a1d2c07740f267ec43cccddff1fd3b426a91f49d6604ac2d8e', 'batchTextures.js (caches its additions)'],
  'renderer/webgl/shaders/additionMakers/MakeDefineTexCount.js': ['d22c144b1198b810f42ebb44d4d9236d5135860e4ac414c223c1ae02ef8dd067', 'batchTextures.js (caches its additions)'],
  'phaser.js': ['63723cd55cfa53fdc510a2cabb971c8609765151256c8ee12abce8fd1480b21d', 'index.js (assembles a slimmer namespace)'],
  'device/Features.js': ['1f5363c90f2e713d30c3c7cb65079929a0ff6c03b8b6009a1fd46f292af866a8', 'probeContext.js (keeps the WebGL context of its device check)'],
};

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('Phaser sources that src/phaser-lite stands in for', () => {
  it('pins Phaser to the exact version the copies were made from', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; dependencies?: Record<string, string> }> };
    expect(pkg.dependencies.phaser, 'package.json must pin phaser exactly (no ^ or ~): src/phaser-lite copies its files').toBe(RECORDED_VERSION);
    expect(lock.packages['']?.dependencies?.phaser).toBe(RECORDED_VERSION);
    expect(lock.packages['node_modules/phaser']?.version).toBe(RECORDED_VERSION);
  });

  it.each(Object.entries(UPSTREAM))('phaser/src/%s is the file the copy was made from', (file, [recorded, copy]) => {
    const path = join(phaserSrc, file);
    expect(existsSync(path), `phaser/src/${file} is gone: review src/phaser-lite/${copy} and the aliases in vite.config.ts`).toBe(true);
    const installed = JSON.parse(readFileSync(join(root, 'node_modules', 'phaser', 'package.json'), 'utf8')) as { version: string };
    expect(
      sha256(path),
      `phaser/src/${file} changed (Phaser ${installed.version}, recorded against ${RECORDED_VERSION}): review src/phaser-lite/${copy} against it, ` +
        'port or drop the change, update src/phaser-lite/README.md, then record the new hash in test/platform/phaserUpstream.test.ts',
    ).toBe(recorded);
  });

  it('covers every Phaser module that vite.config.ts redirects to src/phaser-lite', () => {
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    const targets = [...config.matchAll(/target === '([^']+)'/g)].map((m) => m[1] as string);
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const target of targets) {
      const file = existsSync(join(phaserSrc, `${target}.js`)) ? `${target}.js` : `${target}/index.js`;
      expect(Object.keys(UPSTREAM), `vite.config.ts redirects ${target}: record its hash here`).toContain(file);
    }
  });

  it('covers every upstream file a phaser-lite file says it replaces', () => {
    const named = readdirSync(lite).flatMap((f) => [...readFileSync(join(lite, f), 'utf8').matchAll(/Replaces Phaser's ([\w/.-]+\.js)/g)].map((m) => m[1] as string));
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const file of named) expect(Object.keys(UPSTREAM), `a phaser-lite file replaces ${file}: record its hash here`).toContain(file);
  });
});
