/**
 * The repository stands alone: a person who clones it has nothing beside it, so no source file,
 * doc, test or bench may point at a path outside the repository (a sibling `shared/` folder, a
 * machine's working directory). Rules sources are named in words ("the printed rules"), and the
 * engine interface is described in docs/engine-contract.md.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

/** Text files under `dir`, recursively (pictures and other binaries are skipped). */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(ts|tsx|js|cjs|mjs|json|md|css|html)$/.test(name) ? [path] : [];
  });
}

// Written in pieces so that this file does not match itself.
const outside = ['..' + '/shared', 'shared' + '/rules', 'shared' + '/engine-contract', 'shared' + '/style.md', '/' + 'work/'];

const files = [...['src', 'docs', 'test', 'bench'].flatMap((d) => textFiles(join(root, d))), join(root, 'README.md')];

describe('the repository stands alone', () => {
  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(join('docs', 'engine-contract.md')))).toBe(true);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s names no path outside the repository', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    for (const path of outside) {
      const at = text.indexOf(path);
      const line = at < 0 ? '' : text.slice(text.lastIndexOf('\n', at) + 1, text.indexOf('\n', at) >>> 0).trim();
      expect(at, `${relative(root, file)} mentions "${path}": ${line}`).toBe(-1);
    }
  });
});
