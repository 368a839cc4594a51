/**
 * Phone first: on a 360×640 and a 390×844 touch phone and one held sideways (844×390), three
 * device pixels per CSS pixel, the canvas fills the screen (no bands), and in every scene — menu, a game's options, rules, settings,
 * statistics, each table and a dialog over it — every object a finger uses is at least 44×44 CSS px
 * and every text at least 12 CSS px (its font size on the page). Sizes come from the test hook
 * (`targets()`, `textSizes()`), which reads them from the objects themselves. The one exception are
 * the Sequence board's spaces, which must stay smaller than a fingertip: a touch on them shows a
 * magnified preview of the spaces under the finger, and this test checks that it appears and that
 * the space under the finger is the one played. Screenshots of every scene at the phone sizes and
 * at 1280×720 go to test-artifacts/phone-*.png and desktop-*.png.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules, targetsFor, teamOf } from '../../src/engine/sequence';
import { MIN_TARGET, MIN_TEXT, currentScene, openGame, resizeTo, shot, startScene, tapNamed, tooSmall, waitForName, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

interface Scene {
  name: string;
  /** Brings the scene up (from anywhere) and waits until it can be used. */
  open(page: Page): Promise<void>;
}

/** Waits until the person at the screen may act on the table (its help or status line is up). */
const humanTurn = (page: Page, marker: string): Promise<void> => waitForName(page, marker);

const SCENES: Scene[] = [
  // The page opens on the menu: each size's first scene (a resized page comes back to it).
  { name: 'menu', open: async (page) => ((await currentScene(page)) === 'Menu' ? waitForScene(page, 'Menu', 60_000) : startScene(page, 'Menu')) },
  {
    name: 'menu-options',
    open: async (page) => {
      await startScene(page, 'Menu');
      await tapNamed(page, 'menu:play:sequence');
      await page.waitForFunction(() => window.__cardTable!.names().includes('menu:start'));
    },
  },
  { name: 'rules', open: (page) => startScene(page, 'Instructions', { game: 'nothanks' }) },
  { name: 'settings', open: (page) => startScene(page, 'Settings') },
  { name: 'statistics', open: (page) => startScene(page, 'Statistics') },
  {
    name: 'nothanks',
    open: async (page) => {
      await startScene(page, 'NoThanksTable', { game: 'nothanks', options: { players: 5 }, seed: 'phone', seats: ['human', 'easy', 'easy', 'easy', 'easy'] });
      await humanTurn(page, 'nothanks:help');
    },
  },
  {
    name: 'gaps',
    open: async (page) => {
      await startScene(page, 'GapsTableau', { game: 'gaps', options: {}, seed: 'phone', seats: ['human'] });
    },
  },
  {
    name: 'sequence',
    open: async (page) => {
      await startScene(page, 'SequenceBoard', { game: 'sequence', options: { players: 2 }, seed: 'phone', seats: ['human', 'easy'] });
      await humanTurn(page, 'sequence:board');
    },
  },
  {
    name: 'leave-dialog',
    open: async (page) => {
      // A move made: leaving then asks first.
      await startScene(page, 'NoThanksTable', { game: 'nothanks', options: { players: 3 }, seed: 'phone-dialog', seats: ['human', 'easy', 'easy'] });
      await humanTurn(page, 'nothanks:help');
      await tapNamed(page, 'nothanks:take');
      await humanTurn(page, 'nothanks:help');
      await tapNamed(page, 'nothanks:back');
      await page.waitForFunction(() => window.__cardTable!.targets().some((t) => t.name.startsWith('dialog:')), undefined, { timeout: 15_000 });
    },
  },
];

/** The canvas covers the whole window: no bands above and below (or beside). */
async function fillsWindow(page: Page): Promise<void> {
  const { rect, view } = await page.evaluate(() => {
    const r = document.querySelector('canvas')!.getBoundingClientRect();
    return { rect: { x: r.x, y: r.y, width: r.width, height: r.height }, view: { width: innerWidth, height: innerHeight } };
  });
  expect(rect.x).toBeLessThanOrEqual(1);
  expect(rect.y).toBeLessThanOrEqual(1);
  expect(rect.width).toBeGreaterThanOrEqual(view.width - 1);
  expect(rect.height).toBeGreaterThanOrEqual(view.height - 1);
}

