/**
 * Who begins a new game. The printed rules cut for the deal and the player left of the dealer
 * begins; here the seat that begins is drawn from the game's seed, so one seed always deals the same
 * game (a share link, an embed's `?seed=`, an online table restored after a restart).
 *
 * It is the engine's default when option `startPlayer` is absent. Records written before the start
 * was drawn (saves, share links, stored online tables) name no start and were played with seat 0
 * beginning: the registry descriptor lists the option as a changed default, so such a record is read
 * with seat 0 (src/platform/recordOptions.ts), and every new record names its start. A file of its
 * own with no other engine code, like tables.ts, so the descriptor reads it without loading the engine.
 */
import { Rng } from '../core/rng';

/** The seat (0..players-1) that begins the game dealt from `seed`. */
export function drawnStartPlayer(players: number, seed: string): number {
  // A generator of its own (not the deal's): drawing the start leaves the shuffle of the seed as it was.
  return Rng.fromSeed(`start:${seed}`).int(players);
}
