/**
 * Soak, the short CI version of `npm run bench -- soak`: complete games of all three kinds with
 * mixed options played one after another on one page at top speed (computer seats for No Thanks and
 * Sequence, the seeded mouse player for Gaps; see soakDriver.ts). No page or console error, and the
 * page's heap after a full GC grows by less than 20 MB from after the warm-up games to the end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openGame, type Opened } from './harness';
import { heapAfterGc, MB, playSoakGame, type GameResult } from './soakDriver';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const WARMUP = 3;
const GAMES = 6;

describe('soak', () => {
  it(`plays ${GAMES} complete games (two of each kind, mixed options) without errors or heap growth`, async () => {
    open = await openGame();
    const { page, errors } = open;
    const cdp = await page.context().newCDPSession(page);
    const results: GameResult[] = [];
    let baseline = 0;
    for (let i = 0; i < GAMES; i++) {
      results.push(await playSoakGame(page, 'ci', i, 240_000));
      if (i === WARMUP - 1) baseline = await heapAfterGc(cdp);
    }
    const end = await heapAfterGc(cdp);
    console.log(
      `soak: ${results.map((r) => `${r.kind} ${(r.ms / 1000).toFixed(1)} s`).join(', ')}; heap ${(baseline / MB).toFixed(1)} → ${(end / MB).toFixed(1)} MB`,
    );
    expect(results.map((r) => r.kind)).toEqual(['nothanks', 'gaps', 'sequence', 'nothanks', 'gaps', 'sequence']);
    expect(errors).toEqual([]);
    expect((end - baseline) / MB).toBeLessThan(20);
  }, 900_000);
});
