/**
 * Everything on the Sequence table below the top bar, laid out for the current design size: board,
 * hand, piles, teams, status line and the dead-card button, plus the person's input and the event
 * animator. The scene owns the game; this object owns the pictures of it, and moves them in place
 * when the table is laid out again for a new size.
 */
import Phaser from 'phaser';
import { deadCards, teamOf, type SequenceEvent, type SequenceMove, type SequenceState } from '../../engine/sequence';
import { Button, CardSprite, DEPTH, PHONE, isPhone, keepToastsWithin, textStyle } from '../../ui';
import { t, tOf } from '../../platform/i18n';
import { BoardView } from './BoardView';
import { EventAnimator, type AnimatorContext } from './EventAnimator';
import { HandView } from './HandView';
import { HumanInput } from './HumanInput';
import { cellCentre, sequenceLayout, type SequenceLayout } from './layout';
import { PilesView } from './PilesView';
import { TeamPanel, type TeamInfo } from './TeamPanel';
import type { NamePlate } from '../../ui/table/presenceMarks';
import { Magnifier } from './Magnifier';
import { cardName, type FaceOptions } from './cardFace';
import { MoveHistory, pointAt, type MarkPoint } from '../../ui/MoveHistory';
import { clampLines, lineCount } from '../../ui/fitText';
import type { SequenceFocus } from './history';

export interface TableConfig {
  state: SequenceState;
  /** Height of the top bar: the table is laid out below it. */
  top: number;
  teams: TeamInfo[];
  /** Display names by seat. */
  names: readonly string[];
  /** The seat of the person at this screen (-1: none): the last-move line says "You …". */
  you: number;
  learning: boolean;
  onExchange(): void;
  /** Whether the table takes a person's input now (the scene's input policy). */
  accepts(): boolean;
  /** Plays a person's move; false when it was refused. */
  submit(move: SequenceMove, card: CardSprite): boolean;
  /**
   * The board, when made ahead in a set-up step of its own (SequenceBoard builds in steps: the board
   * and the rest of the table together came near the 50 ms long-task line); made here otherwise.
   */
  board?: BoardView;
}

export class SequenceTableView {
  private layout: SequenceLayout;
  readonly board: BoardView;
  readonly hand: HandView;
  readonly piles: PilesView;
  private readonly teams: TeamPanel;
  readonly input: HumanInput;
  private readonly animator: EventAnimator;
  private readonly status: Phaser.GameObjects.Text;
  private readonly lastMoveText: Phaser.GameObjects.Text;
  /** The last-move line in full (its text object may show it cut to the room it has). */
  private lastMoveLine = '';
  private readonly exchangeButton: Button;
  private readonly boardZone: Phaser.GameObjects.Zone;
  private readonly magnifier: Magnifier;
  /** The moves since the person's last turn; a tapped line rings its spaces on the board. */
  readonly history: MoveHistory<SequenceFocus>;
  private face: FaceOptions;
  /** Seat names, for the last-move line. */
  private readonly names: readonly string[];
  private readonly you: number;

  /** The table's layout for `scene`'s size, below a top bar `top` high, with these teams' panel. */
  static layoutFor(scene: Phaser.Scene, top: number, teams: readonly TeamInfo[]): SequenceLayout {
    const { width, height } = scene.scale;
    const phone = isPhone(scene);
    const maxH = height > width ? 300 : 330;
    // The panel's width does not depend on its height: a first layout tells it, and with it whether the
    // players go in two lists (a shorter panel).
    const panelW = sequenceLayout(width, height, top, maxH, phone).teams.w;
    return sequenceLayout(width, height, top, TeamPanel.heightFor(teams, maxH, phone, panelW), phone);
  }

