/**
 * The one owner of a game in progress, whatever the game: the engine state, the record (moves in text
 * form), the seats and who controls each, the single turn loop, undo/redo where the game allows it,
 * saving after every change, statistics when the game ends, and the stream of played moves that the
 * scene animates. Pure platform code (no Phaser), so all of it is unit-tested in Node.
 *
 * ```ts
 * const opened = openGame(rules, launch);                 // the one restore path (openGame.ts)
 * const session = new TableSession(rules, opened, seats, {
 *   beforeTurn: (seat) => scene.markTurn(seat),           // awaited: hand-over screens go here
 *   afterMove: (played) => scene.animate(played.events),  // awaited before the next turn
 *   gameOver: (end) => scene.showResults(end),
 * });
 * session.start();
 * session.submit(move);   // a person's move: checked by the engine, refused with a reason if illegal
 * ```
 *
 * One stale-loop guard: `dispose()` (the table closes) ends the loop and every waiting seat, and no
 * hook is called afterwards. One place decides "game over": `rules.isOver` after a move, where the
 * save is cleared and the result counted (once per game: an undone and replayed ending is not counted
 * again; `restart` makes it a new game).
 */
import type { GameEvent, GameId, GameRecord, GameRules } from '../../engine/core';
import type { GameLaunch } from '../launch';
import { clearSavedGame, saveGame } from '../savedGames';
import { recordGame, type BucketStats } from '../stats';
import { gameInfo, isGameId, type GameDescriptor } from '../gameRegistry';
import type { OpenedGame } from './openGame';
import { HumanSeat, type SeatController, type SeatKind } from './seats';
import type { GameSession, SubmitResult } from './GameSession';

export type { SubmitResult } from './GameSession';

export interface PlayedMove<M, E> {
  seat: number;
  move: M;
  /** The move in the engine's notation, as recorded. */
  text: string;
  events: E[];
  by: SeatKind;
}

export interface GameEnd {
  scores: number[];
  winners: number[];
  /** The person at this screen counted in the statistics won. */
  humanWon: boolean;
  /** Their statistics after this game, or null when it was not counted (no person, already counted). */
  stats: BucketStats | null;
  /** The first time this game ended (an undone and replayed ending is not: it counts and is told once). */
  firstEnd: boolean;
}

export interface SessionHooks<M, E> {
  /** Before a seat is asked (mark whose turn it is; pass-and-play hands the device over). Awaited. */
  beforeTurn?(seat: number, controller: SeatController): Promise<void> | void;
  /** A move was played and recorded: animate it. Awaited before the next turn. */
  afterMove?(played: PlayedMove<M, E>): Promise<void> | void;
  /** A move played here ended the game (not a game that was already over when opened). */
  gameOver?(end: GameEnd): Promise<void> | void;
  /** The game could not be saved (the browser's storage is full): told once per table. */
  saveFailed?(): void;
  /** The loop stopped on an error (a remote seat's illegal move, a broken hook). */
  error?(err: unknown): void;
}

/** Where saves and statistics go; the browser's storage by default, an in-memory stand-in in tests. */
export interface SessionStore {
  /** False when the game could not be stored (the browser's storage full). */
  save(launch: GameLaunch, moves: readonly string[]): boolean | void;
  clear(game: string): void;
  count(game: string, bucket: string, result: { won: boolean; score: number; lowerIsBetter: boolean }): BucketStats;
}

export const browserStore: SessionStore = {
  save: saveGame,
  clear: clearSavedGame,
  count: (game, bucket, result) => recordGame(game as GameId, bucket, result),
};

export interface SessionOptions<S> {
  /** Keep the positions for undo/redo (solitaire). */
  undo?: boolean;
  store?: SessionStore;
  /** The options written into saves (default: the launch's); Gaps writes its state's settings. */
  recordOptions?(state: S): Record<string, unknown>;
  /** The time played so far (ms), written into each save (Gaps' clock); none by default. */
  playedMs?(): number;
  /** The game's statistics rules (default: the registry's descriptor of the launch's game). */
  stats?: GameDescriptor['stats'] | null;
}


interface Step<S, E> {
  state: S;
  moves: string[];
  events: readonly E[];
}

