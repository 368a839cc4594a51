/**
 * The base of every game table scene. A game's scene extends it and supplies what is its own (the
 * views, the layout, how a move is animated, how a person makes one); the frame every table shares is
 * here, once:
 *
 * - opening the game (`openTable`): the one restore path (platform/session/openGame.ts), the notice
 *   when a save or link did not replay or its options were refused, the seats' controllers (a person
 *   here, a computer player in the AI worker), the table session and its turn loop;
 * - the top bar with the game's name, the share action and the back button, and leaving: one dialog
 *   for every game that says the truth (the game is saved and can be resumed from the menu);
 * - re-layout on a change of size, one mechanism: `layout()` runs when the size really changed, and
 *   waits until no animation is running (tweens would fight the jump);
 * - the input policy, one place: `acceptsInput()` is true only while a person at this screen is being
 *   asked for a move, no dialog is open and nothing animates (`animating(task)` marks an animation);
 * - the hand-over screen of pass-and-play, the end-of-game dialog frame, toasts;
 * - the test hook's probe, and the page's lifecycle announcements (game start, game over);
 * - closing: on shutdown the session ends its loop and every waiting seat, the AI worker stops.
 */
import Phaser from 'phaser';
import type { AiLevel, GameEvent, GameRules } from '../../engine/core';
import { AiClient } from '../../ai-worker/client';
import { t } from '../../platform/i18n';
import type { GameLaunch, Seat } from '../../platform/launch';
import { randomSeed } from '../../platform/menuChoices';
import { animMs, durationScale } from '../../platform/settings';
import { gameInfo, isGameId } from '../../platform/gameRegistry';
import { openGame, type OpenOptions } from '../../platform/session/openGame';
import { ComputerSeat, HumanSeat, type SeatController } from '../../platform/session/seats';
import { TableSession, type GameEnd, type PlayedMove, type SessionOptions } from '../../platform/session/TableSession';
import { TopBar, type TopBarAction } from '../TopBar';
import { showDialog, type DialogOptions } from '../Dialog';
import type { ButtonVariant } from '../Button';
import { showHandOver, type HandOverOptions } from '../HandOverScreen';
import { showToast, type ToastKind } from '../Toast';
import { shareAction } from '../shareAction';
import { onSizeChange } from '../sizeChange';
import { goToScene } from '../transition';
import { tellSaveDropped } from '../savedGameNotice';
import { announceGameOver, announceGameStart } from '../runtime/lifecycle';
import { clearProbe, registerProbe, type Probe } from '../runtime/testHook';
import { accessible, speak, type A11yQueries, type AccessibleInfo } from '../a11y';
import type { Focusable } from '../FocusManager';

export interface OpenTableConfig<S, M, E extends GameEvent> {
  rules: GameRules<S, M, unknown, E>;
  /** Number of seats of the opened position (the launch may list fewer: the rest are computer players). */
  players(state: S): number;
  open?: OpenOptions;
  session?: SessionOptions<S>;
}

export abstract class TableScene<S, M, E extends GameEvent = GameEvent> extends Phaser.Scene {
  protected launch!: GameLaunch;
  protected session!: TableSession<S, M, E>;
  protected bar!: TopBar;
  private ai: AiClient | null = null;
  private busy = 0;
  private dialogs = 0;
  private handedTo = -1;
  /** What waits for the table to reach a state (nothing animating, no dialog, input accepted). */
  private waiters: { ready: () => boolean; run: () => void }[] = [];
  private layoutPending = false;

  init(data: GameLaunch): void {
    this.launch = data;
    this.busy = 0;
    this.dialogs = 0;
    this.handedTo = -1;
    this.waiters = [];
    this.layoutPending = false;
  }

  /** The game's registry id. */
  protected get gameId(): string {
    return this.launch.game;
  }

  // ------------------------------------------------------------------ what each game supplies

