/**
 * Issue 30's Gaps and Sequence polish in a real browser: the spotlight (lit places glow while the
 * rest dims, measured on the screenshot's pixels), Gaps deal numbers and their share link, the daily
 * deal, the move counter, and the celebrations (the Gaps win cascade and a completed Sequence), each
 * skipped with a click. Screenshots go to test-artifacts/ at 1280×720 and on a 390×844 phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules as gaps, solve, type GapsMove } from '../../src/engine/gaps';
import { ai as sequenceAi } from '../../src/engine/sequence/ai';
import { rules as sequence, targetsFor, type SequenceMove } from '../../src/engine/sequence';
import { CLOCK_ICON } from '../../src/scenes/gaps/playTime';
import { checkpointShot, click, clickSegment, colourShares, currentScene, locate, notation, openGame, startTable, texts, waitForScene, type Opened } from './harness';

let open: Opened[] = [];
afterEach(async () => {
  for (const o of open) await o.close();
  open = [];
});

async function opened(query = '', opts: Parameters<typeof openGame>[1] = {}): Promise<Page> {
  // A phone-sized page at three device pixels per CSS pixel can take long to load on a busy machine:
  // one more try before giving up.
  const o = await openGame(query, opts).catch(() => openGame(query, opts));
  open.push(o);
  return o.page;
}

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, id: string): Promise<Box> {
  const b = await page.evaluate((i) => window.__cardTable!.box(i), id);
  if (!b) throw new Error(`"${id}" is not on screen`);
  return b;
}

const inside = (p: { x: number; y: number }, b: Box): boolean => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

/**
 * The share of bright pixels (red channel 140 or more: the paper, red pips, a court card's colours at
 * full brightness) in a small square round `p`. The spotlight's dark layer leaves at most 40% of a
 * colour (red 104 or less), so a dimmed card has none.
 */
async function brightShare(page: Page, p: { x: number; y: number }, half = 12): Promise<number> {
  const shares = await colourShares(page, { x: p.x - half, y: p.y - half, width: half * 2, height: half * 2 }, { bright: [140, 255, 0, 255, 0, 255] });
  return shares.bright;
}

/** Clicks `id` until the notation changes (a click while the table still animates is not taken). */
async function clickUntilPlayed(page: Page, id: string): Promise<void> {
  const before = await notation(page);
  for (let i = 0; i < 120; i++) {
    await click(page, id);
    const moved = await page
      .waitForFunction((b) => window.__cardTable!.notation() !== b, before, { timeout: 1_000, polling: 50 })
      .then(() => true, () => false);
    if (moved) return;
  }
  throw new Error(`clicking ${id} never played`);
}

async function openGapsDeal(seed: string, opts: Parameters<typeof openGame>[1] = {}, resume?: object): Promise<Page> {
  const page = await opened('', opts);
  await startTable(page, { game: 'gaps', options: {}, seed, seats: ['human'], ...(resume ? { resume } : {}) } as never);
  await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
  return page;
}

