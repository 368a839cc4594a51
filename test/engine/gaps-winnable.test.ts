import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/core';
import { WINNABLE_PICK_BUDGET, candidateSeed, isWon, rules, solve, winnableSeed, type GapsMove, type GapsOptions, type GapsState } from '../../src/engine/gaps';

function replayLine(start: GapsState, moves: readonly GapsMove[]): GapsState {
  return moves.reduce((s, m) => rules.play(s, m).state, start);
}

/** Checks everything a pick promises, and returns how many candidates it tried. */
function checkPick(base: string, options: Partial<GapsOptions>): number {
  const pick = winnableSeed(base, options);
  expect(pick, `a pick from ${base}`).not.toBeNull();
  const { seed, tried } = pick!;
  expect(seed).toBe(candidateSeed(base, tried - 1));
  // The deal is proved winnable: the solver's line, replayed with the rules and no redeal, wins it.
  const deal = rules.setup(options, seed);
  const proof = solve(deal, WINNABLE_PICK_BUDGET);
  expect(proof.result).toBe('winnable');
  const end = replayLine(deal, proof.moves!);
  expect(isWon(end.settings, end.rows)).toBe(true);
  expect(end.redealsUsed).toBe(0);
  // Every candidate before it was rejected: not proved winnable within the budget.
  for (let k = 0; k < tried - 1; k++) expect(solve(rules.setup(options, candidateSeed(base, k)), WINNABLE_PICK_BUDGET).result).not.toBe('winnable');
  // Deterministic, and the picked deal picks itself (a shared link with the option deals it again).
  expect(winnableSeed(base, options)).toEqual(pick);
  expect(winnableSeed(seed, options)).toMatchObject({ seed, tried: 1 });
  return tried;
}

describe('gaps: winnable deals only', () => {
  it('picks the first candidate the solver proves winnable, the same every time (Aisleriot)', () => {
    const tries = ['pick-0', 'pick-1', 'pick-2'].map((base) => checkPick(base, {}));
    // Most deals are not proved winnable within the small budget: some pick must have moved on.
    expect(Math.max(...tries)).toBeGreaterThan(1);
  });

  it('picks by the variant: Montana and the basic variant prove their own deals', () => {
    for (const variant of ['montana', 'basic'] as const) checkPick('v-0', { variant });
  });

  it('the proof needs no redeal, so the redeal settings do not change the pick', () => {
    const plain = winnableSeed('redeals-0', {});
    expect(winnableSeed('redeals-0', { redeals: 0, randomGaps: true })).toEqual(plain);
    expect(winnableSeed('redeals-0', { redeals: Infinity, winnable: true })).toEqual(plain);
  });

  it('candidates are deal numbers a link accepts, also from a long base', () => {
    const long = 'x'.repeat(64);
    expect(candidateSeed(long, 0)).toBe(long);
    for (const k of [1, 9, 10, 123]) {
      const c = candidateSeed(long, k);
      expect(c).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
      expect(c.endsWith(`-${k}`)).toBe(true);
    }
    expect(candidateSeed('42', 3)).toBe('42-3');
  });

  it('gives up after the last candidate, and refuses a pinned layout', () => {
    // One candidate, and a budget too small to prove anything: no pick.
    expect(winnableSeed('pick-0', {}, 1, 1)).toBeNull();
    const layout = rules.format(rules.setup({}, 'l')).split('\n').slice(-4).join('\n');
    expect(() => winnableSeed('l', { layout })).toThrow(RuleError);
  });

  it('the option deals the seed it is given as it is, and is kept in the state and its notation', () => {
    const on = rules.setup({ winnable: true }, 'same');
    expect(on.rows).toEqual(rules.setup({}, 'same').rows);
    expect(on.settings.winnable).toBe(true);
    expect(rules.parse(rules.format(on))).toEqual(on);
    expect(rules.format(on)).toContain('winnable deals: yes');
    expect(() => rules.setup({ winnable: 'yes' as never }, 's')).toThrow(RuleError);
  });

  it('refuses a deal pinned as a layout with the option: nothing proved it winnable', () => {
    const layout = rules.format(rules.setup({}, 'pinned')).split('\n').slice(-4).join('\n');
    expect(() => rules.setup({ layout }, 'x')).not.toThrow();
    expect(() => rules.setup({ layout, winnable: true }, 'x')).toThrow(/not proved winnable/);
  });
});
