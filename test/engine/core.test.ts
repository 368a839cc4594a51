import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IllegalMoveError, Rng, RuleError, cardName, isRed, makeCard, parseCard, parseFields, parseInteger, rankValue, standardDeck,
} from '../../src/engine/core';

describe('Rng', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = Rng.fromSeed('deal-1');
    const b = Rng.fromSeed('deal-1');
    const c = Rng.fromSeed('deal-2');
    const xs = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(xs);
  });

  it('resumes exactly from a saved state', () => {
    const a = Rng.fromSeed('x');
    a.next();
    const saved = a.state();
    const expected = [a.nextUint32(), a.nextUint32()];
    const b = Rng.fromState(saved);
    expect([b.nextUint32(), b.nextUint32()]).toEqual(expected);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
  });

  it('refuses a malformed saved state', () => {
    expect(() => Rng.fromState([1, 2, 3] as never)).toThrow(TypeError);
    expect(() => Rng.fromState([1, 2, 3, -1])).toThrow(TypeError);
  });

  it('int stays in range and covers it', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 60 }), (seed, n) => {
        const rng = Rng.fromSeed(seed);
        const seen = new Set<number>();
        for (let i = 0; i < n * 40; i++) {
          const x = rng.int(n);
          if (!Number.isInteger(x) || x < 0 || x >= n) return false;
          seen.add(x);
        }
        return seen.size === n;
      }),
      { numRuns: 200 },
    );
  });

  it('shuffle is a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const copy = items.slice();
        const out = Rng.fromSeed(seed).shuffle(items);
        expect(items).toEqual(copy);
        expect(out.slice().sort((x, y) => x - y)).toEqual(copy.slice().sort((x, y) => x - y));
      }),
    );
  });

  it('shuffle is close to uniform', () => {
    const rng = Rng.fromSeed('uniform');
    const counts = new Map<string, number>();
    const trials = 24_000;
    for (let i = 0; i < trials; i++) {
      const key = rng.shuffle([1, 2, 3, 4]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
});

describe('cards', () => {
  it('has 52 distinct cards', () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
  });

  it('parses and names cards', () => {
    expect(parseCard(' td ')).toBe('TD');
    expect(rankValue('KS')).toBe(13);
    expect(rankValue('AH')).toBe(1);
    expect(makeCard(10, 'C')).toBe('TC');
    expect(isRed('3D')).toBe(true);
    expect(isRed('3S')).toBe(false);
    expect(cardName('QS')).toBe('queen of spades');
  });

  it('refuses non-cards with a RuleError', () => {
    for (const bad of ['', '1S', 'TX', 'TDD', '10D']) expect(() => parseCard(bad)).toThrow(RuleError);
  });
});

describe('notation helpers', () => {
  it('parses fields and refuses duplicates', () => {
    const f = parseFields('a: 1\n# comment\n\nb: two words', 'test');
    expect(f.get('a')).toBe('1');
    expect(f.get('b')).toBe('two words');
    expect(() => parseFields('a: 1\na: 2', 'test')).toThrow(/twice/);
    expect(() => parseFields('nonsense', 'test')).toThrow(RuleError);
  });

  it('parses integers within bounds', () => {
    expect(parseInteger('12', 'x', 0, 20)).toBe(12);
    expect(() => parseInteger('12.5', 'x')).toThrow(RuleError);
    expect(() => parseInteger('30', 'x', 0, 20)).toThrow(/outside/);
    expect(parseInteger(' 0 ', 'x', 0, 20)).toBe(0);
    expect(parseInteger('-7', 'x', -10, 20)).toBe(-7);
    // Only the way format writes a number: "04", "007", "+3" and "-0" (a fuzzed edit of a Gaps position
    // made it) name values format writes otherwise, so they are refused, with a message that says why.
    for (const text of ['04', '007', '-0', '-05', '00']) expect(() => parseInteger(text, 'x', -20, 20)).toThrow(/leading zeros/);
    expect(() => parseInteger('+3', 'x', 0, 20)).toThrow(/not a whole number/);
  });

  it('IllegalMoveError is a RuleError', () => {
    expect(new IllegalMoveError('no')).toBeInstanceOf(RuleError);
  });
});
