/**
 * "Finish now" (src/ui/finishNow.ts): a press finishes every running animation of its scene, in the
 * order they started, and the rest of an animation's chain ends at once until the scene stops finishing.
 */
import { describe, expect, it } from 'vitest';
import { finishAnimations, forgetAnimations, isFinishing, movingTargets, runningAnimations, stopFinishing, trackAnimation } from '../../src/ui/finishNow';

describe('finishNow', () => {
  it('finishes the running animations of one scene only, in the order they started, each once', () => {
    const table = {};
    const other = {};
    const log: string[] = [];
    trackAnimation(table, { finish: () => log.push('slide') });
    const untrackPop = trackAnimation(table, { finish: () => log.push('pop') });
    trackAnimation(table, { finish: () => log.push('flip') });
    trackAnimation(other, { finish: () => log.push('other') });
    untrackPop(); // the pop ended on its own before the press
    expect(runningAnimations(table)).toBe(2);
    finishAnimations(table);
    expect(log).toEqual(['slide', 'flip']);
    expect(runningAnimations(table)).toBe(0);
    expect(runningAnimations(other)).toBe(1);
    finishAnimations(table);
    expect(log).toEqual(['slide', 'flip']);
  });

  it('tells what the running animations move, each once, until they end (a press on one is meant for it)', () => {
    const table = {};
    const card = {};
    const chip = {};
    const untrackSlide = trackAnimation(table, { finish: () => undefined, targets: [card] });
    trackAnimation(table, { finish: () => undefined, targets: [card, chip] });
    trackAnimation(table, { finish: () => undefined });
    expect(movingTargets(table)).toEqual([card, chip]);
    untrackSlide();
    expect(movingTargets(table)).toEqual([card, chip]);
    finishAnimations(table);
    expect(movingTargets(table)).toEqual([]);
    expect(movingTargets({})).toEqual([]);
  });

  it('keeps the scene finishing (new animations end at once) until told to stop', () => {
    const table = {};
    expect(isFinishing(table)).toBe(false);
    finishAnimations(table);
    expect(isFinishing(table)).toBe(true);
    expect(isFinishing({})).toBe(false);
    stopFinishing(table);
    expect(isFinishing(table)).toBe(false);
  });

  it('forgets a scene that shut down: what it had running is not finished later', () => {
    const table = {};
    let finished = 0;
    trackAnimation(table, { finish: () => finished++ });
    finishAnimations(table);
    trackAnimation(table, { finish: () => finished++ });
    forgetAnimations(table);
    expect(isFinishing(table)).toBe(false);
    finishAnimations(table);
    expect(finished).toBe(1);
  });
});
