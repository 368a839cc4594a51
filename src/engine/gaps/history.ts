/**
 * Undo/redo as plain data: `{ past, present, future }`. The scene and saves share this one
 * implementation. Every move and every redeal is one step, so undoing a redeal restores the layout
 * before it (and redealing again repeats the same shuffle, see deal.ts).
 */
export interface History<S> {
  readonly past: readonly S[];
  readonly present: S;
  readonly future: readonly S[];
}

export function startHistory<S>(present: S): History<S> {
  return { past: [], present, future: [] };
}

/** A new step: the redo list is dropped. */
export function pushHistory<S>(history: History<S>, next: S): History<S> {
  return { past: [...history.past, history.present], present: next, future: [] };
}

export function canUndo<S>(history: History<S>): boolean {
  return history.past.length > 0;
}

export function canRedo<S>(history: History<S>): boolean {
  return history.future.length > 0;
}

/** One step back; unchanged when there is nothing to undo. */
export function undo<S>(history: History<S>): History<S> {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1] as S,
    future: [history.present, ...history.future],
  };
}

/** One step forward again; unchanged when there is nothing to redo. */
export function redo<S>(history: History<S>): History<S> {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0] as S,
    future: history.future.slice(1),
  };
}
