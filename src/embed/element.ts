/**
 * `<card-table game="nothanks" players="4"></card-table>`: the game as a custom element. Attributes
 * are the same names as the URL parameters (see src/platform/embedParams.ts); a bad value is reported
 * in the canvas and the console and replaced by its default. They are read when the element is
 * connected, and again when one changes (changes made together, in one task, count as one):
 * - `muted` mutes or unmutes (a bad value is treated as below, so that it is shown);
 * - the game, its seed or its options start a new game with the element's attributes, in the same
 *   canvas and handle (as `newGame()` does);
 * - anything else (`lang`, `speed`, `replay`, `allowedOrigin`, removing `game`) mounts the game
 *   afresh, as a new element with these attributes would be: `cardTable` is then a new handle.
 * No shadow root: Phaser's touch input does not work inside one. Removing the element from
 * the page destroys its game; putting it back mounts a fresh one. Moving it (removed and inserted
 * again in the same task, as `append` of an element already in the page does, or a framework moving
 * it into a dialog) keeps the game running.
 *
 * Events: the element dispatches `card-table:ready`, `card-table:gamestart` and
 * `card-table:gameover` DOM events (`event.detail` is the message, e.g. the scores), and offers the
 * instance methods `newGame()`, `pause()`, `resume()`, `mute()` and `cardTable` (the handle).
 */
import { embedOptionNames, embedParamNames, parseEmbedParams } from '../platform/embedParams';
import { randomSeed } from '../platform/menuChoices';
import { mountConfig, type CardTableInstance, type NewGameRequest } from './mount';

export const TAG = 'card-table';

const EVENTS = { ready: 'card-table:ready', gameStart: 'card-table:gamestart', gameOver: 'card-table:gameover' } as const;

/** HTML attribute names are lower case: `openChips` arrives as `openchips`. */
const lower = (name: string): string => name.toLowerCase();
/** Menu options by attribute name (`openchips` → `openChips`): a new game in the running instance takes them. */
const optionAttributes = (): Map<string, string> => new Map(embedOptionNames().map((name) => [lower(name), name]));
/** Attributes a new game in the running instance can take: the game, its seed and its menu options. */
const gameAttributes = (): Set<string> => new Set(['game', 'seed', ...optionAttributes().keys()]);

// In a page without custom elements (old browsers, Node tests) the class still has to be definable.
const Base: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

export class CardTableElement extends Base {
  static get observedAttributes(): string[] {
    return embedParamNames().map(lower);
  }

  private instance: CardTableInstance | null = null;
  /** Attributes changed since the last time changes were applied (they are applied once per task). */
  private readonly changed = new Set<string>();

  /** The running game's handle (null while the element is not in the page). */
  get cardTable(): CardTableInstance | null {
    return this.instance;
  }

  connectedCallback(): void {
    if (!this.instance) this.start();
  }

  private readAttributes(): ReturnType<typeof parseEmbedParams> {
    return parseEmbedParams((name) => this.getAttribute(name), randomSeed);
  }

  private start(): void {
    const instance = mountConfig(this, this.readAttributes(), { autofocus: this.hasAttribute('autofocus') });
    this.instance = instance;
    for (const [name, type] of Object.entries(EVENTS) as Array<[keyof typeof EVENTS, string]>) {
      instance.on(name, (detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })));
    }
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    // Before the element is in the page there is nothing to change: connecting reads them all.
    if (before === after || !this.instance) return;
    if (this.changed.size === 0) queueMicrotask(() => this.applyChanges());
    this.changed.add(name);
  }

  private applyChanges(): void {
    const names = [...this.changed];
    this.changed.clear();
    const instance = this.instance;
    // Taken out of the page meanwhile: it is being destroyed (see disconnectedCallback).
    if (!instance || !this.isConnected) return;
    const forGame = gameAttributes();
    const newGame = names.some((n) => forGame.has(n));
    const rest = names.some((n) => !forGame.has(n) && n !== 'muted');
    const muted = names.includes('muted') ? this.readAttributes() : null;
    // A bad `muted` is shown in the canvas like any bad value at start.
    const badMuted = muted !== null && muted.problems.some((p) => p.startsWith('muted '));
    if (rest || badMuted || (newGame && !this.hasAttribute('game'))) {
      instance.destroy();
      this.start();
      return;
    }
    if (muted) instance.mute(muted.muted);
    if (newGame) {
      const options: Record<string, string> = {};
      for (const [attribute, name] of optionAttributes()) {
        const value = this.getAttribute(attribute);
        if (value !== null) options[name] = value;
      }
      instance.newGame({ game: this.getAttribute('game')!, seed: this.getAttribute('seed') ?? undefined, options });
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
