/**
 * Gaps `parse` against the positions real games reach: every one reads back as itself, and each way of
 * breaking one of the invariants a real game keeps (notation.ts lists them) is refused with a RuleError,
 * never accepted and never another error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/core';
import { rules, type GapsState } from '../../src/engine/gaps';
import { playedArb } from './gaps-fixtures';

/** The text of `s` with its rows (the last four lines) given to `edit` as a flat list of 52 tokens. */
function withCells(s: GapsState, edit: (cells: string[]) => void): string {
  const lines = rules.format(s).split('\n');
  const header = lines.slice(0, -4);
  const cells = lines.slice(-4).join(' ').split(' ');
  edit(cells);
  const rows = Array.from({ length: 4 }, (_, r) => cells.slice(r * 13, (r + 1) * 13).join(' '));
  return [...header, ...rows].join('\n');
}

/** The text of `s` (a state or its text) with one header line replaced (or, with `value` null, removed). */
function withHeader(s: GapsState | string, key: string, value: string | null): string {
  return (typeof s === 'string' ? s : rules.format(s))
    .split('\n')
    .flatMap((line) => (line.startsWith(`${key}:`) ? (value === null ? [] : [`${key}: ${value}`]) : [line]))
    .join('\n');
}

/** Parses `text`, expecting a RuleError (and no other kind of error); returns its message. */
function refusal(text: string): string {
  try {
    rules.parse(text);
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error(`accepted an impossible position:\n${text}`);
}

const cardPlaces = (cells: string[]): number[] => cells.flatMap((c, i) => (c === '--' ? [] : [i]));
const gapPlaces = (cells: string[]): number[] => cells.flatMap((c, i) => (c === '--' ? [i] : []));

describe('gaps parse: positions of real games', () => {
  it('read back as themselves, in every variant and option', () => {
    fc.assert(
      fc.property(playedArb, (s) => {
        expect(rules.parse(rules.format(s))).toEqual(s);
        // And the text is a fixed point: formatting the parsed state gives the same text.
        expect(rules.format(rules.parse(rules.format(s)))).toBe(rules.format(s));
      }),
      { numRuns: 150 },
    );
  });
});

describe('gaps parse refuses impossible positions with a RuleError', () => {
  it('a card twice (another card overwritten), so only 47 distinct cards', () => {
    fc.assert(
      fc.property(playedArb, fc.nat(), fc.nat(), (s, a, b) => {
        const text = withCells(s, (cells) => {
          const places = cardPlaces(cells);
          const from = places[a % places.length]!;
          const to = places.filter((p) => p !== from)[b % (places.length - 1)]!;
          cells[to] = cells[from]!;
        });
        expect(refusal(text)).toMatch(/twice/);
      }),
      { numRuns: 100 },
    );
  });

  it('a gap filled with a card already on the table (3 gaps), or a card taken away (5 gaps)', () => {
    fc.assert(
      fc.property(playedArb, fc.nat(), fc.nat(), fc.boolean(), (s, a, b, fill) => {
        const text = withCells(s, (cells) => {
          const cards = cardPlaces(cells);
          if (fill) cells[gapPlaces(cells)[a % 4]!] = cells[cards[b % cards.length]!]!;
          else cells[cards[a % cards.length]!] = '--';
        });
        expect(refusal(text)).toMatch(fill ? /twice/ : /48 cards/);
      }),
      { numRuns: 100 },
    );
  });

  it('an ace on the table (the aces leave after the deal), in a gap or over a card', () => {
    fc.assert(
      fc.property(playedArb, fc.nat(), fc.constantFrom('AS', 'AH', 'AD', 'AC', 'as'), fc.boolean(), (s, a, ace, overCard) => {
        const text = withCells(s, (cells) => {
          const places = overCard ? cardPlaces(cells) : gapPlaces(cells);
          cells[places[a % places.length]!] = ace;
        });
        expect(refusal(text)).toMatch(/aces leave/);
      }),
      { numRuns: 60 },
    );
  });

  it('a token that is neither a card nor a gap, or a row of the wrong length', () => {
    fc.assert(
      fc.property(playedArb, fc.nat(51), fc.constantFrom('XX', '1S', '-', '---', 'KZ', '10H'), fc.nat(3), (s, at, junk, row) => {
        expect(refusal(withCells(s, (cells) => (cells[at] = junk)))).toMatch(/neither a card|cells/);
        const lines = rules.format(s).split('\n');
        const rowLine = lines.length - 4 + row;
        const short = lines.map((l, i) => (i === rowLine ? l.split(' ').slice(1).join(' ') : l)).join('\n');
        const long = lines.map((l, i) => (i === rowLine ? `${l} --` : l)).join('\n');
        expect(refusal(short)).toMatch(/12 cells/);
        expect(refusal(long)).toMatch(/14 cells/);
        // A row missing or one too many.
        expect(refusal(lines.filter((_, i) => i !== rowLine).join('\n'))).toMatch(/4 rows/);
        expect(refusal([...lines, lines[rowLine]!].join('\n'))).toMatch(/4 rows/);
      }),
      { numRuns: 60 },
    );
  });

  it('more redeals used than allowed, or a count that is not a whole number', () => {
    fc.assert(
      fc.property(playedArb, fc.integer({ min: 1, max: 5 }), (s, extra) => {
        if (s.settings.redeals >= 0) expect(refusal(withHeader(s, 'redeals used', String(s.settings.redeals + extra)))).toMatch(/allowed|no redeals/);
        expect(refusal(withHeader(s, 'redeals used', '-1'))).toMatch(/outside/);
        expect(refusal(withHeader(s, 'redeals used', '1.5'))).toMatch(/whole number/);
        expect(refusal(withHeader(s, 'redeals', '100'))).toMatch(/outside/);
      }),
      { numRuns: 60 },
    );
  });

  it('the basic variant with redeals or random gaps (it is one deal)', () => {
    fc.assert(
      fc.property(playedArb, fc.constantFrom('1', '2', '99', 'unlimited'), (s, redeals) => {
        const basic = withHeader(withHeader(withHeader(s, 'variant', 'basic'), 'redeals', '0'), 'redeals used', '0');
        const plain = withHeader(basic, 'random gaps', 'no');
        expect(rules.parse(plain).settings).toEqual({ variant: 'basic', redeals: 0, randomGaps: false, winnable: false });
        expect(refusal(withHeader(plain, 'redeals', redeals))).toMatch(/no redeals/);
        expect(refusal(withHeader(plain, 'random gaps', 'yes'))).toMatch(/random gaps must be off/);
        // Left out, the redeals header means the variant's default: none in the basic variant.
        expect(rules.parse(withHeader(plain, 'redeals', null))).toEqual(rules.parse(plain));
      }),
      { numRuns: 40 },
    );
  });

  it('the twos variant with a row that does not start with its 2 (dealt there, locked, never moved)', () => {
    const twos = rules.play(rules.setup({ variant: 'twos' }, 'old-basic'), rules.legalMoves(rules.setup({ variant: 'twos' }, 'old-basic'))[0]!).state;
    expect(rules.parse(rules.format(twos))).toEqual(twos);
    // Swap the 2 heading row 3 with the first card of row 1 that is not a 2.
    const moved = withCells(twos, (cells) => {
      const other = cells.findIndex((c, i) => i > 0 && i < 13 && c !== '--');
      [cells[26], cells[other]] = [cells[other]!, cells[26]!];
    });
    expect(refusal(moved)).toMatch(/twos variant every row starts with a 2; .* row 3 starts with/);
    expect(() => rules.setup({ variant: 'twos', layout: moved.split('\n').slice(-4).join('\n') }, 'x')).toThrow(RuleError);
    // The same layout is a fine Aisleriot position.
    expect(rules.parse(withHeader(moved, 'variant', 'aisleriot')).settings.variant).toBe('aisleriot');
  });

  it('after a redeal without random gaps, a row that starts with anything but a 2 or a gap', () => {
    fc.assert(
      fc.property(playedArb, fc.nat(), (s, pick) => {
        if (s.settings.variant === 'basic' || s.settings.variant === 'twos') return;
        // Put a card other than a 2 at the head of row 2 (swapped with it), then claim a redeal was used.
        const moved = withCells(s, (cells) => {
          const others = cells.flatMap((c, i) => (c !== '--' && c[0] !== '2' && i !== 13 ? [i] : []));
          const other = others[pick % others.length]!;
          [cells[13], cells[other]] = [cells[other]!, cells[13]!];
        });
        const redealt = withHeader(withHeader(withHeader(moved, 'redeals', 'unlimited'), 'redeals used', '1'), 'random gaps', 'no');
        expect(refusal(redealt)).toMatch(/after a redeal every row starts with a 2 or a gap .*; row [1-4] starts with [3-9TJQK][SHDC]$/);
        // Before any redeal, or when the redeal scatters the gaps among the cards, it can be dealt so.
        expect(rules.parse(withHeader(redealt, 'redeals used', '0')).redealsUsed).toBe(0);
        expect(rules.parse(withHeader(redealt, 'random gaps', 'yes')).settings.randomGaps).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('the positions real games reach after redeals keep a 2 or a gap at the head of every row', () => {
    let checked = 0;
    for (let game = 0; checked < 200 && game < 400; game++) {
      let s = rules.setup({ redeals: 'unlimited', variant: game % 3 === 0 ? 'montana' : 'aisleriot' }, `redealt-${game}`);
      for (let step = 0; step < 400 && !rules.isOver(s); step++) {
        const moves = rules.legalMoves(s);
        s = rules.play(s, moves[(game * 7 + step) % moves.length]!).state;
        if (s.redealsUsed === 0) continue;
        for (const row of s.rows) expect(row[0] === null || row[0]?.[0] === '2', rules.format(s)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(200);
  });

  it('headers that are unknown, given twice or malformed', () => {
    fc.assert(
      fc.property(playedArb, (s) => {
        const text = rules.format(s);
        expect(refusal(withHeader(s, 'variant', 'spider'))).toMatch(/variant/);
        expect(refusal(`colour: red\n${text}`)).toMatch(/unknown header/);
        expect(refusal(`${text.split('\n')[0]}\n${text}`)).toMatch(/given twice/);
        expect(refusal(withHeader(s, 'seed', 'unquoted'))).toMatch(/quoted string/);
        expect(refusal(withHeader(s, 'seed', '42'))).toMatch(/quoted string/);
        expect(refusal(withHeader(s, 'random gaps', 'maybe'))).toMatch(/yes\/no/);
      }),
      { numRuns: 30 },
    );
  });
});
