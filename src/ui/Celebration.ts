/**
 * Celebrations: the Gaps win cascade, a completed Sequence, a Sequence win. Short (a few seconds at
 * most), skipped by any click, tap or key (the skip jumps to the end: the table as it is after the
 * celebration), and under reduced motion (or `?speed=instant`) not played at all: only its end state.
 *
 * A celebration is one clock that drives everything in it: `step(t, dt)` is called each frame with the
 * time since the start and since the last frame (both in base milliseconds, before the speed setting),
 * and `end()` once, when the time is up or the player skipped. Driving all the motion from one clock
 * (rather than a tween per card) is what makes the skip exact: nothing is left half way.
 *
 * While it runs, an invisible layer over the whole screen, named `<name>:skip` for the test hook, takes
 * the first press; a key press skips too.
 */
import Phaser from 'phaser';
import { durationScale } from '../platform/settings';
import { COLORS, DEPTH, textStyle } from './theme';
import { ShapeImage } from './ShapeImage';
import { isInstant } from './tween';
import { idleControllerOf } from './runtime/idle';

export interface CelebrationSpec {
  /** Name for the test hook (the skip layer is `<name>:skip`). */
  name: string;
  /** Length at normal speed (ms). */
  baseMs: number;
  /** One frame: `t` base ms since the start (0 … baseMs), `dt` since the last frame. */
  step(t: number, dt: number): void;
  /** The end state; called once, after the last step or at a skip. */
  end(): void;
}

/** Depth of the skip layer: above the table and its HUD, below dialogs. */
const SKIP_DEPTH = DEPTH.dialog - 5;

/** Plays a celebration; resolves once it has ended (ran out or was skipped). */
export function celebrate(scene: Phaser.Scene, spec: CelebrationSpec): Promise<void> {
  if (isInstant() || durationScale() === 0) {
    spec.end();
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const { width, height } = scene.scale;
    const catcher = scene.add.zone(width / 2, height / 2, width, height).setDepth(SKIP_DEPTH).setName(`${spec.name}:skip`).setInteractive();
    const scale = durationScale();
    let t = 0;
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      scene.events.off(Phaser.Scenes.Events.UPDATE, onUpdate);
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, finish);
      scene.input.keyboard?.off('keydown', finish);
      catcher.destroy();
      if (scene.sys.isActive()) spec.end();
      resolve();
    };
    const onUpdate = (_time: number, delta: number): void => {
      // The speed setting stretches or shortens the clock; a long frame (a stalled tab) counts once, capped.
      const dt = Math.min(delta, 100) / scale;
      t = Math.min(spec.baseMs, t + dt);
      spec.step(t, dt);
      if (t >= spec.baseMs) finish();
    };
    catcher.once(Phaser.Input.Events.POINTER_DOWN, finish);
    scene.input.keyboard?.once('keydown', finish);
    scene.events.on(Phaser.Scenes.Events.UPDATE, onUpdate);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, finish);
    // The loop may be asleep on a still table.
    idleControllerOf(scene.game)?.wake();
  });
}

/**
 * A ribbon with a big word ("Sequence!", "You won!") across the middle of `area`, for a celebration
 * to pop in and fade out with `show(p)` (0 hidden, 1 fully shown). Destroy it in the celebration's end.
 */
export class CelebrationBanner extends Phaser.GameObjects.Container {
  private readonly ribbon: ShapeImage;
  private readonly label: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, text: string, color: number, area: { x: number; y: number; width: number; height: number }, name: string) {
    super(scene, area.x + area.width / 2, area.y + area.height / 2);
    const size = Math.round(Math.min(area.width * 0.12, area.height * 0.16, 150));
    this.label = scene.add.text(0, 0, text, textStyle('title', { fontSize: `${size}px`, color: '#fff7dc', stroke: '#1b1206', strokeThickness: Math.max(4, size / 12) })).setOrigin(0.5);
    const w = Math.min(area.width * 0.96, this.label.width + size * 1.6);
    const h = size * 1.7;
    this.ribbon = new ShapeImage(scene).draw((g) =>
      g
        .fillStyle(0x000000, 0.35)
        .fillRoundedRect(-w / 2 + 6, -h / 2 + 10, w, h, h / 2)
        .fillStyle(color, 0.96)
        .fillRoundedRect(-w / 2, -h / 2, w, h, h / 2)
        .lineStyle(6, COLORS.gold, 1)
        .strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2),
    );
    this.add([this.ribbon, this.label]);
    this.setDepth(SKIP_DEPTH - 1).setName(name).setAlpha(0);
    scene.add.existing(this);
  }

  /** 0 = hidden, 1 = fully shown: it grows in with a small overshoot as `p` rises. */
  show(p: number): void {
    const k = Phaser.Math.Clamp(p, 0, 1);
    this.setAlpha(k);
    this.setScale(0.6 + 0.4 * Phaser.Math.Easing.Back.Out(k));
  }
}
