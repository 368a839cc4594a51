/**
 * One player's place at the No Thanks table: a soft panel, the name plate with the running card
 * points (public) and a status line (level, "thinking…", what they just did), their chip pile
 * (a count only for the player allowed to see it, "?" otherwise) and the row of cards they took,
 * runs overlapped and singles apart. The row is also the drop zone `row-<seat>` for taking a card.
 */
import Phaser from 'phaser';
import { CardSprite, Chip, DEPTH, NT_CHIP_FRAME, Panel, RectTarget, ScoreBadge, CARD_W, CHIP, textStyle, tweenTo } from '../../ui';
import { ntCoveredFrame, ntFrame, PHONE } from '../../ui';
import { CARD_RATIO, SEAT_HEADER_H, type Point, type SeatBox, type Side } from './tableLayout';
import { compactRow, coveredCards, openRow, readableRow, type CompactSlot, type RunStack } from './rowLayout';
import { ChipPile } from './ChipPile';
import { ShapeImage } from '../../ui/ShapeImage';
import { showSpeechBubble, type BubbleSide } from '../../ui/SpeechBubble';
import type { Box } from '../../ui/layout';

/** On-screen size of the chips in a player's pile. */
const PILE_CHIP = 58;

export interface SeatInfo {
  name: string;
  color: number;
  /** Shown under the name when nothing else is (e.g. the computer's level). */
  caption: string | null;
  /** Whether this is the seat of the one person at this screen ("You"). */
  you?: boolean;
}

const CARD_SLIDE_MS = 380;
/** Height of a name plate (ScoreBadge). */
const PLATE_H = 96;
/**
 * Where a seat's speech bubble goes, best first: towards the middle of the table, else in the seat
 * itself (under the plate, over the seat's own cards; the player's: beside the plate), never onto a
 * neighbour's seat (the table's bubbleAvoid keeps those clear).
 */
const BUBBLE_SIDES: Record<Side, BubbleSide[]> = {
  bottom: ['above', 'right', 'below'],
  left: ['right', 'below', 'above'],
  right: ['left', 'below', 'above'],
  top: ['below', 'right', 'left'],
};

