/**
 * Presence on an online table's name plates, the same for every game: a person whose connection
 * dropped (their seat waits for them through the grace period) gets a dimmed plate with a small
 * "offline" tag; once a computer player has taken the seat over, the tag says so. The scene says where
 * each seat's plate is (`plate(seat)`, in scene coordinates, null where it has none); the marks sit
 * over it (just above the plates, below dialogs) and follow it on every refresh. The tag sits on the
 * plate's bottom edge at its right end, unless the plate names a place of its own (`tagSpot`): a
 * plate one line high, a Sequence team panel's row, had the tag over the foot of its hand size.
 */
import Phaser from 'phaser';
import '../../platform/strings/online';
import { t } from '../../platform/i18n';
import type { Presence } from '../../platform/online/presence';
import type { Box } from '../layout';
import { solidRect } from '../solidRect';
import { DEPTH, textStyle } from '../theme';

/** Where a tag goes: its right end and centre y (scene units), at least `minWidth` wide (to cover what it sits on). */
export interface TagSpot {
  right: number;
  y: number;
  minWidth?: number;
}

/** A seat's name plate, and where on it the tag for a tag `tagWidth` wide goes (default: its bottom edge's right end). */
export interface NamePlate extends Box {
  tagSpot?: (tagWidth: number) => TagSpot | undefined;
}

interface Mark {
  shade: Phaser.GameObjects.Image;
  tag: Phaser.GameObjects.Text;
  presence: Presence;
  /** The tag's own width, before any widening to cover what it sits on. */
  width: number;
}

export class PresenceMarks {
  private readonly marks = new Map<number, Mark>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly plate: (seat: number) => NamePlate | null,
  ) {}

  /** Shows `presence` per seat (a seat back `here` loses its mark) at the plates' current places. */
  show(presence: readonly Presence[]): void {
    presence.forEach((p, seat) => {
      const mark = this.marks.get(seat);
      if (p === 'here' || !this.plate(seat)) {
        if (mark) this.drop(seat, mark);
        return;
      }
      if (mark?.presence === p) return;
      if (mark) this.drop(seat, mark);
      const shade = solidRect(this.scene, 0, 0, 1, 1, 0x06140d, 0.55).setDepth(DEPTH.hud + 1);
      const text = p === 'offline' ? `● ${t('online.offline')}` : `⚙ ${t('online.replaced')}`;
      const tag = this.scene.add
        .text(0, 0, text, textStyle('small', { fontSize: '20px', fontStyle: 'bold', align: 'center', color: p === 'offline' ? '#ffd8a0' : '#cfe3ff', backgroundColor: p === 'offline' ? '#5a3a12' : '#1d3550', padding: { x: 10, y: 3 } }))
        .setOrigin(1, 0.5)
        .setDepth(DEPTH.hud + 2)
        .setName(`presence:${seat}`);
      this.marks.set(seat, { shade, tag, presence: p, width: tag.width });
    });
    this.place();
  }

  /** Follows the plates (after a re-layout, or a plate rebuilt by its scene). */
  place(): void {
    for (const [seat, mark] of this.marks) {
      const box = this.plate(seat);
      if (!box) continue;
      mark.shade.setPosition(box.x + box.width / 2, box.y + box.height / 2).setDisplaySize(box.width, box.height);
      // By default the tag on the plate's bottom edge, at its right end: it never hides the name, and a
      // plate just under the top bar (a phone) keeps it in view.
      const spot = box.tagSpot?.(mark.width) ?? { right: box.x + box.width - 6, y: box.y + box.height };
      // Widened only to cover more than its own text; set only on a change: a new size redraws the
      // text's texture, and the marks are placed again every second.
      const cover = spot.minWidth ?? 0;
      const fixedWidth = cover > mark.width ? cover : 0;
      if (mark.tag.style.fixedWidth !== fixedWidth) mark.tag.setFixedSize(fixedWidth, 0);
      mark.tag.setPosition(spot.right, spot.y);
    }
  }

  destroy(): void {
    for (const [seat, mark] of this.marks) this.drop(seat, mark);
  }

  private drop(seat: number, mark: Mark): void {
    mark.shade.destroy();
    mark.tag.destroy();
    this.marks.delete(seat);
  }
}
