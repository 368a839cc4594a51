/**
 * Who can play: the variants, the player counts of each variant, the team counts of each player
 * count, the hand size (the table in game.ts's comment) and which team each player plays for. A file of its own with no other engine code, so the menu's
 * option rows (src/scenes/sequence/game.ts) read the counts from here without loading the engine.
 */
import type { SequenceSettings, SequenceVariant } from './types';

/** The variants (types.ts describes each); the first is the default. */
export const VARIANTS: readonly SequenceVariant[] = ['classic', 'numbers'];

export interface TableRow {
  handSize: number;
  /** Team counts allowed; the first is the default. */
  teams: number[];
}

export const CLASSIC_TABLE: Record<number, TableRow> = {
  2: { handSize: 7, teams: [2] },
  3: { handSize: 6, teams: [3] },
  4: { handSize: 6, teams: [2] },
  6: { handSize: 5, teams: [2, 3] },
  8: { handSize: 4, teams: [2] },
  9: { handSize: 4, teams: [3] },
  10: { handSize: 3, teams: [2] },
  12: { handSize: 3, teams: [2, 3] },
};

export const NUMBERS_TABLE: Record<number, TableRow> = {
  2: { handSize: 5, teams: [2] },
  3: { handSize: 5, teams: [3] },
  4: { handSize: 4, teams: [2] },
  6: { handSize: 4, teams: [2, 3] },
};

/** Player counts a variant allows. */
export function allowedPlayerCounts(variant: SequenceVariant): number[] {
  return Object.keys(variant === 'numbers' ? NUMBERS_TABLE : CLASSIC_TABLE).map(Number);
}

/** Team counts allowed for a player count (first = default). */
export function allowedTeamCounts(variant: SequenceVariant, players: number): number[] {
  return (variant === 'numbers' ? NUMBERS_TABLE : CLASSIC_TABLE)[players]?.teams ?? [];
}

/** Seating: player i plays for team i % teams. */
export function teamOf(settings: Pick<SequenceSettings, 'teams'>, player: number): number {
  return player % settings.teams;
}
