/**
 * A small pile of No Thanks chips with its count written beside it: the chips on the card, or a
 * player's hand of chips. The pile grows with the count (up to a few chips, enough to read "more"
 * at a glance); a secret count shows a modest pile and "?".
 */
import Phaser from 'phaser';
import { CHIP, DEPTH, NT_CHIP_FRAME, TEX, textStyle } from '../../ui';

const MAX_SHOWN = 6;
const SECRET_SHOWN = 3;

export class ChipPile {
  private readonly images: Phaser.GameObjects.Image[] = [];
  private readonly label: Phaser.GameObjects.Text;
  private x = 0;
  private y = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    /** On-screen chip diameter. */
    private readonly size: number,
    /** Which side of the pile the count is written on. */
    private readonly labelSide: 'left' | 'right',
    /** Depth of the count; the chips lie just below it. */
    depth: number = DEPTH.cards,
  ) {
    for (let i = 0; i < MAX_SHOWN; i++) {
      this.images.push(scene.add.image(0, 0, TEX.chips, NT_CHIP_FRAME).setScale(size / CHIP).setDepth(depth - MAX_SHOWN + i).setVisible(false));
    }
    this.label = scene.add
      .text(0, 0, '', textStyle('score', { fontSize: `${Math.round(size * 0.62)}px`, stroke: '#0b2016', strokeThickness: 6 }))
      .setOrigin(labelSide === 'left' ? 1 : 0, 0.5)
      .setDepth(depth);
  }

  setPosition(x: number, y: number): this {
    this.x = x;
    this.y = y;
    this.images.forEach((img, i) => img.setPosition(x + (i % 2) * 3, y - i * (this.size * 0.11)));
    const dx = (this.size / 2 + 10) * (this.labelSide === 'left' ? -1 : 1);
    this.label.setPosition(x + dx, y);
    return this;
  }

  /** Where chips fly to or from (the top of the pile). */
  anchor(): { x: number; y: number } {
    return { x: this.x, y: this.y - this.size * 0.2 };
  }

  /** The count, or null for a secret one ("?"). Zero shows an empty spot and "0". */
  setCount(count: number | null, hideWhenEmpty = false): this {
    const shown = count === null ? SECRET_SHOWN : Math.min(MAX_SHOWN, count);
    this.images.forEach((img, i) => img.setVisible(i < shown));
    this.label.setText(count === null ? '?' : String(count));
    this.label.setVisible(!(hideWhenEmpty && count === 0));
    return this;
  }

  /** The top chip of the pile (hidden while the player drags the real one). */
  setTopHidden(hidden: boolean): void {
    const visible = this.images.filter((i) => i.visible);
    visible[visible.length - 1]?.setAlpha(hidden ? 0 : 1);
  }

  destroy(): void {
    for (const i of this.images) i.destroy();
    this.label.destroy();
  }
}
