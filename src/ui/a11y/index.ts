/**
 * Screen-reader and keyboard access, the small part every scene imports. A canvas is invisible to a
 * screen reader, so each scene gets a parallel layer of real HTML (`ParallelLayer.ts`): one focusable
 * element per thing the scene's FocusManager can focus, with a role, a name and a state, placed over
 * its sprite, plus one live region per game that says every move in words.
 *
 * The layer itself is loaded on first use from a chunk of its own (it is not needed to draw the first
 * frame, and the page's first load is held to a size budget); `speak` queues until it has arrived.
 */
import type Phaser from 'phaser';
import type { Focusable } from '../FocusManager';
import type { AccessibleInfo, A11yQueries } from './types';

export type { AccessibleInfo, A11yQueries } from './types';

export interface A11yOptions {
  /** The scene's title, said for "where am I" and naming the layer. */
  title: () => string;
  /** Names for focusables that do not describe themselves (a game's cards and spaces). */
  describe?: (item: Focusable) => AccessibleInfo | null;
  queries?: A11yQueries;
  /** Text a screen-reader user reads but cannot act on (the rules of the Instructions scene). */
  text?: () => string;
}

type LayerModule = typeof import('./ParallelLayer');

let loading: Promise<LayerModule> | null = null;
let loaded: LayerModule | null = null;
const queued: { game: Phaser.Game; text: string }[] = [];

function load(): Promise<LayerModule> {
  loading ??= import('./ParallelLayer').then((m) => {
    loaded = m;
    for (const q of queued.splice(0)) m.speakIn(q.game, q.text);
    return m;
  });
  return loading;
}

/**
 * Gives `scene` its parallel layer (built once the layer's chunk has loaded, removed when the scene
 * shuts down). Call it in `create`.
 */
export function accessible(scene: Phaser.Scene, options: A11yOptions): void {
  if (typeof document === 'undefined') return;
  // The scene may have gone while the chunk loaded.
  let gone = false;
  scene.events.once('shutdown', () => (gone = true));
  void load().then((m) => {
    if (!gone) m.attachLayer(scene, options);
  });
}

/** Says `text` in the game's live region (assertive: a move, an outcome, an error). */
export function speak(scene: Phaser.Scene, text: string | null | undefined): void {
  if (!text || typeof document === 'undefined') return;
  if (loaded) loaded.speakIn(scene.game, text);
  else {
    queued.push({ game: scene.game, text });
    void load();
  }
}
