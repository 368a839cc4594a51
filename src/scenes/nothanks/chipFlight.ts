/**
 * Chips in motion: one chip paid onto the card, or the whole pile sliding to the taker. Each chip
 * is a short-lived image that arcs from one point to another; a pile leaves one chip after another
 * so the count can be followed by eye.
 */
import Phaser from 'phaser';
import { CHIP, DEPTH, NT_CHIP_FRAME, TEX, playSound, tweenTo, wait } from '../../ui';
import type { Point } from './tableLayout';

const FLIGHT_MS = 340;
const STAGGER_MS = 55;
/** Beyond this many, the pile travels as this many chips (a long queue would drag the game). */
const MAX_VISIBLE = 10;

async function flyOne(scene: Phaser.Scene, from: Point, to: Point, size: number): Promise<void> {
  const chip = scene.add.image(from.x, from.y, TEX.chips, NT_CHIP_FRAME).setScale(size / CHIP).setDepth(DEPTH.drag);
  // A small hop up halfway gives the flight an arc without a path object.
  const mid = { x: (from.x + to.x) / 2, y: Math.min(from.y, to.y) - 40 };
  await tweenTo(scene, chip, { x: mid.x, y: mid.y }, FLIGHT_MS / 2, 'Sine.easeOut');
  await tweenTo(scene, chip, { x: to.x, y: to.y }, FLIGHT_MS / 2, 'Sine.easeIn');
  chip.destroy();
}

/** Flies `count` chips from `from` to `to`; resolves when the last one has landed. */
export async function flyChips(scene: Phaser.Scene, from: Point, to: Point, count: number, size = 64): Promise<void> {
  const shown = Math.min(count, MAX_VISIBLE);
  const flights: Promise<void>[] = [];
  for (let i = 0; i < shown; i++) {
    if (i > 0) await wait(scene, STAGGER_MS);
    playSound('chip');
    flights.push(flyOne(scene, from, to, size));
  }
  await Promise.all(flights);
}