export class SeatView {
  /** Where the card is dropped to take it (rebuilt when the seat changes size). */
  dropZone: RectTarget;
  /** The chip a person at the screen drags onto the card (on top of their pile while they decide). */
  readonly chip: Chip;
  private pile: ChipPile | null = null;
  private panel: Panel | null = null;
  private badge: ScoreBadge | null = null;
  private readonly cards = new Map<number, CardSprite>();
  /** The face each card of the row was last given (its own, or the covered one: `placeCards`). */
  private readonly faces = new Map<number, string>();
  private box: SeatBox | null = null;
  private chipHome: Point = { x: 0, y: 0 };
  /** What the name plate and pile show, kept here so a rebuilt plate shows the same. */
  private shown = { points: 0, chips: null as number | null, subtitle: null as string | null, turn: false };
  private caption: string | null;
  private thinkingDots: Phaser.Time.TimerEvent | null = null;
  private readonly turnGlow: ShapeImage;
  /** An opponent's row shown in full (hovered or tapped) instead of compact. */
  private opened = false;
  private readonly stackLabels: Phaser.GameObjects.Text[] = [];
  /** Over an opponent's row: hover or tap opens it. */
  private rowZone: Phaser.GameObjects.Zone | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly seat: number,
    readonly info: SeatInfo,
  ) {
    this.caption = info.caption;
    this.shown.subtitle = info.caption;
    this.turnGlow = new ShapeImage(scene).setDepth(DEPTH.table);
    this.chip = new Chip(scene, 0, 0, { frame: NT_CHIP_FRAME, scale: PILE_CHIP / CHIP });
    this.chip.setDepth(DEPTH.hud + 10).setName(`chip-${seat}`).setVisible(false);
    this.dropZone = new RectTarget(scene, `row-${seat}`, 0, 0, 10, 10);
  }

  /** Places the seat in `box`; the cards slide to their new places (or jump, if not animated). */
  layout(box: SeatBox, animate: boolean): Promise<void> {
    const sizeChanged = !this.box || this.box.w !== box.w || this.box.h !== box.h;
    // A seat turned to the bottom (pass-and-play) shows its full row; moved up again, its compact one.
    if (this.box?.side !== box.side) this.opened = false;
    this.box = box;
    if (sizeChanged) this.buildFrame(box);
    this.panel!.setPosition(box.x, box.y);
    const headerY = box.y - box.h / 2 + SEAT_HEADER_H / 2 + 4;
    this.badge!.setPosition(box.x - box.w / 2 + 16 + this.badgeWidth(box) / 2, headerY);
    this.pile!.setPosition(box.x + box.w / 2 - 52, headerY + 8);
    this.chipHome = this.pile!.anchor();
    this.homeChip();
    const row = this.rowRect();
    this.dropZone.setPosition(row.x, row.y);
    this.rowZone?.setPosition(row.x, row.y);
    this.drawTurnGlow();
    return this.placeCards(animate);
  }

  /** The name plate's width: clear of the chip pile and of its count, two digits wide once counts show; wide enough for "took 30 + 12" beside a two-digit score where the seat has room. */
  private badgeWidth(box: SeatBox): number {
    return Math.min(400, box.w - 170);
  }

  /**
   * Panel, name plate and drop zone take their size at construction: build them for this size
   * (again after a resize), showing what the old ones showed. The plate comes before the pile so
   * the seat's texts read in order: name, caption, points, chips.
   */
  private buildFrame(box: SeatBox): void {
    this.panel?.destroy();
    this.badge?.destroy();
    this.pile?.destroy();
    this.dropZone.destroy();
    this.panel = new Panel(this.scene, box.x, box.y, box.w, box.h, { fill: 0x0c2a1c, alpha: 0.55, radius: 22 }).setDepth(DEPTH.table).setName(`nothanks:seat-${this.seat}`);
    this.badge = new ScoreBadge(this.scene, 0, 0, { name: this.info.name, score: this.shown.points, color: this.info.color, width: this.badgeWidth(box) });
    this.badge.setDepth(DEPTH.hud).setSubtitle(this.shown.subtitle).setTurn(this.shown.turn);
    this.pile = new ChipPile(this.scene, PILE_CHIP, 'left', DEPTH.hud).setCount(this.shown.chips);
    const row = this.rowRect();
    this.dropZone = new RectTarget(this.scene, `row-${this.seat}`, row.x, row.y, row.w, row.h);
    this.dropZone.setDepth(DEPTH.table);
    this.buildRowZone(box, row);
  }

  /** Hover (mouse) or tap (touch) on an opponent's row opens it; leaving or a second tap closes it. */
  private buildRowZone(box: SeatBox, row: { x: number; y: number; w: number; h: number }): void {
    this.rowZone?.destroy();
    this.rowZone = null;
    if (box.side === 'bottom') return;
    // A finger-high zone even where the row is lower (many players on a phone); it is centred on the row.
    const zone = this.scene.add.zone(row.x, row.y, row.w, Math.max(row.h, PHONE.target)).setName(`nothanks:rowzone-${this.seat}`).setInteractive();
    zone.on('pointerover', (p: Phaser.Input.Pointer) => {
      if (!p.wasTouch) this.setRowOpen(true);
    });
    zone.on('pointerout', (p: Phaser.Input.Pointer) => {
      if (!p.wasTouch) this.setRowOpen(false);
    });
    zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (p.wasTouch) this.setRowOpen(!this.opened);
    });
    this.rowZone = zone;
  }

  private showSubtitle(text: string | null): void {
    this.shown.subtitle = text;
    this.badge?.setSubtitle(text);
  }

  /** Centre of the card row (the drop zone), for the test probe. */
  rowCentre(): Point {
    const row = this.rowRect();
    return { x: row.x, y: row.y };
  }

  /** The card row's rectangle (centre and size). */
  private rowRect(): { x: number; y: number; w: number; h: number } {
    const box = this.box!;
    const cardH = box.cardW * CARD_RATIO;
    return { x: box.x, y: box.y + box.h / 2 - 12 - cardH / 2, w: box.w - 24, h: cardH + 16 };
  }

  /** Centre of the chip pile: where this player's chips leave from and arrive at. */
  chipAnchor(): Point {
    return { ...this.chipHome };
  }

  /** Puts the pile back in place (after the player dragged its top chip onto the card). */
  homeChip(): void {
    this.scene.tweens.killTweensOf(this.chip);
    this.chip.setPosition(this.chipHome.x, this.chipHome.y);
  }

  /** Where `card` lies in this row (null if it is not there), and the row's card width. */
  cardPoint(card: number): (Point & { size: number }) | null {
    const sprite = this.cards.get(card);
    return sprite && this.box ? { x: sprite.x, y: sprite.y, size: this.box.cardW * CARD_RATIO } : null;
  }

  /** Takes `sprite` (the card on offer, flying in) into the row; every card slides to its place. */
  receive(card: number, sprite: CardSprite): Promise<void> {
    this.cards.set(card, sprite);
    sprite.setName(`taken-${card}`);
    return this.placeCards(true);
  }

  /** Creates the row from a known list of cards (start or re-layout), without animation. */
  setCards(cards: readonly number[]): void {
    for (const sprite of this.cards.values()) sprite.destroy();
    this.cards.clear();
    this.faces.clear();
    for (const card of cards) {
      const sprite = new CardSprite(this.scene, 0, 0, { texture: 'nt', frame: ntFrame(card), id: `taken-${card}` });
      sprite.setName(`taken-${card}`);
      this.cards.set(card, sprite);
    }
    void this.placeCards(false);
  }

  /**
   * Where each card lies. For an opponent (a seat not at the bottom) the compact row, every run of
   * three or more collapsed to a stack labelled first–last, unless the row is opened (hover or tap):
   * then every card. At the bottom, every card while each number stays readable, else the long runs
   * collapsed as far as needed (a late-game row on a phone).
   */
  private slots(): { slots: CompactSlot[]; stacks: RunStack[] } {
    const box = this.box!;
    const width = this.rowRect().w - 16;
    const cards = [...this.cards.keys()];
    if (box.side === 'bottom') return readableRow(cards, box.cardW, width);
    if (!this.opened) return compactRow(cards, box.cardW, width);
    return openRow(cards, box.cardW, width);
  }

  private placeCards(animate: boolean): Promise<void> {
    if (!this.box) return Promise.resolve();
    const box = this.box;
    const row = this.rowRect();
    const scale = box.cardW / CARD_W;
    const { slots, stacks } = this.slots();
    const covered = coveredCards(slots, box.cardW);
    // A stack's lowest card lies on top (it counts); the cards tucked under it, dimmed, behind.
    const order = [...slots].sort((p, q) => Number(q.tucked) - Number(p.tucked) || (p.tucked ? q.card - p.card : p.card - q.card));
    const depthOf = new Map(order.map((s, i) => [s.card, DEPTH.cards + i] as const));
    this.showStacks(stacks, row, box.cardW * CARD_RATIO, animate);
    const moves = slots.map((slot) => {
      const sprite = this.cards.get(slot.card)!;
      const depth = depthOf.get(slot.card)!;
      const x = row.x + slot.x;
      const y = row.y + slot.y;
      sprite.setDimmed(slot.tucked);
      const face = covered.has(slot.card) ? ntCoveredFrame(slot.card) : ntFrame(slot.card);
      this.faces.set(slot.card, face);
      // A card going under its neighbour keeps its big numeral until it lies there (the card taken
      // from the middle shows its number all the way); one coming out from under shows it at once.
      // A later layout's choice wins over this one's.
      const showFace = (): void => {
        if (sprite.scene && this.faces.get(slot.card) === face) sprite.setFrameName(face);
      };
      if (!animate || !covered.has(slot.card)) showFace();
      if (!animate) {
        sprite.setPosition(x, y).setScale(scale).setDepth(depth).setAngle(0);
        sprite.setHome(sprite.x, sprite.y);
        return Promise.resolve();
      }
      // slideTo stops the card's running tweens, so straightening it up comes second.
      const slide = sprite.slideTo(x, y, { scale, depth, baseMs: CARD_SLIDE_MS, ease: 'Cubic.easeInOut' });
      if (sprite.angle !== 0) void tweenTo(this.scene, sprite, { angle: 0 }, CARD_SLIDE_MS);
      return slide.then(showFace);
    });
    return Promise.all(moves).then(() => undefined);
  }

  /** The "first–last" labels under the collapsed runs (one text each, reused). */
  private showStacks(stacks: readonly RunStack[], row: { x: number; y: number }, cardH: number, animate: boolean): void {
    while (this.stackLabels.length < stacks.length) {
      const label = this.scene.add.text(0, 0, '', textStyle('small', { fontSize: '22px', fontStyle: 'bold', color: '#ffffff', backgroundColor: '#0b2016', padding: { x: 8, y: 2 } }));
      this.stackLabels.push(label.setOrigin(0.5).setDepth(DEPTH.cards + 60));
    }
    this.stackLabels.forEach((label, i) => {
      const stack = stacks[i];
      label.setVisible(stack !== undefined);
      if (!stack) return;
      label.setText(`${stack.first}–${stack.last}`).setName(`nothanks:run-${this.seat}-${stack.first}`);
      label.setPosition(row.x + stack.x + 6, row.y + cardH / 2 - 12);
      if (animate) {
        label.setAlpha(0);
        void tweenTo(this.scene, label, { alpha: 1 }, CARD_SLIDE_MS);
      } else label.setAlpha(1);
    });
  }

  /** Opens an opponent's compact row to show every card (hover, tap), or collapses it again. */
  setRowOpen(open: boolean): void {
    if (this.opened === open || !this.box || this.box.side === 'bottom') return;
    this.opened = open;
    void this.placeCards(true);
  }

  /** Whether the row is shown open: always the seat at the bottom (which collapses runs only when the row is too long to read), else an opponent's opened row. */
  get rowOpen(): boolean {
    return this.box?.side === 'bottom' || this.opened;
  }

  setPoints(points: number): void {
    this.shown.points = points;
    this.badge?.setScore(points);
  }

  /** The chip count, or null when this player's chips are secret to the viewer (shows "?"). */
  setChips(count: number | null): void {
    this.shown.chips = count;
    this.pile?.setCount(count);
  }

  /** Shows the chip the player may drag onto the card (only while they decide and can pay). */
  setChipDraggable(on: boolean): void {
    this.homeChip();
    this.chip.setVisible(on);
  }

  setTurn(on: boolean): void {
    this.shown.turn = on;
    this.badge?.setTurn(on);
    this.drawTurnGlow();
  }

  /** A gold rim around the whole seat while it is this player's decision. */
  private drawTurnGlow(): void {
    const box = this.shown.turn ? this.box : null;
    this.turnGlow.draw((g) => {
      if (!box) return;
      const { x, y, w, h } = box;
      g.lineStyle(10, this.info.color, 0.25).strokeRoundedRect(x - w / 2 - 5, y - h / 2 - 5, w + 10, h + 10, 26);
      g.lineStyle(3, this.info.color, 0.95).strokeRoundedRect(x - w / 2, y - h / 2, w, h, 22);
    });
  }

  /** "thinking" with dots that keep moving, so a slow computer still looks alive. */
  setThinking(on: boolean, label: string): void {
    this.thinkingDots?.remove();
    this.thinkingDots = null;
    if (!on) {
      this.showSubtitle(this.caption);
      return;
    }
    let dots = 0;
    this.showSubtitle(label);
    this.thinkingDots = this.scene.time.addEvent({
      delay: 320,
      loop: true,
      callback: () => {
        dots = (dots + 1) % 4;
        this.showSubtitle(label + '.'.repeat(dots));
      },
    });
  }

  /** Replaces the caption under the name (e.g. "took 17 + 3 chips"). */
  setCaption(text: string | null): void {
    this.caption = text;
    if (!this.thinkingDots) this.showSubtitle(text);
  }

  /** The name plate's box (a speech bubble points at it, and no bubble may cover it). */
  plateBox(): Box {
    const b = this.badge!;
    const w = this.badgeWidth(this.box!);
    return { x: b.x - w / 2, y: b.y - PLATE_H / 2, width: w, height: PLATE_H };
  }

  /** The whole seat's box (another seat's speech bubble keeps off it). */
  panelBox(): Box {
    const { x, y, w, h } = this.box!;
    return { x: x - w / 2, y: y - h / 2, width: w, height: h };
  }

  /** The chip pile's box (bubbles keep off it too: the count must stay readable). */
  pileBox(): Box {
    const a = this.pile!.anchor();
    return { x: a.x - PILE_CHIP - 60, y: a.y - PILE_CHIP / 2 - 10, width: PILE_CHIP + 100, height: PILE_CHIP + 20 };
  }

  /**
   * The decision, for everyone to see: a speech bubble pointing at this player's name plate, on the
   * side facing the middle of the table where there is room, never over a name plate or chip pile.
   */
  async callout(text: string, color: string, avoid: readonly Box[], tableTop: number): Promise<void> {
    if (!this.box) return;
    const { width, height } = this.scene.scale;
    await showSpeechBubble(this.scene, text, {
      anchor: this.plateBox(),
      avoid,
      prefer: BUBBLE_SIDES[this.box.side],
      color,
      bounds: { x: 8, y: tableTop + 4, width: width - 16, height: height - tableTop - 12 },
    });
  }

  /** The cards in ascending order (for the end screen's breakdown). */
  cardList(): number[] {
    return [...this.cards.keys()].sort((a, b) => a - b);
  }

  destroy(): void {
    this.thinkingDots?.remove();
    for (const c of this.cards.values()) c.destroy();
    this.panel?.destroy();
    this.badge?.destroy();
    this.chip.destroy();
    this.pile?.destroy();
    this.dropZone.destroy();
    this.rowZone?.destroy();
    for (const label of this.stackLabels) label.destroy();
    this.turnGlow.destroy();
  }
}
