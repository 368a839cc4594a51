/**
 * Chips in motion: one chip paid onto the card, or the whole pile sliding to the taker. Each chip
 * is a short-lived image carried by one tween along one curve (ui/flightPath.ts) straight to where
 * it lands; a pile leaves one chip after another so the count can be followed by eye, and the
 * caller hears of each landing (the taker's count ticks up chip by chip).
 */
import Phaser from 'phaser';
import { CHIP, DEPTH, NT_CHIP_FRAME, TEX, playSound, tweenTo, wait } from '../../ui';
import { arcControl, arrivedCount, bezierPoint } from '../../ui/flightPath';
import type { Point } from './tableLayout';

const FLIGHT_MS = 380;
const STAGGER_MS = 60;
/** Beyond this many, the pile travels as this many chips (a long queue would drag the game). */
const MAX_VISIBLE = 10;

export interface ChipFlightOptions {
  /** On-screen chip diameter. */
  size?: number;
  /** A chip left `from` (the number of chips gone so far). */
  onLeave?: (gone: number) => void;
  /** A chip landed at `to` (the number of chips arrived so far; the last call says `count`). */
  onLand?: (arrived: number) => void;
}

/** One chip along one curve with one ease: it never stops midway. */
async function flyOne(scene: Phaser.Scene, from: Point, to: Point, size: number): Promise<void> {
  const chip = scene.add.image(from.x, from.y, TEX.chips, NT_CHIP_FRAME).setScale(size / CHIP).setDepth(DEPTH.drag).setName('nothanks:flying-chip');
  // Bowed towards the middle of the table, over no other player's place.
  const control = arcControl(from, to, undefined, undefined, { x: scene.scale.width / 2, y: scene.scale.height / 2 });
  // The tween drives `t`; its setter puts the chip at that point of the curve.
  const along = {
    progress: 0,
    get t(): number {
      return this.progress;
    },
    set t(value: number) {
      this.progress = value;
      const p = bezierPoint(from, control, to, value);
      chip.setPosition(p.x, p.y);
    },
  };
  await tweenTo(scene, along, { t: 1 }, FLIGHT_MS, 'Sine.easeInOut');
  chip.destroy();
}

/** Flies `count` chips from `from` to `to`; resolves when the last one has landed. */
export async function flyChips(scene: Phaser.Scene, from: Point, to: Point, count: number, opts: ChipFlightOptions = {}): Promise<void> {
  const shown = Math.min(count, MAX_VISIBLE);
  const size = opts.size ?? 64;
  let landed = 0;
  const flights: Promise<void>[] = [];
  for (let i = 0; i < shown; i++) {
    if (i > 0) await wait(scene, STAGGER_MS);
    playSound('chip');
    opts.onLeave?.(arrivedCount(i + 1, shown, count));
    flights.push(
      flyOne(scene, from, to, size).then(() => {
        landed++;
        opts.onLand?.(arrivedCount(landed, shown, count));
      }),
    );
  }
  await Promise.all(flights);
}
