/**
 * The draw pile (a stack of backs with the count) and the discard pile (the last cards played, each
 * slightly turned). Every player keeps their own discard pile at a real table; on screen one pile in
 * the order played shows the same information. The discard pile is also the drop target for
 * turning in a dead card. A new layout moves both piles in place.
 */
import Phaser from 'phaser';
import { CARD_W, CardSprite, DEPTH, PHONE, RectTarget, TEX, focusableOf, textStyle, tweenTo, type Focusable } from '../../ui';
import { t } from '../../platform/i18n';
import { applyPileFace, clearCaption, makeCard, syncCaption, type FaceOptions } from './cardFace';
import type { SequenceLayout } from './layout';

/** Discards kept on screen; older ones are hidden under them anyway. */
const SHOWN_DISCARDS = 5;

export class PilesView {
  readonly discardTarget: RectTarget;
  /** Keyboard access to the discard pile (armed while a dead card is selected). */
  readonly discardFocus: Focusable;
  discardArmed = false;
  onDiscardActivate: (() => void) | null = null;
  /** The empty pile places (draw, discard) under the cards. */
  private readonly slots: Phaser.GameObjects.Image[];
  private readonly drawStack: Phaser.GameObjects.Image[] = [];
  private readonly drawCount: Phaser.GameObjects.Text;
  private readonly discardCaption: Phaser.GameObjects.Text;
  private discards: CardSprite[] = [];
  private played = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private layout: SequenceLayout,
    private face: FaceOptions,
  ) {
    const { discard, pileCardW } = layout;
    const h = pileCardW * 1.4;
    const slot = (): Phaser.GameObjects.Image => scene.add.image(0, 0, TEX.cards, 'slot').setDepth(DEPTH.table + 1);
    this.slots = [slot(), slot()];
    for (let i = 0; i < 4; i++) this.drawStack.push(scene.add.image(0, 0, TEX.cards, 'back').setDepth(DEPTH.table + 2 + i));
    const caption = (text: string): Phaser.GameObjects.Text => scene.add.text(0, 0, text, textStyle('small', { fontSize: '22px' })).setOrigin(0.5, 0).setDepth(DEPTH.table + 2);
    this.drawCount = caption('');
    this.discardCaption = caption(t('sequence.discards'));
    this.discardTarget = new RectTarget(scene, 'discard', discard.x, discard.y, pileCardW + 16, h + 16);
    this.discardTarget.setName('discard').setDepth(DEPTH.cards - 1);
    this.discardTarget.setInteractive();
    this.discardTarget.on('pointerup', () => {
      if (this.discardArmed) this.onDiscardActivate?.();
    });
    const base = focusableOf(this.discardTarget, () => this.onDiscardActivate?.());
    this.discardFocus = { ...base, isFocusable: () => this.discardArmed };
    this.placePiles();
  }

  /** Moves both piles to `layout`'s places at once (nothing animates meanwhile: the scene waits for that). */
  relayout(layout: SequenceLayout): void {
    this.layout = layout;
    this.placePiles();
    const { x, y } = layout.discard;
    for (const card of this.discards) {
      this.scene.tweens.killTweensOf(card);
      card.setPosition(x, y).setScale(this.scale);
      this.writeFace(card);
    }
  }

  /** The pile places, the draw stack, the captions and the drop target where the layout has them. */
  private placePiles(): void {
    const { drawPile, discard, pileCardW } = this.layout;
    const h = pileCardW * 1.4;
    const s = this.scale;
    this.slots[0]?.setPosition(drawPile.x, drawPile.y).setScale(s);
    this.slots[1]?.setPosition(discard.x, discard.y).setScale(s);
    this.drawStack.forEach((img, i) => img.setPosition(drawPile.x - i * 2, drawPile.y - i * 3).setScale(s));
    // A phone keeps its captions at 12 CSS px (PHONE.text).
    const captionSize = this.layout.phone ? PHONE.text : 22;
    this.drawCount.setFontSize(captionSize).setPosition(drawPile.x, drawPile.y + h / 2 + 10);
    this.discardCaption.setFontSize(captionSize).setPosition(discard.x, discard.y + h / 2 + 10);
    // The target keeps the size it was made with; scaled, it covers a pile of another size.
    this.discardTarget.setPosition(discard.x, discard.y).setScale((pileCardW + 16) / this.discardTarget.boxW);
  }

  get scale(): number {
    return this.layout.pileCardW / CARD_W;
  }

  get drawPosition(): { x: number; y: number } {
    return { x: this.layout.drawPile.x, y: this.layout.drawPile.y };
  }

  setDrawCount(n: number): void {
    this.drawCount.setText(t('sequence.drawCount', { n }));
    this.drawStack.forEach((img, i) => img.setVisible(n > i * 8 || (i === 0 && n > 0)));
  }

  /** Shows the last cards of the discard piles (no animation), `lastPlayed` on top. */
  setDiscards(lastPlayed: readonly string[]): void {
    for (const c of this.discards) c.destroy();
    this.discards = [];
    this.played = 0;
    for (const code of lastPlayed.slice(-SHOWN_DISCARDS)) {
      const card = makeCard(this.scene, 0, 0, code, `discard:${this.played}`, this.face);
      this.settle(card, false);
    }
  }

  /** A played card lands on the discard pile. */
  async receive(card: CardSprite): Promise<void> {
    await this.settle(card, true);
  }

  /** A card of a player whose hand is hidden: it appears at `from` face down and turns over on the way. */
  async receiveFrom(code: string, from: { x: number; y: number }): Promise<void> {
    const card = makeCard(this.scene, from.x, from.y, code, `discard:${this.played}`, this.face, false);
    card.setScale(this.scale * 0.6);
    syncCaption(card);
    const flying = this.settle(card, true);
    await card.flip(true);
    syncCaption(card);
    await flying;
  }

  /** Every discard flies back onto the draw pile (the discards were reshuffled into it). */
  async gather(): Promise<void> {
    const cards = this.discards;
    this.discards = [];
    await Promise.all(
      cards.map(async (c) => {
        await c.flip(false);
        syncCaption(c);
        await c.slideTo(this.layout.drawPile.x, this.layout.drawPile.y, { baseMs: 320 });
        c.destroy();
      }),
    );
  }

  setFace(face: FaceOptions): void {
    this.face = face;
  }

  destroy(): void {
    for (const o of [...this.slots, this.drawCount, this.discardCaption]) o.destroy();
    for (const img of this.drawStack) img.destroy();
    for (const c of this.discards) c.destroy();
    this.discardTarget.destroy();
  }

  private settle(card: CardSprite, animated: boolean): Promise<void> {
    const n = this.played++;
    // A fixed small turn per card (not random: the table looks the same on every replay).
    // Equation cards stay upright (rotated text labels render with artefacts).
    const angle = this.face.variant === 'numbers' ? 0 : ((n * 37) % 13) - 6;
    const { x, y } = this.layout.discard;
    card.setHighlight('none');
    card.disableInteractive();
    if (angle !== 0) clearCaption(card);
    card.setDepth(DEPTH.cards + n % 1000);
    this.discards.push(card);
    while (this.discards.length > SHOWN_DISCARDS) this.discards.shift()?.destroy();
    if (!animated) {
      card.setPosition(x, y).setAngle(angle).setScale(this.scale);
      this.writeFace(card);
      return Promise.resolve();
    }
    card.setDepth(DEPTH.drag);
    const slide = card.slideTo(x, y, { scale: this.scale, baseMs: 340 });
    const turn = tweenTo(this.scene, card, { angle }, 340);
    return Promise.all([slide, turn]).then(() => {
      if (!card.active) return;
      card.setDepth(DEPTH.cards + n);
      // Written for the pile once it lies there: in flight it is still the hand's card.
      if (card.faceUp) this.writeFace(card);
    });
  }

  /**
   * The face of a pile card for the pile's size: on a phone, a Numbers equation large enough to read
   * at PHONE.text (applyPileFace). Turned cards (classic) carry no caption.
   */
  private writeFace(card: CardSprite): void {
    const code = card.getData('code') as string | undefined;
    if (code === undefined) return;
    applyPileFace(card, code, this.face, this.scale, this.layout.phone ? PHONE.text : 0);
    if (card.angle !== 0) clearCaption(card);
    syncCaption(card);
  }
}
