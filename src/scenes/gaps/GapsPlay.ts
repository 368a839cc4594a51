/**
 * What the Gaps table does around the game in progress (the table session owns the game itself: the
 * moves, undo/redo, saves and statistics): show a move's events, bring the table back in line after
 * undo/redo/restart, the hint (from the AI worker, shown by nudging the card toward its gap), the
 * solver's "winnable?" verdict and autoplay of a won position, the stuck prompt and the status strip.
 * The scene builds the parts; this class runs them. Every animation runs inside the scene's
 * `animating`, so the base table refuses input and holds back a re-layout meanwhile.
 */
import Phaser from 'phaser';
import { VERDICT_BUDGET, mustRedeal, redealsLeft, rules, type GapsEvent, type GapsMove, type GapsState } from '../../engine/gaps';
import type { AiClient } from '../../ai-worker/client';
import type { SolverClient } from '../../ai-worker/SolverClient';
import { t } from '../../platform/i18n';
import { storedValue } from '../../platform/storage';
import type { GameSession } from '../../platform/session/GameSession';
import { FocusManager, showToast, tweenTo, type TopBar } from '../../ui';
import type { TableauView } from './TableauView';
import type { StatusStrip } from './StatusStrip';
import type { StuckPrompt } from './StuckPrompt';
import type { TableInput } from './TableInput';

export type GapsSession = GameSession<GapsState, GapsMove, GapsEvent>;

export interface GapsParts {
  scene: Phaser.Scene;
  session: GapsSession;
  view: TableauView;
  bar: TopBar;
  strip: StatusStrip;
  prompt: StuckPrompt;
  ai: AiClient;
  solver: SolverClient;
  /** The scene's `animating`: input waits and re-layout is held back until the task is done. */
  animating(task: () => Promise<void>): Promise<void>;
  isAnimating(): boolean;
  /** Runs `fn` once no animation is running (at once when none is). */
  whenIdle(fn: () => void): void;
  /** A move made for the person (the input policy and the engine judge it); resolves once shown. */
  play(move: GapsMove): Promise<void>;
  /** Resolves once the table takes the person's next move. */
  untilInputAccepted(): Promise<void>;
}

/** What the hint's worker answered: the move (null when none is left), or 'failed'. */
type HintAnswer = GapsMove | null | 'failed';
interface QueuedHint {
  positionId: number;
  answer: Promise<HintAnswer> | null;
}

const solverSetting = storedValue<boolean>('gaps-solver', 1, () => false, (v) => (typeof v === 'boolean' ? v : null));

/** Cards in place (the score) and whether the deal is won, as the engine counts them. */
export function gapsResult(state: GapsState): { score: number; won: boolean } {
  const { scores, winners } = rules.score(state);
  return { score: scores[0] ?? 0, won: winners.length > 0 };
}

export class GapsPlay {
  input!: TableInput;
  /** Bumped on every change of position, so late answers (hint, solver) for old positions are dropped. */
  private positionId = 0;
  private hintMarker: Phaser.GameObjects.Zone;
  private hinted: GapsMove | null = null;
  private winningLine: { positionId: number; moves: string[] } | null = null;
  private autoplaying = false;
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

  /** Runs an animation with dragging off (a drag under way ends). */
  private async animate(task: () => Promise<void>): Promise<void> {
    this.input?.setEnabled(false);
    try {
      await this.p.animating(task);
    } finally {
      this.p.whenIdle(() => this.input?.setEnabled(true));
    }
  }

  /** Once the animations of a change are over: prompts, the solver, a hint asked for meanwhile. */
  private settle(): void {
    this.p.whenIdle(() => this.afterChange());
  }

  /** The first deal (or the resumed position) arrives on the table. */
  async start(withAces: boolean): Promise<void> {
    this.refreshHud();
    await this.animate(() => this.p.view.dealIn(this.session.state, withAces));
    this.settle();
  }

  /** Shows the events of a move the session just played (autoplay's moves fly fast). */
  async show(events: readonly GapsEvent[]): Promise<void> {
    this.changed();
    const fast = this.autoplaying;
    await this.animate(async () => {
      for (const e of events) {
        if (e.type === 'move') await this.p.view.playMove(e, this.session.state, fast);
        else if (e.type === 'redeal') await this.p.view.playRedeal(e, this.session.state);
      }
    });
    const moved = events.find((e) => e.type === 'move');
    this.input?.keepFocus(moved?.type === 'move' ? moved : undefined);
    this.settle();
  }

