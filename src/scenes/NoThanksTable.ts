/**
 * The No Thanks! table. One person plays against computer players, or several people share the
 * screen (pass-and-play, with a hand-over curtain before each of their turns so chip counts stay
 * secret). The engine decides what is legal and what a move does; this scene shows it: the stack,
 * the card turning up, chips sliding, the taken card flying to the taker's row, the computer
 * players thinking, and at the end the score sheet.
 *
 * Input: the Take / No thanks buttons, the keys T or Enter (take) and N or Space (no thanks), or
 * drag: the card onto your row takes it, a chip from your pile onto the card pays. Esc asks before
 * leaving a running game. The helpers live in `./nothanks/`.
 */
import Phaser from 'phaser';
import { rules, type NoThanksMove } from '../engine/nothanks';
import type { GameRecord } from '../engine/core';
import { AiClient } from '../ai-worker/client';
import { computerTurn } from '../ui/computerTurn';
import { t } from '../platform/i18n';
import type { GameLaunch } from '../platform/launch';
import { announceGameStart } from '../ui/runtime/lifecycle';
import { randomSeed } from '../platform/menuChoices';
import { clearSavedGame, saveGame } from '../platform/savedGames';
import { tellSaveDropped } from '../ui/savedGameNotice';
import { clearProbe, registerProbe, type Probe } from '../ui/runtime/testHook';
import '../platform/strings/nothanks';
import { shareAction, Button, DragController, FocusManager, TopBar, playSound, showDialog, showHandOver, showToast, textStyle, type Draggable, type DropTarget, onSizeChange } from '../ui';
import { fitTextWidth } from '../ui/fitText';
import { addBackdrop } from '../ui/backdrop';
import { goToScene } from '../ui/transition';
import { buildInSteps } from '../ui/buildInSteps';
import { animateEvents, refreshAll, type TableViews } from './nothanks/animateEvents';
import { CentreView } from './nothanks/CentreView';
import { finishGame } from './nothanks/finish';
import { NoThanksMatch } from './nothanks/match';
import { seatInfos } from './nothanks/seatInfo';
import { SeatView } from './nothanks/SeatView';
import { tableLayout, type Point } from './nothanks/tableLayout';
import type { EndScreen } from './nothanks/EndScreen';

/** The keys of the two decisions (Phaser key names). */
const KEYS = ['T', 'ENTER', 'N', 'SPACE'] as const;

/** A human decision in progress: resolved by a button, a key or a drop. */
interface PendingChoice {
  seat: number;
  resolve: (choice: { move: NoThanksMove; from?: Point }) => void;
}

export class NoThanksTable extends Phaser.Scene {
  private launch!: GameLaunch;
  private match!: NoThanksMatch;
  private views!: TableViews;
  private bar!: TopBar;
  private takeButton!: Button;
  private passButton!: Button;
  private help!: Phaser.GameObjects.Text;
  private drag!: DragController<Draggable>;
  private ai: AiClient | null = null;
  private pending: PendingChoice | null = null;
  /** Set while a dialog is open: the game waits. */
  private modal: Promise<void> | null = null;
  private alive = false;
  /**
   * Which start of this scene a turn loop belongs to. The scene object is reused by the next game, so
   * a loop left waiting (for a computer's answer, say) must not wake up and act on the new table.
   */
  private runs = 0;
  /** The human the device was last handed to (pass-and-play). */
  private handedTo = -1;
  private endScreen: EndScreen | null = null;
  private readonly seenKeys = new WeakSet<KeyboardEvent>();
  private readonly consumedKeys = new WeakSet<KeyboardEvent>();

  constructor() {
    super('NoThanksTable');
  }

  init(data: GameLaunch): void {
    this.launch = data;
    this.pending = null;
    this.modal = null;
    this.handedTo = -1;
    this.endScreen = null;
  }

  create(): void {
    // In steps, one per frame, behind the transition's curtain (see buildInSteps).
    buildInSteps(this, [
      () => {
        addBackdrop(this);
        this.match = this.openMatch();
        this.bar = new TopBar(this, {
          name: 'nothanks',
          title: t('game.nothanks'),
          onBack: () => void this.confirmLeave(),
          actions: shareAction(this, () => this.launch, () => this.match.moves),
        });
      },
      () => {
        const seats = seatInfos(this.match).map((info, i) => new SeatView(this, i, info));
        this.views = { scene: this, match: this.match, seats, centre: new CentreView(this) };
      },
      () => this.createControls(),
      // The seats are most of the layout's cost (about 8 ms each: their panels' textures are drawn for
      // their size): first they alone, in two halves, then the whole layout, which finds them done.
      () => this.layoutSeats(0, Math.ceil(this.match.players / 2)),
      () => this.layoutSeats(Math.ceil(this.match.players / 2)),
      () => this.applyLayout(),
      () => {
        this.views.seats.forEach((seat, i) => seat.setCards(this.match.state.cards[i] ?? []));
        refreshAll(this.views);
      },
      () => this.startPlay(),
    ]);
  }

