/**
 * The soak driver shared by the CI soak test (test/e2e/soak.e2e.test.ts) and the long run
 * (`npm run bench -- soak`): complete games played one after another through the real scenes of one
 * page at `?speed=instant`, with heap figures from the Chrome DevTools Protocol.
 *
 * No Thanks and Sequence are started through the test hook with every seat a computer player (the
 * scenes run their own AI worker turns). Gaps is a solitaire: the driver is its player, reading the
 * position from the hook, choosing a legal move with a seeded generator and making it with the real
 * mouse (a drag into the gap) or the Redeal key. Options are mixed per game from a seed, so a run is
 * repeatable. Only playwright-core and the engines: no Vitest, so the bench can use it too.
 */
import type { CDPSession, Page } from 'playwright-core';
import { Rng } from '../../src/engine/core';
import { rules as gapsRules, type GapsMove } from '../../src/engine/gaps';
import { rules as noThanksRules } from '../../src/engine/nothanks';
import { rules as sequenceRules } from '../../src/engine/sequence';
import type { GameLaunch, Seat } from '../../src/platform/launch';

export type SoakKind = 'nothanks' | 'gaps' | 'sequence';
export const SOAK_KINDS: readonly SoakKind[] = ['nothanks', 'gaps', 'sequence'];
const SCENE: Record<SoakKind, string> = { nothanks: 'NoThanksTable', gaps: 'GapsTableau', sequence: 'SequenceBoard' };
const LEVELS: Seat[] = ['easy', 'medium', 'hard'];

/** The launch of game number `index` of a run seeded `seed`: kinds in turn, options drawn per game. */
export function soakLaunch(seed: string, index: number): GameLaunch {
  const kind = SOAK_KINDS[index % SOAK_KINDS.length]!;
  const rng = Rng.fromSeed(`${seed}:${index}`);
  const pick = <T>(list: readonly T[]): T => list[rng.int(list.length)]!;
  const gameSeed = `soak-${seed}-${index}`;
  const computers = (n: number): Seat[] => Array.from({ length: n }, () => pick(LEVELS));
  if (kind === 'nothanks') {
    const players = pick([3, 4, 5, 6, 7]);
    return { game: kind, seed: gameSeed, seats: computers(players), options: { players, variant: pick(['standard', 'tactical']), openChips: pick([false, true]) } };
  }
  if (kind === 'sequence') {
    const variant = pick(['classic', 'numbers'] as const);
    const players = pick(variant === 'numbers' ? [2, 3, 4, 6] : [2, 3, 4, 6, 8, 9, 10, 12]);
    const teams = players === 6 || players === 12 ? { teams: pick([2, 3]) } : {};
    return { game: kind, seed: gameSeed, seats: computers(players), options: { players, variant, advanced: pick([false, true]), ...teams } };
  }
  // Unlimited redeals are left out: a random player could redeal for ever. The basic variant has no redeals.
  const variant = pick(['aisleriot', 'montana', 'basic'] as const);
  const redealRules = variant === 'basic' ? {} : { redeals: pick([0, 1, 2, 3]), randomGaps: pick([false, true]) };
  return { game: kind, seed: gameSeed, seats: ['human'], options: { variant, ...redealRules } };
}

/** Whether the position in `notation` is a finished game of `kind`. */
export function isOverText(kind: SoakKind, notation: string): boolean {
  if (kind === 'nothanks') return noThanksRules.isOver(noThanksRules.parse(notation));
  if (kind === 'sequence') return sequenceRules.isOver(sequenceRules.parse(notation));
  return gapsRules.isOver(gapsRules.parse(notation));
}

async function hookNotation(page: Page): Promise<string | null> {
  return page.evaluate(() => window.__cardTable?.notation() ?? null);
}

