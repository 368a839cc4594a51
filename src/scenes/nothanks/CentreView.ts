/**
 * The middle of the No Thanks table: the face-down stack (a few backs for thickness and a count),
 * the card on offer (`card` for the test probe) and the chips paid onto it ("No thanks!" chips
 * lie next to the card and go to whoever takes it). In the tactical variant a line under the stack
 * names the cards taken out face up before the deal (10, 20 and 30): public, and worth knowing.
 */
import Phaser from 'phaser';
import { CardSprite, DEPTH, CARD_W, PHONE, TEX, textStyle, tweenTo } from '../../ui';
import { ChipPile } from './ChipPile';
import { ShapeImage } from '../../ui/ShapeImage';
import { ntFrame } from '../../ui';
import type { Point, TableLayout } from './tableLayout';
import { t } from '../../platform/i18n';

/** How many backs are drawn under the top of the stack (purely for the look of thickness). */
const STACK_LAYERS = 4;
const REVEAL_MS = 420;

export class CentreView {
  /** The card on offer, once revealed. */
  offer: CardSprite | null = null;
  private offerCard: number | null = null;
  /** The card on offer once its face shows (null while the next one is still on its way). */
  private seenCard: number | null = null;
  private readonly stackLayers: Phaser.GameObjects.Image[] = [];
  private readonly stackCount: Phaser.GameObjects.Text;
  private readonly removedNote: Phaser.GameObjects.Text;
  private readonly pot: ChipPile;
  private readonly potHalo: ShapeImage;
  private layout: TableLayout | null = null;
  private stackLeft = 0;

  constructor(private readonly scene: Phaser.Scene) {
    for (let i = 0; i < STACK_LAYERS; i++) this.stackLayers.push(scene.add.image(0, 0, TEX.nt, 'back').setDepth(DEPTH.cards - STACK_LAYERS + i));
    this.stackCount = scene.add.text(0, 0, '', textStyle('score', { fontSize: '38px', stroke: '#0b2016', strokeThickness: 6 })).setOrigin(1, 0.5).setDepth(DEPTH.hud);
    this.removedNote = scene.add.text(0, 0, '', textStyle('small', { fontSize: '22px' })).setOrigin(0.5).setDepth(DEPTH.hud).setVisible(false).setName('nothanks:removed');
    this.potHalo = new ShapeImage(scene).setDepth(DEPTH.cards - 1);
    this.pot = new ChipPile(scene, 70, 'right', DEPTH.cards + 40);
  }

  place(layout: TableLayout): void {
    this.layout = layout;
    const scale = layout.centreCardW / CARD_W;
    this.stackLayers.forEach((img, i) => img.setPosition(layout.stack.x - i * 2, layout.stack.y - i * 3).setScale(scale));
    const topLayer = this.stackLayers[this.stackLayers.length - 1]!;
    this.stackCount.setPosition(topLayer.x - layout.centreCardW / 2 - 18, topLayer.y);
    this.offer?.setPosition(layout.faceUp.x, layout.faceUp.y).setScale(scale).setHome(layout.faceUp.x, layout.faceUp.y);
    this.removedNote.setPosition(layout.removed.x, layout.removed.y).setFontSize(layout.phone ? PHONE.text : 22);
    this.pot.setPosition(layout.pot.x, layout.pot.y);
    this.potHalo.draw((g) => g.fillStyle(0x000000, 0.2).fillEllipse(layout.pot.x + 4, layout.pot.y + 24, 100, 46));
    this.setStack(this.stackLeft);
  }

  /** The cards removed face up before the deal (none in the standard game). */
  setRemoved(cards: readonly number[]): void {
    this.removedNote.setText(cards.length ? t('nothanks.removed', { cards: cards.join(' · ') }) : '').setVisible(cards.length > 0);
  }

  /** The face-down stack shrinks as cards are turned up; the last few show fewer layers. */
  setStack(left: number): void {
    this.stackLeft = left;
    this.stackLayers.forEach((img, i) => img.setVisible(i < Math.min(STACK_LAYERS, left)));
    this.stackCount.setText(left > 0 ? String(left) : '').setVisible(left > 0);
  }

  stackTop(): Point {
    const visible = this.stackLayers.filter((i) => i.visible);
    const top = visible[visible.length - 1] ?? this.stackLayers[0]!;
    return { x: top.x, y: top.y };
  }

  setPot(chips: number): void {
    this.pot.setCount(chips, true);
    this.potHalo.setVisible(chips > 0);
  }

  potAnchor(): Point {
    return this.pot.anchor();
  }

  /** Shows `card` already face up (start or re-layout). */
  showOffer(card: number | null): void {
    this.offer?.destroy();
    this.offer = null;
    this.offerCard = card;
    this.seenCard = card;
    if (card === null || !this.layout) return;
    const l = this.layout;
    this.offer = new CardSprite(this.scene, l.faceUp.x, l.faceUp.y, { texture: 'nt', frame: ntFrame(card), id: 'card' });
    this.offer.setScale(l.centreCardW / CARD_W).setDepth(DEPTH.cards + 30).setName('card');
  }

  /** Turns the top of the stack over: the card lifts off, flips and lands on the offer spot. */
  async reveal(card: number, stackLeft: number): Promise<void> {
    const l = this.layout!;
    const from = this.stackTop();
    this.setStack(stackLeft);
    const sprite = new CardSprite(this.scene, from.x, from.y, { texture: 'nt', frame: ntFrame(card), faceUp: false, id: 'card' });
    const scale = l.centreCardW / CARD_W;
    sprite.setScale(scale).setDepth(DEPTH.cards + 30).setName('card');
    this.offer = sprite;
    this.offerCard = card;
    this.seenCard = null;
    // slideTo first: it stops every running tween of the card, so the tilt must start after it.
    const slide = sprite.slideTo(l.faceUp.x, l.faceUp.y, { baseMs: REVEAL_MS, scale, ease: 'Cubic.easeInOut' });
    const tilt = tweenTo(this.scene, sprite, { angle: -4 }, REVEAL_MS / 2, 'Sine.easeOut').then(() => tweenTo(this.scene, sprite, { angle: 0 }, REVEAL_MS / 2, 'Sine.easeIn'));
    await Promise.all([slide, sprite.flip(true, REVEAL_MS), tilt]);
    if (this.offer === sprite) this.seenCard = card;
  }

  /** Hands the card on offer over to a player (the caller flies it to their row). */
  takeOffer(): CardSprite | null {
    const sprite = this.offer;
    this.offer = null;
    this.offerCard = null;
    this.seenCard = null;
    return sprite;
  }

  get offerValue(): number | null {
    return this.offerCard;
  }

  /** The card on offer if it lies face up on its spot now (null while it is taken or still comes up). */
  get seenValue(): number | null {
    return this.seenCard;
  }

  destroy(): void {
    this.offer?.destroy();
    for (const i of this.stackLayers) i.destroy();
    this.stackCount.destroy();
    this.pot.destroy();
    this.potHalo.destroy();
  }
}
