/**
 * How a Sequence card looks in a hand or on a pile. Classic cards are faces of the card atlas;
 * Sequence Numbers cards are the `blank` frame with the equation written on it (and, in learning
 * mode, the answer under it). Wild and remove cards get a small caption so newcomers see what they do.
 */
import Phaser from 'phaser';
import { SUIT_SYMBOLS, type Suit } from '../../engine/core';
import { answerOf, cardRole, prettyCard, type SequenceVariant } from '../../engine/sequence';
import { t } from '../../platform/i18n';
import { BLANK_FRAME, CARD_H, CARD_W, COLORS, CSS, CardSprite, FONT, TEX, TEXT_RESOLUTION, isPhone } from '../../ui';
import { NO_BREAK_SPACE } from '../../ui/lineBreaks';
import { ShapeImage } from '../../ui/ShapeImage';

export interface FaceOptions {
  variant: SequenceVariant;
  /** Sequence Numbers: also show the answer on the card. */
  learning: boolean;
}

const CAPTION = 'sequence-caption';
/** Font size of the caption pill (frame units): a phone's hand cards, drawn at 0.9, keep it at 12 CSS px. */
const CAPTION_SIZE = { phone: 40, desk: 24 };

/** A new face-up (or face-down) card sprite for `code`, which it carries as its data `code`. */
export function makeCard(scene: Phaser.Scene, x: number, y: number, code: string, id: string, face: FaceOptions, faceUp = true): CardSprite {
  const card = new CardSprite(scene, x, y, { texture: TEX.cards, frame: frameOf(code, face.variant), faceUp, id });
  card.setData('code', code);
  applyFace(card, code, face);
  return card;
}

function frameOf(code: string, variant: SequenceVariant): string {
  return variant === 'numbers' ? BLANK_FRAME : code;
}

/** Writes the face of `code` onto an existing sprite (used when a face-down card is revealed). */
export function applyFace(card: CardSprite, code: string, face: FaceOptions): void {
  card.setFrameName(frameOf(code, face.variant));
  if (face.variant === 'numbers') card.setLabel(numbersLabel(code, face.learning), numbersStyle(code));
  else card.setLabel(null);
  setCaption(card, captionOf(code));
}

function numbersLabel(code: string, learning: boolean): string {
  const role = cardRole(code);
  if (role === 'wild') return '+';
  if (role === 'remove') return '−';
  const answer = answerOf(code);
  return learning && answer !== undefined ? `${equationText(code)}\n= ${answer}` : equationText(code);
}

/** Long equations (`30 + 15`) close up round the operator (thin spaces): so they can be written larger. */
function equationText(code: string): string {
  const text = prettyCard(code);
  return text.length > 6 ? text.replaceAll(' ', THIN_SPACE) : text;
}
const THIN_SPACE = '\u2009';

/**
 * Equations of six characters (`47 − 2`) are written at 42 px; seven (`30 + 15`, `24 + 24`) at 40 px
 * with thin spaces, or they would reach the card's edges (a 200 px wide face). A phone's hand cards,
 * drawn at 0.9, keep them at 12 CSS px (at 36 px with full spaces they came out at 10.8 px).
 */
function equationFontSize(code: string): number {
  return prettyCard(code).length > 6 ? 40 : 42;
}

/**
 * A Numbers card lying on a pile drawn at `scale` (under half a hand card on a phone) must still be
 * read at `minSize` layout units: the equation in one line came out at 9 CSS px there. Where one line
 * at its usual size would be smaller, it is written as a sum at school is, in a column ("48" over
 * "− 1", the answer under them in learning mode, right-aligned so the units stand over each other),
 * large enough for `minSize`; the caption pill ("WILD") is left off, as it would be far smaller than
 * that (the big + or − says it). Anywhere else (or once the pile is large) the card looks as in hand.
 */
export function applyPileFace(card: CardSprite, code: string, face: FaceOptions, scale: number, minSize: number): void {
  applyFace(card, code, face);
  if (minSize <= 0) return;
  if (CAPTION_SIZE.phone * scale < minSize) clearCaption(card);
  if (face.variant !== 'numbers' || cardRole(code) !== 'normal' || equationFontSize(code) * scale >= minSize) return;
  const [left, ...rest] = prettyCard(code).split(' ');
  const answer = answerOf(code);
  const lines = [left, rest.join(' '), ...(face.learning && answer !== undefined ? [`= ${answer}`] : [])];
  card.setLabel(lines.join('\n'), { ...numbersStyle(code), fontSize: `${Math.ceil(minSize / scale)}px`, align: 'right', lineSpacing: 0 });
}

function numbersStyle(code: string): Phaser.Types.GameObjects.Text.TextStyle {
  const special = cardRole(code) !== 'normal';
  return {
    fontFamily: FONT,
    fontSize: special ? '150px' : `${equationFontSize(code)}px`,
    fontStyle: 'bold',
    color: special ? CSS.red : CSS.ink,
    align: 'center',
    lineSpacing: 10,
    resolution: TEXT_RESOLUTION,
  };
}

function captionOf(code: string): string | null {
  const role = cardRole(code);
  if (role === 'wild') return t('sequence.card.wild');
  if (role === 'remove') return t('sequence.card.remove');
  return null;
}

