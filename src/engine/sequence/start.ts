/**
 * Who begins a new game. The printed rules cut for the deal and the player left of the dealer
 * begins; here the seat that begins is drawn from the game's seed, so one seed always deals the same
 * game (a share link, an embed's `?seed=`, an online table restored after a restart).
 *
 * The engine itself still begins with seat 0 when option `startPlayer` is absent: records written
 * before the start was drawn (saves, share links) name no start and were played so. A new game
 * therefore names its start explicitly (the registry descriptor's `seededOptions`,
 * src/scenes/sequence/game.ts), and its record replays without this function. A file of its own with
 * no other engine code, like tables.ts, so the descriptor reads it without loading the engine.
 */
import { Rng } from '../core/rng';

/** The seat (0..players-1) that begins the game dealt from `seed`. */
export function drawnStartPlayer(players: number, seed: string): number {
  // A generator of its own (not the deal's): drawing the start leaves the shuffle of the seed as it was.
  return Rng.fromSeed(`start:${seed}`).int(players);
}
