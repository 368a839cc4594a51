/**
 * The one restore path of every table: a launch becomes the position to play from. A fresh launch is
 * dealt from its seed; a resumed one (a save, a share link, a table laid out again) replays its record.
 *
 * What can go wrong, and what happens then (the caller shows `problem` to the player):
 * - a record whose moves no longer replay (an older engine, an edited save): the same deal afresh,
 *   `problem.kind` 'dropped' (or, with `keepReplayedPrefix`, the moves up to the first bad one);
 * - options the engine refuses (an old link, a hand-made embed): the first of `fallbackOptions` that
 *   the engine accepts, else the engine's defaults, `problem.kind` 'refused'. A record made with the
 *   refused options belongs to another game, so it is not replayed.
 */
import { RuleError, type GameEvent, type GameRules } from '../../engine/core';
import type { GameLaunch } from '../launch';

export interface OpenedGame<S, E> {
  /** The launch actually played: options replaced when refused, `resume` dropped when it did not replay. */
  launch: GameLaunch;
  state: S;
  /** The moves that led to `state`, in text form. */
  moves: string[];
  /** The events of the last move replayed (a finished game says how it ended, as it did live). */
  lastEvents: readonly E[];
  /**
   * Every position from the deal to `state` with the events of the move that led to it (none for the
   * deal): a table with undo keeps them, so a resumed game can be taken back without replaying again.
   */
  positions: { state: S; events: readonly E[] }[];
  /** What the player should be told, or null. */
  problem: { kind: 'dropped' | 'refused'; why: string } | null;
}

export interface OpenOptions {
  /** Options to try, in order, when the engine refuses the launch's own (the defaults are tried last). */
  fallbackOptions?: (refused: Record<string, unknown>, launch: GameLaunch) => Record<string, unknown>[];
  /** A record that stops replaying keeps the moves before the bad one (solitaire: the player's work). */
  keepReplayedPrefix?: boolean;
}

const message = (err: unknown): string => (err instanceof RuleError || err instanceof Error ? err.message : String(err));

export function openGame<S, M, E extends GameEvent>(rules: GameRules<S, M, unknown, E>, launch: GameLaunch, opts: OpenOptions = {}): OpenedGame<S, E> {
  let problem: OpenedGame<S, E>['problem'] = null;
  let options = launch.options;
  let start: S;
  try {
    start = rules.setup(options, launch.seed);
  } catch (err) {
    problem = { kind: 'refused', why: message(err) };
    const candidates = [...(opts.fallbackOptions?.(options, launch) ?? []), {}];
    let dealt: S | null = null;
    for (const candidate of candidates) {
      try {
        dealt = rules.setup(candidate, launch.seed);
        options = candidate;
        break;
      } catch {
        /* the next candidate */
      }
    }
    // The engine's defaults are always accepted; if even they fail, the engine is broken: say so loudly.
    if (dealt === null) throw new RuleError(`${launch.game}: no options accepted (${problem.why})`);
    start = dealt;
  }
  const opened: GameLaunch = { ...launch, options, resume: problem ? undefined : launch.resume };
  const record = problem ? [] : (launch.resume?.moves ?? []);
  const positions: OpenedGame<S, E>['positions'] = [{ state: start, events: [] }];
  const moves: string[] = [];
  for (const [i, text] of record.entries()) {
    try {
      positions.push(rules.play((positions[i] as { state: S }).state, rules.parseMove(text)));
      moves.push(text);
    } catch (err) {
      problem = { kind: 'dropped', why: `move ${i + 1} of ${record.length} ("${text}") cannot be replayed: ${message(err)}` };
      if (!opts.keepReplayedPrefix) {
        positions.length = 1;
        moves.length = 0;
        opened.resume = undefined;
      }
      break;
    }
  }
  const last = positions[positions.length - 1] as { state: S; events: readonly E[] };
  return { launch: opened, state: last.state, moves, lastEvents: last.events, positions, problem };
}
