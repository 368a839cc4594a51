/**
 * Phone polish, measured on the objects themselves through the test hook (`textSizes()`, `targets()`,
 * `box()`), on touch phones of density 3 held upright (390×844, 360×740) and sideways (844×390,
 * 740×360):
 * - Sequence Numbers: the discard pile's equations are at least 12 CSS px (they were 9.7 px) and
 *   stay on their card, learning mode's answers too; so are the hand's (10.8 px at 360×740).
 * - Sequence: the team panel's player names stand apart, whole and at 12 CSS px or more, with 12
 *   players in 2 or 3 teams and with 6 (held sideways, 12 players in 2 teams had rows 12.7 CSS px
 *   apart for 16 px high names).
 * - Sequence: a notice (toast) lies over the board, never over the team panel, the status or the hand
 *   (centred on the screen it covered the team panel's header).
 * - No Thanks: a notice covers no opponent's seat, nor the card on offer, the buttons or the history's
 *   header, upright with 3, 6 and 7 players, sideways and on a desktop with 3 and 7 (under the top
 *   bar it covered the upright opponents, the desktop's top row and, sideways, the card on offer);
 *   one showing as a 390×844 phone turns sideways moves with the table (it stayed where the upright
 *   layout put it, below the sideways screen's bottom edge).
 * - Gaps: no tap target other than a card or a gap reaches into a card's or gap's touch box (the
 *   moves/time line's reached 1.4 CSS px into the last row at 360×740).
 * - Statistics at 360×740 in German, English and Czech: every column header reads in full (no "…",
 *   no word cut between letters), at 12 CSS px or more.
 * - Sequence held upright (390×844, 360×740; en, cs, de): the last move never breaks inside an equation
 *   ("played 9 −" / "5") and ends above the history's header; the piles' captions stand 6 CSS px
 *   apart ("zbývá 81Odhozené"); the subtitle and twelve players' names read whole ("CPU 3" where
 *   "Computer 3" does not fit).
 * - The move history before the first move: "Since you came back (0)" in a resumed game, "Moves so
 *   far (0)" in a new one the person begins (both read "Since your turn (0)").
 * - No Thanks' score sheet with a player holding fourteen separate cards, upright (390×844),
 *   sideways (844×390) and on a desktop: no card covers another's number (upright they overlapped to
 *   their corner numbers, 115 CSS px for fourteen cards), nor a name or a score; all inside the sheet;
 *   a win shared by five wraps its title inside the sheet (it ran off the screen's edges).
 * Tables that start Sequence name their first player (`startPlayer`) explicitly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setSessionLanguage, t } from '../../src/platform/i18n';
import '../../src/platform/strings/common';
import '../../src/platform/strings/sequence';
import { SOFT_HYPHEN } from '../../src/ui/lineBreaks';
import { rules } from '../../src/engine/sequence';
import { rules as noThanks } from '../../src/engine/nothanks';
import { groupRuns } from '../../src/scenes/nothanks/rowLayout';
import { playSome } from '../playSome';
import { atEachSize, checkpointShot, intersects, MIN_TARGET, MIN_TEXT, openGame, openStatistics, overlap, results, startScene, tapNamed, waitForName, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

type Box = { x: number; y: number; width: number; height: number };

const PHONES = [
  [390, 844],
  [360, 740],
  [844, 390],
  [740, 360],
] as const;

/** Rounding of the hook's page boxes. */
const SLACK = 0.05;

const inside = (inner: Box, outer: Box, slack = 0.5): boolean =>
  inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.x + inner.width <= outer.x + outer.width + slack && inner.y + inner.height <= outer.y + outer.height + slack;

/** Closes the page open now, which must have logged no error. */
async function closeWithoutErrors(): Promise<void> {
  expect(open?.errors).toEqual([]);
  await open?.close();
  open = null;
}

/** The No Thanks notice up now lies on the screen and over no opponent, the card on offer, Take, No thanks or the history's header. */
async function expectNoticeClear(page: Page, players: number, width: number, height: number): Promise<void> {
  const seen = await page.evaluate((n) => {
    const hook = window.__cardTable!;
    const names = [...Array.from({ length: n - 1 }, (_, i) => `nothanks:seat-${i + 1}`), 'card', 'nothanks:take', 'nothanks:pass', 'history:toggle'];
    return { toast: hook.box('toast')!, avoid: names.map((name) => ({ name, box: hook.box(name) })) };
  }, players);
  const setup = `${width}×${height}, ${players} players`;
  for (const { name, box } of seen.avoid) {
    expect(box, `${setup}: ${name} found`).not.toBeNull();
    expect(intersects(seen.toast, box!), `${setup}: the toast over ${name}`).toBe(false);
  }
  expect(inside(seen.toast, { x: 0, y: 0, width, height }), `${setup}: the toast on the screen`).toBe(true);
}

