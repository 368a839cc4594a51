/**
 * The Sequence table for a screen reader: the names of its board spaces, hand cards and discard pile
 * in the parallel layer (the sentences are src/platform/speech/sequence.ts) and the answers to the
 * player's questions. Every space is listed, the ones the selected card cannot use as unavailable,
 * so the board can be read space by space.
 */
import { deadCards, type SequenceState } from '../../engine/sequence';
import { t } from '../../platform/i18n';
import { describeSequenceHand, describeSequenceLines, describeSequenceScore, describeSequenceSpace, sequenceCardWords, type SequenceSeats } from '../../platform/speech/sequence';
import { CardSprite, type Focusable } from '../../ui';
import type { A11yQueries, AccessibleInfo } from '../../ui/a11y';
import { CellTarget } from './CellTarget';

export interface SpokenSequenceTable {
  state(): SequenceState;
  seats(): SequenceSeats;
  /** Whose hand shows at the bottom (−1: none). */
  handSeat(): number;
  /** The hand's cards as shown, left to right. */
  handCards(): readonly CardSprite[];
  /** The discard pile's focusable (turn in a dead card). */
  discard(): Focusable;
  focused(): Focusable | null;
  /** Whose turn it is, as the status line says. */
  turn(): string;
}

export function sequenceNamer(table: SpokenSequenceTable): (item: Focusable) => AccessibleInfo | null {
  return (item) => {
    const state = table.state();
    if (item instanceof CellTarget) {
      const action = item.armed ? item.mode : null;
      return { name: describeSequenceSpace(state, item.row, item.col, action), disabled: !item.armed };
    }
    if (item instanceof CardSprite) {
      const code = item.getData('code') as string | undefined;
      if (!code || !item.faceUp) return null;
      // Both copies of a card in one hand (the game has two decks) get names of their own, by place.
      const twins = table.handCards().filter((c) => c.faceUp && c.getData('code') === code);
      const parts = [t('say.seq.handCard', { card: sequenceCardWords(state.settings.variant, code) })];
      if (twins.length > 1) parts.push(t(`say.seq.copy.${twins.indexOf(item) === 0 ? 0 : 1}`));
      if (deadCards(state).includes(code)) parts.push(t('say.seq.deadCard'));
      return { name: parts.join(', '), pressed: item.highlight === 'selected' };
    }
    if (item === table.discard()) return { name: t('sequence.exchange') };
    return null;
  };
}

export function sequenceQueries(table: SpokenSequenceTable): A11yQueries {
  return {
    look: () => {
      const f = table.focused();
      return f instanceof CellTarget ? describeSequenceLines(table.state(), f.row, f.col) : t('say.seq.noSpace');
    },
    mine: () => (table.handSeat() < 0 ? '' : describeSequenceHand(table.state(), table.handSeat())),
    turn: () => table.turn(),
    score: () => describeSequenceScore(table.state(), table.seats()),
  };
}
