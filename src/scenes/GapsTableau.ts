/**
 * The Gaps (Montana) table. The scene builds the parts and wires them: the top bar (back/Esc, undo,
 * redo, hint, redeal, restart, new deal), the tableau (`gaps/TableauView`), the input
 * (`gaps/TableInput`: drag, tap, double-tap, keyboard), the status strip (score, redeals, deal number,
 * solver) and the game flow (`gaps/GapsPlay`). Rules live in the engine (`src/engine/gaps`).
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
import '../platform/strings/gaps';
import { COLS, ROWS, type GapsOptions } from '../engine/gaps';
import { AiClient } from '../ai-worker/client';
import { OWNS_PAGE_ADDRESS, type GameLaunch } from '../platform/launch';
import { t } from '../platform/i18n';
import { clearProbe, registerProbe, type Probe } from '../ui/runtime/testHook';
import { clearSavedGame, savedGameMatching } from '../platform/savedGames';
import { tellSaveDropped } from '../ui/savedGameNotice';
import { announceGameStart } from '../ui/runtime/lifecycle';
import { gapsBucket } from '../platform/stats';
import { normalizeOptions, rules } from '../engine/gaps';
import { TopBar, showDialog, showToast, onSizeChange, textStyle } from '../ui';
import { addBackdrop } from '../ui/backdrop';
import { CURTAIN_DEPTH, goToScene } from '../ui/transition';
import { buildInSteps } from '../ui/buildInSteps';
import { GapsSession, openGapsSession } from './gaps/session';
import { tableauLayout } from './gaps/layout';
import { TableauView } from './gaps/TableauView';
import { StatusStrip, stripHeight } from './gaps/StatusStrip';
import { StuckPrompt } from './gaps/StuckPrompt';
import { SolverClient } from '../ai-worker/SolverClient';
import { GapsPlay } from './gaps/GapsPlay';
import { TableInput } from './gaps/TableInput';
import { askDealNumber } from './gaps/dealDialog';

/** A fresh deal number: short and easy to share (crypto, not Math.random). */
function newDealNumber(): string {
  const n = globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
  return String(1 + (n % 999_999_999));
}

/** How long a pick may take before the curtain says what is going on (most take less). */
const FINDING_NOTE_MS = 250;

/** What the scene is started with: a launch, and whether its seed names the very deal to play. */
type TableData = Partial<GameLaunch> & {
  /** The seed was typed in by the player: dealt as it is, even with winnable deals only. */
  dealChosen?: boolean;
};

export class GapsTableau extends Phaser.Scene {
  private launch!: GameLaunch;
  private session!: GapsSession;
  private bar!: TopBar;
  private strip!: StatusStrip;
  private view!: TableauView;
  private backdrop!: Phaser.GameObjects.Image;
  private prompt!: StuckPrompt;
  private flow!: GapsPlay;
  private ai: AiClient | null = null;
  private solver: SolverClient | null = null;
  /** Winnable deals only: the seed to pick the deal from, or null when the launch's seed is the deal. */
  private pickFrom: string | null = null;
  /** The pick found no winnable deal (or failed): the base seed is dealt, and the player is told. */
  private pickFailed = false;

  constructor() {
    super('GapsTableau');
  }

  init(data: TableData): void {
    this.launch = { game: 'gaps', options: data.options ?? {}, seed: data.seed || newDealNumber(), seats: ['human'], resume: data.resume, shared: data.shared };
    // The address names the deal, so a reload starts this same deal again: resume it where it was left.
    if (!this.launch.resume && data.seed) {
      const settings = (o: Record<string, unknown>): string => JSON.stringify(normalizeOptions(o as Partial<GapsOptions>));
      this.launch.resume = savedGameMatching(this.launch, (a, b) => settings(a) === settings(b));
    }
    this.pickFrom = this.launch.options.winnable === true && !this.launch.resume && data.dealChosen !== true ? this.launch.seed : null;
    this.pickFailed = false;
    // A restarted scene keeps its fields: the last life's client was disposed with it.
    this.solver = null;
  }

