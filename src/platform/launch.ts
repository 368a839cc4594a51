/**
 * What the menu (or an embed, or a saved game) hands to a game scene's `init`.
 */
import type { AiLevel, GameId, GameRecord } from '../engine/core';

/** Who sits in a seat: a person at this screen, or a computer player of some level. */
export type Seat = 'human' | AiLevel;

export interface GameLaunch {
  game: GameId;
  /** Engine options, named as in shared/engine-contract.md. */
  options: Record<string, unknown>;
  seed: string;
  /** One entry per player (Gaps: a single 'human'). Several 'human' seats mean pass-and-play. */
  seats: Seat[];
  /** A saved game to resume: replaying its moves restores the position. */
  resume?: GameRecord;
  /** `resume` came from a shared link (shareLink.ts), not from this browser's save. */
  shared?: boolean;
}

/** The scene key that plays each game. */
export const GAME_SCENES: Record<GameId, string> = {
  nothanks: 'NoThanksTable',
  gaps: 'GapsTableau',
  sequence: 'SequenceBoard',
};

/**
 * Game registry key: true when the game is the page itself (index.html) rather than embedded in a
 * site, so a scene may write the deal it shows into the address bar.
 */
export const OWNS_PAGE_ADDRESS = 'card-table:ownsPageAddress';
