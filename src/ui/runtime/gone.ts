/**
 * Whether a game has been destroyed (an embedding page took it down, src/embed/teardown.ts), for work
 * that finishes later than it started (a table's code downloading, its art drawn in slices, a scene
 * change waiting for both): such work must then stop without touching the game's scenes, loop or
 * textures, which are gone or going.
 */
import type Phaser from 'phaser';

export function isGameGone(game: Phaser.Game | null): boolean {
  // game.destroy() only flags the game (not in the typings); the teardown itself, now or after the
  // frame, clears that flag again but leaves the texture manager without its game (null, though
  // typed otherwise: a manager's own `game` is how its art tells).
  return !game || (game as unknown as { pendingDestroy?: boolean }).pendingDestroy === true || !game.textures?.game;
}
