/**
 * The opponent pools the No Thanks! bench measures the computer players against. Each bot decides
 * from the view alone (it may use the view's public history, like any player) and its own seed. The
 * pools are for measuring only: the Hard player's opponent model (src/engine/nothanks/opponents.ts)
 * is a general family fitted during play, not these bots.
 *
 *   threshold  face-T / run-T: takes when card (face-T) or run-aware cost (run-T) − chips on it ≤ T, T = 3, 5, 7, 10
 *   tight      tight takers: take only near-free cards, run-aware cost − chips ≤ T, T = −1..2
 *   runs       run chasers: a card next to one of theirs at once; one a gap away (they hold c ± 2) counts
 *              half its face; otherwise take when cost − chips ≤ T, T = 4, 6, 8
 *   misers     chip misers: hate paying, take when run-aware cost − chips ≤ T, T = 11, 14, 17
 *   hoarders   chip hoarders: send a card round until the pile pays a share f of its cost, f = ¼, ⅓, ½,
 *              or their chips are down to 2
 *   medium     the Medium computer player
 *   mc         a Monte Carlo player: flat search with random-threshold opponents (the earlier Hard player),
 *              ignoring the history, with a smaller sample budget
 *   mixed      every opponent drawn from all of the above bots
 *   styles     every opponent drawn from all of the above styles (each style equally likely), then a bot
 *              of that style: the held-out pool of the goal
 * Every bot takes when it has no chips left.
 */
import type { AiLevel } from '../src/engine/core';
import { ai } from '../src/engine/nothanks/ai';
import { marginalCardPoints } from '../src/engine/nothanks';
import type { NoThanksView } from '../src/engine/nothanks';
import { FIXED_THRESHOLDS, searchTakeOrPass } from '../src/engine/nothanks/montecarlo';

export type Bot = { name: string; takes: (view: NoThanksView, seed: string) => boolean };

function own(v: NoThanksView): number[] {
  return v.cards[v.seat] as number[];
}

function noChips(v: NoThanksView): boolean {
  return v.chips[v.seat] === 0;
}

function thresholdBot(kind: 'face' | 'run', t: number): Bot {
  return {
    name: `${kind}-${t}`,
    takes: (v) => {
      const card = v.faceUp as number;
      const cost = kind === 'face' ? card : marginalCardPoints(own(v), card);
      return noChips(v) || cost - v.pot <= t;
    },
  };
}

function runChaser(t: number): Bot {
  return {
    name: `runs-${t}`,
    takes: (v) => {
      const card = v.faceUp as number;
      const held = own(v);
      const marginal = marginalCardPoints(held, card);
      if (noChips(v) || marginal <= 1) return true;
      const nearRun = held.includes(card - 2) || held.includes(card + 2);
      return (nearRun ? card / 2 : marginal) - v.pot <= t;
    },
  };
}

function hoarder(share: number): Bot {
  return {
    name: `hoard-${share.toFixed(2)}`,
    takes: (v) => {
      const cost = marginalCardPoints(own(v), v.faceUp as number);
      return (v.chips[v.seat] as number) <= 2 || v.pot >= share * cost;
    },
  };
}

function level(name: string, lvl: AiLevel): Bot {
  return { name, takes: (v, seed) => ai.chooseMove(v, lvl, seed).type === 'take' };
}

/** The Monte Carlo opponent: a cheaper budget than Hard's, so that the bench finishes on two cores. */
const MC_BUDGET = { batch: 16, minSamples: 32, maxSamples: 256, confidence: 2.5 };

const monteCarlo: Bot = {
  name: 'mc',
  takes: (v, seed) => noChips(v) || searchTakeOrPass(v, seed, MC_BUDGET, FIXED_THRESHOLDS).take,
};

const BASE_POOLS: Record<string, Bot[]> = {
  threshold: (['face', 'run'] as const).flatMap((kind) => [3, 5, 7, 10].map((t) => thresholdBot(kind, t))),
  tight: [-1, 0, 1, 2].map((t) => thresholdBot('run', t)),
  runs: [4, 6, 8].map(runChaser),
  misers: [11, 14, 17].map((t) => thresholdBot('run', t)),
  hoarders: [0.25, 1 / 3, 0.5].map(hoarder),
  medium: [level('medium', 'medium')],
  mc: [monteCarlo],
};

/**
 * The held-out pool the goal is measured against: each opponent's style is drawn first, every style
 * equally likely, then one bot of that style, so the Medium and the Monte Carlo player each fill a
 * seventh of the seats (in `mixed` they fill one seat in 19).
 */
function byStyle(pools: Bot[][]): Bot[] {
  const size = pools.reduce((lcm, p) => lcm * (p.length / gcd(lcm, p.length)), 1);
  return pools.flatMap((p) => Array.from({ length: size }, (_, i) => p[i % p.length] as Bot));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export const POOLS: Record<string, Bot[]> = { ...BASE_POOLS, mixed: Object.values(BASE_POOLS).flat(), styles: byStyle(Object.values(BASE_POOLS)) };
