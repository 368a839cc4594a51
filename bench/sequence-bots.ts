/**
 * Bench-only Sequence opponents for Hard (not computer players of the game): a greedy bot that
 * only builds its own lines, and two blocking-aware greedy bots, one of which also blocks with its
 * two-eyed jacks while the other keeps them for its own sequences. All see only a player's view and
 * take their randomness (ties) from the `rng` given.
 */
import type { Rng } from '../src/engine/core';
import { legalMovesForView } from '../src/engine/sequence';
import type { SequenceMove, SequenceView } from '../src/engine/sequence';
import { isCorner } from '../src/engine/sequence/board';
import { cardRole } from '../src/engine/sequence/deck';
import { newSequencesAt } from '../src/engine/sequence/lines';
import { WINDOWS, WINDOWS_OF_CELL } from '../src/engine/sequence/windows';

/** The highest-scoring moves' pick (ties at random); moves scored -Infinity are left out unless nothing else is left. */
function pickBest(moves: readonly SequenceMove[], score: (m: SequenceMove) => number, rng: Rng): SequenceMove {
  let best: SequenceMove[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = score(m);
    if (s > bestScore) {
      bestScore = s;
      best = [m];
    } else if (s === bestScore) best.push(m);
  }
  return rng.pick(best.length > 0 ? best : moves);
}

/**
 * The greedy opponent: turns in dead cards, then plays the placement that most lengthens its own
 * lines (sum over the windows through the space, still open to it, of its chips there squared,
 * after placing). It never blocks on purpose and uses jacks like any card; it removes a chip only
 * when it cannot place. Ties are broken at random.
 */
export function greedyMove(view: SequenceView, rng: Rng): SequenceMove {
  const moves = legalMovesForView(view);
  const dead = moves.find((m) => m.type === 'deadDiscard');
  if (dead) return dead;
  return pickBest(
    moves.filter((m) => m.type !== 'deadDiscard'),
    (m) => {
      if (m.type !== 'place') return -1;
      const cell = m.row * 10 + m.col;
      let score = 0;
      for (const wi of WINDOWS_OF_CELL[cell]!) {
        let held = 1;
        let open = true;
        for (const c of WINDOWS[wi]!) {
          if (c === cell) continue;
          const chip = view.chips[c];
          if (chip === view.team || isCorner(c)) held++;
          else if (chip !== -1) open = false;
        }
        if (open) score += held * held;
      }
      return score;
    },
    rng,
  );
}

/** Per window through `cell` and per team: how many of its spaces the team holds, if the window is open to it (else -1). */
function heldThrough(view: SequenceView, cell: number, wi: number): number[] {
  const held = new Array<number>(view.settings.teams).fill(0);
  for (const c of WINDOWS[wi]!) {
    if (c === cell) continue;
    if (isCorner(c)) {
      for (let t = 0; t < held.length; t++) if (held[t]! >= 0) held[t]!++;
      continue;
    }
    const chip = view.chips[c] as number;
    if (chip === -1) continue;
    for (let t = 0; t < held.length; t++) if (t !== chip) held[t] = -1;
    if (held[chip]! >= 0) held[chip]!++;
  }
  return held;
}

const COMPLETE = 1000;
const BLOCK_FOUR = 500;
const BREAK_FOUR = 450;

/**
 * The blocking-aware greedy opponent. For a placement it adds, over the five-space windows through
 * the space, its own chips there squared (after placing) and the opponents' chips there squared
 * (a chip there blocks them), with large bonuses for completing a sequence and for blocking an
 * opponent's four. It keeps two-eyed jacks (PLUS) for completing a sequence or blocking a four,
 * and spends one-eyed jacks (MINUS) only on a chip of an opponent's four-window; otherwise those
 * cards are played only when nothing else is legal. Turns in dead cards first; ties at random.
 */
export function blockingMove(view: SequenceView, rng: Rng): SequenceMove {
  return blockingAwareMove(view, rng, true);
}

/**
 * The jack keeper: the blocking-aware opponent as the issue words it, keeping its two-eyed jacks
 * (PLUS) to complete its own sequences only; it blocks a four with a matching card or breaks it with
 * a one-eyed jack (MINUS). Stronger than `blockingMove` (53.2% classic, 52.0% Numbers of 1,000 games
 * between the two at 2 players, seats rotated), and the harder of the two for Hard.
 */
export function keeperMove(view: SequenceView, rng: Rng): SequenceMove {
  return blockingAwareMove(view, rng, false);
}

/** `blockingMove` and `keeperMove`: `wildBlocks` lets a two-eyed jack / PLUS block a four too. */
function blockingAwareMove(view: SequenceView, rng: Rng, wildBlocks: boolean): SequenceMove {
  const moves = legalMovesForView(view);
  const dead = moves.find((m) => m.type === 'deadDiscard');
  if (dead) return dead;
  const me = view.team;
  const placeScore = (cell: number): { score: number; urgent: boolean } => {
    let score = 0;
    let urgent = false;
    for (const wi of WINDOWS_OF_CELL[cell]!) {
      const held = heldThrough(view, cell, wi);
      for (let t = 0; t < held.length; t++) {
        const h = held[t]!;
        if (h < 0) continue;
        if (t === me) score += (h + 1) * (h + 1);
        else {
          score += h * h;
          if (h === 4) {
            score += BLOCK_FOUR;
            urgent = wildBlocks;
          }
        }
      }
    }
    const chips = view.chips.slice();
    chips[cell] = me;
    if (newSequencesAt(chips, view.sequences, me, cell).length > 0) {
      score += COMPLETE;
      urgent = true;
    }
    return { score, urgent };
  };
  const breakScore = (cell: number): number => {
    const owner = view.chips[cell] as number;
    let fours = 0;
    for (const wi of WINDOWS_OF_CELL[cell]!) {
      let held = 0;
      let open = true;
      for (const c of WINDOWS[wi]!) {
        const chip = view.chips[c];
        if (chip === owner || isCorner(c)) held++;
        else if (chip !== -1) open = false;
      }
      if (open && held === 4) fours++;
    }
    return fours > 0 ? BREAK_FOUR * fours : -Infinity;
  };
  return pickBest(
    moves,
    (m) => {
      if (m.type === 'deadDiscard') return -Infinity;
      const cell = m.row * 10 + m.col;
      if (m.type === 'remove') return breakScore(cell);
      const { score, urgent } = placeScore(cell);
      if (cardRole(m.card) === 'wild') return urgent ? score - 1 : -Infinity;
      return score;
    },
    rng,
  );
}