  /** The last step of `create`: the computer players' worker, input, the test probe; then play starts. */
  private startPlay(): void {
    this.alive = true;
    this.ai = this.match.seats.some((s) => s !== 'human') ? new AiClient() : null;
    const probe = this.createProbe();
    registerProbe(probe);
    const relayout = (): void => this.applyLayout();
    onSizeChange(this, relayout);
    // Key-specific events come before the generic 'keydown' the FocusManager listens to.
    for (const key of KEYS) this.input.keyboard?.on(`keydown-${key}`, this.onKey, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.alive = false;
      this.pending = null;
      for (const key of KEYS) this.input.keyboard?.off(`keydown-${key}`, this.onKey, this);
      clearProbe(probe);
      this.ai?.dispose();
      this.ai = null;
    });
    announceGameStart(this, this.launch);
    const run = ++this.runs;
    void this.run(run).catch((err: unknown) => console.error('No Thanks table stopped:', err));
  }

  /**
   * The game from the launch. A saved game that does not replay starts afresh with a notice; options
   * the engine rejects (from an embed) fall back to a standard game for the same seats rather than a
   * broken table.
   */
  private openMatch(): NoThanksMatch {
    if (this.launch.resume) {
      try {
        return new NoThanksMatch(this.launch);
      } catch (err) {
        // The saved game does not replay: the same game afresh, and the player is told.
        tellSaveDropped(this, this.launch, (err as Error).message);
        this.launch = { ...this.launch, resume: undefined };
      }
    }
    try {
      return new NoThanksMatch(this.launch);
    } catch (err) {
      console.warn(`No Thanks: cannot open this game (${(err as Error).message}); dealing a standard one`);
      const players = Math.min(7, Math.max(3, this.launch.seats.length));
      this.launch = { ...this.launch, options: { players }, resume: undefined };
      return new NoThanksMatch(this.launch);
    }
  }

  /** The game so far as a record (options + seed + moves): what a save or a replay needs. */
  record(): GameRecord {
    return this.match.record() as GameRecord;
  }

  // ---------------------------------------------------------------- layout and controls

  private createControls(): void {
    this.takeButton = new Button(this, 0, 0, { label: t('nothanks.take'), onClick: () => this.choose({ type: 'take' }), width: 330, height: 88, sound: null });
    this.takeButton.setName('nothanks:take');
    this.passButton = new Button(this, 0, 0, { label: t('nothanks.pass'), onClick: () => this.choose({ type: 'pass' }), width: 330, height: 88, variant: 'secondary', sound: null });
    this.passButton.setName('nothanks:pass');
    this.help = this.add.text(0, 0, t('nothanks.help'), textStyle('small', { fontSize: '24px', align: 'center' })).setOrigin(0.5, 0).setName('nothanks:help');
    this.setControls(null);

    this.drag = new DragController<Draggable>(this, {
      canDrag: (item) => this.dragKind(item) !== null,
      targets: (item) => this.dropTargetsFor(item),
      canDrop: (item, target) => this.dropTargetsFor(item).includes(target),
      onDrop: (item, target) => this.onDrop(item, target),
    });
    for (const seat of this.match.humanSeats()) this.drag.attach(this.views.seats[seat]!.chip as unknown as Draggable);
  }

  private currentLayout(): ReturnType<typeof tableLayout> {
    return tableLayout(this.scale.width, this.scale.height, this.match.players, this.bar.barHeight, this.match.state.removedFaceUp.length > 0);
  }

  /** Lays out the seats from `from` up to (not including) `to`. */
  private layoutSeats(from = 0, to = this.views.seats.length, l = this.currentLayout()): void {
    for (let i = from; i < to; i++) void this.views.seats[i]!.layout(l.seats[i]!, false);
  }

  private applyLayout(): void {
    this.bar.layout();
    const l = this.currentLayout();
    this.layoutSeats(0, this.views.seats.length, l);
    this.views.centre.place(l);
    this.views.centre.setRemoved(this.match.state.removedFaceUp);
    if (!this.views.centre.offer && this.views.centre.offerValue === null) {
      this.views.centre.setStack(this.match.state.stack.length + (this.startsFresh() ? 1 : 0));
    }
    this.takeButton.setPosition(l.take.x, l.take.y);
    this.passButton.setPosition(l.pass.x, l.pass.y);
    // One line: there is room for no more above the player's own seat (a wrapped German line ran into it).
    fitTextWidth(this.help.setText(t('nothanks.help')), l.helpW, { from: 24, min: 18 });
    this.help.setPosition(l.help.x, l.help.y);
    if (this.endScreen) this.showEndScreen(false);
  }

  /** A new game (not resumed): the first card is turned up with an animation. */
  private startsFresh(): boolean {
    return this.match.moves.length === 0 && !this.match.over && !this.views.centre.offer;
  }

  /** Enables the controls for the human `seat` deciding now, or disables them all (null). */
  private setControls(seat: number | null): void {
    const active = seat !== null;
    this.takeButton.setEnabled(active);
    this.passButton.setEnabled(active && this.match.canPass());
    this.help.setVisible(active);
    this.views.seats.forEach((view, i) => view.setChipDraggable(i === seat && this.match.canPass()));
  }

  // ---------------------------------------------------------------- the game loop

  /** Whether the turn loop `run` may go on: its table is still the one on screen. */
  private live(run: number): boolean {
    return this.alive && run === this.runs;
  }

  private async run(run: number): Promise<void> {
    const centre = this.views.centre;
    if (this.match.over) {
      this.showEndScreen(false);
      return;
    }
    if (this.startsFresh()) {
      playSound('deal');
      await centre.reveal(this.match.state.faceUp!, this.match.state.stack.length);
      if (!this.live(run)) return;
    } else {
      centre.setStack(this.match.state.stack.length);
      centre.showOffer(this.match.state.faceUp);
    }
    this.attachOffer();
    while (this.live(run) && !this.match.over) {
      const seat = this.match.toMove;
      this.markTurn(seat);
      const human = this.match.isHuman(seat);
      const choice = human ? await this.humanChoice(seat, run) : await this.computerChoice(seat, run);
      if (!choice || !this.live(run)) return;
      await this.modal;
      if (!this.live(run)) return;
      const events = this.match.play(choice.move);
      // Every move is saved at once, so a reload (or a closed tab) resumes right here.
      if (this.match.over) clearSavedGame('nothanks');
      else saveGame(this.launch, this.match.moves);
      this.setControls(null);
      await animateEvents(this.views, events, choice.from);
      if (!this.live(run)) return;
      this.attachOffer();
      if (human && this.match.passAndPlay) {
        // The player is done: hide their chips before the device travels on.
        this.match.viewer = -1;
        refreshAll(this.views);
      }
    }
    if (this.live(run)) this.showEndScreen(true);
  }

  private markTurn(seat: number): void {
    this.views.seats.forEach((s, i) => s.setTurn(i === seat));
    const name = this.views.seats[seat]!.info.name;
    const whose = this.match.isHuman(seat) && !this.match.passAndPlay ? t('nothanks.yourTurn') : t('nothanks.turnOf', { name });
    this.bar.setSubtitle(`${whose} · ${t('nothanks.stackLeft', { n: this.match.state.stack.length })}`);
  }

  private async humanChoice(seat: number, run: number): Promise<{ move: NoThanksMove; from?: Point } | null> {
    if (this.match.passAndPlay && this.handedTo !== seat) {
      const info = this.views.seats[seat]!.info;
      await showHandOver(this, { name: info.name, color: info.color });
      if (!this.live(run)) return null;
      this.handedTo = seat;
    }
    this.match.viewer = seat;
    refreshAll(this.views);
    this.setControls(seat);
    return new Promise((resolve) => {
      this.pending = { seat, resolve };
    });
  }

  private async computerChoice(seat: number, run: number): Promise<{ move: NoThanksMove; from?: Point } | null> {
    const view = this.views.seats[seat]!;
    view.setThinking(true, t('nothanks.thinking'));
    const move = await computerTurn<NoThanksMove>(this, {
      client: this.ai!,
      game: 'nothanks',
      view: rules.view(this.match.state, seat),
      level: this.match.level(seat) ?? 'medium',
      seed: `${this.launch.seed}:${this.match.moves.length}`,
      fallback: () => this.match.legalMoves()[0]!,
    });
    if (!this.live(run)) return null;
    view.setThinking(false, '');
    return move ? { move } : null;
  }

  /** A human's move from any input; the engine's legal moves decide whether it is allowed. */
  private choose(move: NoThanksMove, from?: Point): void {
    const pending = this.pending;
    if (!pending || this.modal) return;
    if (!this.match.legalMoves().some((m) => m.type === move.type)) {
      showToast(this, t('nothanks.mustTake'), 'error');
      return;
    }
    this.pending = null;
    this.setControls(null);
    pending.resolve({ move, from });
  }

  /** The score sheet; `live` when the game has just ended here (not a re-layout or a resumed end). */
  private showEndScreen(live: boolean): void {
    this.endScreen?.destroy();
    this.setControls(null);
    // The game is over: every hand of chips is counted openly now.
    this.views.seats.forEach((s, i) => {
      s.setTurn(false);
      s.setChips(this.match.state.chips[i] ?? 0);
    });
    this.bar.setSubtitle(t('nothanks.results'));
    this.endScreen = finishGame(this, this.views, this.launch, {
      live,
      onRematch: () => goToScene(this, 'NoThanksTable', { ...this.launch, resume: undefined, seed: randomSeed() }),
      onMenu: () => goToScene(this, 'Menu', { game: 'nothanks' }, 'back'),
    });
  }

  // ---------------------------------------------------------------- drag, keys, leaving

  private attachOffer(): void {
    const offer = this.views.centre.offer;
    if (offer) this.drag.attach(offer as unknown as Draggable);
  }

  /** What a dragged item means right now: the card (take), a chip (pay), or nothing. */
  private dragKind(item: Draggable): 'card' | 'chip' | null {
    const pending = this.pending;
    if (!pending || this.modal) return null;
    if (item === (this.views.centre.offer as unknown)) return 'card';
    if (item === (this.views.seats[pending.seat]!.chip as unknown) && this.match.canPass()) return 'chip';
    return null;
  }

  private dropTargetsFor(item: Draggable): DropTarget[] {
    const kind = this.dragKind(item);
    if (kind === 'card') return [this.views.seats[this.pending!.seat]!.dropZone];
    if (kind === 'chip' && this.views.centre.offer) return [this.views.centre.offer];
    return [];
  }

  private onDrop(item: Draggable, target: DropTarget): void {
    const kind = this.dragKind(item);
    if (kind === 'card' && target === this.views.seats[this.pending!.seat]!.dropZone) {
      this.choose({ type: 'take' });
    } else if (kind === 'chip') {
      const from = { x: item.x, y: item.y };
      this.views.seats[this.pending!.seat]!.homeChip();
      this.choose({ type: 'pass' }, from);
    }
  }

  /**
   * T / Enter take, N / Space say "No thanks". Enter and Space belong to a button the player has
   * tabbed to; otherwise they are consumed here, before the FocusManager would move the focus.
   * Phaser hands the frame's whole key queue to listeners again each time a new key arrives in the
   * same frame, so each event is handled once (a slow frame would otherwise replay an earlier T).
   */
  private onKey(event: KeyboardEvent): void {
    const phaserEvent = event as KeyboardEvent & { stopImmediatePropagation(): void };
    if (this.consumedKeys.has(event)) {
      phaserEvent.stopImmediatePropagation();
      return;
    }
    if (this.seenKeys.has(event)) return;
    this.seenKeys.add(event);
    if (!this.pending || this.modal) return;
    const key = event.key.toLowerCase();
    const focused = FocusManager.for(this).focused;
    const free = !focused || !focused.isFocusable();
    let move: NoThanksMove | null = null;
    if (key === 't' || (key === 'enter' && free)) move = { type: 'take' };
    else if (key === 'n' || (key === ' ' && free)) move = { type: 'pass' };
    if (!move) return;
    this.consumedKeys.add(event);
    phaserEvent.stopImmediatePropagation();
    this.choose(move);
  }

  private async confirmLeave(): Promise<void> {
    const leave = (): void => goToScene(this, 'Menu', { game: 'nothanks' }, 'back');
    if (this.match.over || this.modal) {
      if (this.match.over) leave();
      return;
    }
    let reopen!: () => void;
    this.modal = new Promise((r) => (reopen = r));
    this.bar.setShortcutsEnabled(false);
    const choice = await showDialog(this, {
      title: t('nothanks.leaveTitle'),
      text: t('nothanks.leaveText'),
      buttons: [
        { label: t('nothanks.leave'), value: 'leave', variant: 'danger' },
        { label: t('nothanks.stay'), value: 'stay', variant: 'secondary' },
      ],
      cancelValue: 'stay',
    });
    this.modal = null;
    this.bar.setShortcutsEnabled(true);
    reopen();
    if (choice === 'leave') leave();
  }

  // ---------------------------------------------------------------- test probe

  private createProbe(): Probe {
    return {
      notation: () => this.match.notation(),
      locate: (id) => {
        const v = this.views;
        if (id === 'card') return v.centre.offer ? { x: v.centre.offer.x, y: v.centre.offer.y } : null;
        if (id === 'chip') {
          const seat = this.pending?.seat ?? this.match.humanSeats()[0];
          return seat === undefined ? null : v.seats[seat]!.chipAnchor();
        }
        if (id === 'pot') return v.centre.potAnchor();
        if (id === 'stack') return v.centre.stackTop();
        if (id === 'take') return { x: this.takeButton.x, y: this.takeButton.y };
        if (id === 'pass') return { x: this.passButton.x, y: this.passButton.y };
        const row = /^row-(\d+)$/.exec(id);
        if (row) return v.seats[Number(row[1])]?.rowCentre() ?? null;
        return null;
      },
    };
  }
}