  create(): void {
    let replayed = 0;
    // In steps, one per frame, behind the transition's curtain: each part makes and uploads textures
    // (texts, shapes, cards), together one long task (see buildInSteps). A winnable deal is picked first.
    const picked = this.pickFrom === null ? undefined : this.pickDeal(this.pickFrom);
    buildInSteps(this, [
      () => {
        this.backdrop = addBackdrop(this);
        this.session = this.openSession();
        const resumeMoves = this.launch.resume?.moves ?? [];
        replayed = this.session.replay(resumeMoves);
        // A save whose moves no longer replay (an older engine, a damaged record) is not offered again.
        if (replayed < resumeMoves.length) tellSaveDropped(this, this.launch, `move ${replayed + 1} of ${resumeMoves.length} does not replay`);
        if (replayed === 0) announceGameStart(this, this.launch);
        this.bar = this.makeTopBar();
      },
      () => {
        this.strip = new StatusStrip(this, { onDeal: () => void this.enterDeal(), onToggleSolver: () => this.flow.toggleSolver(), onAutoplay: () => void this.flow.autoplay() });
        this.strip.setDeal(this.launch.seed);
        this.prompt = new StuckPrompt(this, () => this.flow.redeal());
      },
      () => {
        this.view = new TableauView(this, this.computeLayout(), this.session.state, this.backdrop);
      },
      () => this.view.setLayout(this.view.layout, this.session.state),
      () => this.wire(replayed),
    ], picked);
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
        .text(width / 2, height / 2, t('gaps.findingWinnable'), textStyle('body', { fontSize: height > width ? '44px' : '36px', color: '#cfe0d2' }))
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

  /** The last step of `create`: the clients, the game flow, input, the test probe; then play starts. */
  private wire(replayed: number): void {
    this.ai = new AiClient();
    // A winnable deal's pick started the solver worker already: it answers the indicator too.
    this.solver ??= new SolverClient();
    this.flow = new GapsPlay({
      scene: this,
      session: this.session,
      view: this.view,
      bar: this.bar,
      strip: this.strip,
      prompt: this.prompt,
      ai: this.ai,
      solver: this.solver,
      launch: this.launch,
      statsBucket: gapsBucket(this.session.state.settings),
      onNewDeal: () => this.startDeal(newDealNumber()),
    });
    this.flow.input = new TableInput(this, { session: this.session, view: this.view, isBusy: () => this.flow.isBusy(), play: (m) => void this.flow.play(m), hintedMove: () => this.flow.hintedMove() });

    const probe = this.makeProbe();
    registerProbe(probe);
    this.writeUrl();
    const relayout = (): void => this.relayout();
    onSizeChange(this, relayout);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      clearProbe(probe);
      this.flow.dispose();
      this.ai?.dispose();
      this.solver?.dispose();
      this.view.destroy();
    });
    void this.flow.start(replayed === 0 && this.session.state.redealsUsed === 0);
    if (this.pickFailed) showToast(this, t('gaps.winnableNotFound'), 'info', 6000);
  }

  /** The game for the launch; options the engine refuses (an old link or save, say) fall back (openGapsSession). */
  private openSession(): GapsSession {
    const { session, options, refused } = openGapsSession(this.launch.options as Partial<GapsOptions>, this.launch.seed);
    if (refused !== null) {
      console.warn('Gaps options refused, using the defaults:', refused);
      // A saved or shared game the engine no longer accepts (say, of the earlier "basic" rules, which
      // had redeals): its moves belong to another game, so it is dropped, with a notice, not replayed.
      if (this.launch.resume) tellSaveDropped(this, this.launch, `options refused: ${refused}`);
      this.launch = { ...this.launch, options, resume: undefined };
    }
    return session;
  }

  private makeTopBar(): TopBar {
    const variant = this.session.state.settings.variant;
    return new TopBar(this, {
      name: 'gaps',
      title: t('game.gaps'),
      subtitle: t('gaps.subtitle', { variant: t(`gaps.variant.${variant}`), seed: this.launch.seed }),
      onBack: () => goToScene(this, 'Menu', { game: 'gaps' }, 'back'),
      actions: [
        { id: 'undo', label: t('gaps.undo'), icon: '↶', keys: ['z', 'u', 'Backspace'], onClick: () => this.flow.undo(), width: 180 },
        { id: 'redo', label: t('gaps.redo'), icon: '↷', keys: ['y'], onClick: () => this.flow.redo(), width: 180 },
        { id: 'hint', label: t('gaps.hint'), icon: '?', keys: ['h'], onClick: () => void this.flow.hint(), width: 180 },
        { id: 'redeal', label: t('gaps.redeal'), icon: '⇄', keys: ['r'], onClick: () => this.flow.redeal(), width: 180 },
        { id: 'restart', label: t('gaps.restart'), icon: '↺', onClick: () => this.flow.restart(), width: 180 },
        { id: 'new', label: t('gaps.newDeal'), icon: '+', keys: ['n'], onClick: () => void this.newDeal(), width: 180, variant: 'primary' },
      ],
    });
  }

  private computeLayout(): ReturnType<typeof tableauLayout> {
    const { width, height } = this.scale;
    return tableauLayout(width, height, this.bar.barHeight, stripHeight(height > width));
  }

  /** Re-lays out after a size change, once no animation is running (tweens would fight the jump). */
  private relayout(): void {
    if (!this.sys.isActive()) return;
    if (this.flow.isBusy()) {
      this.time.delayedCall(50, () => this.relayout());
      return;
    }
    this.bar.layout();
    this.strip.layout();
    this.view.setLayout(this.computeLayout(), this.session.state);
    this.flow.relayout();
  }

  /**
   * Starts another deal of the same options: a new deal (with winnable deals only, `seed` is the base
   * of the pick), or one whose number was typed in (`chosen`: dealt as it is).
   */
  private startDeal(seed: string, chosen = false): void {
    // The game left behind is abandoned: the menu should not offer to resume it.
    clearSavedGame('gaps');
    const data: TableData = { ...this.launch, seed, resume: undefined, dealChosen: chosen };
    goToScene(this, 'GapsTableau', data);
  }

  /** New deal from the top bar: asks first when a game in progress would be thrown away. */
  private async newDeal(): Promise<void> {
    if (this.session.moves.length > 0 && !this.session.isOver) {
      this.bar.setShortcutsEnabled(false);
      const answer = await showDialog(this, {
        title: t('gaps.confirmNew.title'),
        text: t('gaps.confirmNew.text'),
        buttons: [
          { label: t('gaps.dealDialog.cancel'), value: 'no', variant: 'secondary' },
          { label: t('gaps.newDeal'), value: 'yes', variant: 'primary' },
        ],
        cancelValue: 'no',
      });
      if (!this.sys.isActive()) return;
      this.bar.setShortcutsEnabled(true);
      if (answer !== 'yes') return;
    }
    this.startDeal(newDealNumber());
  }

  private async enterDeal(): Promise<void> {
    this.bar.setShortcutsEnabled(false);
    this.input.enabled = false;
    const seed = await askDealNumber(this.game.canvas, { current: this.launch.seed, shareUrl: this.shareUrl(this.launch.seed) });
    if (!this.sys.isActive()) return;
    this.input.enabled = true;
    this.bar.setShortcutsEnabled(true);
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
      ['redeals', o.redeals < 0 ? 'unlimited' : String(o.redeals), '2'],
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
    // Only a page of our own: a site embedding the game keeps its address as it is.
    if (this.registry.get(OWNS_PAGE_ADDRESS) !== true) return;
    try {
      globalThis.history?.replaceState(globalThis.history.state, '', this.shareUrl(this.launch.seed));
    } catch {
      /* sandboxed frames may forbid it; sharing still works through the dialog */
    }
  }

  private makeProbe(): Probe {
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
