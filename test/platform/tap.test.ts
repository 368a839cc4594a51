/**
 * A tap (src/ui/tap.ts) is a press and a release on the same object by the same pointer: a release
 * alone, one after the pointer left, or one by another finger taps nothing; nor does a press made
 * before its scene opened its presses (src/ui/pressGate.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { onTap } from '../../src/ui/tap';
import { openPresses, pressCounts } from '../../src/ui/pressGate';

// A scroll's press (dragScroll.ts, which needs Phaser and a page) is not what these tests are about.
vi.mock('../../src/ui/dragScroll', () => ({ pressScrolled: () => false }));

type Handler = (pointer: { id: number; downTime?: number }) => void;

/** An object with Phaser's event names, firing what a test tells it. */
function fakeTarget() {
  const handlers = new Map<string, Handler[]>();
  const target = {
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return target;
    },
  };
  const fire = (event: string, id = 1, downTime?: number) => (handlers.get(event) ?? []).forEach((fn) => fn({ id, downTime }));
  return { target, fire };
}

describe('onTap', () => {
  it('taps on a press and a release on the object, once per press', () => {
    const { target, fire } = fakeTarget();
    let taps = 0;
    onTap(target as never, () => taps++);
    fire('pointerdown');
    fire('pointerup');
    expect(taps).toBe(1);
    fire('pointerup');
    expect(taps).toBe(1);
  });

  it('does not tap on a release whose press was made elsewhere (the view changed under the finger)', () => {
    const { target, fire } = fakeTarget();
    let taps = 0;
    onTap(target as never, () => taps++);
    fire('pointerup');
    expect(taps).toBe(0);
    fire('pointerdown');
    fire('pointerout');
    fire('pointerup');
    expect(taps).toBe(0);
    fire('pointerdown', 1);
    fire('pointerup', 2);
    expect(taps).toBe(0);
  });
});

describe('pressCounts', () => {
  it('once a scene opens its presses, a press made before then (delivered late) does not press it', () => {
    const scene = {};
    expect(pressCounts(scene, { downTime: 0 })).toBe(true);
    const before = performance.now();
    openPresses(scene);
    expect(pressCounts(scene, { downTime: before - 1 })).toBe(false);
    expect(pressCounts(scene, { downTime: performance.now() + 1 })).toBe(true);
    expect(pressCounts({}, { downTime: before - 1 }), 'another scene').toBe(true);
  });

  it('a tap whose press was made before the scene opened its presses taps nothing', () => {
    const { target, fire } = fakeTarget();
    const scene = {};
    Object.assign(target, { scene });
    let taps = 0;
    onTap(target as never, () => taps++);
    openPresses(scene);
    fire('pointerdown', 1, performance.now() - 50);
    fire('pointerup', 1);
    expect(taps).toBe(0);
    fire('pointerdown', 1, performance.now() + 1);
    fire('pointerup', 1);
    expect(taps).toBe(1);
  });
});
