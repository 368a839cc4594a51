/**
 * Draws the Gaps tableau and animates what the engine says happened: the deal, a card move, the
 * gather–shuffle–deal of a redeal, undo/redo (cards glide to where the state has them) and the win.
 * It reads the state only through engine helpers (which cards are locked, which gaps can be filled);
 * it never decides a rule.
 */
import Phaser from 'phaser';
import type { CardCode } from '../../engine/core';
import {
  COLS,
  ROWS,
  cardsFitting,
  inSequenceCards,
  isLockedAt,
  rowSuit,
  type GapsEvent,
  type GapsPos,
  type GapsState,
} from '../../engine/gaps';
import { CARD_H, CARD_W, CardSprite, COLORS, CSS, DEPTH, PHONE, TEX, cardFrame, choreograph, playSound, textStyle, tweenTo, wait, type Choreography, type Step } from '../../ui';
import { decorateBackdrop } from '../../ui/decorateBackdrop';
import { isInstant } from '../../ui/tween';
import { HIGHLIGHT_COLOR } from '../../ui/highlight';
import { Spotlight, type Spot } from '../../ui/Spotlight';
import { GapSlot } from './GapSlot';
import { winCascade } from './winCascade';
import type { TableauLayout } from './layout';
import { SPLIT_AT } from './layout';
import { suitMarkTexture } from './suitMark';

type MoveEvent = Extract<GapsEvent, { type: 'move' }>;

type RedealEvent = Extract<GapsEvent, { type: 'redeal' }>;

const ACES: CardCode[] = ['AS', 'AH', 'AD', 'AC'];

/** The spotlight's dark layer: above every card at rest (at most DEPTH.cards + 51), below DEPTH.drag. */
const SPOTLIGHT_DEPTH = DEPTH.cards + 100;

export class TableauView {
  readonly cards = new Map<CardCode, CardSprite>();
  readonly slots: GapSlot[][] = [];
  private readonly wrapMarks: Phaser.GameObjects.Text[] = [];
  /** Basic variant: each row's suit in the margin left of its band (empty in the other variants). */
  private readonly rowMarks: Phaser.GameObjects.Image[] = [];
  /** The first deal while it plays (place() stops it). */
  private dealing: Choreography | null = null;
  /** Lit cards and gaps glow while the rest of the tableau dims (hint, selection, drag targets). */
  private readonly spotlight: Spotlight;

  constructor(
    private readonly scene: Phaser.Scene,
    public layout: TableauLayout,
    state: GapsState,
    /** The scene's felt (`addBackdrop`): the row bands are painted into it. */
    private readonly backdrop: Phaser.GameObjects.Image,
  ) {
    // Above every card at rest, below a card in flight or dragged (DEPTH.drag) and the HUD.
    this.spotlight = new Spotlight(scene, { depth: SPOTLIGHT_DEPTH, name: 'gaps:spotlight' });
    this.spotlight.setSource(() => this.litSpots());
    for (let row = 0; row < ROWS; row++) {
      const line: GapSlot[] = [];
      for (let col = 0; col < COLS; col++) {
        const slot = new GapSlot(scene, row, col);
        slot.onHighlight = () => this.spotlight.invalidate();
        line.push(slot);
      }
      this.slots.push(line);
      this.wrapMarks.push(scene.add.text(0, 0, '↩', textStyle('small', { fontSize: '30px', color: CSS.textDim })).setOrigin(0.5).setAlpha(0.55).setDepth(DEPTH.table));
    }
    for (let row = 0; row < ROWS; row++) {
      const suit = rowSuit(state.settings, row);
      if (suit) this.rowMarks.push(scene.add.image(0, 0, suitMarkTexture(scene, suit, false)).setDepth(DEPTH.table));
    }
    for (const row of state.rows) {
      for (const code of row) if (code) this.cards.set(code, new CardSprite(scene, 0, 0, { texture: TEX.cards, frame: cardFrame(code), id: code }));
    }
    // The caller lays it out (`setLayout`) in a step of its own: that paints the felt, the other half
    // of the set-up's cost (see buildInSteps).
  }

  card(code: CardCode): CardSprite | undefined {
    return this.cards.get(code);
  }

