/**
 * Sequence bench: engine speed, Hard decision latency, and seat-rotated matches of Hard against a
 * greedy bot at 2 and 3 players.
 *
 * Environment (defaults per issue 6):
 *   SEQ_GAMES=1000        games per match
 *   SEQ_SPEED_GAMES=2000  random games for the engine-speed figure
 *   SEQ_VARIANT=classic   or numbers
 *   SEQ_LEVEL=hard        level matched against greedy
 *   SEQ_PLAYERS=2,3       table sizes to match (comma-separated)
 *   SEQ_HARD='{"sequence":900}'  tuning experiments: overrides of Hard's weights (JSON)
 *   SEQ_SEED_PREFIX=match deals of the match (another prefix checks a tuning on fresh deals)
 * Goals: Hard wins ≥ 75% against greedy at 2 players; p95 decision latency < 200 ms.
 */
import { performance } from 'node:perf_hooks';
import { Rng } from '../src/engine/core';
import type { AiLevel } from '../src/engine/core';
import { ai, LEVEL_WEIGHTS } from '../src/engine/sequence/ai';
import { legalMovesForView, rules } from '../src/engine/sequence';
import type { SequenceMove, SequenceOptions, SequenceState, SequenceVariant, SequenceView } from '../src/engine/sequence';
import { WINDOWS_OF_CELL, WINDOWS } from '../src/engine/sequence/windows';

const GAMES = Number(process.env.SEQ_GAMES ?? 1000);
const SPEED_GAMES = Number(process.env.SEQ_SPEED_GAMES ?? 2000);
const VARIANT = (process.env.SEQ_VARIANT ?? 'classic') as SequenceVariant;
const LEVEL = (process.env.SEQ_LEVEL ?? 'hard') as AiLevel;
const PLAYERS = (process.env.SEQ_PLAYERS ?? '2,3').split(',').map(Number);
/** Deals of the match are `<prefix>-<players>-<n>`: another prefix checks a tuning on fresh deals. */
const SEED_PREFIX = process.env.SEQ_SEED_PREFIX ?? 'match';
if (process.env.SEQ_HARD) Object.assign(LEVEL_WEIGHTS.hard, JSON.parse(process.env.SEQ_HARD) as object);
/** Random play on a full board can go on for long; such games are counted as draws. */
const MAX_MOVES = 1500;

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
  let best: SequenceMove[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type === 'deadDiscard') continue;
    let score = -1;
    if (m.type === 'place') {
      const cell = m.row * 10 + m.col;
      score = 0;
      for (const wi of WINDOWS_OF_CELL[cell]!) {
        let held = 1;
        let open = true;
        for (const c of WINDOWS[wi]!) {
          if (c === cell) continue;
          const chip = view.chips[c];
          if (chip === view.team || c === 0 || c === 9 || c === 90 || c === 99) held++;
          else if (chip !== -1) open = false;
        }
        if (open) score += held * held;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = [m];
    } else if (score === bestScore) best.push(m);
  }
  return rng.pick(best);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function engineSpeed(): void {
  const started = performance.now();
  let moves = 0;
  for (let g = 0; g < SPEED_GAMES; g++) {
    let s = rules.setup({ variant: VARIANT, players: 2 }, `speed-${g}`);
    const rng = Rng.fromSeed(`speed-moves-${g}`);
    let n = 0;
    while (!rules.isOver(s) && n < MAX_MOVES) {
      s = rules.play(s, rng.pick(rules.legalMoves(s))).state;
      n++;
    }
    moves += n;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`engine speed (${VARIANT}, 2 players, random play): ${(SPEED_GAMES / seconds).toFixed(0)} games/s, ${(moves / seconds).toFixed(0)} moves/s (${SPEED_GAMES} games, ${(moves / SPEED_GAMES).toFixed(0)} moves/game)`);
}

interface MatchResult {
  wins: number;
  losses: number;
  draws: number;
  latencies: number[];
  /** CPU time of the whole match (both sides and the engine), seconds. */
  cpuSeconds?: number;
}

/** One game: `aiSeat` plays `LEVEL`, every other seat greedy. Returns the winning side or -1. */
function playGame(options: Partial<SequenceOptions>, seed: string, aiSeat: number, latencies: number[]): SequenceState {
  let s = rules.setup(options, seed);
  const rng = Rng.fromSeed(`greedy-${seed}`);
  let n = 0;
  while (!rules.isOver(s) && n < MAX_MOVES) {
    const view = rules.view(s, s.toMove);
    let move: SequenceMove;
    if (s.toMove === aiSeat) {
      const t0 = performance.now();
      move = ai.chooseMove(view, LEVEL, `${seed}-${n}`);
      latencies.push(performance.now() - t0);
    } else {
      move = greedyMove(view, rng);
    }
    s = rules.play(s, move).state;
    n++;
  }
  return s;
}

function match(players: number): MatchResult {
  const result: MatchResult = { wins: 0, losses: 0, draws: 0, latencies: [] };
  const cpu = process.cpuUsage();
  for (let g = 0; g < GAMES; g++) {
    const aiSeat = g % players; // rotate seats so the first-move advantage is shared fairly
    const s = playGame({ variant: VARIANT, players }, `${SEED_PREFIX}-${players}-${g >> 1}`, aiSeat, result.latencies);
    if (s.outcome !== 'won') result.draws++;
    else if (s.winners.includes(aiSeat % s.settings.teams)) result.wins++;
    else result.losses++;
  }
  const used = process.cpuUsage(cpu);
  result.cpuSeconds = (used.user + used.system) / 1e6;
  return result;
}

function report(players: number, r: MatchResult): void {
  const total = r.wins + r.losses + r.draws;
  const rate = r.wins / total;
  const se = Math.sqrt((rate * (1 - rate)) / total);
  console.log(
    `${LEVEL} vs greedy, ${players} players (${VARIANT}, ${total} games, seats rotated): ` +
      `${LEVEL} wins ${(100 * rate).toFixed(1)}% ± ${(100 * se).toFixed(1)} (standard error), losses ${((100 * r.losses) / total).toFixed(1)}%, draws ${((100 * r.draws) / total).toFixed(1)}%` +
      (players === 2 ? ` (goal ≥ 75% wins)` : ` (fair share 33.3%)`) +
      `; match CPU ${r.cpuSeconds?.toFixed(1)} s`,
  );
}

export async function run(): Promise<void> {
  if (SPEED_GAMES > 0) engineSpeed();
  const all: number[] = [];
  for (const players of PLAYERS) {
    const r = match(players);
    report(players, r);
    all.push(...r.latencies);
  }
  all.sort((a, b) => a - b);
  console.log(`${LEVEL} decision latency over ${all.length} decisions: p50 ${percentile(all, 0.5).toFixed(2)} ms, p95 ${percentile(all, 0.95).toFixed(2)} ms, max ${all[all.length - 1]?.toFixed(2)} ms (goal p95 < 200 ms)`);
}
