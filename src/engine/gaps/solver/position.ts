/**
 * The solver's compact position: make/unmake of card moves, the position key, move generation and the
 * exact reductions' tests (internal; see search.ts).
 *
 * Representation: `board` is a Uint8Array of the 52 places (row * 13 + col) holding card ids
 * (suit * 16 + rank, rank 2..13; 0 = gap), so "the next card of the same suit" is id + 1.
 * `where` maps card id → place. Runs in sequence (locked cards) are kept per row and updated at their
 * ends only when a card enters or leaves.
 */
import type { GapsCell, GapsVariant } from '../types';
import * as board from './board';

/**
 * Local copies of the board's constants and tables: under tsx/Vitest an imported binding is read
 * through a getter on every use, which cost about half of the search time in profiles.
 */
const { COLS, ROWS, ROW_OF, COL_OF, GAP, KING, PLACES, ZOBRIST_A, ZOBRIST_B, ROW_SALT_A, ROW_SALT_B, cardId, cardCode, rowTwo } = board;

/** A position in compact form with make/unmake of card moves. */
export class Position {
  readonly board = new Uint8Array(PLACES);
  readonly where = new Uint8Array(64);
  readonly run = new Int8Array(ROWS);
  readonly gaps = new Uint8Array(4);
  readonly hashA = new Uint32Array(ROWS);
  readonly hashB = new Uint32Array(ROWS);
  score = 0;
  /** Montana: nothing locks. */
  readonly montana: boolean;
  /** The basic variant: row r is built in suit r (SUITS order) and its leftmost place takes only that 2. */
  readonly fixedSuits: boolean;

  constructor(
    rows: readonly (readonly GapsCell[])[],
    readonly variant: GapsVariant,
  ) {
    this.montana = variant === 'montana';
    this.fixedSuits = variant === 'basic';
    if (this.fixedSuits) {
      this.hashA.set(ROW_SALT_A);
      this.hashB.set(ROW_SALT_B);
    }
    let g = 0;
    for (let p = 0; p < PLACES; p++) {
      const cell = rows[Math.floor(p / COLS)]![p % COLS]!;
      if (cell === null) {
        this.gaps[g++] = p;
        continue;
      }
      const id = cardId(cell);
      this.board[p] = id;
      this.where[id] = p;
      const r = Math.floor(p / COLS);
      this.hashA[r]! ^= ZOBRIST_A[id * COLS + (p % COLS)]!;
      this.hashB[r]! ^= ZOBRIST_B[id * COLS + (p % COLS)]!;
    }
    for (let r = 0; r < ROWS; r++) this.updateRun(r);
  }

  /** The position with card ids by place (0 = gap), as `board` holds them. */
  static fromBoard(board: ArrayLike<number>, variant: GapsVariant): Position {
    const rows: GapsCell[][] = [];
    for (let r = 0; r < ROWS; r++) {
      const row: GapsCell[] = [];
      for (let c = 0; c < COLS; c++) {
        const id = board[r * COLS + c]!;
        row.push(id === GAP ? null : cardCode(id));
      }
      rows.push(row);
    }
    return new Position(rows, variant);
  }

  /** Recomputes the run in sequence of row r (and the score). */
  private updateRun(r: number): void {
    const base = r * COLS;
    let len = 0;
    const first = this.board[base]!;
    if (first !== GAP && (this.fixedSuits ? first === rowTwo(r) : (first & 15) === 2)) {
      len = 1;
      while (len < COLS && this.board[base + len] === this.board[base + len - 1]! + 1) len++;
      // The id after a king (rank 14) is never a card, so the loop cannot run past a king.
    }
    this.score += len - this.run[r]!;
    this.run[r] = len;
  }

  /** True when the card at place p is locked (in sequence from a 2 in the leftmost column, of the row's suit in the basic variant; never in Montana). */
  isLocked(p: number): boolean {
    return !this.montana && COL_OF[p]! < this.run[ROW_OF[p]!]!;
  }

  keyA(): number {
    return (this.hashA[0]! + this.hashA[1]! + this.hashA[2]! + this.hashA[3]!) >>> 0;
  }

  keyB(): number {
    return (this.hashB[0]! + this.hashB[1]! + this.hashB[2]! + this.hashB[3]!) >>> 0;
  }