  slot(pos: GapsPos): GapSlot {
    return this.slots[pos.row]![pos.col]!;
  }

  /**
   * What the spotlight shows: every highlighted card and gap. Read after each run of highlight
   * changes (a gap's highlight tells the spotlight; cards are lit together with gaps: a selected 2
   * with its legal gaps, a selected gap with its fitting 2s, the hint's card with its gap).
   */
  private litSpots(): Spot[] {
    const { cardW, cardH, scale } = this.layout;
    const spot = (x: number, y: number, h: Exclude<CardSprite['highlight'], 'none'>): Spot => ({ x: x - cardW / 2, y: y - cardH / 2, width: cardW, height: cardH, color: HIGHLIGHT_COLOR[h], radius: 14 * scale });
    const out: Spot[] = [];
    for (const line of this.slots) for (const slot of line) if (slot.visible && slot.shownHighlight !== 'none') out.push(spot(slot.x, slot.y, slot.shownHighlight));
    for (const card of this.cards.values()) if (card.visible && card.highlight !== 'none') out.push(spot(card.home.x, card.home.y, card.highlight));
    return out;
  }

  /** Lifts a lit card above the spotlight's dark layer while it moves out of its hole (the hint's lean), or back. */
  raise(code: CardCode, on: boolean): void {
    const sprite = this.cards.get(code);
    if (!sprite) return;
    if (on) sprite.setDepth(SPOTLIGHT_DEPTH + 1);
    else {
      const pos = this.posOf(code);
      if (pos) sprite.setDepth(this.restDepth(pos));
    }
  }

