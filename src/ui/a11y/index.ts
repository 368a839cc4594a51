/**
 * Screen-reader and keyboard access, the small part every scene imports. A canvas is invisible to a
 * screen reader, so each scene gets a parallel layer of real HTML (`ParallelLayer.ts`): one focusable
 * element per thing the scene's FocusManager can focus, with a role, a name and a state, placed over
 * its sprite, plus one live region per game that says every move in words.
 *
 * The layer itself is loaded on first use from a chunk of its own (it is not needed to draw the first
 * frame, and the page's first load is held to a size budget).
 */
import type Phaser from 'phaser';
import { FocusManager } from '../FocusManager';
import type { A11yOptions } from './options';

export type { AccessibleInfo, A11yQueries } from './types';
export type { A11yOptions } from './options';

let layer: Promise<typeof import('./ParallelLayer')> | null = null;

/** The layer's chunk, loaded on first use. */
function load(): Promise<typeof import('./ParallelLayer')> {
  return (layer ??= import('./ParallelLayer'));
}

/**
 * Gives `scene` its parallel layer (built once the layer's chunk has loaded, removed when the scene
 * shuts down). Call it in `create`.
 */
export function accessible(scene: Phaser.Scene, options: A11yOptions): void {
  // Not for a scene that has gone (or is asleep) by the time the chunk has loaded.
  void load().then((m) => scene.sys.isActive() && m.attachLayer(scene, options, () => FocusManager.existing(scene)));
}

/** Says `text` in the game's live region (assertive: a move, an outcome, an error); in order, once loaded. */
export function speak(scene: Phaser.Scene, text: string | null | undefined): void {
  if (text) void load().then((m) => m.speakIn(scene.game, text));
}
