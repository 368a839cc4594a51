/**
 * What happens when the last card has found an owner: the engine's final scores and winners go
 * onto the score sheet. (The table session counts the game in the statistics and the base table
 * tells the embedding page; this file only shows the result.)
 */
import type Phaser from 'phaser';
import { rules } from '../../engine/nothanks';
import { t } from '../../platform/i18n';
import type { TableViews } from './animateEvents';
import { EndScreen, type FinalResult } from './EndScreen';

export interface FinishOptions {
  /** True when the game has just ended here (play the breakdown); false for a re-layout or a resumed end. */
  animate: boolean;
  onRematch: () => void;
  onMenu: () => void;
  /** Close the sheet and look at the finished table. */
  onView: () => void;
}

export function finishGame(scene: Phaser.Scene, v: TableViews, opts: FinishOptions): EndScreen {
  const { state } = v.session;
  const { scores, winners } = rules.score(state);
  const results: FinalResult[] = v.seats.map((seat, i) => ({
    seat: i,
    info: seat.info,
    cards: [...(state.cards[i] ?? [])],
    chips: state.chips[i] ?? 0,
    score: scores[i] ?? 0,
    winner: winners.includes(i),
    place: 0,
  }));
  // Best first; among equal scores the winners (more chips) first. Players level on all of it share
  // a place (a shared win shows two 1s).
  const order = (a: FinalResult, b: FinalResult): number => a.score - b.score || Number(b.winner) - Number(a.winner) || b.chips - a.chips;
  results.sort(order);
  for (const r of results) r.place = 1 + results.filter((other) => order(other, r) < 0).length;

  const screen = new EndScreen(scene, {
    results,
    title: titleFor(v, winners, v.session.humanSeats()),
    note: tieNote(scores, winners),
    onRematch: opts.onRematch,
    onMenu: opts.onMenu,
    onView: opts.onView,
    animate: opts.animate,
  });
  void screen.play();
  return screen;
}

function titleFor(v: TableViews, winners: number[], humans: number[]): string {
  const names = winners.map((w) => v.seats[w]!.info.name);
  if (winners.length > 1) return t('nothanks.shareWin', { names: names.join(', ') });
  const only = winners[0]!;
  if (humans.length === 1 && humans[0] === only) return t('nothanks.youWin');
  return t('nothanks.wins', { name: names[0]! });
}

/** Mentions the tie-break when players with the best score lost on chips. */
function tieNote(scores: number[], winners: number[]): string | null {
  const best = Math.min(...scores);
  const tied = scores.filter((s) => s === best).length;
  return tied > winners.length ? t('nothanks.tieNote') : null;
}
