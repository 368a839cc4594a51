/**
 * The choreography's clock-free core (src/ui/stepPlayer.ts): steps start on schedule from the values
 * their targets have then, keep their place when frames are slow, hand over when they overlap, and
 * call their hooks once, in order.
 */
import { describe, expect, it } from 'vitest';
import { EASE, StepPlayer, type Step } from '../../src/ui/stepPlayer';

describe('StepPlayer', () => {
  it('starts each step at its time, from the values its target has then, and ends it on its values', () => {
    const card = { x: 0, y: 0 };
    const log: string[] = [];
    const player = new StepPlayer([
      { target: card, at: 100, ms: 200, to: { x: 10 }, ease: EASE.linear, onStart: () => log.push(`start x=${card.x}`), onEnd: () => log.push(`end x=${card.x}`) },
    ]);
    expect(player.total).toBe(300);
    player.advance(50);
    expect(card.x).toBe(0);
    expect(log).toEqual([]);
    card.x = 4; // moved by something else before the step starts
    player.advance(100); // 150 ms: a quarter of the way from 4 to 10
    expect(log).toEqual(['start x=4']);
    expect(card.x).toBeCloseTo(5.5);
    expect(player.finished).toBe(false);
    player.advance(200);
    expect(card.x).toBe(10);
    expect(log).toEqual(['start x=4', 'end x=10']);
    expect(player.finished).toBe(true);
  });

  it('places a step that began between two slow frames where it would be by now', () => {
    const a = { x: 0 };
    const player = new StepPlayer([{ target: a, at: 10, ms: 100, to: { x: 100 }, ease: EASE.linear }]);
    player.advance(60); // started at 10, so 50 ms in
    expect(a.x).toBeCloseTo(50);
  });

  it('eases as told', () => {
    const a = { x: 0 };
    const b = { x: 0 };
    const player = new StepPlayer([
      { target: a, at: 0, ms: 100, to: { x: 1 } }, // cubic ease-out by default
      { target: b, at: 0, ms: 100, to: { x: 1 }, ease: EASE.sineIn },
    ]);
    player.advance(50);
    expect(a.x).toBeCloseTo(0.875);
    expect(b.x).toBeCloseTo(1 - Math.cos(Math.PI / 4));
  });

  it('a frame spanning several steps of one object plays them in order: the later takes over from the earlier end', () => {
    const pose = { squash: 1 };
    const log: string[] = [];
    const steps: Step[] = [
      { target: pose, at: 0, ms: 50, to: { squash: 0 }, onEnd: () => log.push(`half ${pose.squash}`) },
      { target: pose, at: 50, ms: 50, to: { squash: 1 }, ease: EASE.linear, onStart: () => log.push(`second from ${pose.squash}`) },
    ];
    const player = new StepPlayer(steps);
    player.advance(75); // both started in this one frame
    expect(log).toEqual(['half 0', 'second from 0']);
    expect(pose.squash).toBeCloseTo(0.5);
    player.advance(25);
    expect(pose.squash).toBe(1);
    expect(player.finished).toBe(true);
  });

  it('steps on other properties of the same object run side by side', () => {
    const o = { x: 0, alpha: 1 };
    const player = new StepPlayer([
      { target: o, at: 0, ms: 100, to: { x: 100 }, ease: EASE.linear },
      { target: o, at: 20, ms: 100, to: { alpha: 0 }, ease: EASE.linear },
    ]);
    player.advance(60);
    expect(o.x).toBeCloseTo(60);
    expect(o.alpha).toBeCloseTo(0.6);
  });

  it('a zero-length step sets its values as it starts; finishAll ends everything in order', () => {
    const o = { x: 0, y: 0 };
    const order: string[] = [];
    const player = new StepPlayer([
      { target: o, at: 500, ms: 100, to: { y: 7 }, onEnd: () => order.push('y') },
      { target: o, at: 10, ms: 0, to: { x: 3 }, onEnd: () => order.push('x') },
    ]);
    player.advance(10);
    expect(o).toEqual({ x: 3, y: 0 });
    player.finishAll();
    expect(o).toEqual({ x: 3, y: 7 });
    expect(order).toEqual(['x', 'y']);
    expect(player.finished).toBe(true);
  });
});
