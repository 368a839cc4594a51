/**
 * A game played on the online server, as a table scene sees it (the `GameSession` interface, like
 * `TableSession`). The server holds the real state and sends this screen's seat, after every move, a
 * `GameMessage`: its view, the events it may see, whose turn it is and, on its turn, the legal moves.
 * This session turns each view into the position the table draws (`rules.standIn(view)`: what the
 * view hides is no card and no count, and a table shows hidden parts only through `rules.view`), hands
 * the events to the scene to animate (the same `afterMove` hook as a local game), and sends the
 * person's moves to the server; a move is shown when the server's next message arrives, never before.
 *
 * - Messages are applied one at a time, in order; one for a ply already shown is stale and ignored.
 * - A message more than one move ahead (a dropped connection came back) cannot be animated: `resync`
 *   lets the table lay the new position out afresh.
 * - An error from the server leaves the position as it was and asks the person again.
 * - No undo, no restart, no saves, no statistics: the game is the table's, not this browser's.
 */
import type { GameEvent, GameRecord, GameRules } from '../../engine/core';
import type { GameLaunch } from '../launch';
import type { GameMessage, ErrorMessage } from '../online/protocol';
import type { RoomLink } from '../online/link';
import { gameInfo, isGameId } from '../gameRegistry';
import type { GameSession } from './GameSession';
import type { SessionHooks, SubmitResult } from './TableSession';
import type { SeatController, SeatKind } from './seats';

export interface OnlineHooks<M, E> extends SessionHooks<M, E> {
  /** This screen's person is asked for a move (input is taken from now). */
  asked?(): void;
  /** The server refused something (a move, a message): the table tells the person. */
  refused?(error: ErrorMessage): void;
  /** The position jumped more than one move (after a reconnection): lay it out afresh. */
  resync?(message: GameMessage): void;
}

export interface OnlineSessionConfig {
  launch: GameLaunch;
  link: RoomLink;
  /** The engine seat played at this screen (null: a spectator). A solitaire's own game is seat 0. */
  seat: number | null;
  /** Who sits in each seat, for the scenes (a person here, a person elsewhere, a computer player). */
  kinds: SeatKind[];
  /** The first message: the position the table opens at. */
  first: GameMessage;
}

/** A seat controller the scene can ask the kind of; online, nobody here chooses through it. */
const stub = (kind: SeatKind): SeatController => ({ kind, chooseMove: () => Promise.resolve(null), dispose: () => {} });

export class OnlineSession<S, M, E extends GameEvent = GameEvent> implements GameSession<S, M, E> {
  readonly launch: GameLaunch;
  readonly openedOver: boolean;
  readonly canUndo = false;
  readonly canRedo = false;
  readonly passAndPlay = false;
  private current: GameMessage;
  private position: S;
  private played: string[];
  private events: readonly E[] = [];
  private queue: Promise<void> = Promise.resolve();
  private asked = false;
  private pending: { ply: number; done: () => void } | null = null;
  private disposed = false;
  private started = false;
  private readonly unsubscribe: Array<() => void> = [];
  private readonly controllers: SeatController[];

  constructor(
    readonly rules: GameRules<S, M, unknown, E>,
    private readonly config: OnlineSessionConfig,
    private readonly hooks: OnlineHooks<M, E> = {},
  ) {
    if (!rules.standIn) throw new TypeError(`${rules.id} cannot be played online (its engine has no standIn)`);
    this.launch = config.launch;
    this.current = config.first;
    this.position = rules.standIn(config.first.view);
    // Moves before this screen joined are not known as text: their count is (the record is the server's).
    this.played = Array.from({ length: config.first.ply }, () => '');
    this.openedOver = config.first.over;
    this.controllers = config.kinds.map((kind, i) => stub(i === config.seat ? 'human' : kind === 'human' ? 'remote' : kind));
  }

  // ------------------------------------------------------------------ the position

  get state(): S {
    return this.position;
  }

  get moves(): readonly string[] {
    return this.played;
  }

  get lastEvents(): readonly E[] {
    return this.events;
  }

  get over(): boolean {
    return this.current.over;
  }

  get toMove(): number {
    return this.rules.toMove(this.position);
  }

  /** The moves the server says are legal now, when this screen's person is to move. */
  legalMoves(): M[] {
    if (this.over || this.toMove !== this.config.seat) return [];
    return this.current.legal.map((text) => this.rules.parseMove(text));
  }

  humanSeats(): number[] {
    return this.config.seat === null ? [] : [this.config.seat];
  }

  get awaitingHuman(): boolean {
    return !this.disposed && this.asked && !this.pending && !this.over && this.toMove === this.config.seat;
  }

  /** What this screen knows of the game (the full record stays on the server). */
  record(): GameRecord {
    return { game: this.launch.game, options: this.launch.options, seed: this.launch.seed, moves: [...this.played] };
  }

