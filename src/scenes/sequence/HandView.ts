/**
 * The hand shown at the bottom: card sprites fanned in the engine's hand order, face up for the
 * player whose hand it is, face down while a pass-and-play hand is hidden. Knows nothing of rules:
 * the scene tells it which cards are dead or selected.
 */
import Phaser from 'phaser';
import { CARD_W, CardSprite, DEPTH } from '../../ui';
import { applyFace, badgeReach, makeCard, setDeadMark, syncCaption, type FaceOptions } from './cardFace';
import { handXs, type SequenceLayout } from './layout';

export class HandView {
  cards: CardSprite[] = [];
  private nextId = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private layout: SequenceLayout,
    private face: FaceOptions,
  ) {}

  /** Moves the hand to `layout`'s place at once (nothing animates meanwhile: the scene waits for that). */
  relayout(layout: SequenceLayout): void {
    this.layout = layout;
    for (const c of this.cards) this.scene.tweens.killTweensOf(c);
    void this.place(false);
  }

  get scale(): number {
    return this.layout.hand.cardW / CARD_W;
  }

  /** Replaces the hand at once (no animation). */
  setHand(codes: readonly string[], faceUp: boolean): void {
    for (const c of this.cards) c.destroy();
    this.cards = codes.map((code) => this.create(code, 0, 0, faceUp));
    this.place(false);
  }

  /** Card codes in display order. */
  codes(): string[] {
    return this.cards.map((c) => c.getData('code') as string);
  }

  /** Where the card at `index` sits (its slot in the row). */
  slot(index: number): { x: number; y: number; angle: number } {
    return { x: this.xs()[index] ?? this.layout.hand.cx, y: this.layout.hand.cy, angle: 0 };
  }

  /**
   * The cards' centres: side by side when there is room, overlapping otherwise, a card's badge
   * ("REMOVE", "DEAD") in view beside the next card and every card a fair share in view; upright,
   * because text on a rotated card (equations, captions, the dead mark) renders with artefacts in
   * Phaser 4's WebGL text batching.
   */
  private xs(): number[] {
    const { cx, maxWidth, cardW } = this.layout.hand;
    const needs = this.cards.map((c) => badgeReach(c) * this.scale);
    return handXs(needs, cx, cardW, cardW * 1.06, maxWidth);
  }

  /**
   * Slides every card to its fan slot. Badges keep their size (text stays readable on the smallest
   * phone): in a hand too cramped for them all, the next card covers the end of one.
   */
  place(animated = true): Promise<void> {
    const xs = this.xs();
    const { cy } = this.layout.hand;
    const moves = this.cards.map((card, i) => {
      const x = xs[i] ?? this.layout.hand.cx;
      card.setDepth(DEPTH.cards + 20 + i);
      if (!animated) {
        card.setPosition(x, cy).setAngle(0).setScale(this.scale).setHome(x, cy);
        return Promise.resolve();
      }
      card.setAngle(0);
      return card.slideTo(x, cy, { scale: this.scale, baseMs: 240 });
    });
    return Promise.all(moves).then(() => undefined);
  }

  /** Takes `card` out of the hand (it is being played); the others close the gap. */
  take(card: CardSprite): CardSprite {
    this.cards = this.cards.filter((c) => c !== card);
    setDeadMark(card, false);
    void this.place();
    return card;
  }

  /** The first card showing `code` (either copy is the same card). */
  find(code: string): CardSprite | undefined {
    return this.cards.find((c) => c.getData('code') === code);
  }

  /** A drawn card flies in from `from` (the draw pile) to the end of the hand, turning face up if shown. */
  async receive(code: string, from: { x: number; y: number }, fromScale: number, faceUp: boolean): Promise<void> {
    const card = this.create(code, from.x, from.y, false);
    card.setScale(fromScale).setDepth(DEPTH.drag);
    this.cards.push(card);
    const s = this.slot(this.cards.length - 1);
    void this.place();
    card.setAngle(s.angle);
    await card.slideTo(s.x, s.y, { scale: this.scale, baseMs: 320 });
    card.setDepth(DEPTH.cards + 20 + this.cards.length - 1);
    if (faceUp) await this.reveal(card);
  }

  /** Orders the sprites like the engine's hand (copies of the same card are interchangeable). */
  arrange(codes: readonly string[]): void {
    const left = [...this.cards];
    const ordered: CardSprite[] = [];
    for (const code of codes) {
      const i = left.findIndex((c) => c.getData('code') === code);
      if (i >= 0) ordered.push(...left.splice(i, 1));
    }
    this.cards = [...ordered, ...left];
  }

  /** Turns the whole hand face up or down (pass-and-play privacy). */
  async showFaces(faceUp: boolean): Promise<void> {
    await Promise.all(this.cards.map((c) => (faceUp ? this.reveal(c) : c.flip(false).then(() => syncCaption(c)))));
    // Shown, the captions need their room (face down, the spacing must not tell which cards are jacks).
    await this.place();
  }

  setFace(face: FaceOptions): void {
    this.face = face;
    for (const c of this.cards) applyFace(c, c.getData('code') as string, face);
  }

  /** Marks the dead cards (call `place` after: a badge needs its room in view). */
  markDead(dead: ReadonlySet<string>): void {
    for (const c of this.cards) setDeadMark(c, c.faceUp && dead.has(c.getData('code') as string));
  }

  destroy(): void {
    for (const c of this.cards) c.destroy();
    this.cards = [];
  }

  private async reveal(card: CardSprite): Promise<void> {
    await card.flip(true);
    syncCaption(card);
  }

  private create(code: string, x: number, y: number, faceUp: boolean): CardSprite {
    const card = makeCard(this.scene, x, y, code, `hand:${code}:${this.nextId++}`, this.face, faceUp);
    card.setScale(this.scale);
    syncCaption(card);
    return card;
  }
}