/**
 * A touch on the Sequence board shows the magnifier over the spaces under the finger; lifting the
 * finger plays on the space under it (the card chosen first), as the engine's state then shows.
 */
async function magnifierWorks(page: Page): Promise<void> {
  await startScene(page, 'SequenceBoard', { game: 'sequence', options: { players: 2 }, seed: 'phone-magnifier', seats: ['human', 'easy'] });
  await humanTurn(page, 'sequence:board');
  const before = (await page.evaluate(() => window.__cardTable!.notation()))!;
  // A card of the person's hand with an open space, picked with a tap; then a touch on that space.
  const state = rules.parse(before);
  const hand = state.hands[state.toMove] as string[];
  const index = hand.findIndex((c) => targetsFor(state, c).length > 0);
  expect(index, 'a card of the hand has a space').toBeGreaterThanOrEqual(0);
  const [row, col] = targetsFor(state, hand[index]!)[0]!;
  await tapNamed(page, `hand-${index}`);
  const cellBox = (await page.evaluate((c) => window.__cardTable!.box(c), `cell-${row}-${col}`))!;
  // The spaces are smaller than a fingertip: the magnifier is what makes them usable.
  expect(cellBox.width).toBeLessThan(MIN_TARGET);
  const at = (await page.evaluate((c) => window.__cardTable!.locate(c), `cell-${row}-${col}`))!;
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number): Promise<void> => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  };
  await touch('touchStart', at.x, at.y);
  await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:magnifier'), undefined, { timeout: 10_000 });
  const lens = (await page.evaluate(() => window.__cardTable!.box('sequence:magnifier')))!;
  // Big enough to read and out from under the finger.
  expect(lens.width).toBeGreaterThanOrEqual(120);
  expect(at.y < lens.y || at.y > lens.y + lens.height || at.x < lens.x || at.x > lens.x + lens.width).toBe(true);
  await shot(page, `phone-${await page.evaluate(() => `${innerWidth}x${innerHeight}`)}-sequence-magnifier`);
  await touch('touchMove', at.x + 1, at.y + 1);
  await touch('touchEnd', at.x + 1, at.y + 1);
  await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before, { timeout: 15_000 });
  expect(await page.evaluate(() => window.__cardTable!.names().includes('sequence:magnifier'))).toBe(false);
  const after = await page.evaluate(() => window.__cardTable!.notation());
  expect(rules.parse(after!).chips[row * 10 + col]).toBe(state.chips[row * 10 + col] === -1 ? teamOf(state, state.toMove) : -1);
}

describe('phone layout', () => {
  for (const [width, height] of [
    [360, 640],
    [390, 844],
    [844, 390],
  ] as const) {
    it(`${width}×${height}: fills the screen; targets ≥ ${MIN_TARGET} px and text ≥ ${MIN_TEXT} px in every scene`, async () => {
      open = await openGame('', { width, height, scale: 3, touch: true });
      const { page, errors } = open;
      const problems: string[] = [];
      for (const scene of SCENES) {
        await scene.open(page);
        await fillsWindow(page);
        const found = await tooSmall(page, scene.name);
        if (found.length > 0 && process.env.PHONE_E2E_DEBUG) console.log(found.join('\n'));
        problems.push(...found);
        await shot(page, `phone-${width}x${height}-${scene.name}`);
      }
      await magnifierWorks(page);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 600_000);
  }

  it('1280×720 and the other shapes (square, 21:9, 3:4) fill the window in every scene', async () => {
    // One window, resized to each shape; every scene is opened anew at each.
    open = await openGame('', { width: 1280, height: 720 });
    for (const [width, height] of [
      [1280, 720],
      [800, 800],
      [1470, 630],
      [600, 800],
    ] as const) {
      if (width !== 1280) await resizeTo(page(open), width, height);
      for (const scene of SCENES) {
        await scene.open(page(open));
        await fillsWindow(page(open));
        await shot(page(open), `${width === 1280 ? 'desktop' : 'shape'}-${width}x${height}-${scene.name}`);
      }
    }
    expect(open.errors).toEqual([]);
  }, 900_000);
});

function page(o: Opened): Page {
  return o.page;
}
