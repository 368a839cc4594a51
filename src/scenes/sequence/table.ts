/**
 * Sequence's part of the shell (GameTable, src/ui/gameTable.ts): the menu tile's picture and the
 * rules page's sections and figure. Loaded before the menu first shows, so it stays small.
 */
import type { PictureItem } from '../../ui/art';
import { TEX, cellFrame, teamChipFrame } from '../../ui/art/keys';
import type { GameTable } from '../../ui/gameTable';
import { CELL, CHIP } from '../../ui/theme';

/** A corner of the board with a few chips of two teams. */
export function menuPicture(): PictureItem[] {
  const cells = ['free', 'AD', 'KD', '2S', 'QD', 'TC', '3S', 'AS', 'KS'] as const;
  const marks = [null, 0, null, 1, 0, null, null, 1, 0];
  const items: PictureItem[] = [];
  cells.forEach((code, i) => {
    const cx = ((i % 3) - 1) * 78;
    const cy = (Math.floor(i / 3) - 1) * 78;
    items.push({ tex: TEX.cells, frame: cellFrame(code), x: cx, y: cy, scale: 74 / CELL });
    const m = marks[i];
    if (m !== null && m !== undefined) items.push({ tex: TEX.chips, frame: teamChipFrame(m), x: cx, y: cy, scale: 54 / CHIP });
  });
  return items;
}

export const instructions: GameTable['instructions'] = {
  sections: ['goal', 'setup', 'turn', 'jacks', 'corners', 'figure:sequence', 'dead', 'win', 'numbers', 'app', 'keys'],
  figures: {
    sequence: {
      // Five in a row, the corner counting for everyone.
      items: () =>
        (['free', '2S', '3S', '4S', '5S'] as const).flatMap((code, i) => {
          const x = -240 + i * 120;
          const cell: PictureItem = { tex: TEX.cells, frame: cellFrame(code), x, y: -30, scale: 112 / CELL };
          return i > 0 ? [cell, { tex: TEX.chips, frame: teamChipFrame(0), x, y: -30, scale: 80 / CHIP }] : [cell];
        }),
      captionKey: 'rules.sequence.figure.sequence',
    },
  },
  loadStrings: () => import('../../platform/strings/rules-sequence'),
};