describe('Gaps: spotlight, deal numbers, daily deal, moves', () => {
  it('the hint glows while the rest of the tableau dims, read through the test hook and measured on the pixels', async () => {
    for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844, scale: 3, touch: true }]) {
      const page = await openGapsDeal('5', { ...size, pixels: true });
      const s = gaps.parse((await notation(page))!);
      await page.waitForTimeout(300);
      // Before the hint: no dimming, every card face at full brightness.
      expect(await page.evaluate(() => window.__cardTable!.names().includes('gaps:spotlight'))).toBe(false);
      // Two cards far apart: at least one of them is neither the hinted card nor next to its gap.
      const candidates = [s.rows[3]![0], s.rows[0]![6], s.rows[2]![12]].filter((c) => !!c).map(String);
      const before = new Map<string, number>();
      for (const c of candidates) before.set(c, await brightShare(page, await locate(page, c)));
      await click(page, 'gaps:hint');
      await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card') && window.__cardTable!.names().includes('gaps:spotlight'), undefined, { timeout: 30_000 });
      await page.waitForTimeout(600);
      const names = await page.evaluate(() => window.__cardTable!.names());
      // Two lit places: the hinted card and its gap; the dark layer covers the rest of the tableau.
      expect(names.filter((n) => n.startsWith('gaps:spotlight:hole-'))).toHaveLength(2);
      const hinted = await locate(page, 'gaps:hint-card');
      const holes = [await box(page, 'gaps:spotlight:hole-0'), await box(page, 'gaps:spotlight:hole-1')];
      expect(holes.some((h) => inside(hinted, h))).toBe(true);
      const dim = await box(page, 'gaps:spotlight');
      let measured = 0;
      for (const c of candidates) {
        const at = await locate(page, c);
        if (holes.some((h) => inside(at, h))) continue;
        expect(inside(at, dim)).toBe(true);
        // The dimmed card lost its bright colours (it had plenty before the hint).
        expect(before.get(c)).toBeGreaterThan(0.3);
        expect(await brightShare(page, at)).toBeLessThan(0.02);
        measured++;
      }
      expect(measured).toBeGreaterThan(0);
      // The lit card keeps them.
      expect(await brightShare(page, { x: hinted.x, y: hinted.y + 4 })).toBeGreaterThan(0.3);
      await checkpointShot(page, `gaps-hint-spotlight-${size.width}x${size.height}`);
    }
  }, 240_000);

  it('names a new deal with a short number, shown grouped, whose share link deals it again; an old long seed still deals', async () => {
    const page = await opened('game=gaps');
    await waitForScene(page, 'GapsTableau', 30_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    const seed = new URL(page.url()).searchParams.get('seed')!;
    expect(seed).toMatch(/^[1-9]\d{0,8}$/);
    const grouped = seed.replace(/\B(?=(\d{3})+$)/g, '\u202f');
    // The strip's deal button: its icon, then the name.
    expect(await texts(page)).toContain(`#  Deal ${grouped}`);
    const dealt = await notation(page);
    // The page address is the share link: a fresh browser deals the same cards.
    const other = await opened(new URL(page.url()).search.slice(1));
    await waitForScene(other, 'GapsTableau', 30_000);
    await other.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(other)).toBe(dealt);

    const old = 'k3j5h2g6f8d9s0a1q2w3e4r5';
    const legacy = await opened(`game=gaps&seed=${old}`);
    await waitForScene(legacy, 'GapsTableau', 30_000);
    await legacy.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(legacy)).toBe(gaps.format(gaps.setup({}, old)));
    expect(await texts(legacy)).toContain('#  Deal k3j5h2g6f…');
  }, 180_000);

  it('deals the daily deal from the menu: the same deal in two fresh browsers, named by the date', async () => {
    const deals: string[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await opened();
      await click(page, 'menu:play:gaps');
      await page.waitForFunction(() => window.__cardTable!.names().includes('menu:opt:deal'));
      await clickSegment(page, 'menu:opt:deal', 1, 2);
      await page.waitForFunction(() => window.__cardTable!.ready === true);
      // Start, again if the press met the panel while it was being laid out for the new choice.
      for (let attempt = 0; attempt < 3 && (await currentScene(page)) === 'Menu'; attempt++) {
        if (await page.evaluate(() => window.__cardTable!.locate('menu:start') !== null)) await click(page, 'menu:start');
        await waitForScene(page, 'GapsTableau', 10_000).catch(() => undefined);
      }
      await waitForScene(page, 'GapsTableau', 30_000);
      await page.waitForFunction(() => window.__cardTable!.notation() !== null);
      const today = await page.evaluate(() => {
        const d = new Date();
        return `daily-${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      const text = (await notation(page))!;
      expect(text).toContain(`seed: "${today}"`);
      expect((await texts(page)).some((t) => t.startsWith('#  Daily · '))).toBe(true);
      deals.push(text);
      if (i === 0) await checkpointShot(page, 'gaps-daily-deal');
    }
    expect(deals[1]).toBe(deals[0]);
  }, 180_000);

  it('counts moves (an undo takes one back) and hides the counter and time with a tap', async () => {
    const page = await openGapsDeal('5');
    expect((await texts(page)).some((t) => t.startsWith('Moves: 0 · 0:0'))).toBe(true);
    const s = gaps.parse((await notation(page))!);
    const move = gaps.legalMoves(s).find((m): m is Extract<GapsMove, { type: 'move' }> => m.type === 'move')!;
    await clickUntilPlayed(page, move.card);
    await page.waitForFunction(() => window.__cardTable!.texts().some((t) => t.startsWith('Moves: 1 · ')));
    await click(page, 'gaps:clock');
    await page.waitForFunction((icon) => window.__cardTable!.texts().includes(icon), CLOCK_ICON);
    expect((await texts(page)).some((t) => t.startsWith('Moves:'))).toBe(false);
    await checkpointShot(page, 'gaps-clock-hidden');
    await click(page, 'gaps:clock');
    await page.waitForFunction(() => window.__cardTable!.texts().some((t) => t.startsWith('Moves: 1 · ')));
  }, 120_000);
});

describe('celebrations', () => {
  it('a Gaps win cascades the cards off the table; a click skips it and the cards lie in place', async () => {
    // Deal "5" is winnable from the start: the solver's line, all but its last move, is resumed.
    const start = gaps.setup({}, '5');
    const line = solve(start, 2_000_000).moves!;
    const last = line[line.length - 1] as Extract<GapsMove, { type: 'move' }>;
    const resume = { game: 'gaps', options: {}, seed: '5', moves: line.slice(0, -1).map((m) => gaps.formatMove(m)) };
    // One page, made phone-sized for the second run: a second page at normal speed did not load in
    // time on a busy machine. The table is dealt again at the new size.
    let shared: Page | null = null;
    for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      let page: Page;
      if (shared === null) page = shared = await openGapsDeal('5', { ...size, gameSpeed: true }, resume);
      else {
        page = shared;
        await page.setViewportSize(size);
        await startTable(page, { game: 'gaps', options: {}, seed: '5', seats: ['human'], resume } as never);
        await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
      }
      await clickUntilPlayed(page, last.card);
      await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:cascade:skip'), undefined, { timeout: 60_000, polling: 30 });
      expect(await texts(page)).toContain('You won!');
      // A frame strip of the cascade: cards leave their places, kings first.
      for (let k = 0; k < 3; k++) {
        await page.waitForTimeout(600);
        await checkpointShot(page, `gaps-win-cascade-${size.width}x${size.height}-${k}`);
      }
      const home = await locate(page, `gap-${last.to.row}-${last.to.col}`);
      const kingAway = await locate(page, last.card);
      expect(Math.hypot(kingAway.x - home.x, kingAway.y - home.y)).toBeGreaterThan(5);
      await click(page, 'gaps:cascade:skip');
      await page.waitForFunction(() => !window.__cardTable!.names().includes('gaps:cascade:skip'), undefined, { timeout: 10_000, polling: 30 });
      // Every card back where the state has it (the end state of the cascade), under the result.
      const won = gaps.parse((await notation(page))!);
      for (const [row, line] of won.rows.entries()) {
        for (const [col, code] of line.entries()) {
          if (!code) continue;
          const at = await locate(page, code);
          const place = await locate(page, `gap-${row}-${col}`);
          expect(Math.hypot(at.x - place.x, at.y - place.y)).toBeLessThan(1);
        }
      }
      await page.waitForFunction(() => !window.__cardTable!.names().includes('gaps:win-banner'));
      await checkpointShot(page, `gaps-win-skipped-${size.width}x${size.height}`);
    }
  }, 400_000);

  it('a completed Sequence gets its celebration, skipped with a click; a selected card lights its spaces and dims the board', async () => {
    // Computer players in Node play seed "celebrate" until a move completes a sequence; the person
    // takes that seat and makes the move on screen.
    const options = { players: 2 };
    let s = sequence.setup(options, 'celebrate');
    const moves: string[] = [];
    let finishing: SequenceMove | null = null;
    for (let i = 0; i < 400 && !finishing; i++) {
      const move = sequenceAi.chooseMove(sequence.view(s, s.toMove), 'hard', `m${i}`);
      const result = sequence.play(s, move);
      if (result.events.some((e) => e.type === 'sequence') && move.type === 'place') finishing = move;
      else {
        moves.push(sequence.formatMove(move));
        s = result.state;
      }
    }
    expect(finishing).not.toBeNull();
    const place = finishing as Extract<SequenceMove, { type: 'place' }>;
    const seats = [0, 1].map((p) => (p === s.toMove ? 'human' : 'easy'));
    // The phone at one device pixel per CSS pixel (as above).
    for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844, touch: true }]) {
      // Slow animations (1.6 × 1.3 s): the screenshot mid-celebration and the click on Skip both fit
      // inside it even on a loaded machine, where a 1.3 s celebration had ended before the click.
      const page = await opened('speed=slow', { ...size, gameSpeed: true });
      await startTable(page, { game: 'sequence', options, seed: 'celebrate', seats, resume: { game: 'sequence', options, seed: 'celebrate', moves } } as never);
      // The person's turn (the board takes a move): select the card, its spaces light up.
      await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:board'), undefined, { timeout: 60_000 });
      for (let i = 0; i < 40; i++) {
        await click(page, place.card);
        const lit = await page
          .waitForFunction(() => window.__cardTable!.names().includes('sequence:spotlight'), undefined, { timeout: 1_000 })
          .then(() => true, () => false);
        if (lit) break;
      }
      await page.waitForTimeout(400);
      const names = await page.evaluate(() => window.__cardTable!.names());
      expect(names.filter((n) => n.startsWith('sequence:spotlight:hole-'))).toHaveLength(targetsFor(s, place.card).length);
      await checkpointShot(page, `sequence-selected-${size.width}x${size.height}`);
      await clickUntilPlayed(page, `cell-${place.row}-${place.col}`);
      await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:celebration:skip'), undefined, { timeout: 60_000, polling: 30 });
      expect(await texts(page)).toContain('Sequence!');
      // Mid-celebration: the ribbon is up (it rises over 0.45 s at this speed), the chips hop.
      await page.waitForTimeout(500);
      await checkpointShot(page, `sequence-celebration-${size.width}x${size.height}`);
      await click(page, 'sequence:celebration:skip');
      await page.waitForFunction(() => !window.__cardTable!.names().includes('sequence:celebration:skip') && !window.__cardTable!.names().includes('sequence:banner'), undefined, { timeout: 10_000 });
      await page.close();
    }
  }, 400_000);
});
