/**
 * The flow of a game at the Gaps table: play a move (the engine judges it) and animate the events it
 * returned, undo/redo/restart, the hint (from the AI worker, shown by nudging the card toward its
 * gap), the solver's "winnable?" verdict and autoplay of a won position, the stuck prompt, and the
 * end of the game (celebration, result, statistics). The scene builds the parts; this class runs them.
 */
import Phaser from 'phaser';
import { IllegalMoveError } from '../../engine/core';
import { VERDICT_BUDGET, redealsLeft, rules, type GapsEvent, type GapsMove } from '../../engine/gaps';
import type { AiClient } from '../../ai-worker/client';
import { t } from '../../platform/i18n';
import { recordGame } from '../../platform/stats';
import { clearSavedGame, saveGame } from '../../platform/savedGames';
import { announceGameOver } from '../../ui/runtime/lifecycle';
import type { GameLaunch } from '../../platform/launch';
import { storedValue } from '../../platform/storage';
import { FocusManager, showDialog, showToast, playSound, tweenTo, type TopBar } from '../../ui';
import type { GapsSession } from './session';
import type { TableauView } from './TableauView';
import type { StatusStrip } from './StatusStrip';
import type { StuckPrompt } from './StuckPrompt';
import type { TableInput } from './TableInput';
import type { SolverClient } from '../../ai-worker/SolverClient';

export interface GapsParts {
  scene: Phaser.Scene;
  session: GapsSession;
  view: TableauView;
  bar: TopBar;
  strip: StatusStrip;
  prompt: StuckPrompt;
  ai: AiClient;
  solver: SolverClient;
  /** What the scene was started with (saves and the embedding page's announcements use it). */
  launch: GameLaunch;
  /** Bucket for the statistics (the variant). */
  statsBucket: string;
  /** What the result dialog's buttons do outside this game. */
  onNewDeal(): void;
}

/** What the hint's worker answered: the move (null when none is left), or 'failed'. */
type HintAnswer = GapsMove | null | 'failed';
interface QueuedHint {
  positionId: number;
  answer: Promise<HintAnswer> | null;
}

const solverSetting = storedValue<boolean>('gaps-solver', 1, () => false, (v) => (typeof v === 'boolean' ? v : null));

export class GapsPlay {
  input!: TableInput;
  private busy = 0;
  /** Bumped on every change of position, so late answers (hint, solver) for old positions are dropped. */
  private positionId = 0;
  private hintMarker: Phaser.GameObjects.Zone;
  private hinted: GapsMove | null = null;
  private winningLine: { positionId: number; moves: string[] } | null = null;
  private autoplaying = false;
  private recorded = false;
  private solverOn = solverSetting.load();
  private hintPending = false;
  /**
   * A hint asked for while the table was animating, given once the table is still: the position it was
   * asked in, and the worker's answer already being worked out for it (null when thinking inline).
   */
  private queuedHint: QueuedHint | null = null;
  private disposed = false;

  constructor(private readonly p: GapsParts) {
    // Marks the thing to click for the current hint (the test hook finds it by name; invisible).
    this.hintMarker = p.scene.add.zone(0, 0, 10, 10).setName('gaps:hint-card').setVisible(false);
  }

  get session(): GapsSession {
    return this.p.session;
  }

  /** False once the scene has shut down (late worker answers and loops must then do nothing). */
  private get alive(): boolean {
    return !this.disposed && this.p.scene.sys.isActive();
  }

  /** The scene is shutting down. */
  dispose(): void {
    this.disposed = true;
    this.autoplaying = false;
  }

  /** The move the hint on screen shows (null when none is showing). */
  hintedMove(): GapsMove | null {
    return this.hinted;
  }

  isBusy(): boolean {
    return this.busy > 0;
  }

  /** Runs an animation with input paused. */
  private async animate(task: () => Promise<void>): Promise<void> {
    this.busy++;
    this.input?.setEnabled(false);
    try {
      await task();
    } finally {
      this.busy--;
      if (this.busy === 0) this.input?.setEnabled(true);
    }
  }

