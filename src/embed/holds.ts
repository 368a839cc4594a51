/**
 * Why a mounted game's frame loop and sound are held: paused by the page, the tab hidden, or the
 * host scrolled out of view (also an iframe scrolled out of its parent page). No frames, no sound
 * while any holds.
 */
import type Phaser from 'phaser';
import type { IdleController } from '../ui/runtime/idle';
import { setMuted } from './audio';

export class VisibilityHolds {
  paused = false;
  hidden = document.hidden;
  offscreen = false;
  private idle: IdleController | null = null;

  constructor(
    private readonly game: Phaser.Game,
    private readonly isReady: () => boolean,
    private readonly isDestroyed: () => boolean,
  ) {}

  /** Watches the host's visibility and the tab's; returns the function that stops watching. */
  watch(element: HTMLElement): () => void {
    const stops: Array<() => void> = [];
    if (typeof IntersectionObserver === 'function') {
      const view = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        this.offscreen = !entry.isIntersecting;
        this.apply();
      });
      view.observe(element);
      stops.push(() => view.disconnect());
    }
    const onVisibility = (): void => {
      this.hidden = document.hidden;
      this.apply();
    };
    document.addEventListener('visibilitychange', onVisibility);
    stops.push(() => document.removeEventListener('visibilitychange', onVisibility));
    return () => {
      for (const stop of stops.reverse()) stop();
    };
  }

  /** The idle loop to hold, once the game has booted (null when it is gone). */
  attach(idle: IdleController | null): void {
    this.idle = idle;
    this.apply();
  }

  setPaused(flag: boolean): void {
    this.paused = flag;
    this.apply();
  }

  /** Pauses or resumes the loop and the sound for the current reasons. */
  apply(): void {
    if (this.isDestroyed()) return;
    setMuted(this.game, 'paused', this.paused);
    setMuted(this.game, 'offscreen', this.offscreen);
    if (!this.idle) return;
    this.idle.hold('paused', this.paused);
    this.idle.hold('hidden', this.hidden);
    // Out of view only counts once the game is up, so a game below the fold is ready when reached.
    this.idle.hold('offscreen', this.offscreen && this.isReady());
  }
}
