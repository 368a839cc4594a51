/**
 * Screenshots of the scenes phone.e2e.test.ts does not take, to look at: the set-up of No Thanks and
 * Gaps, the rules of Gaps and Sequence, each game's table mid-game and at its end, and the online
 * lobby (its first step, the name, needs no server; on the upright and sideways phones also a
 * Sequence table of 12 seats on the real game server, as its host and a guest see it) — at 1280×720 and on a 390×844, a 360×640 and a
 * sideways 844×390 touch phone (three device pixels per CSS pixel, times the harness's render density) — as
 * test-artifacts/screens-<w>x<h>-<scene>.png; and a frame strip of a Gaps card sliding into its gap
 * (test-artifacts/gaps-slide-strip.png) and of No Thanks' chips flying from the pot to the taker
 * (nothanks-chip-strip.png), frames copied from the game's canvas as they are drawn. Each scene must
 * come up with no console error, and on the phones with every target and text as large as
 * phone.e2e.test.ts demands (harness `tooSmall`); the strips' card and chips must be seen on their way
 * and then home.
 *
 * Positions come from records played here in Node and resumed by the tables (a finished record
 * opens on its result), so no game has to be played on screen.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameEvent, GameRules } from '../../src/engine/core';
import { rules as gaps, type GapsMove } from '../../src/engine/gaps';
import { rules as noThanks, type NoThanksMove } from '../../src/engine/nothanks';
import { rules as sequence } from '../../src/engine/sequence';
import { playSome } from '../playSome';
import { MIN_TARGET, MIN_TEXT, locate, notation, openGame, shot, shotStrip, startRecording, startScene, stopRecording, tapNamed, tooSmall, waitForName, type OpenOptions, type Opened } from './harness';
import { startOnlineServer, type OnlineServer } from './onlineServer';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

// The game server for the lobby at a table, started the first time a size needs it.
let server: Promise<OnlineServer> | null = null;
afterAll(async () => (await server)?.stop());

/** Gives the name the lobby asks for (a page element over the canvas, ui/textPrompt.ts). */
async function giveName(page: Page, name: string): Promise<void> {
  const input = page.locator('input[data-name="name"]');
  await input.waitFor({ timeout: 30_000 });
  await input.fill(name);
  await input.press('Enter');
}

/** Waits until the lobby shows this person at its table (in a seat). */
async function seated(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const lobby = JSON.parse(window.__cardTable?.notation() ?? 'null') as { code: string; you: number | null } | null;
    return lobby && lobby.you !== null ? lobby.code : null;
  }, undefined, { timeout: 30_000, polling: 100 });
  return (await handle.jsonValue()) as string;
}

/**
 * The lobby at a Sequence table of 12 seats, as its host (a button in every seat) and as a guest
 * sees it: screenshots at its top and scrolled to its end, and the phone check (`tooSmall`) of both.
 */
