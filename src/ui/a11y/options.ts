/** What a scene tells its parallel layer (see index.ts). */
import type { Focusable } from '../FocusManager';
import type { A11yQueries, AccessibleInfo } from './types';

export interface A11yOptions {
  /** The key of the scene's title (said for "where am I", naming the layer). */
  title: string;
  /** Names for focusables that do not describe themselves (a game's cards and spaces). */
  describe?: (item: Focusable) => AccessibleInfo | null;
  queries?: A11yQueries;
  /** Text a screen-reader user reads but cannot act on (the rules); `true`: the scene's visible texts. */
  text?: (() => string) | true;
}
