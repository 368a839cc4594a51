/**
 * The engine must stay pure: no rendering, audio or DOM imports, no ambient randomness or clocks.
 * This test reads every source file under src/engine and fails on any forbidden use.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOnly, sourceFiles } from '../sourceFiles';

const engineRoot = join(__dirname, '..', '..', 'src', 'engine');

const forbidden: Array<[RegExp, string]> = [
  [/\bMath\.random\b/, 'Math.random (use the seeded Rng)'],
  [/\bDate\b/, 'Date (engines have no clock)'],
  [/\bperformance\.now\b/, 'performance.now (engines have no clock)'],
  [/\b(window|document|navigator|localStorage|sessionStorage|requestAnimationFrame|setTimeout|setInterval)\b/, 'browser globals'],
];

const forbiddenImports = /^(phaser|howler)(\/|$)|^node:|^(fs|path|os|child_process)$/;

describe('engine import boundary', () => {
  const files = sourceFiles(engineRoot);

  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [relative(engineRoot, f), f]))('%s uses no forbidden module or global', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? '',
    );
    for (const spec of imports) {
      expect(forbiddenImports.test(spec), `${file} imports "${spec}"`).toBe(false);
      if (spec.startsWith('.')) {
        const target = join(file, '..', spec);
        expect(relative(engineRoot, target).startsWith('..'), `${file} imports "${spec}" from outside src/engine`).toBe(false);
      }
    }
    const code = codeOnly(source);
    for (const [pattern, what] of forbidden) {
      expect(pattern.test(code), `${file} uses ${what}`).toBe(false);
    }
  });
});
