/**
 * Every number in a position's text is written one way: `format`'s. Each game's `parse` refuses the
 * same number written with a leading zero ("04", "007") with a RuleError, instead of reading it as
 * the same value (the text would then not read back as itself). Checked on every number of positions
 * from random play; digits inside a quoted seed are text, not numbers, and are left alone. The same
 * for the moves of Gaps and Sequence (`parseMove`; No Thanks' moves hold no number).
 */
import { describe, expect, it } from 'vitest';
import { Rng, RuleError } from '../../src/engine/core';
import { rules as gaps } from '../../src/engine/gaps';
import { rules as noThanks } from '../../src/engine/nothanks';
import { rules as sequence } from '../../src/engine/sequence';

interface AnyRules {
  setup(options: object, seed: string): unknown;
  legalMoves(state: unknown): unknown[];
  play(state: unknown, move: unknown): { state: unknown };
  format(state: unknown): string;
  parse(text: string): unknown;
  formatMove(move: unknown): string;
  parseMove(text: string): unknown;
}

/** The text of a position after `plies` random moves of a game set up with `options`, and of its legal moves. */
function positionText(rules: AnyRules, options: object, seed: string, plies: number): { text: string; moves: string[] } {
  const rng = Rng.fromSeed(`numbers-${seed}`);
  let state = rules.setup(options, seed);
  for (let i = 0; i < plies; i++) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    state = rules.play(state, rng.pick(legal)).state;
  }
  return { text: rules.format(state), moves: rules.legalMoves(state).map((m) => rules.formatMove(m)) };
}

/** Start offsets of the runs of digits in `text` that are not inside double quotes. */
function numberOffsets(text: string): number[] {
  const offsets: number[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && /\d/.test(c) && !/\d/.test(text[i - 1] ?? '')) offsets.push(i);
  }
  return offsets;
}

const CASES: Array<[string, AnyRules, object, number]> = [
  ['No Thanks, 4 players', noThanks as unknown as AnyRules, { players: 4 }, 20],
  ['No Thanks, tactical, 7 players', noThanks as unknown as AnyRules, { players: 7, variant: 'tactical' }, 35],
  ['Gaps', gaps as unknown as AnyRules, {}, 15],
  ['Sequence, 3 players', sequence as unknown as AnyRules, { players: 3 }, 12],
  ['Sequence Numbers, 2 players', sequence as unknown as AnyRules, { players: 2, variant: 'numbers' }, 12],
];

describe('parse and numbers written with a leading zero', () => {
  it.each(CASES)('%s: each number of the text, zero-padded, is refused; the text as written reads back', (_name, rules, options, plies) => {
    for (const seed of ['a', 'b', 'c']) {
      const { text } = positionText(rules, options, seed, plies);
      expect(rules.format(rules.parse(text))).toBe(text);
      const offsets = numberOffsets(text);
      expect(offsets.length).toBeGreaterThan(10);
      for (const at of offsets) {
        const padded = `${text.slice(0, at)}0${text.slice(at)}`;
        expect(() => rules.parse(padded), `accepted: …${padded.slice(Math.max(0, at - 24), at + 8)}…`).toThrow(RuleError);
      }
    }
  });

  it.each(CASES.filter(([name]) => !name.startsWith('No Thanks')))('%s: a move with a zero-padded number is refused; as written it reads back', (_name, rules, options, plies) => {
    let padded = 0;
    for (const seed of ['a', 'b']) {
      for (const move of positionText(rules, options, seed, plies).moves) {
        expect(rules.formatMove(rules.parseMove(move))).toBe(move);
        for (const at of numberOffsets(move)) {
          padded++;
          expect(() => rules.parseMove(`${move.slice(0, at)}0${move.slice(at)}`), move).toThrow(RuleError);
        }
      }
    }
    expect(padded).toBeGreaterThan(10);
  });
});
