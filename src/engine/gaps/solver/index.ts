/**
 * Exact solver and hint for Gaps (pure engine code; the hint runs in the AI worker).
 *
 * `solve` decides whether the current layout can be won without any further redeal (depth-first
 * search with a transposition table, see search.ts), within a budget of positions.
 *
 * `hint` proposes the next move:
 * 1. stuck with a redeal left → the redeal;
 * 2. a winning line is found → its first move;
 * 3. otherwise → the first move of the line that reaches the most cards in sequence before the next
 *    redeal. When the search was exhaustive (proved unwinnable) this is the true maximum of locked cards
 *    for this round; when the budget ran out it is the best line seen. Only locked cards survive a
 *    redeal, so they are what a round can bank for the next one.
 */
import { COLS, type GapsMove, type GapsPos, type GapsState } from '../types';
import { cardMoves, isWon } from '../grid';
import { cardCode } from './board';
import { Position } from './position';
import { SearchRun, mergeOutcomes, search, type SearchHandoff, type SearchOutcome } from './search';

export type SolveVerdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SolveResult {
  /** `unknown` when the node budget ran out before a proof either way. */
  result: SolveVerdict;
  /** For `winnable`: card moves from the given state to a won position (replayable with rules.play). */
  moves?: GapsMove[];
  /** Positions examined. */
  nodes: number;
}

/** A line of play for the current round (no redeal inside it). */
export interface GapsPlan {
  result: SolveVerdict;
  /** The winning line, or else the line reaching `score`. May be empty (nothing improves the score). */
  moves: GapsMove[];
  /** Cards in sequence at the end of `moves`. */
  score: number;
  nodes: number;
}

/**
 * Default node budget (new positions per search; memory is bounded by the table, see search.ts:
 * 32 MB at this budget). Chosen so that a hint comes back within about a second of CPU in the worst
 * case, on one thread; the goals of issue 4 (under 1% unknown and a p95 under 1 s) are met by the
 * indicator's search (VERDICT_BUDGET on two threads, `solveShared`), not by this one.
 *
 * `npm run bench -- gaps` at this budget, 2,000 deals (2026-11-25, with the sleep sets of search.ts):
 * 60.8% winnable, 28.7% unwinnable, 10.5% unknown; CPU per deal median 47 ms, p95 686 ms, max 785 ms
 * (3.1 million positions per CPU second; the p95 is a deal left unknown, i.e. the whole budget). Before
 * them (same day): 60.0%, 28.1%, 11.8% unknown; median 47 ms, p95 619 ms, max 707 ms.
 * Hint-following player with 2 redeals: 88.6% wins, mean score 47.5 / 48 (before: 88.2%, 47.4; greedy
 * baseline 3.4%, 26.1). Before the table's memory reads were overlapped and the table grew with the
 * search (same verdicts): CPU median 92 ms, p95 648 ms, 2.7 million positions per CPU second.
 * Basic variant (the literature's rules with fixed row suits, 2026-11-27, 2,000 deals): 25.2% ± 0.97
 * winnable, 25.7% ± 0.98 counting the 0.5% unknown as won (published: 24.902% of 10 million deals);
 * CPU median 32 ms, p95 434 ms. (The earlier "basic" rules, 2s dealt to the leftmost column: 22.8%.)
 *
 * What a bigger budget would do (bench-0..199, searched to the end): every deal is decided within 8.6
 * million positions; 23 need more than 2 million, 13 more than 3 million, 10 more than 4.5 million
 * (6 of those lost, whose proof must visit every reachable position, and 4 won late). So a budget
 * near 9 million would leave under 1% unknown, but the p95 would then be the time of a deal needing
 * about 4.5 million positions. A search that size runs slower than the average above, its table
 * (64 MB) being far beyond the caches: 2.4–2.9 million positions per CPU second (bench-4 and bench-42,
 * 4.5 million each, 2026-11-25), so 1.6–1.9 s. Measured at VERDICT_BUDGET (below, with the sleep
 * sets), the p95 is 1.29 s: the two goals together need the search about 1.3× faster (or that much
 * smaller) still; if the late wins were found early, the p95 would be a lost deal of about 2.9 million
 * positions, about 1.1 s. The machine is shared and its speed varies between days (a day with 1.2
 * million positions per CPU second measured p95 0.91 s at half this budget), hence the margin under a
 * second. The "winnable from here?" indicator, which need not answer at
 * once, searches further (VERDICT_BUDGET).
 *
 * Before the interleaved walks and the cheaper cut (stop 12: plain depth-first search, mobility test at
 * every run growth, budget 1,000,000): 51.8% winnable, 23.4% unwinnable, 24.9% unknown; CPU median
 * 0.23 s, p95 0.91 s; hint-following player 86.4% wins.
 */
