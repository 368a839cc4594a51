/**
 * A saved game that passed the menu's checks (shape, checksum, version) but whose moves no longer
 * replay (a record from an older engine, or one edited with a recomputed checksum) is dropped at the
 * table: the table starts afresh and says so, and the save is removed so it is not offered again.
 * The same for a shared game (shareLink.ts) that does not replay, except that no save is touched.
 * A table that keeps the moves that did replay (solitaire: the player's work) keeps the save too (it
 * replays to the same place; the next move stores the moves kept), and says from where the game goes on.
 */
import type Phaser from 'phaser';
import { showToast } from './Toast';
import { t } from '../platform/i18n';
import type { GameId } from '../engine/core';
import type { GameLaunch } from '../platform/launch';
import { dropUnreplayableSave } from '../platform/savedGames';

export function tellSaveDropped(scene: Phaser.Scene, launch: Pick<GameLaunch, 'game' | 'shared'>, why: string, keptMoves = 0): void {
  const game: GameId = launch.game;
  if (launch.shared) {
    // A shared link, not this browser's save: the save (of another game, maybe) stays.
    console.warn(`Shared ${game} game not replayed in full: ${why}`);
    scene.time.delayedCall(0, () => showToast(scene, t('game.replayBroken'), 'info', 6000));
    return;
  }
  if (keptMoves > 0) {
    console.warn(`Saved ${game} game replayed up to move ${keptMoves}: ${why}`);
    scene.time.delayedCall(0, () => showToast(scene, t('game.saveTrimmed', { n: keptMoves }), 'info', 6000));
    return;
  }
  console.warn(`Saved ${game} game dropped: ${why}`);
  // Removed, and told here at the table (the menu, which tells of saves it could not read, need not).
  dropUnreplayableSave(launch);
  // On the next update: tables find this out while they build, before their top bar (which the
  // notice is placed below) exists.
  scene.time.delayedCall(0, () => showToast(scene, t('menu.saveDiscarded'), 'info', 6000));
}
