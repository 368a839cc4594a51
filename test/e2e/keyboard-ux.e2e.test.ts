/**
 * A player without a mouse, and the first look of a screen (desktop 1280×720 unless said):
 * - No focus ring before a key is pressed: the menu opened with its first Play button focused showed
 *   the ring at once (the screen-reader layer, moving the browser's focus after the game's, took its
 *   own move for keyboard use), on every phone too.
 * - Every control is in the Tab order: the move history's header (No Thanks, Sequence), Gaps'
 *   solver pill and its moves-and-time line (Enter or Space hides and shows it) were reachable only
 *   with a pointer.
 * - Back from the rules, statistics or settings (Esc) returns the focus to the button that opened
 *   them, not to the first game's Play button, and with the ring showing (a scene opened by a key
 *   keeps the keyboard's ring; one opened by a click shows none).
 * - A bad embed parameter in a small embed (480×360, `?game=nope`): the notice reads at 12 CSS px or
 *   more, inside the window (it was 5.5–8 px), and the menu under it works.
 * - No Thanks held sideways (844×390) with open chip counts: a seat's points and its two-digit chip
 *   count stand apart ("0" and "10" ran together as "010", over the name plate's edge).
 * - Sequence: the arrows stay in the hand and on the board's lit spaces and stop at their edges (the
 *   Right arrow from the last lit space went on to the history's header and the Share button); Tab
 *   leaves them. The same in Gaps: the arrows keep to the tableau. Each of them (hand, board, tableau)
 *   is one stop of the Tab order, entered again on the item left: crossing the board took a Tab per
 *   lit space (about 90 with a wild card), the tableau up to 52.
 * - Sequence: each line of the open move history follows its header in the Tab order; Enter rings
 *   its move's space as a tap does, and the screen-reader layer reads the line (only a pointer
 *   reached the lines).
 * - The menu's blurbs read whole on phones upright and sideways and in a small 480×360 embed, in
 *   English, Czech and German ("Also Sequence…", "Keep your chains, dodge…"), clear of the Play buttons.
 * - A dialog closed gives the focus back to the control that opened it (Back for "Leave this game?",
 *   whether pressed or reached by Esc; Gaps' New deal for its question): in No Thanks, Esc, Esc and a
 *   stray Enter took the card on offer (Enter takes while nothing has the focus). "Leave this game?"
 *   opens on Keep playing: it opened on the red Leave, so Esc then Enter left the table.
 * - Gaps: Tab goes to the tableau first, then on to Back and the buttons, as the Keys help says (it
 *   reached the cards only after every button).
 * - A key held down acts once: in No Thanks a held T took every card of the game, one per key repeat
 *   (a take gives the taker the next turn), and so would a held Enter on Take.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PageBox } from '../../src/ui/runtime/testHook';
import { rules as gaps } from '../../src/engine/gaps';
import { rules as nothanks } from '../../src/engine/nothanks';
import { rules as sequence, type SequenceState } from '../../src/engine/sequence';
import { playSome } from '../playSome';
import { CLOCK_ICON } from '../../src/scenes/gaps/playTime';
import { atEachSize, checkpointShot, click, colourShares, intersects, notation, openGame, startTable, texts, waitForName, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** The focus ring's gold (COLORS.focus, 0xffd34d), with room for antialiasing. */
const RING = [225, 255, 185, 235, 30, 130] as const;

/** Share of ring-gold pixels in a strip just outside the left edge of the named object (where the ring lies). */
async function ringBeside(page: Page, id: string): Promise<number> {
  const b = await page.evaluate((i) => window.__cardTable!.box(i), id);
  if (!b) throw new Error(`${id} is not on screen`);
  const { ring } = await colourShares(page, { x: b.x - 9, y: b.y + b.height * 0.25, width: 8, height: b.height * 0.5 }, { ring: RING });
  return ring;
}

