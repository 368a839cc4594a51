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
 *   asked for a move, no dialog is open, nothing animates (`animating(task)` marks an animation) and
 *   an online table's link is not away (`linkChanged` tells the scene to dim its move controls);
 *   a person's press while something animates finishes the animation at once and is then handled
 *   (`listenForPresses`, ui/finishNow.ts), so no input is lost;
 * - the hand-over screen of pass-and-play, the end-of-game dialog frame (with "View table": the result
 *   closes, the finished table stays to be looked at, and a Result button brings it back), toasts;
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
import { gameInfo, isGameId, newGameOptions } from '../../platform/gameRegistry';
import { openGame, type OpenOptions } from '../../platform/session/openGame';
import { ComputerSeat, HumanSeat, type SeatController } from '../../platform/session/seats';
import { TableSession, type GameEnd, type PlayedMove, type SessionHooks, type SessionOptions } from '../../platform/session/TableSession';
import type { GameSession } from '../../platform/session/GameSession';
import { OnlineSession } from '../../platform/session/OnlineSession';
import { onlineFrame, type OnlineFrame } from './onlineFrame';
import { inputOpen } from './inputPolicy';
import { movingUnder, pressOnLanded, pressPoint } from './pressOnLanding';
import { TopBar, type TopBarAction } from '../TopBar';
import { showDialog, type DialogOptions } from '../Dialog';
import { Button, type ButtonVariant } from '../Button';
import { DEPTH } from '../theme';
import { solidRect } from '../solidRect';
import { HandOverScreen, type HandOverOptions } from '../HandOverScreen';
import { showToast, type ToastKind } from '../Toast';
import { shareAction } from '../shareAction';
import { forgetTableAddress } from '../pageAddress';
import { onSizeChange } from '../sizeChange';
import { goToScene } from '../transition';
import { tellSaveDropped } from '../savedGameNotice';
import { announceGameOver, announceGameStart } from '../runtime/lifecycle';
import { clearProbe, registerProbe, type Probe } from '../runtime/testHook';
import { finishAnimations, forgetAnimations, stopFinishing } from '../finishNow';
import { accessible, speak, type A11yQueries, type AccessibleInfo } from '../a11y';
import type { Focusable } from '../FocusManager';
import type { NamePlate } from './presenceMarks';

/** The choice of the result's "View table" button: the result closes, the finished table stays. */
export const VIEW_TABLE = 'view';

export interface OpenTableConfig<S, M, E extends GameEvent> {
  rules: GameRules<S, M, unknown, E>;
  /** Number of seats of the opened position (the launch may list fewer: the rest are computer players). */
  players(state: S): number;
  open?: OpenOptions;
  session?: SessionOptions<S>;
}

/** Keys that do nothing by themselves (a press of one does not finish an animation). */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

export abstract class TableScene<S, M, E extends GameEvent = GameEvent> extends Phaser.Scene {
  protected launch!: GameLaunch;
  protected session!: GameSession<S, M, E>;
  /** The online table's extras (reactions, notices); null for a game on this screen. */
  private online: OnlineFrame | null = null;
  protected bar!: TopBar;
  private ai: AiClient | null = null;
  private busy = 0;
  private dialogs = 0;
  /** The online link is away (see `linkChanged`), and what dims the table meanwhile. */
  private away = false;
  private awayVeil: Phaser.GameObjects.GameObject | null = null;
  private handedTo = -1;
  /** What waits for the table to reach a state (nothing animating, no dialog, input accepted). */
  private waiters: { ready: () => boolean; run: () => void }[] = [];
  private layoutPending = false;
  /** After the game, while the player looks at the table: the button that shows the result again. */
  private resultButton: Button | null = null;

