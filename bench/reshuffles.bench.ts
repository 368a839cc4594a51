/**
 * Sequence: how often the draw pile runs out in games between the engine's computer players, the
 * figures behind the draw rule in src/engine/sequence/game.ts. Under that rule a game ends in a draw
 * the (MAX_RESHUFFLES + 1)th time the pile runs out, so counts beyond that need the engine from before
 * the rule (this bench's first commit), which is what the figures in game.ts were measured with.
 *
 *   npx tsx bench/run.ts reshuffles
 *   RESHUFFLE_GAMES=40        games per table; the tables are every variant × player count × team
 *                             count × advanced off/on (30 tables, so 1200 games, about 25 s of CPU)
 *   RESHUFFLE_SEED=reshuffle  prefix of the deals
 *   RESHUFFLE_TABLES=numbers-6p-3t   only the tables whose name starts with one of these (comma-separated)
 *   RESHUFFLE_MAX_MOVES=3000  a game still running after this many moves is stopped and counted as cut off
 *
 * Every seat is a computer player of a level drawn from the deal's seed (easy, medium or hard, as the
 * soak test seats them), asked with the seed `<deal seed>:<move number>` as the table scene does.
 * Prints the share of games in which the pile ran out at least 1, 2, 3… times, where those games are,
 * how many spaces were still open when it did, how the games ended (won, draw rule, nobody could move),
 * the longest game, and the deal the soak run found cycling (`soak-bench-179`) with the move at which
 * its pile ran out each time.
 */
import { Rng } from '../src/engine/core';
import type { AiLevel } from '../src/engine/core';
import { ai } from '../src/engine/sequence/ai';
import { allowedPlayerCounts, allowedTeamCounts, MAX_RESHUFFLES, rules } from '../src/engine/sequence';
import type { SequenceEvent, SequenceOptions, SequenceState, SequenceVariant } from '../src/engine/sequence';

const GAMES = Number(process.env.RESHUFFLE_GAMES ?? 40);
const SEED = process.env.RESHUFFLE_SEED ?? 'reshuffle';
const ONLY = process.env.RESHUFFLE_TABLES?.split(',');
const MAX_MOVES = Number(process.env.RESHUFFLE_MAX_MOVES ?? 3000);
const LEVELS: AiLevel[] = ['easy', 'medium', 'hard'];
const CORNERS = [0, 9, 90, 99];

interface Played {
  table: string;
  moves: number;
  /** Move number (1-based) of each time the draw pile was empty at a draw. */
  runOutAt: number[];
  /** Open board spaces at each of those times. */
  openAt: number[];
  /** `drawRule`: the pile ran out after the last allowed reshuffle; `stuck`: nobody could move. */
  end: 'won' | 'drawRule' | 'stuck' | 'cut';
}

/** Whether the move's events say the draw pile was found empty at a draw (reshuffled, or the draw rule's end). */
function ranOut(events: readonly SequenceEvent[]): boolean {
  return events.some((e) => e.type === 'reshuffle' || e.type === 'deckExhausted');
}

function openSpaces(s: SequenceState): number {
  return s.chips.filter((chip, cell) => chip === -1 && !CORNERS.includes(cell)).length;
}

/** One game with computer players at `levels`, noting each time the draw pile ran out. */
export function playGame(table: string, options: Partial<SequenceOptions>, seed: string, levels: readonly AiLevel[]): Played {
  let s = rules.setup(options, seed);
  const played: Played = { table, moves: 0, runOutAt: [], openAt: [], end: 'cut' };
  let drawRule = false;
  while (!rules.isOver(s) && played.moves < MAX_MOVES) {
    const move = ai.chooseMove(rules.view(s, s.toMove), levels[s.toMove] ?? 'medium', `${seed}:${played.moves}`);
    const { state, events } = rules.play(s, move);
    s = state;
    played.moves++;
    if (ranOut(events)) {
      played.runOutAt.push(played.moves);
      played.openAt.push(openSpaces(s));
    }
    drawRule = events.some((e) => e.type === 'deckExhausted');
  }
  if (rules.isOver(s)) played.end = s.outcome === 'won' ? 'won' : drawRule ? 'drawRule' : 'stuck';
  return played;
}