  /**
   * The keys of the children reached by the `n` moves (pairs in `moves` from `base`), worked out without
   * making the moves, into `outA`/`outB` from 0. Sums this position's key once for all of them: 1–4%
   * faster than summing it per child (bench-42, 26, 7, 16, 20 and 29, three runs taken in turn, 2026-11-25).
   */
  childKeys(moves: Uint8Array, base: number, n: number, outA: Uint32Array, outB: Uint32Array): void {
    const keyA = this.keyA();
    const keyB = this.keyB();
    for (let i = 0; i < n; i++) this.childKeyFrom(keyA, keyB, moves[base + 2 * i]!, moves[base + 2 * i + 1]!, outA, outB, i);
  }

  /** The key after moving the card at `from` into `to`, given this position's key (`keyA`, `keyB`), into `outA[i]`, `outB[i]`. */
  private childKeyFrom(keyA: number, keyB: number, from: number, to: number, outA: Uint32Array, outB: Uint32Array, i: number): void {
    const id = this.board[from]!;
    const rf = ROW_OF[from]!;
    const rt = ROW_OF[to]!;
    const zf = id * COLS + COL_OF[from]!;
    const zt = id * COLS + COL_OF[to]!;
    const hashA = this.hashA;
    const hashB = this.hashB;
    // The key sums the row hashes: the card leaves row rf's hash at zf and enters row rt's at zt.
    if (rf === rt) {
      outA[i] = keyA - hashA[rf]! + (hashA[rf]! ^ ZOBRIST_A[zf]! ^ ZOBRIST_A[zt]!);
      outB[i] = keyB - hashB[rf]! + (hashB[rf]! ^ ZOBRIST_B[zf]! ^ ZOBRIST_B[zt]!);
    } else {
      outA[i] = keyA - hashA[rf]! - hashA[rt]! + (hashA[rf]! ^ ZOBRIST_A[zf]!) + (hashA[rt]! ^ ZOBRIST_A[zt]!);
      outB[i] = keyB - hashB[rf]! - hashB[rt]! + (hashB[rf]! ^ ZOBRIST_B[zf]!) + (hashB[rt]! ^ ZOBRIST_B[zt]!);
    }
  }