  // ------------------------------------------------------------------ play

  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    const { link } = this.config;
    this.unsubscribe.push(
      link.on('game', (message) => this.enqueue(() => this.apply(message))),
      link.on('error', (error) => this.enqueue(() => this.refused(error))),
    );
    this.enqueue(() => this.ask());
    // A message that came while the table was being built.
    const newest = link.latest('game');
    if (newest && newest.ply > this.current.ply) this.enqueue(() => this.apply(newest));
  }

  /**
   * The person's move: refused here when it is not their turn or not among the server's legal moves
   * (with the engine's reason where it has one); otherwise sent, and shown when the server answers.
   */
  submit(move: M): SubmitResult {
    if (this.disposed) return { ok: false, error: 'the table is closed' };
    if (this.over) return { ok: false, error: 'the game is over' };
    if (!this.awaitingHuman) return { ok: false, error: this.toMove === this.config.seat ? 'the table is busy' : 'it is not your turn' };
    // Nothing can reach the server while the connection is away: the position on return asks again.
    if (this.config.link.status !== 'connected') return { ok: false, error: 'the connection to the table is away' };
    const text = this.rules.formatMove(move);
    if (!this.current.legal.includes(text)) return { ok: false, error: this.reasonRefused(move) };
    let done!: () => void;
    const shown = new Promise<void>((resolve) => (done = resolve));
    this.pending = { ply: this.current.ply, done };
    this.config.link.send('move', { ply: this.current.ply, move: text });
    return { ok: true, done: shown };
  }

  private reasonRefused(move: M): string {
    try {
      this.rules.play(this.position, move);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
    return 'that move is not legal now';
  }

  /** Runs `task` after everything queued before it (messages are shown one at a time, in order). */
  private enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue
      .then(() => (this.disposed ? undefined : task()))
      .catch((err: unknown) => {
        if (this.disposed) return;
        if (this.hooks.error) this.hooks.error(err);
        else console.error(`${this.launch.game} online table:`, err);
      });
  }

  private async apply(message: GameMessage): Promise<void> {
    const ply = this.current.ply;
    if (message.ply < ply) return; // stale: already shown
    if (message.ply === ply) {
      // The same position again (a reconnection, a timer update): nothing to show. A move still
      // waiting for its answer was lost with the connection: the person is asked again.
      this.current = { ...message, events: [] };
      const pending = this.pending;
      if (pending) {
        this.pending = null;
        pending.done();
        this.asked = false;
      }
      if (!this.asked) await this.ask();
      return;
    }
    const mover = message.last?.seat ?? this.toMove;
    const before = this.current;
    this.current = message;
    this.position = this.rules.standIn!(message.view);
    this.asked = false;
    const pending = this.pending;
    this.pending = null;
    if (message.ply > ply + 1) {
      this.played = [...this.played, ...Array.from({ length: message.ply - ply - 1 }, () => ''), message.last?.move ?? ''];
      this.events = [];
      pending?.done();
      this.hooks.resync?.(message);
      return;
    }
    const text = message.last?.move ?? '';
    this.played = [...this.played, text];
    this.events = message.events as E[];
    const kind = this.controllers[mover]?.kind ?? 'remote';
    try {
      await this.hooks.afterMove?.({ seat: mover, move: (text ? this.rules.parseMove(text) : null) as M, text, events: this.events as E[], by: kind });
    } finally {
      pending?.done();
    }
    if (this.disposed) return;
    if (message.over && !before.over) await this.finish();
    else await this.ask();
  }

  /** Marks whose turn it is; this screen's person is asked when it is theirs. */
  private async ask(): Promise<void> {
    if (this.over || this.disposed) return;
    const seat = this.toMove;
    const controller = this.controllers[seat] ?? stub('remote');
    await this.hooks.beforeTurn?.(seat, controller);
    if (this.disposed) return;
    this.asked = true;
    if (seat === this.config.seat) this.hooks.asked?.();
  }

  private async refused(error: ErrorMessage): Promise<void> {
    this.hooks.refused?.(error);
    const pending = this.pending;
    if (!pending) return;
    // The move was not played: the position is as it was; the person is asked again.
    this.pending = null;
    pending.done();
    this.asked = false;
    await this.ask();
  }

  /** The game ended while this table watched: the scene shows the result (online games are not counted here). */
  private async finish(): Promise<void> {
    const { scores, winners } = this.rules.score(this.position);
    const seat = this.config.seat;
    const stats = isGameId(this.launch.game) ? gameInfo(this.launch.game).stats : null;
    const humanWon = seat !== null && stats ? (stats.result(this.position, seat, this.rules as never)?.won ?? false) : false;
    await this.hooks.gameOver?.({ scores, winners, humanWon, stats: null, firstEnd: true });
  }

  // ------------------------------------------------------------------ what an online game does not do

  undo(): boolean {
    return false;
  }

  redo(): boolean {
    return false;
  }

  restart(): boolean {
    return false;
  }

  // ------------------------------------------------------------------ closing

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const off of this.unsubscribe) off();
    this.pending?.done();
    this.pending = null;
  }

  get closed(): boolean {
    return this.disposed;
  }
}
