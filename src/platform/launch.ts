/**
 * What the menu (or an embed, or a saved game) hands to a game scene's `init`.
 */
import type { AiLevel, GameId, GameRecord } from '../engine/core';
import type { RoomLink } from './online/link';
import type { GameMessage, LobbyMessage } from './online/protocol';

/** Who sits in a seat: a person at this screen, or a computer player of some level. */
export type Seat = 'human' | AiLevel;

export interface GameLaunch {
  game: GameId;
  /** Engine options, named as in docs/engine-contract.md. */
  options: Record<string, unknown>;
  seed: string;
  /** One entry per player (Gaps: a single 'human'). Several 'human' seats mean pass-and-play. */
  seats: Seat[];
  /** A saved game to resume: replaying its moves restores the position. */
  resume?: GameRecord;
  /** Time played before (ms) of a game resumed from this browser's save: Gaps' clock goes on from it. */
  playedMs?: number;
  /** `resume` came from a shared link (shareLink.ts), not from this browser's save. */
  shared?: boolean;
  /** An online table: the game is the server's; this screen plays seat `lobby.you` (null: watches). */
  online?: OnlineLaunch;
}

/** What a table needs to play online: the connection, the table around the game, the first position. */
export interface OnlineLaunch {
  link: RoomLink;
  lobby: LobbyMessage;
  first: GameMessage;
}

/** Whether the table opens at the deal: no move replayed (a save, a link) or played before (online). */
export function opensAtDeal(launch: Pick<GameLaunch, 'resume' | 'online'>): boolean {
  return (launch.resume?.moves.length ?? 0) === 0 && (launch.online?.first.ply ?? 0) === 0;
}

/** Every seat kind there is. */
export const SEATS: readonly Seat[] = ['human', 'easy', 'medium', 'hard'];

/**
 * Throws if `data` (a scene's launch data from outside the menu, e.g. a browser test) names a seat
 * kind that does not exist: a table would otherwise show the raw key of a missing caption.
 */
export function checkSeats(data: unknown): void {
  const seats = (data as { seats?: unknown } | null | undefined)?.seats;
  if (seats === undefined) return;
  if (!Array.isArray(seats)) throw new TypeError('seats must be an array');
  for (const seat of seats) if (!SEATS.includes(seat as Seat)) throw new TypeError(`unknown seat kind ${JSON.stringify(seat)} (one of ${SEATS.join(', ')})`);
}

/**
 * Game registry key: true when the game is the page itself (index.html) rather than embedded in a
 * site, so a scene may write the deal it shows into the address bar.
 */
export const OWNS_PAGE_ADDRESS = 'card-table:ownsPageAddress';
