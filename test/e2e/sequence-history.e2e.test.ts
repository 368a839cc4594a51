/**
 * Sequence's move history in a real browser: in a six-player game the five computer moves between
 * the person's turns are all listed (after the person's own move), and clicking a line rings that
 * move's space on the board. Desktop and phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules, type SequenceMove, type SequenceState } from '../../src/engine/sequence';
import { locate, notation, openGame, shot, startTable, texts, type Opened } from './harness';

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
  await shot(page, name);
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
});