export class TableSession<S, M, E extends GameEvent = GameEvent> implements GameSession<S, M, E> {
  readonly launch: GameLaunch;
  /** The position the game was opened at was already over (a finished game resumed or shared). */
  readonly openedOver: boolean;
  private steps: Step<S, E>[];
  private index = 0;
  private disposed = false;
  private looping = false;
  private turn: AbortController | null = null;
  /** The move checked by `submit` and its outcome, so the loop does not play it twice. */
  private checked: { move: M; state: S; events: E[]; done: () => void } | null = null;
  private counted = false;
  /** The player was told that the browser refused to store this game (once is enough). */
  private toldSaveFailed = false;
  private readonly store: SessionStore;
  private readonly stats: GameDescriptor['stats'] | null;

  constructor(
    readonly rules: GameRules<S, M, unknown, E>,
    opened: OpenedGame<S, E>,
    readonly seats: readonly SeatController[],
    private readonly hooks: SessionHooks<M, E> = {},
    private readonly options: SessionOptions<S> = {},
  ) {
    this.launch = opened.launch;
    // With undo, a resumed game can be taken back to its deal: every position since is kept.
    const kept = options.undo ? opened.positions : opened.positions.slice(-1);
    const first = opened.positions.length - kept.length;
    this.steps = kept.map((p, i) => ({ state: p.state, events: p.events, moves: opened.moves.slice(0, first + i) }));
    this.index = this.steps.length - 1;
    this.openedOver = rules.isOver(opened.state);
    this.counted = this.openedOver;
    this.store = options.store ?? browserStore;
    this.stats = options.stats !== undefined ? options.stats : isGameId(this.launch.game) ? gameInfo(this.launch.game).stats : null;
    const players = this.seats.length;
    if (players === 0) throw new TypeError('a table needs at least one seat');
  }

  // ------------------------------------------------------------------ the position

  get state(): S {
    return this.present.state;
  }

  /** The moves so far, in the engine's notation. */
  get moves(): readonly string[] {
    return this.present.moves;
  }

  /** The events of the last move (after undo: of the move that led to this position). */
  get lastEvents(): readonly E[] {
    return this.present.events;
  }

  get over(): boolean {
    return this.rules.isOver(this.state);
  }

  get toMove(): number {
    return this.rules.toMove(this.state);
  }

  legalMoves(): M[] {
    return this.over ? [] : this.rules.legalMoves(this.state);
  }