  undo(): void {
    if (this.p.isAnimating() || !this.session.undo()) return;
    this.resync();
  }

  redo(): void {
    if (this.p.isAnimating() || !this.session.redo()) return;
    this.resync();
  }

  /** Back to the deal (the moves stay redoable). */
  restart(): void {
    if (this.p.isAnimating() || !this.session.restart()) return;
    this.resync();
  }

  /** The redeal button and prompt: only when the rules leave nothing else. */
  redeal(): void {
    if (mustRedeal(this.session.state)) void this.p.play({ type: 'redeal' });
  }

  /** The session moved to another position (undo, redo, restart): the cards glide there. */
  private resync(): void {
    this.changed();
    void this.animate(() => this.p.view.syncTo(this.session.state)).then(() => {
      this.input?.keepFocus();
      this.settle();
    });
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
    const { bar, strip } = this.p;
    strip.setScore(gapsResult(s.state).score);
    // The time runs from the first move (or the reopening of a game in progress) until the deal is over.
    strip.clock.setMoves(s.moves.length);
    strip.clock.setRunning(!s.over && (s.moves.length > 0 || strip.clock.elapsed() > 0));
    strip.setRedeals(s.state.settings.redeals === 0 ? null : redealsLeft(s.state));
    bar.setEnabled('undo', s.canUndo && !this.autoplaying);
    bar.setEnabled('redo', s.canRedo && !this.autoplaying);
    // Enabled while a move is shown: a hint asked for then is worked out at once and shown after it.
    bar.setEnabled('hint', !s.over && !this.hintPending && !this.autoplaying);
    bar.setEnabled('redeal', mustRedeal(s.state) && !this.autoplaying);
    bar.setEnabled('restart', s.canUndo && !this.autoplaying);
  }

  private afterChange(): void {
    if (!this.alive) return;
    this.refreshHud();
    if (mustRedeal(this.session.state) && !this.autoplaying) this.showStuck();
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

  private showStuck(): void {
    const bands = this.p.view.layout.bands;
    const first = bands[0]!;
    const last = bands[bands.length - 1]!;
    const width = Math.min(first.width * 0.8, 860);
    this.p.prompt.show(first.x + first.width / 2, (first.y + last.y + last.height) / 2, width, redealsLeft(this.session.state));
  }

  // ------------------------------------------------------------------ hint

  async hint(queued: QueuedHint | null = null): Promise<void> {
    if (this.hintPending || this.session.over) return;
    if (this.p.isAnimating()) {
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
    const s = this.session;
    return this.p.ai
      .chooseMove<GapsMove | null>('gaps', rules.view(s.state, 0), level, `${s.launch.seed}:${s.moves.length}`)
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
    // Above the dimmed tableau while it leans out of its lit place.
    this.p.view.raise(move.card, true);
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
    this.p.view.raise(h.card, false);
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
    if (gapsResult(s.state).won) return strip.setSolver('winnable');
    if (s.over) return strip.setSolver('lost');
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
    if (!line || line.positionId !== this.positionId || this.p.isAnimating()) return;
    this.autoplaying = true;
    this.p.strip.setAutoplay(true, true);
    this.refreshHud();
    for (const text of line.moves) {
      if (!this.autoplaying || !this.alive || this.session.over) break;
      // Each move as the person's own, once the table takes it (a move's `done` comes before the next ask).
      await this.p.untilInputAccepted();
      if (!this.autoplaying || !this.alive) break;
      await this.p.play(rules.parseMove(text));
    }
    const finished = gapsResult(this.session.state).won;
    this.autoplaying = false;
    if (!this.alive) return;
    this.p.strip.setAutoplay(false);
    this.refreshHud();
    if (!finished) this.checkSolver();
  }

  /** The deal is won: the cards celebrate. */
  celebrate(): Promise<void> {
    return this.animate(() => this.p.view.celebrate(this.session.state));
  }
}
