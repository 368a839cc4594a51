/**
 * No Thanks! motion and clarity in a real browser: a pass hands the turn on at once (the top bar names
 * the next player while the chip flies); the chips of a take fly to the taker (never
 * further from them than the pot was) and the taker's count rises chip by chip; the move history
 * lists every move since the person's last turn and rings a move when its line is tapped (desktop
 * and phone); opponents' runs collapse to first–last stacks that open on hover or tap; and the score
 * sheet closes to show the finished table and opens again from the Result button. (The tap that opens a row
 * on a phone is not driven here.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules, type NoThanksMove, type NoThanksState } from '../../src/engine/nothanks';
import { checkpointShot, click, locate, notation, openGame, startTable, texts, type Opened } from './harness';

const NAMES = ['You', 'Ada', 'Boris', 'Clara', 'Dmitri'];
const SEATS = ['human', 'easy', 'easy', 'easy', 'easy'];
const OPTIONS = { players: 5, variant: 'standard' as const };

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const state = async (page: Page): Promise<NoThanksState> => rules.parse((await notation(page))!);
const names = (page: Page): Promise<string[]> => page.evaluate(() => window.__cardTable!.names());

/** Waits until the person must decide (the help line shows) or the score sheet is up. */
async function nextDecision(page: Page): Promise<'human' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      const n = window.__cardTable?.names() ?? [];
      if (n.includes('nothanks:rematch')) return 'over';
      return n.includes('nothanks:help') ? 'human' : null;
    },
    undefined,
    { timeout: 240_000, polling: 50 },
  );
  return (await handle.jsonValue()) as 'human' | 'over';
}

/**
 * A record of a game where each opponent collects a band of numbers (so their rows hold runs):
 * seat 1 takes 3–9, seat 2 10–16, seat 3 17–23, seat 4 24–30, the person 31 and up; `taken` cards
 * are given out, then play goes on to the person's turn.
 */
function bandedRecord(seed: string, taken: number): { game: 'nothanks'; options: object; seed: string; moves: string[] } {
  const owner = (card: number): number => (card >= 31 ? 0 : 1 + Math.floor((card - 3) / 7));
  let s = rules.setup(OPTIONS, seed);
  const moves: string[] = [];
  const play = (move: NoThanksMove): void => {
    s = rules.play(s, move).state;
    moves.push(rules.formatMove(move));
  };
  let count = 0;
  while (s.faceUp !== null && count < taken) {
    const take = owner(s.faceUp) === s.toMove || (s.chips[s.toMove] ?? 0) === 0;
    play({ type: take ? 'take' : 'pass' });
    if (take) count++;
  }
  while (s.faceUp !== null && s.toMove !== 0) play({ type: (s.chips[s.toMove] ?? 0) > 0 ? 'pass' : 'take' });
  return { game: 'nothanks', options: OPTIONS, seed, moves };
}

async function openBanded(page: Page, taken: number): Promise<void> {
  const record = bandedRecord('long-rows-7', taken);
  const launch = { game: 'nothanks' as const, options: OPTIONS, seed: record.seed, seats: SEATS, resume: record };
  await startTable(page, launch);
  await nextDecision(page);
}

/** The history's lines, oldest first. */
async function historyLines(page: Page): Promise<string[]> {
  const who = NAMES.join('|');
  return (await texts(page)).filter((t) => new RegExp(`^(${who}) (passed on|took) `).test(t));
}

