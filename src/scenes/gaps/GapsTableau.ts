/**
 * The Gaps (Montana) table, on the base table scene (ui/table/TableScene.ts: the session, leaving,
 * re-layout, the input policy, the end dialog's frame). The scene builds the parts and wires them: the
 * top bar (back/Esc, undo, redo, hint, redeal, restart, new deal), the tableau (`gaps/TableauView`),
 * the input (`gaps/TableInput`: drag, tap, double-tap, keyboard), the status strip (score, redeals,
 * deal number, solver) and what happens around the game (`gaps/GapsPlay`). Rules live in the engine
 * (`src/engine/gaps`); the game in progress, with undo/redo, saves and statistics, is the table session.
 *
 * The deal number (seed) is shown, can be typed in to replay or share a deal, and is written to the
 * page URL (`?game=gaps&seed=…`).
 *
 * "Winnable deals only" (option `winnable`): a new deal's seed is the base of a pick (engine:
 * winnableSeed) made on the solver worker before the table is built, behind the closed curtain of the
 * scene change ("Finding a winnable deal…" on it if that takes a moment). The table then plays, shows
 * and shares the picked deal's own seed, which picks itself again. A deal number typed in, and a game
 * resumed, are played as they are.
 */
import Phaser from 'phaser';
import '../../platform/strings/gaps';
import { COLS, DEFAULT_REDEALS, ROWS, normalizeOptions, rules, type GapsEvent, type GapsMove, type GapsOptions, type GapsState } from '../../engine/gaps';
import type { BucketStats } from '../../platform/stats';
import type { GameLaunch } from '../../platform/launch';
import { writePageAddress } from '../../ui/pageAddress';
import { t } from '../../platform/i18n';
import { clearSavedGame, savedGameMatching } from '../../platform/savedGames';
import { TableSession, type GameEnd, type PlayedMove } from '../../platform/session/TableSession';
import type { Probe } from '../../ui/runtime/testHook';
import { CSS, FocusManager, isPhone, showDialog, playSound, textStyle, keepToastsAbove, type Focusable } from '../../ui';
import type { A11yQueries, AccessibleInfo } from '../../ui/a11y';
import { describeGapsMove } from '../../platform/speech/gaps';
import { gapsNamer, gapsQueries, type SpokenGapsTable } from './spoken';
import { TableScene } from '../../ui/table/TableScene';
import { addBackdrop } from '../../ui/backdrop';
import { CURTAIN_DEPTH, goToScene } from '../../ui/transition';
import { buildInSteps } from '../../ui/buildInSteps';
import { tableauLayout } from './layout';
import { TableauView } from './TableauView';
import { StatusStrip, stripHeight } from './StatusStrip';
import { StuckPrompt } from './StuckPrompt';
import { SolverClient } from '../../ai-worker/SolverClient';
import { GapsPlay, gapsResult } from './GapsPlay';
import { TableInput } from './TableInput';
import { askDealNumber } from './dealDialog';
import { gapsOpen, gapsSessionOptions } from './session';
import { dealLabel, randomDealNumber } from './dealNumber';

/** A fresh deal number: short and easy to share (crypto, not Math.random). */
const newDealNumber = randomDealNumber;

/** How long a pick may take before the curtain says what is going on (most take less). */
const FINDING_NOTE_MS = 250;

/** What the scene is started with: a launch, and whether its seed names the very deal to play. */
type TableData = Partial<GameLaunch> & {
  /** The seed was typed in by the player: dealt as it is, even with winnable deals only. */
  dealChosen?: boolean;
};

export class GapsTableau extends TableScene<GapsState, GapsMove, GapsEvent> {
  private strip!: StatusStrip;
  private view!: TableauView;
  private backdrop!: Phaser.GameObjects.Image;
  private prompt!: StuckPrompt;
  private flow!: GapsPlay;
  private solver: SolverClient | null = null;
  /** Winnable deals only: the seed to pick the deal from, or null when the launch's seed is the deal. */
  private pickFrom: string | null = null;
  /** The pick found no winnable deal (or failed): the base seed is dealt, and the player is told. */
  private pickFailed = false;
  /** The game on the table is being given up for another deal: its save is not written again. */
  private abandoning = false;

  constructor() {
    super('GapsTableau');
  }

