/**
 * The import graph of the project's own sources, for tests that check its shape (layers, cycles).
 * An edge is a static `import … from`, `export … from`, a side-effect `import '…'`, a dynamic
 * `import('…')`, a CommonJS `require('…')`, a worker started from `new URL('…', import.meta.url)`, or
 * each file a Vite `import.meta.glob('…/*…')` matches (one edge per file, its path as the specifier).
 * Comments are dropped first, so examples in doc comments are not edges.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { sourceFiles } from './sourceFiles';

export interface ImportEdge {
  from: string;
  /** As written in the source. */
  specifier: string;
  /** The file it resolves to (absolute), or null for a package name or a path that does not exist. */
  to: string | null;
}

/** A Vite `import.meta.glob('…')` call (a star stands for any name in one folder), with or without a type argument. */
const GLOB = /\bimport\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*['"]([^'"]+)['"]/g;

const SPECIFIERS = [
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;}])import\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bnew\s+URL\s*\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
  GLOB,
];

const EXTENSIONS = ['', '.ts', '.js', '.cjs', '.mjs', '/index.ts', '/index.js'];

/** Block comments, and quoted strings to step over (a glob such as '../engine/<star>/ai.ts' holds a comment opener). */
const BLOCK_OR_STRING = /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")|\/\*[\s\S]*?\*\//g;

function withoutComments(source: string): string {
  return source.replace(BLOCK_OR_STRING, (match, quoted: string | undefined) => quoted ?? '').replace(/^\s*\/\/.*$/gm, '');
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

/**
 * The files a relative glob matches from `from`'s folder (`*` within one path segment, as the AI
 * worker uses it), each as a relative specifier ('../engine/gaps/ai.ts').
 */
function expandGlob(from: string, pattern: string): string[] {
  const segment = (glob: string): RegExp => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  let paths = [dirname(from)];
  for (const part of pattern.split('/')) {
    if (part === '.' || part === '..' || !part.includes('*')) {
      paths = paths.map((p) => resolve(p, part)).filter((p) => existsSync(p));
      continue;
    }
    const match = segment(part);
    paths = paths.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).filter((name) => match.test(name)).map((name) => resolve(p, name)) : []));
  }
  const found = paths.filter((p) => statSync(p).isFile()).map((p) => relative(dirname(from), p).split(sep).join('/'));
  // A glob that matches nothing stays as written, an edge to nothing: the layer test reports it.
  return found.length === 0 ? [pattern] : found.map((p) => (p.startsWith('.') ? p : `./${p}`));
}

function edgesOf(from: string): ImportEdge[] {
  const code = withoutComments(readFileSync(from, 'utf8'));
  const globs = new Set([...code.matchAll(GLOB)].map((m) => m[1] as string));
  return importSpecifiers(code).flatMap((specifier) => {
    const specifiers = globs.has(specifier) ? expandGlob(from, specifier) : [specifier];
    return specifiers.map((s) => ({ from, specifier: s, to: resolveSpecifier(from, s) }));
  });
}

/** Every import edge of every source file under `dir`. */
export function importGraph(dir: string): ImportEdge[] {
  return sourceFiles(dir).flatMap(edgesOf);
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
