/**
 * Presence on an online table's name plates, the same for every game: a person whose connection
 * dropped (their seat waits for them through the grace period) gets a dimmed plate with a small
 * "offline" tag; once a computer player has taken the seat over, the tag says so. The scene says where
 * each seat's plate is (`plate(seat)`, in scene coordinates, null where it has none); the marks sit
 * over it (just above the plates, below dialogs) and follow it on every refresh.
 */
import Phaser from 'phaser';
import '../../platform/strings/online';
import { t } from '../../platform/i18n';
import type { Presence } from '../../platform/online/presence';
import type { Box } from '../layout';
import { solidRect } from '../solidRect';
import { DEPTH, textStyle } from '../theme';

interface Mark {
  shade: Phaser.GameObjects.Image;
  tag: Phaser.GameObjects.Text;
  presence: Presence;
}

export class PresenceMarks {
  private readonly marks = new Map<number, Mark>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly plate: (seat: number) => Box | null,
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
        .text(0, 0, text, textStyle('small', { fontSize: '20px', fontStyle: 'bold', color: p === 'offline' ? '#ffd8a0' : '#cfe3ff', backgroundColor: p === 'offline' ? '#5a3a12' : '#1d3550', padding: { x: 10, y: 3 } }))
        .setOrigin(1, 0.5)
        .setDepth(DEPTH.hud + 2)
        .setName(`presence:${seat}`);
      this.marks.set(seat, { shade, tag, presence: p });
    });
    this.place();
  }

  /** Follows the plates (after a re-layout, or a plate rebuilt by its scene). */
  place(): void {
    for (const [seat, mark] of this.marks) {
      const box = this.plate(seat);
      if (!box) continue;
      mark.shade.setPosition(box.x + box.width / 2, box.y + box.height / 2).setDisplaySize(box.width, box.height);
      // The tag on the plate's bottom edge, at its right end: it never hides the name, and a plate just
      // under the top bar (a phone) keeps it in view.
      mark.tag.setPosition(box.x + box.width - 6, box.y + box.height);
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