  /** The first deal (or the resumed position) arrives on the table. */
  async start(withAces: boolean): Promise<void> {
    this.refreshHud();
    await this.animate(() => this.p.view.dealIn(this.session.state, withAces));
    this.afterChange([]);
    // A resumed game that had already ended: show its result again (it was counted when it ended).
    if (this.session.isOver && this.alive) {
      this.recorded = true;
      void this.gameOver(this.session.won);
    }
  }

  /** Plays a move the engine accepts and animates what it says happened; resolves when all is shown. */
  play(move: GapsMove, fast = false): Promise<void> {
    if (this.isBusy()) return Promise.resolve();
    let events: GapsEvent[];
    try {
      events = this.session.play(move);
    } catch (err) {
      if (!(err instanceof IllegalMoveError)) throw err;
      playSound('illegal');
      return Promise.resolve();
    }
    this.changed();
    return this.animate(async () => {
      for (const e of events) {
        if (e.type === 'move') await this.p.view.playMove(e, this.session.state, fast);
        else if (e.type === 'redeal') await this.p.view.playRedeal(e, this.session.state);
      }
    }).then(() => this.afterChange(events));
  }

  undo(): void {
    if (this.isBusy() || !this.session.undo()) return;
    this.resync();
  }

  redo(): void {
    if (this.isBusy() || !this.session.redo()) return;
    this.resync();
  }

  /** Back to the deal (the moves stay redoable). */
  restart(): void {
    if (this.isBusy() || !this.session.canUndo) return;
    this.session.restart();
    this.recorded = false;
    this.resync();
  }

  redeal(): void {
    const legal = this.session.legalMoves;
    if (legal.length === 1 && legal[0]!.type === 'redeal') void this.play({ type: 'redeal' });
  }

  private resync(): void {
    this.changed();
    void this.animate(() => this.p.view.syncTo(this.session.state)).then(() => this.afterChange([]));
  }

  /** A new position: old hints, selections and solver answers no longer apply. */
  private changed(): void {
    this.positionId++;
    this.clearHint();
    this.input?.forgetPosition();
    this.p.prompt.hide();
    this.refreshHud();
  }

  private refreshHud(): void {
    const s = this.session;
    const over = s.isOver;
    const legal = s.legalMoves;
    const busy = this.isBusy() || this.autoplaying;
    this.p.strip.setScore(s.score);
    this.p.strip.setRedeals(redealsLeft(s.state));
    this.p.bar.setEnabled('undo', s.canUndo && !this.autoplaying);
    this.p.bar.setEnabled('redo', s.canRedo && !this.autoplaying);
    this.p.bar.setEnabled('hint', !over && !this.hintPending && !busy);
    this.p.bar.setEnabled('redeal', legal.length === 1 && legal[0]!.type === 'redeal' && !this.autoplaying);
    this.p.bar.setEnabled('restart', s.canUndo && !this.autoplaying);
  }

  /** After the animations of a change: prompts, the end of the game, the solver. */
  private afterChange(events: GapsEvent[]): void {
    if (!this.alive) return;
    this.refreshHud();
    this.save();
    const s = this.session;
    const legal = s.legalMoves;
    if (legal.length === 1 && legal[0]!.type === 'redeal' && !this.autoplaying) this.showStuck();
    const end = events.find((e) => e.type === 'won' || e.type === 'lost');
    if (end) void this.gameOver(end.type === 'won');
    this.checkSolver();
    const queued = this.queuedHint;
    if (queued) {
      this.queuedHint = null;
      this.p.strip.setThinking(false);
      void this.hint(queued);
    }
  }

  /** The table was laid out again (resize): move the prompt, drop a hint whose marker moved away. */
  relayout(): void {
    this.clearHint();
    if (this.p.prompt.visible) this.showStuck();
  }