function tables(): Array<[string, Partial<SequenceOptions>]> {
  const out: Array<[string, Partial<SequenceOptions>]> = [];
  for (const variant of ['classic', 'numbers'] as SequenceVariant[]) {
    for (const players of allowedPlayerCounts(variant)) {
      for (const teams of allowedTeamCounts(variant, players)) {
        for (const advanced of [false, true]) {
          const name = `${variant}-${players}p-${teams}t${advanced ? '-adv' : ''}`;
          if (!ONLY || ONLY.some((w) => name.startsWith(w))) out.push([name, { variant, players, teams, advanced }]);
        }
      }
    }
  }
  return out;
}

const ENDING: Record<Played['end'], string> = { won: 'won', drawRule: 'a draw by the draw rule', stuck: 'a draw (nobody could move)', cut: 'cut off' };

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(2)}%`;

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

export async function run(): Promise<void> {
  const cpu = process.cpuUsage();
  const results: Played[] = [];
  const list = tables();
  for (const [name, options] of list) {
    for (let g = 0; g < GAMES; g++) {
      const seed = `${SEED}-${name}-${g}`;
      const rng = Rng.fromSeed(`${seed}:seats`);
      const levels = Array.from({ length: options.players as number }, () => LEVELS[rng.int(LEVELS.length)] as AiLevel);
      results.push(playGame(name, options, seed, levels));
    }
  }
  const n = results.length;
  console.log(`${n} games (${GAMES} per table, ${list.length} tables: variant × players × teams × advanced), every seat a computer player of a level drawn per seat`);
  const atLeast = (k: number): Played[] => results.filter((r) => r.runOutAt.length >= k);
  const most = Math.min(12, Math.max(0, ...results.map((r) => r.runOutAt.length)));
  console.log(`games in which the draw pile ran out at least k times: ${Array.from({ length: most }, (_, i) => `${i + 1}: ${atLeast(i + 1).length} (${pct(atLeast(i + 1).length, n)})`).join(', ')}`);
  const byTable = new Map<string, number>();
  for (const r of atLeast(3)) byTable.set(r.table, (byTable.get(r.table) ?? 0) + 1);
  console.log(`  of which at least 3 times, by table: ${[...byTable].map(([t, k]) => `${t} ${k}/${GAMES}`).join(', ') || 'none'}`);
  for (let k = 1; k <= Math.min(3, most); k++) console.log(`  open board spaces when the pile ran out the ${k}. time: median ${median(atLeast(k).map((r) => r.openAt[k - 1] as number))}`);
  const ends = (e: Played['end']): number => results.filter((r) => r.end === e).length;
  console.log(`endings: won ${ends('won')}, draw by the draw rule (pile ran out a ${MAX_RESHUFFLES + 1}th time) ${ends('drawRule')} (${pct(ends('drawRule'), n)}), draw as nobody could move ${ends('stuck')}, cut off at ${MAX_MOVES} moves ${ends('cut')}`);
  const moves = results.map((r) => r.moves);
  const few = atLeast(0).filter((r) => r.runOutAt.length < 3).map((r) => r.moves);
  console.log(`moves per game: median ${median(moves)}, longest ${Math.max(...moves)}; longest where the pile ran out fewer than 3 times: ${Math.max(...few)}`);
  const soak = playGame('soak', { players: 6, variant: 'numbers', advanced: true, teams: 3 }, 'soak-bench-179', ['easy', 'easy', 'medium', 'medium', 'easy', 'hard']);
  console.log(`soak-bench-179 (numbers, 6 players, 3 teams, advanced; easy easy medium medium easy hard): ${ENDING[soak.end]} after ${soak.moves} moves; the pile ran out ${soak.runOutAt.length} times, at moves ${soak.runOutAt.slice(0, 12).join(' ')}${soak.runOutAt.length > 12 ? ' …' : ''}`);
  const used = process.cpuUsage(cpu);
  console.log(`CPU ${((used.user + used.system) / 1e6).toFixed(1)} s`);
}