export const DEFAULT_SOLVE_BUDGET = 2_000_000;

/**
 * Budget of the "winnable from here?" indicator, which searches on its own thread and is restarted
 * whenever the position changes, so it can afford to search on where a hint must answer. At the old
 * indicator budget of 400,000, 34.5% of the deals bench-0..199 were "too deep to tell".
 * `npm run bench -- gaps` at this budget, 2,000 deals (2026-11-25, with the sleep sets of search.ts):
 * 64.3% winnable, 35.0% unwinnable, 0.8% unknown; CPU per deal median 47 ms, p95 1.29 s, p99 3.3 s,
 * max 4.0 s (before them, same day: 0.9% unknown, p95 1.39 s); the same search measured again the next
 * stop, p95 1.35 s, the slowest 5% being 60 deals proven lost, 25 won late and 15 unknown (see WALKS in
 * search.ts on late wins). So this budget meets the goal for unknowns but not its p95 (under
 * 1 s). Cost: 64 MB for the table at most, and a few seconds of a background thread on the hardest
 * deals (3.6 s in Chromium for bench-5, the indicator showing "Checking…" meanwhile).
 *
 * On two threads (`solveShared`, 2026-11-25, the bench's indicator figures, wall time): 64.3% winnable,
 * 35.0% unwinnable, **0.8% unknown; median 50 ms, p95 769 ms**, p99 1.84 s, max 2.27 s (CPU of both
 * threads: p95 1.41 s); the slowest 100 deals 61 lost, 24 won late, 15 unknown. So both goals of
 * issue 4 are met by this search where threads can share memory (Node; browser pages served
 * cross-origin isolated, see README). In Chromium (this machine, no rendering; worker start included):
 * bench-183 2.4 → 1.6 s, bench-42 1.4 → 1.0 s, bench-4 1.3 → 0.9 s.
 */
export const VERDICT_BUDGET = 10_000_000;

/** The solver's compact form of the layout. */
function positionOf(state: GapsState): Position {
  return new Position(state.rows, state.settings.variant);
}

function toPos(place: number): GapsPos {
  return { row: Math.floor(place / COLS), col: place % COLS };
}

/** Turns [from, to] place pairs into moves, reading each moving card from a replay of the line. */
function pathToMoves(state: GapsState, path: readonly number[]): GapsMove[] {
  const replay = positionOf(state);
  const moves: GapsMove[] = [];
  for (let i = 0; i < path.length; i += 2) {
    const from = path[i]!;
    const to = path[i + 1]!;
    moves.push({ type: 'move', card: cardCode(replay.board[from]!), to: toPos(to) });
    replay.move(from, to);
  }
  return moves;
}

/**
 * `prune`: cut positions proved lost (deadlocks, see Position.deadlocked) — right for a verdict, but
 * `plan` also wants the best stuck position of a lost round, which may lie beyond such a cut.
 */
function runSearch(state: GapsState, budget: number, prune: boolean): SearchOutcome {
  return search(positionOf(state), Math.max(1, budget), { prune });
}

function solveResult(state: GapsState, outcome: SearchOutcome): SolveResult {
  const result: SolveResult = { result: outcome.verdict, nodes: outcome.nodes };
  if (outcome.verdict === 'winnable') result.moves = pathToMoves(state, outcome.winPath);
  return result;
}