  constructor(
    private readonly scene: Phaser.Scene,
    config: TableConfig,
  ) {
    const { state } = config;
    const s = state.settings;
    this.names = config.names;
    this.you = config.you;
    this.layout = SequenceTableView.layoutFor(scene, config.top, config.teams);
    this.face = { variant: s.variant, learning: config.learning };
    this.board = config.board ?? new BoardView(scene, s.variant, this.layout);
    this.teams = new TeamPanel(scene, this.layout.teams, config.teams, s.sequencesToWin, (seat) => teamOf(state, seat));
    this.piles = new PilesView(scene, this.layout, this.face);
    this.hand = new HandView(scene, this.layout, this.face);

    const { status, exchange } = this.layout;
    this.status = scene.add
      .text(0, 0, '', textStyle('body', { fontSize: '28px', wordWrap: { width: status.width, useAdvancedWrap: true } }))
      .setDepth(DEPTH.hud)
      .setName('sequence:status');
    this.lastMoveText = scene.add
      .text(0, 0, '', textStyle('small', { fontSize: '24px', wordWrap: { width: this.layout.lastMove.width, useAdvancedWrap: true } }))
      .setDepth(DEPTH.hud)
      .setName('sequence:last');
    // The button is as wide in both layouts (only its place changes).
    this.exchangeButton = new Button(scene, 0, 0, { label: t('sequence.exchange'), onClick: () => config.onExchange(), width: exchange.w, height: 72, variant: 'secondary', fontSize: 26 });
    this.exchangeButton.setName('sequence:exchange').setVisible(false).setDepth(DEPTH.hud);

    this.history = new MoveHistory<SequenceFocus>(scene, (entry) => this.pointAtCells(entry.focus), false);

    // Clicks on the board (after tapping a card) go through one zone over the whole grid.
    this.boardZone = scene.add.zone(0, 0, 1, 1).setName('sequence:board').setDepth(DEPTH.table + 2);
    this.magnifier = new Magnifier(scene);
    this.placeHud();
    this.boardZone.setInteractive();
    this.boardZone.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => this.input.clickBoard(p.worldX, p.worldY));
    this.watchFinger();
    this.setAwaiting(false);

