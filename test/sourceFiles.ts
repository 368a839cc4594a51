/** Helpers for tests that read the project's own source code (import boundary, forbidden calls). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts/.js (.mjs, .cjs) source file under `dir`, recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

/** Drops comments and string contents so that prose mentioning "Math.random" does not count. */
export function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, '""');
}
