/**
 * The clock-free core of a choreography (src/ui/choreography.ts binds it to a scene's frames): plays
 * timed property steps as time is fed to it with `advance`. Plain TypeScript, no Phaser, so that its
 * timing is unit-tested (test/platform/stepPlayer.test.ts).
 */

export type Ease = (t: number) => number;

export const EASE = {
  cubicOut: (t: number): number => 1 - (1 - t) ** 3,
  sineIn: (t: number): number => 1 - Math.cos((t * Math.PI) / 2),
  sineOut: (t: number): number => Math.sin((t * Math.PI) / 2),
  linear: (t: number): number => t,
} as const satisfies Record<string, Ease>;

export interface Step {
  target: object;
  /** Start, in ms after the choreography starts. */
  at: number;
  /** Duration in ms (0: the end values are set as the step starts). */
  ms: number;
  /** End values; a step animates from the values its target has when it starts. */
  to: Record<string, number>;
  /** Default: cubic ease-out, as `tweenTo`. */
  ease?: Ease;
  /** Runs as the step starts, before its first values are written. */
  onStart?: () => void;
  /** Runs once the end values are written. */
  onEnd?: () => void;
}

interface Running {
  step: Step;
  keys: string[];
  from: number[];
}

export class StepPlayer {
  private readonly order: Step[];
  private readonly running: Running[] = [];
  private next = 0;
  private elapsed = 0;
  /** When the last step ends (ms). */
  readonly total: number;

  constructor(steps: readonly Step[]) {
    // Stable sort: steps with the same start begin in the order given.
    this.order = [...steps].sort((a, b) => a.at - b.at);
    this.total = this.order.reduce((t, s) => Math.max(t, s.at + s.ms), 0);
  }

  get finished(): boolean {
    return this.next === this.order.length && this.running.length === 0;
  }

  /**
   * Moves time on by `ms` and writes every running step's values for the new time. A step whose start
   * was passed mid-way is placed where it would be by now, so slow frames never stretch the schedule.
   */
  advance(ms: number): void {
    this.elapsed += ms;
    const { order, running } = this;
    while (this.next < order.length && order[this.next]!.at <= this.elapsed) this.begin(order[this.next++]!);
    for (let i = 0; i < running.length; i++) {
      const r = running[i]!;
      const { step } = r;
      const t = step.ms <= 0 ? 1 : Math.min(1, (this.elapsed - step.at) / step.ms);
      if (t >= 1) {
        running.splice(i--, 1);
        finishStep(step);
        continue;
      }
      const k = (step.ease ?? EASE.cubicOut)(t);
      const target = step.target as Record<string, number>;
      for (let j = 0; j < r.keys.length; j++) {
        const key = r.keys[j]!;
        target[key] = r.from[j]! + (step.to[key]! - r.from[j]!) * k;
      }
    }
  }

  /** Writes the end of every step not ended yet, in order (a scene that must settle at once). */
  finishAll(): void {
    this.advance(Number.POSITIVE_INFINITY);
  }

  private begin(step: Step): void {
    const { running } = this;
    // A step that starts while an earlier one on the same properties still runs (the frames came too
    // slowly to see the earlier one end) takes over from that one's end values.
    for (let i = 0; i < running.length; i++) {
      const r = running[i]!;
      if (r.step.target === step.target && r.keys.some((k) => k in step.to)) {
        running.splice(i--, 1);
        finishStep(r.step);
      }
    }
    step.onStart?.();
    const keys = Object.keys(step.to);
    const target = step.target as Record<string, number>;
    running.push({ step, keys, from: keys.map((k) => target[k]!) });
  }
}

function finishStep(step: Step): void {
  Object.assign(step.target, step.to);
  step.onEnd?.();
}