    this.input = new HumanInput(scene, this.board, this.hand, this.piles, {
      status: (key) => this.setStatus(key === null ? null : t(key)),
      exchangeAvailable: (on) => {
        this.exchangeButton.setVisible(on);
        // On a phone the button sits where the last-move line grows to; the board's ring still marks the last move.
        if (this.layout.phone) {
          this.lastMoveText.setVisible(!on);
          this.history.setVisible(!on || !this.layout.portrait);
        }
      },
      awaiting: (on) => this.setAwaiting(on),
      accepts: () => config.accepts(),
      submit: (move, card) => config.submit(move, card),
    });
    this.animator = new EventAnimator(scene, this.board, this.hand, this.piles, this.teams);
    this.animator.onMove = (player, card) => this.showLastMove(player, card);
    this.animator.onExchange = (player) => this.showExchange(player);
    this.board.sync(state.chips, state.sequences);
    this.piles.setDrawCount(state.drawPile.length);
    this.syncCounts(state);
  }

  /**
   * Moves every part of the table to `layout` (a new size) at once; play goes on where it was. A card
   * the person had picked up is put down.
   */
  relayout(layout: SequenceLayout): void {
    this.layout = layout;
    this.input.putDown();
    this.board.relayout(layout);
    this.piles.relayout(layout);
    this.hand.relayout(layout);
    this.teams.relayout(layout.teams);
    this.placeHud();
  }

  /**
   * A finger on the board with a card picked: the magnifier shows what is under it and follows it;
   * lifting the finger plays on the space under it (the board zone's click) and closes the lens.
   */
  private watchFinger(): void {
    const aimAt = (p: Phaser.Input.Pointer): void => {
      this.magnifier.show(p.worldX, p.worldY);
      this.input.aim(p.worldX, p.worldY);
    };
    this.boardZone.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      if (p.wasTouch && this.input.picking) aimAt(p);
    });
    const move = (p: Phaser.Input.Pointer): void => {
      if (this.magnifier.shown && p.isDown) aimAt(p);
    };
    const lift = (): void => {
      if (!this.magnifier.shown) return;
      this.magnifier.hide();
      this.input.aim(null);
    };
    this.scene.input.on(Phaser.Input.Events.POINTER_MOVE, move);
    // After the board zone's own POINTER_UP (which plays): the scene's comes later in the same event.
    this.scene.input.on(Phaser.Input.Events.POINTER_UP, lift);
    this.scene.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, lift);
    this.scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scene.input.off(Phaser.Input.Events.POINTER_MOVE, move);
      this.scene.input.off(Phaser.Input.Events.POINTER_UP, lift);
      this.scene.input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, lift);
    });
  }

  /** The status and last-move lines, the dead-card button and the board's click zone, where the layout has them. */
  private placeHud(): void {
    const { status, lastMove, exchange, board } = this.layout;
    // A phone keeps 12 CSS px text and a finger-high button (PHONE).
    const phone = this.layout.phone;
    this.status.setFontSize(phone ? PHONE.text : 28).setPosition(status.x, status.y).setOrigin(0, status.originY).setWordWrapWidth(status.width, true);
    this.lastMoveText.setFontSize(phone ? PHONE.text : 24).setPosition(lastMove.x, lastMove.y).setOrigin(0, lastMove.originY).setWordWrapWidth(lastMove.width, true);
    this.fitLastMove();
    this.exchangeButton.setBoxSize(exchange.w, phone ? PHONE.target : 72).setLabelSize(phone ? PHONE.text : 26).setPosition(exchange.x, exchange.y);
    // A phone has the button where the last-move line grows to: only one of them shows there.
    if (this.exchangeButton.visible) this.lastMoveText.setVisible(!this.layout.phone);
    else this.lastMoveText.setVisible(true);
    this.history.place(this.layout.history).setVisible(this.lastMoveText.visible || !this.layout.portrait);
    const size = board.cell * 10;
    this.boardZone.setPosition(board.cx, board.cy).setSize(size, size);
    // Notices go over the board's top rows, never over the teams, the status or the hand beside or
    // below it (centred on the screen, they covered the team panel's header).
    keepToastsWithin(this.scene, board.cx, size);
  }

  /**
   * Keeps the last-move line within its slot's height (a phone upright: above the history's header):
   * as many lines as fit there, the last one ending in "…" if a long name needs more.
   */
  private fitLastMove(): void {
    const room = this.layout.lastMove.height;
    const text = this.lastMoveText.setText(this.lastMoveLine);
    if (room === undefined || text.text === '') return;
    const lineH = text.height / Math.max(1, lineCount(text));
    clampLines(text, Math.max(1, Math.floor(room / lineH)));
  }

  /** The opening deal, animated (the draw pile shows the full deck until the cards leave it). */
  async deal(state: SequenceState, ctx: AnimatorContext): Promise<void> {
    const dealt = state.hands.reduce((n, h) => n + h.length, 0);
    this.piles.setDrawCount(state.drawPile.length + dealt);
    this.teams.setTurn(state.toMove);
    for (let seat = 0; seat < state.hands.length; seat++) this.teams.setHandSize(seat, 0);
    await this.animator.deal(state.hands, state.toMove, ctx);
    this.settle(state, ctx.handSeat);
  }

  /** Shows a position at once (resumed game or a new layout). */
  showPosition(state: SequenceState, handSeat: number, faceUp: boolean): void {
    this.hand.setHand(handSeat >= 0 ? (state.hands[handSeat] as string[]) : [], faceUp);
    this.piles.setDiscards(lastPlayed(state));
    this.teams.setTurn(state.toMove);
    this.settle(state, handSeat);
  }

  /**
   * A resumed game: the ring on the board and the last-move line show the move the game was left at,
   * as they did live (both stayed empty until the next move). `events` are that move's. A dead card
   * exchanged put no chip anywhere: the line says so, as it did live, and no space is ringed.
   */
  recallLastMove(events: readonly SequenceEvent[]): void {
    for (let i = events.length - 1; i >= 0; i--) {
      const ev = events[i]!;
      if (ev.type === 'discardDead') {
        this.showExchange(ev.player);
        return;
      }
      if (ev.type !== 'place' && ev.type !== 'remove') continue;
      this.board.markLast(ev.row, ev.col, ev.type === 'remove');
      this.showLastMove(ev.player, ev.card);
      return;
    }
  }

  /** A dead card exchanged puts no chip anywhere: no space is ringed, the line says what happened. */
  private showExchange(player: number): void {
    this.board.clearLast();
    this.lastMoveLine = tOf('sequence.toast.exchanged', player === this.you, { name: this.names[player] ?? '' });
    this.fitLastMove();
  }

  private showLastMove(player: number, card: string): void {
    this.lastMoveLine = tOf('sequence.lastMove', player === this.you, { name: this.names[player] ?? '', card: cardName(card) });
    this.fitLastMove();
  }

  animate(events: readonly SequenceEvent[], ctx: AnimatorContext, played?: CardSprite): Promise<void> {
    return this.animator.play(events, ctx, played);
  }

  /** After the animations: counts, sequences, hand order and dead-card marks as the state has them. */
  settle(state: SequenceState, handSeat: number): void {
    this.board.sync(state.chips, state.sequences);
    this.piles.setDrawCount(state.drawPile.length);
    this.syncCounts(state);
    if (handSeat >= 0) {
      this.hand.arrange(state.hands[handSeat] as string[]);
      // The dead marks first: the hand makes room for them.
      const dead = handSeat === state.toMove ? new Set(deadCards(state)) : new Set<string>();
      this.hand.markDead(dead);
      void this.hand.place();
    }
  }

  async hideHand(): Promise<void> {
    this.hand.markDead(new Set());
    await this.hand.showFaces(false);
  }

  async revealHand(codes: readonly string[]): Promise<void> {
    this.hand.setHand(codes, false);
    await this.hand.showFaces(true);
  }

  /** Where `seat`'s name is in the team panel (online presence marks sit on it). */
  playerBox(seat: number): NamePlate | null {
    return this.teams.playerBox(seat);
  }

  setStatus(text: string | null): void {
    this.status.setText(text ?? '');
  }

  /** The status line's words (whose turn, what the selected card does): said when a player asks. */
  get statusText(): string {
    return this.status.text;
  }

  setLearning(on: boolean): void {
    this.face = { ...this.face, learning: on };
    this.hand.setFace(this.face);
    this.piles.setFace(this.face);
  }

  /** Rings the board spaces of a move picked in the history. */
  private pointAtCells(cells: SequenceFocus): readonly MarkPoint[] {
    return cells.length > 0 ? pointAt(this.scene, cells.map(([r, c]) => cellCentre(this.layout, r, c)), this.layout.board.cell * 0.92) : [];
  }

  /** Test hook: `hand-<i>`, a card code in hand, `cell-<row>-<col>`, `discard`, `draw`. */
  locate(id: string): { x: number; y: number } | null {
    const cell = /^cell-(\d)-(\d)$/.exec(id);
    if (cell) return cellCentre(this.layout, Number(cell[1]), Number(cell[2]));
    const hand = /^hand-(\d+)$/.exec(id);
    const card = hand ? this.hand.cards[Number(hand[1])] : this.hand.find(id);
    if (card) return { x: card.x, y: card.y };
    if (id === 'discard') return { ...this.layout.discard };
    if (id === 'draw') return { ...this.layout.drawPile };
    return null;
  }

  destroy(): void {
    this.magnifier.destroy();
    this.animator.stop();
    this.input.destroy();
    this.board.destroy();
    this.hand.destroy();
    this.piles.destroy();
    this.teams.destroy();
    this.history.destroy();
  }

  private syncCounts(state: SequenceState): void {
    state.hands.forEach((h, seat) => this.teams.setHandSize(seat, h.length));
    for (let team = 0; team < state.settings.teams; team++) {
      this.teams.setSequences(team, state.sequences.filter((s) => s.team === team).length);
    }
  }

  private setAwaiting(on: boolean): void {
    this.boardZone.setVisible(on);
    if (this.boardZone.input) this.boardZone.input.enabled = on;
  }
}

/** The discards in the order they were most likely played: round by round over the players' piles. */
function lastPlayed(state: SequenceState): string[] {
  const piles = state.discards;
  const longest = Math.max(0, ...piles.map((p) => p.length));
  const out: string[] = [];
  for (let i = 0; i < longest; i++) for (const pile of piles) if (pile[i] !== undefined) out.push(pile[i] as string);
  return out;
}
