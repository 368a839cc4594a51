/**
 * Partial-order reduction for the solver: stubborn sets (Valmari), which keep every terminal
 * position reachable while exploring only a subset of the legal moves at each position.
 *
 * Why it pays off: the four gaps travel along mostly independent chains (filling a gap moves it to the
 * filler's old place), so a plain search visits every combination of how far each chain has advanced.
 * A won position is terminal (every gap sits right of a king), so a deadlock-preserving reduction
 * keeps every win, and the maximum score over terminal positions too.
 *
 * Transitions are named independently of the position:
 *   N(c)    (c a card of rank 3..K, id 0..63): move c into the gap right of its predecessor c-1;
 *   Z(s, r) (id 64 + 4s + r): move the 2 of suit s into the leftmost place of row r.
 * Two transitions interfere only when they share a card or a gap: N(c) with N(c-1)/N(c+1) (the
 * predecessor moving changes the target; c moving changes its successor's target), N(3s) with Z(s, ·),
 * and Z(s, r) with Z(·, r) and Z(s, ·). Locking only ever affects cards already in place, whose move
 * is impossible anyway, so it adds no interference.
 *
 * Closure rule from a seed transition: an enabled transition brings in every transition interfering
 * with it; a disabled one brings in a necessary enabling set (the moves of the card sitting where it
 * must go, and the moves of its predecessor). Every enabled member is then a key transition.
 */
import { COLS, ROWS } from './types';
import { GAP, type Position } from './search';

const KING = 13;
const TRANSITIONS = 80;
const zeroOf = (suit: number, row: number): number => 64 + suit * 4 + row;

export class StubbornSets {
  private readonly stamp = new Uint32Array(TRANSITIONS);
  private generation = 0;
  private readonly stack = new Uint8Array(TRANSITIONS);
  private readonly enabled = new Uint8Array(TRANSITIONS);
  private readonly best = new Uint8Array(TRANSITIONS);

  constructor(private readonly pos: Position) {}

  private isEnabled(t: number): boolean {
    const pos = this.pos;
    if (t >= 64) {
      const suit = (t - 64) >> 2;
      const row = (t - 64) & 3;
      return pos.board[row * COLS] === GAP && !pos.isLocked(pos.where[suit * 16 + 2]!);
    }
    if (pos.isLocked(pos.where[t]!)) return false;
    const p = pos.where[t - 1]!;
    return p % COLS !== COLS - 1 && pos.board[p + 1] === GAP;
  }

  /** Pushes every transition that moves `card` (none when it is locked). */
  private pushMovesOf(card: number, top: number): number {
    if (this.pos.isLocked(this.pos.where[card]!)) return top;
    if ((card & 15) === 2) {
      for (let r = 0; r < ROWS; r++) top = this.push(zeroOf(card >> 4, r), top);
      return top;
    }
    return this.push(card, top);
  }

  private push(t: number, top: number): number {
    if (this.stamp[t] === this.generation) return top;
    this.stamp[t] = this.generation;
    this.stack[top] = t;
    return top + 1;
  }

  /** The enabled members of the closure from `seed`, written to `out`; returns how many. */
  private closure(seed: number, out: Uint8Array, limit: number): number {
    const pos = this.pos;
    this.generation++;
    let top = this.push(seed, 0);
    let count = 0;
    while (top > 0) {
      const t = this.stack[--top]!;
      if (this.isEnabled(t)) {
        out[count++] = t;
        if (count > limit) return count;
        if (t >= 64) {
          const suit = (t - 64) >> 2;
          const row = (t - 64) & 3;
          for (let s = 0; s < 4; s++) top = this.push(zeroOf(s, row), top);
          for (let r = 0; r < ROWS; r++) top = this.push(zeroOf(suit, r), top);
          top = this.push(suit * 16 + 3, top);
        } else {
          top = this.pushMovesOf(t - 1, top);
          if ((t & 15) < KING) top = this.push(t + 1, top);
        }
        continue;
      }
      // Disabled: add what must happen first for it to become enabled.
      if (t >= 64) {
        const suit = (t - 64) >> 2;
        const row = (t - 64) & 3;
        if (pos.isLocked(pos.where[suit * 16 + 2]!)) continue; // never again
        top = this.pushMovesOf(pos.board[row * COLS]!, top);
        continue;
      }
      if (pos.isLocked(pos.where[t]!)) continue; // never again
      const p = pos.where[t - 1]!;
      top = this.pushMovesOf(t - 1, top);
      if (p % COLS !== COLS - 1) {
        const occupant = pos.board[p + 1]!;
        if (occupant !== t) top = this.pushMovesOf(occupant, top);
      }
    }
    return count;
  }

  /** Converts a transition to its (from, to) places; valid only when enabled. */
  private placesOf(t: number): [number, number] {
    const pos = this.pos;
    if (t >= 64) return [pos.where[((t - 64) >> 2) * 16 + 2]!, ((t - 64) & 3) * COLS];
    return [pos.where[t]!, pos.where[t - 1]! + 1];
  }

  /**
   * Writes a stubborn subset of the legal moves `moves` (n (from, to) pairs) back into `moves`, choosing the
   * seed whose closure has the fewest enabled transitions; returns the new count.
   */
  reduce(moves: Uint8Array, n: number): number {
    if (n <= 1) return n;
    const pos = this.pos;
    let bestCount = n;
    let bestSize = -1;
    for (let i = 0; i < n; i++) {
      const from = moves[2 * i]!;
      const to = moves[2 * i + 1]!;
      const card = pos.board[from]!;
      const seed = to % COLS === 0 ? zeroOf(card >> 4, Math.floor(to / COLS)) : card;
      const size = this.closure(seed, this.enabled, bestCount - 1);
      if (size < bestCount) {
        bestCount = size;
        bestSize = size;
        this.best.set(this.enabled.subarray(0, size));
        if (size === 1) break;
      }
    }
    if (bestSize < 0) return n;
    for (let i = 0; i < bestSize; i++) {
      const [from, to] = this.placesOf(this.best[i]!);
      moves[2 * i] = from;
      moves[2 * i + 1] = to;
    }
    return bestSize;
  }
}
