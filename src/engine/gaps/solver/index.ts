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
 * Default node budget (new positions per search; memory is bounded by the table, see table.ts:
 * 32 MB at this budget). Chosen so that a hint comes back within about a second of CPU in the worst
 * case, on one thread; the goals of issue 4 (under 1% unknown and a p95 under 1 s) are met by the
 * indicator's search (VERDICT_BUDGET on two threads, `solveShared`), not by this one.
 *
 * Measured (win rates, CPU times, what a bigger budget would do): docs/gaps-solver-notes.md ("Budgets").
 */
export const DEFAULT_SOLVE_BUDGET = 2_000_000;

/**
 * Budget of the "winnable from here?" indicator, which searches on its own thread and is restarted
 * whenever the position changes, so it can afford to search on where a hint must answer. At the old
 * indicator budget of 400,000, 34.5% of the deals bench-0..199 were "too deep to tell".
 * Cost: 64 MB for the table at most, and a few seconds of a background thread on the hardest deals.
 * On two threads (`solveShared`) it meets both goals of issue 4 (under 1% unknown, p95 under 1 s of
 * wall time) where threads can share memory. Measured: docs/gaps-solver-notes.md ("Budgets").
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