async function phone(width: number, height: number, query = ''): Promise<Page> {
  open = await openGame(query, { width, height, scale: 3, touch: true });
  return open.page;
}

/** A Sequence table through the test hook, the person in `humanSeat`, seat 0 beginning; waits for the person's turn. */
async function sequenceTable(page: Page, options: Record<string, unknown>, players: number, humanSeat = 0): Promise<void> {
  const seats = Array.from({ length: players }, (_, i) => (i === humanSeat ? 'human' : 'easy'));
  await startScene(page, 'SequenceBoard', { game: 'sequence', options: { ...options, players, startPlayer: 0 }, seed: 'phone-polish', seats });
  await waitForName(page, 'sequence:board');
}

/**
 * A finished No Thanks game in which the person (seat 0) took only cards next to none of theirs and
 * a computer player the ones next to theirs (of five, seed r2: fourteen separate cards in front of the
 * person; of seven, seed m7: the five others without a card share the win).
 */
function manyRuns(players = 5, seed = 'r2'): { moves: string[]; cards: number[][] } {
  let state = noThanks.setup({ players }, seed);
  const moves: string[] = [];
  while (!noThanks.isOver(state)) {
    const legal = noThanks.legalMoves(state);
    const near = state.cards[0]!.some((c) => Math.abs(c - state.faceUp!) === 1);
    const take = state.toMove === 0 ? !near : near;
    const move = legal.find((m) => m.type === (take ? 'take' : 'pass')) ?? legal[0]!;
    moves.push(noThanks.formatMove(move));
    state = noThanks.play(state, move).state;
  }
  return { moves, cards: state.cards };
}

