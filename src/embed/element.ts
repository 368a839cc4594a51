/**
 * `<card-table game="nothanks" players="4"></card-table>`: the game as a custom element. Attributes
 * are the same names as the URL parameters (see src/platform/embedParams.ts) and are read when the
 * element is connected; a bad value is reported in the canvas and the console and replaced by its
 * default. No shadow root: Phaser's touch input does not work inside one. Removing the element from
 * the page destroys its game; putting it back mounts a fresh one. Moving it (removed and inserted
 * again in the same task, as `append` of an element already in the page does, or a framework moving
 * it into a dialog) keeps the game running.
 *
 * Events: the element dispatches `card-table:ready`, `card-table:gamestart` and
 * `card-table:gameover` DOM events (`event.detail` is the message, e.g. the scores), and offers the
 * instance methods `newGame()`, `pause()`, `resume()`, `mute()` and `cardTable` (the handle).
 */
import { parseEmbedParams } from '../platform/embedParams';
import { randomSeed } from '../platform/menuChoices';
import { mountConfig, type CardTableInstance, type NewGameRequest } from './mount';

export const TAG = 'card-table';

const EVENTS = { ready: 'card-table:ready', gameStart: 'card-table:gamestart', gameOver: 'card-table:gameover' } as const;

// In a page without custom elements (old browsers, Node tests) the class still has to be definable.
const Base: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

export class CardTableElement extends Base {
  private instance: CardTableInstance | null = null;

  /** The running game's handle (null while the element is not in the page). */
  get cardTable(): CardTableInstance | null {
    return this.instance;
  }

  connectedCallback(): void {
    if (this.instance) return;
    const config = parseEmbedParams((name) => this.getAttribute(name), randomSeed);
    const instance = mountConfig(this, config, { autofocus: this.hasAttribute('autofocus') });
    this.instance = instance;
    for (const [name, type] of Object.entries(EVENTS) as Array<[keyof typeof EVENTS, string]>) {
      instance.on(name, (detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })));
    }
  }

  disconnectedCallback(): void {
    // Only once it stays out: a move disconnects and connects again before this runs.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.instance?.destroy();
      this.instance = null;
    });
  }

  newGame(request?: NewGameRequest): void {
    this.instance?.newGame(request);
  }

  pause(): void {
    this.instance?.pause();
  }

  resume(): void {
    this.instance?.resume();
  }

  mute(flag = true): void {
    this.instance?.mute(flag);
  }
}

/** Registers `<card-table>` (once; a page that already has it keeps the first definition). */
export function defineCardTable(tag = TAG): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, tag === TAG ? CardTableElement : class extends CardTableElement {});
}

declare global {
  interface HTMLElementTagNameMap {
    'card-table': CardTableElement;
  }
}