  humanSeats(): number[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  /** Several people share this screen: private information hides between their turns. */
  get passAndPlay(): boolean {
    return this.humanSeats().length > 1;
  }

  /** A person at this screen is being asked for a move now: their input is accepted. */
  get awaitingHuman(): boolean {
    const c = this.seats[this.toMove];
    return !this.disposed && !this.checked && c instanceof HumanSeat && c.waiting;
  }

  /** The game as a record: options, seed and moves (saves, share links, replays, bug reports). */
  record(): GameRecord {
    return { game: this.launch.game as GameId, options: this.savedOptions(), seed: this.launch.seed, moves: [...this.moves] };
  }

  private get present(): Step<S, E> {
    return this.steps[this.index] as Step<S, E>;
  }

  // ------------------------------------------------------------------ the turn loop

  /** Starts the turn loop (again, after an undo reopened a finished game). Safe to call twice. */
  start(): void {
    if (this.looping || this.disposed) return;
    this.looping = true;
    void this.loop()
      .catch((err: unknown) => {
        if (this.disposed) return;
        if (this.hooks.error) this.hooks.error(err);
        else console.error(`${this.launch.game} table stopped:`, err);
      })
      .finally(() => {
        this.looping = false;
      });
  }

  /**
   * A person's move. The engine checks it: an illegal move is refused with the engine's reason and
   * nothing changes; so is any move while no person at this screen is being asked (a computer is
   * thinking, a move is still being shown). `done` resolves once the move has been shown.
   */
  submit(move: M): SubmitResult {
    if (this.disposed) return { ok: false, error: 'the table is closed' };
    if (this.over) return { ok: false, error: 'the game is over' };
    const seat = this.toMove;
    const controller = this.seats[seat];
    if (!(controller instanceof HumanSeat) || !controller.waiting || this.checked) {
      return { ok: false, error: controller?.kind === 'human' ? 'the table is busy' : 'it is not your turn' };
    }
    let result: { state: S; events: E[] };
    try {
      result = this.rules.play(this.state, move);
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    let done!: () => void;
    const shown = new Promise<void>((resolve) => (done = resolve));
    this.checked = { move, ...result, done };
    controller.give(move);
    return { ok: true, done: shown };
  }

  private async loop(): Promise<void> {
    while (!this.disposed && !this.over) {
      const seat = this.toMove;
      const controller = this.seats[seat];
      if (!controller) throw new RangeError(`no controller for seat ${seat}`);
      const turn = new AbortController();
      this.turn = turn;
      await this.hooks.beforeTurn?.(seat, controller);
      if (!!this.disposed) return;
      if (turn.signal.aborted) continue;
      const move = (await controller.chooseMove({
        seat,
        view: this.rules.view(this.state, seat),
        legal: this.rules.legalMoves(this.state),
        ply: this.moves.length,
        seed: this.launch.seed,
        signal: turn.signal,
      })) as M | null;
      if (!!this.disposed) return;
      if (move === null) {
        // The position changed under the seat (undo): ask again. Otherwise the seat gave up.
        if (turn.signal.aborted) continue;
        return;
      }
      const checked = this.checked;
      this.checked = null;
      const result = checked && checked.move === move ? checked : this.rules.play(this.state, move);
      const played = this.push(seat, move, result, controller.kind);
      try {
        await this.hooks.afterMove?.(played);
      } finally {
        checked?.done();
      }
      if (!!this.disposed) return;
      if (this.over) await this.finish();
    }
  }

  /** Records a played move: history, save or clear. */
  private push(seat: number, move: M, result: { state: S; events: E[] }, by: SeatKind): PlayedMove<M, E> {
    const text = this.rules.formatMove(move);
    const step: Step<S, E> = { state: result.state, moves: [...this.moves, text], events: result.events };
    if (this.options.undo) {
      this.steps = [...this.steps.slice(0, this.index + 1), step];
      this.index = this.steps.length - 1;
    } else {
      this.steps = [step];
      this.index = 0;
    }
    this.persist();
    return { seat, move, text, events: result.events, by };
  }

  /** The game ended here: counted once, then the scene shows it. */
  private async finish(): Promise<void> {
    const { scores, winners } = this.rules.score(this.state);
    const seat = this.humanSeats()[0];
    const firstEnd = !this.counted;
    let stats: BucketStats | null = null;
    let humanWon = false;
    if (seat !== undefined && this.stats) {
      const result = this.stats.result(this.state, seat, this.rules as never);
      humanWon = result?.won ?? false;
      if (result && !this.counted) {
        stats = this.store.count(this.launch.game, this.stats.bucket(this.state), { ...result, lowerIsBetter: this.stats.lowerIsBetter === true });
      }
    }
    this.counted = true;
    await this.hooks.gameOver?.({ scores, winners, humanWon, stats, firstEnd });
  }

  /** Saves the game in progress; a finished game, or one back at its deal, leaves no save. */
  private persist(): void {
    if (this.over || this.moves.length === 0) this.store.clear(this.launch.game);
    else if (this.store.save({ ...this.launch, options: this.savedOptions(), playedMs: this.options.playedMs?.() }, this.moves) === false && !this.toldSaveFailed) {
      this.toldSaveFailed = true;
      this.hooks.saveFailed?.();
    }
  }

  /** Saves the game now (a player leaving or hiding the page): the time played since the last move counts. */
  saveNow(): void {
    if (!this.disposed) this.persist();
  }

  private savedOptions(): Record<string, unknown> {
    return this.options.recordOptions ? this.options.recordOptions(this.state) : this.launch.options;
  }

  // ------------------------------------------------------------------ undo, redo, restart

  get canUndo(): boolean {
    return this.options.undo === true && this.index > 0 && !this.checked;
  }

  get canRedo(): boolean {
    return this.options.undo === true && this.index < this.steps.length - 1 && !this.checked;
  }

  /** Back one move; the seat being asked is asked again about the new position. */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.index--;
    this.changed();
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.index++;
    this.changed();
    return true;
  }

  /** Back to the deal; the moves stay redoable one by one. The game counts again when it ends. */
  restart(): boolean {
    if (!this.canUndo) return false;
    this.index = 0;
    this.counted = false;
    this.changed();
    return true;
  }

  private changed(): void {
    this.persist();
    this.turn?.abort();
    if (!this.looping) this.start();
  }

  // ------------------------------------------------------------------ closing

  /** The table closes: the loop ends, waiting seats answer null, no hook is called again. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.turn?.abort();
    this.checked?.done();
    this.checked = null;
    for (const seat of this.seats) seat.dispose();
  }

  get closed(): boolean {
    return this.disposed;
  }
}