  /** Writes legal moves as (from, to) into `out` starting at `at` (pairs); returns how many. */
  generate(out: Uint8Array, at: number): number {
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const to = this.gaps[i]!;
      const col = COL_OF[to]!;
      if (col === 0) {
        // Basic variant: only the row's own 2 (one pass of the loop).
        const last = this.fixedSuits ? ROW_OF[to]! : 3;
        for (let suit = this.fixedSuits ? last : 0; suit <= last; suit++) {
          const from = this.where[suit * 16 + 2]!;
          if (this.isLocked(from)) continue;
          out[at + 2 * n] = from;
          out[at + 2 * n + 1] = to;
          n++;
        }
        continue;
      }
      const left = this.board[to - 1]!;
      if (left === GAP || (left & 15) === KING) continue;
      const from = this.where[left + 1]!;
      if (this.isLocked(from)) continue;
      out[at + 2 * n] = from;
      out[at + 2 * n + 1] = to;
      n++;
    }
    return n;
  }

  /**
   * How promising a move looks (lower first): locking moves; neutral ones; moves out of the leftmost
   * column (that gap takes only a 2); last, moves that leave a dead gap (behind a king or a gap).
   * Measured on 30 deals, the order changes the node count by only a few percent: the reachable
   * position sets of hard deals are simply large.
   */
  movePriority(from: number, to: number): number {
    if (!this.montana && COL_OF[to]! === this.run[ROW_OF[to]!]) return 0;
    const fc = COL_OF[from]!;
    if (fc === 0) return 2;
    const left = this.board[from - 1]!;
    if (left === GAP || (left & 15) === KING) return 3;
    return 1;
  }


  /**
   * A locking move that can be played at once without losing a win (Aisleriot rules only): the caller
   * may then try it as the only child. Returns the index of such a move among the `n` pairs in `moves`
   * from `at`, or -1.
   *
   * Proof. Let m move card X from place p into the gap g right of its locked predecessor X-1 (or, for a
   * 2, into the leftmost gap of the only row without a run, when the other three 2s are locked). Only X
   * can ever fill g, and X can never go anywhere but g (a card only moves right of its predecessor,
   * which is locked; a 2 only into a leftmost gap of a row without a run, and there is one). Every won
   * or stuck end position has X in g (else g would be a live gap and X movable), so any line from here
   * to such an end is A, m, B with no move of X in A. Playing m first, then A, then B is legal and ends
   * in the same position, provided no move of A needs X at p: the only such move is X+1 into p+1
   * (gap p+1 right of X). That cannot happen when X is a king (no X+1), when p is in the last column
   * (no p+1), or when X+1 already sits in p+1 (it can only move right of X, i.e. to where it is, while X
   * stays at p). Everything else A does is unaffected: g stays a gap through A (so nothing enters g+1),
   * the cards newly locked by m (X and any run behind g) do not move in A, and the new gap at p only
   * adds options. Hence winnability, and the set of reachable stuck positions, are unchanged.
   *
   * Basic variant: the same proof, with "a 2 only into its own row's leftmost place" (so any 2 entering
   * it is safe, with no need for that row to be the only one without a run), and locked meaning in its
   * row's suit, so again only X fills g and X goes nowhere else.
   */
  safeLock(moves: Uint8Array, at: number, n: number): number {
    if (this.montana) return -1;
    for (let i = 0; i < n; i++) {
      const from = moves[at + 2 * i]!;
      const to = moves[at + 2 * i + 1]!;
      const col = COL_OF[to]!;
      if (col !== this.run[ROW_OF[to]!]) continue;
      const x = this.board[from]!;
      if (col === 0 && !this.fixedSuits) {
        let free = 0;
        for (let r = 0; r < ROWS; r++) if (this.run[r] === 0) free++;
        if (free !== 1) continue;
      }
      if ((x & 15) === KING || COL_OF[from]! === COLS - 1 || this.board[from + 1] === x + 1) return i;
    }
    return -1;
  }

  /**
   * True when the position can never be won (Aisleriot rules only; false in Montana). A "must-leave"
   * place is the first place after a row's run (column 0 for a row without one) holding a card that
   * does not belong there: it must leave before the row can grow, and in a won position every such
   * place holds its own card (column 12: a gap). Where may its card go? A 2 only into the leftmost
   * place of a row without a run; a card whose predecessor is locked only right after it, i.e. into the
   * must-leave place of that row. Other cards may go elsewhere later. Take the set S of must-leave places
   * whose card can only go into places of S (all occupied). No card of S can move before another card
   * of S has left: none ever moves, so the position is lost. S is found by repeatedly dropping places
   * with a way out (into a gap, a place outside S, or an unknown place); S nonempty = lost.
   * Basic variant: a 2 goes only into its own row's leftmost place, which is that row's must-leave place
   * (the row has no run while its 2 is elsewhere), so it is treated like a card with a locked predecessor
   * in that row; and a 2 of another suit in a row's leftmost place does not belong there either.
   * Cost: at most four places, a few passes.
   */
  deadlocked(): boolean {
    if (this.montana) return false;
    // Bit r set: row r's must-leave place is in S.
    let set = 0;
    for (let r = 0; r < ROWS; r++) {
      const y = this.board[r * COLS + this.run[r]!]!;
      if (y === GAP) continue;
      if ((y & 15) === 2) {
        set |= 1 << r;
        continue;
      }
      const q = this.where[y - 1]!;
      if (this.isLocked(q)) set |= 1 << r;
    }
    if (set === 0) return false;
    for (;;) {
      let next = set;
      for (let r = 0; r < ROWS; r++) {
        if ((next & (1 << r)) === 0) continue;
        const y = this.board[r * COLS + this.run[r]!]!;
        if ((y & 15) === 2 && !this.fixedSuits) {
          // Any leftmost place of a row without a run; those rows' must-leave places are exactly those.
          for (let t = 0; t < ROWS; t++) {
            if (this.run[t] === 0 && (set & (1 << t)) === 0) {
              next &= ~(1 << r);
              break;
            }
          }
        } else {
          // The row it must go to: its predecessor's, or (basic variant) a 2's own row.
          const t = (y & 15) === 2 ? y >> 4 : ROW_OF[this.where[y - 1]!]!;
          if ((set & (1 << t)) === 0) next &= ~(1 << r);
        }
      }
      if (next === set) return set !== 0;
      set = next;
    }
  }

  /** Per card id: 1 when the card may still move (`hopeless`). */
  private readonly mobile = new Uint8Array(64);
  private readonly queue = new Uint8Array(64);

  /**
   * True when the position can never be won (Aisleriot rules only; false in Montana). Stronger than
   * `deadlocked` (which it implies), at the cost of a pass over the cards.
   *
   * Mobility. Call a card mobile when it is not locked and either can move now, or its predecessor is
   * mobile, or the card right of its predecessor is mobile; a 2 is mobile when not locked and it can
   * move now or some unlocked card in the leftmost column is mobile. (Least fixed point, from the cards
   * that can move now.) Claim: along any line of play, only mobile cards ever move. Take the first move
   * of a card X that is not mobile. X is not locked (locked cards never move again) and could not move
   * at the start, so the place it enters was not free then: for X > 2, X-1 was not mobile, so it has
   * not moved, and the place right of it held a card Z that has moved since, so Z is mobile and so
   * is X; for a 2, the leftmost place it enters held an unlocked card that has moved, so X is mobile.
   * Either way a contradiction. (A predecessor in the last column has no place right of it: X waits for
   * X-1 to move.)
   *
   * Lost. The won position is fixed once the row suits are: rank k of a row's suit at column k-2, the
   * gaps in the last column. A card that never moves again must already stand where it ends, so the
   * position is lost if an immobile card (locked cards included) is not in column rank-2, if two
   * immobile cards of different suits share a row or two rows need the same suit, or if a gap outside
   * the last column is right of an immobile king (only a king's successor could fill it: none).
   *
   * Basic variant: a 2 enters only its own row's leftmost place, so it is mobile when it can move now or
   * the card in that place is mobile (the proof above with "the leftmost place it enters" being that
   * one); the code below marks it so. The won position has each card in its suit's row, so an immobile
   * card in another row also makes the position lost.
   */
  hopeless(): boolean {
    if (this.montana) return false;
    const mobile = this.mobile;
    const queue = this.queue;
    const board = this.board;
    const where = this.where;
    mobile.fill(0);
    let head = 0;
    let tail = 0;
    // Seeds: the cards that can move now.
    for (let i = 0; i < 4; i++) {
      const to = this.gaps[i]!;
      if (COL_OF[to]! === 0) {
        const last = this.fixedSuits ? ROW_OF[to]! : 3;
        for (let s = this.fixedSuits ? last : 0; s <= last; s++) {
          const two = s * 16 + 2;
          if (mobile[two] === 0 && !this.isLocked(where[two]!)) {
            mobile[two] = 1;
            queue[tail++] = two;
          }
        }
        continue;
      }
      const left = board[to - 1]!;
      if (left === GAP || (left & 15) === KING) continue;
      const x = left + 1;
      if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
        mobile[x] = 1;
        queue[tail++] = x;
      }
    }
    while (head < tail) {
      const y = queue[head++]!;
      // y as a predecessor: y+1 may follow it.
      if ((y & 15) !== KING) {
        const x = y + 1;
        if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
          mobile[x] = 1;
          queue[tail++] = x;
        }
      }
      // y as the card right of a predecessor: its leaving frees the place for the left card's successor.
      const q = where[y]!;
      if (COL_OF[q]! === 0) {
        const last = this.fixedSuits ? ROW_OF[q]! : 3;
        for (let s = this.fixedSuits ? last : 0; s <= last; s++) {
          const two = s * 16 + 2;
          if (mobile[two] === 0 && !this.isLocked(where[two]!)) {
            mobile[two] = 1;
            queue[tail++] = two;
          }
        }
      } else {
        const left = board[q - 1]!;
        if (left !== GAP && (left & 15) !== KING) {
          const x = left + 1;
          if (mobile[x] === 0 && !this.isLocked(where[x]!)) {
            mobile[x] = 1;
            queue[tail++] = x;
          }
        }
      }
    }
    if (tail === 48) return false;
    // Immobile cards must stand in their final places; rowSuit[r] = suit + 1 (0 = free).
    let rowSuits = 0; // 3 bits per row: suit + 1
    let suitRows = 0; // 3 bits per suit: row + 1
    for (let p = 0; p < PLACES; p++) {
      const y = board[p]!;
      const col = COL_OF[p]!;
      if (y === GAP) {
        if (col !== 0 && col !== COLS - 1) {
          const left = board[p - 1]!;
          if ((left & 15) === KING && mobile[left] === 0) return true;
        }
        continue;
      }
      if (mobile[y] !== 0) continue;
      if ((y & 15) !== col + 2) return true;
      const r = ROW_OF[p]!;
      const s = y >> 4;
      if (this.fixedSuits && s !== r) return true;
      const have = (rowSuits >> (3 * r)) & 7;
      if (have === 0) {
        const taken = (suitRows >> (3 * s)) & 7;
        if (taken !== 0 && taken !== r + 1) return true;
        rowSuits |= (s + 1) << (3 * r);
        suitRows |= (r + 1) << (3 * s);
      } else if (have !== s + 1) return true;
    }
    return false;
  }

  /** Per card id: stamp of the closure it was last added to (stubborn sets). */
  private readonly inSet = new Uint32Array(64);
  private stamp = 0;
  private readonly work = new Uint8Array(64);
  /** Per card id: how many of the current legal moves move it. */
  private readonly movesOf = new Uint8Array(64);

  /**
   * Partial-order reduction (Aisleriot rules only): picks a strong stubborn set of cards and keeps only
   * the legal moves of those cards, compacting `moves` (pairs from 0); returns how many are kept.
   * Every stuck or won position reachable from here stays reachable through the kept moves (Valmari's
   * theorem for stubborn sets: a won position has no legal move, so it is a deadlock in that sense), and
   * the choice depends on the position only, so the transposition table stays sound.
   *
   * A set C of cards is stubborn when it holds a card that can move now and is closed under:
   * - a movable card X in C (from place p): X-1 is in C unless locked (moving X-1 would disable X, and X
   *   moving right of X-1 is the only thing that can make X locked without moving it, see below); if X is
   *   a 2, every unlocked 2 (they compete for the leftmost gaps) and the unlocked cards in the leftmost
   *   column (a move of X into a leftmost place still held is a disabled move of the set: its enabling
   *   set belongs in it too, else a move outside could open that place); and, unless X is a king, p is in the
   *   last column or X+1 already sits in p+1: X+1 if p+1 is a gap, else the card Z in p+1 (moving X
   *   disables "X+1 into p+1", which needs p+1 empty first). X could only become locked where it
   *   stands if X-1 moved to its left, and X-1 is in C.
   * - a card X in C that cannot move now (necessary enabling set): nothing if locked (it never moves
   *   again); a 2: the unlocked cards in the leftmost column (one must leave to open a leftmost gap);
   *   otherwise X-1 (unless locked) and the card in the place right of X-1 unless that is X itself
   *   (only X-1 moving or that place emptying can give X a gap right of its predecessor).
   * Then no sequence of moves of cards outside C can disable, or be disabled by, the moves of C, and
   * no move of C becomes possible without a move of C first: the conditions of a strong stubborn set.
   * The smallest such set over all movable seeds is taken.
   *
   * Basic variant: the rules above still give stubborn sets, only larger than needed: a 2 competes with
   * no other card for its own row's leftmost place (so the other 2s need not join), and the card to
   * leave for a 2 that cannot move is the one in its own row's leftmost place, one of the cards the
   * rule for 2s adds. Every other condition reads "locked" and "predecessor" as the proof does.
   */
  stubborn(moves: Uint8Array, n: number): number {
    if (this.montana || n <= 1) return n;
    const movesOf = this.movesOf;
    for (let i = 0; i < n; i++) {
      const c = this.board[moves[2 * i]!]!;
      movesOf[c] = movesOf[c]! + 1;
    }
    let bestSeed = -1;
    let bestCount = n;
    for (let i = 0; i < n; i++) {
      const seed = this.board[moves[2 * i]!]!;
      if (i > 0 && this.board[moves[2 * i - 2]!] === seed) continue;
      const count = this.closure(seed, ++this.stamp, bestCount);
      if (count < bestCount) {
        bestCount = count;
        bestSeed = seed;
        if (count === movesOf[seed]) break;
      }
    }
    // Later closures may have re-stamped members of the best one: build it again.
    const bestStamp = ++this.stamp;
    if (bestSeed >= 0) this.closure(bestSeed, bestStamp, n + 1);
    for (let i = 0; i < n; i++) movesOf[this.board[moves[2 * i]!]!] = 0;
    if (bestSeed < 0) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const from = moves[2 * i]!;
      if (this.inSet[this.board[from]!] !== bestStamp) continue;
      moves[2 * kept] = from;
      moves[2 * kept + 1] = moves[2 * i + 1]!;
      kept++;
    }
    return kept;
  }

  /** Builds the closure of `seed` under the stubborn-set rules; returns its number of legal moves (stops early at `limit`). */
  private closure(seed: number, stamp: number, limit: number): number {
    const inSet = this.inSet;
    const work = this.work;
    const board = this.board;
    const where = this.where;
    const movesOf = this.movesOf;
    let top = 0;
    let count = 0;
    inSet[seed] = stamp;
    work[top++] = seed;
    while (top > 0) {
      const x = work[--top]!;
      const p = where[x]!;
      if (this.isLocked(p)) continue;
      const rank = x & 15;
      const m = movesOf[x]!;
      // Up to three cards to add: a, b, and (for 2s) the loops below.
      let a = GAP;
      let b = GAP;
      if (m > 0) {
        count += m;
        if (count >= limit) return count;
        if (rank === 2) {
          for (let s = 0; s < 4; s++) {
            const two = s * 16 + 2;
            if (inSet[two] !== stamp && !this.isLocked(where[two]!)) {
              inSet[two] = stamp;
              work[top++] = two;
            }
          }
        } else if (!this.isLocked(where[x - 1]!)) a = x - 1;
        if (rank !== KING && COL_OF[p]! !== COLS - 1) {
          const z = board[p + 1]!;
          if (z === GAP) b = x + 1;
          else if (z !== x + 1) b = z;
        }
      } else if (rank !== 2) {
        const q = where[x - 1]!;
        if (!this.isLocked(q)) a = x - 1;
        if (COL_OF[q]! !== COLS - 1) {
          const z = board[q + 1]!;
          if (z !== x) b = z;
        }
      }
      if (rank === 2) {
        // A 2's moves into leftmost places still held by unlocked cards are disabled (all of them,
        // when it cannot move now): their enabling set is those cards, one of which must leave first.
        for (let r = 0; r < ROWS; r++) {
          const c = board[r * COLS]!;
          if (c !== GAP && this.run[r] === 0 && inSet[c] !== stamp) {
            inSet[c] = stamp;
            work[top++] = c;
          }
        }
      }
      if (a !== GAP && inSet[a] !== stamp) {
        inSet[a] = stamp;
        work[top++] = a;
      }
      if (b !== GAP && inSet[b] !== stamp) {
        inSet[b] = stamp;
        work[top++] = b;
      }
    }
    return count;
  }

  /** An independent copy (the search gives each of its walks its own). */
  clone(): Position {
    const copy: Position = Object.create(Position.prototype);
    Object.assign(copy, this);
    for (const name of ['board', 'where', 'run', 'gaps', 'hashA', 'hashB', 'mobile', 'queue', 'inSet', 'work', 'movesOf'] as const) {
      (copy as unknown as Record<string, unknown>)[name] = (this as unknown as Record<string, Uint8Array>)[name]!.slice();
    }
    return copy;
  }

  /** Moves the card at `from` into the gap `to`. Call again with (to, from) to undo. */
  move(from: number, to: number): void {
    const board = this.board;
    const id = board[from]!;
    board[to] = id;
    board[from] = GAP;
    this.where[id] = to;
    const gaps = this.gaps;
    if (gaps[0] === to) gaps[0] = from;
    else if (gaps[1] === to) gaps[1] = from;
    else if (gaps[2] === to) gaps[2] = from;
    else gaps[3] = from;
    const rf = ROW_OF[from]!;
    const rt = ROW_OF[to]!;
    const cf = from - rf * COLS;
    const ct = to - rt * COLS;
    const zf = id * COLS + cf;
    const zt = id * COLS + ct;
    this.hashA[rf]! ^= ZOBRIST_A[zf]!;
    this.hashB[rf]! ^= ZOBRIST_B[zf]!;
    this.hashA[rt]! ^= ZOBRIST_A[zt]!;
    this.hashB[rt]! ^= ZOBRIST_B[zt]!;
    // Runs change only at their ends: a card leaving a run cuts it there (an undo, or Montana); a card
    // entering the place right after a run extends it (and whatever in sequence follows).
    const run = this.run;
    if (cf < run[rf]!) {
      this.score -= run[rf]! - cf;
      run[rf] = cf;
    }
    const base = rt * COLS;
    if (ct === run[rt]! && (ct > 0 ? board[to - 1]! + 1 === id : this.fixedSuits ? id === rowTwo(rt) : (id & 15) === 2)) {
      let len = ct + 1;
      while (len < COLS && board[base + len] === board[base + len - 1]! + 1) len++;
      this.score += len - ct;
      run[rt] = len;
    }
  }

}