  /** Keeps the game in progress resumable from the menu; a finished game leaves no save. */
  private save(): void {
    const s = this.session;
    if (s.isOver) return clearSavedGame('gaps');
    if (s.moves.length === 0) return;
    // The state's settings rather than the launch options: unlimited redeals are -1 there (JSON has no Infinity).
    saveGame({ ...this.p.launch, options: { ...s.state.settings } }, s.moves);
  }

  private showStuck(): void {
    const { view } = this.p;
    const bands = view.layout.bands;
    const first = bands[0]!;
    const last = bands[bands.length - 1]!;
    const width = Math.min(first.width * 0.8, 860);
    this.p.prompt.show(first.x + first.width / 2, (first.y + last.y + last.height) / 2, width, redealsLeft(this.session.state));
  }

  // ------------------------------------------------------------------ hint

  async hint(queued: QueuedHint | null = null): Promise<void> {
    if (this.hintPending || this.session.isOver) return;
    if (this.isBusy()) {
      // Asked for during the deal (seconds at normal speed) or a move: the engine already holds the
      // position being animated, so the worker starts on it now, and the answer is shown once the
      // table is still (afterChange); meanwhile the strip shows that the click was heard. Thinking on
      // the main thread (no worker) waits for the table to be still instead, not to stall the deal.
      if (!this.autoplaying && !this.queuedHint) {
        this.queuedHint = { positionId: this.positionId, answer: this.p.ai.thinksInline ? null : this.askHint() };
        this.p.strip.setThinking(true);
      }
      return;
    }
    const id = this.positionId;
    const early = queued?.positionId === id ? queued.answer : null;
    this.hintPending = true;
    this.p.strip.setThinking(true);
    this.refreshHud();
    const answer = await (early ?? this.askHint());
    this.hintPending = false;
    if (!this.alive) return;
    this.p.strip.setThinking(false);
    this.refreshHud();
    if (id !== this.positionId) return;
    if (answer === 'failed') showToast(this.p.scene, t('gaps.hintFailed'), 'error');
    else if (answer) await this.showHint(answer);
  }

  /** Asks the AI worker for the hint in the current position; 'failed' if it could not answer. */
  private askHint(): Promise<HintAnswer> {
    // On the main thread (no worker) the full search could freeze the page for most of a second
    // (measured 0.69-0.74 s on hard deals); half the budget halves that.
    const level = this.p.ai.thinksInline ? 'medium' : 'hard';
    return this.p.ai
      .chooseMove<GapsMove | null>('gaps', rules.view(this.session.state, 0), level, `${this.session.seed}:${this.session.moves.length}`)
      .then(
        (move) => move,
        () => 'failed' as const,
      );
  }

  /** Shows a hint: the card glows and leans toward its gap; a redeal hint points at the Redeal button. */
  private async showHint(move: GapsMove): Promise<void> {
    this.clearHint();
    if (move.type === 'redeal') {
      if (!this.p.prompt.visible) this.showStuck();
      const b = this.p.prompt.button.getBounds();
      this.hintMarker.setPosition(b.centerX, b.centerY).setSize(b.width, b.height).setVisible(true);
      this.hinted = move;
      FocusManager.for(this.p.scene).focus(this.p.prompt.button);
      showToast(this.p.scene, t('gaps.hintRedeal'));
      return;
    }
    const sprite = this.p.view.card(move.card);
    if (!sprite) return;
    const slot = this.p.view.slot(move.to);
    sprite.setHighlight('hint');
    slot.setHighlight('hint');
    this.hinted = move;
    // Keyboard players: Enter now plays the hinted card.
    FocusManager.for(this.p.scene).focus(sprite);
    const b = sprite.getBounds();
    this.hintMarker.setPosition(sprite.home.x, sprite.home.y).setSize(b.width, b.height).setVisible(true);
    // Lean toward the gap and back, so the eye follows the path the move would take.
    const home = { ...sprite.home };
    await this.animate(async () => {
      await tweenTo(this.p.scene, sprite, { x: home.x + (slot.x - home.x) * 0.4, y: home.y + (slot.y - home.y) * 0.4 }, 260, 'Sine.easeOut');
      await tweenTo(this.p.scene, sprite, { x: home.x, y: home.y }, 300, 'Back.easeOut');
    });
  }