  /** Lays the table out for the current size (called on a real change of size, when nothing animates). */
  protected abstract layout(): void;
  /** Shows a move the session just played (awaited before the next turn). */
  protected abstract showMove(played: PlayedMove<M, E>): Promise<void>;
  /** Where things are, for the browser tests' hook. */
  protected abstract probe(): Probe;
  /** Before a seat is asked for its move: mark the turn (pass-and-play: `handOver` first). */
  protected beforeTurn(_seat: number, _controller: SeatController): Promise<void> | void {}
  /** A move played here ended the game: show the result (`endDialog` is the common frame). */
  protected abstract gameOver(end: GameEnd): Promise<void> | void;
  /** A move in words for the live region (src/platform/speech/<game>.ts), said as it is shown. */
  protected describeMove(_played: PlayedMove<M, E>): string | null {
    return null;
  }
  /** Names for the screen-reader layer of the table's own focusables (cards, spaces). */
  protected describeItem(_item: Focusable): AccessibleInfo | null {
    return null;
  }
  /** Answers to a screen-reader user's questions (what is on the table, whose turn, the score). */
  protected a11yQueries(): A11yQueries {
    return {};
  }

  // ------------------------------------------------------------------ opening the game

  /**
   * Opens the launch's game: replays a saved or shared record (telling the player if it did not
   * replay), falls back when the options are refused, and makes the session with a controller per seat.
   * Call it while building; `startTable` starts play once the views exist.
   */
  protected openTable(config: OpenTableConfig<S, M, E>): TableSession<S, M, E> {
    const opened = openGame(config.rules, this.launch, config.open);
    if (opened.problem) {
      if (opened.problem.kind === 'dropped' || this.launch.resume) tellSaveDropped(this, this.launch, opened.problem.why);
      else console.warn(`${this.launch.game}: options refused (${opened.problem.why}); playing with ${JSON.stringify(opened.launch.options)}`);
    }
    this.launch = opened.launch;
    const count = config.players(opened.state);
    const kinds: Seat[] = Array.from({ length: count }, (_, i) => this.launch.seats[i] ?? 'medium');
    this.launch = { ...this.launch, seats: kinds };
    const seats = kinds.map((kind) => (kind === 'human' ? new HumanSeat<M>(() => this.recheckWaiters()) : this.computerSeat(kind)));
    this.session = new TableSession<S, M, E>(
      config.rules,
      opened,
      seats,
      {
        // Play pauses behind a dialog ("Leave this game?"): nobody is asked and no move is shown meanwhile.
        beforeTurn: async (seat, controller) => {
          await this.dialogsClosed();
          if (!this.session.closed) await this.beforeTurn(seat, controller);
        },
        afterMove: async (played) => {
          await this.dialogsClosed();
          if (!this.session.closed) speak(this, this.describeMove(played));
          if (!this.session.closed) await this.animating(() => this.showMove(played));
        },
        gameOver: (end) => {
          // Told once per game: a solitaire lost, undone and lost again ended only once.
          if (end.firstEnd) announceGameOver(this, this.launch, { scores: end.scores, winners: end.winners, humanWon: end.humanWon });
          return this.gameOver(end);
        },
      },
      config.session,
    );
    if (opened.moves.length === 0) announceGameStart(this, this.launch);
    return this.session;
  }

  /** The last step of building: probe, re-layout on resize, clean-up on shutdown; then play starts. */
  protected startTable(): void {
    const probe = this.probe();
    registerProbe(probe);
    onSizeChange(this, () => this.requestLayout());
    accessible(this, { title: isGameId(this.gameId) ? gameInfo(this.gameId).nameKey : this.gameId, describe: (item) => this.describeItem(item), queries: this.a11yQueries() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      clearProbe(probe);
      this.session?.dispose();
      this.waiters = [];
    });
    this.session.start();
  }

  private computerSeat(level: AiLevel): ComputerSeat<M> {
    const client = this.aiClient();
    return new ComputerSeat<M>({
      game: this.launch.game,
      level,
      thinker: { chooseMove: (game, view, lvl, seed) => client.chooseMove(game as never, view, lvl, seed) },
      wait: (ms) => this.wait(ms),
    });
  }

