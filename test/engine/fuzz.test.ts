/**
 * Fuzzing every text parser of every engine: random text and mutations of real positions and moves
 * must give either a valid state or a RuleError, never another exception or a broken state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, RuleError, type GameEvent, type GameRules } from '../../src/engine/core';
import { gameIds, gameInfo } from '../../src/platform/gameRegistry';

type AnyRules = GameRules<unknown, unknown, Record<string, unknown>, GameEvent>;

/** Set-ups worth playing beyond the defaults, where a game has some. */
const MORE_OPTIONS: Record<string, Record<string, unknown>[]> = {
  nothanks: [{ players: 5, variant: 'tactical' }, { players: 7, openChips: true }],
  gaps: [{ randomGaps: true }, { variant: 'montana' }, { variant: 'basic' }],
  sequence: [{ players: 3 }, { variant: 'numbers', players: 4 }],
};

// Every registered game (test/setup.ts registers them), each with its engine loaded as the page does.
const engines: Array<[string, AnyRules, Record<string, unknown>[]]> = await Promise.all(
  gameIds().map(async (id): Promise<[string, AnyRules, Record<string, unknown>[]]> => [id, (await gameInfo(id).loadRules()) as unknown as AnyRules, [{}, ...(MORE_OPTIONS[id] ?? [])]]),
);

/** Positions and moves from random play, as text, to mutate. */
function samples(rules: AnyRules, optionSets: Record<string, unknown>[]): { positions: string[]; moves: string[] } {
  const positions: string[] = [];
  const moves: string[] = [];
  const rng = Rng.fromSeed(`fuzz-${rules.id}`);
  optionSets.forEach((options, g) => {
    let state = rules.setup(options, `fuzz-${g}`);
    for (let ply = 0; ply < 400 && !rules.isOver(state); ply++) {
      const legal = rules.legalMoves(state);
      if (legal.length === 0) break;
      const move = rng.pick(legal);
      if (ply % 7 === 0) positions.push(rules.format(state));
      moves.push(rules.formatMove(move));
      state = rules.play(state, move).state;
    }
    positions.push(rules.format(state));
  });
  return { positions, moves };
}

/** Calls `fn`; any exception other than a RuleError fails the property. */
function onlyRuleErrors<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RuleError) return undefined;
    throw e;
  }
}

function mutations(base: string[]): fc.Arbitrary<string> {
  const pick = fc.constantFrom(...base);
  return fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    pick,
    fc.tuple(pick, fc.nat()).map(([s, n]) => s.slice(0, n % (s.length + 1))),
    fc.tuple(pick, fc.nat(), fc.string({ minLength: 1, maxLength: 3 })).map(([s, n, c]) => {
      const i = n % Math.max(1, s.length);
      return s.slice(0, i) + c + s.slice(i + 1);
    }),
    fc.tuple(pick, fc.nat(), fc.nat()).map(([s, a, b]) => {
      // Swap two lines: a structurally plausible but often impossible position.
      const lines = s.split('\n');
      const i = a % lines.length;
      const j = b % lines.length;
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }),
    fc.tuple(pick, fc.nat()).map(([s, n]) => s.split('\n').filter((_, i) => i !== n % Math.max(1, s.split('\n').length)).join('\n')),
  );
}

it('fuzzes the registered games', () => {
  expect(engines.map(([id]) => id)).toEqual(gameIds());
  expect(engines.length).toBeGreaterThanOrEqual(3);
});

describe.each(engines)('%s parsers under fuzzing', (_name, rules, optionSets) => {
  const { positions, moves } = samples(rules, optionSets);

  it('parse gives a usable state or a RuleError', () => {
    fc.assert(
      fc.property(mutations(positions), (text) => {
        const state = onlyRuleErrors(() => rules.parse(text));
        if (state === undefined) return;
        // A state that parsed is a real position: it prints, re-parses to itself and answers queries.
        const again = rules.format(state);
        expect(rules.parse(again)).toEqual(state);
        rules.isOver(state);
        rules.score(state);
        const legal = rules.legalMoves(state);
        if (legal.length > 0) rules.play(state, legal[0]);
      }),
      { numRuns: 1500 },
    );
  });

  it('parseMove gives a move or a RuleError', () => {
    fc.assert(
      fc.property(mutations(moves), (text) => {
        const move = onlyRuleErrors(() => rules.parseMove(text));
        if (move === undefined) return;
        expect(rules.parseMove(rules.formatMove(move))).toEqual(move);
      }),
      { numRuns: 1500 },
    );
  });
});
