/**
 * Per-game statistics kept in localStorage: for each game and bucket (a bucket is a set-up worth
 * comparing on its own) how many games were finished and won, the best score and the score total
 * (for the average), and the win streaks: the wins in a row up to the last game, and the longest run.
 *
 * Bucket names are parts joined by '-': '<n>p' for a player count and the variant's option value,
 * e.g. '4p', '4p-tactical', 'aisleriot', '2p-numbers'. Each game's registry descriptor names its
 * buckets (`stats.bucket`, in src/scenes/<id>/statsRules.ts); the Statistics scene labels each part
 * ('4 players', the menu's variant name), so they use the same values as the options. Options that
 * change how hard a game is get a part of their own, and default set-ups keep the names earlier
 * versions stored.
 */
import type { GameId } from '../engine/core';
import { looksLikeGameId } from './gameRegistry';
import { storedValue } from './storage';

export interface BucketStats {
  played: number;
  won: number;
  /** Best score so far (lowest when `lowerIsBetter`), null before the first game. */
  best: number | null;
  total: number;
  lowerIsBetter: boolean;
  /** Games won in a row, up to and including the last one (0 after a loss; always set when read from storage). */
  streak?: number;
  /** The longest run of wins so far (always set when read from storage). */
  bestStreak?: number;
}

export interface GameResult {
  won: boolean;
  score: number;
  /** No Thanks scores count against you; most games' scores are better when higher. */
  lowerIsBetter?: boolean;
}

/** Buckets by game id: every game that has statistics, registered now or not (a game's are kept). */
type AllStats = Record<GameId, Record<string, BucketStats>>;

const empty = (): AllStats => ({});

function validBucket(raw: unknown): BucketStats | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const b = raw as Record<string, unknown>;
  const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (!count(b.played) || !count(b.won) || b.won > b.played) return null;
  if (typeof b.total !== 'number' || !Number.isFinite(b.total)) return null;
  if (b.best !== null && (typeof b.best !== 'number' || !Number.isFinite(b.best))) return null;
  // Streaks came later: a bucket stored before them starts its streaks at 0.
  const streak = count(b.streak) && b.streak <= b.won ? b.streak : 0;
  const bestStreak = count(b.bestStreak) && b.bestStreak <= b.won ? Math.max(b.bestStreak, streak) : streak;
  return { played: b.played, won: b.won, best: b.best as number | null, total: b.total, lowerIsBetter: b.lowerIsBetter === true, streak, bestStreak };
}

/**
 * The statistics that read well; a damaged game entry or bucket is left out on its own (and dropped at
 * the next save), so one bad number does not cost every other set-up and game its record.
 */
function validate(raw: unknown): AllStats | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const out = empty();
  for (const [game, buckets] of Object.entries(raw)) {
    if (!looksLikeGameId(game) || typeof buckets !== 'object' || buckets === null) continue;
    const clean: Record<string, BucketStats> = {};
    for (const [name, value] of Object.entries(buckets)) {
      const b = validBucket(value);
      if (b && name !== '__proto__') clean[name] = b;
    }
    out[game] = clean;
  }
  return out;
}

const store = storedValue<AllStats>('stats', 1, empty, validate);

/** Adds one finished game to the statistics. */
export function recordGame(game: GameId, bucket: string, result: GameResult): BucketStats {
  if (!Number.isFinite(result.score)) throw new RangeError(`score must be a finite number, got ${result.score}`);
  const all = store.load();
  const lowerIsBetter = result.lowerIsBetter === true;
  const buckets = (all[game] ??= {});
  const prev = buckets[bucket] ?? { played: 0, won: 0, best: null, total: 0, lowerIsBetter, streak: 0, bestStreak: 0 };
  const streak = result.won ? (prev.streak ?? 0) + 1 : 0;
  const better = (a: number, b: number): number => (lowerIsBetter ? Math.min(a, b) : Math.max(a, b));
  const next: BucketStats = {
    played: prev.played + 1,
    won: prev.won + (result.won ? 1 : 0),
    best: prev.best === null ? result.score : better(prev.best, result.score),
    total: prev.total + result.score,
    lowerIsBetter,
    streak,
    bestStreak: Math.max(prev.bestStreak ?? 0, streak),
  };
  buckets[bucket] = next;
  store.save(all);
  return next;
}

/** The buckets of one game, by bucket name. */
export function getStats(game: GameId): Record<string, BucketStats> {
  return store.load()[game] ?? {};
}

/** Erases the statistics of one game, or of all games. */
export function resetStats(game?: GameId): void {
  if (!game) {
    store.clear();
    return;
  }
  const all = store.load();
  all[game] = {};
  store.save(all);
}
