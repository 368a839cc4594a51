/**
 * No input is lost (issue 30): a press while a move animates finishes the animation at once and is
 * then handled, in every game, with the mouse and by touch; the rules page's tabs swap in place and
 * Back right after works; Gaps and No Thanks are played to their end with the keyboard alone.
 *
 * The games run at slow animation speed here (instant in the keyboard games), so that a press really
 * comes while something moves: the page records, at each pointer press and before the game sees it,
 * whether the table was animating (`__cardTable.animating()`), and the tests check that it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findCard, rules as gapsRules, type GapsMove, type GapsState } from '../../src/engine/gaps';
import { marginalCardPoints, rules as ntRules, type NoThanksState } from '../../src/engine/nothanks';
import { rules as seqRules, cardRole, type SequenceMove, type SequenceState } from '../../src/engine/sequence';
import { checkpointShot, clickSegment, locate, nextNoThanksDecision, notation, openGame, startTable, texts, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

type Point = { x: number; y: number };
type CardMove = Extract<GapsMove, { type: 'move' }>;

/** From now on the page notes, for every pointer press, whether the table was animating as it came. */
async function recordPresses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __presses: boolean[] };
    w.__presses = [];
    // Capture on the window: ahead of every listener of the canvas (the game's own included).
    window.addEventListener('pointerdown', () => w.__presses.push(window.__cardTable?.animating() ?? false), true);
  });
}

async function presses(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __presses: boolean[] }).__presses);
}

/** A drag with the real mouse: press, three moves, release. */
async function mouseDrag(page: Page, a: Point, b: Point): Promise<void> {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 3; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 3, a.y + ((b.y - a.y) * i) / 3);
  await page.mouse.up();
}

/** A drag with one finger, through the DevTools protocol's touch events (as a phone sends them). */
async function touchDrag(page: Page, a: Point, b: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let i = 1; i <= 3; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * i) / 3, y: a.y + ((b.y - a.y) * i) / 3 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until the game's notation is `want` (or satisfies it); returns the notation. */
async function notationBecomes(page: Page, want: string | ((n: string) => boolean), timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const n = (await notation(page)) ?? '';
    if (typeof want === 'string' ? n === want : want(n)) return n;
    if (Date.now() > deadline) throw new Error(`the game did not reach the expected position; it shows:\n${n}`);
    await page.waitForTimeout(40);
  }
}

async function untilAnimating(page: Page, also: string = 'true'): Promise<void> {
  await page.waitForFunction(`window.__cardTable?.animating() === true && (${also})`, undefined, { timeout: 30_000, polling: 'raf' });
}

// ------------------------------------------------------------------ Gaps

async function gapsState(page: Page): Promise<GapsState> {
  return gapsRules.parse((await notation(page))!);
}

/** Where a card rests once every animation has ended: the place the state has it in. */
async function restingPlace(page: Page, s: GapsState, card: string): Promise<Point> {
  const at = findCard(s.rows, card as never)!;
  return locate(page, `gap-${at.row}-${at.col}`);
}

function cardMoves(s: GapsState): CardMove[] {
  return gapsRules.legalMoves(s).filter((m): m is CardMove => m.type === 'move');
}

/** A move made by a tap (its card has only this gap) and, after it, a move of another card. */
function twoMoves(s: GapsState): [CardMove, CardMove, GapsState] {
  const moves = cardMoves(s);
  for (const first of moves) {
    if (moves.filter((m) => m.card === first.card).length !== 1) continue;
    const next = gapsRules.play(s, first).state;
    const second = cardMoves(next).find((m) => m.card !== first.card);
    if (second) return [first, second, next];
  }
  throw new Error('no two moves in a row here');
}

async function dragCard(page: Page, s: GapsState, move: CardMove, by: 'mouse' | 'touch'): Promise<void> {
  const from = await restingPlace(page, s, move.card);
  const to = await locate(page, `gap-${move.to.row}-${move.to.col}`);
  if (by === 'mouse') await mouseDrag(page, from, to);
  else await touchDrag(page, from, to);
}