async function lobbyAtTable(size: OpenOptions & { width: number; height: number }): Promise<string[]> {
  server ??= startOnlineServer();
  const { base } = await server;
  const problems: string[] = [];
  const people: Opened[] = [];
  try {
    const host = await openGame('', { ...size, base });
    people.push(host);
    await startScene(host.page, 'OnlineLobby', { create: { game: 'sequence', options: { players: 12 } } });
    // The name's question (a page element, not in the hook): its field and buttons a finger high.
    await host.page.locator('input[data-name="name"]').waitFor({ timeout: 30_000 });
    for (const box of await host.page.$$eval('form input, form button', (els) => els.map((e) => ({ what: e.outerHTML.slice(0, 30), h: e.getBoundingClientRect().height }))))
      if (box.h < MIN_TARGET) problems.push(`online-lobby: name prompt ${box.what} ${box.h.toFixed(1)} px high`);
    await giveName(host.page, 'Anna');
    const code = await seated(host.page);
    const guest = await openGame('', { ...size, base });
    people.push(guest);
    await startScene(guest.page, 'OnlineLobby', { join: code });
    await giveName(guest.page, 'Bob');
    await seated(guest.page);
    await host.page.waitForFunction(() => /"name":"Bob"/.test(window.__cardTable?.notation() ?? ''), undefined, { timeout: 30_000, polling: 100 });
    problems.push(...(await scrollPressesNothing(host.page)));
    for (const [who, { page, errors }] of [['host', host], ['guest', guest]] as const) {
      await shot(page, `screens-${size.width}x${size.height}-online-lobby-${who}`);
      problems.push(...(await tooSmall(page, `online-lobby (${who})`)));
      // Twelve seats are taller than a phone: the lobby scrolls to its options, timer, Leave and Start.
      await page.mouse.move(size.width / 2, size.height / 2);
      await page.mouse.wheel(0, 5000);
      await page.waitForFunction(() => window.__cardTable!.targets().some((t) => t.name === 'online:leave' && t.box.y + t.box.height <= innerHeight), undefined, { timeout: 5_000, polling: 50 });
      await shot(page, `screens-${size.width}x${size.height}-online-lobby-${who}-end`);
      problems.push(...(await tooSmall(page, `online-lobby (${who}, scrolled)`)));
      expect(errors).toEqual([]);
    }
  } finally {
    for (const p of people) await p.close();
  }
  return problems;
}

/**
 * A finger that scrolls the lobby presses nothing: it goes down on a button (and on an option),
 * drags the lobby up and back down again (the control stays under the finger all along) and lifts;
 * the table stays as it was. Then a drag scrolls the lobby, and a plain tap still works.
 */
async function scrollPressesNothing(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number): Promise<void> => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  };
  const wiggle = async (at: { x: number; y: number }, dy: number): Promise<void> => {
    await touch('touchStart', at.x, at.y);
    for (let i = 1; i <= 5; i++) await touch('touchMove', at.x, at.y - (dy * i) / 5);
    for (let i = 4; i >= 0; i--) await touch('touchMove', at.x, at.y - (dy * i) / 5);
    await touch('touchEnd', at.x, at.y);
  };
  const lobby = (): Promise<string> => page.evaluate(() => window.__cardTable!.notation() ?? '');
  const before = await lobby();
  await wiggle(await locate(page, 'online:fill-2'), 120);
  const leaveTop = async (): Promise<number> => (await locate(page, 'online:leave')).y;
  const leaveBefore = await leaveTop();
  // Scrolled to the end (where the timer's control is), then a wiggle on one of its segments.
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction((y) => (window.__cardTable!.locate('online:leave')?.y ?? y) < y, leaveBefore, { timeout: 5_000, polling: 50 });
  await wiggle(await locate(page, 'online:timer#2'), -120);
  await page.waitForTimeout(500); // what a press would send has come back from the server by now
  if ((await lobby()) !== before) problems.push(`online-lobby: a press that scrolled the lobby changed the table:\n${before}\n${await lobby()}`);
  // A drag scrolls: the lobby follows the finger down (towards its top).
  const end = await leaveTop();
  const at = await locate(page, 'online:timer#2');
  await touch('touchStart', at.x, at.y);
  for (let i = 1; i <= 5; i++) await touch('touchMove', at.x, at.y + 30 * i);
  await touch('touchEnd', at.x, at.y + 150);
  const moved = (await leaveTop()) - end;
  if (Math.abs(moved - 150) > 20) problems.push(`online-lobby: a 150 px drag scrolled the lobby ${moved.toFixed(0)} px`);
  // A tap on a segment still chooses it (scrolled back to the end, where the control is whole).
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction((y) => window.__cardTable!.locate('online:leave')?.y === y, end, { timeout: 5_000, polling: 50 });
  await tapNamed(page, 'online:timer#2');
  await page.waitForFunction(() => /"turnSeconds":60/.test(window.__cardTable?.notation() ?? ''), undefined, { timeout: 10_000, polling: 50 });
  await tapNamed(page, 'online:timer#0');
  await page.waitForFunction(() => /"turnSeconds":null/.test(window.__cardTable?.notation() ?? ''), undefined, { timeout: 10_000, polling: 50 });
  // Back to the top for the screenshots.
  await page.mouse.wheel(0, -5000);
  await cdp.detach();
  return problems;
}

