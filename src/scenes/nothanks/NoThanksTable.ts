/**
 * The No Thanks! table. One person plays against computer players, or several people share the
 * screen (pass-and-play, with a hand-over curtain before each of their turns so chip counts stay
 * secret). The engine decides what is legal and what a move does; the table session (the base
 * scene's) runs the game: turns, computer players, saves, statistics. This scene shows it: the
 * stack, the card turning up, chips sliding, the taken card flying to the taker's row, the computer
 * players thinking, and at the end the score sheet.
 *
 * Input: the Take / No thanks buttons, the keys T or Enter (take) and N or Space (no thanks), a tap
 * on the card (take), or drag: the card onto your row takes it, a chip from your pile onto the card pays. Every one of them
 * goes through the base's input policy (`acceptsInput` / `submitMove`). The helpers live in
 * `./nothanks/`.
 */
import Phaser from 'phaser';
import { rules, type NoThanksEvent, type NoThanksMove, type NoThanksState } from '../../engine/nothanks';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/nothanks/deck';
import { t } from '../../platform/i18n';
import { opensAtDeal, type GameLaunch } from '../../platform/launch';
import type { GameEnd, PlayedMove } from '../../platform/session/TableSession';
import type { SeatController } from '../../platform/session/seats';
import type { Probe } from '../../ui/runtime/testHook';
import '../../platform/strings/nothanks';
import { Button, CHIP, DragController, FocusManager, PHONE, isPhone, keepToastsAbove, playSound, textStyle, type Draggable, type DropTarget } from '../../ui';
import { touchOnly } from '../../platform/inputKind';
import { fitTextWidth } from '../../ui/fitText';
import { addBackdrop } from '../../ui/backdrop';
import { buildInSteps } from '../../ui/buildInSteps';
import { TableScene, VIEW_TABLE } from '../../ui/table/TableScene';
import { onlineNames } from '../../ui/table/onlineFrame';
import type { Box } from '../../ui/layout';
import { animateEvents, refreshAll, type TableViews } from './animateEvents';
import { CentreView } from './CentreView';
import { finishGame } from './finish';
import { seatInfos } from './seatInfo';
import { SeatView } from './SeatView';
import { tableLayout, type Point } from './tableLayout';
import type { EndScreen } from './EndScreen';
import { MoveHistory, pointAt, type MarkPoint } from '../../ui/MoveHistory';
import { MoveLog } from '../../ui/moveLog';
import { fullNoThanksHistory, noThanksHistory, type NoThanksFocus, type NoThanksSeatsContext } from './history';
import type { A11yQueries } from '../../ui/a11y';
import { describeNoThanksMove, describeNoThanksStart, describeNoThanksTurn, describeNoThanksScore, describeNoThanksSeat, describeNoThanksTable, type NoThanksSeats } from '../../platform/speech/nothanks';

/** The keys of the two decisions (Phaser key names). */
const KEYS = ['T', 'ENTER', 'N', 'SPACE'] as const;

export class NoThanksTable extends TableScene<NoThanksState, NoThanksMove, NoThanksEvent> {
  private views!: TableViews;
  private takeButton!: Button;
  /**
   * What the offer spot held when the person's press (pointer or key) cut an animation short: `seen`,
   * the card lying face up there (null if none); `coming`, the card on it or on its way to it (one
   * flying in from the stack counts). Undefined when the press cut nothing short (see `pressMeant`).
   */
  private atPress: { seen: number | null; coming: number | null } | undefined;
  private passButton!: Button;
  private help!: Phaser.GameObjects.Text;
  private drag!: DragController<Draggable>;
  /** The first card turning up on a fresh table: the first turn waits for it. */
  private intro: Promise<void> = Promise.resolve();
  /** Where the chip the player dragged onto the card was let go (its flight to the pot starts there). */
  private payFrom: Point | undefined;
  private endScreen: EndScreen | null = null;
  /** Told the player's choice on the open score sheet (Rematch, Menu, View table). */
  private endChoice: ((choice: string) => void) | null = null;
  /** The moves since the person at this screen last played, and the panel listing them. */
  private moveLog = new MoveLog<NoThanksFocus>();
  private history!: MoveHistory<NoThanksFocus>;
  /** Whether the history panel was last opened or closed for a phone layout (null: not yet). */
  private historyPhone: boolean | null = null;
  /** The seat the controls were last set for (null: off), to set them again when the link comes back. */
  private controlsSeat: number | null = null;
  /**
   * The seat at the bottom of the screen, the big row. Pass-and-play turns the table to the person
   * about to play, behind the hand-over curtain, as pass-and-play apps do: their row is the big one at
   * the bottom, where the help line ("Drag the card to your row") and the drag of the card point.
   * (The other choice, pointing the help and the highlights at a small row up the table, asked each
   * person to find themselves anew each turn.) Otherwise the first person at this screen's.
   */
  private bottomSeat = 0;
  /** Whose turn it is, as the top bar says (and a screen-reader user hears on asking). */
  private turnText = '';
  private readonly seenKeys = new WeakSet<KeyboardEvent>();
  private readonly consumedKeys = new WeakSet<KeyboardEvent>();

