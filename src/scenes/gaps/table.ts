/**
 * Gaps' part of the shell (GameTable, src/ui/gameTable.ts): the menu tile's picture and the rules
 * page's sections and figure. Loaded before the menu first shows, so it stays small.
 */
import type { CardCode } from '../../engine/core';
import { cardWithShadow, type PictureItem } from '../../ui/art';
import { SLOT_FRAME, TEX, cardFrame } from '../../ui/art/keys';
import { FIGURE_SHADOW, MENU_SHADOW, type GameTable } from '../../ui/gameTable';

/** Cards in a row with an empty place (null) among them, `step` apart, centred on `x0`. */
function row(codes: ReadonlyArray<CardCode | null>, x0: number, y: number, step: number, width: number, shadow: typeof MENU_SHADOW | typeof FIGURE_SHADOW): PictureItem[] {
  return codes.flatMap((code, i) => cardWithShadow(TEX.cards, code === null ? SLOT_FRAME : cardFrame(code), x0 + i * step, y, width, 0, shadow));
}

/** A row growing from its 2 with a gap where the 4 goes. */
export function menuPicture(): PictureItem[] {
  return row(['2H', '3H', null, '5H'], -150, 0, 100, 92, MENU_SHADOW);
}

export const instructions: GameTable['instructions'] = {
  sections: ['goal', 'setup', 'move', 'figure:gap', 'stuck', 'redeal', 'variants', 'app', 'keys'],
  figures: {
    gap: { items: () => row(['2S', '3S', '4S', null, '9D', null], -275, -30, 110, 100, FIGURE_SHADOW), captionKey: 'rules.gaps.figure.gap' },
  },
  loadStrings: () => import('../../platform/strings/rules-gaps'),
};