  override init(data: TableData): void {
    const launch: GameLaunch = { game: 'gaps', options: data.options ?? {}, seed: data.seed || newDealNumber(), seats: ['human'], resume: data.resume, shared: data.shared };
    // Gaps together: the server holds the game (its deal, options and moves); nothing saved here is resumed.
    if (data.online) launch.online = data.online;
    // The address names the deal, so a reload starts this same deal again: resume it where it was left.
    if (!launch.resume && data.seed && !launch.online) {
      const settings = (o: Record<string, unknown>): string => JSON.stringify(normalizeOptions(o as Partial<GapsOptions>));
      const saved = savedGameMatching(launch, (a, b) => settings(a) === settings(b));
      launch.resume = saved?.resume;
      launch.playedMs = saved?.playedMs;
    }
    // The clock goes on from the time a resumed save was played for (none for a new deal or a shared one).
    else if (launch.resume && !data.shared) launch.playedMs = data.playedMs;
    super.init(launch);
    this.abandoning = false;
    this.pickFrom = launch.options.winnable === true && !launch.resume && !launch.online && data.dealChosen !== true ? launch.seed : null;
    this.pickFailed = false;
    // A restarted scene keeps its fields: the last life's client was disposed with it.
    this.solver = null;
  }

  create(): void {
    // In steps, one per frame, behind the transition's curtain: each part makes and uploads textures
    // (texts, shapes, cards), together one long task (see buildInSteps). A winnable deal is picked first.
    const picked = this.pickFrom === null ? undefined : this.pickDeal(this.pickFrom);
    buildInSteps(
      this,
      [
        () => {
          this.backdrop = addBackdrop(this);
          // Saves hold the clock's time (the strip is made in the next step, before any move is saved).
          this.openTable({ rules, players: () => 1, open: gapsOpen, session: { ...gapsSessionOptions, playedMs: () => this.strip.clock.elapsed() } });
          this.makeBar();
        },
        () => {
          this.strip = new StatusStrip(this, { onDeal: () => void this.enterDeal(), onToggleSolver: () => this.flow.toggleSolver(), onAutoplay: () => void this.flow.autoplay() });
          this.strip.clock.startFrom(this.launch.playedMs ?? 0);
          this.strip.setDeal(dealLabel(this.launch.seed, 'strip', t(`gaps.variant.${this.session.state.settings.variant}`)));
          this.prompt = new StuckPrompt(this, () => this.flow.redeal());
          this.placeToasts();
        },
        () => {
          this.view = new TableauView(this, this.computeLayout(), this.session.state, this.backdrop);
          // The strip's tap boxes stay clear of the cards' (the strip was made before their layout).
          this.strip.layout(this.view.layout.touchBottom);
        },
        () => this.view.setLayout(this.view.layout, this.session.state),
        () => this.wire(),
      ],
      picked,
    );
  }

