/**
 * Gaps in words: each move as the live region says it ("7 of hearts to row 2, column 6, after
 * 6 of hearts"), redeals and the end, the names of the cards and gaps a screen-reader user moves
 * between ("7 of hearts, row 2, column 5, can move to the gap after 6 of hearts") and a row read out.
 * Pure functions of the engine's events and state.
 */
import type { CardCode } from '../../engine/core';
import { cellAt, isLockedAt, redealsLeft, sequenceScore, type GapsEvent, type GapsMove, type GapsPos, type GapsState } from '../../engine/gaps';
import { t } from '../i18n';
import { atWords, cardWords, listWords, plural } from './words';

/** The card before a place, in words (the gap's "after …"), or null at the start of a row. */
function before(state: GapsState, pos: GapsPos): string | null {
  if (pos.col === 0) return null;
  const left = cellAt(state.rows, { row: pos.row, col: pos.col - 1 });
  return left ? cardWords(left) : t('say.gaps.gapWord');
}

function redealWords(left: number): string {
  return left < 0 ? t('say.gaps.redealsUnlimited') : plural('say.gaps.redealsLeft', left);
}

/** One move's events in words; `after` is the state it led to. */
export function describeGapsMove(events: readonly GapsEvent[], after: GapsState): string {
  const parts: string[] = [];
  for (const e of events) {
    if (e.type === 'move') {
      const prev = before(after, e.to);
      parts.push(prev === null ? t('say.gaps.moveStart', { card: cardWords(e.card), row: e.to.row + 1 }) : t('say.gaps.move', { card: cardWords(e.card), at: atWords(e.to.row, e.to.col), prev }));
      if (e.locked.length > 0) parts.push(t('say.gaps.locked', { cards: listWords(e.locked.map(cardWords)) }));
    } else if (e.type === 'redeal') parts.push(t('say.gaps.redeal', { n: e.redealNumber, left: redealWords(e.redealsLeft) }));
    else if (e.type === 'stuck') parts.push(t('say.gaps.stuck'));
    else if (e.type === 'won') parts.push(t('say.gaps.won', { score: e.score }));
    else if (e.type === 'lost') parts.push(t('say.gaps.lost', { score: e.score }));
  }
  return parts.join(' ');
}

/** A card's name with where it can go: "7 of hearts, row 2, column 5, can move to the gap after 6 of hearts". */
export function describeGapsCard(state: GapsState, card: CardCode, pos: GapsPos, legal: readonly GapsMove[]): string {
  const name = t('say.gaps.card', { card: cardWords(card), at: atWords(pos.row, pos.col) });
  if (isLockedAt(state.settings, state.rows, pos)) return `${name}, ${t('say.gaps.inOrder')}`;
  const moves = legal.filter((m): m is Extract<GapsMove, { type: 'move' }> => m.type === 'move' && m.card === card);
  if (moves.length === 0) return `${name}, ${t('say.gaps.cannotMove')}`;
  const to = moves[0]!.to;
  const prev = before(state, to);
  return `${name}, ${prev === null ? t('say.gaps.canMoveStart') : t('say.gaps.canMove', { prev })}`;
}

/** A gap's name with what fits it: "Gap, row 2, column 6, after 6 of hearts, 7 of hearts fits". */
export function describeGapsGap(state: GapsState, pos: GapsPos, legal: readonly GapsMove[]): string {
  const prev = before(state, pos);
  const where = `${t('say.gaps.gap', { at: atWords(pos.row, pos.col) })}, ${prev === null ? t('say.gaps.gapStart') : t('say.gaps.gapAfter', { prev })}`;
  const fits = legal.flatMap((m) => (m.type === 'move' && m.to.row === pos.row && m.to.col === pos.col ? [cardWords(m.card)] : []));
  return `${where}, ${fits.length === 0 ? t('say.gaps.nothingFits') : t('say.gaps.fits', { card: listWords(fits) })}`;
}

/** A whole row read out, left to right ("Row 2: 2 of hearts, 3 of hearts, gap, king of clubs, …"). */
export function describeGapsRow(state: GapsState, row: number): string {
  const cells = (state.rows[row] ?? []).map((c) => (c ? cardWords(c) : t('say.gaps.gapWord')));
  return t('say.gaps.row', { row: row + 1, cards: cells.join(', ') });
}

/** The score (cards in order, of 48) and the redeals left. */
export function describeGapsScore(state: GapsState): string {
  return t('say.gaps.score', { score: sequenceScore(state.settings, state.rows), left: redealWords(redealsLeft(state)) });
}
