/**
 * No Thanks! bench: engine speed, computer-player think time, and playing strength.
 *
 *   npx tsx bench/run.ts nothanks
 *   NOTHANKS_GAMES=500 npx tsx bench/run.ts nothanks   (smaller tournament, default 3000 per pool and player count)
 *   NOTHANKS_LEVELS=hard,medium,easy                   (which levels play the tournament; default hard)
 *   NOTHANKS_POOLS=threshold,medium,...                (which opponent pools; default all, see nothanks-pools.ts)
 *   NOTHANKS_PARTS=speed,latency,tournament            (which parts to run; default all)
 *   NOTHANKS_HARD='{"budget":{"maxSamples":2000},"model":{"noise":0.2}}'  tuning experiments: overrides
 *                                                      of Hard's search budget and opponent model (JSON)
 *
 * Tournament: at 3, 4 and 5 players, one computer player of the level under test meets opponents
 * drawn at random from one pool (nothanks-pools.ts); its seat rotates game by game and the seed picks
 * the start player. Wins are counted with the game's tie rule (a shared win counts 1/k).
 */
import { Rng } from '../src/engine/core';
import type { AiLevel } from '../src/engine/core';
import { ai } from '../src/engine/nothanks/ai';
import { rules } from '../src/engine/nothanks';
import type { NoThanksMove, NoThanksState, NoThanksView } from '../src/engine/nothanks';
import { Sim, cardsInPlay, playRandomly } from '../src/engine/nothanks/sim';
import { HARD_BUDGET, HARD_MODEL } from '../src/engine/nothanks/montecarlo';
import { POOLS } from './nothanks-pools';
import type { Bot } from './nothanks-pools';

function now(): number {
  return performance.now();
}

/** CPU time of this process in ms. The machine is shared, so wall time alone overstates costs. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function pad(text: string | number, width: number): string {
  return String(text).padStart(width);
}

/** Complete random games per second on the fast core (deal, play, score every seat). */
function engineSpeed(): void {
  const sim = new Sim();
  const rng = Rng.fromSeed('speed');
  const table = { players: 4, variant: 'standard' as const };
  const pool = cardsInPlay(table);
  let checksum = 0;
  /** Plays for `ms` of CPU time; returns games per second of wall time and of CPU time. */
  const timed = (ms: number): { wall: number; cpu: number } => {
    const wall0 = now();
    const cpu0 = cpuNow();
    let games = 0;
    while (cpuNow() - cpu0 < ms) {
      for (let i = 0; i < 1000; i++) {
        sim.deal(table, rng, pool);
        playRandomly(sim, rng);
        for (let p = 0; p < table.players; p++) checksum += sim.score(p);
      }
      games += 1000;
    }
    return { wall: games / ((now() - wall0) / 1000), cpu: games / ((cpuNow() - cpu0) / 1000) };
  };
  timed(300); // warm-up
  const fast = timed(2000);

  let slowGames = 0;
  const wall0 = now();
  const cpu0 = cpuNow();
  while (cpuNow() - cpu0 < 1500) {
    let s = rules.setup({ players: 4 }, `r${slowGames}`);
    while (!rules.isOver(s)) {
      const moves = rules.legalMoves(s);
      s = rules.play(s, moves[rng.int(moves.length)] as NoThanksMove).state;
    }
    checksum += rules.score(s).scores[0] as number;
    slowGames++;
  }
  const slow = { wall: slowGames / ((now() - wall0) / 1000), cpu: slowGames / ((cpuNow() - cpu0) / 1000) };
  const rate = (r: { wall: number; cpu: number }) =>
    `${pad(Math.round(r.cpu).toLocaleString('en'), 9)} per CPU-second  (${Math.round(r.wall).toLocaleString('en')} per wall second)`;
  console.log('Engine speed: complete random 4-player games (deal, play, score every seat), one thread:');
  console.log(`  fast core (Sim, used by the AI):  ${rate(fast)}   goal ≥ 300,000`);
  console.log(`  rules (immutable states, events): ${rate(slow)}   [checksum ${checksum % 997}]`);
}

/** Positions a computer player meets: views of the player to move from games among bots of the mixed pool. */
function samplePositions(count: number): NoThanksView[] {
  const rng = Rng.fromSeed('positions');
  const views: NoThanksView[] = [];
  let game = 0;
  while (views.length < count) {
    const players = 3 + (game % 3);
    let s = rules.setup({ players }, `pos${game++}`);
    const bots = Array.from({ length: players }, () => rng.pick(POOLS.mixed as Bot[]));
    while (!rules.isOver(s) && views.length < count) {
      const v = rules.view(s, s.toMove);
      if ((v.chips[v.seat] ?? 0) > 0 && rng.int(4) === 0) views.push(v);
      s = rules.play(s, (bots[s.toMove] as Bot).takes(v, `p${game}/${views.length}`) ? { type: 'take' } : { type: 'pass' }).state;
    }
  }
  return views;
}

