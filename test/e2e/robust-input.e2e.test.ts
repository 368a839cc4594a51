/**
 * Input a real player gives by accident: a double tap where one was meant, a right click, two fingers.
 * Each such press must not change the game behind the player's back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rules as ntRules, type NoThanksState } from '../../src/engine/nothanks';
import type { Page } from 'playwright-core';
import { doublePress, locate, notation, openGame, openStatistics, results, startTable, waitForName, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** A 3-player No Thanks table of `seats` on deal `seed`, once its game is on. */
async function startNoThanks(page: Page, seed: string, seats: string[]): Promise<void> {
  await startTable(page, { game: 'nothanks', options: { players: 3, variant: 'standard' }, seed, seats });
}

async function ntState(page: Opened['page']): Promise<NoThanksState> {
  return ntRules.parse((await notation(page))!);
}

describe('presses nobody meant', () => {
  it('pass-and-play: a double tap, a double click or Enter twice on the hand-over screen takes no card for the next player', async () => {
    for (const by of ['mouse', 'touch', 'keys'] as const) {
      open = await openGame('', { gameSpeed: true, touch: by === 'touch' });
      const { page, errors } = open;
      await startNoThanks(page, 'handover', ['human', 'human', 'human']);
      await waitForName(page, 'handover:ready');
      await page.waitForTimeout(400);
      const before = await ntState(page);
      // "Tap anywhere": the double tap falls on the card on offer, hidden under the curtain.
      const card = await locate(page, 'card');
      if (by === 'mouse') await page.mouse.dblclick(card.x, card.y);
      else if (by === 'keys') {
        // Enter on "I'm ready", and again a moment later: the second fell to the table, where Enter
        // with nothing in focus takes the card.
        await page.keyboard.press('Enter');
        await page.waitForTimeout(80);
        await page.keyboard.press('Enter');
      } else {
        await page.touchscreen.tap(card.x, card.y);
        await page.waitForTimeout(60);
        await page.touchscreen.tap(card.x, card.y);
      }
      await page.waitForFunction(() => !window.__cardTable!.names().includes('handover'));
      await page.waitForTimeout(800);
      const after = await ntState(page);
      // Before: the second press went through the fading curtain to the card and took it.
      expect(after.cards, by).toEqual(before.cards);
      expect(after.chips, by).toEqual(before.chips);
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('pass-and-play: the release of a press begun before the hand-over screen came up does not close it', async () => {
    open = await openGame('', { gameSpeed: true });
    const { page, errors } = open;
    await startNoThanks(page, 'handover-late', ['human', 'human', 'human']);
    await waitForName(page, 'handover:ready');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !window.__cardTable!.names().includes('handover'));
    await waitForName(page, 'nothanks:help');
    // The first player holds the mouse down on the table, says "No thanks!" with N, and lets go once
    // the next player's screen is up. (Before, that release closed it: the next player's chips showed.)
    const help = await locate(page, 'nothanks:help');
    await page.mouse.move(help.x, help.y);
    await page.mouse.down();
    await page.keyboard.press('n');
    await waitForName(page, 'handover:ready');
    await page.mouse.up();
    await page.waitForTimeout(700);
    expect(await page.evaluate(() => window.__cardTable!.names()), 'the hand-over screen stays').toContain('handover:ready');
    // A tap of its own closes it.
    await page.mouse.click(help.x, help.y);
    await page.waitForFunction(() => !window.__cardTable!.names().includes('handover'));
    expect(errors).toEqual([]);
  });

  it('a right or middle click plays nothing: No Thanks\' Take and card', async () => {
    open = await openGame('', { gameSpeed: true });
    const { page, errors } = open;
    await startNoThanks(page, 'right-click', ['human', 'easy', 'easy']);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null && !window.__cardTable!.animating());
    const before = await ntState(page);
    expect(before.toMove).toBe(0);
    const take = await locate(page, 'nothanks:take');
    const card = await locate(page, 'card');
    // Before: the right click on Take took the card, the middle click on the card took it too.
    await page.mouse.click(take.x, take.y, { button: 'right' });
    await page.mouse.click(card.x, card.y, { button: 'middle' });
    await page.waitForTimeout(1000);
    expect((await ntState(page)).cards).toEqual(before.cards);
    // The main button still takes it.
    await page.mouse.click(take.x, take.y);
    await page.waitForFunction((n) => window.__cardTable!.notation()!.includes(`takes: ${n}/`), before.faceUp);

    expect(errors).toEqual([]);
  });

  it('a double click on Share shows its notice once, not two identical ones', async () => {
    open = await openGame('', { gameSpeed: true });
    const { page, errors } = open;
    await startNoThanks(page, 'share-twice', ['human', 'easy', 'easy']);
    const share = await locate(page, 'nothanks:share');
    await page.mouse.dblclick(share.x, share.y);
    await waitForName(page, 'toast');
    await page.waitForTimeout(600);
    const toasts = (): Promise<number> => page.evaluate(() => window.__cardTable!.names().filter((n) => n === 'toast').length);
    // Before: two pills saying "Link copied" one under the other, as if two things had happened.
    expect(await toasts()).toBe(1);
    // A third press a while later renews the one notice rather than stacking a copy.
    await page.mouse.click(share.x, share.y);
    await page.waitForTimeout(300);
    expect(await toasts()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the menu on a phone: a double tap on Play changes no option of the page it opens, one on Back opens no tile', async () => {
    // Under Play's place, the opened page has No Thanks' number of players and Gaps' "Winnable deals only".
    for (const [game, scene, line] of [['nothanks', 'NoThanksTable', 'players: 4'], ['gaps', 'GapsTableau', 'winnable deals: no']] as const) {
      open = await openGame('', { width: 390, height: 844, touch: true, gameSpeed: true });
      const { page, errors } = open;
      await doublePress(page, await locate(page, `menu:play:${game}`), { touch: true });
      await waitForName(page, 'menu:back');
      // Back, twice: the second tap fell on the tile under it and opened its options again.
      await doublePress(page, await locate(page, 'menu:back'), { touch: true });
      await waitForName(page, `menu:play:${game}`);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.__cardTable!.names().includes('menu:start')), 'back on the tiles').toBe(false);
      const play = await locate(page, `menu:play:${game}`);
      await page.touchscreen.tap(play.x, play.y);
      await waitForName(page, 'menu:start');
      const start = await locate(page, 'menu:start');
      await page.touchscreen.tap(start.x, start.y);
      await waitForScene(page, scene, 60_000);
      await page.waitForFunction(() => window.__cardTable!.notation() !== null);
      // The game started with the options as they were (Before: six players; winnable deals only).
      expect((await notation(page))!.split('\n'), game).toContain(line);
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('statistics: a double click or double tap on Reset does not confirm it; a second press later does', async () => {
    for (const by of ['mouse', 'touch'] as const) {
      open = await openStatistics('', { touch: by === 'touch' }, { nothanks: { '3p': results(5) } });
      const { page, errors } = open;
      const stored = (): Promise<string | null> => page.evaluate(() => localStorage.getItem('card-table:stats'));
      const before = await stored();
      const reset = await locate(page, 'stats:reset');
      await doublePress(page, reset, { touch: by === 'touch' });
      await page.waitForTimeout(1000);
      // Before: the first press armed it ("press again to reset"), the second, a moment later, reset.
      expect(await stored(), by).toBe(before);
      expect(await page.evaluate(() => window.__cardTable!.scene())).toBe('Statistics');
      // The press the player gives after reading the notice resets.
      if (by === 'mouse') await page.mouse.click(reset.x, reset.y);
      else await page.touchscreen.tap(reset.x, reset.y);
      await page.waitForFunction(() => !window.__cardTable!.names().includes('stats:reset'), undefined, { timeout: 10_000 });
      expect(await stored()).not.toBe(before);
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('settings: a volume drag released outside the window ends there; a later drag elsewhere leaves the volume', async () => {
    open = await openGame();
    const { page, errors } = open;
    await page.evaluate(() => window.__cardTable!.start('Settings'));
    await waitForScene(page, 'Settings');
    const volume = (): Promise<number> => page.evaluate(() => Number(JSON.parse(localStorage.getItem('card-table:settings')!).data.volume));
    const box = (await page.evaluate(() => window.__cardTable!.box('settings:volume')))!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 3 });
    // Off the top of the window, and released there.
    await page.mouse.move(box.x + box.width * 0.3, -30, { steps: 3 });
    await page.mouse.up();
    const set = await volume();
    // A drag on the empty felt, far right of the slider: before, the slider followed it (volume 100 %).
    const size = page.viewportSize()!;
    await page.mouse.move(size.width - 60, size.height - 60);
    await page.mouse.down();
    await page.mouse.move(size.width - 160, size.height - 60, { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await volume()).toBe(set);
    expect(errors).toEqual([]);
  });

  it('a held Esc asks "Leave this game?" once: its repeats do not close and open it again', async () => {
    open = await openGame();
    const { page, errors } = open;
    await startNoThanks(page, 'held-esc', ['human', 'easy', 'easy']);
    const myTurn = (): Promise<unknown> =>
      page.waitForFunction(() => window.__cardTable!.notation()?.includes('to move: 0') && !window.__cardTable!.animating(), undefined, { timeout: 30_000 });
    await myTurn();
    // A move made: Back asks before leaving.
    await page.keyboard.press('n');
    await myTurn();
    // Held: one press and the keyboard's repeats (Playwright marks a second down as a repeat).
    await page.keyboard.down('Escape');
    await waitForName(page, 'dialog:yes');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.down('Escape');
      await page.waitForTimeout(50);
    }
    await page.keyboard.up('Escape');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.__cardTable!.names().includes('dialog:yes')), 'the dialog stays open').toBe(true);
    // A new press is a new Esc: it closes the dialog.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.__cardTable!.names().includes('dialog:yes'));
    expect(await page.evaluate(() => window.__cardTable!.scene())).toBe('NoThanksTable');
    expect(errors).toEqual([]);
  });
});