describe('No Thanks: motion and clarity', () => {
  it('flies the pot to the taker: every chip nearer the taker than the pot was, the count rising as they land', async () => {
    // Slow animations on a small canvas: enough frames to watch the chips on a loaded machine.
    open = await openGame('speed=slow', { width: 800, height: 450, gameSpeed: true });
    const { page, errors } = open;
    await startTable(page, { game: 'nothanks', options: OPTIONS, seed: 'strip-3', seats: SEATS });
    let s: NoThanksState;
    for (;;) {
      await nextDecision(page);
      s = await state(page);
      if (s.pot >= 4) break;
      expect(s.chips[0]).toBeGreaterThan(0);
      const before = (await notation(page))!;
      await page.keyboard.press('n');
      await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    }
    const own = s.chips[0] ?? 0;
    const pot = s.pot;
    const pile = await locate(page, 'chip');
    const from = await locate(page, 'pot');
    // Every frame from now on: where a flying chip is, and the numbers on the table.
    await page.evaluate(() => {
      const w = window as unknown as { __samples: Array<{ chip: { x: number; y: number } | null; numbers: number[] }> };
      w.__samples = [];
      const sample = (): void => {
        const hook = window.__cardTable!;
        w.__samples.push({ chip: hook.locate('nothanks:flying-chip'), numbers: hook.texts().filter((t) => /^\d+$/.test(t)).map(Number) });
        if (w.__samples.length < 2000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.keyboard.press('t');
    await page.waitForFunction((n) => (window.__cardTable!.notation() ?? '').includes(`seat 0: chips ${n};`), own + pot, { timeout: 60_000 });
    await page.waitForFunction(() => !window.__cardTable!.names().includes('nothanks:flying-chip'), undefined, { timeout: 60_000 });
    const samples = await page.evaluate(() => (window as unknown as { __samples: Array<{ chip: { x: number; y: number } | null; numbers: number[] }> }).__samples);
    const flying = samples.flatMap((x) => (x.chip ? [x.chip] : []));
    expect(flying.length).toBeGreaterThan(0);
    const start = Math.hypot(from.x - pile.x, from.y - pile.y);
    for (const c of flying) expect(Math.hypot(c.x - pile.x, c.y - pile.y)).toBeLessThanOrEqual(start + 12);
    // The count shown climbs through the values between the old and the new count, never down.
    const counts = samples.map((x) => x.numbers.filter((n) => n >= own && n <= own + pot)).map((ns) => Math.max(...ns.filter((n) => n > own), own));
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts.some((n) => n > own && n < own + pot), `counts seen ${counts.join(' ')} from ${own} by ${pot}`).toBe(true);
    expect(counts[counts.length - 1]).toBe(own + pot);
    await checkpointShot(page, 'nothanks-take-landed');
    expect(errors).toEqual([]);
  }, 600_000);

  it('a pass hands the turn on at once: while the chip flies, the top bar names the next player', async () => {
    open = await openGame('speed=slow', { width: 800, height: 450, gameSpeed: true });
    const { page, errors } = open;
    await startTable(page, { game: 'nothanks', options: OPTIONS, seed: 'history-1', seats: SEATS });
    await nextDecision(page);
    const turnLine = (): Promise<string | undefined> => page.evaluate(() => window.__cardTable!.texts().find((t) => / · \d+ cards left$/.test(t)));
    expect(await turnLine()).toMatch(/^Your turn · /);
    const before = (await notation(page))!;
    await page.keyboard.press('n');
    await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    // It said "Your turn" until the chip had landed and Ada's turn began.
    expect(await page.evaluate(() => window.__cardTable!.animating()), 'the pass still animating').toBe(true);
    expect(await turnLine()).toMatch(/^Ada’s turn · /);
    expect(errors).toEqual([]);
  }, 120_000);

  it('lists every move since your turn in the history and rings a move when its line is clicked', async () => {
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    await startTable(page, { game: 'nothanks', options: OPTIONS, seed: 'history-1', seats: SEATS });
    await nextDecision(page);
    const s0 = await state(page);
    const before = (await notation(page))!;
    await page.keyboard.press('n');
    await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    expect(await nextDecision(page)).toBe('human');
    const s1 = await state(page);
    // The others' moves since: each pass cost its player a chip (chips won by a take came back), each take added a card.
    let moves = 0;
    for (let i = 1; i < NAMES.length; i++) {
      moves += (s0.chips[i]! - s1.chips[i]!) + (s1.chipsWon[i]! - s0.chipsWon[i]!);
      moves += s1.cards[i]!.length - s0.cards[i]!.length;
    }
    const lines = await historyLines(page);
    // Your pass first, then one line per move of the others, each naming them.
    expect(lines[0]).toBe(`You passed on ${s0.faceUp}`);
    expect(lines).toHaveLength(1 + moves);
    for (const line of lines.slice(1)) expect(line.startsWith('You ')).toBe(false);
    expect(await texts(page)).toContain(`▾ Since your turn (${lines.length})`);
    const listed = (await names(page)).filter((n) => n.startsWith('history:entry-'));
    expect(listed).toHaveLength(lines.length);
    // The last line: a ring at that player's seat.
    const last = lines.length - 1;
    const seat = NAMES.indexOf(lines[last]!.split(' ')[0]!);
    await click(page, `history:entry-${last}`);
    await page.waitForFunction(() => window.__cardTable!.names().includes('history:mark'));
    const mark = await locate(page, 'history:mark');
    const row = await locate(page, `row-${seat}`);
    expect(Math.abs(mark.x - row.x)).toBeLessThan(200);
    expect(Math.abs(mark.y - row.y)).toBeLessThan(120);
    await checkpointShot(page, 'nothanks-history-desktop');
    expect(errors).toEqual([]);
  }, 300_000);

  it('on a phone the history opens with a tap, and a tapped line rings the move', async () => {
    open = await openGame('', { width: 390, height: 844, touch: true, scale: 3 });
    const { page, errors } = open;
    // With 15 of the 24 cards given out, the game goes on to the person's next turn.
    await openBanded(page, 15);
    await checkpointShot(page, 'nothanks-phone-long-rows');
    const before = (await notation(page))!;
    await page.keyboard.press('n');
    await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    expect(await nextDecision(page)).toBe('human');
    // Closed at first on a phone.
    expect((await names(page)).some((n) => n.startsWith('history:entry-'))).toBe(false);
    const toggle = await locate(page, 'history:toggle');
    await page.touchscreen.tap(toggle.x, toggle.y);
    await page.waitForFunction(() => window.__cardTable!.names().includes('history:entry-0'));
    const lines = await historyLines(page);
    expect(lines[0]!.startsWith('You passed on ')).toBe(true);
    const entry = await locate(page, 'history:entry-0');
    await page.touchscreen.tap(entry.x, entry.y);
    await page.waitForFunction(() => window.__cardTable!.names().includes('history:mark'));
    // Your pass: the ring is round your chips.
    const mark = await locate(page, 'history:mark');
    const chips = await locate(page, 'chip');
    expect(Math.hypot(mark.x - chips.x, mark.y - chips.y)).toBeLessThan(4);
    await checkpointShot(page, 'nothanks-phone-history');
    expect(errors).toEqual([]);
  }, 300_000);

  it('collapses an opponent\u2019s runs to first\u2013last stacks and shows the full row on hover', async () => {
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    await openBanded(page, 18);
    // Ada holds 4 5 6 9, Dmitri 24 25 27 28 29: the runs of three collapse, the pair does not.
    const shown = await names(page);
    expect(shown).toEqual(expect.arrayContaining(['nothanks:run-1-4', 'nothanks:run-4-27']));
    expect(shown.some((n) => n.startsWith('nothanks:run-4-24'))).toBe(false);
    expect(await texts(page)).toEqual(expect.arrayContaining(['4–6', '27–29']));
    const gap = async (a: string, b: string): Promise<number> => {
      const [p, q] = [await locate(page, a), await locate(page, b)];
      return Math.hypot(p.x - q.x, p.y - q.y);
    };
    const tucked = await gap('taken-4', 'taken-5');
    expect(tucked).toBeLessThan(10);
    await checkpointShot(page, 'nothanks-long-rows-desktop');
    const row = await locate(page, 'row-1');
    await page.mouse.move(row.x, row.y);
    await page.waitForFunction(() => !window.__cardTable!.names().includes('nothanks:run-1-4'));
    await page.waitForFunction(() => {
      const [p, q] = [window.__cardTable!.locate('taken-4')!, window.__cardTable!.locate('taken-5')!];
      return Math.abs(p.x - q.x) > 15;
    });
    await checkpointShot(page, 'nothanks-long-rows-hover');
    // Leaving the row collapses it again.
    await page.mouse.move(5, 700);
    await page.waitForFunction(() => window.__cardTable!.names().includes('nothanks:run-1-4'));
    expect(errors).toEqual([]);
  }, 300_000);

  it('closes the score sheet to show the finished table, and the Result button opens it again', async () => {
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    await openBanded(page, 22);
    while ((await nextDecision(page)) === 'human') {
      const before = (await notation(page))!;
      await page.keyboard.press('t');
      await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    }
    const title = (await texts(page)).find((t) => / wins!$|^You win/.test(t));
    expect(title).toBeDefined();
    await click(page, 'nothanks:view');
    await page.waitForFunction(() => window.__cardTable!.names().includes('table:result') && !window.__cardTable!.names().includes('nothanks:rematch'));
    // The finished table: every seat's row, the collapsed runs, no decision buttons.
    const onTable = await names(page);
    expect(onTable).toEqual(expect.arrayContaining(['nothanks:seat-0', 'nothanks:seat-4', 'nothanks:run-4-27']));
    expect(onTable).not.toContain('nothanks:take');
    expect(await texts(page)).not.toContain(title);
    await checkpointShot(page, 'nothanks-finished-table');
    await click(page, 'table:result');
    await page.waitForFunction(() => window.__cardTable!.names().includes('nothanks:rematch'));
    expect(await texts(page)).toContain(title);
    expect(await names(page)).not.toContain('table:result');
    expect(errors).toEqual([]);
  }, 300_000);
});
