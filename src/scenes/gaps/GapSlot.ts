/**
 * One place of the tableau, drawn as an outlined slot that shows wherever the place is empty (a gap).
 * It is the drop target for that gap (glows while a card that fits it is dragged), can be tapped or
 * focused with the keyboard ("which card goes here?"), and looks faded when nothing can ever fill it
 * (the place after a king or after another gap). In the basic variant a row's leftmost place shows the
 * 2 of its row's suit, faintly, as a foundation shows its suit: that is the only card it takes.
 */
import Phaser from 'phaser';
import { CARD_H, CARD_W, DEPTH, GLOW_FRAME, SLOT_FRAME, TEX, type DropTarget, type Focusable, type Highlight } from '../../ui';
import { HIGHLIGHT_COLOR } from '../../ui/highlight';
import { ShapeImage } from '../../ui/ShapeImage';
import { centredWorldRect } from '../../ui/bounds';
import { showTinted } from '../../ui/tint';
import { isInstant } from '../../ui/tween';
import { animMs } from '../../platform/settings';
import type { Suit } from '../../engine/core';
import { suitMarkTexture } from './suitMark';

export class GapSlot extends Phaser.GameObjects.Container implements DropTarget, Focusable {
  readonly id: string;
  /** Tap (`byPointer`) or Enter on the gap (set by the scene). */
  onActivate: ((byPointer: boolean) => void) | null = null;
  /** True while the place holds no card. */
  open = false;
  private readonly slot: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Image;
  /** A faint cross on a gap nothing can fill (after a king or another gap). */
  private readonly deadMark: ShapeImage;
  /** Basic variant, leftmost place: the suit whose 2 it takes (null elsewhere). */
  private suitMark: Phaser.GameObjects.Image | null = null;
  private pulse: Phaser.Tweens.Tween | null = null;
  private highlight: Highlight = 'none';
  /** Told after every change of highlight (the tableau's spotlight then redraws). */
  onHighlight: (() => void) | null = null;

  constructor(
    scene: Phaser.Scene,
    readonly row: number,
    readonly col: number,
  ) {
    super(scene, 0, 0);
    this.id = `gap-${row}-${col}`;
    this.slot = scene.add.image(0, 0, TEX.cards, SLOT_FRAME);
    this.glow = scene.add.image(0, 0, TEX.cards, GLOW_FRAME).setVisible(false);
    this.deadMark = new ShapeImage(scene).draw((g) => g.lineStyle(10, 0xffffff, 0.22).lineBetween(-34, -34, 34, 34).lineBetween(-34, 34, 34, -34)).setVisible(false);
    this.add([this.slot, this.deadMark, this.glow]);
    this.setSize(CARD_W, CARD_H).setDepth(DEPTH.table + 1).setName(this.id);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.POINTER_UP, () => this.onActivate?.(true));
    scene.add.existing(this);
  }

  /** Shows the slot (the place is a gap) or hides it under a card. `dead`: nothing can fill it now. */
  setOpen(open: boolean, dead = false): this {
    this.open = open;
    this.setVisible(open);
    this.slot.setAlpha(dead ? 0.45 : 1);
    this.deadMark.setVisible(open && dead);
    if (!open) this.setHighlight('none');
    return this;
  }

  /** Shows which suit's 2 this place takes (the basic variant's row starts), or nothing. */
  setSuitMark(suit: Suit | null): this {
    if (suit === null) {
      this.suitMark?.setVisible(false);
      return this;
    }
    const key = suitMarkTexture(this.scene, suit, true);
    if (!this.suitMark) {
      this.suitMark = new Phaser.GameObjects.Image(this.scene, 0, 0, key);
      this.addAt(this.suitMark, 1);
    }
    this.suitMark.setTexture(key).setVisible(true);
    return this;
  }

  /** The highlight shown now. */
  get shownHighlight(): Highlight {
    return this.highlight;
  }

  setHighlight(h: Highlight): this {
    if (h === this.highlight) return this;
    this.highlight = h;
    this.onHighlight?.();
    this.pulse?.stop();
    this.pulse = null;
    if (h === 'none') {
      this.glow.setVisible(false);
      return this;
    }
    showTinted(this.glow, TEX.cards, GLOW_FRAME, HIGHLIGHT_COLOR[h]);
    this.glow.setVisible(true).setAlpha(1);
    // Legal gaps breathe gently while a card is dragged, so they read as "drop here".
    if ((h === 'legal' || h === 'hint') && !isInstant()) {
      this.pulse = this.scene.tweens.add({ targets: this.glow, alpha: 0.45, duration: animMs(520), yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    return this;
  }

  /** A short sideways shake: "nothing fits here". */
  shake(): void {
    if (isInstant()) return;
    const x = this.x;
    this.scene.tweens.add({ targets: this, x: x + 8, duration: animMs(50), yoyo: true, repeat: 2, onComplete: () => this.setX(x) });
  }

  override getBounds<O extends Phaser.Geom.Rectangle>(output?: O): O {
    return centredWorldRect(this, CARD_W, CARD_H, output ?? new Phaser.Geom.Rectangle()) as O;
  }

  getFocusRect(): Phaser.Geom.Rectangle {
    return this.getBounds();
  }

  isFocusable(): boolean {
    return this.open && this.visible && this.active;
  }

  activate(): void {
    this.onActivate?.(false);
  }

  override destroy(fromScene?: boolean): void {
    this.pulse?.stop();
    super.destroy(fromScene);
  }
}