type Launch = { game: string; options: Record<string, unknown>; seed: string; seats: string[] };

/** `launch` with the record of its first `count` moves (as cycled by playSome) to resume; over if `count` reaches the end. */
function resumed<S, M, O, E extends GameEvent>(rules: GameRules<S, M, O, E>, launch: Launch, count: number): Launch & { resume: object } {
  const { moves, state } = playSome(rules, launch.options as Partial<O>, launch.seed, count);
  if (count > 1000) expect(rules.isOver(state), `${launch.game} ${launch.seed} played to its end`).toBe(true);
  return { ...launch, resume: { game: launch.game, options: launch.options, seed: launch.seed, moves } };
}

const NT: Launch = { game: 'nothanks', options: { players: 4 }, seed: 'shots-nt', seats: ['human', 'easy', 'easy', 'easy'] };
const GAPS: Launch = { game: 'gaps', options: {}, seed: 'shots-gaps', seats: ['human'] };
const SEQ: Launch = { game: 'sequence', options: { players: 2 }, seed: 'shots-seq', seats: ['human', 'easy'] };

/** Waits until a finished game's result shows: a dialog, or No Thanks' score sheet. */
async function resultShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hook = window.__cardTable!;
    return hook.names().includes('nothanks:rematch') || hook.targets().some((t) => t.name.startsWith('dialog:'));
  }, undefined, { timeout: 30_000, polling: 50 });
}

/** The page box round points `a` and `b` with `margin` to spare, inside a `view` of the window. */
function clipAround(a: { x: number; y: number }, b: { x: number; y: number }, margin: number, view: { width: number; height: number }) {
  const x = Math.max(0, Math.min(a.x, b.x) - margin);
  const y = Math.max(0, Math.min(a.y, b.y) - margin);
  return { x, y, width: Math.min(view.width - x, Math.abs(b.x - a.x) + 2 * margin), height: Math.min(view.height - y, Math.abs(b.y - a.y) + 2 * margin) };
}

/** Up to `n` of `items`, spread evenly from the first to the last. */
function evenly<T>(items: readonly T[], n: number): T[] {
  const k = Math.min(n, items.length);
  return Array.from({ length: k }, (_, i) => items[Math.round((i * (items.length - 1)) / Math.max(1, k - 1))]!);
}

interface Scene {
  name: string;
  open(page: Page): Promise<void>;
}

// The menu, Sequence's set-up, No Thanks' rules, settings, statistics, each table as it is dealt and
// the leave dialog are in phone.e2e.test.ts's screenshots (phone-<w>x<h>-*, desktop-1280x720-*).
const SCENES: Scene[] = [
  ...(['nothanks', 'gaps'] as const).map((game) => ({
    name: `setup-${game}`,
    open: async (page: Page) => {
      await startScene(page, 'Menu');
      await tapNamed(page, `menu:play:${game}`);
      await waitForName(page, 'menu:start', 30_000);
    },
  })),
  ...(['gaps', 'sequence'] as const).map((game) => ({ name: `rules-${game}`, open: (page: Page) => startScene(page, 'Instructions', { game }) })),
  {
    name: 'nothanks-midgame',
    open: async (page) => {
      await startScene(page, 'NoThanksTable', resumed(noThanks, NT, 14));
      await waitForName(page, 'nothanks:help');
    },
  },
  {
    name: 'gaps-midgame',
    open: async (page) => {
      await startScene(page, 'GapsTableau', resumed(gaps, GAPS, 10));
      await waitForName(page, 'gaps:hint');
    },
  },
  {
    name: 'sequence-midgame',
    open: async (page) => {
      await startScene(page, 'SequenceBoard', resumed(sequence, SEQ, 20));
      await waitForName(page, 'sequence:board');
    },
  },
  { name: 'nothanks-end', open: async (page) => (await startScene(page, 'NoThanksTable', resumed(noThanks, NT, 5000)), resultShown(page)) },
  { name: 'gaps-end', open: async (page) => (await startScene(page, 'GapsTableau', resumed(gaps, GAPS, 5000)), resultShown(page)) },
  { name: 'sequence-end', open: async (page) => (await startScene(page, 'SequenceBoard', resumed(sequence, SEQ, 5000)), resultShown(page)) },
  {
    // Without a server the lobby's first step, the player's name, still shows.
    name: 'online-lobby',
    open: async (page) => {
      await startScene(page, 'OnlineLobby', { create: { game: 'nothanks', options: { players: 3 } } });
      await page.waitForSelector('input', { timeout: 15_000 });
    },
  },
];

