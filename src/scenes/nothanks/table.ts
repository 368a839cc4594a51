/**
 * No Thanks!' part of the shell (GameTable, src/ui/gameTable.ts): the menu tile's picture and the
 * rules page's sections and figure. Loaded before the menu first shows, so it stays small.
 */
import { FIGURE_SHADOW, MENU_SHADOW, type GameTable } from '../../ui/gameTable';
import { cardWithShadow, type PictureItem } from '../../ui/art';
import { NT_CHIP_FRAME, TEX, ntCoveredFrame, ntFrame } from '../../ui/art/keys';
import { CHIP } from '../../ui/theme';

/** A run of three: the No Thanks way to keep minus points low. */
export function menuPicture(): PictureItem[] {
  const items: PictureItem[] = [];
  items.push(...cardWithShadow(TEX.nt, ntFrame(24), -120, 6, 120, -9, MENU_SHADOW));
  items.push(...cardWithShadow(TEX.nt, ntFrame(25), 0, -6, 120, 0, MENU_SHADOW));
  items.push(...cardWithShadow(TEX.nt, ntFrame(26), 120, 6, 120, 9, MENU_SHADOW));
  for (let i = 0; i < 3; i++) items.push({ tex: TEX.chips, frame: NT_CHIP_FRAME, x: 150 + (i % 2) * 14, y: 100 - i * 12, scale: 58 / CHIP });
  return items;
}

export const instructions: GameTable['instructions'] = {
  sections: ['goal', 'setup', 'turn', 'scoring', 'figure:chain', 'end', 'variants', 'app', 'keys'],
  figures: {
    chain: {
      // A run 23-24-25 scores only 23; the lone 31 scores in full. The run overlaps as at the table.
      items: () => {
        const items: PictureItem[] = [];
        [23, 24, 25].forEach((n, i) => items.push(...cardWithShadow(TEX.nt, i < 2 ? ntCoveredFrame(n) : ntFrame(n), -220 + i * 60, -30, 120, 0, FIGURE_SHADOW)));
        items.push(...cardWithShadow(TEX.nt, ntFrame(31), 160, -30, 120, 0, FIGURE_SHADOW));
        items.push({ tex: TEX.chips, frame: NT_CHIP_FRAME, x: 280, y: 10, scale: 60 / CHIP });
        return items;
      },
      captionKey: 'rules.nothanks.figure.chain',
    },
  },
  loadStrings: () => import('../../platform/strings/rules-nothanks'),
};