/** Starts `launch` through the test hook (asking again while a scene change still ignores it). */
export async function startThroughHook(page: Page, launch: GameLaunch, timeoutMs = 60_000): Promise<void> {
  const key = SCENE[launch.game as SoakKind];
  const until = Date.now() + timeoutMs;
  // The notation of the previous table must not be taken for the new game's.
  const before = await hookNotation(page);
  for (;;) {
    await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: Math.max(1000, until - Date.now()), polling: 50 });
    await page.evaluate(([k, l]) => window.__cardTable!.start(k as string, l as object), [key, launch] as const);
    try {
      await page.waitForFunction(
        ([k, b]) => window.__cardTable?.scene() === k && window.__cardTable.ready && window.__cardTable.notation() !== null && window.__cardTable.notation() !== b,
        [key, before] as const,
        { timeout: 20_000, polling: 50 },
      );
      return;
    } catch (err) {
      if (Date.now() > until) throw new Error(`${key} did not open: ${(err as Error).message}`);
    }
  }
}

/** Waits until the notation differs from `before`; returns the new one, or null after `ms`. */
async function changedFrom(page: Page, before: string, ms: number): Promise<string | null> {
  try {
    await page.waitForFunction((b) => window.__cardTable?.notation() !== b, before, { timeout: ms, polling: 20 });
  } catch {
    return null;
  }
  return hookNotation(page);
}

/** Plays the Gaps game on screen to its end: seeded random legal moves with the real mouse. */
async function playGaps(page: Page, rng: Rng, deadline: number): Promise<number> {
  let moves = 0;
  let stalls = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`Gaps game not finished in time after ${moves} moves`);
    const text = (await hookNotation(page))!;
    const state = gapsRules.parse(text);
    if (gapsRules.isOver(state)) return moves;
    const legal = gapsRules.legalMoves(state);
    const move: GapsMove = legal[rng.int(legal.length)]!;
    if (move.type === 'redeal') {
      await page.keyboard.press('r');
    } else {
      const [from, to] = await page.evaluate(
        ([card, gap]) => [window.__cardTable!.locate(card), window.__cardTable!.locate(gap)],
        [move.card, `gap-${move.to.row}-${move.to.col}`] as const,
      );
      if (!from || !to) throw new Error(`Gaps: ${move.card} or its gap is not on screen`);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y);
      await page.mouse.up();
    }
    // The table ignores input while it animates: a move that did not take is simply tried again.
    const tMove = Date.now();
    const after = await changedFrom(page, text, 3_000);
    if (process.env.SOAK_DEBUG) console.log(`gaps move ${moves} ${move.type}: ${Date.now() - tMove} ms, took ${after !== null}`);
    if (after === null) {
      if (++stalls > 20) throw new Error(`Gaps: the table stopped taking moves at\n${text}`);
      await page.waitForTimeout(100);
      continue;
    }
    stalls = 0;
    moves++;
  }
}

export interface GameResult {
  kind: SoakKind;
  ms: number;
  /** Moves the driver made (Gaps; 0 for the games computer players play alone). */
  moves: number;
}

/** Plays game `index` of run `seed` on `page` from start to end. */
export async function playSoakGame(page: Page, seed: string, index: number, timeoutMs = 300_000): Promise<GameResult> {
  const launch = soakLaunch(seed, index);
  const kind = launch.game as SoakKind;
  const started = Date.now();
  const deadline = started + timeoutMs;
  await startThroughHook(page, launch);
  let moves = 0;
  if (kind === 'gaps') {
    // Let the deal land before the first drag.
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'), undefined, { timeout: 20_000 });
    moves = await playGaps(page, Rng.fromSeed(`${seed}:${index}:player`), deadline);
  } else {
    for (;;) {
      const text = await hookNotation(page);
      if (text !== null && isOverText(kind, text)) break;
      if (Date.now() > deadline) throw new Error(`${kind} game ${index} not finished in ${timeoutMs} ms:\n${text}`);
      await page.waitForTimeout(150);
    }
  }
  return { kind, ms: Date.now() - started, moves };
}

/** Used JS heap of the page's main thread after a full garbage collection (bytes). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

export const MB = 1024 * 1024;
