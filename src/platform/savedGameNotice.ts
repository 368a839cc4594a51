/**
 * A saved game that passed the menu's checks (shape, checksum, version) but whose moves no longer
 * replay (a record from an older engine, or one edited with a recomputed checksum) is dropped at the
 * table: the table starts afresh and says so, and the save is removed so it is not offered again.
 */
import type Phaser from 'phaser';
import { showToast } from '../ui/Toast';
import { t } from './i18n';
import type { GameId } from '../engine/core';
import { clearSavedGame, takeDiscardedSave } from './savedGames';

export function tellSaveDropped(scene: Phaser.Scene, game: GameId, why: string): void {
  console.warn(`Saved ${game} game dropped: ${why}`);
  clearSavedGame(game);
  // Told here, at the table: the menu need not tell it again.
  takeDiscardedSave(game);
  // On the next update: tables find this out while they build, before their top bar (which the
  // notice is placed below) exists.
  scene.time.delayedCall(0, () => showToast(scene, t('menu.saveDiscarded'), 'info', 6000));
}