  private posOf(code: CardCode): GapsPos | null {
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLS; col++) {
        const p = this.layout.pos(row, col);
        const sprite = this.cards.get(code);
        if (sprite && Math.abs(sprite.home.x - p.x) < 1 && Math.abs(sprite.home.y - p.y) < 1) return { row, col };
      }
    }
    return null;
  }

  /** Where a card lies at rest: one depth step per place, so shadows fall the same way everywhere. */
  private restDepth(pos: GapsPos): number {
    return DEPTH.cards + pos.row * COLS + pos.col;
  }

  /** Lays everything out: the first time (a set-up step of its own), and at once for a new size. */
  setLayout(layout: TableauLayout, state: GapsState): void {
    this.layout = layout;
    this.drawBands();
    const first = layout.bands[0]!;
    const last = layout.bands[layout.bands.length - 1]!;
    const pad = layout.cardW * 0.25;
    this.spotlight.setArea({ x: first.x - pad, y: first.y - pad, width: first.width + pad * 2, height: last.y + last.height - first.y + pad * 2 });
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLS; col++) {
        const p = layout.pos(row, col);
        this.slots[row]![col]!.setPosition(p.x, p.y).setScale(layout.scale);
      }
      const rowMark = this.rowMarks[row];
      if (rowMark) {
        // Centred in the margin left of the band, where there is one (landscape; a phone upright has none).
        const margin = layout.bands[row]!.x;
        const size = Math.min(margin * 0.8, layout.cardW * 0.6);
        rowMark.setVisible(size >= layout.cardW * 0.3).setPosition(margin / 2, layout.pos(row, 0).y).setScale(size / rowMark.frame.width);
      }
      const mark = this.wrapMarks[row]!;
      const end = layout.pos(row, SPLIT_AT - 1);
      // At least a phone's 12 CSS px (PHONE.text), just right of the line's last card.
      const markSize = Math.max(Math.round(layout.cardW * 0.28), PHONE.text);
      mark.setVisible(layout.split).setPosition(end.x + layout.cardW / 2 + markSize * 0.45, end.y + layout.cardH * 0.36).setFontSize(markSize);
    }
    for (const line of this.slots) for (const slot of line) this.fitTouchBox(slot);
    for (const card of this.cards.values()) this.fitTouchBox(card);
    this.place(state);
  }

  /**
   * The layout's touch box (a finger's on a phone, where the cards are drawn smaller), centred on the
   * card or gap, in its frame units. Made interactive here if not yet (DragController keeps an input).
   */
  private fitTouchBox(item: Phaser.GameObjects.Container): void {
    if (!item.input) item.setInteractive({ useHandCursor: true });
    const w = this.layout.hit.width / this.layout.scale;
    const h = this.layout.hit.height / this.layout.scale;
    (item.input!.hitArea as Phaser.Geom.Rectangle).setTo((CARD_W - w) / 2, (CARD_H - h) / 2, w, h);
  }

  /** The row bands, painted into the felt (see decorateBackdrop: no translucent layer per frame). */
  private drawBands(): void {
    const r = this.layout.cardW * 0.12;
    const bands = this.layout.bands;
    decorateBackdrop(this.backdrop, (g) => {
      for (const b of bands) {
        g.fillStyle(0x000000, 0.16).fillRoundedRect(b.x, b.y, b.width, b.height, r);
        g.lineStyle(2, COLORS.feltLight, 0.35).strokeRoundedRect(b.x, b.y, b.width, b.height, r);
      }
    });
  }

  /** Puts every card where the state has it, without animation. */
  place(state: GapsState): void {
    this.dealing?.stop();
    state.rows.forEach((line, row) =>
      line.forEach((code, col) => {
        if (!code) return;
        const sprite = this.cards.get(code);
        if (!sprite) return;
        const p = this.layout.pos(row, col);
        this.scene.tweens.killTweensOf(sprite);
        sprite.setPosition(p.x, p.y).setHome(p.x, p.y).setScale(this.layout.scale).setDepth(this.restDepth({ row, col })).setAngle(0).setAlpha(1).setVisible(true);
      }),
    );
    this.refresh(state);
  }

  /** Locked look, open and dead gaps, read from the state through the engine. */
  refresh(state: GapsState): void {
    const montana = state.settings.variant === 'montana';
    const inSequence = new Set(montana ? [] : inSequenceCards(state.settings, state.rows));
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLS; col++) {
        const code = state.rows[row]![col];
        const slot = this.slots[row]![col]!;
        if (col === 0) slot.setSuitMark(rowSuit(state.settings, row));
        if (code) {
          slot.setOpen(false);
          this.cards.get(code)?.setLocked(isLockedAt(state.settings, state.rows, { row, col }) || inSequence.has(code));
        } else {
          slot.setOpen(true, cardsFitting(state.settings, state.rows, { row, col }).length === 0);
        }
      }
    }
  }

  /** The first deal: all 52 cards fly out row by row, then the aces leave with a flourish. */
  async dealIn(state: GapsState, withAces: boolean): Promise<void> {
    const { deck } = this.layout;
    const aces = withAces ? this.makeAces(state) : [];
    const all: Array<{ sprite: CardSprite; pos: GapsPos }> = [];
    state.rows.forEach((line, row) =>
      line.forEach((code, col) => {
        const sprite = code ? this.cards.get(code) : aces.find((a) => a.pos.row === row && a.pos.col === col)?.sprite;
        if (sprite) all.push({ sprite, pos: { row, col } });
      }),
    );
    for (let row = 0; row < ROWS; row++) for (const slot of this.slots[row]!) slot.setOpen(true).setAlpha(0);
    // The deck is below the bottom edge: a card is shown only once it flies, so the frames of the deal
    // do not draw the 50-odd cards still waiting off screen.
    for (const { sprite } of all) sprite.setPosition(deck.x, deck.y).setScale(this.layout.scale).setAngle(0).setVisible(false);
    for (const { sprite } of all) sprite.setFaceUp(false);
    // Each card above the ones dealt before it, in flight and after landing, set once for the whole
    // deal: a depth change re-sorts the scene's display list in the next frame, and a card starts
    // every ~22 ms (that sort was about 5% of the deal's frame time in profiles).
    all.forEach(({ sprite }, i) => sprite.setDepth(DEPTH.drag + i));
    playSound('deal');
    // One choreography for the 56 cards' slides and flips. A wait, a slide and a two-tween flip per
    // card cost 1.24 instead of 1.10 ms of main-thread time per frame of the deal (software GPU,
    // interleaved runs, medians of 7; see src/ui/choreography.ts for why).
    const steps: Step[] = all.flatMap(({ sprite, pos }) => {
      // Row by row: each row starts after the previous one is half out.
      const at = pos.row * 260 + pos.col * 22;
      const p = this.layout.pos(pos.row, pos.col);
      sprite.setHome(p.x, p.y);
      return [{ target: sprite, at, ms: 340, to: { x: p.x, y: p.y }, onStart: () => sprite.setVisible(true) }, ...sprite.flipSteps(true, at + 340, 200)];
    });
    this.dealing = choreograph(this.scene, steps);
    await this.dealing.done;
    this.dealing = null;
    for (const { sprite, pos } of all) sprite.setDepth(this.restDepth(pos));
    for (let row = 0; row < ROWS; row++) for (const slot of this.slots[row]!) slot.setAlpha(1);
    this.refresh(state);
    await this.removeAces(aces);
  }

  /** Aces for the deal animation, one on each gap of the first deal (the engine removes them). */
  private makeAces(state: GapsState): Array<{ sprite: CardSprite; pos: GapsPos }> {
    const gaps: GapsPos[] = [];
    state.rows.forEach((line, row) => line.forEach((code, col) => code === null && gaps.push({ row, col })));
    return gaps.slice(0, 4).map((pos, i) => ({ pos, sprite: new CardSprite(this.scene, 0, 0, { texture: TEX.cards, frame: cardFrame(ACES[i]!), id: ACES[i]! }).setName('gaps:ace') }));
  }

  private async removeAces(aces: Array<{ sprite: CardSprite; pos: GapsPos }>): Promise<void> {
    if (aces.length === 0) return;
    await wait(this.scene, 200);
    const { width } = this.scene.scale;
    await Promise.all(
      aces.map(async ({ sprite }, i) => {
        await wait(this.scene, i * 140);
        sprite.setDepth(DEPTH.drag + 100 + i).setHighlight('selected');
        playSound('take');
        await tweenTo(this.scene, sprite, { scaleX: this.layout.scale * 1.18, scaleY: this.layout.scale * 1.18, y: sprite.y - this.layout.cardH * 0.25 }, 220, 'Back.easeOut');
        // Off to the top-right corner, spinning and fading, like a discard.
        await tweenTo(this.scene, sprite, { x: width + this.layout.cardW, y: -this.layout.cardH, angle: 200 + i * 25, alpha: 0.2, scaleX: this.layout.scale * 0.7, scaleY: this.layout.scale * 0.7 }, 520, 'Cubic.easeIn');
        sprite.destroy();
      }),
    );
  }

  /** A card slides into its gap; newly locked cards pop. */
  async playMove(event: MoveEvent, state: GapsState, fast = false): Promise<void> {
    const sprite = this.cards.get(event.card);
    if (!sprite) return;
    const p = this.layout.pos(event.to.row, event.to.col);
    this.slot(event.from).setOpen(true);
    playSound('slide');
    sprite.setDepth(DEPTH.drag);
    await sprite.slideTo(p.x, p.y, { baseMs: fast ? 150 : 240 });
    sprite.setDepth(this.restDepth(event.to));
    this.refresh(state);
    await this.popLocked(event.locked);
  }

  /** A short bounce of each newly locked card, left to right, with a soft click. */
  private async popLocked(codes: readonly CardCode[]): Promise<void> {
    if (codes.length === 0) return;
    playSound('take');
    const s = this.layout.scale;
    await Promise.all(
      codes.map(async (code, i) => {
        const sprite = this.cards.get(code);
        if (!sprite) return;
        await wait(this.scene, i * 60);
        await tweenTo(this.scene, sprite, { scaleX: s * 1.12, scaleY: s * 1.12 }, 110, 'Sine.easeOut');
        await tweenTo(this.scene, sprite, { scaleX: s, scaleY: s }, 160, 'Back.easeOut');
      }),
    );
  }

  /** Redeal: the loose cards gather face down, are shuffled in a riffle, then dealt out row by row. */
  async playRedeal(event: RedealEvent, state: GapsState): Promise<void> {
    const centre = this.tableCentre();
    const moving = event.dealt.map((d) => ({ sprite: this.cards.get(d.card), to: d.to })).filter((m): m is { sprite: CardSprite; to: GapsPos } => !!m.sprite);
    // Every place is about to be dealt again: no gap is dead while the cards are gathered.
    for (const line of this.slots) for (const slot of line) if (slot.open) slot.setOpen(true);
    for (const d of event.dealt) this.slot(d.from).setOpen(true);
    playSound('deal');
    await Promise.all(
      moving.map(async ({ sprite }, i) => {
        await wait(this.scene, i * 12);
        sprite.setDepth(DEPTH.drag + i);
        void sprite.flip(false, 180);
        await sprite.slideTo(centre.x + (i % 5) * 0.6, centre.y - i * 0.6, { baseMs: 360, ease: 'Cubic.easeInOut' });
      }),
    );
    await this.riffle(moving.map((m) => m.sprite), centre);
    for (let row = 0; row < ROWS; row++) for (let col = 0; col < COLS; col++) this.slots[row]![col]!.setOpen(state.rows[row]![col] === null || moving.some((m) => m.to.row === row && m.to.col === col));
    playSound('deal');
    const order = [...moving].sort((a, b) => a.to.row * COLS + a.to.col - (b.to.row * COLS + b.to.col));
    await Promise.all(
      order.map(async ({ sprite, to }, i) => {
        await wait(this.scene, i * 24);
        const p = this.layout.pos(to.row, to.col);
        await sprite.slideTo(p.x, p.y, { baseMs: 300 });
        sprite.setDepth(this.restDepth(to));
        await sprite.flip(true, 180);
      }),
    );
    this.refresh(state);
    await this.popLocked(event.newlyLocked);
  }

  /** Two riffles of the gathered pile: split into halves that part and slide back together. */
  private async riffle(pile: CardSprite[], centre: { x: number; y: number }): Promise<void> {
    if (isInstant() || pile.length < 2) return;
    const half = Math.ceil(pile.length / 2);
    const apart = this.layout.cardW * 0.75;
    for (let round = 0; round < 2; round++) {
      await Promise.all(pile.map((s, i) => tweenTo(this.scene, s, { x: centre.x + (i < half ? -apart : apart), angle: i < half ? -6 : 6 }, 160, 'Sine.easeOut')));
      playSound('flip');
      // Interleave: alternate cards from each half take the top depths.
      pile.forEach((s, i) => s.setDepth(DEPTH.drag + (i < half ? i * 2 : (i - half) * 2 + 1)));
      await Promise.all(pile.map((s, i) => tweenTo(this.scene, s, { x: centre.x, y: centre.y - i * 0.6, angle: 0 }, 180, 'Sine.easeIn')));
    }
  }

  private tableCentre(): { x: number; y: number } {
    const first = this.layout.bands[0]!;
    const last = this.layout.bands[ROWS - 1]!;
    return { x: first.x + first.width / 2, y: (first.y + last.y + last.height) / 2 };
  }

  /** Undo, redo, restart: every card glides to where `state` has it. */
  async syncTo(state: GapsState): Promise<void> {
    const moves: Promise<void>[] = [];
    state.rows.forEach((line, row) =>
      line.forEach((code, col) => {
        const sprite = code ? this.cards.get(code) : undefined;
        if (!sprite) return;
        const p = this.layout.pos(row, col);
        if (Math.abs(sprite.x - p.x) < 0.5 && Math.abs(sprite.y - p.y) < 0.5) return;
        sprite.setDepth(DEPTH.drag + moves.length);
        moves.push(sprite.slideTo(p.x, p.y, { baseMs: 260 }).then(() => void sprite.setDepth(this.restDepth({ row, col }))));
      }),
    );
    if (moves.length > 0) playSound('slide');
    for (let row = 0; row < ROWS; row++) for (let col = 0; col < COLS; col++) this.slots[row]![col]!.setOpen(true);
    await Promise.all(moves);
    this.refresh(state);
  }

  /** The win: the cards cascade off the table (skippable; see winCascade), then lie in place again. */
  async celebrate(state: GapsState): Promise<void> {
    const first = this.layout.bands[0]!;
    const last = this.layout.bands[ROWS - 1]!;
    const { cardW, cardH, scale } = this.layout;
    await winCascade({
      scene: this.scene,
      cards: [...this.cards.values()],
      cardW,
      cardH,
      scale,
      area: { x: first.x, y: first.y, width: first.width, height: last.y + last.height - first.y },
      putBack: () => this.place(state),
    });
  }

  destroy(): void {
    for (const c of this.cards.values()) c.destroy();
    this.cards.clear();
  }
}
