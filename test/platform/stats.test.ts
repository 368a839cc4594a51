import { beforeEach, describe, expect, it } from 'vitest';
import { getStats, recordGame, resetStats } from '../../src/platform/stats';
import { freshLocalStorage } from '../memoryStorage';
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
    // A loss then a win: one win in a row now, and that is the longest run.
    expect(s.aisleriot).toEqual({ played: 2, won: 1, best: 48, total: 78, lowerIsBetter: false, streak: 1, bestStreak: 1 });
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
    expect(sequenceBucket({ variant: 'numbers', players: 6, teams: 2 })).toBe('numbers-6p');
    expect(sequenceBucket({ variant: 'classic', players: 6, teams: 3 })).toBe('classic-6p-3t');
    expect(sequenceBucket({ variant: 'classic', players: 12, teams: 3 })).toBe('classic-12p-3t');
    expect(sequenceBucket({ variant: 'classic', players: 9, teams: 3 })).toBe('classic-9p');
  });
});

describe('win streaks', () => {
  beforeEach(() => resetStats());

  it('counts wins in a row per bucket, back to 0 after a loss, and keeps the longest run', () => {
    const streaks = (): [number | undefined, number | undefined] => {
      const b = getStats('gaps').aisleriot;
      return [b?.streak, b?.bestStreak];
    };
    for (const won of [true, true, true]) recordGame('gaps', 'aisleriot', { won, score: 48 });
    expect(streaks()).toEqual([3, 3]);
    recordGame('gaps', 'aisleriot', { won: false, score: 20 });
    expect(streaks()).toEqual([0, 3]);
    recordGame('gaps', 'aisleriot', { won: true, score: 48 });
    expect(streaks()).toEqual([1, 3]);
    // Another variant keeps its own streak.
    recordGame('gaps', 'montana', { won: true, score: 48 });
    expect(getStats('gaps').montana?.streak).toBe(1);
    expect(streaks()).toEqual([1, 3]);
  });

  it('reads statistics stored before streaks with streaks of 0, and refuses impossible ones', () => {
    const localStorage = freshLocalStorage();
    localStorage.setItem('card-table:stats', JSON.stringify({ v: 1, data: { gaps: { aisleriot: { played: 4, won: 2, best: 48, total: 150, lowerIsBetter: false } } } }));
    expect(getStats('gaps').aisleriot).toMatchObject({ played: 4, won: 2, streak: 0, bestStreak: 0 });
    recordGame('gaps', 'aisleriot', { won: true, score: 48 });
    expect(getStats('gaps').aisleriot).toMatchObject({ played: 5, won: 3, streak: 1, bestStreak: 1 });
    // More wins in a row than wins: the streak is not believed.
    localStorage.setItem('card-table:stats', JSON.stringify({ v: 1, data: { gaps: { aisleriot: { played: 4, won: 2, best: 48, total: 150, lowerIsBetter: false, streak: 9, bestStreak: 9 } } } }));
    expect(getStats('gaps').aisleriot).toMatchObject({ streak: 0, bestStreak: 0 });
  });

  it('a damaged bucket or game entry costs only itself: the other statistics are kept', () => {
    const localStorage = freshLocalStorage();
    const good = { played: 4, won: 2, best: 48, total: 150, lowerIsBetter: false, streak: 1, bestStreak: 2 };
    const data = { nothanks: { '4p': { ...good, best: -3, lowerIsBetter: true }, '5p': { ...good, played: -1 }, '6p': 'x' }, gaps: { aisleriot: good }, sequence: 7 };
    localStorage.setItem('card-table:stats', JSON.stringify({ v: 1, data }));
    expect(getStats('nothanks')).toEqual({ '4p': { ...good, best: -3, lowerIsBetter: true } });
    expect(getStats('gaps')).toEqual({ aisleriot: good });
    expect(getStats('sequence')).toEqual({});
    // The next game adds to what was kept.
    recordGame('gaps', 'aisleriot', { won: true, score: 48 });
    expect(getStats('gaps').aisleriot).toMatchObject({ played: 5, won: 3, streak: 2 });
    expect(getStats('nothanks')['4p']?.played).toBe(4);
  });
});
