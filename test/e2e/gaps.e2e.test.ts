/**
 * The Gaps table in a real browser, played with the real mouse: drag cards into gaps, an illegal
 * drop that snaps back, undo, tap-to-move, a redeal (button and the rules' double-click), entering a
 * deal number, a known winnable deal played to the win by following the hints, and autoplay; the
 * result's line of statistics breaks only between its phrases (no "·" left at a line's end), its
 * buttons' labels between words or at marked syllables.
 * The engine (in Node) reads the page's notation to decide what to try and what must have happened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardCode } from '../../src/engine/core/cards';
import { rules, isLockedAt, findCard, isWon, plan, solve, DEFAULT_SOLVE_BUDGET, type GapsMove, type GapsState } from '../../src/engine/gaps';
import { setSessionLanguage, t } from '../../src/platform/i18n';
import '../../src/platform/strings/gaps';
import '../../src/platform/strings/common';
import { SOFT_HYPHEN } from '../../src/ui/lineBreaks';
import { checkpointShot, click, clickWhenShown, currentScene, doublePress, drag, leaveTable, locate, notation, openGame, servedWith, texts, tooSmall, waitForScene, type Opened } from './harness';

/** The game served without the cross-origin isolation headers, as most hosts (and embedding pages) serve it. */
const notIsolated = servedWith({});

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

type CardMove = Extract<GapsMove, { type: 'move' }>;

async function state(page: Page): Promise<GapsState> {
  const text = await notation(page);
  if (text === null) throw new Error('no game on screen');
  return rules.parse(text);
}

/** Opens the Gaps table on deal `seed` (default options) and waits until the deal has landed. */
async function openDeal(seed: string, query = '', size: { width?: number; height?: number; touch?: boolean; gameSpeed?: boolean } = {}): Promise<Page> {
  open = await openGame(query, { width: 1280, height: 720, ...size });
  const { page } = open;
  // A start asked for while the menu is still settling is ignored by the transition: ask until it takes.
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.evaluate((s) => window.__cardTable!.start('GapsTableau', { game: 'gaps', options: {}, seed: s, seats: ['human'] }), seed);
    try {
      await waitForScene(page, 'GapsTableau', 20_000);
      break;
    } catch {
      if (attempt === 3) throw new Error('the Gaps table did not open');
    }
  }
  await page.waitForFunction(() => window.__cardTable!.notation() !== null);
  // The deal is animated even at instant speed for one frame or two: wait until the cards rest.
  await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
  await page.waitForTimeout(300);
  return page;
}

/** Waits until the notation differs from `before` (the move was played and animated). */
async function changed(page: Page, before: string): Promise<string> {
  await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before, { timeout: 10_000, polling: 30 });
  return (await notation(page))!;
}

function after(s: GapsState, move: GapsMove): string {
  return rules.format(rules.play(s, move).state);
}

/** The first card, row by row, that is not locked and has no legal move: dropped anywhere, it snaps back. */
function looseCardWithoutMove(s: GapsState): CardCode {
  const movable = new Set(rules.legalMoves(s).map((m) => (m.type === 'move' ? m.card : '')));
  return s.rows.flat().find((c) => c !== null && !movable.has(c) && !isLockedAt(s.settings, s.rows, findCard(s.rows, c)!))!;
}

