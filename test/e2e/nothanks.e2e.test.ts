/**
 * No Thanks! in a real browser: complete games against easy computer players, the person at the
 * screen deciding through the real UI (dragging the card to their row or a chip onto the card,
 * the buttons and the keys), then the score sheet checked against the engine run in Node on the
 * final position. Also pass-and-play's hand-over screen, and no console errors anywhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardPoints, marginalCardPoints, rules, type NoThanksState } from '../../src/engine/nothanks';
import { checkpointShot, click, clickWhenShown, drag, locate, nextNoThanksDecision, notation, openGame, texts, waitForScene, type Opened } from './harness';

const NAMES = ['You', 'Ada', 'Boris', 'Clara', 'Dmitri'];
type Mode = 'drag' | 'buttons' | 'keys';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function startTable(page: Page, seats: string[], seed: string, variant = 'standard'): Promise<void> {
  await page.evaluate(
    ({ seats, seed, variant }) => window.__cardTable!.start('NoThanksTable', { game: 'nothanks', options: { players: seats.length, variant }, seed, seats }),
    { seats, seed, variant },
  );
  await waitForScene(page, 'NoThanksTable', 30_000);
}

async function state(page: Page): Promise<NoThanksState> {
  const text = await notation(page);
  if (text === null) throw new Error('no game running');
  return rules.parse(text);
}

/** Waits until the person at the screen must decide (the help line shows) or the game is over. */
const nextDecision = (page: Page): Promise<'human' | 'over'> => nextNoThanksDecision(page);

/**
 * Lets the game step twice. Objects made interactive during an input event (the next card, a
 * hand-over screen appearing right after a click) join Phaser's hit tests on the next step; a test
 * clicking faster than a frame would otherwise miss them. A person cannot click that fast.
 */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** A sensible, deterministic player: take cheap cards or a rich pile, otherwise pay. */
function wantsToTake(s: NoThanksState): boolean {
  const me = s.toMove;
  if ((s.chips[me] ?? 0) === 0) return true;
  const cost = marginalCardPoints(s.cards[me] ?? [], s.faceUp!) - s.pot;
  return cost <= 6;
}

async function decide(page: Page, take: boolean, mode: Mode, turn: number): Promise<void> {
  // Two steps: past the drag threshold, then onto the target (each mouse event costs a frame).
  if (mode === 'drag') {
    await nextFrames(page); // the card may have just been turned up
    await drag(page, take ? 'card' : 'chip', take ? 'row-0' : 'card', 2);
  }
  else if (mode === 'buttons') await click(page, take ? 'nothanks:take' : 'nothanks:pass');
  // Keys: T or Enter take, N or Space pass (Enter and Space while no button has the focus).
  else if (turn % 2 === 0) await page.keyboard.press(take ? 't' : 'n');
  else await page.keyboard.press(take ? 'Enter' : 'Space');
}

interface Played {
  final: NoThanksState;
  used: Record<string, number>;
}

/**
 * The input for this decision: drags until `drags` takes and `drags` passes were dragged (each
 * mouse step costs a rendered frame, slow in a software-rendered browser), then `others` in turn.
 */
function mixer(drags: number, others: Mode[]): (turn: number, take: boolean, used: Record<string, number>) => Mode {
  return (turn, take, used) => ((used[take ? 'drag-take' : 'drag-pass'] ?? 0) < drags ? 'drag' : others[turn % others.length]!);
}

/** Plays to the end; the human uses the input `modeFor(…)` and takes a screenshot mid-game. */
async function playToEnd(page: Page, modeFor: ReturnType<typeof mixer>, shotName: string): Promise<Played> {
  const used: Record<string, number> = {};
  for (let turn = 0; ; turn++) {
    const t0 = Date.now();
    if ((await nextDecision(page)) === 'over') break;
    const t1 = Date.now();
    const before = await notation(page);
    const s = rules.parse(before!);
    expect(s.toMove).toBe(0);
    const take = wantsToTake(s);
    const mode = modeFor(turn, take, used);
    if (turn === 6) await checkpointShot(page, shotName);
    await decide(page, take, mode, turn);
    // The move must have reached the engine: the position changes.
    await page.waitForFunction((prev) => window.__cardTable?.notation() !== prev, before, { timeout: 10_000, polling: 40 });
    const after = await state(page);
    const moved = after.cards[0]!.length > s.cards[0]!.length ? 'take' : 'pass';
    if (process.env.NT_TIMING) console.log(turn, mode, take, moved, '\n' + before + '\n---\n' + rules.format(after));
    expect(moved).toBe(take ? 'take' : 'pass');
    used[`${mode}-${moved}`] = (used[`${mode}-${moved}`] ?? 0) + 1;
    if (process.env.NT_TIMING) console.log(`turn ${turn}: waited ${t1 - t0} ms, decided in ${Date.now() - t1} ms (${mode})`);
  }
  return { final: await state(page), used };
}