  init(data: GameLaunch): void {
    this.launch = data;
    this.busy = 0;
    this.dialogs = 0;
    this.handedTo = -1;
    this.waiters = [];
    this.layoutPending = false;
    this.online = null;
    this.resultButton = null;
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
  /** Online: where `seat`'s name plate is (presence marks sit on it); null where the table has none. */
  protected seatPlate(_seat: number): NamePlate | null {
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
  protected openTable(config: OpenTableConfig<S, M, E>): GameSession<S, M, E> {
    if (this.launch.online) return this.openOnline(config);
    const opened = openGame(config.rules, this.launch, config.open);
    if (opened.problem) {
      if (opened.problem.kind === 'dropped' || this.launch.resume) tellSaveDropped(this, this.launch, opened.problem.why, opened.moves.length);
      else console.warn(`${this.launch.game}: options refused (${opened.problem.why}); playing with ${JSON.stringify(opened.launch.options)}`);
    }
    this.launch = opened.launch;
    const count = config.players(opened.state);
    const kinds: Seat[] = Array.from({ length: count }, (_, i) => this.launch.seats[i] ?? 'medium');
    this.launch = { ...this.launch, seats: kinds };
    const seats = kinds.map((kind) => (kind === 'human' ? new HumanSeat<M>(() => this.recheckWaiters()) : this.computerSeat(kind)));
    this.session = new TableSession<S, M, E>(config.rules, opened, seats, this.sessionHooks(), config.session);
    if (opened.moves.length === 0) announceGameStart(this, this.launch);
    return this.session;
  }

  /** The turn hooks every session of this table gets, local or online. */
  private sessionHooks(): SessionHooks<M, E> {
    return {
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
      saveFailed: () => showToast(this, t('game.saveFailed'), 'error', 6000),
      gameOver: (end) => {
        // Told once per game: a solitaire lost, undone and lost again ended only once.
        if (end.firstEnd) announceGameOver(this, this.launch, { scores: end.scores, winners: end.winners, humanWon: end.humanWon });
        return this.gameOver(end);
      },
    };
  }

  /**
   * An online table: the server holds the game; this screen's seat is the lobby's `you` (a solitaire
   * played together: its own game, seat 0). A position more than one move ahead (back after a lost
   * connection) opens the table afresh at it.
   */
  private openOnline(config: OpenTableConfig<S, M, E>): GameSession<S, M, E> {
    const online = this.launch.online!;
    const { seats, you } = online.lobby;
    const solo = config.players(config.rules.standIn!(online.first.view)) === 1;
    const seat = you === null ? null : solo ? 0 : you;
    this.launch = { ...this.launch, seats: solo ? ['human'] : seats.map((s, i) => (i === you || s.kind !== 'computer' ? 'human' : (s.level ?? 'medium'))) };
    this.online = onlineFrame(this, online, () => this.bar, () => this.leave(), (seat) => this.seatPlate(seat), (away) => this.setLinkAway(away));
    const kinds = solo ? (['human'] as const) : seats.map((s) => (s.kind === 'computer' ? 'computer' : 'human'));
    this.session = new OnlineSession<S, M, E>(config.rules, { launch: this.launch, link: online.link, seat, kinds: [...kinds], first: online.first }, {
      ...this.sessionHooks(),
      asked: () => this.recheckWaiters(),
      refused: (error) => this.online?.refused(error),
      resync: (first) => goToScene(this, this.scene.key, { ...this.launch, online: { ...online, first } }),
    });
    return this.session;
  }

  /** The last step of building: probe, re-layout on resize, clean-up on shutdown; then play starts. */
  protected startTable(): void {
    const probe: Probe = { ...this.probe(), animating: () => this.busy > 0 };
    registerProbe(probe);
    onSizeChange(this, () => this.requestLayout());
    const stopListening = this.listenForPresses();
    accessible(this, { title: isGameId(this.gameId) ? gameInfo(this.gameId).nameKey : this.gameId, describe: (item) => this.describeItem(item), queries: this.a11yQueries() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopListening();
      clearProbe(probe);
      this.session?.dispose();
      this.online?.dispose();
      this.waiters = [];
      forgetAnimations(this);
      forgetTableAddress(this);
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

  /**
   * A person's press while something animates: a pointer down on this game's canvas, or a key (not a
   * modifier alone) on its keyboard target. It finishes every running animation at once (each jumps to
   * its end, so the table shows the session's state) before Phaser sees the press, which is then handled
   * as usual: a card picked up during a slide is dragged, a key plays. Listened to on the DOM, ahead of
   * Phaser: the rest of an animation's chain is promises, and the browser runs them out between this
   * listener and Phaser's own (mousedown and touchstart are events of their own; keys wait for the next
   * frame). Only the running animation is finished: the next move (a computer's) animates as usual.
   * A press on something that moved under it (the No Thanks card flying in) and landed elsewhere goes
   * to it where it landed, unless the press found something to act on where it is (pressOnLanding.ts).
   * Returns what stops listening.
   */
  private listenForPresses(): () => void {
    let finished = false;
    // What moved under the press (the No Thanks card flying in): it gets the press where it lands.
    let caught: { at: { x: number; y: number }; moving: ReturnType<typeof movingUnder> } | null = null;
    const press = (event: Event): void => {
      if (!this.sys.isActive()) return;
      this.pressBegins(this.busy > 0 && this.dialogs === 0);
      if (this.busy === 0 || this.dialogs > 0) return;
      const at = pressPoint(this, event);
      const moving = at ? movingUnder(this, at) : [];
      caught = at && moving.length > 0 ? { at, moving } : null;
      finishAnimations(this);
      finished = true;
      this.whenIdle(() => stopFinishing(this));
    };
    // Phaser hit-tests an object made interactive (a card attached once its move was shown) only from
    // the next frame on: after a finish, the press must already find it, so the pending ones join now.
    // The same when no frame has run since it was attached (the loop idles between changes; online, a
    // position can arrive and be shown just before a quick tap): else that tap would miss the card.
    const beforePhaser = (): void => {
      const input = this.input as unknown as { preUpdate(): void; _pendingInsertion: unknown[]; _pendingRemoval: unknown[] };
      const pending = input._pendingInsertion.length > 0 || input._pendingRemoval.length > 0;
      if (!finished && !pending) return;
      finished = false;
      // (InputPlugin.preUpdate, which Phaser runs at the start of each frame: it only applies the
      // objects made or stopped being interactive since; no plugin listens to its event.)
      if (this.sys.isActive()) input.preUpdate();
    };
    const afterPhaser = (): void => {
      const pressed = caught;
      caught = null;
      if (pressed && this.sys.isActive()) pressOnLanded(this, pressed.moving, pressed.at);
    };
    const key = (event: Event): void => {
      if (!MODIFIER_KEYS.has((event as KeyboardEvent).key)) press(event);
    };
    const canvas = this.game.canvas;
    const keys = this.input.keyboard?.manager.target as EventTarget | undefined;
    canvas.addEventListener('pointerdown', press, true);
    canvas.addEventListener('mousedown', beforePhaser, true);
    canvas.addEventListener('touchstart', beforePhaser, { capture: true, passive: true });
    // After Phaser's own listeners (added to the canvas first).
    canvas.addEventListener('mousedown', afterPhaser);
    canvas.addEventListener('touchstart', afterPhaser, { passive: true });
    keys?.addEventListener('keydown', key, true);
    return () => {
      canvas.removeEventListener('pointerdown', press, true);
      canvas.removeEventListener('mousedown', beforePhaser, true);
      canvas.removeEventListener('touchstart', beforePhaser, true);
      canvas.removeEventListener('mousedown', afterPhaser);
      canvas.removeEventListener('touchstart', afterPhaser);
      keys?.removeEventListener('keydown', key, true);
    };
  }

  /**
   * A person's press (pointer down on the canvas, or a key) begins, before anything handles it;
   * `interrupts` tells whether it cuts a running animation short (which it then finishes at once). A
   * game may note what the person saw at that moment (No Thanks: the card on offer).
   */
  protected pressBegins(_interrupts: boolean): void {}

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
    return inputOpen({ running: this.sys.isActive() && !this.session.closed, asked: this.session.awaitingHuman, animations: this.busy, dialogs: this.dialogs, linkAway: this.linkAway });
  }

  /** An online table's link is away: moves wait until the seat is back. */
  protected get linkAway(): boolean {
    return this.away;
  }

  /**
   * The online link went away or came back: a table dims and switches off its move controls while
   * `away` (buttons, drags, taps; the top bar stays), and lights them again as they were after.
   */
  protected linkChanged(_away: boolean): void {}

  private setLinkAway(away: boolean): void {
    if (away === this.away) return;
    this.away = away;
    // A veil under the top bar dims the table and takes its presses meanwhile (the bar, with the
    // "Reconnecting…" pill and the way out, stays as it is); big enough for any turn of the window.
    this.awayVeil?.destroy();
    const side = 2 * Math.max(this.scale.width, this.scale.height);
    this.awayVeil = away ? solidRect(this, 0, 0, side, side, 0x000000, 0.3).setOrigin(0).setDepth(DEPTH.hud - 1).setInteractive().setName('table:away') : null;
    this.linkChanged(away);
    this.recheckWaiters();
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
      if (!this.sys.isActive()) return;
      this.layout();
      this.placeResultButton();
      this.online?.relayout();
    });
  }

  /** Runs `fn` now if nothing animates, else as soon as the last animation has finished. */
  protected whenIdle(fn: () => void): void {
    this.once(() => this.busy === 0, fn);
  }

  // ------------------------------------------------------------------ the frame

  /** The top bar: the game's name, the scene's actions, Share, and Back (Esc) that asks before leaving. */
  protected makeTopBar(config: { subtitle?: string; shortSubtitle?: string; actions?: TopBarAction[]; share?: boolean; title?: string } = {}): TopBar {
    const title = config.title ?? (isGameId(this.gameId) ? t(gameInfo(this.gameId).nameKey) : this.gameId);
    // Online, the game is the table's: no share link of it; quick reactions instead.
    const share = config.share === false || this.online ? [] : shareAction(this, () => this.launch, () => this.session.moves);
    const actions = [...(config.actions ?? []), ...(this.online?.actions ?? []), ...share];
    this.bar = new TopBar(this, { name: this.gameId, title, subtitle: config.subtitle, shortSubtitle: config.shortSubtitle, onBack: () => void this.requestLeave(), actions });
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
    if (this.session.over || (this.session.moves.length === 0 && !this.online) || this.launch.online?.lobby.you === null) return this.leave();
    const text = this.online ? t('online.leaveText') : t('table.leaveText');
    const leave = await this.confirm({ title: t('table.leaveTitle'), text, yes: { label: t('table.leave'), variant: 'danger' }, no: t('table.stay'), opener: () => this.bar.backButton });
    if (leave) this.leave();
  }

  /**
   * A yes/no question in the table's dialog frame (input paused meanwhile); Esc means no, and "no" has
   * the focus at first, so Enter does too (Esc then Enter had left the table). True when the player
   * said yes and the table is still running. `noFirst` puts the "no" button first. `opener` is the
   * control that asked (pressed, or reached by its key): the focus goes back to it after "no".
   */
  protected async confirm(q: { title: string; text: string; yes: { label: string; variant: ButtonVariant }; no: string; noFirst?: boolean; opener?: () => Focusable | null | undefined }): Promise<boolean> {
    const yes = { label: q.yes.label, value: 'yes', variant: q.yes.variant };
    const no = { label: q.no, value: 'no', variant: 'secondary' as const };
    const choice = await this.withDialog(() => showDialog(this, { title: q.title, text: q.text, buttons: q.noFirst ? [no, yes] : [yes, no], cancelValue: 'no', focusValue: 'no', returnFocus: q.opener }));
    return choice === 'yes' && this.sys.isActive();
  }

  /** Back to the menu, with this game's options open. */
  protected leave(): void {
    this.launch.online?.link.leave();
    goToScene(this, 'Menu', { game: this.gameId }, 'back');
  }

  /** A new game of the same set-up and seats, from a new seed (and what it draws: Sequence's start). */
  protected rematch(seed: string = randomSeed()): void {
    // An online game's next round is the table's to start: back to the menu (a new table from there).
    if (this.online) return this.leave();
    goToScene(this, this.scene.key, { ...this.launch, seed, options: newGameOptions(this.launch.game, this.launch.options, seed), resume: undefined });
  }

  /**
   * Pass-and-play: before a person's turn, the device goes to them behind the hand-over screen (once
   * per change of person). Does nothing with one person at this screen. `whileCovered` runs once the
   * curtain hides the table (a table turning itself to the next person does it then, unseen).
   */
  protected async handOver(seat: number, who: HandOverOptions, whileCovered?: () => void): Promise<void> {
    if (!this.session.passAndPlay || this.handedTo === seat) return;
    const screen = new HandOverScreen(this, who);
    if (whileCovered) void screen.covering.then(() => {
      if (this.sys.isActive() && screen.active) whileCovered();
    });
    // It counts as open until it has faded out (the table below is not in sight before): a second
    // press of the one that closed it, Enter twice say, plays nothing. (It had taken the card on offer
    // for the next player, unseen.) The private view is drawn from `done` on, under the fading curtain.
    void this.withDialog(() => new Promise<void>((gone) => screen.once(Phaser.GameObjects.Events.DESTROY, () => gone())));
    await screen.done;
    this.handedTo = seat;
  }

  /**
   * The end-of-game dialog: the scene's title and text, with Play again and Menu unless given others,
   * and always "View table" (the dialog closes; the Result button opens it again). Resolves with the
   * player's final choice.
   */
  protected async endDialog(options: Pick<DialogOptions, 'title' | 'text'> & Partial<Pick<DialogOptions, 'buttons' | 'cancelValue'>>): Promise<string | null> {
    const buttons = [
      ...(options.buttons ?? [
        { label: t('table.again'), value: 'again' },
        { label: t('table.menu'), value: 'menu', variant: 'secondary' as const },
      ]),
      { label: t('table.viewTable'), value: VIEW_TABLE, variant: 'secondary' as const },
    ];
    const choice = await this.presentResult(() =>
      this.withDialog(() => showDialog(this, { cancelValue: 'menu', ...options, buttons, width: Math.max(900, buttons.length * 260) })),
    );
    if (!this.sys.isActive()) return null;
    if (options.buttons === undefined) {
      if (choice === 'again') this.rematch();
      else this.leave();
    }
    return choice;
  }

  /**
   * Shows a result with `open` (a dialog, a score sheet: it resolves with the player's choice) until
   * the choice is other than "View table": after that one the table stays in view with a Result
   * button, and a press on it opens the result again. Null when the table closed meanwhile.
   */
  protected async presentResult(open: () => Promise<string | null>): Promise<string | null> {
    for (;;) {
      const choice = await open();
      if (choice !== VIEW_TABLE || !this.sys.isActive()) return choice;
      if (!(await this.untilResultWanted())) return null;
    }
  }

  /** Shows the Result button; resolves true when it is pressed (false if the table closes first). */
  private untilResultWanted(): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (wanted: boolean): void => {
        this.events.off(Phaser.Scenes.Events.SHUTDOWN, closed);
        const button = this.resultButton;
        this.resultButton = null;
        if (wanted) button?.destroy();
        resolve(wanted);
      };
      const closed = (): void => done(false);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, closed);
      this.resultButton = new Button(this, 0, 0, { label: t('table.showResult'), icon: '★', onClick: () => done(true), width: 300, height: 88 });
      this.resultButton.setName('table:result').setDepth(DEPTH.hud + 60);
      this.placeResultButton();
    });
  }

  /** Places the Result button (at `resultButtonPlace`). */
  private placeResultButton(): void {
    const at = this.resultButtonPlace();
    this.resultButton?.setPosition(at.x, at.y);
  }

  /**
   * The Result button's centre: the bottom right corner, over the finished table. A table whose own
   * row lies there puts it where nothing is left to see (No Thanks: where its decision buttons were).
   */
  protected resultButtonPlace(): { x: number; y: number } {
    return { x: this.scale.width - 24 - 150, y: this.scale.height - 24 - 44 };
  }

  /** Says `text` in the live region (an answer, a change the player should hear of). */
  protected say(text: string | null): void {
    speak(this, text);
  }

  protected toast(text: string, kind: ToastKind = 'info', ms?: number): void {
    showToast(this, text, kind, ms);
  }
}
