/**
 * Sequence's move history in a real browser: in a six-player game the five computer moves between
 * the person's turns are all listed (after the person's own move), and clicking a line rings that
 * move's space on the board. Desktop and phone. Upright on a phone the open list lies over the
 * board's lower rows: a ringed space under it shows through the list while the ring is up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules, type SequenceMove, type SequenceState } from '../../src/engine/sequence';
import { checkpointShot, colourShares, locate, notation, openGame, startTable, texts, type ColourRange, type Opened } from './harness';

const SEATS = ['human', 'easy', 'easy', 'easy', 'easy', 'easy'];

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Waits until the person may move (the board takes input) and the position is not `before`. */
async function humanTurn(page: Page, before = ''): Promise<SequenceState> {
  const handle = await page.waitForFunction(
    (b) => {
      const hook = window.__cardTable;
      const text = hook?.notation() ?? '';
      return text !== '' && text !== b && hook!.names().includes('sequence:board') && text;
    },
    before,
    { timeout: 240_000, polling: 50 },
  );
  return rules.parse((await handle.jsonValue()) as string);
}

async function tap(page: Page, id: string, touch: boolean): Promise<void> {
  const p = await locate(page, id);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Plays a chip with the card that is not a jack (tap the card, then its space: works with mouse and touch). */
async function playOne(page: Page, s: SequenceState, touch: boolean): Promise<void> {
  const move = rules.legalMoves(s).find((m): m is Extract<SequenceMove, { type: 'place' }> => m.type === 'place' && !m.card.startsWith('J'))!;
  await tap(page, move.card, touch);
  await page.waitForTimeout(300);
  await tap(page, `cell-${move.row}-${move.col}`, touch);
}

async function historyCheck(page: Page, touch: boolean, name: string): Promise<void> {
  let s = await humanTurn(page);
  const before = (await notation(page))!;
  await playOne(page, s, touch);
  s = await humanTurn(page, before);
  const was = rules.parse(before);
  // Closed at first; one tap opens it.
  expect((await page.evaluate(() => window.__cardTable!.names())).some((n) => n.startsWith('history:entry-'))).toBe(false);
  await tap(page, 'history:toggle', touch);
  await page.waitForFunction(() => window.__cardTable!.names().includes('history:entry-1'));
  const lines = (await texts(page)).filter((t) => / played .* and (placed|removed) a chip$| exchanged the dead card | completed a sequence!$| passes\.$/.test(t));
  // Yours first, then at least one line for each of the five computer players.
  expect(lines[0]!.startsWith('You played ')).toBe(true);
  for (let seat = 1; seat <= 5; seat++) expect(lines.some((l) => l.startsWith(`Computer ${seat} `))).toBe(true);
  expect(await texts(page)).toContain(`▾ Since your turn (${lines.length})`);
  // The spaces that changed since (chips placed or removed).
  const changed: Array<[number, number]> = [];
  s.chips.forEach((c, i) => {
    if (c !== was.chips[i]) changed.push([Math.floor(i / 10), i % 10]);
  });
  const index = lines.findIndex((l) => l.startsWith('Computer 3 ') && / a chip$/.test(l));
  expect(index).toBeGreaterThan(0);
  await tap(page, `history:entry-${index}`, touch);
  await page.waitForFunction(() => window.__cardTable!.names().includes('history:mark'));
  const mark = await locate(page, 'history:mark');
  let nearest = Infinity;
  for (const [r, c] of changed) {
    const p = await locate(page, `cell-${r}-${c}`);
    nearest = Math.min(nearest, Math.hypot(p.x - mark.x, p.y - mark.y));
  }
  expect(nearest).toBeLessThan(3);
  await checkpointShot(page, name);
}

describe('Sequence: the move history', () => {
  it('lists the five computer moves since your turn and rings a clicked one on the board (desktop)', async () => {
    open = await openGame('', { width: 1280, height: 720 });
    await startTable(open.page, { game: 'sequence', options: { players: 6, teams: 3 }, seed: 'hist-1', seats: SEATS });
    await historyCheck(open.page, false, 'sequence-history-desktop');
    expect(open.errors).toEqual([]);
  }, 600_000);

  it('does the same with taps on a phone', async () => {
    open = await openGame('', { width: 390, height: 844, touch: true, scale: 3 });
    await startTable(open.page, { game: 'sequence', options: { players: 6, teams: 3 }, seed: 'hist-1', seats: SEATS });
    await historyCheck(open.page, true, 'sequence-history-phone');
    expect(open.errors).toEqual([]);
  }, 600_000);

  it('shows a ringed space under the open list through it, then the list again (upright phone)', async () => {
    open = await openGame('', { width: 390, height: 844, touch: true, scale: 3, pixels: true });
    const { page } = open;
    await startTable(page, { game: 'sequence', options: { players: 6, teams: 3 }, seed: 'hist-1', seats: SEATS });
    // The list's own colour (0x04140c, nearly opaque).
    const LIST: ColourRange = [0, 40, 0, 50, 0, 45];
    let under: { x: number; y: number; side: number } | null = null;
    for (let turn = 0; turn < 6 && !under; turn++) {
      const s = await humanTurn(page);
      const before = (await notation(page))!;
      // Closed for the move (open, it covers spaces the move may go to), opened after the replies.
      if (turn > 0) await tap(page, 'history:toggle', true);
      // The person's own move, the list's first line, as far down the board's middle columns (which
      // the open list covers) as the hand allows.
      const places = rules.legalMoves(s).filter((m): m is Extract<SequenceMove, { type: 'place' }> => m.type === 'place' && m.col >= 5 && m.col <= 8);
      const lowest = places.sort((a, b) => b.row - a.row || Number(a.card.startsWith('J')) - Number(b.card.startsWith('J')))[0];
      if (lowest) {
        await tap(page, lowest.card, true);
        await page.waitForTimeout(300);
        await tap(page, `cell-${lowest.row}-${lowest.col}`, true);
      } else await playOne(page, s, true);
      await humanTurn(page, before);
      await tap(page, 'history:toggle', true);
      await page.waitForFunction(() => window.__cardTable!.names().includes('history:entry-1'));
      await tap(page, 'history:entry-0', true);
      await page.waitForFunction(() => window.__cardTable!.names().includes('history:mark'));
      const seen = await page.evaluate(() => {
        const hook = window.__cardTable!;
        const lines = hook.names().filter((n) => n.startsWith('history:entry-')).map((n) => hook.box(n)!);
        return { mark: hook.box('history:mark')!, list: { x: lines[0]!.x, y: Math.min(...lines.map((b) => b.y)), right: lines[0]!.x + lines[0]!.width, bottom: hook.box('history:toggle')!.y } };
      });
      const x = seen.mark.x + seen.mark.width / 2;
      const y = seen.mark.y + seen.mark.height / 2;
      const side = seen.mark.width * 0.4;
      if (x - side > seen.list.x && x + side < seen.list.right && y - side > seen.list.y && y + side < seen.list.bottom) under = { x, y, side };
    }
    expect(under, 'a move of the person under the open list within six turns').not.toBeNull();
    const { x, y, side } = under!;
    const clip = { x: x - side / 2, y: y - side / 2, width: side, height: side };
    // While the ring is up, the space shows through; then the list is whole again.
    const during = await colourShares(page, clip, { list: LIST });
    await checkpointShot(page, 'sequence-history-phone-see-through');
    await page.waitForFunction(() => !window.__cardTable!.names().includes('history:mark'));
    await page.waitForTimeout(400);
    const after = await colourShares(page, clip, { list: LIST });
    expect(after.list, 'the list over the space again').toBeGreaterThan(0.5);
    expect(during.list, 'the space seen through the list').toBeLessThan(0.2);
    expect(open.errors).toEqual([]);
  }, 600_000);
});
