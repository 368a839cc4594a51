/**
 * The game draws only textured quads: no Phaser Graphics and no Shape objects (rectangle, circle…),
 * which need Phaser's second ("flat") shader program. Compiling that program blocks the main thread
 * for 100–200 ms with a software GPU, and switching programs splits every frame's batch
 * (src/scenes/Boot.ts, src/ui/ShapeImage.ts, src/ui/solidRect.ts). This test reads the sources outside
 * the engine and fails on any way of making one.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOnly, sourceFiles } from '../sourceFiles';

const srcRoot = join(__dirname, '..', '..', 'src');
const FLAT = /\b(add|make)\.(graphics|rectangle|circle|ellipse|triangle|polygon|star|arc|line|isobox|isotriangle|grid|curve)\s*\(|\bGameObjects\.(Graphics|Rectangle|Arc|Ellipse|Triangle|Polygon|Star|Line|Grid|IsoBox|IsoTriangle|Curve)\b/;

describe('no flat-shader objects in the game', () => {
  const files = sourceFiles(srcRoot).filter((f) => !relative(srcRoot, f).startsWith('engine') && !relative(srcRoot, f).startsWith('phaser-lite'));

  it('finds the game sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('flags a Graphics or Shape object when there is one', () => {
    expect(FLAT.test(codeOnly('const g = scene.add.graphics();'))).toBe(true);
    expect(FLAT.test(codeOnly('scene.add.rectangle(0, 0, 10, 10, 0xffffff)'))).toBe(true);
    expect(FLAT.test(codeOnly('let g: Phaser.GameObjects.Graphics;'))).toBe(true);
    expect(FLAT.test(codeOnly('scene.add.image(0, 0, "__WHITE")'))).toBe(false);
  });

  for (const file of files) {
    it(`${relative(srcRoot, file)} makes no Graphics or Shape object`, () => {
      const lines = codeOnly(readFileSync(file, 'utf8')).split('\n');
      const found = lines.map((l, i) => [i + 1, l] as const).filter(([, l]) => FLAT.test(l));
      expect(found.map(([n, l]) => `${n}: ${l.trim()}`)).toEqual([]);
    });
  }
});
