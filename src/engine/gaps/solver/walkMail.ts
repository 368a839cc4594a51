/**
 * A walk of the Gaps search as plain data, and its byte form for the mailbox through which one thread
 * of a shared search hands walks to another (search.ts, `SearchRun.donate`). Internal to the solver.
 */

/** A walk as plain data (see `Walk.snapshot`). */
export interface WalkSnapshot {
  /** The line from the search's start to the walk's start, as (from, to) pairs. */
  prefix: number[];
  /** The walk's stack, one frame per depth (see the fields of `Walk`). */
  moves: Uint8Array;
  count: Uint8Array;
  fresh: Uint16Array;
  next: Uint8Array;
  /** The moves from the walk's start to where it stands, as (from, to) pairs. */
  applied: Uint8Array;
}

/** Bytes `encodeWalk` writes for the snapshot. */
export function encodedSize(w: WalkSnapshot): number {
  return 4 + w.prefix.length + w.moves.length + 4 * w.count.length + w.applied.length;
}

/** Writes the snapshot into `out` at `at` (for the mailbox); returns where the next one starts. */
export function encodeWalk(w: WalkSnapshot, out: Uint8Array, at: number): number {
  const frames = w.count.length;
  out[at++] = w.prefix.length & 255;
  out[at++] = w.prefix.length >> 8;
  for (const x of w.prefix) out[at++] = x;
  out[at++] = frames & 255;
  out[at++] = frames >> 8;
  out.set(w.moves, at);
  at += w.moves.length;
  out.set(w.count, at);
  at += frames;
  for (let i = 0; i < frames; i++) {
    out[at++] = w.fresh[i]! & 255;
    out[at++] = w.fresh[i]! >> 8;
  }
  out.set(w.next, at);
  at += frames;
  out.set(w.applied, at);
  return at + w.applied.length;
}

/** Reads `count` snapshots that `encodeWalk` wrote from the start of `bytes` (`frameBytes`: bytes of moves per stack frame). */
export function decodeWalks(bytes: Uint8Array, count: number, frameBytes: number): WalkSnapshot[] {
  const walks: WalkSnapshot[] = [];
  let at = 0;
  for (let k = 0; k < count; k++) {
    const prefixLength = bytes[at]! | (bytes[at + 1]! << 8);
    at += 2;
    const prefix = Array.from(bytes.subarray(at, at + prefixLength));
    at += prefixLength;
    const frames = bytes[at]! | (bytes[at + 1]! << 8);
    at += 2;
    const moves = bytes.slice(at, at + frames * frameBytes);
    at += moves.length;
    const countOf = bytes.slice(at, at + frames);
    at += frames;
    const fresh = new Uint16Array(frames);
    for (let i = 0; i < frames; i++, at += 2) fresh[i] = bytes[at]! | (bytes[at + 1]! << 8);
    const next = bytes.slice(at, at + frames);
    at += frames;
    const applied = bytes.slice(at, at + 2 * (frames - 1));
    at += applied.length;
    walks.push({ prefix, moves, count: countOf, fresh, next, applied });
  }
  return walks;
}
