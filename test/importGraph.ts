/**
 * The import graph of the project's own sources, for tests that check its shape (layers, cycles).
 * An edge is a static `import … from`, `export … from`, a side-effect `import '…'`, a dynamic
 * `import('…')`, a CommonJS `require('…')`, or a worker started from `new URL('…', import.meta.url)`.
 * Comments are dropped first, so examples in doc comments are not edges.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sourceFiles } from './sourceFiles';

export interface ImportEdge {
  from: string;
  /** As written in the source. */
  specifier: string;
  /** The file it resolves to (absolute), or null for a package name or a path that does not exist. */
  to: string | null;
}

const SPECIFIERS = [
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;}])import\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bnew\s+URL\s*\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
];

const EXTENSIONS = ['', '.ts', '.js', '.cjs', '.mjs', '/index.ts', '/index.js'];

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The specifiers a source text imports, in order of appearance within each kind. */
export function importSpecifiers(source: string): string[] {
  const code = withoutComments(source);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] as string));
}

/** Every import edge of every source file under `dir`. */
export function importGraph(dir: string): ImportEdge[] {
  return sourceFiles(dir).flatMap((from) => importSpecifiers(readFileSync(from, 'utf8')).map((specifier) => ({ from, specifier, to: resolveSpecifier(from, specifier) })));
}

/** The import cycles of the graph: each strongly connected component of more than one file (or a file importing itself). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.to === null) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1] as { node: string; child: number };
      const children = next.get(top.node) ?? [];
      if (top.child < children.length) {
        const child = children[top.child++] as string;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(top.node, Math.min(low.get(top.node) as number, index.get(child) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(top.node) as number));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      if (component.length > 1 || children.includes(top.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}
