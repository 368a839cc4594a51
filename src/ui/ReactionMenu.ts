/**
 * Quick reactions at an online table: a column of preset phrases that opens under the top bar's
 * "React" button. Picking one sends it; there is no free text (the server accepts the ids only).
 */
import type Phaser from 'phaser';
import { Button } from './Button';
import { DEPTH } from './theme';

export class ReactionMenu {
  private open: Button[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly items: () => { id: string; label: string }[],
    private readonly onPick: (id: string) => void,
  ) {}

  /** Opens the column below `top`, its right edge at `right`; closes it when it is open. */
  toggle(right: number, top: number): void {
    if (this.close()) return;
    const w = 400;
    const h = 66;
    this.open = this.items().map((item, i) => {
      const b = new Button(this.scene, right - w / 2 - 16, top + 16 + h / 2 + i * (h + 8), {
        label: item.label,
        onClick: () => {
          this.close();
          this.onPick(item.id);
        },
        width: w,
        height: h,
        variant: 'secondary',
        fontSize: 28,
      });
      b.setName(`react:${item.id}`).setDepth(DEPTH.dialog - 1);
      return b;
    });
  }

  /** Closes the column; true when it was open. */
  close(): boolean {
    if (this.open.length === 0) return false;
    for (const b of this.open) b.destroy();
    this.open = [];
    return true;
  }
}
