/** What the parallel layer (see index.ts) knows about a focusable and the questions a player may ask. */

/** What a screen reader is told about one focusable thing. */
export interface AccessibleInfo {
  /** What it is called, with what matters about it ("7 of hearts, row 2, column 5, can move …"). */
  name: string;
  /** `button` (default) or `slider` (a value stepped with the arrows: Choice, Slider). */
  role?: 'button' | 'slider';
  /** A slider's value: position in its range (from 0) and the words for it. */
  value?: { now: number; max: number; text: string };
  /** A toggle's state (a selected card). */
  pressed?: boolean;
  /** Shown but not usable now (No Thanks' buttons between turns): kept so focus is not lost. */
  disabled?: boolean;
}

/** Keys a screen-reader user asks with (no modifier): what each says. */
export interface A11yQueries {
  /** W: where am I (the scene's title and the focused thing are said by default). */
  where?: () => string;
  /** L: what is on the table (around the focused thing, where that makes sense). */
  look?: () => string;
  /** M: my own cards (and chips). */
  mine?: () => string;
  /** O: whose turn it is. */
  turn?: () => string;
  /** S: the score. */
  score?: () => string;
}