function latency(): void {
  const views = samplePositions(400);
  console.log('\nDecision time per level over 400 positions from 3–5 player games (mixed pool), ms (CPU time; wall time in');
  console.log('brackets); goal for Hard: p95 ≤ 50 ms:');
  console.log('  level          p50               p95               max');
  for (const level of ['easy', 'medium', 'hard'] as AiLevel[]) {
    for (let i = 0; i < 20; i++) ai.chooseMove(views[i] as NoThanksView, level, `warm${i}`); // JIT warm-up
    const cpu: number[] = [];
    const wall: number[] = [];
    views.forEach((v, i) => {
      const wall0 = now();
      const cpu0 = cpuNow();
      ai.chooseMove(v, level, `lat${i}`);
      cpu.push(cpuNow() - cpu0);
      wall.push(now() - wall0);
    });
    cpu.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    const f = (x: number) => x.toFixed(x < 1 ? 3 : 1);
    const cell = (q: number) => `${pad(f(percentile(cpu, q)), 7)} ${`[${f(percentile(wall, q))}]`.padEnd(9)}`;
    console.log(`  ${level.padEnd(6)}   ${cell(0.5)} ${cell(0.95)} ${cell(1)}`);
  }
}

interface Result {
  wins: number;
  sumSq: number;
  games: number;
  ms: number;
  decisions: number;
}

/** One game: `level` in seat `aiSeat`, pool bots elsewhere. Returns the AI's share of the win. */
function playGame(players: number, seed: string, aiSeat: number, level: AiLevel, bots: Bot[], tally: Result): number {
  let s: NoThanksState = rules.setup({ players }, seed);
  let turn = 0;
  while (!rules.isOver(s)) {
    const v = rules.view(s, s.toMove);
    let move: NoThanksMove;
    if (s.toMove === aiSeat) {
      const start = cpuNow();
      move = ai.chooseMove(v, level, `${seed}/${turn}`);
      tally.ms += cpuNow() - start;
      tally.decisions++;
    } else {
      move = (bots[s.toMove] as Bot).takes(v, `${seed}/${turn}`) ? { type: 'take' } : { type: 'pass' };
    }
    s = rules.play(s, move).state;
    turn++;
  }
  const { winners } = rules.score(s);
  return winners.includes(aiSeat) ? 1 / winners.length : 0;
}

function tournament(level: AiLevel, pool: Bot[], poolName: string, players: number, games: number): Result {
  const rng = Rng.fromSeed(`pool-${poolName}-${players}`);
  const tally: Result = { wins: 0, sumSq: 0, games, ms: 0, decisions: 0 };
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: players }, () => rng.pick(pool));
    const share = playGame(players, `t${poolName}${players}-${g}`, g % players, level, bots, tally);
    tally.wins += share;
    tally.sumSq += share * share;
  }
  return tally;
}

/**
 * The pools the issue's goal (60/50/45% at 3/4/5 players) is set against: the threshold bots and the
 * held-out pool of seven styles. The one-style pools are printed to show where Hard is weak; against
 * the Monte Carlo pool alone (players searching as Hard does) Hard is near its fair share.
 */
const GOAL_POOLS = ['threshold', 'styles'];

export async function run(): Promise<void> {
  if (process.env.NOTHANKS_HARD) {
    const tuning = JSON.parse(process.env.NOTHANKS_HARD) as { budget?: object; model?: object };
    Object.assign(HARD_BUDGET, tuning.budget);
    Object.assign(HARD_MODEL, tuning.model);
  }
  const games = Number(process.env.NOTHANKS_GAMES ?? 3000);
  const levels = (process.env.NOTHANKS_LEVELS ?? 'hard').split(',') as AiLevel[];
  const pools = (process.env.NOTHANKS_POOLS ?? Object.keys(POOLS).join(',')).split(',');
  const parts = (process.env.NOTHANKS_PARTS ?? 'speed,latency,tournament').split(',');
  if (parts.includes('speed')) engineSpeed();
  if (parts.includes('latency')) latency();
  if (!parts.includes('tournament')) return;
  console.log(`\nWin rate against each opponent pool (bench/nothanks-pools.ts), ${games} seat-rotated games per pool`);
  console.log(`and player count; ± is one standard error; the goal is set against the pools ${GOAL_POOLS.join(' and ')}, "ok" when the rate is at or above it:`);
  console.log('  level   pool       players   win rate          fair share   goal        think ms (CPU, mean)   decisions/game');
  const goals: Record<number, number> = { 3: 60, 4: 50, 5: 45 };
  for (const level of levels) {
    for (const name of pools) {
      const pool = POOLS[name];
      if (!pool) throw new Error(`no pool ${name}; pools: ${Object.keys(POOLS).join(', ')}`);
      for (const players of [3, 4, 5]) {
        const r = tournament(level, pool, name, players, games);
        const mean = r.wins / r.games;
        const se = Math.sqrt(Math.max(0, r.sumSq / r.games - mean * mean) / r.games);
        const goal = level === 'hard' && GOAL_POOLS.includes(name) ? `${goals[players]}% ${mean * 100 >= (goals[players] as number) ? 'ok  ' : 'MISS'}` : '-';
        console.log(
          `  ${level.padEnd(7)} ${name.padEnd(10)} ${pad(players, 3)}    ${pad((mean * 100).toFixed(1), 5)}% ± ${(se * 100).toFixed(1).padStart(3)}%` +
            `      ${pad((100 / players).toFixed(0), 3)}%      ${goal.padStart(8)}    ${pad((r.ms / Math.max(1, r.decisions)).toFixed(3), 10)}` +
            `             ${pad((r.decisions / r.games).toFixed(1), 5)}`,
        );
      }
    }
  }
}