describe('phone polish', () => {
  it('No Thanks\' score sheet: a player\'s many separate cards cover no other card\'s number, name or score (upright, sideways, desktop)', async () => {
    const { moves, cards } = manyRuns();
    expect(groupRuns(cards[0]!).length, 'fourteen runs in front of the person').toBeGreaterThanOrEqual(14);
    const options = { players: 5 };
    const launch = { game: 'nothanks', options, seed: 'r2', seats: ['human', 'easy', 'easy', 'easy', 'easy'] };
    // A win shared by five (seven players): the title wraps inside the sheet (it ran off both edges of the screen).
    const seven = manyRuns(7, 'm7');
    const options7 = { players: 7 };
    for (const [width, height, touch, sharedToo] of [[390, 844, true, true], [844, 390, true, false], [1280, 720, false, true]] as const) {
      open = await openGame('', { width, height, scale: touch ? 3 : 1, touch });
      const { page } = open;
      await startScene(page, 'NoThanksTable', { ...launch, resume: { game: 'nothanks', options, seed: 'r2', moves } });
      await waitForName(page, 'nothanks:rematch');
      const size = `${width}×${height}`;
      // The card each run shows (its lowest: the others are tucked under it).
      const shown = cards.flatMap((held) => groupRuns(held).map((run) => run[0]!));
      const boxes = await page.evaluate((ids) => ids.map((n) => window.__cardTable!.box(`end-${n}`)), shown);
      // The sheet's own texts: its title and what follows it in the display list (the table's lie below).
      const all = await page.evaluate(() => window.__cardTable!.textSizes());
      const sheet = all.slice(all.findIndex((tx) => /win/.test(tx.text)));
      const title = sheet[0]!;
      const rematch = (await page.evaluate(() => window.__cardTable!.box('nothanks:rematch')))!;
      boxes.forEach((a, i) => {
        expect(a, `${size}: card ${shown[i]} on the sheet`).not.toBeNull();
        expect(a!.width, `${size}: card ${shown[i]} readable`).toBeGreaterThanOrEqual(16);
        expect(a!.x >= title.box.x - 200 && a!.y > title.box.y && a!.y + a!.height < rematch.y, `${size}: card ${shown[i]} between the title and the buttons`).toBe(true);
        boxes.forEach((b, j) => {
          if (j <= i) return;
          const o = overlap(a!, b!);
          expect(o.x > SLACK && o.y > SLACK, `${size}: cards ${shown[i]} and ${shown[j]} overlap by ${o.x.toFixed(1)} px`).toBe(false);
        });
        for (const tx of sheet) {
          if (!/^(−?\d+|You|Ada|Boris|Clara|Dmitri)$/.test(tx.text) || tx.fontPx < 12) continue;
          const o = overlap(a!, tx.box);
          expect(o.x > SLACK && o.y > SLACK, `${size}: card ${shown[i]} over "${tx.text}"`).toBe(false);
        }
      });
      await checkpointShot(page, `phone-polish-nothanks-sheet-${width}x${height}`);
      if (sharedToo) {
        // The same page, a new table.
        await startScene(page, 'NoThanksTable', { game: 'nothanks', options: options7, seed: 'm7', seats: ['human', ...Array(6).fill('easy')], resume: { game: 'nothanks', options: options7, seed: 'm7', moves: seven.moves } });
        await waitForName(page, 'nothanks:rematch');
        const shared = (await page.evaluate(() => window.__cardTable!.box('nothanks:result')))!;
        const sharedText = (await page.evaluate(() => window.__cardTable!.textSizes())).find((tx) => tx.text.startsWith('Shared win'))!;
        expect(sharedText.text, 'five share the win').toMatch(/Boris.*Clara.*Dmitri.*Elsa.*Felix/);
        expect(shared.x >= 20 - SLACK && shared.x + shared.width <= width - 20 + SLACK, `${size}: the title inside the sheet (${shared.x.toFixed(1)}…${(shared.x + shared.width).toFixed(1)})`).toBe(true);
        const again = (await page.evaluate(() => window.__cardTable!.box('nothanks:rematch')))!;
        expect(shared.y + shared.height, `${size}: the title above the buttons`).toBeLessThan(again.y);
      }
      await closeWithoutErrors();
    }
  }, 300_000);

  it('Sequence Numbers: the equations on the discard pile and in the hand are at least 12 CSS px and stay on their card', async () => {
    for (const [width, height] of PHONES) {
      const page = await phone(width, height);
      for (const learning of [false, true]) {
        // The three computer players move first: three equations on the pile when the person's turn comes.
        await sequenceTable(page, { variant: 'numbers', learning }, 4, 3);
        const { pile, texts } = await page.evaluate(() => ({ pile: window.__cardTable!.box('discard')!, texts: window.__cardTable!.textSizes() }));
        const onPile = texts.filter((tx) => inside(tx.box, pile, 1));
        const size = `${width}×${height}${learning ? ' learning' : ''}`;
        expect(onPile.length, `${size}: equations on the pile`).toBeGreaterThanOrEqual(1);
        for (const tx of onPile) {
          expect(tx.fontPx, `${size}: "${tx.text}"`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
          // Inside the card (the drop target is the card and 8 units round it).
          expect(tx.box.width, `${size}: "${tx.text}" on its card`).toBeLessThanOrEqual(pile.width * 0.9);
        }
        // The hand's equations too (seven characters, `20 + 20`, came out at 10.8 CSS px at 360×740).
        const equations = texts.filter((tx) => /^\d+\s*[+−×÷]/.test(tx.text));
        expect(equations.length, `${size}: equations in hand and on the pile`).toBeGreaterThan(onPile.length);
        for (const tx of equations) expect(tx.fontPx, `${size}: "${tx.text}"`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
        if (!learning) await checkpointShot(page, `phone-polish-pile-${width}x${height}`);
      }
      await closeWithoutErrors();
    }
  }, 600_000);

  it('Sequence upright: the last move never breaks an equation and keeps clear of the history, the pile captions apart, the subtitle and 12 players\' names whole (en, cs, de)', async () => {
    for (const [width, height] of PHONES.filter(([w, h]) => h > w)) {
      for (const lang of ['en', 'cs', 'de'] as const) {
        const size = `${width}×${height} (${lang})`;
        setSessionLanguage(lang);
        // Numbers: the three computer players move first, so the last move names an equation.
        const page = await phone(width, height, `lang=${lang}`);
        await sequenceTable(page, { variant: 'numbers', teams: 2 }, 4, 3);
        const seen = await page.evaluate(() => {
          const hook = window.__cardTable!;
          return { last: hook.box('sequence:last')!, history: hook.box('history:toggle')!, texts: hook.textSizes() };
        });
        const last = seen.texts.find((tx) => tx.text.startsWith(t('sequence.lastMove', { name: '', card: '' }).trim().split(' ')[0]!))!;
        expect(last, `${size}: the last move shown`).toBeTruthy();
        for (const line of last.lines) expect(line, `${size}: a line of the last move`).not.toMatch(/[−+×÷]\s*$|^\s*[−+×÷]|^\d+$/);
        expect(last.text.endsWith('…'), `${size}: "${last.text}" whole`).toBe(false);
        expect(last.fontPx, `${size}: the last move's size`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
        // Above the history's header, 2 CSS px apart.
        expect(seen.last.y + seen.last.height, `${size}: the last move above the history`).toBeLessThanOrEqual(seen.history.y - 2);
        // The piles' captions ("zbývá 81", "Odhozené") on one line, 6 CSS px or more apart.
        const discards = seen.texts.find((tx) => tx.text === t('sequence.discards'))!;
        const count = seen.texts.find((tx) => tx !== discards && Math.abs(tx.box.y - discards.box.y) < 1 && tx.box.x < discards.box.x)!;
        expect(count, `${size}: the draw pile's caption`).toBeTruthy();
        expect(discards.box.x - (count.box.x + count.box.width), `${size}: "${count.text}" and "${discards.text}" apart`).toBeGreaterThanOrEqual(6);
        // …and off the history's header beside them.
        expect(seen.history.x - (discards.box.x + discards.box.width), `${size}: "${discards.text}" and the history apart`).toBeGreaterThanOrEqual(4);
        await checkpointShot(page, `phone-polish-last-move-${width}x${height}-${lang}`);
        // Classic, 12 players in 2 teams (the Share button beside the title): the subtitle reads whole.
        await sequenceTable(page, { teams: 2 }, 12);
        const subtitle = (await page.evaluate(() => window.__cardTable!.texts())).find((tx) => tx.includes('·'));
        expect(subtitle, `${size}: the subtitle`).toMatch(/12.*·.*2.*·.*2/);
        expect(subtitle!.endsWith('…'), `${size}: "${subtitle}" whole`).toBe(false);
        // Every player's name reads whole in the team panel (they read "Comput… 3").
        const named = await page.evaluate(() => {
          const hook = window.__cardTable!;
          const rows = Array.from({ length: 12 }, (_, seat) => hook.box(`sequence:player-${seat}`)!);
          return hook.textSizes().filter((tx) => rows.some((r) => r && Math.abs(tx.box.x - r.x) < 0.5 && Math.abs(tx.box.y - r.y) < 0.5));
        });
        expect(named.length, `${size}: the twelve names`).toBe(12);
        for (const tx of named) {
          expect(tx.text.includes('…'), `${size}: "${tx.text}" whole`).toBe(false);
          expect(tx.fontPx, `${size}: "${tx.text}"`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
        }
        await checkpointShot(page, `phone-polish-subtitle-${width}x${height}-${lang}`);
        await closeWithoutErrors();
      }
    }
  }, 600_000);

  it('Move history before the first move: a resumed game counts since the person came back, a new one the moves so far (never "Since your turn (0)")', async () => {
    const options = { players: 2, startPlayer: 0 };
    // Four moves in: the person's turn again.
    const { moves } = playSome(rules, options, 'phone-polish', 4);
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const launch = { game: 'sequence', options, seed: 'phone-polish', seats: ['human', 'easy'] };
      const page = await phone(390, 844, `lang=${lang}`);
      // Resumed, then a new game the person begins.
      for (const [resume, key] of [
        [{ game: 'sequence', options, seed: 'phone-polish', moves }, 'history.titleResume'],
        [undefined, 'history.titleStart'],
      ] as const) {
        await startScene(page, 'SequenceBoard', { ...launch, resume });
        await waitForName(page, 'sequence:board');
        const title = await page.evaluate(() => window.__cardTable!.texts().find((tx) => tx.startsWith('▸')));
        expect(title, `${lang}: ${key}`).toBe(`▸ ${t(key, { n: 0 })}`);
        if (resume) await checkpointShot(page, `phone-polish-history-resumed-${lang}`);
      }
      await closeWithoutErrors();
    }
  }, 600_000);

  it('Sequence\'s end dialog on a phone: the sequences of each team and the moves played on lines of their own (en, cs, de)', async () => {
    // A finished game (the person's team won 2 to 1), resumed: the end dialog shows again.
    const options = { players: 2, startPlayer: 0 };
    const { moves, state } = playSome(rules, options, 'phone-polish', 600);
    expect(rules.isOver(state)).toBe(true);
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const page = await phone(390, 844, `lang=${lang}`);
      await startScene(page, 'SequenceBoard', { game: 'sequence', options, seed: 'phone-polish', seats: ['human', 'easy'], resume: { game: 'sequence', options, seed: 'phone-polish', moves } });
      await waitForName(page, 'dialog:again');
      const [head, , last] = t('sequence.over.text', { scores: 'SCORES', moves: moves.length }).split('\n');
      const summary = (await page.evaluate(() => window.__cardTable!.textSizes())).find((tx) => tx.text.startsWith(head!));
      // (In one line, "Sequences: You: 2 · Computer 1: 1. Moves played: 103." broke after "You: 2".)
      const lines = summary?.lines.map((line) => line.trim()) ?? [];
      expect(lines, lang).toHaveLength(4);
      expect([lines[0], lines[1], lines[3]], lang).toEqual([head, `${t('sequence.you')}: 2`, last]);
      expect(lines[2], lang).toMatch(/^\S.*: 1$/);
      await checkpointShot(page, `phone-polish-sequence-end-${lang}`);
      await closeWithoutErrors();
    }
  }, 600_000);

  it('Sequence held sideways: the team panel\'s names stand apart, whole, at 12 CSS px or more (12 players in 2 or 3 teams, 6 players)', async () => {
    const setups = [
      [12, 2, 'en'],
      [12, 2, 'de'],
      [12, 3, 'en'],
      [6, 2, 'de'],
      [6, 3, 'en'],
    ] as const;
    for (const [width, height] of PHONES.filter(([w, h]) => w > h)) {
      // One page per language; a new table for each set-up.
      for (const language of ['en', 'de'] as const) {
        const page = await phone(width, height, `lang=${language}`);
        for (const [players, teams, lang] of setups.filter((x) => x[2] === language)) {
          await sequenceTable(page, { teams }, players);
          const { names, texts } = await page.evaluate((n) => {
            const hook = window.__cardTable!;
            return { names: Array.from({ length: n }, (_, seat) => hook.box(`sequence:player-${seat}`)!), texts: hook.textSizes() };
          }, players);
          const setup = `${width}×${height}, ${players} players in ${teams} teams (${lang})`;
          for (let a = 0; a < names.length; a++) {
            expect(names[a], `${setup}: player ${a} listed`).toBeTruthy();
            expect(names[a]!.height, `${setup}: player ${a}`).toBeGreaterThanOrEqual(MIN_TEXT);
            for (let b = a + 1; b < names.length; b++) {
              const [p, q] = [names[a]!, names[b]!];
              // Rows one above the other keep a gap of 2 CSS px; side by side, they do not touch.
              const o = overlap(p, q);
              expect(o.x <= 0 || o.y <= -2, `${setup}: players ${a} and ${b} apart`).toBe(true);
            }
          }
          const listed = texts.filter((tx) => names.some((n) => inside(tx.box, n, 1)));
          for (const tx of listed) {
            expect(tx.fontPx, `${setup}: "${tx.text}"`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
            expect(tx.text.endsWith('…'), `${setup}: "${tx.text}" whole`).toBe(false);
          }
          await checkpointShot(page, `phone-polish-teams-${width}x${height}-${players}p${teams}t-${lang}`);
        }
        await closeWithoutErrors();
      }
    }
  }, 600_000);

  it('Sequence: a notice lies over the board, never over the team panel, the status or the hand (desktop and phones)', async () => {
    for (const [width, height, touch] of [
      [1280, 720, false],
      [844, 390, true],
      [390, 844, true],
    ] as const) {
      open = await openGame('', { width, height, scale: touch ? 3 : 1, touch });
      const { page } = open;
      await sequenceTable(page, { teams: 2 }, 12);
      // A card picked (the status then says what it does), then a corner, never a legal space: "That
      // card cannot go there."
      const before = await page.evaluate(() => JSON.stringify(window.__cardTable!.texts()));
      for (const id of ['hand-0', 'cell-0-0']) {
        const p = (await page.evaluate((i) => window.__cardTable!.locate(i), id))!;
        await page.mouse.click(p.x, p.y);
        if (id === 'hand-0') await page.waitForFunction((b) => JSON.stringify(window.__cardTable!.texts()) !== b, before);
      }
      await page.waitForFunction(() => window.__cardTable!.names().includes('toast'));
      // Settled where it stays (it slides 20 units down as it fades in).
      await page.waitForTimeout(500);
      const seen = await page.evaluate(() => {
        const hook = window.__cardTable!;
        const hand: Array<{ x: number; y: number }> = [];
        for (let i = 0; hook.locate(`hand-${i}`); i++) hand.push(hook.locate(`hand-${i}`)!);
        const panel = hook.names().filter((n) => n.startsWith('sequence:team-') || n.startsWith('sequence:player-'));
        return {
          toast: hook.box('toast')!,
          first: hook.box('cell-0-0')!,
          last: hook.box('cell-9-9')!,
          avoid: [...panel, 'sequence:status'].map((n) => ({ n, box: hook.box(n)! })),
          hand,
        };
      });
      const size = `${width}×${height}`;
      const board = { x: seen.first.x, y: seen.first.y, width: seen.last.x + seen.last.width - seen.first.x, height: seen.last.y + seen.last.height - seen.first.y };
      // Over the board's columns and rows (its top edge is under the top bar, over the board's frame).
      expect(seen.toast.x, `${size}: the toast over the board`).toBeGreaterThanOrEqual(board.x - 2);
      expect(seen.toast.x + seen.toast.width, `${size}: the toast over the board`).toBeLessThanOrEqual(board.x + board.width + 2);
      expect(seen.toast.y + seen.toast.height, `${size}: the toast over the board`).toBeLessThanOrEqual(board.y + board.height);
      expect(seen.avoid.length, `${size}: team panel and status found`).toBeGreaterThanOrEqual(14);
      for (const { n, box } of seen.avoid) expect(intersects(seen.toast, box), `${size}: the toast over ${n}`).toBe(false);
      for (const [i, c] of seen.hand.entries()) expect(inside({ ...c, width: 0, height: 0 }, seen.toast, 0), `${size}: the toast over hand card ${i}`).toBe(false);
      await checkpointShot(page, `phone-polish-toast-${width}x${height}`);
      await closeWithoutErrors();
    }
  }, 600_000);

  it('No Thanks: a notice covers no opponent, nor the card on offer, the buttons or the history (upright, sideways, desktop)', async () => {
    for (const [width, height, touch, counts] of [
      [390, 844, true, [3, 7]],
      [360, 640, true, [6]],
      [844, 390, true, [5]],
      [1280, 720, false, [7, 3]],
    ] as const) {
      open = await openGame('', { width, height, scale: touch ? 3 : 1, touch });
      const { page } = open;
      // A new table on the same page for each number of players.
      for (const players of counts) {
        await startScene(page, 'NoThanksTable', { game: 'nothanks', options: { players }, seed: 'phone-polish', seats: ['human', ...Array<string>(players - 1).fill('easy')] });
        // Share: "Link copied" (or, without a clipboard, where the link is).
        await tapNamed(page, 'nothanks:share');
        await page.waitForFunction(() => window.__cardTable!.names().includes('toast'));
        // Settled where it stays (it slides 20 units as it fades in).
        await page.waitForTimeout(500);
        await expectNoticeClear(page, players, width, height);
        await checkpointShot(page, `phone-polish-nothanks-toast-${width}x${height}-${players}p`);
      }
      await closeWithoutErrors();
    }
  }, 600_000);

  it('No Thanks after the end, View table: the Result button covers none of the person\'s cards; the history lists all moves', async () => {
    const { moves, cards } = manyRuns();
    const options = { players: 5 };
    for (const [width, height, touch] of [[390, 844, true], [844, 390, true], [1280, 720, false]] as const) {
      open = await openGame('', { width, height, scale: touch ? 3 : 1, touch });
      const { page } = open;
      await startScene(page, 'NoThanksTable', { game: 'nothanks', options, seed: 'r2', seats: ['human', 'easy', 'easy', 'easy', 'easy'], resume: { game: 'nothanks', options, seed: 'r2', moves } });
      await tapNamed(page, 'nothanks:view');
      await waitForName(page, 'table:result');
      await page.waitForTimeout(300);
      const size = `${width}×${height}`;
      const seen = await page.evaluate((mine) => ({ result: window.__cardTable!.box('table:result')!, cards: mine.map((n) => window.__cardTable!.box(`taken-${n}`)) }), cards[0]!);
      seen.cards.forEach((card, i) => expect(intersects(seen.result, card!), `${size}: Result over card ${cards[0]![i]}`).toBe(false));
      // Every move of the game ("Since your turn (1)" meant nothing after the last card).
      expect((await page.evaluate(() => window.__cardTable!.texts())).some((tx) => tx.endsWith(`All moves (${moves.length})`)), `${size}: the history's title`).toBe(true);
      await checkpointShot(page, `phone-polish-nothanks-viewtable-${width}x${height}`);
      await closeWithoutErrors();
    }
  }, 300_000);

  it('No Thanks: a speech bubble lies on no other seat, nor on the card, the buttons, the help line or the history (upright, sideways, desktop)', async () => {
    for (const [width, height, touch, players] of [[1280, 720, false, 7], [390, 844, true, 3], [390, 844, true, 7], [844, 390, true, 5]] as const) {
      // At the fast speed: the bubbles are placed as at any other, and the game is over sooner.
      open = await openGame('speed=fast', { width, height, scale: touch ? 3 : 1, touch, gameSpeed: true });
      const { page } = open;
      await startScene(page, 'NoThanksTable', { game: 'nothanks', options: { players }, seed: 'bubbles', seats: ['human', ...Array<string>(players - 1).fill('easy')] });
      const size = `${width}×${height}, ${players} players`;
      let seen = 0;
      for (let polls = 0; seen < players + 1 && polls < 2000; polls++) {
        const now = await page.evaluate((n) => {
          const hook = window.__cardTable!;
          const names = hook.names();
          const keep = ['card', 'nothanks:take', 'nothanks:pass', 'history:toggle', ...(names.includes('nothanks:help') ? ['nothanks:help'] : [])];
          return {
            bubble: names.includes('speech-bubble') ? hook.box('speech-bubble') : null,
            seats: Array.from({ length: n }, (_, i) => hook.box(`nothanks:seat-${i}`)!),
            keep: keep.map((name) => ({ name, box: hook.box(name) })),
            ask: names.includes('nothanks:help'),
          };
        }, players);
        if (now.bubble) {
          // Grown to full size and settled (it pops out of its tail, overshooting, then holds): the
          // same box in two frames running.
          const bubble = await page
            .waitForFunction(() => {
              const w = window as unknown as { __lastBubble?: string };
              const box = window.__cardTable!.box('speech-bubble');
              if (!box) return 'gone';
              const key = JSON.stringify(box);
              const settled = w.__lastBubble === key;
              w.__lastBubble = key;
              return settled ? box : false;
            }, undefined, { polling: 'raf', timeout: 5_000 })
            .then((h) => h.jsonValue() as Promise<{ x: number; y: number; width: number; height: number } | 'gone'>)
            .catch(() => 'gone' as const);
          // Gone already (a slow frame): the next one.
          if (bubble === 'gone') continue;
          // The hook's seat boxes take in the panels' drop shadows (17 units below): 8 CSS px of slack.
          const on = now.seats.filter((seat) => intersects(bubble, seat, 8));
          expect(on.length, `${size}: a bubble ${JSON.stringify(bubble)} on ${on.length} seats ${JSON.stringify(on)}`).toBeLessThanOrEqual(1);
          for (const { name, box } of now.keep) if (box) expect(intersects(bubble, box), `${size}: a bubble over ${name}`).toBe(false);
          if (seen === 1) await checkpointShot(page, `phone-polish-nothanks-bubble-${width}x${height}-${players}p`);
          seen++;
          await page.waitForFunction(() => !window.__cardTable!.names().includes('speech-bubble'), undefined, { timeout: 10_000 });
        } else if (now.ask) await tapNamed(page, 'nothanks:pass');
        else await page.waitForTimeout(40);
      }
      expect(seen, `${size}: bubbles seen`).toBeGreaterThan(players);
      await closeWithoutErrors();
    }
  }, 600_000);

  it('No Thanks: a notice showing as the phone turns moves with the table, off the card on offer and the opponents', async () => {
    const players = 5;
    const page = await phone(390, 844);
    await startScene(page, 'NoThanksTable', { game: 'nothanks', options: { players }, seed: 'phone-polish', seats: ['human', ...Array<string>(players - 1).fill('easy')] });
    await tapNamed(page, 'nothanks:share');
    await page.waitForFunction(() => window.__cardTable!.names().includes('toast'));
    await page.waitForTimeout(300);
    await expectNoticeClear(page, players, 390, 844);
    // Turned sideways while the notice is still up (it is read for 2.4 s at least).
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas');
      return !!c && c.width > c.height;
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__cardTable!.names().includes('toast')), 'the notice still up').toBe(true);
    await expectNoticeClear(page, players, 844, 390);
    await checkpointShot(page, 'phone-polish-nothanks-toast-turned-844x390');
    await closeWithoutErrors();
  }, 180_000);

  it('Gaps: no other tap target reaches into a card\'s or gap\'s touch box (every row\'s last place and the toolbar included)', async () => {
    // One phone, turned and resized through the sizes; a table dealt again at each.
    const page = await phone(PHONES[0][0], PHONES[0][1]);
    for await (const [width, height] of atEachSize(page, [...PHONES, [360, 640] as const], 'GapsTableau', { game: 'gaps', options: {}, seed: 'phone-polish', seats: ['human'] })) {
      await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:clock'));
      const targets = await page.evaluate(() => window.__cardTable!.targets());
      // The places: the 48 cards (unnamed card sprites) and the 4 gaps.
      const places = targets.filter((tg) => /^gap-\d+-\d+$/.test(tg.name) || (tg.name === '' && tg.type === 'Container'));
      const others = targets.filter((tg) => !places.includes(tg));
      const size = `${width}×${height}`;
      expect(places.length, `${size}: 52 places`).toBe(52);
      expect(others.map((o) => o.name), `${size}: the strip and the toolbar`).toEqual(expect.arrayContaining(['gaps:clock', 'gaps:deal', 'gaps:solver', 'gaps:undo', 'gaps:new', 'gaps:back']));
      for (const o of others) {
        for (const p of places) {
          const o2 = overlap(o.box, p.box);
          expect(o2.x > SLACK && o2.y > SLACK, `${size}: ${o.name} overlaps the place at ${p.box.x.toFixed(1)},${p.box.y.toFixed(1)} by ${o2.y.toFixed(1)} px`).toBe(false);
        }
      }
      // Still a finger's size.
      const clock = others.find((o) => o.name === 'gaps:clock')!;
      expect(clock.box.height, `${size}: the clock's tap box`).toBeGreaterThanOrEqual(MIN_TARGET - SLACK);
      await checkpointShot(page, `phone-polish-gaps-${width}x${height}`);
    }
    await closeWithoutErrors();
  }, 600_000);

  it('Statistics at 360×740: every column header reads in full, in German, English and Czech', async () => {
    const stats = {
      nothanks: { '3p': results(9), '4p': results(8), '5p-tactical': results(7), '7p': results(6) },
      gaps: { aisleriot: results(9), 'aisleriot-r0-randomgaps': results(8), 'montana-runlimited': results(7), basic: results(6) },
      sequence: { 'classic-2p': results(9), 'classic-12p': results(8), 'numbers-2p': results(7), 'numbers-6p': results(6) },
    };
    for (const lang of ['de', 'en', 'cs'] as const) {
      open = await openStatistics(`lang=${lang}`, { width: 360, height: 740, scale: 3, touch: true }, stats);
      const { page } = open;
      const { headers, texts, panel } = await page.evaluate(() => {
        const hook = window.__cardTable!;
        return { headers: [1, 2, 3, 4, 5, 6].map((ci) => hook.box(`stats:header-0-${ci}`)!), texts: hook.textSizes(), panel: hook.box('stats:panel')! };
      });
      setSessionLanguage(lang);
      const full = ['stats.played', 'stats.won', 'stats.winRate', 'stats.streak', 'stats.best', 'stats.average'].map((key) => t(key).split(SOFT_HYPHEN).join(''));
      for (const [ci, box] of headers.entries()) {
        expect(box, `${lang}: header ${ci + 1}`).toBeTruthy();
        expect(inside(box, panel), `${lang}: header ${ci + 1} in the panel`).toBe(true);
        if (ci > 0) expect(box.x, `${lang}: header ${ci + 1} apart`).toBeGreaterThan(headers[ci - 1]!.x + headers[ci - 1]!.width);
        // Its text as drawn: the lines joined again ("Best-" / "wert" at a marked syllable).
        const drawn = texts.find((tx) => Math.abs(tx.box.x - box.x) < 0.5 && Math.abs(tx.box.y - box.y) < 0.5)!;
        expect(drawn, `${lang}: header ${ci + 1} drawn`).toBeTruthy();
        const read = drawn.lines.reduce((acc, line) => (acc.endsWith('-') && !full[ci]!.includes(`${acc}${line}`) ? `${acc.slice(0, -1)}${line}` : acc ? `${acc} ${line}` : line), '');
        expect(read, `${lang}: header ${ci + 1}`).toBe(full[ci]);
        expect(drawn.fontPx, `${lang}: header ${ci + 1}`).toBeGreaterThanOrEqual(MIN_TEXT - SLACK);
      }
      expect(texts.filter((tx) => tx.text.includes('…')).map((tx) => tx.text), `${lang}: nothing cut short`).toEqual([]);
      await checkpointShot(page, `phone-polish-stats-360x740-${lang}`);
      await closeWithoutErrors();
    }
  }, 600_000);
});
