/**
 * Card Table bundles its own slim Phaser (src/phaser-lite/, wired in by vite.config.ts), while the
 * type checker still sees all of Phaser. So a newly used part of Phaser type-checks but would be
 * undefined at run time. These checks read the sources and fail when code uses a `Phaser.*` value,
 * a `scene.add.*` game object or a filter that the slim build does not provide (where it is used).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
const LITE = join(SRC, 'phaser-lite');
// Game table code: resolves 'phaser' to tables.js (the bundler's own rule).
import { TABLE_CODE } from '../../vite.config';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parse = (path: string): ts.SourceFile => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);

/** Namespace tree of the slim build: a key maps to a subtree, or to `true` for a whole Phaser module. */
type Tree = { [key: string]: Tree | true };

/** What one source file of the slim build defines: its local constants and imported names. */
interface Scope {
  file: string;
  consts: Map<string, ts.Expression>;
  imports: Map<string, string>;
}

function scopeOf(path: string): { scope: Scope; sf: ts.SourceFile } {
  const sf = parse(path);
  const scope: Scope = { file: path, consts: new Map(), imports: new Map() };
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) scope.consts.set(node.name.text, node.initializer);
    if (ts.isImportDeclaration(node) && node.importClause?.name && ts.isStringLiteral(node.moduleSpecifier)) {
      scope.imports.set(node.importClause.name.text, join(path, '..', node.moduleSpecifier.text));
    }
    node.forEachChild(visit);
  });
  return { scope, sf };
}

/** Keys of a Phaser constants file (`var CONST = { AUTO: 0, ... }`). */
function constKeys(path: string): Tree {
  const tree: Tree = {};
  for (const m of readFileSync(path, 'utf8').matchAll(/^ {4}([A-Za-z_][A-Za-z0-9_]*):/gm)) tree[m[1] as string] = true;
  return tree;
}

function modulePath(node: ts.Expression, scope: Scope): string | null {
  if (ts.isIdentifier(node)) return scope.imports.get(node.text) ?? null;
  if (ts.isCallExpression(node) && node.expression.getText() === 'require' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
    return join(scope.file, '..', node.arguments[0].text);
  }
  return null;
}

function objectTree(node: ts.Expression, scope: Scope): Tree | true {
  if (ts.isIdentifier(node)) {
    const local = scope.consts.get(node.text);
    if (local) return objectTree(local, scope);
    const path = scope.imports.get(node.text);
    // A file of the slim build itself (e.g. math.cjs): read what it exports.
    if (path?.startsWith(LITE)) return exportsOf(path);
    return true;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'Extend') {
    // Extend(false, { ...members }, CONST): the members plus the keys of the constants file.
    const [, members, consts] = node.arguments;
    const tree = members ? objectTree(members, scope) : {};
    const constPath = consts ? modulePath(consts, scope) : null;
    if (tree === true) return true;
    return constPath ? { ...constKeys(constPath), ...tree } : tree;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const tree: Tree = {};
    for (const p of node.properties) {
      if (ts.isPropertyAssignment(p)) tree[p.name.getText()] = objectTree(p.initializer, scope);
      else if (ts.isShorthandPropertyAssignment(p)) tree[p.name.text] = objectTree(p.name, scope);
    }
    return tree;
  }
  return true;
}

/** The tree of `module.exports = ...` of a CommonJS file of the slim build. */
function exportsOf(path: string): Tree | true {
  const { scope, sf } = scopeOf(path);
  let value: ts.Expression | undefined;
  sf.forEachChild(function visit(node) {
    if (ts.isBinaryExpression(node) && node.left.getText() === 'module.exports') value = node.right;
    node.forEachChild(visit);
  });
  return value ? objectTree(value, scope) : true;
}

function liteTree(): Tree {
  const { scope } = scopeOf(join(LITE, 'index.js'));
  const root = scope.consts.get('Phaser');
  if (!root) throw new Error('src/phaser-lite/index.js defines no `const Phaser`');
  const tree = objectTree(root, scope);
  if (tree === true) throw new Error('unexpected Phaser namespace shape');
  return tree;
}

/** Every `Phaser.A.B...` chain used as a value (types are `QualifiedName`s, not property accesses). */
function valueChains(file: ts.SourceFile): string[][] {
  const out: string[][] = [];
  file.forEachChild(function visit(node) {
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const chain: string[] = [];
      let e: ts.Expression = node;
      while (ts.isPropertyAccessExpression(e)) {
        chain.unshift(e.name.text);
        e = e.expression;
      }
      if (ts.isIdentifier(e) && e.text === 'Phaser') out.push(chain);
    }
    node.forEachChild(visit);
  });
  return out;
}

function missing(tree: Tree, chain: string[]): string | null {
  let node: Tree | true = tree;
  for (let i = 0; i < chain.length; i++) {
    if (node === true) return null;
    const key = chain[i] as string;
    const next: Tree | true | undefined = node[key];
    if (next === undefined) return chain.slice(0, i + 1).join('.');
    node = next;
  }
  return null;
}

const sources = tsFiles(SRC).filter((f) => !f.startsWith(LITE));
const liteText = readFileSync(join(LITE, 'index.js'), 'utf8');
const tablesText = readFileSync(join(LITE, 'tables.js'), 'utf8');
const factories = new Set(JSON.parse((/FACTORIES = (\[[^\]]*\])/.exec(liteText)?.[1] ?? '[]').replace(/'/g, '"')) as string[]);

describe('slim Phaser build (src/phaser-lite)', () => {
  it('reads the namespace of the slim build', () => {
    const tree = liteTree();
    // A sanity check of the reader itself, so the checks below cannot pass vacuously.
    expect(missing(tree, ['Scene'])).toBeNull();
    expect(missing(tree, ['Physics', 'Arcade'])).toBe('Physics');
    expect(missing(tree, ['AUTO'])).toBeNull();
    expect(missing(tree, ['Math', 'Clamp'])).toBeNull();
    expect(missing(tree, ['Math', 'TAU'])).toBeNull();
    expect(missing(tree, ['Math', 'Matrix4'])).toBe('Math.Matrix4');
    expect(factories.has('text')).toBe(true);
  });

  it('provides every Phaser value the code base uses', () => {
    const tree = liteTree();
    const problems: string[] = [];
    for (const path of sources) {
      for (const chain of valueChains(parse(path))) {
        const gap = missing(tree, chain);
        if (gap) problems.push(`${relative(ROOT, path)}: Phaser.${chain.join('.')} (no Phaser.${gap} in src/phaser-lite/index.js)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a factory for every game object the code creates with scene.add', () => {
    const problems: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/\.add\.([a-zA-Z]+)\(/g)) {
        const name = m[1] as string;
        if (factories.has(name)) continue;
        // Particles come with the game tables only (tables.js).
        if (name === 'particles' && TABLE_CODE.test(path) && tablesText.includes('ParticleEmitterFactory')) continue;
        problems.push(`${relative(ROOT, path)}: add.${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('provides every filter the code adds, and only where it is loaded', () => {
    const problems: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/\b(?:internal|external)\.add([A-Z][a-zA-Z]*)\(/g)) {
        const name = m[1] as string;
        const provided = tablesText.includes(`provide('filters/${name}'`) && tablesText.includes(`provide('renderer/webgl/renderNodes/filters/Filter${name}'`);
        if (!provided || !TABLE_CODE.test(path)) problems.push(`${relative(ROOT, path)}: filter ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