// ------------------------------------------------------------------ No Thanks

async function ntState(page: Page): Promise<NoThanksState> {
  return ntRules.parse((await notation(page))!);
}

async function ntStart(page: Page, seats: string[], seed: string): Promise<void> {
  await page.evaluate(
    ({ seats, seed }) => window.__cardTable!.start('NoThanksTable', { game: 'nothanks', options: { players: seats.length, variant: 'standard' }, seed, seats }),
    { seats, seed },
  );
  await waitForScene(page, 'NoThanksTable', 30_000);
  await page.waitForFunction(() => window.__cardTable!.notation() !== null);
}

/** Waits until the person at the screen decides, or the score sheet is up. */
const ntDecision = (page: Page): Promise<'human' | 'over'> => nextNoThanksDecision(page, 60_000);

// ------------------------------------------------------------------ the keyboard alone

async function focusAt(page: Page): Promise<Point | null> {
  return page.evaluate(() => window.__cardTable!.focus());
}

const near = (a: Point | null, b: Point): boolean => !!a && Math.abs(a.x - b.x) < 3 && Math.abs(a.y - b.y) < 3;

/** Moves the keyboard focus onto the place at `target` with the arrow keys (as a person looking at the ring would). */
async function arrowTo(page: Page, target: Point): Promise<number> {
  let presses = 0;
  let horizontalFirst = true;
  for (let tries = 0; tries < 40; tries++) {
    const at = await focusAt(page);
    if (near(at, target)) return presses;
    const dx = at ? target.x - at.x : 1;
    const dy = at ? target.y - at.y : 1;
    const horizontal = Math.abs(dx) > 3 && (horizontalFirst || Math.abs(dy) <= 3);
    await page.keyboard.press(horizontal ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
    presses++;
    // An arrow that did not move the focus (nothing that way on this line): try the other axis.
    if (near(await focusAt(page), at ?? { x: -99, y: -99 })) horizontalFirst = !horizontalFirst;
  }
  throw new Error(`the focus did not reach ${JSON.stringify(target)}`);
}

function movesInto(s: GapsState, gap: { row: number; col: number }): CardMove[] {
  return cardMoves(s).filter((m) => m.to.row === gap.row && m.to.col === gap.col);
}

describe('no input is lost', () => {
  it('Gaps: a card dragged while the deal, a slide or an undo moves is played, with the mouse and by touch', async () => {
    open = await openGame('speed=slow', { touch: true });
    const { page, errors } = open;
    await recordPresses(page);
    await page.evaluate(() => window.__cardTable!.start('GapsTableau', { game: 'gaps', options: {}, seed: '3', seats: ['human'] }));
    await page.waitForFunction(() => window.__cardTable!.scene() === 'GapsTableau' && window.__cardTable!.notation() !== null, undefined, { timeout: 30_000 });

    // 1. During the deal (cards still flying in): a drag with the mouse.
    await untilAnimating(page);
    let s = await gapsState(page);
    const first = cardMoves(s)[0]!;
    await dragCard(page, s, first, 'mouse');
    s = gapsRules.play(s, first).state;
    await notationBecomes(page, gapsRules.format(s));
    expect((await presses(page)).at(-1), 'the drag began during the deal').toBe(true);

    // 2. During a slide: tap a card to its gap, and at once drag another card (mouse, then touch).
    for (const by of ['mouse', 'touch'] as const) {
      await page.waitForFunction(() => !window.__cardTable!.animating());
      const [tapped, dragged, between] = twoMoves(s);
      const at = await restingPlace(page, s, tapped.card);
      if (by === 'mouse') await page.mouse.click(at.x, at.y);
      else await page.touchscreen.tap(at.x, at.y);
      await dragCard(page, between, dragged, by);
      s = gapsRules.play(between, dragged).state;
      await notationBecomes(page, gapsRules.format(s));
      expect((await presses(page)).at(-1), `the ${by} drag began during the slide`).toBe(true);
    }

    // 3. During the glide of an undo (key Z): a drag by touch of a move of the position undone to.
    await page.waitForFunction(() => !window.__cardTable!.animating());
    const undone = gapsRules.parse(gapsRules.format(s));
    await page.keyboard.press('z');
    const back = await notationBecomes(page, (n) => n !== gapsRules.format(undone));
    s = gapsRules.parse(back);
    await untilAnimating(page);
    const again = cardMoves(s).find((m) => m.card !== cardMoves(s)[0]?.card) ?? cardMoves(s)[0]!;
    await dragCard(page, s, again, 'touch');
    s = gapsRules.play(s, again).state;
    await notationBecomes(page, gapsRules.format(s));
    expect((await presses(page)).at(-1), 'the drag began during the undo').toBe(true);
    await page.waitForFunction(() => !window.__cardTable!.animating());
    await checkpointShot(page, 'input-gaps-after-fast-drags');
    expect(errors).toEqual([]);
  });

  it('No Thanks: the card dragged, tapped or paid on while chips and cards fly is taken or paid, with the mouse and by touch', async () => {
    open = await openGame('speed=slow', { touch: true });
    const { page, errors } = open;
    await recordPresses(page);
    await ntStart(page, ['human', 'easy', 'easy'], 'e2e-input');
    expect(await ntDecision(page)).toBe('human');
    const offer = await locate(page, 'card');
    const row = await locate(page, 'row-0');
    const chip = await locate(page, 'chip');

    // 1. Take with the button; while that card and the next one fly, drag the next card to the row (mouse).
    let s = await ntState(page);
    expect(s.toMove).toBe(0);
    await page.mouse.click((await locate(page, 'nothanks:take')).x, (await locate(page, 'nothanks:take')).y);
    await untilAnimating(page);
    await mouseDrag(page, offer, row);
    await notationBecomes(page, (n) => ntRules.parse(n).cards[0]!.length === s.cards[0]!.length + 2);
    expect((await presses(page)).at(-1), 'the drag began during the take').toBe(true);

    // 2. The person plays again: take with a tap on the card; while it flies, pay with a chip dragged by touch.
    s = await ntState(page);
    await page.waitForFunction(() => !window.__cardTable!.animating());
    await page.touchscreen.tap(offer.x, offer.y);
    await untilAnimating(page);
    await touchDrag(page, chip, offer);
    await notationBecomes(page, (n) => {
      const now = ntRules.parse(n);
      return now.cards[0]!.length === s.cards[0]!.length + 1 && now.chips[0]! === s.chips[0]! + s.pot - 1;
    });
    expect((await presses(page)).at(-1), 'the chip was dragged during the take').toBe(true);

    // 3. While a computer player's move is still shown and the person is next: a tap on the card (touch),
    //    then a drag of the card to the row (mouse). Both take the card.
    for (const by of ['touch', 'mouse'] as const) {
      const mine = (await ntState(page)).cards[0]!.length;
      for (;;) {
        const now = await ntState(page);
        if (now.toMove === 0 && (await page.evaluate(() => window.__cardTable!.animating()))) break;
        await page.waitForTimeout(10);
      }
      if (by === 'touch') await page.touchscreen.tap(offer.x, offer.y);
      else await mouseDrag(page, offer, row);
      await notationBecomes(page, (n) => ntRules.parse(n).cards[0]!.length === mine + 1);
      expect((await presses(page)).at(-1), `the ${by} press came during a computer player's move`).toBe(true);
    }

    // 4. Take with the button; the next card flies in from the stack, and a tap on it while it is still
    //    on its way (where it is then, not where it will land) takes it too.
    await page.waitForFunction(() => !window.__cardTable!.animating());
    s = await ntState(page);
    expect(s.toMove).toBe(0);
    await page.mouse.click((await locate(page, 'nothanks:take')).x, (await locate(page, 'nothanks:take')).y);
    const flying = await page.waitForFunction(
      (to) => {
        const hook = window.__cardTable!;
        const at = hook.locate('card');
        // On its way from the stack (left of the offer spot), well away from where it lands.
        return hook.animating() && at && to.x - at.x > 40 ? at : null;
      },
      offer,
      { timeout: 20_000, polling: 10 },
    );
    const inFlight = (await flying.jsonValue())!;
    await page.touchscreen.tap(inFlight.x, inFlight.y);
    await notationBecomes(page, (n) => ntRules.parse(n).cards[0]!.length === s.cards[0]!.length + 2);
    expect((await presses(page)).at(-1), 'the tap came while the card flew in').toBe(true);
    expect(errors).toEqual([]);
  });

  it('No Thanks: a double click on Take or on the card, or T pressed twice, takes only the card that was seen', async () => {
    open = await openGame('', { gameSpeed: true });
    const { page, errors } = open;
    await ntStart(page, ['human', 'easy', 'easy'], 'e2e-input');
    expect(await ntDecision(page)).toBe('human');
    const take = await locate(page, 'nothanks:take');
    /** Runs `act` on the person's turn once nothing moves; the person then holds `more` cards. */
    const takes = async (act: () => Promise<void>, more: number, what: string): Promise<void> => {
      await page.waitForFunction(() => !window.__cardTable!.animating());
      const s = await ntState(page);
      expect(s.toMove).toBe(0);
      await act();
      await page.waitForTimeout(1500);
      await page.waitForFunction(() => !window.__cardTable!.animating());
      // The second press finished the take's animation (the next card came up at that instant) but did
      // not take that card: the person had not seen it. (Before, it was taken too.)
      expect((await ntState(page)).cards[0], what).toHaveLength(s.cards[0]!.length + more);
    };
    await takes(() => page.mouse.dblclick(take.x, take.y), 1, 'a double click');
    const card = await locate(page, 'card');
    await takes(() => page.mouse.dblclick(card.x, card.y), 1, 'a double click on the card');
    await takes(async () => {
      await page.mouse.click(take.x, take.y);
      await page.waitForTimeout(200);
      await page.mouse.click(take.x, take.y);
    }, 1, 'two clicks 0.2 s apart');
    await takes(async () => {
      await page.keyboard.press('t');
      await page.waitForTimeout(150);
      await page.keyboard.press('t');
    }, 1, 'T twice');
    // Once the card is face up, Take takes it at once.
    await takes(() => page.mouse.click(take.x, take.y), 1, 'one click');
    expect(errors).toEqual([]);
  });

  it('Sequence: a card dragged while the computer player\'s chip lands is played, with the mouse and by touch', async () => {
    open = await openGame('speed=slow', { touch: true });
    const { page, errors } = open;
    await recordPresses(page);
    await startTable(page, { game: 'sequence', options: { players: 2, variant: 'classic' }, seed: 'e2e-input', seats: ['human', 'easy'] });
    const computerChips = (state: SequenceState): number => state.chips.filter((c) => c === 1).length;
    let seen = computerChips(seqRules.parse((await notation(page))!));
    for (const by of ['mouse', 'touch'] as const) {
      // The person is next, and a new move of the computer player is still being shown. (When the
      // person is asked while nothing moves, as for the first move, they play at rest to get there.)
      let s: SequenceState;
      for (;;) {
        s = seqRules.parse((await notation(page))!);
        const animating = await page.evaluate(() => window.__cardTable!.animating());
        if (s.toMove === 0 && animating && computerChips(s) > seen) break;
        if (s.toMove === 0 && !animating && (await page.evaluate(() => window.__cardTable!.names().includes('sequence:board')))) {
          const atRest = seqRules.legalMoves(s).find((m): m is SequenceMove & { row: number; col: number } => m.type === 'place' && cardRole(m.card) === 'normal')!;
          seen = computerChips(s);
          await mouseDrag(page, await locate(page, atRest.card), await locate(page, `cell-${atRest.row}-${atRest.col}`));
          await notationBecomes(page, (n) => seqRules.parse(n).chips[atRest.row * 10 + atRest.col] === 0, 30_000);
          continue;
        }
        await page.waitForTimeout(10);
      }
      seen = computerChips(s);
      const move = seqRules.legalMoves(s).find((m): m is SequenceMove & { row: number; col: number } => m.type === 'place' && cardRole(m.card) === 'normal')!;
      const a = await locate(page, move.card);
      const b = await locate(page, `cell-${move.row}-${move.col}`);
      if (by === 'mouse') await mouseDrag(page, a, b);
      else await touchDrag(page, a, b);
      // The person's chip is on that space (computer moves may follow at once).
      const cell = move.row * 10 + move.col;
      expect(s.chips[cell]).toBe(-1);
      await notationBecomes(page, (n) => seqRules.parse(n).chips[cell] === 0, 30_000);
      expect((await presses(page)).at(-1), `the ${by} drag began during the computer's move`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('the rules page: a tab swaps the rules in place, and Back right after it works', async () => {
    open = await openGame('', { gameSpeed: true });
    const { page, errors } = open;
    await page.mouse.click((await locate(page, 'menu:instructions')).x, (await locate(page, 'menu:instructions')).y);
    await waitForScene(page, 'Instructions');
    await clickSegment(page, 'rules:tabs', 1, 3);
    // No scene change (that would start with the click and make the page not ready): the rules swap in place.
    expect(await page.evaluate(() => [window.__cardTable!.scene(), window.__cardTable!.ready])).toEqual(['Instructions', true]);
    await page.waitForFunction(() => window.__cardTable!.texts().some((t) => t.startsWith('Arrange the cards into four rows')));
    expect((await texts(page)).some((t) => t.startsWith('Cards are minus points')), 'the No Thanks rules are gone').toBe(false);
    await checkpointShot(page, 'input-rules-gaps-tab');
    // A tab and Back in quick succession: Back is not lost.
    await clickSegment(page, 'rules:tabs', 2, 3);
    const back = await locate(page, 'rules:back');
    await page.mouse.click(back.x, back.y);
    await waitForScene(page, 'Menu', 30_000);
    expect(errors).toEqual([]);
  });
  it('Gaps with the keyboard alone: a whole deal to its end; the focus stays in the tableau after each move, and Esc asks first', async () => {
    open = await openGame();
    const { page, errors } = open;
    await page.evaluate(() => window.__cardTable!.start('GapsTableau', { game: 'gaps', options: {}, seed: '3', seats: ['human'] }));
    await waitForScene(page, 'GapsTableau', 30_000);
    await page.waitForFunction(() => window.__cardTable!.notation() !== null && window.__cardTable!.names().includes('gaps:hint') && !window.__cardTable!.animating());
    let moves = 0;
    let redeals = 0;
    let chained = 0;
    let arrows = 0;
    for (;;) {
      const s = await gapsState(page);
      if (gapsRules.isOver(s)) break;
      const legal = gapsRules.legalMoves(s);
      const before = gapsRules.format(s);
      if (legal.length === 1 && legal[0]!.type === 'redeal') {
        await page.keyboard.press('r');
        await notationBecomes(page, (n) => n !== before);
        redeals++;
        continue;
      }
      // The gap nearest to the focus (no arrow at all when the focus is already on one a card fits).
      const at = await focusAt(page);
      const options = await Promise.all(cardMoves(s).map(async (m) => ({ m, p: await locate(page, `gap-${m.to.row}-${m.to.col}`) })));
      options.sort((a, b) => (at ? Math.hypot(a.p.x - at.x, a.p.y - at.y) - Math.hypot(b.p.x - at.x, b.p.y - at.y) : 0));
      const { m: move, p: gap } = options[0]!;
      if (near(at, gap)) chained++;
      arrows += await arrowTo(page, gap);
      await page.keyboard.press('Enter');
      const viaCard = movesInto(s, move.to).length > 1;
      if (viaCard) {
        // Several 2s fit this leftmost gap: they glow, and the chosen one is picked with Enter.
        arrows += await arrowTo(page, await restingPlace(page, s, move.card));
        await page.keyboard.press('Enter');
      }
      const after = gapsRules.play(s, move).state;
      await notationBecomes(page, gapsRules.format(after));
      await page.waitForFunction(() => !window.__cardTable!.animating());
      moves++;
      // The focus stayed in the tableau: on the gap the card left when a card fits it, else on the card.
      const from = findCard(s.rows, move.card)!;
      const left = await locate(page, `gap-${from.row}-${from.col}`);
      // (A 2 picked among several keeps the focus itself: it is now in the gap.)
      const expected = !viaCard && movesInto(after, from).length > 0 ? left : gap;
      // (Unless the move ended the deal: then the result dialog has the focus.)
      if (!gapsRules.isOver(after)) expect(near(await focusAt(page), expected), `focus after move ${moves}`).toBe(true);
      if (moves === 5) {
        // Esc asks before leaving a game in progress; Esc again stays.
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.__cardTable!.texts().includes('Leave this game?'));
        await checkpointShot(page, 'input-gaps-keyboard-leave-dialog');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !window.__cardTable!.texts().includes('Leave this game?'));
        expect(await page.evaluate(() => window.__cardTable!.scene())).toBe('GapsTableau');
      }
    }
    const end = await gapsState(page);
    const { winners } = gapsRules.score(end);
    await page.waitForFunction((won) => window.__cardTable!.texts().includes(won ? 'You won!' : 'No moves left'), winners.length > 0, { timeout: 30_000 });
    await checkpointShot(page, 'input-gaps-keyboard-end');
    console.info(`gaps by keyboard: ${moves} moves, ${redeals} redeals, ${arrows} arrow presses, ${chained} moves with the focus already on the gap; ${winners.length > 0 ? 'won' : 'lost'}`);
    if (winners.length === 0) expect(redeals).toBe(2);
    expect(chained).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);

  it('No Thanks with the keyboard alone: a whole game against computer players; Esc asks first', async () => {
    open = await openGame();
    const { page, errors } = open;
    page.on('console', (m) => { if (m.text().startsWith('DROP')) console.info(m.text()); });
    await ntStart(page, ['human', 'easy', 'easy', 'easy'], 'e2e-keys');
    let turns = 0;
    while ((await ntDecision(page)) === 'human') {
      const s = await ntState(page);
      const me = s.toMove;
      expect(me).toBe(0);
      const take = (s.chips[me] ?? 0) === 0 || marginalCardPoints(s.cards[me] ?? [], s.faceUp!) - s.pot <= 6;
      // Enter and Space take and pass while nothing has the focus. Once "Leave this game?" has been
      // closed the focus is back on Back (Enter there asks again), so from then on the letters play.
      const keys = turns % 2 === 0 || turns >= 3 ? ['t', 'n'] : ['Enter', 'Space'];
      const before = ntRules.format(s);
      if (turns === 3) {
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.__cardTable!.texts().includes('Leave this game?'));
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !window.__cardTable!.texts().includes('Leave this game?'));
      }
      await page.keyboard.press(take ? keys[0]! : keys[1]!);
      const after = ntRules.parse(await notationBecomes(page, (n) => n !== before));
      expect(after.cards[0]!.length, `turn ${turns}: ${take ? 'take' : 'no thanks'}`).toBe(s.cards[0]!.length + (take ? 1 : 0));
      turns++;
    }
    expect(ntRules.isOver(await ntState(page))).toBe(true);
    await checkpointShot(page, 'input-nothanks-keyboard-end');
    expect(turns).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  }, 400_000);
});