/** The score sheet shows, for every player: name, card points, "−chips", final score. */
async function expectScoreSheet(page: Page, final: NoThanksState): Promise<void> {
  expect(rules.isOver(final)).toBe(true);
  const { scores, winners } = rules.score(final);
  await page.waitForFunction(
    (want) => want.every((score) => (window.__cardTable?.texts() ?? []).includes(String(score))),
    scores,
    { timeout: 15_000 },
  );
  const shown = await texts(page);
  for (let seat = 0; seat < final.table.players; seat++) {
    const at = shown.lastIndexOf(NAMES[seat]!);
    expect(at, `${NAMES[seat]} on the score sheet`).toBeGreaterThan(-1);
    expect(shown.slice(at + 1, at + 4)).toEqual([String(cardPoints(final.cards[seat]!)), `−${final.chips[seat]}`, String(scores[seat])]);
  }
  const title = winners.length === 1 && winners[0] === 0 ? 'You win!' : null;
  if (title) expect(shown).toContain(title);
  else for (const w of winners) expect(shown.some((s) => s.includes(NAMES[w]!) && /wins|Shared/.test(s))).toBe(true);
}

/** The texts right after a seat's name: its caption, card points and the chip count of its pile. */
function plateTexts(shown: string[], name: string): string[] {
  const at = shown.indexOf(name);
  return at < 0 ? [] : shown.slice(at + 1, at + 4);
}

async function statsPlayed(page: Page, bucket: string): Promise<number> {
  return page.evaluate((b) => {
    const raw = localStorage.getItem('card-table:stats');
    const data = raw ? (JSON.parse(raw) as { data: { nothanks: Record<string, { played: number }> } }).data : null;
    return data?.nothanks[b]?.played ?? 0;
  }, bucket);
}