describe('screenshots of every scene', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844, scale: 3, touch: true },
    { width: 360, height: 640, scale: 3, touch: true },
    // A phone held sideways.
    { width: 844, height: 390, scale: 3, touch: true },
  ]) {
    it(`${size.width}×${size.height}${size.touch ? `: targets ≥ ${MIN_TARGET} px and text ≥ ${MIN_TEXT} px` : ''}`, async () => {
      open = await openGame('', size);
      const { page, errors } = open;
      const problems: string[] = [];
      for (const scene of SCENES) {
        await scene.open(page);
        await shot(page, `screens-${size.width}x${size.height}-${scene.name}`);
        // The lobby's question is a page element of its own (ui/textPrompt.ts), not in the hook.
        if (size.touch && scene.name !== 'online-lobby') {
          const found = await tooSmall(page, scene.name);
          if (found.length > 0 && process.env.PHONE_E2E_DEBUG) console.log(found.join('\n'));
          problems.push(...found);
        }
      }
      // The lobby at a table needs the game server: on the upright and the sideways phone.
      if (size.touch && size.height !== 640) problems.push(...(await lobbyAtTable(size)));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('a frame strip of a Gaps card sliding into its gap', async () => {
    // Slow animations on a small canvas: frames enough to see the card on its way on a loaded machine.
    const view = { width: 800, height: 450 };
    open = await openGame('speed=slow', { ...view, gameSpeed: true, pixels: true });
    const { page, errors } = open;
    await startScene(page, 'GapsTableau', resumed(gaps, GAPS, 10));
    await waitForName(page, 'gaps:hint');
    await page.waitForFunction(() => !window.__cardTable!.animating(), undefined, { timeout: 30_000 });
    // A card that fits one gap only, far from it: a tap sends it there.
    const state = gaps.parse((await notation(page))!);
    const moves = gaps.legalMoves(state).filter((m): m is Extract<GapsMove, { type: 'move' }> => m.type === 'move');
    const single = moves.filter((m) => moves.filter((o) => o.card === m.card).length === 1);
    const far = await Promise.all(single.map(async (m) => ({ m, from: await locate(page, m.card), to: await locate(page, `gap-${m.to.row}-${m.to.col}`) })));
    far.sort((a, b) => Math.hypot(b.to.x - b.from.x, b.to.y - b.from.y) - Math.hypot(a.to.x - a.from.x, a.to.y - a.from.y));
    const { m, from, to } = far[0]!;
    // The clip: both places with a card's margin round them.
    const clip = clipAround(from, to, 50, view);
    await startRecording(page, clip, m.card);
    await tapNamed(page, m.card);
    await page.waitForFunction(({ id, to }) => {
      const hook = window.__cardTable!;
      const at = hook.locate(id);
      return !hook.animating() && at !== null && Math.hypot(at.x - to.x, at.y - to.y) < 1;
    }, { id: m.card, to }, { timeout: 15_000 });
    const recorded = await stopRecording(page);
    // The frames of the slide (the card away from its place), a few spread evenly, then the card in the gap.
    const away = (p: { x: number; y: number } | null): boolean => p !== null && Math.hypot(p.x - from.x, p.y - from.y) > 2;
    const moving = recorded.filter((f) => away(f.at) && Math.hypot(f.at!.x - to.x, f.at!.y - to.y) > 2);
    expect(moving.length, `frames on the way of ${recorded.length}`).toBeGreaterThanOrEqual(1);
    const picks = evenly(moving, 5);
    const landed = recorded.filter((f) => f.at !== null && Math.hypot(f.at.x - to.x, f.at.y - to.y) < 1);
    await shotStrip(page, 'gaps-slide-strip', [recorded[0]!.png, ...picks.map((f) => f.png), (landed[landed.length - 1] ?? recorded[recorded.length - 1]!).png]);
    // On its way it only comes nearer the gap; at the end it is in the gap.
    for (let i = 1; i < picks.length; i++) expect(Math.hypot(picks[i]!.at!.x - to.x, picks[i]!.at!.y - to.y)).toBeLessThanOrEqual(Math.hypot(picks[i - 1]!.at!.x - to.x, picks[i - 1]!.at!.y - to.y) + 1);
    const end = await locate(page, m.card);
    expect(Math.hypot(end.x - to.x, end.y - to.y)).toBeLessThan(1);
    expect(errors).toEqual([]);
  }, 60_000);

  it('a frame strip of No Thanks chips flying from the pot to the taker', async () => {
    // Everyone passes (a chip each onto the card) until the person at the screen is to decide on a
    // pot of four chips or more; then they take, and the pot flies to them.
    let st = noThanks.setup(NT.options, 'chip-strip');
    const moves: string[] = [];
    while (!(st.toMove === 0 && st.pot >= 4)) {
      const move: NoThanksMove = { type: (st.chips[st.toMove] ?? 0) > 0 ? 'pass' : 'take' };
      moves.push(noThanks.formatMove(move));
      st = noThanks.play(st, move).state;
    }
    const view = { width: 800, height: 450 };
    open = await openGame('speed=slow', { ...view, gameSpeed: true, pixels: true });
    const { page, errors } = open;
    await startScene(page, 'NoThanksTable', { ...NT, seed: 'chip-strip', resume: { game: 'nothanks', options: NT.options, seed: 'chip-strip', moves } });
    await waitForName(page, 'nothanks:help');
    await page.waitForFunction(() => !window.__cardTable!.animating(), undefined, { timeout: 30_000 });
    const from = await locate(page, 'pot');
    const home = await locate(page, 'chip');
    const clip = clipAround(from, home, 60, view);
    const before = (await notation(page))!;
    await startRecording(page, clip, 'nothanks:flying-chip');
    await page.keyboard.press('t');
    await page.waitForFunction((b) => window.__cardTable!.notation() !== b, before, { timeout: 30_000 });
    await page.waitForFunction(() => !window.__cardTable!.names().includes('nothanks:flying-chip') && !window.__cardTable!.animating(), undefined, { timeout: 30_000 });
    const recorded = await stopRecording(page);
    const flying = recorded.filter((f) => f.at !== null);
    expect(flying.length, `frames with a chip in the air, of ${recorded.length}`).toBeGreaterThanOrEqual(1);
    const picks = evenly(flying, 5);
    await shotStrip(page, 'nothanks-chip-strip', [recorded[0]!.png, ...picks.map((f) => f.png), recorded[recorded.length - 1]!.png]);
    // Every chip seen in the air is on its way: no farther from the taker's pile than the pot is.
    const start = Math.hypot(from.x - home.x, from.y - home.y);
    for (const f of flying) expect(Math.hypot(f.at!.x - home.x, f.at!.y - home.y)).toBeLessThanOrEqual(start + 12);
    expect(errors).toEqual([]);
  }, 60_000);
});