  constructor() {
    super('NoThanksTable');
  }

  override init(data: GameLaunch): void {
    super.init(data);
    this.intro = Promise.resolve();
    this.payFrom = undefined;
    this.endScreen = null;
    this.endChoice = null;
    this.moveLog = new MoveLog<NoThanksFocus>(opensAtDeal(data));
    this.turnText = '';
  }

  create(): void {
    // In steps, one per frame, behind the transition's curtain (see buildInSteps).
    buildInSteps(this, [
      () => {
        addBackdrop(this);
        const session = this.openTable({
          rules,
          players: (state) => state.table.players,
          // Options the engine refuses (from an embed): a standard game for the same seats, within the engine's limits.
          open: { fallbackOptions: (_, launch) => [{ players: Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, launch.seats.length)) }] },
        });
        this.makeTopBar();
        const humans = session.humanSeats();
        this.bottomSeat = humans[0] ?? 0;
        // The person whose chips show: the one to move if a person, else the first person.
        const viewer = humans.includes(session.toMove) ? session.toMove : (humans[0] ?? -1);
        this.views = { scene: this, session, viewer, seats: [], centre: new CentreView(this), tableTop: this.bar.barHeight, keepClear: () => this.bubbleClear() };
      },
      () => {
        this.views.seats = seatInfos(this.launch.seats, onlineNames(this.launch)).map((info, i) => new SeatView(this, i, info));
      },
      () => this.createControls(),
      // The seats are most of the layout's cost (about 8 ms each: their panels' textures are drawn for
      // their size): first they alone, in two halves, then the whole layout, which finds them done.
      () => this.layoutSeats(0, Math.ceil(this.views.seats.length / 2)),
      () => this.layoutSeats(Math.ceil(this.views.seats.length / 2)),
      () => this.layout(),
      () => {
        this.views.seats.forEach((seat, i) => seat.setCards(this.session.state.cards[i] ?? []));
        refreshAll(this.views);
      },
      () => this.begin(),
    ]);
  }

  /** The last step of `create`: keys, the first card (or the resumed position); then play starts. */
  private begin(): void {
    // Key-specific events come before the generic 'keydown' the FocusManager listens to.
    for (const key of KEYS) this.input.keyboard?.on(`keydown-${key}`, this.onKey, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const key of KEYS) this.input.keyboard?.off(`keydown-${key}`, this.onKey, this);
    });
    const { state } = this.session;
    const centre = this.views.centre;
    if (this.session.openedOver) {
      // A finished game resumed or shared: its score sheet, counted when it was played.
      this.openResults(false);
    } else if (this.startsFresh()) {
      this.intro = this.animating(async () => {
        playSound('deal');
        this.say(describeNoThanksStart(state));
        await centre.reveal(state.faceUp!, state.stack.length);
        this.attachOffer();
      });
    } else {
      centre.setStack(state.stack.length);
      centre.showOffer(state.faceUp);
      this.attachOffer();
    }
    this.startTable();
  }

  // ---------------------------------------------------------------- layout and controls

  private createControls(): void {
    this.takeButton = new Button(this, 0, 0, { label: t('nothanks.take'), onClick: () => this.decide({ type: 'take' }), width: 330, height: 88, sound: null });
    this.takeButton.setName('nothanks:take');
    this.passButton = new Button(this, 0, 0, { label: t('nothanks.pass'), onClick: () => this.decide({ type: 'pass' }), width: 330, height: 88, variant: 'secondary', sound: null });
    this.passButton.setName('nothanks:pass');
    this.help = this.add.text(0, 0, t('nothanks.help'), textStyle('small', { fontSize: '24px', align: 'center' })).setOrigin(0.5, 0).setName('nothanks:help');
    this.setControls(null);

    this.drag = new DragController<Draggable>(this, {
      canDrag: (item) => this.dragKind(item) !== null,
      targets: (item) => this.dropTargetsFor(item),
      canDrop: (item, target) => this.dropTargetsFor(item).includes(target),
      onDrop: (item, target) => this.onDrop(item, target),
      // Tapping (clicking) the card takes it, as the rules page says; dragging it to your row still does.
      onTap: (item) => {
        // Not a tap that landed on the next card before it had come up: the second tap of a double
        // tap on the card lands there while the card taken flies away (it took that card too). A tap
        // on the next card flying in from the stack takes it: that card is in sight.
        if (!this.pressMeant('coming')) return;
        if (item === (this.views.centre.offer as unknown)) this.choose({ type: 'take' });
      },
    });
    for (const seat of this.session.humanSeats()) {
      const chip = this.views.seats[seat]!.chip;
      // A finger-sized grip (PHONE.target) round the small chip; the chip is drawn at its own size.
      const grip = Math.max(CHIP, PHONE.target / chip.scaleX);
      chip.setInteractive(new Phaser.Geom.Rectangle((CHIP - grip) / 2, (CHIP - grip) / 2, grip, grip), Phaser.Geom.Rectangle.Contains);
      if (chip.input) chip.input.cursor = 'pointer';
      this.drag.attach(chip as unknown as Draggable);
    }
    // Titled from the start (before any move, a resumed game's header read "Since your turn (0)").
    this.history = new MoveHistory<NoThanksFocus>(this, (entry) => this.pointAtMove(entry.focus), false).setEntries(this.moveLog.entries, this.moveLog.since);
    this.historyPhone = null;
  }

  /** What a speech bubble keeps off besides the seats: the card on offer, the buttons and help line shown, the history. */
  private bubbleClear(): Box[] {
    const shown = [this.views.centre.offer, this.takeButton, this.passButton, this.help].filter((o) => o?.visible).map((o) => o!.getBounds());
    const pot = this.views.centre.potAnchor();
    const boxes = [...shown, ...this.history.boxes()].map((b) => ({ x: b.x, y: b.y, width: b.width, height: b.height }));
    // The chips on the card and their count (right of the pile).
    return [...boxes, { x: pot.x - CHIP / 2, y: pot.y - CHIP / 2, width: CHIP * 1.8, height: CHIP }];
  }

  /** A tapped history line: a ring round the card taken, or round the chips of who said "No thanks!". */
  private pointAtMove(focus: NoThanksFocus): readonly MarkPoint[] {
    const seat = this.views.seats[focus.seat];
    if (!seat) return [];
    const card = focus.card === null ? null : seat.cardPoint(focus.card);
    return card ? pointAt(this, [card], card.size) : pointAt(this, [seat.chipAnchor()], 96);
  }

  /**
   * After the end, the Result button lies between where Take and No thanks were (they are gone): in
   * the bottom right corner it covered the end of the person's own row.
   */
  protected override resultButtonPlace(): Point {
    const l = this.currentLayout();
    return { x: (l.take.x + l.pass.x) / 2, y: l.take.y };
  }

  protected override seatPlate(seat: number): Box | null {
    return this.views.seats[seat]?.plateBox() ?? null;
  }

  private currentLayout(): ReturnType<typeof tableLayout> {
    const { state } = this.session;
    return tableLayout(this.scale.width, this.scale.height, state.table.players, this.bar.barHeight, state.removedFaceUp.length > 0, isPhone(this));
  }

  /** Lays out the seats from `from` up to (not including) `to`. */
  private layoutSeats(from = 0, to = this.views.seats.length, l = this.currentLayout()): void {
    // The places go round the table from the bottom one, which is this screen's person's (online: their seat).
    const n = this.views.seats.length;
    for (let i = from; i < to; i++) void this.views.seats[i]!.layout(l.seats[(i - this.bottomSeat + n) % n]!, false);
  }

  /** Turns the table so `seat` sits at the bottom (pass-and-play, unseen behind the hand-over curtain). */
  private seatAtBottom(seat: number): void {
    if (this.bottomSeat === seat) return;
    this.bottomSeat = seat;
    this.layoutSeats();
  }

  protected layout(): void {
    this.bar.layout();
    this.views.tableTop = this.bar.barHeight;
    const l = this.currentLayout();
    const { state } = this.session;
    this.layoutSeats(0, this.views.seats.length, l);
    keepToastsAbove(this, l.noticesAbove);
    this.views.centre.place(l);
    this.views.centre.setRemoved(state.removedFaceUp);
    if (!this.views.centre.offer && this.views.centre.offerValue === null) {
      this.views.centre.setStack(state.stack.length + (this.startsFresh() ? 1 : 0));
    }
    this.takeButton.setPosition(l.take.x, l.take.y);
    this.passButton.setPosition(l.pass.x, l.pass.y);
    this.takeButton.setBoxSize(l.buttonW, l.buttonH);
    this.passButton.setBoxSize(l.buttonW, l.buttonH);
    // One line: there is room for no more above the player's own seat (a wrapped German line ran into
    // it). A phone keeps 12 CSS px text and wraps to a second line; a finger-only device is told no keys.
    const help = t(touchOnly() ? 'nothanks.helpTouch' : 'nothanks.help');
    if (l.phone) this.help.setText(help).setFontSize(PHONE.text).setWordWrapWidth(l.helpW, true);
    else fitTextWidth(this.help.setText(help).setWordWrapWidth(null), l.helpW, { from: 24, min: 18 });
    this.help.setPosition(l.help.x, l.help.y);
    // Open where there is room (landscape); a phone opens it with a tap. A window turned to portrait
    // closes it: opened upward from there it would cover the card and the Take button.
    if (this.historyPhone !== l.phone) this.history.setExpanded(!l.phone);
    this.historyPhone = l.phone;
    this.history.place(l.history);
    if (this.endScreen) this.showEndScreen(false);
  }

  /** A new game (not resumed): the first card is turned up with an animation. */
  private startsFresh(): boolean {
    return this.session.moves.length === 0 && !this.session.over && !this.views.centre.offer;
  }

  protected override linkChanged(): void {
    this.setControls(this.controlsSeat);
  }

  private canPass(): boolean {
    return this.session.legalMoves().some((m) => m.type === 'pass');
  }

  /**
   * Enables the controls for the person in `seat` deciding now, or disables them all (null); online,
   * while the link is away, they stay dimmed and off until it is back.
   */
  private setControls(seat: number | null): void {
    this.controlsSeat = seat;
    const active = seat !== null && !this.linkAway;
    const pass = active && this.canPass();
    this.takeButton.setEnabled(active);
    this.passButton.setEnabled(pass);
    this.help.setVisible(active);
    this.views.seats.forEach((view, i) => view.setChipDraggable(i === seat && pass));
  }

  // ---------------------------------------------------------------- the turns (asked by the session)

  protected override async beforeTurn(seat: number, controller: SeatController): Promise<void> {
    await this.intro;
    if (this.session.closed) return;
    const view = this.views.seats[seat]!;
    this.views.seats.forEach((s, i) => s.setTurn(i === seat));
    const human = controller.kind === 'human';
    this.showTurnOf(seat);
    if (!human) {
      view.setThinking(true, t('nothanks.thinking'));
      return;
    }
    await this.handOver(seat, { name: view.info.name, color: view.info.color }, () => this.seatAtBottom(seat));
    if (this.session.closed) return;
    // At the latest now (a tap before the curtain had covered the table): their row is the bottom one.
    if (this.session.passAndPlay) this.seatAtBottom(seat);
    this.say(describeNoThanksTurn(this.session.state, this.spokenSeats()));
    this.views.viewer = seat;
    refreshAll(this.views);
    this.setControls(seat);
  }

  /** The top bar's line: whose turn it is ("Your turn" for the one person at this screen) and the cards left. */
  private showTurnOf(seat: number): void {
    const whose = this.session.humanSeats().includes(seat) && !this.session.passAndPlay ? t('nothanks.yourTurn') : t('nothanks.turnOf', { name: this.views.seats[seat]!.info.name });
    this.turnText = `${whose} · ${t('nothanks.stackLeft', { n: this.session.state.stack.length })}`;
    this.bar.setSubtitle(this.turnText);
  }

  protected async showMove(played: PlayedMove<NoThanksMove, NoThanksEvent>): Promise<void> {
    this.setControls(null);
    // A pass hands the turn on at once: the top bar says so while the chip flies ("Your turn" stayed
    // up through the person's own pass). After a take the same player decides again.
    if (played.move.type === 'pass' && !this.session.over) this.showTurnOf(this.session.state.toMove);
    if (played.by !== 'human') this.views.seats[played.seat]!.setThinking(false, '');
    const from = this.payFrom;
    this.payFrom = undefined;
    const entries = noThanksHistory(played.events, { ...this.historySeats(), faceUp: this.views.centre.offerValue });
    await animateEvents(this.views, played.events, from);
    if (this.session.closed) return;
    // Listed once shown: the panel never tells a move before the table has.
    this.moveLog.add(entries, played.by === 'human');
    this.history.setEntries(this.moveLog.entries, this.moveLog.since);
    this.attachOffer();
    if (played.by === 'human' && this.session.passAndPlay) {
      // The player is done: hide their chips before the device travels on.
      this.views.viewer = -1;
      refreshAll(this.views);
    }
  }

  protected gameOver(_end: GameEnd): void {
    this.openResults(true);
  }

  /** Who the history lines name ("You …" for the one person at this screen) and colour. */
  private historySeats(): NoThanksSeatsContext {
    return {
      names: this.views.seats.map((s) => s.info.name),
      you: this.views.seats.findIndex((s) => s.info.you === true),
      colors: this.views.seats.map((s) => s.info.color),
    };
  }

  /**
   * The game is over: the history lists every move, titled so ("Since your turn (1)" meant nothing
   * after the last card). Online, this screen holds neither the deal nor every move: the list stays.
   */
  private listWholeGame(): void {
    if (this.launch.online) return;
    let entries;
    try {
      entries = fullNoThanksHistory(this.session.record(), this.historySeats());
    } catch {
      return;
    }
    this.history.setEntries(entries, 'all');
  }

  /**
   * The score sheet, through the base's result frame: "View table" closes it and leaves the finished
   * table in view, the Result button opens it again (without the breakdown animation).
   */
  private openResults(animate: boolean): void {
    this.listWholeGame();
    let first = animate;
    void this.presentResult(
      () =>
        new Promise<string>((resolve) => {
          this.endChoice = resolve;
          this.showEndScreen(first);
          first = false;
        }),
    );
  }

  /**
   * Take or No thanks by a button or a key: a decision on the card the person saw. A press that cut an
   * animation short (a take: the card flies to its row, the next comes up) finishes it at once and
   * then acts, and the next card is only shown at that instant: such a press does not decide on it.
   * A double click on Take had taken the next, unseen card too (a take gives the taker the next
   * turn). A drag or a tap on the card itself still acts (the person goes for the card they see).
   */
  private decide(move: NoThanksMove): void {
    if (this.pressMeant('seen')) this.choose(move);
  }

  protected override pressBegins(interrupts: boolean): void {
    const centre = this.views.centre;
    this.atPress = interrupts ? { seen: centre.seenValue, coming: centre.offerValue } : undefined;
  }

  /**
   * Whether the press now acting was aimed at the card on offer now: true unless it cut an animation
   * short while another card (or none) was `which` (face up, or coming) on the offer spot.
   */
  private pressMeant(which: 'seen' | 'coming'): boolean {
    return this.atPress === undefined || this.atPress[which] === this.session.state.faceUp;
  }

  /** A person's move from any input; the engine's legal moves decide whether it is allowed. */
  private choose(move: NoThanksMove, from?: Point): void {
    if (!this.acceptsInput()) return;
    if (!this.session.legalMoves().some((m) => m.type === move.type)) {
      this.toast(t('nothanks.mustTake'), 'error');
      return;
    }
    this.payFrom = from;
    if ('error' in this.submitMove(move)) this.payFrom = undefined;
    else this.setControls(null);
  }

  /** The score sheet; `animate` when the game has just ended here (not a re-layout or a resumed end). */
  private showEndScreen(animate: boolean): void {
    this.endScreen?.destroy();
    this.setControls(null);
    // Nothing is on offer any more: the finished table shows no decision buttons.
    this.takeButton.setVisible(false);
    this.passButton.setVisible(false);
    // The game is over: every hand of chips is counted openly now.
    const { state } = this.session;
    this.views.seats.forEach((s, i) => {
      s.setTurn(false);
      s.setChips(state.chips[i] ?? 0);
    });
    this.bar.setSubtitle(t('nothanks.results'));
    const choose = (choice: string): void => {
      this.endChoice?.(choice);
      this.endChoice = null;
    };
    this.endScreen = finishGame(this, this.views, {
      animate,
      onRematch: () => {
        choose('again');
        this.rematch();
      },
      onMenu: () => {
        choose('menu');
        this.leave();
      },
      onView: () => {
        this.endScreen?.destroy();
        this.endScreen = null;
        choose(VIEW_TABLE);
      },
    });
  }

  // ---------------------------------------------------------------- drag and keys

  private attachOffer(): void {
    const offer = this.views.centre.offer;
    if (offer) this.drag.attach(offer as unknown as Draggable);
  }

  /** What a dragged item means right now: the card (take), a chip (pay), or nothing. */
  private dragKind(item: Draggable): 'card' | 'chip' | null {
    if (!this.acceptsInput()) return null;
    if (item === (this.views.centre.offer as unknown)) return 'card';
    if (item === (this.views.seats[this.session.toMove]!.chip as unknown) && this.canPass()) return 'chip';
    return null;
  }

  private dropTargetsFor(item: Draggable): DropTarget[] {
    const kind = this.dragKind(item);
    if (kind === 'card') return [this.views.seats[this.session.toMove]!.dropZone];
    if (kind === 'chip' && this.views.centre.offer) return [this.views.centre.offer];
    return [];
  }

  private onDrop(item: Draggable, target: DropTarget): void {
    const kind = this.dragKind(item);
    const seat = this.views.seats[this.session.toMove]!;
    if (kind === 'card' && target === seat.dropZone) {
      this.choose({ type: 'take' });
    } else if (kind === 'chip') {
      const from = { x: item.x, y: item.y };
      seat.homeChip();
      this.choose({ type: 'pass' }, from);
    }
  }

  /**
   * T / Enter take, N / Space say "No thanks" (once per press: a held key's repeats do nothing).
   * Enter and Space belong to a button the player has tabbed to; otherwise they are consumed here,
   * before the FocusManager would move the focus.
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
    if (!this.acceptsInput()) return;
    const key = event.key.toLowerCase();
    const focused = FocusManager.for(this).focused;
    const free = !focused || !focused.isFocusable();
    let move: NoThanksMove | null = null;
    if (key === 't' || (key === 'enter' && free)) move = { type: 'take' };
    else if (key === 'n' || (key === ' ' && free)) move = { type: 'pass' };
    if (!move) return;
    this.consumedKeys.add(event);
    phaserEvent.stopImmediatePropagation();
    // A key held down repeats: it makes one move, not one per repeat. A take gives the taker the next
    // turn, so a T (or the Enter that closed the hand-over screen) held a moment too long took the
    // next card too.
    if (event.repeat) return;
    this.decide(move);
  }

  // ---------------------------------------------------------------- in words (screen reader)

  private spokenSeats(): NoThanksSeats {
    const humans = this.session.humanSeats();
    return { names: this.views.seats.map((s) => s.info.name), you: humans.length === 1 ? humans[0]! : -1, humans };
  }

  protected override describeMove(played: PlayedMove<NoThanksMove, NoThanksEvent>): string {
    return describeNoThanksMove(played.events, this.session.state, this.spokenSeats());
  }

  protected override a11yQueries(): A11yQueries {
    return {
      look: () => describeNoThanksTable(this.session.state, this.spokenSeats(), this.views.viewer, this.session.over),
      mine: () => (this.views.viewer < 0 ? '' : describeNoThanksSeat(this.session.state, this.spokenSeats(), this.views.viewer, true)),
      turn: () => (this.session.over ? t('nothanks.results') : this.turnText),
      score: () => describeNoThanksScore(this.session.state, this.spokenSeats()),
    };
  }

  // ---------------------------------------------------------------- test probe

  protected probe(): Probe {
    return {
      notation: () => rules.format(this.session.state),
      locate: (id) => {
        const v = this.views;
        if (id === 'card') return v.centre.offer ? { x: v.centre.offer.x, y: v.centre.offer.y } : null;
        if (id === 'chip') {
          const seat = this.session.awaitingHuman ? this.session.toMove : this.session.humanSeats()[0];
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
