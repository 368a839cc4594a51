/**
 * The size of a mounted game: it follows its host element (not only the window), switches between
 * the landscape and portrait layouts when the host's shape flips, and takes the host's own aspect
 * ratio so the canvas fills it (no bands above and below on a tall phone).
 */
import type Phaser from 'phaser';
import { designSize } from '../ui/layout';

/** The design size (layout units) for the host's current shape. */
export function designFor(host: HTMLElement): { width: number; height: number } {
  return designSize(host.clientWidth, host.clientHeight);
}

export class HostSize {
  private readonly restoreStyle: Array<() => void> = [];

  /**
   * Gives the host a size of its own where it has none: an inline element or one without height
   * would leave a zero-height (blank) game, or one that grows with its canvas. `restore` undoes it.
   */
  constructor(private readonly element: HTMLElement) {
    if (getComputedStyle(element).display === 'inline') this.setStyle('display', 'block');
    if (element.clientHeight === 0) this.setStyle('aspectRatio', '16 / 9');
  }

  /** Resizes `game` with its host from now on; returns the function that stops it. */
  follow(game: Phaser.Game, isDestroyed: () => boolean): () => void {
    if (typeof ResizeObserver !== 'function') return () => {};
    const resize = new ResizeObserver(() => {
      if (isDestroyed() || !game.isBooted) return;
      const wanted = designFor(this.element);
      if (wanted.width !== game.scale.width || wanted.height !== game.scale.height) game.scale.setGameSize(wanted.width, wanted.height);
      // Phaser's refresh fits the canvas to the host size it last read, and reads the new size only
      // afterwards: a host shown after being hidden (display: none, a closed tab) stayed at 0×0 for good.
      game.scale.getParentBounds();
      game.scale.refresh();
    });
    resize.observe(this.element);
    return () => resize.disconnect();
  }

  /** Gives the host back the style it had before the game came. */
  restore(): void {
    for (const r of this.restoreStyle.splice(0).reverse()) r();
  }

  private setStyle(prop: 'display' | 'aspectRatio', value: string): void {
    const before = this.element.style[prop];
    this.element.style[prop] = value;
    this.restoreStyle.push(() => (this.element.style[prop] = before));
  }
}