  /** The AI client of this table (for hints), started on first use and stopped with the table. */
  protected aiClient(): AiClient {
    if (!this.ai) {
      const ai = new AiClient();
      this.ai = ai;
      // Its worker stops with the table, also with one closed while still being built (openTable
      // makes the computer seats, so the client, frames before startTable runs).
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        ai.dispose();
        if (this.ai === ai) this.ai = null;
      });
    }
    return this.ai;
  }

  /** Resolves after `animMs(ms)` on the scene clock (a paused scene pauses it); at once at instant speed. */
  private wait(ms: number): Promise<void> {
    if (ms <= 0 || durationScale() === 0) return Promise.resolve();
    return new Promise((resolve) => this.time.delayedCall(animMs(ms), () => resolve()));
  }

  // ------------------------------------------------------------------ the input policy

  /** Runs an animation; input is refused and re-layout waits until it (and any other) has finished. */
  protected async animating<T>(task: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await task();
    } finally {
      this.busy--;
      this.recheckWaiters();
    }
  }

  /** Something is being animated now. */
  protected get isAnimating(): boolean {
    return this.busy > 0;
  }

  /** A dialog (leave, end of game, hand-over) is open. */
  protected get dialogOpen(): boolean {
    return this.dialogs > 0;
  }

  /**
   * Whether a person's input is taken now: this table is running, a person at this screen is being
   * asked for a move, and no dialog is open and nothing animates.
   */
  acceptsInput(): boolean {
    return this.sys.isActive() && !this.session.closed && this.session.awaitingHuman && this.busy === 0 && this.dialogs === 0;
  }

  /**
   * A person's move from any input (button, key, drop): refused unless input is accepted now, and
   * checked by the engine. Returns the engine's reason when refused (`null` when it was played).
   */
  protected submitMove(move: M): { error: string } | { done: Promise<void> } {
    if (!this.acceptsInput()) return { error: 'not accepting input now' };
    const result = this.session.submit(move);
    return result.ok ? { done: result.done } : { error: result.error };
  }

  /**
   * Resolves as soon as input is accepted again (at once if it is now): a chain of moves made for the
   * person (autoplay) waits here between moves, since a move's `done` comes before the next ask.
   */
  protected untilInputAccepted(): Promise<void> {
    return new Promise((resolve) => this.once(() => this.acceptsInput(), resolve));
  }

  /** Runs `run` now if `ready()`, else at the first change of the table after which it is. */
  private once(ready: () => boolean, run: () => void): void {
    if (ready()) run();
    else this.waiters.push({ ready, run });
  }

  /** Something changed (an animation or a dialog ended, a person is asked): run what now may. */
  private recheckWaiters(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      if (w.ready()) w.run();
      else this.waiters.push(w);
    }
  }

  /** Runs `fn` with a dialog open: input is refused and the top bar's keys are off meanwhile. */
  protected async withDialog<T>(fn: () => Promise<T>): Promise<T> {
    this.dialogs++;
    this.bar?.setShortcutsEnabled(false);
    try {
      return await fn();
    } finally {
      this.dialogs--;
      if (this.dialogs === 0 && this.sys.isActive()) this.bar?.setShortcutsEnabled(true);
      this.recheckWaiters();
    }
  }

  /**
   * Resolves once no dialog is open (at once when none is). The session's turns wait for it (computer
   * players do not play on while "Leave this game?" asks).
   */
  protected dialogsClosed(): Promise<void> {
    return new Promise((resolve) => this.once(() => this.dialogs === 0, resolve));
  }

  // ------------------------------------------------------------------ re-layout

  private requestLayout(): void {
    if (this.layoutPending) return;
    this.layoutPending = true;
    this.whenIdle(() => {
      this.layoutPending = false;
      if (this.sys.isActive()) this.layout();
    });
  }

  /** Runs `fn` now if nothing animates, else as soon as the last animation has finished. */
  protected whenIdle(fn: () => void): void {
    this.once(() => this.busy === 0, fn);
  }

  // ------------------------------------------------------------------ the frame

  /** The top bar: the game's name, the scene's actions, Share, and Back (Esc) that asks before leaving. */
  protected makeTopBar(config: { subtitle?: string; actions?: TopBarAction[]; share?: boolean; title?: string } = {}): TopBar {
    const title = config.title ?? (isGameId(this.gameId) ? t(gameInfo(this.gameId).nameKey) : this.gameId);
    const actions = [...(config.actions ?? []), ...(config.share === false ? [] : shareAction(this, () => this.launch, () => this.session.moves))];
    this.bar = new TopBar(this, { name: this.gameId, title, subtitle: config.subtitle, onBack: () => void this.requestLeave(), actions });
    return this.bar;
  }

  /**
   * Something of the table's own to close before Back means "leave" (a selected card, say): return
   * true when Back was used up for that.
   */
  protected backConsumed(): boolean {
    return false;
  }

  /**
   * Back: leaves at once when there is nothing to lose (no move made yet, or the game is over);
   * otherwise asks, saying what is true for every game: it is saved and can be resumed from the menu.
   */
  protected async requestLeave(): Promise<void> {
    if (this.dialogOpen || this.backConsumed()) return;
    if (this.session.over || this.session.moves.length === 0) return this.leave();
    const leave = await this.confirm({ title: t('table.leaveTitle'), text: t('table.leaveText'), yes: { label: t('table.leave'), variant: 'danger' }, no: t('table.stay') });
    if (leave) this.leave();
  }

  /**
   * A yes/no question in the table's dialog frame (input paused meanwhile); Esc means no. True when the
   * player said yes and the table is still running. `noFirst` puts the "no" button first.
   */
  protected async confirm(q: { title: string; text: string; yes: { label: string; variant: ButtonVariant }; no: string; noFirst?: boolean }): Promise<boolean> {
    const yes = { label: q.yes.label, value: 'yes', variant: q.yes.variant };
    const no = { label: q.no, value: 'no', variant: 'secondary' as const };
    const choice = await this.withDialog(() => showDialog(this, { title: q.title, text: q.text, buttons: q.noFirst ? [no, yes] : [yes, no], cancelValue: 'no' }));
    return choice === 'yes' && this.sys.isActive();
  }

  /** Back to the menu, with this game's options open. */
  protected leave(): void {
    goToScene(this, 'Menu', { game: this.gameId }, 'back');
  }

  /** A new game of the same set-up and seats, from a new seed. */
  protected rematch(seed: string = randomSeed()): void {
    goToScene(this, this.scene.key, { ...this.launch, seed, resume: undefined });
  }

  /**
   * Pass-and-play: before a person's turn, the device goes to them behind the hand-over screen (once
   * per change of person). Does nothing with one person at this screen.
   */
  protected async handOver(seat: number, who: HandOverOptions): Promise<void> {
    if (!this.session.passAndPlay || this.handedTo === seat) return;
    await this.withDialog(() => showHandOver(this, who));
    this.handedTo = seat;
  }

  /** The end-of-game dialog: the scene's title and text, with Play again and Menu unless given others. */
  protected async endDialog(options: Pick<DialogOptions, 'title' | 'text'> & Partial<Pick<DialogOptions, 'buttons' | 'cancelValue'>>): Promise<string | null> {
    const choice = await this.withDialog(() =>
      showDialog(this, {
        buttons: [
          { label: t('table.again'), value: 'again' },
          { label: t('table.menu'), value: 'menu', variant: 'secondary' },
        ],
        cancelValue: 'menu',
        ...options,
      }),
    );
    if (!this.sys.isActive()) return null;
    if (options.buttons === undefined) {
      if (choice === 'again') this.rematch();
      else this.leave();
    }
    return choice;
  }

  /** Says `text` in the live region (an answer, a change the player should hear of). */
  protected say(text: string | null): void {
    speak(this, text);
  }

  protected toast(text: string, kind: ToastKind = 'info', ms?: number): void {
    showToast(this, text, kind, ms);
  }
}