/** Presses Tab until the focus is on the named object (at most `max` times); fails if it never is. */
async function tabTo(page: Page, id: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focusOn(page, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reaches ${id}`);
}

/** Whether the keyboard focus is on the named object (its centre inside the object's box). */
async function focusOn(page: Page, id: string): Promise<boolean> {
  return page.evaluate((i) => {
    const f = window.__cardTable!.focus();
    const b = window.__cardTable!.box(i);
    return !!f && !!b && f.x >= b.x && f.x <= b.x + b.width && f.y >= b.y && f.y <= b.y + b.height;
  }, id);
}

/** The move history's header text (it starts with ▾ while the list is open, ▸ while closed). */
async function historyHeader(page: Page): Promise<string> {
  return (await texts(page)).find((x) => /^[▾▸] /.test(x)) ?? '';
}

describe('keyboard focus', () => {
  it('shows no focus ring on the menu until a key is pressed', async () => {
    open = await openGame('', { pixels: true });
    const { page, errors } = open;
    // The screen-reader layer follows the focus every 120 ms: give it a few turns.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.__cardTable!.focus())).not.toBeNull();
    expect(await ringBeside(page, 'menu:play:nothanks'), 'no ring before any key').toBeLessThan(0.02);
    // The first arrow only shows where the focus is.
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(200);
    expect(await ringBeside(page, 'menu:play:nothanks'), 'the ring after a key').toBeGreaterThan(0.15);
    expect(errors).toEqual([]);
  });
});

describe('every control by keyboard', () => {
  it('opens and closes the move history of No Thanks and Sequence with Tab and Enter', async () => {
    for (const query of ['game=nothanks&seed=k1', 'game=sequence&seed=k1']) {
      open = await openGame(query);
      const { page } = open;
      await waitForName(page, 'history:toggle');
      const before = await historyHeader(page);
      await tabTo(page, 'history:toggle');
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => [...window.__cardTable!.texts()].some((x) => /^[▾▸] /.test(x) && x[0] !== b[0]), before);
      const after = await historyHeader(page);
      expect(after[0], query).not.toBe(before[0]);
      // The same header, open instead of closed (its count may have grown: computer players move meanwhile).
      const title = (header: string): string => header.slice(1).replace(/\(\d+\)/, '');
      expect(title(after), query).toBe(title(before));
      expect(open.errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('turns Gaps\' solver on with Tab and Enter', async () => {
    open = await openGame('game=gaps&seed=k1');
    const { page } = open;
    await waitForName(page, 'gaps:solver');
    const off = await page.evaluate(() => window.__cardTable!.texts().find((x) => x.startsWith('Solver')));
    expect(off).toBe('Solver: off');
    await tabTo(page, 'gaps:solver');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !window.__cardTable!.texts().includes('Solver: off'));
    expect(open.errors).toEqual([]);
  });

  it('hides and shows Gaps\' moves and time with Tab and Enter or Space', async () => {
    open = await openGame('game=gaps&seed=k1', { pixels: true });
    const { page } = open;
    await waitForName(page, 'gaps:clock');
    const clock = (): Promise<string | undefined> => page.evaluate((icon) => window.__cardTable!.texts().find((x) => x.startsWith('Moves') || x === icon), CLOCK_ICON);
    expect(await clock()).toMatch(/^Moves: 0 · /);
    await tabTo(page, 'gaps:clock');
    await page.keyboard.press('Enter');
    await page.waitForFunction((icon) => window.__cardTable!.texts().includes(icon), CLOCK_ICON);
    await page.waitForTimeout(200);
    expect(await ringBeside(page, 'gaps:clock'), 'the ring round it').toBeGreaterThan(0.15);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => window.__cardTable!.texts().some((x) => x.startsWith('Moves: 0')));
    expect(open.errors).toEqual([]);
  });

  it('comes back from the rules, statistics and settings with the focus on the button that opened them', async () => {
    open = await openGame('', { pixels: true });
    const { page } = open;
    for (const [id, scene] of [
      ['menu:instructions', 'Instructions'],
      ['menu:statistics', 'Statistics'],
      ['menu:settings', 'Settings'],
    ] as const) {
      await tabTo(page, id);
      await page.keyboard.press('Enter');
      await waitForScene(page, scene);
      await page.keyboard.press('Escape');
      await waitForScene(page, 'Menu');
      expect(await focusOn(page, id), `back from ${scene}`).toBe(true);
      // Come back by key, the ring shows at once where the focus is (no key needed to find it).
      await page.waitForTimeout(200);
      expect(await ringBeside(page, id), `the ring back from ${scene}`).toBeGreaterThan(0.15);
    }
    // A click puts the keyboard aside: the next scene opens without a ring.
    await click(page, 'menu:settings');
    await waitForScene(page, 'Settings');
    await page.waitForTimeout(400);
    expect(await ringBeside(page, 'settings:sound'), 'no ring after a click').toBeLessThan(0.02);
    expect(open.errors).toEqual([]);
  });
});

describe('focus after a dialog', () => {
  /** Waits until the dialog's button `value` is gone (the dialog closed). */
  const closed = (page: Page, value: string): Promise<unknown> => page.waitForFunction((v) => !window.__cardTable!.names().includes(`dialog:${v}`), value);

  it('No Thanks: Enter after Esc closed "Leave this game?" presses Back again, it takes no card', async () => {
    open = await openGame('game=nothanks&seed=k1', { pixels: true });
    const { page } = open;
    await waitForName(page, 'nothanks:help');
    await page.keyboard.press('n');
    await waitForName(page, 'nothanks:help');
    const before = await notation(page);
    // By keys: Esc asks, Esc says no, then Enter.
    await page.keyboard.press('Escape');
    await waitForName(page, 'dialog:no');
    await page.keyboard.press('Escape');
    await closed(page, 'no');
    expect(await focusOn(page, 'nothanks:back'), 'the focus is back on Back').toBe(true);
    await page.waitForTimeout(200);
    expect(await ringBeside(page, 'nothanks:back'), 'with its ring (Esc is a key)').toBeGreaterThan(0.15);
    await page.keyboard.press('Enter');
    await waitForName(page, 'dialog:no');
    expect(await notation(page), 'Enter took no card').toBe(before);
    // By mouse: Back, Keep playing, then a stray Enter.
    await click(page, 'dialog:no');
    await closed(page, 'no');
    await click(page, 'nothanks:back');
    await waitForName(page, 'dialog:no');
    await click(page, 'dialog:no');
    await closed(page, 'no');
    await page.keyboard.press('Enter');
    await waitForName(page, 'dialog:no');
    expect(await notation(page), 'Enter took no card').toBe(before);
    await page.keyboard.press('Escape');
    await closed(page, 'no');
    // The promised keys still decide: T takes.
    await page.keyboard.press('t');
    await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before);
    expect(open.errors).toEqual([]);
  });

  it('No Thanks: Esc opens "Leave this game?" on Keep playing, so Esc then Enter does not leave', async () => {
    open = await openGame('game=nothanks&seed=k1');
    const { page } = open;
    await waitForName(page, 'nothanks:help');
    await page.keyboard.press('n');
    await waitForName(page, 'nothanks:help');
    await page.keyboard.press('Escape');
    await waitForName(page, 'dialog:no');
    expect(await focusOn(page, 'dialog:no'), 'Keep playing has the focus').toBe(true);
    await page.keyboard.press('Enter');
    await closed(page, 'no');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__cardTable!.scene()), 'still at the table').toBe('NoThanksTable');
    expect(open.errors).toEqual([]);
  });

  it('No Thanks: T, or Enter on Take, held down takes one card, not one per key repeat', async () => {
    open = await openGame('game=nothanks&seed=k1');
    const { page } = open;
    /** Holds `key` for 2.4 s, past the take's animation (the taker is asked again then), and says what it took. */
    const hold = async (key: string): Promise<void> => {
      await waitForName(page, 'nothanks:help');
      const before = nothanks.parse((await notation(page))!);
      const me = before.toMove;
      // A held key repeats about 30 times a second; Playwright marks each later down as a repeat.
      await page.keyboard.down(key);
      for (let i = 0; i < 80; i++) {
        await page.keyboard.down(key);
        await page.waitForTimeout(30);
      }
      await page.keyboard.up(key);
      await page.waitForFunction(() => !window.__cardTable!.animating());
      await page.waitForTimeout(300);
      const after = nothanks.parse((await notation(page))!);
      // (Before, a held T took every card of the game.)
      expect(after.cards[me], `${key} held: one card taken`).toHaveLength(before.cards[me]!.length + 1);
      expect(after.toMove, 'and the taker is asked again').toBe(me);
    };
    await hold('t');
    await tabTo(page, 'nothanks:take');
    await hold('Enter');
    expect(open.errors).toEqual([]);
  });

  it('Gaps and Sequence: the focus goes back to the button that asked (Back, New deal)', async () => {
    open = await openGame();
    const { page } = open;
    const gapsLaunch = { game: 'gaps' as const, options: {}, seed: 'k1', seats: ['human'] };
    await startTable(page, { ...gapsLaunch, resume: { ...gapsLaunch, moves: playSome(gaps, {}, 'k1', 1).moves } } as never);
    await waitForName(page, 'gaps:new');
    // N asks before throwing the game away; Esc says no.
    await page.keyboard.press('n');
    await waitForName(page, 'dialog:no');
    await page.keyboard.press('Escape');
    await closed(page, 'no');
    expect(await focusOn(page, 'gaps:new'), 'Gaps: focus on New deal').toBe(true);
    const seqLaunch = { game: 'sequence' as const, options: { players: 2 }, seed: 'k1', seats: ['human', 'easy'] };
    await startTable(page, { ...seqLaunch, resume: { ...seqLaunch, moves: playSome(sequence, { players: 2 }, 'k1', 2).moves } } as never);
    await waitForName(page, 'sequence:back');
    await click(page, 'sequence:back');
    await waitForName(page, 'dialog:no');
    await page.keyboard.press('Escape');
    await closed(page, 'no');
    expect(await focusOn(page, 'sequence:back'), 'Sequence: focus on Back').toBe(true);
    expect(open.errors).toEqual([]);
  });
});

/** A Sequence table of the person against an easy computer, once the person may move, and its position then. */
async function openSequence(options: object, seed: string): Promise<{ page: Page; state: SequenceState; errors: string[] }> {
  open = await openGame();
  const { page } = open;
  await startTable(page, { game: 'sequence', options, seed, seats: ['human', 'easy'] });
  await waitForName(page, 'sequence:board');
  return { page, state: sequence.parse((await page.evaluate(() => window.__cardTable!.notation()))!), errors: open.errors };
}

describe('Sequence by keyboard', () => {
  it('keeps the arrows in the hand and on the board\'s lit spaces, stopping at their edges', async () => {
    const { page, state, errors } = await openSequence({ players: 2, variant: 'numbers', startPlayer: 0 }, 'arrows');
    const hand = state.hands[0] as string[];
    /** The index of the hand's card the focus is on (-1: none), and whether the focus is inside the board. */
    const where = (): Promise<{ card: number; onBoard: boolean }> =>
      page.evaluate((codes) => {
        const f = window.__cardTable!.focus();
        const b = window.__cardTable!.box('sequence:board')!;
        if (!f) return { card: -1, onBoard: false };
        const card = codes.findIndex((c) => {
          const at = window.__cardTable!.locate(c);
          return at !== null && Math.hypot(at.x - f.x, at.y - f.y) < 2;
        });
        return { card, onBoard: f.x >= b.x && f.x <= b.x + b.width && f.y >= b.y && f.y <= b.y + b.height };
      }, hand);
    const press = async (key: string, times: number): Promise<void> => {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    };
    for (let tabs = 0; tabs < 8 && (await where()).card < 0; tabs++) await page.keyboard.press('Tab');
    const first = (await where()).card;
    expect(first, 'Tab reaches the hand').toBeGreaterThanOrEqual(0);
    // The hand is one Tab stop: Tab leaves it at once, Shift+Tab comes back to the same card.
    await page.keyboard.press('ArrowRight');
    const entered = (await where()).card;
    await page.keyboard.press('Tab');
    expect((await where()).card, 'one Tab leaves the hand').toBe(-1);
    await page.keyboard.press('Shift+Tab');
    expect((await where()).card, 'Shift+Tab comes back to the card left').toBe(entered);
    // The hand: every arrow stays on its cards; Left and Right stop at its ends.
    await press('ArrowLeft', hand.length);
    expect(await where()).toEqual({ card: 0, onBoard: false });
    await press('ArrowUp', 2);
    await press('ArrowDown', 2);
    expect((await where()).card, 'Up and Down stay in the hand').toBe(0);
    await press('ArrowRight', hand.length + 1);
    expect((await where()).card, 'the last card').toBe(hand.length - 1);
    // A card with spaces to play on: Enter puts the focus on a lit space, and the arrows keep it on the board.
    const card = hand.findIndex((c) => sequence.legalMoves(state).some((m) => m.card === c && m.type === 'place'));
    await press('ArrowLeft', hand.length - 1 - card);
    expect((await where()).card).toBe(card);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__cardTable!.texts().some((x) => x.startsWith('Choose a lit space')));
    expect((await where()).onBoard, 'Enter moves to a lit space').toBe(true);
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) {
      await press(key, 10);
      expect((await where()).onBoard, `${key} to the edge stays on the board`).toBe(true);
    }
    await checkpointShot(page, 'sequence-keyboard-board-edge');
    // The board is one Tab stop too (it had taken a Tab per lit space, ~90 with a wild card): one Tab
    // leaves it, Shift+Tab comes back to the space left.
    expect(sequence.legalMoves(state).filter((m) => m.card === hand[card]).length, 'a card with several spaces').toBeGreaterThan(1);
    const left = await page.evaluate(() => window.__cardTable!.focus());
    await page.keyboard.press('Tab');
    expect((await where()).onBoard, 'one Tab leaves the board').toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => window.__cardTable!.focus()), 'Shift+Tab comes back to the space left').toEqual(left);
    expect(errors).toEqual([]);
  });
});

describe('Gaps by keyboard', () => {
  /** Whether the focus is on one of the tableau's 52 places (a card or a gap: the gaps lie under the cards). */
  const onTableauOf = (page: Page): Promise<boolean> =>
    page.evaluate(() => {
      const f = window.__cardTable!.focus();
      if (!f) return false;
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 13; col++) {
          const at = window.__cardTable!.locate(`gap-${row}-${col}`)!;
          if (Math.hypot(at.x - f.x, at.y - f.y) < 2) return true;
        }
      }
      return false;
    });

  it('Tab goes to the cards first, then on to the buttons, as its Keys help says', async () => {
    open = await openGame();
    const { page } = open;
    await startTable(page, { game: 'gaps', options: {}, seed: 'arrows', seats: ['human'] });
    await waitForName(page, 'gaps:deal');
    await page.keyboard.press('Tab');
    expect(await onTableauOf(page), 'the first Tab: the tableau').toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusOn(page, 'gaps:back'), 'the next: Back').toBe(true);
    expect(open.errors).toEqual([]);
  });

  it('keeps the arrows on the tableau, stopping at its edges; Tab leaves it', async () => {
    open = await openGame();
    const { page } = open;
    await startTable(page, { game: 'gaps', options: {}, seed: 'arrows', seats: ['human'] });
    await waitForName(page, 'gaps:deal');
    const onTableau = (): Promise<boolean> => onTableauOf(page);
    for (let tabs = 0; tabs < 12 && !(await onTableau()); tabs++) await page.keyboard.press('Tab');
    expect(await onTableau(), 'Tab reaches the tableau').toBe(true);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      for (let i = 0; i < 14; i++) await page.keyboard.press(key);
      expect(await onTableau(), `${key} to the edge stays on the tableau`).toBe(true);
    }
    // The tableau is one Tab stop (it had taken up to 52 presses to cross): from the top left place
    // one Tab goes on to the controls, Shift+Tab comes back to that place.
    const left = await page.evaluate(() => window.__cardTable!.focus());
    await page.keyboard.press('Tab');
    expect(await onTableau(), 'one Tab leaves the tableau').toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => window.__cardTable!.focus()), 'Shift+Tab comes back to the place left').toEqual(left);
    expect(open.errors).toEqual([]);
  });
});

describe('Sequence\'s move history by keyboard', () => {
  it('reaches each line after the header: Enter rings its move\'s space, a screen reader reads it', async () => {
    // The computer begins: its move is the history's one line.
    const { page, state, errors } = await openSequence({ players: 2, variant: 'classic', startPlayer: 1 }, 'lines');
    const cell = state.chips.findIndex((c) => c === 1);
    expect(cell).toBeGreaterThanOrEqual(0);
    await tabTo(page, 'history:toggle');
    await page.keyboard.press('Enter');
    await waitForName(page, 'history:entry-0');
    const line = (await texts(page)).find((x) => x.startsWith('Computer 1 played '))!;
    expect(line).toMatch(/and placed a chip$/);
    await page.keyboard.press('Tab');
    expect(await focusOn(page, 'history:entry-0'), 'Tab from the header goes to its line').toBe(true);
    // The screen-reader layer's focus follows, on an element named with the line's words.
    await page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, line);
    await page.keyboard.press('Enter');
    await waitForName(page, 'history:mark');
    const [mark, space] = await page.evaluate((c) => [window.__cardTable!.locate('history:mark')!, window.__cardTable!.locate(`cell-${Math.floor(c / 10)}-${c % 10}`)!], cell);
    expect(Math.hypot(mark.x - space.x, mark.y - space.y), 'the ring on the move\'s space').toBeLessThan(3);
    await checkpointShot(page, 'sequence-history-line-by-keyboard');
    expect(errors).toEqual([]);
  });
});

describe('the menu on small screens', () => {
  it('shows each game\'s blurb whole, above its Play button', async () => {
    const inside = (a: PageBox, b: PageBox): boolean => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
    // One phone per language, turned and resized through the sizes; the menu built again at each.
    for (const lang of ['en', 'cs', 'de']) {
      open = await openGame(`lang=${lang}`, { width: 390, height: 844, scale: 3, touch: true });
      const { page } = open;
      const sizes = [
        [390, 844],
        [360, 740],
        [844, 390],
        [740, 360],
        [480, 360],
      ] as const;
      for await (const [width, height] of atEachSize(page, sizes, 'Menu')) {
        const where = `${width}×${height} ${lang}`;
        const { texts, plays } = await page.evaluate(() => ({
          texts: window.__cardTable!.textSizes(),
          plays: ['nothanks', 'gaps', 'sequence'].map((g) => window.__cardTable!.box(`menu:play:${g}`)!),
        }));
        expect(texts.filter((tx) => tx.lines.join(' ').includes('…')).map((tx) => tx.text), `${where}: nothing cut short`).toEqual([]);
        for (const tx of texts) {
          for (const play of plays) {
            if (!inside(tx.box, play)) expect(intersects(tx.box, play, 0), `${where}: "${tx.text}" clear of a Play button`).toBe(false);
          }
        }
      }
      expect(open.errors).toEqual([]);
      await open.close();
      open = null;
    }
  });
});

describe('a bad embed parameter in a small embed', () => {
  it('says so in readable text, and the menu under it still works', async () => {
    open = await openGame('game=nope', { width: 480, height: 360 });
    const { page } = open;
    await waitForName(page, 'embed:notice');
    const notice = await page.evaluate(() => window.__cardTable!.textSizes().filter((x) => /understood|nope|close/.test(x.text)));
    expect(notice.map((x) => x.text)).toEqual(['Some embed settings were not understood:', expect.stringContaining('"nope"'), 'Click to close']);
    for (const x of notice) {
      expect(x.fontPx, x.text).toBeGreaterThanOrEqual(11.9);
      expect(x.box.x >= 0 && x.box.y >= 0 && x.box.x + x.box.width <= 480 && x.box.y + x.box.height <= 360, `${x.text} inside`).toBe(true);
    }
    await click(page, 'menu:play:gaps');
    await waitForName(page, 'menu:start');
    await click(page, 'menu:start');
    await waitForScene(page, 'GapsTableau');
  });
});

describe('No Thanks on a phone held sideways', () => {
  it('keeps each seat\'s points apart from its chip count', async () => {
    open = await openGame('', { width: 844, height: 390, scale: 3, touch: true });
    const { page } = open;
    await startTable(page, { game: 'nothanks', options: { players: 3, openChips: true }, seed: 'e1', seats: ['human', 'easy', 'easy'] });
    await waitForName(page, 'nothanks:help');
    const numbers = (await page.evaluate(() => window.__cardTable!.textSizes())).filter((x) => /^\d+$/.test(x.text));
    // Everyone has 10 or 11 chips: every count is two digits.
    expect(numbers.filter((x) => x.text === '10' || x.text === '11').length).toBeGreaterThanOrEqual(3);
    for (const a of numbers) {
      for (const b of numbers) {
        if (a === b || a.box.x > b.box.x) continue;
        const sameLine = a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height;
        if (sameLine) expect(b.box.x - (a.box.x + a.box.width), `"${a.text}" and "${b.text}" apart`).toBeGreaterThanOrEqual(4);
      }
    }
    expect(open.errors).toEqual([]);
  });
});