/**
 * A small pill at the bottom of the face naming what a jack / PLUS / MINUS does. Like the dead mark, it
 * starts at the card's left edge: in an overlapping hand that is the part of a card that shows, so a
 * hand needs no more than the pill's width of each card in view (HandView: `badgeReach`).
 */
function setCaption(card: CardSprite, text: string | null): void {
  const old = card.getByName(CAPTION);
  old?.destroy();
  if (text === null) return;
  const phone = isPhone(card.scene);
  const label = card.scene.add
    .text(BADGE_LEFT, CARD_H / 2 - (phone ? 40 : 34), text, {
      fontFamily: FONT,
      fontSize: `${phone ? CAPTION_SIZE.phone : CAPTION_SIZE.desk}px`,
      fontStyle: 'bold',
      color: '#ffffff',
      backgroundColor: text === t('sequence.card.wild') ? '#2e7d4f' : '#b23a3a',
      padding: { x: phone ? 4 : 12, y: 4 },
      resolution: TEXT_RESOLUTION,
    })
    .setOrigin(0, 0.5)
    .setName(CAPTION);
  // A long word (German) stays on the card, at most the card's width, starting nearer its edge then:
  // shrunk to the inset room it read below 12 px on a 360 px phone.
  const full = Math.min(1, CARD_W / label.width);
  const left = Math.max(-CARD_W / 2, Math.min(BADGE_LEFT, CARD_W / 2 - label.width * full));
  label.setX(left).setData(FULL_SCALE, full).setData('width', label.width).setScale(full);
  label.setVisible(card.faceUp);
  card.add(label);
}

/** Badges (caption, dead mark) start this far right of a card's left edge (frame units). */
const BADGE_INSET = 10;
const BADGE_LEFT = -CARD_W / 2 + BADGE_INSET;
/** A badge's scale when it has the whole card (data key; its unscaled width is under 'width'). */
const FULL_SCALE = 'fullScale';
/** Kept clear between a badge and the next card of the hand (frame units). */
const BADGE_MARGIN = 8;
const DEAD = 'sequence-dead';

type Badge = Phaser.GameObjects.Text | Phaser.GameObjects.Container;

/** The badges a card shows now (caption, dead mark). */
function badgesOf(card: CardSprite): Badge[] {
  return [card.getByName(CAPTION), card.getByName(DEAD)].filter((b): b is Badge => b !== null && (b as Badge).visible) as Badge[];
}

/**
 * How far right of the card's left edge its badges reach at full size, a margin included (frame
 * units); 0 without any: the next card of a hand starts beyond it where the room allows.
 */
export function badgeReach(card: CardSprite): number {
  const reach = badgesOf(card).map((b) => BADGE_INSET + (b.getData('width') as number) * (b.getData(FULL_SCALE) as number) + BADGE_MARGIN);
  return reach.length > 0 ? Math.max(...reach) : 0;
}

/** Takes the caption off (cards on the discard pile lie turned, where text would render badly). */
export function clearCaption(card: CardSprite): void {
  card.getByName(CAPTION)?.destroy();
}

/** Shows or hides the caption with the face (a face-down card must not reveal what it is). */
export function syncCaption(card: CardSprite): void {
  const caption = card.getByName(CAPTION) as Phaser.GameObjects.Text | null;
  caption?.setVisible(card.faceUp);
}

/**
 * A card as it is written in running text: `7♣`, `10♦`, `7 × 6`, `PLUS`. An equation's spaces do not
 * break (no-break spaces): a wrapped line never ends in "48 −" with the "1" on the next.
 */
export function cardName(code: string): string {
  const m = /^([A2-9TJQK])([SHDC])$/.exec(code);
  if (!m) return prettyCard(code).replace(/ /g, NO_BREAK_SPACE);
  return `${m[1] === 'T' ? '10' : m[1]}${SUIT_SYMBOLS[m[2] as Suit]}`;
}

/**
 * The "dead card" badge on a card in hand: across the middle, from the left edge (the corner index
 * above it stays in view, and so does the badge in an overlapping hand: see `setCaption`).
 */
export function setDeadMark(card: CardSprite, dead: boolean): void {
  const existing = card.getByName(DEAD);
  if (!dead) {
    existing?.destroy();
    return;
  }
  if (existing) return;
  const text = card.scene.add
    .text(14, 0, t('sequence.dead'), { fontFamily: FONT, fontSize: isPhone(card.scene) ? '40px' : '28px', fontStyle: 'bold', color: '#ff9a92', resolution: TEXT_RESOLUTION })
    .setOrigin(0, 0.5);
  // 14 px either side of the word.
  const width = Math.min(CARD_W - 2 * BADGE_INSET, text.width + 28);
  if (text.width + 28 > width) text.setScale((width - 28) / text.width);
  const bg = new ShapeImage(card.scene).draw((g) => {
    g.fillStyle(COLORS.ink, 0.82).fillRoundedRect(0, -24, width, 48, 10);
    g.lineStyle(3, COLORS.error, 1).strokeRoundedRect(0, -24, width, 48, 10);
  });
  const badge = card.scene.add.container(BADGE_LEFT, 0, [bg, text]).setName(DEAD);
  badge.setData('width', width).setData(FULL_SCALE, 1);
  card.add(badge);
}
