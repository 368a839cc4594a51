import { beforeEach, describe, expect, it } from 'vitest';
import { getStats, recordGame, resetStats } from '../../src/platform/stats';
import { noThanksBucket } from '../../src/scenes/nothanks/statsRules';
import { gapsBucket } from '../../src/scenes/gaps/statsRules';
import { sequenceBucket } from '../../src/scenes/sequence/statsRules';

describe('stats', () => {
  beforeEach(() => resetStats());

  it('counts games and wins per bucket, keeps the best and the total', () => {
    recordGame('gaps', 'aisleriot', { won: false, score: 30 });
    recordGame('gaps', 'aisleriot', { won: true, score: 48 });
    recordGame('gaps', 'montana', { won: false, score: 12 });
    const s = getStats('gaps');
    expect(s.aisleriot).toEqual({ played: 2, won: 1, best: 48, total: 78, lowerIsBetter: false });
    expect(s.montana?.played).toBe(1);
    expect(getStats('nothanks')).toEqual({});
  });

  it('keeps the lowest score as best when lower is better', () => {
    recordGame('nothanks', '4p', { won: false, score: 40, lowerIsBetter: true });
    recordGame('nothanks', '4p', { won: true, score: -3, lowerIsBetter: true });
    recordGame('nothanks', '4p', { won: false, score: 12, lowerIsBetter: true });
    expect(getStats('nothanks')['4p']?.best).toBe(-3);
  });

  it('rejects a score that is not a finite number without changing anything', () => {
    recordGame('sequence', '2p', { won: true, score: 2 });
    expect(() => recordGame('sequence', '2p', { won: true, score: Number.NaN })).toThrow(RangeError);
    expect(getStats('sequence')['2p']?.played).toBe(1);
  });

  it('resets one game or all', () => {
    recordGame('sequence', '2p', { won: true, score: 2 });
    recordGame('gaps', 'basic', { won: true, score: 48 });
    resetStats('sequence');
    expect(getStats('sequence')).toEqual({});
    expect(getStats('gaps').basic?.played).toBe(1);
    resetStats();
    expect(getStats('gaps')).toEqual({});
  });
});

describe('stats buckets', () => {
  it('keep set-ups that play differently apart, and default set-ups under the names stored before', () => {
    expect(noThanksBucket({ players: 4, variant: 'standard' })).toBe('4p');
    expect(noThanksBucket({ players: 4, variant: 'tactical' })).toBe('4p-tactical');
    expect(gapsBucket({ variant: 'aisleriot', redeals: 2, randomGaps: false })).toBe('aisleriot');
    expect(gapsBucket({ variant: 'aisleriot', redeals: 0, randomGaps: true })).toBe('aisleriot-r0-randomgaps');
    expect(gapsBucket({ variant: 'montana', redeals: -1, randomGaps: false })).toBe('montana-runlimited');
    expect(gapsBucket({ variant: 'aisleriot', redeals: 2, randomGaps: false, winnable: true })).toBe('aisleriot-winnable');
    expect(gapsBucket({ variant: 'basic', redeals: 0, randomGaps: true, winnable: true })).toBe('basic-r0-randomgaps-winnable');
    expect(sequenceBucket({ variant: 'numbers', players: 6 })).toBe('numbers-6p');
  });
});