/** Can the current layout be won without another redeal? */
export function solve(state: GapsState, budget: number = DEFAULT_SOLVE_BUDGET): SolveResult {
  return solveResult(state, runSearch(state, budget, true));
}

/**
 * Another thread that can take on half of a long search: it runs `searchPart` on the hand-off (a Web
 * Worker in the browser, a worker thread in Node) and answers with its outcome. `pause` lets a few
 * milliseconds pass (a timer: the engine reads no clock), while this thread waits for walks from it.
 */
export interface SolveHelper {
  search(handoff: SearchHandoff): Promise<SearchOutcome>;
  pause(): Promise<void>;
}

/**
 * New positions `solveShared` searches on its own before it shares the search with a helper. Most
 * deals are decided sooner (the median deal needs about 100,000), and a short search is not worth the
 * hand-off: the shared table is allocated at its full size, which spreads a small search over more
 * memory than the caches hold (see SeenSet).
 */
export const SHARE_AFTER = 200_000;

/**
 * `solve` on two threads: the search runs here until SHARE_AFTER positions, then hands half of its
 * walks to `helper`, and both go on with one table in shared memory (SearchRun.share), handing walks
 * to each other whenever one runs out. Same verdicts as `solve` (a win's line may differ); on a
 * platform without shared memory (a browser page that is not cross-origin isolated), or without a
 * helper, it is `solve`. If the helper fails, the search is run again here alone.
 */
export async function solveShared(state: GapsState, budget: number, helper: SolveHelper | null): Promise<SolveResult> {
  const run = SearchRun.start(positionOf(state), Math.max(1, budget), { prune: true });
  const handoff = helper !== null && run.step(SHARE_AFTER) ? run.share() : null;
  if (handoff === null) {
    run.step();
    return solveResult(state, run.outcome());
  }
  let failed = false;
  const theirs = helper!.search(handoff).catch(() => {
    failed = true;
    return null;
  });
  // Chromium delivers a message to a worker only once the sender's thread is back in its event loop.
  await helper!.pause();
  // step() returns true while this thread waits for walks from the helper.
  while (run.step()) {
    if (failed) return solve(state, budget);
    await helper!.pause();
  }
  const mine = run.outcome();
  const other = await theirs;
  if (other === null) return mine.verdict === 'winnable' ? solveResult(state, mine) : solve(state, budget);
  return solveResult(state, mergeOutcomes(mine, other));
}

/** The helper's side of `solveShared`: searches the walks handed to it, to the end of its part. */
export function searchPart(handoff: SearchHandoff): SearchOutcome {
  const run = SearchRun.join(handoff);
  run.step();
  return run.outcome();
}

/** The line the hint follows this round: a win if found, else the most cards in sequence. */
export function plan(state: GapsState, budget: number = DEFAULT_SOLVE_BUDGET): GapsPlan {
  const outcome = runSearch(state, budget, false);
  const won = outcome.verdict === 'winnable';
  return {
    result: outcome.verdict,
    moves: pathToMoves(state, won ? outcome.winPath : outcome.bestPath),
    score: won ? 48 : outcome.bestScore,
    nodes: outcome.nodes,
  };
}

/** The suggested next move, or null when the game is over. */
export function hint(state: GapsState, budget: number = DEFAULT_SOLVE_BUDGET): GapsMove | null {
  if (isWon(state.settings, state.rows)) return null;
  const legal = cardMoves(state.settings, state.rows);
  if (legal.length === 0) {
    const left = state.settings.redeals < 0 ? 1 : state.settings.redeals - state.redealsUsed;
    return left !== 0 ? { type: 'redeal' } : null;
  }
  const line = plan(state, budget);
  if (line.moves.length > 0) return line.moves[0]!;
  // Nothing raises the score: any move keeps it, so take the first the search would try.
  const first = legal[0]!;
  return { type: 'move', card: first.card, to: first.to };
}
