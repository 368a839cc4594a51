/**
 * A fast, mutable simulation core for computer-player rollouts and the speed bench. It plays exactly
 * the rules of rules.ts (a test drives both side by side and compares them after every move) but keeps
 * everything in typed arrays and mutates in place, so a complete game allocates nothing.
 *
 * Not part of the public contract: scenes use `rules`; only ai.ts, tests and the bench use Sim.
 */
import type { Rng } from '../core';
import { HIGHEST_CARD, STACK_SIZE, allCards, removedFaceUpFor, startChips } from './deck';
import type { NoThanksState, NoThanksSettings, NoThanksView } from './types';

const NOBODY = -1;
// Local copies: module bindings imported from another file may compile to property reads in hot loops.
const FIRST = 3;
const LAST = HIGHEST_CARD;
/** `owner` is indexed by card number with a spare slot on each side, so card ± 1 never needs a bounds check. */
const OWNER_SLOTS = LAST + 2;

export class Sim {
  players = 0;
  /** owner[card] = seat holding it, or -1. */
  readonly owner = new Int8Array(OWNER_SLOTS).fill(NOBODY);
  readonly chips = new Int32Array(8);
  /** Face-down cards are stack[stackPos..stackEnd). */
  readonly stack = new Uint8Array(STACK_SIZE);
  stackPos = 0;
  stackEnd = 0;
  /** Card on offer, 0 once the game is over. */
  faceUp = 0;
  pot = 0;
  toMove = 0;

  get over(): boolean {
    return this.faceUp === 0;
  }

  get stackLeft(): number {
    return this.stackEnd - this.stackPos;
  }

  /** Loads a full rules state (stack order included). */
  load(state: NoThanksState): this {
    this.players = state.table.players;
    this.owner.fill(NOBODY);
    state.cards.forEach((held, p) => held.forEach((c) => (this.owner[c] = p)));
    this.chips.fill(0);
    state.chips.forEach((n, p) => (this.chips[p] = n));
    this.stack.set(state.stack);
    this.stackPos = 0;
    this.stackEnd = state.stack.length;
    this.faceUp = state.faceUp ?? 0;
    this.pot = state.pot;
    this.toMove = state.toMove;
    return this;
  }

  /**
   * Loads what a player's view shows. The face-down stack keeps its length but not its cards, and
   * hidden chip counts load as 0: callers that need them fill them in (montecarlo.ts guesses them).
   */
  loadPublic(view: NoThanksView): this {
    this.players = view.table.players;
    this.owner.fill(NOBODY);
    view.cards.forEach((held, p) => held.forEach((c) => (this.owner[c] = p)));
    this.chips.fill(0);
    view.chips.forEach((n, p) => (this.chips[p] = n ?? 0));
    this.stack.fill(0);
    this.stackPos = 0;
    this.stackEnd = view.stackLeft;
    this.faceUp = view.faceUp ?? 0;
    this.pot = view.pot;
    this.toMove = view.toMove;
    return this;
  }

  copyFrom(other: Sim): this {
    this.players = other.players;
    this.owner.set(other.owner);
    this.chips.set(other.chips);
    this.stack.set(other.stack);
    this.stackPos = other.stackPos;
    this.stackEnd = other.stackEnd;
    this.faceUp = other.faceUp;
    this.pot = other.pot;
    this.toMove = other.toMove;
    return this;
  }

  /** Deals a fresh game from `rng` (shuffling `pool`, a scratch array of the cards in play). */
  deal(table: Pick<NoThanksSettings, 'players' | 'variant'>, rng: Rng, pool: Uint8Array = cardsInPlay(table)): this {
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = t;
    }
    this.players = table.players;
    this.owner.fill(NOBODY);
    this.chips.fill(startChips(table), 0, table.players);
    this.stack.set(pool.subarray(1, STACK_SIZE));
    this.stackPos = 0;
    this.stackEnd = STACK_SIZE - 1;
    this.faceUp = pool[0] as number;
    this.pot = 0;
    this.toMove = rng.int(table.players);
    return this;
  }

  /** The player to move takes the card and its chips, then turns up the next card (or the game ends). */
  take(): void {
    const p = this.toMove;
    this.owner[this.faceUp] = p;
    this.chips[p] = (this.chips[p] as number) + this.pot;
    this.pot = 0;
    this.faceUp = this.stackPos < this.stackEnd ? (this.stack[this.stackPos++] as number) : 0;
  }

  /** The player to move pays a chip onto the card. The caller makes sure they have one. */
  pass(): void {
    this.chips[this.toMove] = (this.chips[this.toMove] as number) - 1;
    this.pot += 1;
    this.toMove = this.toMove + 1 === this.players ? 0 : this.toMove + 1;
  }

  /** Change in card points if `p` took `card` (run-joining aware). */
  marginal(p: number, card: number): number {
    const below = this.owner[card - 1] === p;
    const above = this.owner[card + 1] === p;
    if (below) return above ? -(card + 1) : 0;
    return above ? -1 : card;
  }

  cardPoints(p: number): number {
    let points = 0;
    const owner = this.owner;
    for (let c = FIRST; c <= LAST; c++) if (owner[c] === p && owner[c - 1] !== p) points += c;
    return points;
  }

  score(p: number): number {
    return this.cardPoints(p) - (this.chips[p] as number);
  }

  /** Every player's score in one pass over the cards, into `out[0..players)`. */
  fillScores(out: Int32Array): Int32Array {
    for (let p = 0; p < this.players; p++) out[p] = -(this.chips[p] as number);
    const owner = this.owner;
    for (let c = FIRST; c <= LAST; c++) {
      const p = owner[c] as number;
      if (p !== NOBODY && owner[c - 1] !== p) out[p] = (out[p] as number) + c;
    }
    return out;
  }

  /**
   * Share of the win for `p` once the game is over: 1 for a sole winner, 1/k for a k-way shared win,
   * 0 otherwise (lowest score wins; ties go to more chips, then are shared). `scores` from fillScores.
   */
  winShare(p: number, scores: Int32Array = this.fillScores(new Int32Array(this.players))): number {
    const mine = scores[p] as number;
    const myChips = this.chips[p] as number;
    let tied = 1;
    for (let q = 0; q < this.players; q++) {
      if (q === p) continue;
      const s = scores[q] as number;
      if (s < mine) return 0;
      if (s === mine) {
        const c = this.chips[q] as number;
        if (c > myChips) return 0;
        if (c === myChips) tied++;
      }
    }
    return 1 / tied;
  }

  /** The state's cards as sorted lists per seat (for comparing with rules states). */
  cardsOf(p: number): number[] {
    const cards: number[] = [];
    for (let c = FIRST; c <= LAST; c++) if (this.owner[c] === p) cards.push(c);
    return cards;
  }
}

/** The cards a variant deals from, as a scratch array for Sim.deal. */
export function cardsInPlay(table: Pick<NoThanksSettings, 'variant'>): Uint8Array {
  const removed = removedFaceUpFor(table);
  return Uint8Array.from(allCards().filter((c) => !removed.includes(c)));
}

/** Plays a uniformly random legal move until the end. Used by the speed bench and tests. */
export function playRandomly(sim: Sim, rng: Rng): void {
  while (sim.faceUp !== 0) {
    if (sim.chips[sim.toMove] === 0 || (rng.nextUint32() & 1) === 0) sim.take();
    else sim.pass();
  }
}