describe('No Thanks table', () => {
  it('plays a 3-player game to the end by dragging and with the buttons; the scores match the engine', async () => {
    open = await openGame();
    const { page, errors } = open;
    await startTable(page, ['human', 'easy', 'easy'], 'e2e-three');
    const { final, used } = await playToEnd(page, mixer(2, ['buttons', 'keys']), 'nothanks-midgame-3p');
    expect(used['drag-take'] ?? 0).toBeGreaterThan(0);
    expect(used['drag-pass'] ?? 0).toBeGreaterThan(0);
    expect((used['buttons-take'] ?? 0) + (used['buttons-pass'] ?? 0)).toBeGreaterThan(0);
    await expectScoreSheet(page, final);
    await checkpointShot(page, 'nothanks-end-3p');
    expect(await statsPlayed(page, '3p')).toBe(1);
    // Rematch deals a new game at the same table.
    await click(page, 'nothanks:rematch');
    await page.waitForFunction(() => !(window.__cardTable?.names() ?? []).includes('nothanks:rematch'), undefined, { timeout: 15_000 });
    await waitForScene(page, 'NoThanksTable', 30_000);
    expect(rules.isOver(await state(page))).toBe(false);
    expect(errors).toEqual([]);
  }, 150_000);

  it('plays a 5-player game to the end with keys, buttons and drags; the scores match the engine', async () => {
    open = await openGame();
    const { page, errors } = open;
    await startTable(page, ['human', 'easy', 'easy', 'easy', 'easy'], 'e2e-five');
    const { final, used } = await playToEnd(page, mixer(1, ['keys', 'buttons']), 'nothanks-midgame-5p');
    expect(Object.keys(used).some((k) => k.startsWith('drag'))).toBe(true);
    expect(Object.keys(used).some((k) => k.startsWith('keys'))).toBe(true);
    await expectScoreSheet(page, final);
    await checkpointShot(page, 'nothanks-end-5p');
    expect(await statsPlayed(page, '5p')).toBe(1);
    // Turning the window lays the score sheet out again, without counting the game twice.
    await page.setViewportSize({ width: 450, height: 800 });
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas');
      return !!c && c.height > c.width;
    });
    await nextFrames(page);
    await expectScoreSheet(page, final);
    await checkpointShot(page, 'nothanks-end-5p-portrait');
    expect(await statsPlayed(page, '5p')).toBe(1);
    expect(errors).toEqual([]);
  }, 150_000);

  it('pass-and-play hides chips behind the hand-over screen', async () => {
    open = await openGame();
    const { page, errors } = open;
    await startTable(page, ['human', 'human', 'easy'], 'e2e-pass');
    for (let i = 0; i < 2; i++) {
      await page.waitForFunction(() => (window.__cardTable?.names() ?? []).includes('handover:ready'), undefined, { timeout: 30_000 });
      await nextFrames(page);
      const s = await state(page);
      const shown = await texts(page);
      expect(shown).toContain(`Player ${s.toMove + 1}`);
      if (i === 0) await checkpointShot(page, 'nothanks-handover');
      await click(page, 'handover:ready');
      expect(await nextDecision(page)).toBe('human');
      // The table turned to them: their row is the big one at the bottom, where the help line points.
      const rows = await Promise.all([0, 1, 2].map((seat) => locate(page, `row-${seat}`)));
      for (let seat = 0; seat < 3; seat++) if (seat !== s.toMove) expect(rows[s.toMove]!.y, `row of seat ${s.toMove} below seat ${seat}'s`).toBeGreaterThan(rows[seat]!.y);
      // Only the player to move sees their own count; the other person's and the computer's are "?".
      const now = await texts(page);
      for (let seat = 0; seat < 3; seat++) {
        const want = seat === s.toMove ? String(s.chips[seat]) : '?';
        expect(plateTexts(now, seat === 2 ? 'Ada' : `Player ${seat + 1}`), `chips of seat ${seat}`).toContain(want);
      }
      const before = await notation(page);
      await click(page, s.chips[s.toMove] === 0 ? 'nothanks:take' : 'nothanks:pass');
      await page.waitForFunction((prev) => window.__cardTable?.notation() !== prev, before);
    }
    expect(await locate(page, 'card')).toBeTruthy();
    expect(errors).toEqual([]);
  }, 120_000);

  it('seats seven players in landscape and portrait, re-lays out when the window turns, and asks before leaving (the game is saved)', async () => {
    open = await openGame();
    const { page, errors } = open;
    await startTable(page, ['human', 'easy', 'easy', 'easy', 'easy', 'easy', 'easy'], 'e2e-seven');
    expect(await nextDecision(page)).toBe('human');
    await checkpointShot(page, 'nothanks-7p-landscape');
    const inBottomQuarter = async (): Promise<void> => {
      const size = page.viewportSize()!;
      const row = await locate(page, 'row-0');
      const card = await locate(page, 'card');
      expect(row.y).toBeGreaterThan(size.height * 0.75);
      expect(card.y).toBeLessThan(row.y);
      for (let seat = 1; seat < 7; seat++) expect((await locate(page, `row-${seat}`)).y).toBeLessThan(row.y);
    };
    await inBottomQuarter();

    await page.setViewportSize({ width: 450, height: 800 });
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas');
      return !!c && c.height > c.width;
    });
    await nextFrames(page);
    await inBottomQuarter();
    await checkpointShot(page, 'nothanks-7p-portrait');
    await nextFrames(page);
    // The game goes on after the re-layout.
    const before = await notation(page);
    await click(page, 'nothanks:take');
    await page.waitForFunction((prev) => window.__cardTable?.notation() !== prev, before);

    // Esc asks first: Esc again keeps playing, Leave goes to the menu.
    expect(await nextDecision(page)).toBe('human');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    // The one dialog of every table, and it tells the truth: the game is saved for resuming.
    expect(await texts(page)).toContain('Your game is saved: you can resume it from the menu.');
    await checkpointShot(page, 'nothanks-leave-dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    expect(await page.evaluate(() => window.__cardTable?.scene())).toBe('NoThanksTable');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    await clickWhenShown(page, 'dialog:yes'); // Leave (the question opens on Keep playing)
    await waitForScene(page, 'Menu', 30_000);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the tactical variant names the cards out of play, under the stack and clear of the buttons', async () => {
    for (const [width, height] of [
      [1280, 720],
      [720, 1280],
    ] as const) {
      open = await openGame('', { width, height });
      const { page, errors } = open;
      await startTable(page, ['human', 'medium', 'medium', 'medium'], `tactical-${width}`, 'tactical');
      expect(await nextDecision(page)).toBe('human');
      const s = await state(page);
      expect(s.removedFaceUp).toEqual([10, 20, 30]);
      expect(await texts(page)).toContain('Out of play: 10 · 20 · 30');
      const [note, stack, take, help, seat] = await page.evaluate(() => ['nothanks:removed', 'stack', 'nothanks:take', 'nothanks:help', 'nothanks:seat-0'].map((id) => window.__cardTable!.box(id) ?? window.__cardTable!.locate(id)));
      const noteBox = note as { x: number; y: number; width: number; height: number };
      const takeBox = take as typeof noteBox;
      // Under the stack, above the Take button; the help line still clear of the player's seat.
      expect(noteBox.y, `${width}×${height}`).toBeGreaterThan((stack as { y: number }).y);
      expect(noteBox.y + noteBox.height, `${width}×${height}`).toBeLessThanOrEqual(takeBox.y);
      expect((help as typeof noteBox).y + (help as typeof noteBox).height).toBeLessThanOrEqual((seat as typeof noteBox).y);
      await checkpointShot(page, `nothanks-tactical-${width}x${height}`);
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('the help under the buttons stays whole and clear of the player\'s seat in every language', async () => {
    for (const [lang, width, height] of [['de', 1280, 720], ['cs', 1280, 720], ['de', 720, 1280]] as const) {
      open = await openGame(`lang=${lang}`, { width, height });
      const { page, errors } = open;
      await startTable(page, ['human', 'medium', 'medium', 'medium'], `help-${lang}`);
      expect(await nextDecision(page)).toBe('human');
      const [help, seat] = await page.evaluate(() => [window.__cardTable!.box('nothanks:help'), window.__cardTable!.box('nothanks:seat-0')]);
      // A German line wrapped in two and ran into the seat below.
      expect(help!.y + help!.height, `${lang} ${width}×${height}`).toBeLessThanOrEqual(seat!.y);
      expect((await texts(page)).some((s) => s.endsWith('T / N'))).toBe(true);
      await checkpointShot(page, `nothanks-help-${lang}-${width}x${height}`);
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  });

  it('paces computer players with visible thinking and keeps playing with animations on', async () => {
    open = await openGame('speed=fast');
    const { page, errors } = open;
    await page.evaluate(() => window.__cardTable!.start('NoThanksTable', { game: 'nothanks', options: { players: 3 }, seed: 'e2e-pace', seats: ['easy', 'easy', 'easy'] }));
    await page.waitForFunction(() => window.__cardTable?.scene() === 'NoThanksTable', undefined, { timeout: 60_000 });
    // Someone is seen thinking, and the game moves on through several animated moves.
    await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).some((t) => t.startsWith('thinking')), undefined, { timeout: 60_000, polling: 50 });
    // Each decision is called out over the seat (a shared stamp image that keeps its words; the
    // centre's button is a second "No thanks!").
    await page.waitForFunction(
      () => {
        const shown = window.__cardTable?.texts() ?? [];
        return shown.includes('Mine!') || shown.filter((t) => t === 'No thanks!').length > 1;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    // Three positions: two animated moves completed (a software-rendered browser on a busy machine
    // may draw only a few frames a second, and game time runs slower then).
    const seen = new Set<string>();
    const deadline = Date.now() + 90_000;
    while (seen.size < 3 && Date.now() < deadline) {
      seen.add((await notation(page)) ?? '');
      await page.waitForTimeout(100);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  }, 150_000);
});
