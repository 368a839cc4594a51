/**
 * Gaps deal names (src/scenes/gaps/dealNumber.ts): short numbers from random integers, the daily
 * deal's seed from a date, names for the screen, and what a player may type; and the menu deals a
 * Gaps game with one of them (not the 24-character code other games get).
 */
import { describe, expect, it } from 'vitest';
import '../../src/games/registry';
import { MAX_DEAL, dailyDate, dailySeed, dealLabel, dealName, dealNumberFrom, isDealNumber, localDate, parseDeal, randomDealNumber } from '../../src/scenes/gaps/dealNumber';
import { freshSeed } from '../../src/platform/menuChoices';
import { parseEmbedParams } from '../../src/platform/embedParams';
import { rules } from '../../src/engine/gaps';

describe('Gaps deal numbers', () => {
  it('maps every 32-bit integer to a number from 1 to 999 999 999, and refuses anything else', () => {
    expect(dealNumberFrom(0)).toBe('1');
    expect(dealNumberFrom(MAX_DEAL - 1)).toBe('999999999');
    expect(dealNumberFrom(MAX_DEAL)).toBe('1');
    expect(dealNumberFrom(0xffff_ffff)).toBe(String(1 + (0xffff_ffff % MAX_DEAL)));
    for (const bad of [-1, 0.5, 2 ** 32, Number.NaN]) expect(() => dealNumberFrom(bad)).toThrow(RangeError);
    for (let i = 0; i < 50; i++) {
      const n = randomDealNumber();
      expect(isDealNumber(n)).toBe(true);
      expect(n.length).toBeLessThanOrEqual(9);
    }
  });

  it('tells deal numbers from other seeds', () => {
    expect(isDealNumber('123456789')).toBe(true);
    for (const s of ['0', '0123', '1234567890', '12a', 'daily-2026-11-27', 'k3j5h2g6f8d9s0a1q2w3e4r5']) expect(isDealNumber(s)).toBe(false);
  });

  it('names a deal for the screen: numbers in groups of three, a winnable pick keeps its suffix, old codes shortened', () => {
    expect(dealName('123456789')).toEqual({ kind: 'number', text: '123\u202f456\u202f789' });
    expect(dealName('5')).toEqual({ kind: 'number', text: '5' });
    expect(dealName('1234-3')).toEqual({ kind: 'number', text: '1\u202f234-3' });
    expect(dealName('daily-2026-11-27')).toEqual({ kind: 'daily', date: { year: 2026, month: 11, day: 27 } });
    expect(dealName('daily-2026-11-27-2')).toEqual({ kind: 'daily', date: { year: 2026, month: 11, day: 27 } });
    expect(dealName('k3j5h2g6f8d9s0a1q2w3e4r5')).toEqual({ kind: 'code', text: 'k3j5h2g6f…' });
    expect(dealLabel('123456789', 'strip', 'Aisleriot')).toBe('Deal 123\u202f456\u202f789');
    expect(dealLabel('daily-2026-11-27', 'strip', 'Aisleriot')).toBe('Daily · Nov 27');
    expect(dealLabel('daily-2026-11-27', 'subtitle', 'Aisleriot')).toBe('Aisleriot · daily deal, Nov 27, 2026');
  });

  it('reads what a player types: separators inside a number dropped, other seeds as they are', () => {
    expect(parseDeal(' 123 456 789 ')).toBe('123456789');
    expect(parseDeal('#42')).toBe('42');
    expect(parseDeal('123.456.789')).toBe('123456789');
    expect(parseDeal('007')).toBe('7');
    expect(parseDeal('1234567890')).toBeNull();
    expect(parseDeal('0')).toBeNull();
    expect(parseDeal('daily-2026-11-27')).toBe('daily-2026-11-27');
    expect(parseDeal('k3j5h2g6f8d9s0a1q2w3e4r5')).toBe('k3j5h2g6f8d9s0a1q2w3e4r5');
    expect(parseDeal('not a seed!')).toBeNull();
    expect(parseDeal('')).toBeNull();
  });
});

describe('the daily deal', () => {
  it('has one seed per calendar day, and the date back from it', () => {
    expect(dailySeed({ year: 2026, month: 3, day: 7 })).toBe('daily-2026-03-07');
    expect(dailyDate('daily-2026-03-07')).toEqual({ year: 2026, month: 3, day: 7 });
    expect(dailyDate('daily-2026-02-30')).toBeNull();
    expect(dailyDate('123')).toBeNull();
    expect(() => dailySeed({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
    expect(dailySeed({ year: 2028, month: 2, day: 29 })).toBe('daily-2028-02-29');
    expect(() => dailySeed({ year: 2026, month: 13, day: 1 })).toThrow(RangeError);
  });

  it('takes the local calendar day of a clock reading (late evening is still that day)', () => {
    expect(localDate(new Date(2026, 10, 27, 23, 59))).toEqual({ year: 2026, month: 11, day: 27 });
    expect(localDate(new Date(2026, 10, 28, 0, 1))).toEqual({ year: 2026, month: 11, day: 28 });
  });

  it('deals the same cards for everyone on a date, and other cards the next day', () => {
    const deal = (seed: string): string => JSON.stringify(rules.setup({}, seed).rows);
    const today = dailySeed({ year: 2026, month: 11, day: 27 });
    expect(deal(today)).toBe(deal(dailySeed({ year: 2026, month: 11, day: 27 })));
    expect(deal(today)).not.toBe(deal(dailySeed({ year: 2026, month: 11, day: 28 })));
  });
});

describe('a new Gaps game from the menu or the address', () => {
  it('is named with a deal number (the daily choice with today`s seed); other games keep their random codes', () => {
    expect(isDealNumber(freshSeed('gaps', {}))).toBe(true);
    expect(freshSeed('gaps', { deal: 'daily' })).toBe(dailySeed(localDate(new Date())));
    expect(freshSeed('nothanks', {})).toMatch(/^[0-9a-z]{24}$/);
    const fromAddress = parseEmbedParams((n) => ({ game: 'gaps' })[n] ?? null, () => 'random-code');
    expect(isDealNumber(fromAddress.launch!.seed)).toBe(true);
    // A seed in the address is kept as it is, however long (old links).
    const old = parseEmbedParams((n) => ({ game: 'gaps', seed: 'k3j5h2g6f8d9s0a1q2w3e4r5' })[n] ?? null, () => 'random-code');
    expect(old.launch!.seed).toBe('k3j5h2g6f8d9s0a1q2w3e4r5');
    // The deal choice is the menu's, not an engine option.
    expect(fromAddress.launch!.options).not.toHaveProperty('deal');
  });
});
