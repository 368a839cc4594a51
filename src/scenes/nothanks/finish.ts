/**
 * What happens when the last card has found an owner: the engine's final scores and winners go
 * onto the score sheet, into the statistics (for the first person at the screen, per player
 * count) and out to the embedding page.
 */
import type Phaser from 'phaser';
import { rules } from '../../engine/nothanks';
import { t } from '../../platform/i18n';
import type { GameLaunch } from '../../platform/launch';
import { announceGameOver } from '../../ui/runtime/lifecycle';
import { noThanksBucket, recordGame } from '../../platform/stats';
import type { TableViews } from './animateEvents';
import { EndScreen, type FinalResult } from './EndScreen';

export interface FinishOptions {
  /** True when the game has just ended here (animate, count it in the statistics); false for a re-layout. */
  live: boolean;
  onRematch: () => void;
  onMenu: () => void;
}

export function finishGame(scene: Phaser.Scene, v: TableViews, launch: GameLaunch, opts: FinishOptions): EndScreen {
  const { match } = v;
  const { scores, winners } = rules.score(match.state);
  const results: FinalResult[] = v.seats.map((seat, i) => ({
    seat: i,
    info: seat.info,
    cards: [...(match.state.cards[i] ?? [])],
    chips: match.state.chips[i] ?? 0,
    score: scores[i] ?? 0,
    winner: winners.includes(i),
  }));
  // Best first; among equal scores the winners (more chips) first.
  results.sort((a, b) => a.score - b.score || Number(b.winner) - Number(a.winner) || b.chips - a.chips);

  const humans = match.humanSeats();
  if (opts.live) {
    const first = humans[0];
    if (first !== undefined) recordGame('nothanks', noThanksBucket(match.state.table), { won: winners.includes(first), score: scores[first] ?? 0, lowerIsBetter: true });
    announceGameOver(scene, launch, { scores, winners, humanWon: humans.some((h) => winners.includes(h)) });
  }

  const screen = new EndScreen(scene, {
    results,
    title: titleFor(v, winners, humans),
    note: tieNote(scores, winners),
    onRematch: opts.onRematch,
    onMenu: opts.onMenu,
    animate: opts.live,
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
