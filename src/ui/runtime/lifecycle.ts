/**
 * Game lifecycle announcements (a game started, a game ended) for the page around an embedded game.
 * Scenes announce on their own Phaser.Game's event emitter, so several games on one page stay apart;
 * the embedding layer (iframe bridge, custom element, mount API) listens there.
 */
import type Phaser from 'phaser';
import type { GameId } from '../../engine/core';
import type { GameLaunch } from '../../platform/launch';

/** What a table announces. The embedding layer passes these on to the page (embed/messages.ts). */
export type LifecycleEvent =
  | { event: 'gameStart'; game: GameId; seed: string; options: Record<string, unknown> }
  | { event: 'gameOver'; game: GameId; seed: string; scores: number[]; winners: number[]; humanWon: boolean };

const CHANNEL = 'card-table:lifecycle';

export function announce(game: Phaser.Game, event: LifecycleEvent): void {
  game.events.emit(CHANNEL, event);
}

export function announceGameStart(scene: Phaser.Scene, launch: GameLaunch): void {
  announce(scene.game, { event: 'gameStart', game: launch.game, seed: launch.seed, options: launch.options });
}

export function announceGameOver(scene: Phaser.Scene, launch: GameLaunch, result: { scores: number[]; winners: number[]; humanWon: boolean }): void {
  announce(scene.game, { event: 'gameOver', game: launch.game, seed: launch.seed, ...result });
}

/** Subscribes to a game's announcements; returns the unsubscribe function. */
export function onLifecycle(game: Phaser.Game, listener: (event: LifecycleEvent) => void): () => void {
  game.events.on(CHANNEL, listener);
  return () => game.events.off(CHANNEL, listener);
}
