/** Colours of the highlight kinds shared by cards and drop targets. */
import type { Highlight } from './DropTarget';
import { COLORS } from './theme';

export const HIGHLIGHT_COLOR: Record<Exclude<Highlight, 'none'>, number> = {
  legal: COLORS.legal,
  hint: COLORS.hint,
  selected: COLORS.selected,
  target: COLORS.target,
};
