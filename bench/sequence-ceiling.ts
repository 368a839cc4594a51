/**
 * A ceiling for Sequence Hard's goal against the blocking bot (not part of `npm run bench`: it takes
 * about 40 minutes of one core for 600 games). `npx tsx bench/sequence-ceiling.ts`
 *
 * The player here cheats: it sees the true state (every hand, the draw pile) and knows the bot's rule
 * and its random generator, so it foresees every reply exactly; it searches its own next `DEPTH` turns,
 * trying Hard's `K` best judged moves at each, and judges the end with Hard's judgement. No fair player
 * can know more; how often it wins shows how much of a match the cards decide.
 *
 * Environment: GAMES=600 START=0 K=6 DEPTH=2 BOT=blocking|keeper VARIANT=classic|numbers (2 players,
 * seats alternating, the 'tune' deals of the Sequence bench). Measured against the blocking bot:
 * classic 75.3% ± 1.8 of 600 games, Numbers 72.0% ± 3.2 of 200, where Hard itself wins about 64% and
 * 57% of these deals.
 */
import { Rng, type RngState } from '../src/engine/core';
import { rules, legalMovesForView } from '../src/engine/sequence';
import type { SequenceMove, SequenceState, SequenceVariant, SequenceView } from '../src/engine/sequence';
import { gatherKnowledge, scoreMove, WIN_SCORE } from '../src/engine/sequence/ai-eval';
import { LEVEL_WEIGHTS } from '../src/engine/sequence/ai';
import { blockingMove, keeperMove } from './sequence-bots';

const BOTS: Record<string, (view: SequenceView, rng: Rng) => SequenceMove> = { blocking: blockingMove, keeper: keeperMove };
const K = Number(process.env.K ?? 6);
const DEPTH = Number(process.env.DEPTH ?? 2);
const GAMES = Number(process.env.GAMES ?? 600);
const START = Number(process.env.START ?? 0);
const BOT = process.env.BOT ?? 'blocking';
const VARIANT = (process.env.VARIANT ?? 'classic') as SequenceVariant;
if (!BOTS[BOT]) throw new Error(`BOT: unknown bot "${BOT}" (known: ${Object.keys(BOTS).join(', ')})`);
const weights = LEVEL_WEIGHTS.hard;

/** The legal moves of `view`, best judged first (a dead card is always turned in first). */
function ranked(view: SequenceView): Array<{ move: SequenceMove; score: number }> {
  const knowledge = gatherKnowledge(view, weights);
  return legalMovesForView(view)
    .map((move) => ({ move, score: move.type === 'deadDiscard' ? Infinity : scoreMove(view, knowledge, move, weights) }))
    .sort((a, b) => b.score - a.score);
}

/** The bot's moves until it is `me`'s turn again, exactly as it will play them (its generator cloned). */
function botReplies(s: SequenceState, me: number, rng: RngState): { s: SequenceState; rng: RngState } {
  const r = Rng.fromState(rng);
  while (s.outcome === 'playing' && s.toMove !== me) s = rules.play(s, BOTS[BOT]!(rules.view(s, s.toMove), r)).state;
  return { s, rng: r.state() };
}

/** The best value `me` can reach in `depth` more turns of its own (a win sooner counts more). */
function value(s: SequenceState, me: number, rng: RngState, depth: number): number {
  if (s.outcome === 'won') return (s.winners.includes(me) ? 1 : -1) * WIN_SCORE * (1 + depth);
  if (s.outcome !== 'playing') return 0;
  const options = ranked(rules.view(s, me));
  if (options.length === 0) return 0;
  if (options[0]!.move.type === 'deadDiscard') return value(rules.play(s, options[0]!.move).state, me, rng, depth);
  if (depth === 0) return options[0]!.score;
  let best = -Infinity;
  for (const { move } of options.slice(0, K)) {
    const after = botReplies(rules.play(s, move).state, me, rng);
    best = Math.max(best, value(after.s, me, after.rng, depth - 1));
  }
  return best;
}

function cheatMove(s: SequenceState, me: number, rng: RngState): SequenceMove {
  const options = ranked(rules.view(s, me));
  if (options[0]!.move.type === 'deadDiscard') return options[0]!.move;
  let best: SequenceMove = options[0]!.move;
  let bestValue = -Infinity;
  for (const { move } of options.slice(0, K)) {
    const after = botReplies(rules.play(s, move).state, me, rng);
    const v = value(after.s, me, after.rng, DEPTH - 1);
    if (v > bestValue) {
      bestValue = v;
      best = move;
    }
  }
  return best;
}

let wins = 0;
for (let g = START; g < START + GAMES; g++) {
  const seat = g % 2;
  const seed = `tune-2-${g >> 1}`;
  let s = rules.setup({ variant: VARIANT, players: 2 }, seed);
  const rng = Rng.fromSeed(`greedy-${seed}`);
  for (let n = 0; !rules.isOver(s) && n < 1500; n++) {
    const move = s.toMove === seat ? cheatMove(s, seat, rng.state()) : BOTS[BOT]!(rules.view(s, s.toMove), rng);
    s = rules.play(s, move).state;
  }
  if (s.outcome === 'won' && s.winners.includes(seat)) wins++;
}
const rate = wins / GAMES;
console.log(
  `ceiling (cheating player, ${K} moves × ${DEPTH} own turns) vs ${BOT}, 2 players (${VARIANT}, ${GAMES} 'tune' games from ${START}): ` +
    `wins ${(100 * rate).toFixed(1)}% ± ${(100 * Math.sqrt((rate * (1 - rate)) / GAMES)).toFixed(1)} (standard error)`,
);
