import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules as sequence } from '../../src/engine/sequence';
import { parseEmbedParams } from '../../src/platform/embedParams';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseEmbedParams((n) => params.get(n), () => 'fresh');
};

describe('embed parameters', () => {
  it('shows the menu when no game is named', () => {
    const c = parse('lang=de&speed=fast');
    expect(c.launch).toBeNull();
    expect(c.lang).toBe('de');
    expect(c.speed).toBe('fast');
    expect(c.problems).toEqual([]);
  });

  it('starts a named game with its seed and options', () => {
    const c = parse('game=nothanks&players=5&level=hard&variant=tactical&openChips=yes&seed=abc-1');
    expect(c.problems).toEqual([]);
    expect(c.launch).toEqual({
      game: 'nothanks',
      seed: 'abc-1',
      seats: ['human', 'hard', 'hard', 'hard', 'hard'],
      options: { players: 5, variant: 'tactical', openChips: true },
    });
  });

  it('reads Gaps redeals including unlimited', () => {
    // One form end to end: the word in the URL is what the engine is given.
    expect(parse('game=gaps&redeals=unlimited').launch?.options.redeals).toBe('unlimited');
    expect(parse('game=gaps&redeals=0&randomGaps=1').launch?.options).toMatchObject({ redeals: 0, randomGaps: true, winnable: false });
    expect(parse('game=gaps&winnable=1&seed=daily-7').launch).toMatchObject({ seed: 'daily-7', options: { winnable: true } });
  });

  it('reads Sequence teams only where the player count allows them', () => {
    expect(parse('game=sequence&players=6&teams=3').launch?.options).toMatchObject({ players: 6, teams: 3 });
    const c = parse('game=sequence&players=4&teams=3');
    expect(c.problems.join()).toMatch(/teams does not apply/);
    expect(c.launch?.options.teams).toBeUndefined();
  });

  it('reads the Sequence Numbers deck (allOperations) for Numbers only; the default deck adds and subtracts', () => {
    const four = parse('game=sequence&variant=numbers&allOperations=true');
    expect(four.problems).toEqual([]);
    expect(four.launch?.options).toMatchObject({ variant: 'numbers', allOperations: true });
    expect(sequence.setup(four.launch!.options as never, four.launch!.seed).settings.allOperations).toBe(true);
    expect(parse('game=sequence&variant=numbers').launch?.options).toMatchObject({ allOperations: false });
    const classic = parse('game=sequence&allOperations=1');
    expect(classic.problems.join()).toMatch(/allOperations does not apply/);
    expect(classic.launch?.options.allOperations).toBeUndefined();
    expect(parse('game=sequence&variant=numbers&allOperations=maybe').problems.join()).toMatch(/allOperations "maybe" is not one of false, true; using false/);
  });

  it('replaces every bad value by its default and says why', () => {
    const c = parse('game=nothanks&players=99&level=genius&seed=<script>&lang=xx&speed=warp&muted=maybe&allowedOrigin=javascript:alert(1)');
    expect(c.launch?.options.players).toBe(4);
    expect(c.launch?.seats[1]).toBe('medium');
    expect(c.launch?.seed).toBe('fresh');
    expect(c.lang).toBeNull();
    expect(c.speed).toBeNull();
    expect(c.allowedOrigin).toBeNull();
    expect(c.problems).toHaveLength(7);
    for (const p of c.problems) expect(p).toMatch(/;/);
  });

  it('takes no speed, language or game from the names every object has ("constructor", "toString", …)', () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      const c = parse(`game=${name}&speed=${name}&lang=${name}`);
      expect(c.speed, name).toBeNull();
      expect(c.lang, name).toBeNull();
      expect(c.launch, name).toBeNull();
      expect(c.problems, name).toEqual([expect.stringMatching(new RegExp(`^lang "${name}"`)), expect.stringMatching(new RegExp(`^speed "${name}"`)), expect.stringMatching(new RegExp(`^game "${name}"`))]);
    }
  });

  it('quotes a long bad value cut short, so the message stays readable', () => {
    const long = 'x'.repeat(5000);
    const c = parse(`game=gaps&lang=${long}&variant=${long}&muted=${long}&speed=${long}&seed=${long}&room=${long}&server=${long}&allowedOrigin=${long}`);
    expect(c.problems).toHaveLength(8);
    for (const p of c.problems) {
      expect(p.length, p).toBeLessThan(200);
      expect(p, p).toMatch(/"x+…"/);
    }
  });

  it('falls back to the menu for an unknown game', () => {
    const c = parse('game=chess');
    expect(c.launch).toBeNull();
    expect(c.problems[0]).toMatch(/game "chess"/);
    expect(c.problems[0]).toMatch(/; showing the menu\.$/);
    // A page's newGame command deals the last game instead, and says so.
    const again = parseEmbedParams((n) => (n === 'game' ? 'chess' : null), () => 'fresh', 'starting a new game of gaps');
    expect(again.problems).toEqual([expect.stringMatching(/^game "chess" is not one of .*; starting a new game of gaps\.$/)]);
  });

  it('accepts exact origins and the wildcard only', () => {
    expect(parse('allowedOrigin=https://example.com').allowedOrigin).toBe('https://example.com');
    expect(parse('allowedOrigin=*').allowedOrigin).toBe('*');
    expect(parse('allowedOrigin=https://example.com/path').allowedOrigin).toBeNull();
  });

  it('never throws and always yields a usable launch or the menu, whatever the input', () => {
    const keys = ['game', 'seed', 'lang', 'speed', 'players', 'humans', 'level', 'variant', 'openChips', 'redeals', 'randomGaps', 'teams', 'advanced', 'learning', 'allOperations', 'muted', 'allowedOrigin'];
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('nothanks', 'gaps', 'sequence', '2', '3', '6', '12', 'true', 'numbers', 'hard', 'unlimited'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), (dict) => {
        const c = parseEmbedParams((n) => dict[n] ?? null, () => 'fresh');
        if (c.launch) {
          expect(['nothanks', 'gaps', 'sequence']).toContain(c.launch.game);
          expect(c.launch.seats.length).toBeGreaterThan(0);
          expect(c.launch.seed).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
          if (c.launch.game === 'sequence') expect(() => sequence.setup(c.launch!.options as never, c.launch!.seed)).not.toThrow();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
