/**
 * The Gaps table for a screen reader: the names of its cards and gaps in the parallel layer (the
 * sentences are src/platform/speech/gaps.ts) and the answers to the player's questions.
 */
import type { CardCode } from '../../engine/core';
import { findCard, type GapsMove, type GapsState } from '../../engine/gaps';
import { t } from '../../platform/i18n';
import { describeGapsCard, describeGapsGap, describeGapsRow, describeGapsScore } from '../../platform/speech/gaps';
import { CardSprite, type Focusable } from '../../ui';
import type { A11yQueries, AccessibleInfo } from '../../ui/a11y';
import { GapSlot } from './GapSlot';

export interface SpokenGapsTable {
  state(): GapsState;
  legalMoves(): GapsMove[];
  /** The focused card or gap, if any. */
  focused(): Focusable | null;
}

/** Names every card and gap; the legal moves are asked once per position, not once per card. */
export function gapsNamer(table: SpokenGapsTable): (item: Focusable) => AccessibleInfo | null {
  let seen: GapsState | null = null;
  let legal: GapsMove[] = [];
  const movesNow = (): GapsMove[] => {
    if (seen !== table.state()) {
      seen = table.state();
      legal = table.legalMoves();
    }
    return legal;
  };
  return (item) => {
    const state = table.state();
    if (item instanceof GapSlot) return { name: describeGapsGap(state, { row: item.row, col: item.col }, movesNow()) };
    if (item instanceof CardSprite) {
      const pos = findCard(state.rows, item.id as CardCode);
      return pos ? { name: describeGapsCard(state, item.id as CardCode, pos, movesNow()), pressed: item.highlight === 'selected' } : null;
    }
    return null;
  };
}

/** L reads the row of the focused card or gap (the first row when nothing is focused), S the score. */
export function gapsQueries(table: SpokenGapsTable): A11yQueries {
  const focusedRow = (): number => {
    const f = table.focused();
    if (f instanceof GapSlot) return f.row;
    if (f instanceof CardSprite) return findCard(table.state().rows, f.id as CardCode)?.row ?? 0;
    return 0;
  };
  return {
    look: () => describeGapsRow(table.state(), focusedRow()),
    mine: () => table.state().rows.map((_, row) => describeGapsRow(table.state(), row)).join(' '),
    turn: () => t('say.gaps.whose'),
    score: () => describeGapsScore(table.state()),
  };
}