describe('gaps tableau', () => {
  it('drags cards into gaps, snaps an illegal drop back, undoes, taps to move, redeals and resumes from the menu', async () => {
    const page = await openDeal('3');
    const errors = open!.errors;
    await checkpointShot(page, 'gaps-landscape-deal');

    // 1. Drag the first legal card into its gap with the real mouse.
    let s = await state(page);
    const first = rules.legalMoves(s).find((m): m is CardMove => m.type === 'move')!;
    const before = rules.format(s);
    await drag(page, first.card, `gap-${first.to.row}-${first.to.col}`);
    expect(await changed(page, before)).toBe(after(s, first));

    // 2. An illegal drop: a loose card with no legal move, dropped on a gap, snaps back; nothing changes.
    s = await state(page);
    const loose = looseCardWithoutMove(s);
    const gap = s.rows.flatMap((row, r) => row.map((c, col) => (c === null ? `gap-${r}-${col}` : null))).find((g) => g !== null)!;
    const home = await locate(page, loose);
    const stateBefore = rules.format(s);
    await drag(page, loose, gap);
    await page.waitForTimeout(400);
    expect(await notation(page)).toBe(stateBefore);
    const back = await locate(page, loose);
    expect(Math.abs(back.x - home.x)).toBeLessThan(1);
    expect(Math.abs(back.y - home.y)).toBeLessThan(1);

    // 3. Undo (button), redo (key Y), undo (key Z): back at the deal.
    await click(page, 'gaps:undo');
    expect(await changed(page, stateBefore)).toBe(before);
    await page.keyboard.press('y');
    expect(await changed(page, before)).toBe(stateBefore);
    await page.keyboard.press('z');
    expect(await changed(page, stateBefore)).toBe(before);

    // 4. Keyboard: H asks for a hint (the hinted card takes the focus), Enter plays it, Z takes it back.
    s = await state(page);
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card'), undefined, { timeout: 30_000 });
    await page.keyboard.press('Enter');
    const hinted = await changed(page, before);
    expect(rules.legalMoves(s).map((m) => after(s, m))).toContain(hinted);
    await page.keyboard.press('z');
    expect(await changed(page, hinted)).toBe(before);

    // 5. Tap to move: click cards that have exactly one gap until no card can move.
    for (let i = 0; i < 200; i++) {
      s = await state(page);
      const legal = rules.legalMoves(s);
      if (legal.length === 1 && legal[0]!.type === 'redeal') break;
      const move = legal.find((m): m is CardMove => m.type === 'move' && legal.filter((o) => o.type === 'move' && o.card === m.card).length === 1);
      const text = rules.format(s);
      if (move) await click(page, move.card);
      else {
        const two = legal.find((m): m is CardMove => m.type === 'move')!;
        await drag(page, two.card, `gap-${two.to.row}-${two.to.col}`);
      }
      await changed(page, text);
    }
    s = await state(page);
    expect(rules.legalMoves(s)).toEqual([{ type: 'redeal' }]);
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:redeal-prompt'));
    await checkpointShot(page, 'gaps-stuck');

    // 6. Redeal with the prompt's button: the engine's redeal, gathered, shuffled and dealt.
    let text = rules.format(s);
    await click(page, 'gaps:redeal-prompt');
    expect(await changed(page, text)).toBe(after(s, { type: 'redeal' }));
    expect((await state(page)).redealsUsed).toBe(1);
    await checkpointShot(page, 'gaps-after-redeal');

    // 7. Undo the redeal, then redeal the way the rules say: double-click any card.
    text = (await notation(page))!;
    await click(page, 'gaps:undo');
    await changed(page, text);
    s = await state(page);
    const anyCard = s.rows.flat().find((c) => c !== null)!;
    await doublePress(page, await locate(page, anyCard));
    expect(await changed(page, rules.format(s))).toBe(after(s, { type: 'redeal' }));

    // 8. New deal (N) in the middle of a game asks first; Esc keeps the game as it is.
    text = (await notation(page))!;
    await page.keyboard.press('n');
    await page.waitForFunction(() => window.__cardTable!.texts().includes('Start a new deal?'));
    await checkpointShot(page, 'gaps-confirm-new');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.__cardTable!.texts().includes('Start a new deal?'));
    expect(await currentScene(page)).toBe('GapsTableau');
    expect(await notation(page)).toBe(text);

    // 9. The game in progress is saved: Back (Esc) says so and asks; Leave goes to the menu (the
    // question opens on Keep playing), and Resume brings the same position back.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__cardTable!.texts().includes('Leave this game?'));
    expect(await texts(page)).toContain('Your game is saved: you can resume it from the menu.');
    await checkpointShot(page, 'gaps-leave-dialog');
    await clickWhenShown(page, 'dialog:yes');
    await waitForScene(page, 'Menu');
    await click(page, 'menu:play:gaps');
    await page.waitForFunction(() => window.__cardTable!.ready && window.__cardTable!.names().includes('menu:resume'));
    // Resume is the focused button of the menu's options: Enter takes it.
    await page.keyboard.press('Enter');
    await waitForScene(page, 'GapsTableau');
    await page.waitForFunction(() => window.__cardTable!.notation() !== null);
    expect(await notation(page)).toBe(text);
    expect(errors).toEqual([]);
  }, 300_000);

  it('shows at most three notices at once: a newer one pushes the oldest out', async () => {
    // A deal with a 2 in the leftmost column: that card is locked, and each tap on it says so.
    const seed = Array.from({ length: 50 }, (_, i) => String(i + 1)).find((n) => rules.setup({}, n).rows.some((row) => row[0]?.[0] === '2'))!;
    const page = await openDeal(seed);
    const s = await state(page);
    const locked = s.rows.map((row) => row[0]).find((c) => c?.[0] === '2')!;
    expect(isLockedAt(s.settings, s.rows, findCard(s.rows, locked)!)).toBe(true);
    const at = await locate(page, locked);
    for (let i = 0; i < 6; i++) {
      await page.mouse.click(at.x, at.y);
      await page.waitForTimeout(150);
    }
    const notices = (await texts(page)).filter((t) => t.includes('in sequence and stays put'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThanOrEqual(3);
    expect(await notation(page)).toBe(rules.format(s));
    // A dialog clears the notices away (they sit above dialogs and covered an end dialog's title).
    const first = rules.legalMoves(s).find((m): m is CardMove => m.type === 'move')!;
    await drag(page, first.card, `gap-${first.to.row}-${first.to.col}`);
    await changed(page, rules.format(s));
    for (let i = 0; i < 3; i++) await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.__cardTable!.texts().some((t) => t.includes('in sequence and stays put')));
    await page.keyboard.press('n');
    await page.waitForFunction(() => window.__cardTable!.texts().includes('Start a new deal?'));
    await page.waitForFunction(() => !window.__cardTable!.texts().some((t) => t.includes('in sequence and stays put')), undefined, { timeout: 2_000 });
    expect(open!.errors).toEqual([]);
  });

  it('plays a known winnable deal to the win by following the hints', async () => {
    // Deal "3" (default options) was found in Node with the engine: solve(rules.setup({}, '3')) proves
    // the first layout winnable, and following hint() from the deal wins in about 100 moves.
    const page = await openDeal('3');
    const errors = open!.errors;
    for (let i = 0; i < 300; i++) {
      const text = (await notation(page))!;
      const shown = rules.parse(text);
      if (isWon(shown.settings, shown.rows)) break;
      await click(page, 'gaps:hint');
      await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card'), undefined, { timeout: 30_000, polling: 30 });
      if (i === 5) await checkpointShot(page, 'gaps-hint');
      await click(page, 'gaps:hint-card');
      await changed(page, text);
    }
    const s = await state(page);
    expect(isWon(s.settings, s.rows)).toBe(true);
    expect(rules.score(s).scores[0]).toBe(48);
    await page.waitForTimeout(500);
    await checkpointShot(page, 'gaps-won');
    const stats = await page.evaluate(() => localStorage.getItem('card-table:stats'));
    expect(JSON.parse(stats!).data.gaps.aisleriot).toMatchObject({ played: 1, won: 1, best: 48 });
    expect(errors).toEqual([]);
  }, 400_000);

  it('the win\'s line of statistics breaks only between its phrases, in English, Czech and German, on a phone and a desktop', async () => {
    // Deal "3" to one move before its end (the solver's winning line), the last played by key: the
    // result then counts the game and shows the statistics' line, its numbers long from earlier games.
    const moves = plan(rules.setup({}, '3')).moves.map((m) => rules.formatMove(m));
    const launch = { game: 'gaps', options: {}, seed: '3', seats: ['human'] };
    const stats = { v: 1, data: { gaps: { aisleriot: { played: 123, won: 45, best: 48, total: 4321, lowerIsBetter: false, streak: 3 } } } };
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const phrases = t('gaps.statsLine', { played: 124, won: 46, streak: 4, best: 48, avg: '35.2' }).split(' · ');
      const buttons = [t('gaps.replay'), t('gaps.newDeal'), t('table.viewTable')];
      for (const [width, height, touch] of [[390, 844, true], [1280, 720, false]] as const) {
        open = await openGame(`lang=${lang}`, { width, height, scale: touch ? 3 : 1, touch });
        const { page } = open;
        await page.evaluate((data) => localStorage.setItem('card-table:stats', JSON.stringify(data)), stats);
        await page.evaluate((l) => window.__cardTable!.start('GapsTableau', l), { ...launch, resume: { ...launch, moves: moves.slice(0, -1) } });
        await waitForScene(page, 'GapsTableau', 30_000);
        await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
        await page.keyboard.press('h');
        await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card'), undefined, { timeout: 30_000 });
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.__cardTable!.names().includes('dialog:new'), undefined, { timeout: 30_000 });
        const where = `${lang} ${width}×${height}`;
        const body = (await page.evaluate(() => window.__cardTable!.textSizes())).find((tx) => tx.text.includes(phrases[0]!));
        expect(body, `${where}: the result's text`).toBeDefined();
        // The statistics' lines (the score's line before them names none of its words).
        const lines = body!.lines.map((l) => l.trim()).filter((l) => phrases.some((p) => l.includes(p.split(' ')[0]!)));
        expect(lines.length, `${where}: the statistics on ${lines.length} lines`).toBeGreaterThan(0);
        for (const line of lines) expect(line, `${where}: no "·" at a line's end or start`).not.toMatch(/^·|·$/);
        // Every phrase whole on one line ("Best 48" not parted), in order.
        expect(lines.join(' · '), where).toBe(phrases.join(' · '));
        // The buttons' labels break between words or at marked syllables ("Prohlédno / ut stůl" did not).
        const captions = (await page.evaluate(() => window.__cardTable!.textSizes())).map((tx) => tx.lines.join('\n'));
        for (const label of buttons) expect(captions.some((c) => breaksAtSyllables(c, label)), `${where}: "${label}" among ${JSON.stringify(captions)}`).toBe(true);
        if (lang !== 'en') await checkpointShot(page, `gaps-won-stats-${width}x${height}-${lang}`);
        expect(open.errors).toEqual([]);
        await open.close();
        open = null;
      }
    }
    setSessionLanguage(null);
  }, 180_000);

  it('replays a deal by its number, and autoplays it once the solver proves it winnable', async () => {
    const page = await openDeal('7');
    const errors = open!.errors;
    // The deal number dialog (a DOM input over the canvas): type a number, the table deals it.
    await click(page, 'gaps:deal');
    const input = page.locator('[data-testid="gaps-deal-dialog"] input');
    expect(await input.inputValue()).toBe('7');
    await input.fill('5');
    await checkpointShot(page, 'gaps-deal-dialog');
    await input.press('Enter');
    await page.waitForFunction(() => window.__cardTable!.notation()?.includes('seed: "5"') ?? false);
    await waitForScene(page, 'GapsTableau');
    expect(await notation(page)).toBe(rules.format(rules.setup({}, '5')));
    expect(new URL(page.url()).searchParams.get('seed')).toBe('5');

    // Deal "5" is winnable from the start (solve() in Node proves it within the scene's budget).
    // Turn the solver on; once it proves the deal winnable, Autoplay appears and plays it out.
    await click(page, 'gaps:solver');
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:autoplay'), undefined, { timeout: 30_000 });
    await checkpointShot(page, 'gaps-solver-winnable');
    await click(page, 'gaps:autoplay');
    await expect.poll(async () => rules.score(await state(page)).winners.length > 0, { timeout: 90_000, interval: 250 }).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the deal in the address bar goes when the table is left: a reload then opens the menu, with the page switches kept', async () => {
    open = await openGame('game=gaps&seed=addr-1&redeals=1&lang=en', { width: 1280, height: 720 });
    const { page, errors } = open;
    await waitForScene(page, 'GapsTableau', 60_000);
    const dealt = new URL(page.url()).searchParams;
    expect([dealt.get('game'), dealt.get('seed'), dealt.get('redeals')]).toEqual(['gaps', 'addr-1', '1']);
    await leaveTable(page);
    const left = new URL(page.url()).searchParams;
    expect(['game', 'seed', 'redeals'].filter((name) => left.has(name))).toEqual([]);
    expect([left.get('lang'), left.get('test')]).toEqual(['en', '1']);
    await page.reload();
    await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { timeout: 60_000 });
    expect(await currentScene(page)).toBe('Menu');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a hint asked for while the deal is still flying in finishes the deal at once and is worked out and shown', async () => {
    // Notes when the page sends a worker a hint request, and when the deal's aces were last on the table.
    const recordHintRequests = (): void => {
      const seen = { requests: [] as number[], lastAce: -1 };
      (window as unknown as { __hintTimes: typeof seen }).__hintTimes = seen;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        const m = message as { game?: string; level?: string } | null;
        if (m?.game === 'gaps' && m.level !== undefined) seen.requests.push(performance.now());
        return post.call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
      const watch = (): void => {
        if (window.__cardTable?.names().includes('gaps:ace')) seen.lastAce = performance.now();
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    };
    open = await openGame('game=gaps&seed=hint-early', { width: 1280, height: 720, gameSpeed: true, init: recordHintRequests });
    const { page, errors } = open;
    await waitForScene(page, 'GapsTableau', 30_000);
    // At normal speed the deal and the aces' flourish take seconds: click Hint in the middle of it.
    // The table is on screen (the scene change's curtain has opened: before, a click reaches nothing).
    await page.waitForFunction(() => window.__cardTable!.ready && window.__cardTable!.names().includes('gaps:hint'));
    expect(await page.evaluate(() => window.__cardTableIdle!.busy)).toBe(true);
    // As a player does: the pointer comes over the button, then presses it. (Moving and pressing at
    // once can fall inside one of the deal's long frames in a software-rendered browser, before the
    // game has seen the pointer arrive.)
    const hintButton = await locate(page, 'gaps:hint');
    await page.mouse.move(hintButton.x, hintButton.y);
    await page.waitForTimeout(150);
    await page.mouse.click(hintButton.x, hintButton.y, { delay: 60 });
    // The press finishes the deal at once (issue 30: no input waits for an animation), and the hint
    // is then worked out and shown.
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint-card'), undefined, { timeout: 60_000, polling: 50 });
    await checkpointShot(page, 'gaps-hint-after-deal');
    // The worker was asked once, for the dealt position, and the aces had gone by then: the deal did
    // not play on behind the hint.
    const times = await page.evaluate(() => (window as unknown as { __hintTimes: { requests: number[]; lastAce: number } }).__hintTimes);
    expect(times.requests).toHaveLength(1);
    expect(times.lastAce).toBeLessThan(times.requests[0]!);
    expect(errors).toEqual([]);
  }, 120_000);

  /** Turns the indicator on and waits for its verdict on a deal with no win. */
  async function indicatorSaysLost(page: Page): Promise<void> {
    await click(page, 'gaps:solver');
    await expect.poll(async () => (await texts(page)).includes('Checking…'), { timeout: 10_000, interval: 50 }).toBe(true);
    await expect.poll(async () => (await texts(page)).find((text) => /without a redeal|too deep/i.test(text)) ?? null, { timeout: 60_000, interval: 100 }).toBe('No win without a redeal');
  }

  it('the "winnable from here?" indicator decides a deal deeper than the hint searches, on two threads', async () => {
    // Deal bench-26 needs about 2.5 million positions to prove lost: beyond the hint's budget.
    expect(solve(rules.setup({}, 'bench-26'), DEFAULT_SOLVE_BUDGET).result).toBe('unknown');
    const page = await openDeal('bench-26');
    const { errors } = open!;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // Served as `npm start` serves it, so the solver may share its search with a second worker.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await indicatorSaysLost(page);
    expect(workers.filter((url) => /solve\.worker/.test(url))).toHaveLength(1);
    expect(workers.filter((url) => /solveHelper\.worker/.test(url))).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it('on a page that is not cross-origin isolated, the indicator searches alone and decides the same', async () => {
    const context = await notIsolated.browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(`${notIsolated.base}?game=gaps&seed=bench-26&test=1&speed=instant`);
      await waitForScene(page, 'GapsTableau', 60_000);
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
      await indicatorSaysLost(page);
      expect(workers.filter((url) => /solve\.worker/.test(url))).toHaveLength(1);
      expect(workers.filter((url) => /solveHelper/.test(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('keys pressed while a table is still being built or being left do nothing (no error)', async () => {
    open = await openGame('game=gaps&seed=keys-early');
    const { page, errors } = open;
    // Every shortcut of the top bar, pressed frame after frame while a new deal's table is built
    // (and while the old one is left): they once reached a game flow that did not exist yet.
    for (let round = 0; round < 4; round++) {
      await page.evaluate((r) => window.__cardTable!.start('GapsTableau', { game: 'gaps', options: {}, seed: `keys-${r}`, seats: ['human'] }), round);
      for (let i = 0; i < 12; i++) {
        for (const key of ['h', 'u', 'y', 'r']) await page.keyboard.press(key);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      }
      await waitForScene(page, 'GapsTableau', 30_000);
    }
    expect(errors).toEqual([]);
  });

  it('Esc first drops a 2 waiting for its row, then leaves', async () => {
    // Deal esc53: two leftmost places are empty, so a tapped 2 waits for the player to pick its row.
    const page = await openDeal('esc53');
    const s = await state(page);
    const rows = rules.legalMoves(s).filter((m): m is CardMove => m.type === 'move' && m.card === '2H');
    expect(rows.length).toBeGreaterThan(1);
    await click(page, '2H');
    await expect.poll(async () => (await texts(page)).includes('Tap the gap this 2 should go to.'), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    // The choice is dropped; the table stays, and no leave dialog opens.
    expect(await currentScene(page)).toBe('GapsTableau');
    expect(await texts(page)).not.toContain('Leave this game?');
    // With no 2 waiting any more, a tap on one of those gaps asks which 2 goes there (several fit).
    const gap = rows[0]!.to;
    await click(page, `gap-${gap.row}-${gap.col}`);
    await expect.poll(async () => (await texts(page)).includes('Which 2 goes here? Tap one of the glowing cards.'), { timeout: 5_000 }).toBe(true);
    expect(await notation(page)).toBe(rules.format(s));
    // Esc drops that choice too; the next Esc leaves (no move was made: nothing to ask about).
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(await currentScene(page)).toBe('GapsTableau');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Menu', 20_000);
    expect(open!.errors).toEqual([]);
  }, 120_000);

  it('a double click or double tap on a card moves it once: the second press, on the place it left, fills nothing (also when the page handles it late)', async () => {
    for (const size of [{ gameSpeed: true }, { width: 390, height: 844, touch: true }]) {
      const page = await openDeal('3', '', size);
      const s = await state(page);
      // A card with one gap to go to, whose place, once left, another card could fill.
      const move = rules.legalMoves(s).find((m): m is CardMove => {
        if (m.type !== 'move' || rules.legalMoves(s).filter((o) => o.type === 'move' && o.card === m.card).length !== 1) return false;
        const from = findCard(s.rows, m.card)!;
        return rules.legalMoves(rules.play(s, m).state).some((o) => o.type === 'move' && o.to.row === from.row && o.to.col === from.col);
      })!;
      expect(move, 'a card whose place another card can fill').toBeDefined();
      // At play speed the deal flies in for a while: wait until the card rests on its place.
      const from = findCard(s.rows, move.card)!;
      await page.waitForFunction(
        ([card, place]: [string, string]) => {
          const a = window.__cardTable!.locate(card);
          const b = window.__cardTable!.locate(place);
          return !!a && !!b && Math.hypot(a.x - b.x, a.y - b.y) < 1;
        },
        [move.card, `gap-${from.row}-${from.col}`] as [string, string],
        { timeout: 30_000 },
      );
      await page.waitForTimeout(300);
      // The second press reaches the page only once the move has been shown and the table takes
      // presses again, as on a page too busy to handle it sooner: by the hand's clock it is still the
      // second press of a quick double press, and the place the card left stays empty.
      await doublePress(page, await locate(page, move.card), {
        touch: size.touch,
        between: async () => {
          expect(await changed(page, rules.format(s))).toBe(after(s, move));
          await page.waitForFunction(() => !window.__cardTable!.animating(), undefined, { timeout: 10_000, polling: 30 });
          await page.waitForTimeout(200);
        },
      });
      await page.waitForTimeout(1200);
      // (Before, the second press filled the place the card had left with the next card.)
      expect(await notation(page), size.touch ? 'a double tap' : 'a double click').toBe(after(s, move));
      await open!.close();
      open = null;
    }
  }, 120_000);

  it('fits a portrait phone, moves a card with a tap and lays out again when turned sideways', async () => {
    const page = await openDeal('3', '', { width: 360, height: 740, touch: true });
    await checkpointShot(page, 'gaps-portrait-phone');
    const s = await state(page);
    const move = rules.legalMoves(s).find((m): m is CardMove => m.type === 'move' && rules.legalMoves(s).filter((o) => o.type === 'move' && o.card === m.card).length === 1)!;
    const p = await locate(page, move.card);
    await page.touchscreen.tap(p.x, p.y);
    expect(await changed(page, rules.format(s))).toBe(after(s, move));
    // Every card is on screen (13 columns fit the 360 px width, each row on two lines).
    const onScreen = async (w: number, h: number): Promise<void> => {
      for (const card of s.rows.flat()) {
        if (!card) continue;
        const c = await locate(page, card);
        expect(c.x).toBeGreaterThan(0);
        expect(c.x).toBeLessThan(w);
        expect(c.y).toBeGreaterThan(0);
        expect(c.y).toBeLessThan(h);
      }
    };
    await onScreen(360, 740);
    // Turned sideways, the table lays out again as four rows of thirteen.
    await page.setViewportSize({ width: 740, height: 360 });
    await page.waitForFunction(() => {
      const a = window.__cardTable!.locate('gap-0-0');
      const b = window.__cardTable!.locate('gap-0-12');
      return a !== null && b !== null && Math.abs(a.y - b.y) < 1;
    });
    await onScreen(740, 360);
    await checkpointShot(page, 'gaps-phone-landscape');
    expect(open!.errors).toEqual([]);
  }, 180_000);

  it('a drag the window turns under ends with the card in its place in the new layout', async () => {
    const page = await openDeal('3');
    const s = await state(page);
    const card = looseCardWithoutMove(s);
    const place = findCard(s.rows, card)!;
    const a = await locate(page, card);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 80, a.y + 90, { steps: 8 });
    // Turned upright mid-drag: the rows split into two lines each.
    await page.setViewportSize({ width: 720, height: 1280 });
    await page.waitForFunction(() => {
      const first = window.__cardTable!.locate('gap-0-0');
      const last = window.__cardTable!.locate('gap-0-12');
      return first !== null && last !== null && last.y > first.y + 10;
    });
    // The drag is over: the card no longer follows the pointer, and letting go plays nothing.
    await page.mouse.move(300, 640, { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    expect(await notation(page)).toBe(rules.format(s));
    const home = await locate(page, `gap-${place.row}-${place.col}`);
    const now = await locate(page, card);
    expect(Math.abs(now.x - home.x)).toBeLessThan(1);
    expect(Math.abs(now.y - home.y)).toBeLessThan(1);
    await checkpointShot(page, 'gaps-drag-turned');
    expect(open!.errors).toEqual([]);
  });

  it('German toolbar: long labels get wider buttons, in one row that does not overlap', async () => {
    const page = await openDeal('7', 'lang=de');
    const ids = ['undo', 'redo', 'hint', 'redeal', 'restart', 'new'];
    const boxes = await page.evaluate((list) => list.map((id) => window.__cardTable!.box(`gaps:${id}`)), ids);
    const back = await page.evaluate(() => window.__cardTable!.box('gaps:back'));
    expect(back).not.toBeNull();
    const row = boxes.map((b) => b!);
    // "Rückgängig" and "Wiederholen" need more than the 180 px "Tipp" keeps.
    expect(row[0]!.width).toBeGreaterThan(row[2]!.width * 1.1);
    expect(row[1]!.width).toBeGreaterThan(row[2]!.width * 1.1);
    for (let i = 0; i < row.length; i++) {
      expect(Math.abs(row[i]!.y - back!.y)).toBeLessThan(2);
      if (i > 0) expect(row[i]!.x).toBeGreaterThanOrEqual(row[i - 1]!.x + row[i - 1]!.width);
    }
    expect(row[0]!.x).toBeGreaterThan(back!.x + back!.width + 200);
    expect(row.at(-1)!.x + row.at(-1)!.width).toBeLessThanOrEqual(1280);
    await checkpointShot(page, 'gaps-toolbar-de');
    expect(open!.errors).toEqual([]);
  }, 120_000);

  it('German toolbar on a 360×740 phone: captions break between words or at marked syllables, at 12 px or more', async () => {
    const page = await openDeal('7', 'lang=de', { width: 360, height: 740, touch: true });
    setSessionLanguage('de');
    const labels = ['undo', 'redo', 'hint', 'redeal', 'restart', 'newDeal'].map((key) => t(`gaps.${key}`));
    setSessionLanguage(null);
    // Six captions across a narrow phone: "Rückgä / ngig" and "Neusta / rt" were cut mid-letter.
    const shown = await page.evaluate(() => window.__cardTable!.textSizes().map((s) => s.lines.join('\n')));
    for (const label of labels) expect(shown.some((caption) => breaksAtSyllables(caption, label)), `"${label}" among ${JSON.stringify(shown)}`).toBe(true);
    expect(await tooSmall(page, 'gaps (de, 360×740)')).toEqual([]);
    await checkpointShot(page, 'gaps-toolbar-de-360x740');
    expect(open!.errors).toEqual([]);
  }, 60_000);
});

/**
 * Whether `caption` shows `label` with its lines broken only at the label's spaces or at its soft
 * hyphens (drawn "-" at the end of the line), never between two other letters.
 */
function breaksAtSyllables(caption: string, label: string): boolean {
  const lines = caption.split('\n');
  let rest = label;
  for (const [k, line] of lines.entries()) {
    const last = k === lines.length - 1;
    const hyphened = !last && line.endsWith('-');
    const body = hyphened ? line.slice(0, -1) : line;
    // The line's letters in order (soft hyphens inside a line are not drawn).
    for (const ch of body.split(SOFT_HYPHEN).join('')) {
      while (rest.startsWith(SOFT_HYPHEN)) rest = rest.slice(1);
      if (!rest.startsWith(ch)) return false;
      rest = rest.slice(ch.length);
    }
    if (last) return rest.split(SOFT_HYPHEN).join('') === '';
    if (!rest.startsWith(hyphened ? SOFT_HYPHEN : ' ')) return false;
    rest = rest.slice(1);
  }
  return false;
}
