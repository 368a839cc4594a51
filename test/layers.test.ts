/**
 * The layers of src/ (docs/architecture.md draws them): each may import only from the layers below
 * it, never from one above, and no import cycle exists anywhere. From the bottom:
 *
 *   engine     rules, AI, notation: pure TypeScript (test/engine/boundary.test.ts checks its purity)
 *   ai-worker  the worker threads (computer players, Gaps solver) and their clients: engine only
 *   platform   non-visual browser services (settings, storage, strings, launch data): no Phaser, no Howler
 *   ui         Phaser widgets, art, sound, and the running game's services (ui/runtime/)
 *   scenes     one Phaser scene per screen, with each table's helpers (and each game's descriptor)
 *   games      the game registry's list: one line per game (src/games/registry.ts)
 *   embed      mount(), <card-table>, the iframe bridge: starts games on a page
 *   main.ts    the page entry of index.html
 *
 * src/phaser-lite stands aside: Card Table's slim build of Phaser, reached only through the bundler's
 * `phaser` alias (vite.config.ts). It imports Phaser's own sources and nothing of ours, and no file
 * of ours imports it by path.
 */
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportEdge } from './importGraph';

const root = join(__dirname, '..');
const src = join(root, 'src');

const LAYERS = ['engine', 'ai-worker', 'platform', 'ui', 'scenes', 'games', 'embed', 'main.ts'] as const;
const ASIDE = 'phaser-lite';
/** Packages a layer must not import (the engine's list is longer: boundary.test.ts). */
const NO_PACKAGES: Partial<Record<(typeof LAYERS)[number], RegExp>> = {
  engine: /^(phaser|howler)(\/|$)/,
  'ai-worker': /^(phaser|howler)(\/|$)/,
  platform: /^(phaser|howler)(\/|$)/,
};

/** The layer (top folder under src/, or main.ts) of a file, or null outside src/. */
function layerOf(file: string): string | null {
  const path = relative(src, file);
  if (path.startsWith('..')) return null;
  return path.split(sep)[0] as string;
}

const name = (file: string): string => relative(root, file).split(sep).join('/');
const edges = importGraph(src);
const describeEdge = (e: ImportEdge): string => `${name(e.from)} imports "${e.specifier}"`;

describe('import layers of src/', () => {
  it('reads the whole graph', () => {
    expect(edges.length).toBeGreaterThan(500);
    // A sample of each kind of edge, so a broken pattern cannot silently drop them.
    const specifiers = (file: string) => edges.filter((e) => name(e.from) === file).map((e) => e.specifier);
    expect(specifiers('src/scenes/gaps/game.ts')).toContain('../../engine/gaps'); // dynamic import()
    expect(specifiers('src/ai-worker/think.ts')).toEqual(expect.arrayContaining(['../engine/gaps/ai.ts', '../engine/nothanks/ai.ts', '../engine/sequence/ai.ts'])); // import.meta.glob
    expect(specifiers('src/engine/core/index.ts')).toContain('./rules'); // export … from
    expect(specifiers('src/phaser-lite/MeasureText.cjs').some((s) => s.includes('node_modules/phaser/src/'))).toBe(true); // require()
  });

  it('places every file in a known layer', () => {
    const unknown = [...new Set(edges.map((e) => layerOf(e.from)))].filter((l) => l !== ASIDE && !(LAYERS as readonly string[]).includes(l as string));
    expect(unknown, 'add new top folders of src/ to LAYERS here and to docs/architecture.md').toEqual([]);
  });

  it('resolves every relative import', () => {
    const broken = edges.filter((e) => e.specifier.startsWith('.') && e.to === null).map(describeEdge);
    expect(broken).toEqual([]);
  });

  it('never imports a higher layer', () => {
    const upward = edges
      .filter((e) => e.to !== null)
      .filter((e) => {
        const from = LAYERS.indexOf(layerOf(e.from) as (typeof LAYERS)[number]);
        const to = LAYERS.indexOf(layerOf(e.to as string) as (typeof LAYERS)[number]);
        return from >= 0 && to >= 0 && to > from;
      })
      .map((e) => `${describeEdge(e)} (${layerOf(e.from)} is below ${layerOf(e.to as string)})`);
    expect(upward).toEqual([]);
  });

  it('keeps Phaser and Howler out of the non-visual layers', () => {
    const visual = edges
      .filter((e) => {
        const banned = NO_PACKAGES[layerOf(e.from) as (typeof LAYERS)[number]];
        return banned !== undefined && banned.test(e.specifier);
      })
      .map(describeEdge);
    expect(visual).toEqual([]);
  });

  it('leaves src/ only for assets (and Phaser sources, from phaser-lite)', () => {
    const outside = edges
      .filter((e) => e.to !== null && layerOf(e.to) === null)
      .filter((e) => {
        const target = name(e.to as string);
        if (target.startsWith('assets/')) return false;
        return !(layerOf(e.from) === ASIDE && target.startsWith('node_modules/phaser/src/'));
      })
      .map(describeEdge);
    expect(outside).toEqual([]);
  });

  it('keeps phaser-lite aside: it imports none of ours and none of ours imports it by path', () => {
    const crossing = edges
      .filter((e) => e.to !== null && layerOf(e.to) !== null)
      .filter((e) => (layerOf(e.from) === ASIDE) !== (layerOf(e.to as string) === ASIDE))
      .map(describeEdge);
    expect(crossing).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles = importCycles(edges).map((files) => files.map(name).join(' ⇄ '));
    expect(cycles).toEqual([]);
  });
});

/**
 * server/ (the online game server, run in Node) stands on top: it may import the engine, the
 * platform's plain data (the game registry, the online protocol) and the registry's list of games,
 * and nothing of src/ imports it.
 */
describe('import layers of server/', () => {
  const server = join(root, 'server');
  const serverEdges = importGraph(server);
  const SERVER_MAY_IMPORT = ['engine', 'platform', 'games'];

  it('reads the server graph', () => {
    expect(serverEdges.some((e) => name(e.from) === 'server/TableRoom.ts' && e.specifier === './table')).toBe(true);
  });

  it('resolves every relative import of the server', () => {
    expect(serverEdges.filter((e) => e.specifier.startsWith('.') && e.to === null).map(describeEdge)).toEqual([]);
  });

  it('imports from src/ only the engine, the platform and the games list', () => {
    const wrong = serverEdges
      .filter((e) => e.to !== null && relative(server, e.to).startsWith('..'))
      .filter((e) => !SERVER_MAY_IMPORT.includes(layerOf(e.to as string) as string))
      .map(describeEdge);
    expect(wrong).toEqual([]);
  });

  it('is never imported from src/', () => {
    expect(edges.filter((e) => e.to !== null && name(e.to).startsWith('server/')).map(describeEdge)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(serverEdges).map((files) => files.map(name).join(' ⇄ '))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, specifier: to, to });

  it('finds a two-file cycle and a self-import, and nothing in a chain', () => {
    expect(importCycles([edge('a', 'b'), edge('b', 'a'), edge('c', 'd')])).toEqual([['a', 'b']]);
    expect(importCycles([edge('a', 'a')])).toEqual([['a']]);
    expect(importCycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });

  it('finds a long cycle reached through a side branch', () => {
    const cycle = importCycles([edge('x', 'a'), edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'y')]);
    expect(cycle).toEqual([['a', 'b', 'c']]);
  });
});