  private clearHint(): void {
    const h = this.hinted;
    this.hinted = null;
    this.hintMarker.setVisible(false);
    if (h?.type !== 'move') return;
    this.p.view.card(h.card)?.setHighlight('none');
    this.p.view.slot(h.to).setHighlight('none');
  }

  // ------------------------------------------------------------------ solver and autoplay

  toggleSolver(): void {
    this.solverOn = !this.solverOn;
    solverSetting.save(this.solverOn);
    this.checkSolver();
  }

  private checkSolver(): void {
    const { strip, solver } = this.p;
    const s = this.session;
    this.winningLine = null;
    if (!this.autoplaying) strip.setAutoplay(false);
    if (!this.solverOn) {
      solver.cancel();
      strip.setSolver('off');
      return;
    }
    if (s.won) return strip.setSolver('winnable');
    if (s.isOver) return strip.setSolver('lost');
    if (this.autoplaying) return;
    strip.setSolver('checking');
    const id = this.positionId;
    void solver.ask(s.state, VERDICT_BUDGET).then((answer) => {
      if (!answer || id !== this.positionId || !this.alive) return;
      if (answer.result === 'winnable') {
        this.winningLine = { positionId: id, moves: answer.moves };
        strip.setSolver('winnable');
        strip.setAutoplay(true);
      } else if (answer.result === 'unwinnable') {
        strip.setSolver(redealsLeft(s.state) !== 0 ? 'needsRedeal' : 'lost');
      } else strip.setSolver(answer.result);
    });
  }

  /** Plays the solver's winning line move by move (or stops a running autoplay). */
  async autoplay(): Promise<void> {
    if (this.autoplaying) {
      this.autoplaying = false;
      return;
    }
    const line = this.winningLine;
    if (!line || line.positionId !== this.positionId || this.isBusy()) return;
    this.autoplaying = true;
    this.p.strip.setAutoplay(true, true);
    this.refreshHud();
    for (const text of line.moves) {
      if (!this.autoplaying || !this.alive) break;
      await this.play(rules.parseMove(text), true);
    }
    const finished = this.session.won;
    this.autoplaying = false;
    if (!this.alive) return;
    this.p.strip.setAutoplay(false);
    this.refreshHud();
    if (!finished) this.checkSolver();
  }

  // ------------------------------------------------------------------ the end

  private async gameOver(won: boolean): Promise<void> {
    const s = this.session;
    const score = s.score;
    const stats = this.recorded ? null : recordGame('gaps', this.p.statsBucket, { won, score });
    if (!this.recorded) announceGameOver(this.p.scene, this.p.launch, { scores: [score], winners: won ? [0] : [], humanWon: won });
    this.recorded = true;
    if (won) await this.animate(() => this.p.view.celebrate());
    if (!this.alive) return;
    const line = stats
      ? `\n${t('gaps.statsLine', { played: stats.played, won: stats.won, best: stats.best ?? score, avg: (stats.total / Math.max(1, stats.played)).toFixed(1) })}`
      : '';
    this.p.bar.setShortcutsEnabled(false);
    const choice = await showDialog(this.p.scene, {
      title: won ? t('gaps.won.title') : t('gaps.lost.title'),
      text: `${t('gaps.result', { score })}${line}`,
      buttons: [
        ...(won ? [] : [{ label: t('gaps.undoLast'), value: 'undo', variant: 'secondary' as const }]),
        { label: t('gaps.replay'), value: 'replay', variant: 'secondary' as const },
        { label: t('gaps.newDeal'), value: 'new', variant: 'primary' as const },
      ],
      cancelValue: 'close',
    });
    if (!this.alive) return;
    this.p.bar.setShortcutsEnabled(true);
    if (choice === 'undo') this.undo();
    else if (choice === 'replay') this.restart();
    else if (choice === 'new') this.p.onNewDeal();
  }
}