  /**
   * Picks the deal of a "winnable deals only" table from `base` on the solver worker (on this thread
   * where none can start), and makes its seed the launch's. The curtain stays closed meanwhile.
   */
  private async pickDeal(base: string): Promise<void> {
    const solver = new SolverClient();
    this.solver = solver;
    // Left before the pick came back (the table's own clean-up is not wired yet).
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => solver.dispose());
    let note: Phaser.GameObjects.Text | null = null;
    const showNote = (): void => {
      if (note || !this.sys.isActive()) return;
      const { width, height } = this.scale;
      note = this.add
        .text(width / 2, height / 2, t('gaps.findingWinnable'), textStyle('body', { fontSize: height > width ? '44px' : '36px', color: CSS.textDim }))
        .setOrigin(0.5)
        .setDepth(CURTAIN_DEPTH + 1)
        .setName('gaps:finding-winnable');
    };
    const timer = this.time.delayedCall(FINDING_NOTE_MS, showNote);
    const seed = await solver.pickWinnable(base, this.launch.options, showNote);
    timer.remove();
    (note as Phaser.GameObjects.Text | null)?.destroy();
    if (seed === null) this.pickFailed = true;
    else this.launch = { ...this.launch, seed };
  }

  /** The last step of `create`: the game flow, input, the address; then play starts. */
  private wire(): void {
    // A winnable deal's pick started the solver worker already: it answers the indicator too.
    this.solver ??= new SolverClient();
    this.flow = new GapsPlay({
      scene: this,
      session: this.session,
      view: this.view,
      bar: this.bar,
      strip: this.strip,
      prompt: this.prompt,
      ai: this.aiClient(),
      solver: this.solver,
      animating: (task) => this.animating(task),
      isAnimating: () => this.isAnimating,
      whenIdle: (fn) => this.whenIdle(fn),
      play: (move) => this.play(move),
      untilInputAccepted: () => this.untilInputAccepted(),
    });
    this.flow.input = new TableInput(this, {
      session: this.session,
      view: this.view,
      isBusy: () => !this.acceptsInput(),
      play: (m) => void this.play(m),
      hintedMove: () => this.flow.hintedMove(),
    });
    this.writeUrl();
    // The time played since the last move is saved too when the page is hidden (closed, say) or left.
    const saveTime = (): void => {
      if (this.session instanceof TableSession && !this.abandoning) this.session.saveNow();
    };
    this.game.events.on(Phaser.Core.Events.HIDDEN, saveTime);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.game.events.off(Phaser.Core.Events.HIDDEN, saveTime);
      saveTime();
      this.flow.dispose();
      this.solver?.dispose();
      this.view.destroy();
    });
    this.startTable();
    const fresh = this.session.moves.length === 0 && this.session.state.redealsUsed === 0;
    void this.flow.start(fresh).then(() => {
      // A resumed game that had already ended: its result again (it was counted when it ended).
      if (this.session.openedOver && this.session.over && this.sys.isActive()) void this.showResult(gapsResult(this.session.state), null);
    });
    if (this.pickFailed) this.toast(t('gaps.winnableNotFound'), 'info', 6000);
  }

  /** A person's move, through the table's input policy: an illegal one sounds so and changes nothing. */
  private play(move: GapsMove): Promise<void> {
    if (!this.acceptsInput()) return Promise.resolve();
    const result = this.submitMove(move);
    if ('error' in result) {
      playSound('illegal');
      return Promise.resolve();
    }
    return result.done;
  }

  // In words, for a screen reader (./spoken.ts).
  private readonly spoken: SpokenGapsTable = { state: () => this.session.state, legalMoves: () => this.session.legalMoves(), focused: () => FocusManager.existing(this)?.focused ?? null };
  private readonly nameOf = gapsNamer(this.spoken);

  protected override describeMove(played: PlayedMove<GapsMove, GapsEvent>): string {
    return describeGapsMove(played.events, this.session.state);
  }

  protected override describeItem(item: Focusable): AccessibleInfo | null {
    return this.nameOf(item);
  }

  protected override a11yQueries(): A11yQueries {
    return gapsQueries(this.spoken);
  }

  protected showMove(played: PlayedMove<GapsMove, GapsEvent>): Promise<void> {
    return this.flow.show(played.events);
  }

  protected async gameOver(end: GameEnd): Promise<void> {
    await this.showResult({ score: end.scores[0] ?? 0, won: end.winners.length > 0 }, end.stats);
  }

  /** The end of a deal: the win's celebration, then the score (and statistics when counted now). */
  private async showResult({ score, won }: { score: number; won: boolean }, stats: BucketStats | null): Promise<void> {
    if (won) await this.flow.celebrate();
    if (!this.sys.isActive()) return;
    const line = stats
      ? `\n${t('gaps.statsLine', { played: stats.played, won: stats.won, streak: stats.streak ?? 0, best: stats.best ?? score, avg: (stats.total / Math.max(1, stats.played)).toFixed(1) })}`
      : '';
    const choice = await this.endDialog({
      title: won ? t('gaps.won.title') : t('gaps.lost.title'),
      text: `${t('gaps.result', { score })}${line}`,
      buttons: [
        ...(won ? [] : [{ label: t('gaps.undoLast'), value: 'undo', variant: 'secondary' as const }]),
        { label: t('gaps.replay'), value: 'replay', variant: 'secondary' as const },
        { label: t('gaps.newDeal'), value: 'new', variant: 'primary' as const },
      ],
      cancelValue: 'close',
    });
    if (choice === 'undo') this.flow.undo();
    else if (choice === 'replay') this.flow.restart();
    else if (choice === 'new') this.startDeal(newDealNumber());
  }

  private makeBar(): void {
    const variant = this.session.state.settings.variant;
    this.makeTopBar({
      subtitle: dealLabel(this.launch.seed, 'subtitle', t(`gaps.variant.${variant}`)),
      // The deal is shared from the deal dialog and the address bar (the bar is full).
      share: false,
      actions: [
        { id: 'undo', label: t('gaps.undo'), icon: '↶', keys: ['z', 'u', 'Backspace'], repeats: true, onClick: () => this.flow.undo(), width: 180 },
        { id: 'redo', label: t('gaps.redo'), icon: '↷', keys: ['y'], repeats: true, onClick: () => this.flow.redo(), width: 180 },
        { id: 'hint', label: t('gaps.hint'), icon: '?', keys: ['h'], onClick: () => void this.flow.hint(), width: 180 },
        // A deal without redeals (the basic variant, or none chosen) has no Redeal button.
        ...(this.session.state.settings.redeals === 0 ? [] : [{ id: 'redeal', label: t('gaps.redeal'), icon: '⇄', keys: ['r'], onClick: () => this.flow.redeal(), width: 180 }]),
        { id: 'restart', label: t('gaps.restart'), icon: '↺', onClick: () => this.flow.restart(), width: 180 },
        { id: 'new', label: t('gaps.newDeal'), icon: '+', keys: ['n'], onClick: () => void this.newDeal(), width: 180, variant: 'primary' },
      ],
    });
  }

  private computeLayout(): ReturnType<typeof tableauLayout> {
    const { width, height } = this.scale;
    const phone = isPhone(this);
    return tableauLayout(width, height, this.bar.barHeight, stripHeight(height > width, phone), phone);
  }

  /** Laid out again for a new size (the base calls it once no animation is running). */
  /** Esc / Back first drops a 2 waiting for its row (or a gap waiting for its 2); then it asks to leave. */
  protected override backConsumed(): boolean {
    return this.flow?.input?.cancelChoice() ?? false;
  }

  /** Toasts rise from the bottom edge, over the status strip: under the top bar they hid the first row of cards. */
  private placeToasts(): void {
    keepToastsAbove(this, this.scale.height - 18);
  }

  protected layout(): void {
    this.placeToasts();
    this.bar.layout();
    const tableau = this.computeLayout();
    this.strip.layout(tableau.touchBottom);
    this.view.setLayout(tableau, this.session.state);
    this.flow.relayout();
  }

  /**
   * Starts another deal of the same options: a new deal (with winnable deals only, `seed` is the base
   * of the pick), or one whose number was typed in (`chosen`: dealt as it is).
   */
  private startDeal(seed: string, chosen = false): void {
    // The game left behind is abandoned: the menu should not offer to resume it.
    this.abandoning = true;
    clearSavedGame('gaps');
    const data: TableData = { ...this.launch, seed, resume: undefined, playedMs: undefined, dealChosen: chosen };
    goToScene(this, 'GapsTableau', data);
  }

  /** New deal from the top bar: asks first when a game in progress would be thrown away. */
  private async newDeal(): Promise<void> {
    if (this.dialogOpen) return;
    if (this.session.moves.length > 0 && !this.session.over) {
      const discard = await this.confirm({
        title: t('gaps.confirmNew.title'),
        text: t('gaps.confirmNew.text'),
        yes: { label: t('gaps.newDeal'), variant: 'primary' },
        no: t('gaps.dealDialog.cancel'),
        noFirst: true,
        opener: () => this.bar.button('new'),
      });
      if (!discard) return;
    }
    this.startDeal(newDealNumber());
  }

  private async enterDeal(): Promise<void> {
    if (this.dialogOpen) return;
    this.input.enabled = false;
    const seed = await this.withDialog(() => askDealNumber(this.game.canvas, { current: this.launch.seed, shareUrl: this.shareUrl(this.launch.seed) }));
    if (!this.sys.isActive()) return;
    this.input.enabled = true;
    if (seed !== null) this.startDeal(seed, true);
  }

  /** This page's address with this game and deal in it (other switches such as ?lang are kept). */
  private shareUrl(seed: string): string {
    const url = new URL(globalThis.location?.href ?? 'http://localhost/');
    url.searchParams.set('game', 'gaps');
    url.searchParams.set('seed', seed);
    const o = this.session.state.settings;
    for (const [key, value, standard] of [
      ['variant', o.variant, 'aisleriot'],
      ['redeals', o.redeals < 0 ? 'unlimited' : String(o.redeals), String(DEFAULT_REDEALS)],
      ['randomGaps', o.randomGaps ? '1' : '0', '0'],
      ['winnable', o.winnable ? '1' : '0', '0'],
    ] as const) {
      if (value === standard) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    return url.toString();
  }

  /** Puts the deal in the address bar, so reloading or copying the URL gives this deal again. */
  private writeUrl(): void {
    // Only a page of our own: a site embedding the game keeps its address as it is. Where a sandboxed
    // frame forbids it, sharing still works through the deal dialog.
    writePageAddress(this, this.shareUrl(this.launch.seed));
  }

  protected probe(): Probe {
    return {
      notation: () => rules.format(this.session.state),
      locate: (id) => {
        const gap = /^gap-(\d+)-(\d+)$/.exec(id);
        if (gap) {
          const row = Number(gap[1]);
          const col = Number(gap[2]);
          if (row >= ROWS || col >= COLS) return null;
          const slot = this.view.slot({ row, col });
          return { x: slot.x, y: slot.y };
        }
        const card = this.view.card(id as never);
        return card ? { x: card.x, y: card.y } : null;
      },
    };
  }
}
