/**
 * A search shared between two threads: what one hands the other, and the shared control words
 * (internal; see SearchRun in search.ts).
 */
import type { GapsVariant } from '../types';
import type { WalkSnapshot } from './walkMail';

/**
 * Half of a search, handed to another thread (`SearchRun.share`): the table and the count of positions
 * in shared memory, and the walks that thread takes on. Plain data, for `postMessage`.
 */
export interface SearchHandoff {
  /** The layout the search started from: card ids by place (0 = gap). */
  board: number[];
  variant: GapsVariant;
  budget: number;
  prune: boolean;
  sleep: boolean;
  table: SharedArrayBuffer;
  /** The shared control words (NODES, STOP, IDLE, ASK, MAIL) and the mailbox for handing walks over. */
  control: SharedArrayBuffer;
  mailbox: SharedArrayBuffer;
  walks: WalkSnapshot[];
}

/** Threads in a shared search: this one and the one `share` hands half of the walks to. */
export const THREADS = 2;
/** Values of a shared search's stop flag: searching, a thread found a win, the budget is spent, every walk is done. */
export const RUNNING = 0;
export const WON = 1;
export const SPENT = 2;
export const EXHAUSTED = 3;
/**
 * The shared control words: positions counted by all threads; the stop flag; threads without work
 * (walks of their own or walks posted to them); 1 while an idle thread asks for walks; how many walks
 * wait in the mailbox.
 */
export const NODES = 0;
export const STOP = 1;
export const IDLE = 2;
export const ASK = 3;
export const MAIL = 4;
/** Bumped (and waited on) whenever a waiting thread may have something to do: walks posted, or the search stopped. */
export const WAKE = 5;
export const CONTROL_WORDS = 6;

export function wakeOthers(control: Int32Array): void {
  Atomics.add(control, WAKE, 1);
  Atomics.notify(control, WAKE);
}
/** Bytes of the mailbox through which a thread hands walks to an idle one (a walk takes about 40 bytes per depth). */
export const MAILBOX_BYTES = 1 << 18;
