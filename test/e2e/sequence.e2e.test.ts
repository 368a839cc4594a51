/**
 * Sequence and Sequence Numbers through the real UI: four whole games played with the mouse (drags
 * from the hand onto the board and onto the discard pile) against easy computer players: classic
 * and Numbers, each for 2 players and for 3 teams of 2 (the person with a computer team mate), each
 * with a wild card (two-eyed jack / PLUS), a remove card (one-eyed jack / MINUS) and a dead-card
 * exchange. Learning mode (answers on the cards) and the deck with × and ÷ are chosen in the menu.
 * Then pass-and-play behind the hand-over screen, tap-then-click and keyboard play.
 *
 * Games are kept short and exact with an explicit deck, worked out here in Node before the page
 * starts: the game is rehearsed with the engine and the same computer player the page runs (same
 * seeds), and whenever someone draws, the next card of the deck is chosen for them: the person (and
 * team mates) get the cards of two target lines, the others get plain cards. The person's moves are
 * then picked from the state the page reports (the same function as in the rehearsal) and made with
 * the mouse.
 *
 * Speed: the page runs at instant animation speed, and every round trip to the page costs about a
 * frame of the software-rendered 1920×1080 canvas (seconds on a loaded machine), so a drag is one
 * read of the page (position and both ends) and four mouse events, and one wait brings the next turn.
 * SEQ_E2E_DEBUG=1 prints each drag's timing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computerSeed, Rng } from '../../src/engine/core';
import { ai } from '../../src/engine/sequence/ai';
import { answerOf, boardCell, cardRole, fullDeck, rules, type SequenceMove, type SequenceState, type SequenceVariant } from '../../src/engine/sequence';
import { drawnStartPlayer } from '../../src/engine/sequence/start';
import { toLaunch } from '../../src/platform/menuChoices';
import { setSessionLanguage, t, tOf } from '../../src/platform/i18n';
import '../../src/platform/strings/sequence';
import { playSome } from '../playSome';
import { ARTIFACTS, checkpointShot, click, clickSegment, clickWhenShown, leaveTable, openGame, tapNamed, texts, waitForScene, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

// ------------------------------------------------------------------ the person's play (Node side)

interface Special {
  /** Two cards for the same two spaces: hold both, cover both spaces, and the second one is dead. */
  twins: [string, string];
  wild: string;
  remove: string;
}

const SPECIAL: Record<SequenceVariant, Special> = {
  classic: { twins: ['5D', '5D'], wild: 'JD', remove: 'JH' },
  // Both 45 in the default (add and subtract) deck.
  numbers: { twins: ['38+7', '47-2'], wild: 'PLUS', remove: 'MINUS' },
};

/**
 * Spaces the person builds on: row 0 and row 9, columns 1–4. With the free corner each is a sequence
 * of four chips (away from the twins' spaces), so the games stay short.
 */
const TARGETS: Array<[number, number]> = [
  ...[1, 2, 3, 4].map((c) => [0, c] as [number, number]),
  ...[1, 2, 3, 4].map((c) => [9, c] as [number, number]),
];

/** Whether a normal card of the deck goes on one of the target spaces. */
function isTargetCard(variant: SequenceVariant, card: string): boolean {
  if (cardRole(card) !== 'normal') return false;
  return TARGETS.some(([r, c]) => {
    const space = boardCell(variant, r, c);
    return variant === 'numbers' ? answerOf(card) === space : card === space;
  });
}

const isTarget = (m: SequenceMove): boolean => m.type === 'place' && TARGETS.some(([r, c]) => r === m.row && c === m.col);

/** The person's move: the scripted special moves first, then the target lines, then a medium computer's choice. */
function chooseMove(state: SequenceState): SequenceMove {
  const { twins, wild, remove } = SPECIAL[state.settings.variant];
  const legal = rules.legalMoves(state);
  const hand = state.hands[state.toMove] as string[];
  const exchange = legal.find((m) => m.type === 'deadDiscard');
  if (exchange) return exchange;
  const twinMoves = legal.filter((m): m is SequenceMove & { row: number; col: number } => m.type === 'place' && twins.includes(m.card));
  const twinsHeld = hand.filter((c) => twins.includes(c)).length;
  // Cover the twins' first space with a twin, the other with the wild card: the second twin dies.
  if (twinsHeld === 2 && twinMoves.length > 0 && new Set(twinMoves.map((m) => `${m.row},${m.col}`)).size === 2) return twinMoves[0] as SequenceMove;
  if (twinsHeld === 1 && twinMoves.length === 1 && hand.includes(wild)) {
    const open = twinMoves[0] as { row: number; col: number };
    const onTwin = legal.find((m) => m.card === wild && m.type === 'place' && m.row === open.row && m.col === open.col);
    if (onTwin) return onTwin;
  }
  const removal = legal.find((m) => m.type === 'remove');
  if (removal) return removal;
  const target = legal.find((m) => isTarget(m) && cardRole(m.card) === 'normal') ?? legal.find(isTarget);
  if (target) return target;
  const pick = ai.chooseMove(rules.view(state, state.toMove), 'medium', 'e2e');
  const spare = legal.find((m) => !twins.includes(m.card) && cardRole(m.card) === 'normal');
  return twins.includes(pick.card) && spare ? spare : pick;
}

interface GameSetup {
  variant: SequenceVariant;
  players: number;
  teams?: number;
  seed: string;
  /** Sequence Numbers learning mode: the cards also show their answers (display only). */
  learning?: boolean;
  /** The seat that begins (else the one the seed draws). */
  startPlayer?: number;
}

/**
 * Rehearses the game in Node and returns the deck that makes it: the person is dealt the special
 * cards and target cards (the person's team mates get target cards too), and every card drawn is
 * chosen for whoever draws it.
 */
function rehearsedDeck(g: GameSetup): string[] {
  // Seat 0 begins and is dealt to first: the deal below is laid out in that order.
  const options = { players: g.players, variant: g.variant, startPlayer: 0, ...(g.teams ? { teams: g.teams } : {}) };
  const { handSize, teams } = rules.setup(options, g.seed).settings;
  const special = SPECIAL[g.variant];
  const pool = Rng.fromSeed(g.seed).shuffle(fullDeck(g.variant));
  const take = (pred: (c: string) => boolean): string => {
    const i = pool.findIndex(pred);
    if (i < 0) throw new Error('deck ran out of suitable cards');
    return pool.splice(i, 1)[0] as string;
  };
  const forPerson = (c: string): boolean => isTargetCard(g.variant, c);
  // Plain cards for everyone else: no jacks or PLUS/MINUS, nothing for the target lines or twins.
  const plain = (c: string): boolean => cardRole(c) === 'normal' && !forPerson(c) && !special.twins.includes(c);
  const deal: string[] = [];
  const firsts = [special.twins[0], special.twins[1], special.wild, special.remove];
  for (let k = 0; k < handSize; k++) {
    for (let seat = 0; seat < g.players; seat++) {
      const first = firsts[k];
      if (seat === 0) deal.push(first !== undefined ? take((c) => c === first) : take(forPerson));
      else deal.push(take(seat % teams === 0 ? forPerson : plain));
    }
  }
  let state = rules.setup({ ...options, deck: [...deal, ...pool] }, g.seed);
  const drawn: string[] = [];
  let moves = 0;
  while (state.outcome === 'playing' && moves < 400) {
    const seat = state.toMove;
    const move = seat === 0 ? chooseMove(state) : ai.chooseMove(rules.view(state, seat), 'easy', computerSeed(g.seed, moves));
    // Put the right card on top of the pile for whoever draws next (the mover, after this move).
    const pile = state.drawPile.slice();
    // Team mates of the person get cards for the target lines too (they help, and the deck lasts).
    const i = seat % teams === 0 ? nextForPerson(state, pile) : pile.findIndex(plain);
    if (i > 0) [pile[0], pile[i]] = [pile[i] as string, pile[0] as string];
    const result = rules.play({ ...state, drawPile: pile }, move);
    for (const ev of result.events) {
      if (ev.type === 'draw') drawn.push(ev.card);
      if (ev.type === 'reshuffle') throw new Error('the rehearsal ran through the whole deck');
    }
    state = result.state;
    moves++;
  }
  return [...deal, ...drawn, ...state.drawPile];
}

/** The pile index of a card for the first open target space (lines are filled in order), else any target card. */
function nextForPerson(state: SequenceState, pile: readonly string[]): number {
  const variant = state.settings.variant;
  for (const [r, c] of TARGETS) {
    if (state.chips[r * 10 + c] !== -1) continue;
    const space = boardCell(variant, r, c);
    const i = pile.findIndex((card) => cardRole(card) === 'normal' && (variant === 'numbers' ? answerOf(card) === space : card === space));
    if (i >= 0) return i;
  }
  return pile.findIndex((card) => isTargetCard(variant, card));
}

// ------------------------------------------------------------------ driving the page

async function readState(page: Page): Promise<SequenceState> {
  return rules.parse(await page.evaluate(() => window.__cardTable?.notation() ?? ''));
}

/** Moves played so far (the discard piles hold one card per move or exchange). */
async function readMoves(page: Page): Promise<number> {
  const state = await readState(page);
  return state.discards.reduce((n, d) => n + d.length, 0);
}

/**
 * Waits until a person may move (the board takes clicks) or the game is over, and the position is
 * not `before` (the notation before a move: so a move that has not landed yet is not mistaken for
 * the next turn). One round trip to the page: on a loaded machine each costs about a frame.
 */
async function waitForHumanOrEnd(page: Page, before = ''): Promise<SequenceState> {
  const handle = await page.waitForFunction(
    (b) => {
      const hook = window.__cardTable;
      const text = hook?.notation() ?? '';
      if (!hook || text === '' || text === b) return false;
      return (hook.names().includes('sequence:board') || /\noutcome: (won|draw)/.test(text)) && text;
    },
    before,
    { timeout: 90_000, polling: 50 },
  );
  return rules.parse((await handle.jsonValue()) as string);
}

/**
 * Makes `move` with the mouse: drag the card onto its space (or onto the discard pile), the way a
 * hand does: press, two moves, release. Every input event waits for the page to take it (Chromium
 * hands mouse events to the page once per frame), so the loop has stepped between press, moves and
 * release. Returns the position once the person may move again or the game is over.
 */
async function dragMove(page: Page, move: SequenceMove): Promise<SequenceState> {
  const to = move.type === 'deadDiscard' ? 'discard' : `cell-${move.row}-${move.col}`;
  for (let attempt = 0; ; attempt++) {
    const t0 = Date.now();
    const at = await page.evaluate(([from, target]) => {
      const hook = window.__cardTable;
      return { before: hook?.notation() ?? '', a: hook?.locate(from) ?? null, b: hook?.locate(target) ?? null };
    }, [move.card, to] as const);
    if (!at.a || !at.b) throw new Error(`${move.card} or ${to} is not on screen`);
    const { a, b } = at;
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2);
    await page.mouse.move(b.x, b.y);
    await page.mouse.up();
    const t1 = Date.now();
    const next = await page
      .waitForFunction((before) => window.__cardTable?.notation() !== before, at.before, { timeout: 6_000, polling: 50 })
      .then(() => waitForHumanOrEnd(page, at.before))
      .catch(() => null);
    if (next) {
      if (process.env.SEQ_E2E_DEBUG) console.info(`drag ${rules.formatMove(move)}: gesture ${t1 - t0} ms, next turn after ${Date.now() - t1} ms`);
      return next;
    }
    // Under heavy load a gesture can be lost; record what the table showed, then try once more.
    const status = await page.evaluate(() => window.__cardTable?.texts().filter((t) => t.length > 20) ?? []);
    console.warn(`drag of ${rules.formatMove(move)} had no effect (attempt ${attempt + 1}); texts: ${status.join(' | ')}`);
    await checkpointShot(page, `sequence-lost-drag-${attempt}`);
    if (attempt === 1) throw new Error(`dragging ${rules.formatMove(move)} had no effect`);
  }
}

/**
 * Clicks `id` until `done` holds in the page. Under heavy load a click that lands in the same frame
 * as the object's appearance can be missed, as with a real person who then clicks again.
 */
async function clickUntil(page: Page, id: string, done: () => boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await click(page, id);
    const ok = await page.waitForFunction(done, undefined, { timeout: 5_000, polling: 50 }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    if (attempt === 2) throw new Error(`clicking ${id} had no effect`);
  }
}

async function startTable(page: Page, g: GameSetup, seats: string[], deck: string[] | null): Promise<void> {
  const options: Record<string, unknown> = { players: g.players, variant: g.variant };
  if (g.teams) options.teams = g.teams;
  if (g.learning) options.learning = true;
  if (g.startPlayer !== undefined) options.startPlayer = g.startPlayer;
  // A rehearsed deck is laid out for seat 0 beginning (rehearsedDeck).
  if (deck) Object.assign(options, { deck, startPlayer: 0 });
  await page.evaluate((launch) => window.__cardTable?.start('SequenceBoard', launch), { game: 'sequence', options, seed: g.seed, seats });
  await waitForScene(page, 'SequenceBoard', 60_000);
}

interface Coverage {
  wild: boolean;
  remove: boolean;
  exchange: boolean;
}

/** Plays a whole game through the UI against easy computer players; returns what the person did and the end state. */
async function playGame(page: Page, g: GameSetup, shotName: string, beforePlay?: () => Promise<void>): Promise<{ coverage: Coverage; state: SequenceState }> {
  const seats = ['human', ...Array.from({ length: g.players - 1 }, () => 'easy')];
  const started = Date.now();
  let dragMs = 0;
  await startTable(page, g, seats, rehearsedDeck(g));
  await beforePlay?.();
  const coverage: Coverage = { wild: false, remove: false, exchange: false };
  let sequenceShot = false;
  let state = await waitForHumanOrEnd(page);
  for (let turn = 0; state.outcome === 'playing'; turn++) {
    expect(turn).toBeLessThan(60);
    expect(state.toMove).toBe(0);
    const move = chooseMove(state);
    const showcase = g.players === 2;
    if (move.type === 'remove' && showcase) {
      // Selected first, the remove card lights the chips it may take (then the drag replaces the selection).
      await clickUntil(page, move.card, () => window.__cardTable?.texts().includes('Choose an opponent chip to remove.') ?? false);
      await checkpointShot(page, `${shotName}-remove`);
    }
    const dragStart = Date.now();
    const next = await dragMove(page, move);
    dragMs += Date.now() - dragStart;
    if (move.type === 'deadDiscard') coverage.exchange = true;
    else if (move.card === SPECIAL[g.variant].wild) coverage.wild = true;
    else if (move.type === 'remove') coverage.remove = true;
    if (turn === 3 && !showcase) await checkpointShot(page, `${shotName}-early`);
    state = next;
    if (state.sequences.length === 1 && state.outcome === 'playing' && !sequenceShot && showcase) {
      sequenceShot = true;
      await checkpointShot(page, `${shotName}-sequence`);
    }
  }
  await page.waitForFunction(() => window.__cardTable?.texts().includes('Play again') ?? false, undefined, { timeout: 30_000 });
  const seconds = (Date.now() - started) / 1000;
  console.info(`${shotName}: ${state.sequences.length} sequences, ${(await readMoves(page)).toFixed(0)} moves in ${seconds.toFixed(1)} s (drags ${(dragMs / 1000).toFixed(1)} s)`);
  await endShot(page, `${shotName}-end`);
  return { coverage, state };
}

/**
 * The end-of-game screenshot. On a loaded machine Chromium's screenshot has been seen to wait more
 * than 90 s for the page's fonts after a long game (every move is already asserted by then): a
 * screenshot that times out is reported, not failed on.
 */
async function endShot(page: Page, name: string): Promise<void> {
  await page
    .screenshot({ path: `${ARTIFACTS}/${name}.png`, timeout: 30_000 })
    .catch((err: unknown) => console.warn(`screenshot ${name} skipped: ${String(err).split('\n')[0]}`));
}

const ALL_SPECIAL_MOVES: Coverage = { wild: true, remove: true, exchange: true };

describe('sequence board', () => {
  /** Opens the page at the size of the screenshots; a loaded 2-core machine may take a while for screenshots and scene changes. */
  async function openTable(): Promise<Opened> {
    open = await openGame('', { width: 960, height: 540 });
    open.page.setDefaultTimeout(90_000);
    return open;
  }

  /** The stats the table recorded for the person. */
  async function statsOf(page: Page, key: string): Promise<unknown> {
    const stats = JSON.parse((await page.evaluate(() => localStorage.getItem('card-table:stats'))) ?? '{}') as { data: { sequence: Record<string, unknown> } };
    return stats.data.sequence[key];
  }

  it('plays a full classic 2-player game with drags, both jacks and a dead-card exchange', async () => {
    const { page, errors } = await openTable();
    const two = await playGame(page, { variant: 'classic', players: 2, seed: 'e2e-classic-2' }, 'sequence-classic-2p');
    expect(two.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(two.state.winners).toEqual([0]);
    expect(two.state.sequences.filter((s) => s.team === 0)).toHaveLength(2);
    expect(await statsOf(page, 'classic-2p')).toMatchObject({ played: 1, won: 1 });
    expect(errors).toEqual([]);
  }, 600_000);

  it('plays a full classic game of 3 teams of 2 (a computer team mate) with drags, both jacks and a dead-card exchange', async () => {
    const { page, errors } = await openTable();
    const three = await playGame(page, { variant: 'classic', players: 6, teams: 3, seed: 'e2e-classic-6' }, 'sequence-classic-3teams');
    expect(three.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(three.state.winners).toEqual([0]);
    expect(three.state.settings.teams).toBe(3);
    expect(await statsOf(page, 'classic-6p-3t')).toMatchObject({ played: 1, won: 1 });
    expect(errors).toEqual([]);
  }, 600_000);

  it('Sequence Numbers: learning mode chosen in the menu; a full 2-player game with equation cards, PLUS, MINUS and a dead-card exchange', async () => {
    const { page, errors } = await openTable();
    const answerShown = (): boolean => window.__cardTable?.texts().some((text) => /^\d+ [+−×÷] \d+\n= \d+$/.test(text)) ?? false;

    // Learning mode and the deck with × and ÷ are chosen in the menu for Sequence Numbers (the rows are
    // hidden for classic).
    await click(page, 'menu:play:sequence');
    // The menu saves every choice at once; a click landing while the rows are rebuilt is tried again.
    const chosen = (key: string, value: string): Promise<boolean> =>
      page.evaluate(([k, v]) => (localStorage.getItem('card-table:menu-choices') ?? '').includes(`"${k}":${v}`), [key, value]);
    for (const [key, value] of [['variant', '"numbers"'], ['learning', 'true'], ['allOperations', 'true']] as const) {
      for (let attempt = 0; !(await chosen(key, value)); attempt++) {
        if (attempt === 4) {
          await checkpointShot(page, 'sequence-menu-stuck');
          throw new Error(`the menu did not take ${key} = ${value}`);
        }
        await page.waitForFunction((k) => window.__cardTable?.ready === true && window.__cardTable.names().includes(`menu:opt:${k}`), key, { polling: 50 });
        await clickSegment(page, `menu:opt:${key}`, 1, 2);
        await page
          .waitForFunction(([k, v]) => (localStorage.getItem('card-table:menu-choices') ?? '').includes(`"${k}":${v}`), [key, value] as const, { polling: 50, timeout: 5_000 })
          .catch(() => undefined);
      }
    }
    await page.waitForFunction(() => window.__cardTable?.ready === true, undefined, { polling: 50 });
    await checkpointShot(page, 'sequence-numbers-menu-learning');
    await click(page, 'menu:start');
    await waitForScene(page, 'SequenceBoard', 60_000);
    // The dealt hand shows each card's answer under its equation.
    await page.waitForFunction(answerShown, undefined, { polling: 100 });
    // Who begins is drawn from the menu's random seed: the computer player may have moved first.
    const fromMenu = await waitForHumanOrEnd(page);
    expect(fromMenu.settings).toMatchObject({ variant: 'numbers', learning: true, allOperations: true });
    expect([...fromMenu.hands.flat(), ...fromMenu.drawPile, ...fromMenu.discards.flat()].filter((c) => /\d[x/]\d/.test(c))).toHaveLength(34);
    await leaveTable(page);

    const two = await playGame(page, { variant: 'numbers', players: 2, seed: 'e2e-numbers-2', learning: true }, 'sequence-numbers-2p', async () => {
      await page.waitForFunction(answerShown, undefined, { polling: 100 });
      // The "=" button turns the answers off and on again.
      await clickUntil(page, 'sequence:answers', () => !(window.__cardTable?.texts().some((text) => /\n= \d+$/.test(text)) ?? true));
      await clickUntil(page, 'sequence:answers', answerShown);
    });
    expect(two.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(two.state.winners).toEqual([0]);
    expect(await statsOf(page, 'numbers-2p')).toMatchObject({ played: 1, won: 1 });
    expect(errors).toEqual([]);
  }, 600_000);

  it('Sequence Numbers: a full game of 3 teams of 2 (a computer team mate) with PLUS, MINUS and a dead-card exchange', async () => {
    const { page, errors } = await openTable();
    const three = await playGame(page, { variant: 'numbers', players: 6, teams: 3, seed: 'e2e-numbers-6' }, 'sequence-numbers-3teams');
    expect(three.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(three.state.winners).toEqual([0]);
    expect(three.state.settings.teams).toBe(3);
    expect(await statsOf(page, 'numbers-6p-3t')).toMatchObject({ played: 1, won: 1 });
    expect(errors).toEqual([]);
  }, 600_000);

  it('twelve players in portrait: every player\'s name stays readable and apart', async () => {
    open = await openGame('', { width: 720, height: 1280 });
    const { page, errors } = open;
    const seats = ['human', ...Array.from({ length: 11 }, () => 'medium')];
    await startTable(page, { variant: 'classic', players: 12, seed: 'portrait-12' }, seats, null);
    const expectReadable = async (): Promise<void> => {
      const names = await page.evaluate(() => Array.from({ length: 12 }, (_, seat) => window.__cardTable!.box(`sequence:player-${seat}`)!));
      // Six players a team in one list had rows 21 layout units high: names 9 CSS px tall here.
      for (const [seat, box] of names.entries()) expect(box.height, `player ${seat}`).toBeGreaterThanOrEqual(14);
      for (let a = 0; a < names.length; a++) {
        for (let b = a + 1; b < names.length; b++) {
          const [p, q] = [names[a]!, names[b]!];
          const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
          expect(apart, `players ${a} and ${b}`).toBe(true);
        }
      }
    };
    await expectReadable();
    await checkpointShot(page, 'sequence-12-portrait');
    // Turned sideways and back, the panel is laid out again in place: the names are as readable.
    const boardCentredAt = (x: number): Promise<unknown> =>
      page.waitForFunction((mid) => {
        const a = window.__cardTable!.locate('cell-0-0');
        const b = window.__cardTable!.locate('cell-0-9');
        return a !== null && b !== null && Math.abs((a.x + b.x) / 2 - mid) < 2;
      }, x);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Landscape: the board on the left, its middle well left of the window's.
    await page.waitForFunction(() => window.__cardTable!.locate('cell-0-9')!.x < 640);
    await page.setViewportSize({ width: 720, height: 1280 });
    await boardCentredAt(360);
    await expectReadable();
    await checkpointShot(page, 'sequence-12-portrait-turned');
    expect(errors).toEqual([]);
  });

  it('on a phone, upright or sideways, a card picked from the hand covers neither the history\'s header nor the piles', async () => {
    type PageBox = { x: number; y: number; width: number; height: number };
    const apart = (a: PageBox, b: PageBox): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    for (const [width, height] of [[360, 740], [390, 844], [412, 915], [844, 390]] as const) {
      open = await openGame('', { width, height, scale: 3, touch: true });
      const { page, errors } = open;
      // Both variants on the same page, one table after the other.
      for (const variant of ['numbers', 'classic'] as const) {
        const where = `${variant} at ${width}×${height}`;
        await startTable(page, { variant, players: 2, seed: 'phone-lift', startPlayer: 0 }, ['human', 'easy'], null);
        const state = await waitForHumanOrEnd(page);
        const hand = state.hands[0] as string[];
        /** The page boxes of the hand's cards (in hand order), the history's header, the piles and the last-move line. */
        const boxes = (): Promise<{ cards: PageBox[]; others: Record<string, PageBox> }> =>
          page.evaluate((codes) => {
            const hook = window.__cardTable!;
            const hits = hook.targets().filter((x) => x.type === 'Container' && x.name === '').map((x) => x.box);
            const cards = codes.map((c) => {
              const at = hook.locate(c)!;
              return hits.find((b) => Math.abs(b.x + b.width / 2 - at.x) < 1 && Math.abs(b.y + b.height / 2 - at.y) < 1)!;
            });
            const others = Object.fromEntries(['history:toggle', 'discard', 'sequence:last'].map((n) => [n, hook.box(n)!]));
            return { cards, others };
          }, hand);
        const rest = await boxes();
        // The card under the history's header (the rightmost) is picked up: it rises out of the hand.
        const last = hand[hand.length - 1]!;
        await tapNamed(page, last);
        await page.waitForFunction(([c, y]) => window.__cardTable!.locate(c)!.y < y - 5, [last, rest.cards[hand.length - 1]!.y + rest.cards[hand.length - 1]!.height / 2] as const);
        await page.waitForFunction(() => !window.__cardTable!.animating());
        const lifted = await boxes();
        for (const [state, { cards, others }] of [['at rest', rest], ['picked up', lifted]] as const) {
          for (const [name, box] of Object.entries(others)) {
            cards.forEach((card, i) => expect(apart(card, box), `${where}, ${state}: card ${i} clear of ${name}`).toBe(true));
          }
        }
        // The header stands clear of the raised card by at least its glow (2 CSS px).
        const header = lifted.others['history:toggle']!;
        expect(lifted.cards[hand.length - 1]!.y - (header.y + header.height), where).toBeGreaterThanOrEqual(2);
        if (width === 360 || width === 844) await checkpointShot(page, `sequence-${variant}-picked-${width}x${height}`);
      }
      expect(errors).toEqual([]);
      await open.close();
      open = null;
    }
  }, 180_000);

  it('a computer player begins (the seat drawn from the seed): its move shows, then the person plays with the mouse', async () => {
    // A link's seed whose drawn start is the computer's seat: the same start and deal on every page.
    const seed = Array.from({ length: 50 }, (_, i) => `computer-begins-${i}`).find((s) => drawnStartPlayer(2, s) === 1)!;
    const launch = toLaunch('sequence', { players: 2, humans: 1, level: 'easy' }, seed);
    expect(launch.seats).toEqual(['human', 'easy']);
    const dealt = rules.setup(launch.options, seed);
    expect(dealt.toMove).toBe(1);
    open = await openGame(`game=sequence&players=2&level=easy&seed=${seed}`, { width: 1280, height: 720 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    await waitForScene(page, 'SequenceBoard', 60_000);
    // The person's first turn comes after the computer's move: one chip of the other side on the
    // board, its card on its discard pile, and the person's hand as dealt from this seed.
    const first = await waitForHumanOrEnd(page);
    expect(first.toMove).toBe(0);
    expect(first.discards[1]).toHaveLength(1);
    expect(first.discards[0]).toEqual([]);
    expect(first.chips.filter((c) => c === 1)).toHaveLength(1);
    expect(first.hands[0]).toEqual(dealt.hands[0]);
    expect(await page.evaluate(() => window.__cardTable!.texts().find((x) => x.startsWith('Last move:')))).toMatch(/^Last move: Computer 1/);
    // The history lists the moves so far: the person has had no turn yet.
    expect(await texts(page)).toContain('▸ Moves so far (1)');
    await checkpointShot(page, 'sequence-computer-begins-1280x720');
    // The person plays a card onto one of its spaces with the real mouse.
    const move = rules.legalMoves(first).find((m) => m.type === 'place' && cardRole(m.card) === 'normal') as SequenceMove & { row: number; col: number };
    const after = await dragMove(page, move);
    expect(after.chips[move.row * 10 + move.col]).toBe(0);
    expect(after.discards[0]).toEqual([move.card]);
    // From the person's own move on, the history lists the moves since their turn.
    await page.waitForFunction(() => window.__cardTable!.texts().includes('▸ Since your turn (2)'));
    expect(errors).toEqual([]);
  }, 300_000);

  it('a one-eyed jack with no opponent chip on the board is not picked up: the table says why, by mouse and by key', async () => {
    // A seed where the person begins, holding a one-eyed jack, on an empty board.
    const seed = Array.from({ length: 400 }, (_, i) => `lonely-jack-${i}`).find((x) => {
      const dealt = rules.setup({ players: 2, startPlayer: drawnStartPlayer(2, x) }, x);
      return dealt.toMove === 0 && dealt.hands[0]!.some((c) => cardRole(c) === 'remove');
    })!;
    const jack = rules.setup({ players: 2, startPlayer: drawnStartPlayer(2, seed) }, seed).hands[0]!.find((c) => cardRole(c) === 'remove')!;
    open = await openGame(`game=sequence&players=2&level=easy&seed=${seed}`, { width: 1280, height: 720 });
    const { page, errors } = open;
    await waitForScene(page, 'SequenceBoard', 60_000);
    const first = await waitForHumanOrEnd(page);
    expect(first.chips.every((c) => c === -1)).toBe(true);
    const why = 'There is no opponent chip to remove yet: choose another card.';
    const at = (await page.evaluate((c) => window.__cardTable!.locate(c), jack))!;
    // The keyboard: Tab to the jack, Enter: the table says why, and the focus stays on the jack.
    const onJack = async (): Promise<boolean> => {
      const f = await page.evaluate(() => window.__cardTable!.focus());
      return f !== null && Math.abs(f.x - at.x) < 4;
    };
    // Tab reaches the hand (one stop), the arrows go along it.
    const inHand = async (): Promise<boolean> => {
      const f = await page.evaluate(() => window.__cardTable!.focus());
      return f !== null && Math.abs(f.y - at.y) < 40;
    };
    for (let i = 0; i < 20 && !(await inHand()); i++) await page.keyboard.press('Tab');
    for (let i = 0; i < 8 && !(await onJack()); i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 8 && !(await onJack()); i++) await page.keyboard.press('ArrowLeft');
    expect(await onJack()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction((w) => window.__cardTable!.texts().includes(w), why);
    expect(await onJack()).toBe(true);
    expect(await texts(page)).not.toContain('Choose an opponent chip to remove.');
    await checkpointShot(page, 'sequence-lonely-jack');
    // The mouse: another card is picked up as always; then a tap on the jack puts it down and says why.
    const other = first.hands[0]!.find((c) => cardRole(c) === 'normal')!;
    const o = (await page.evaluate((c) => window.__cardTable!.locate(c), other))!;
    await page.mouse.click(o.x, o.y);
    await page.waitForFunction(() => window.__cardTable!.texts().some((x) => x.startsWith('Choose a lit space')));
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((w) => window.__cardTable!.texts().includes(w), why);
    expect(errors).toEqual([]);
  }, 300_000);

  it("the person's own move is answered at once where it was made: the chip drops as the card flies, and the status stops asking", async () => {
    // A seed where the person begins, on an empty board, with a normal card.
    const seed = Array.from({ length: 400 }, (_, i) => `answered-${i}`).find((x) => rules.setup({ players: 2, startPlayer: drawnStartPlayer(2, x) }, x).toMove === 0)!;
    open = await openGame(`game=sequence&players=2&level=easy&seed=${seed}`, { width: 390, height: 844, touch: true, gameSpeed: true });
    const { page, errors } = open;
    await waitForScene(page, 'SequenceBoard', 60_000);
    const first = await waitForHumanOrEnd(page);
    const move = rules.legalMoves(first).find((m) => m.type === 'place' && cardRole(m.card) === 'normal')!;
    if (move.type !== 'place') throw new Error('no normal card to place');
    const card = (await page.evaluate((c) => window.__cardTable!.locate(c), move.card))!;
    await page.touchscreen.tap(card.x, card.y);
    await page.waitForFunction(() => window.__cardTable!.texts().some((x) => x.startsWith('Choose a lit space')));
    const space = (await page.evaluate((c) => window.__cardTable!.locate(c), `cell-${move.row}-${move.col}`))!;
    // Every frame from here: was the move taken, is its chip on the board, what does the status say.
    await page.evaluate((chip) => {
      const hook = window.__cardTable!;
      const before = hook.notation();
      const frames: Array<{ taken: boolean; chip: boolean; asking: boolean }> = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const step = (): void => {
        frames.push({ taken: hook.notation() !== before, chip: hook.names().includes(chip), asking: hook.texts().some((x) => x.startsWith('Choose a lit space')) });
        if (frames.length < 400) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }, `chip-${move.row}-${move.col}`);
    await page.touchscreen.tap(space.x, space.y);
    await page.waitForFunction((chip) => window.__cardTable!.names().includes(chip), `chip-${move.row}-${move.col}`);
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ taken: boolean; chip: boolean; asking: boolean }> }).__frames);
    const taken = frames.findIndex((f) => f.taken);
    expect(taken).toBeGreaterThanOrEqual(0);
    // Within two frames of the move being taken the chip is there (before: only once the card had landed).
    expect(frames.slice(taken, taken + 3).some((f) => f.chip)).toBe(true);
    expect(frames.slice(taken + 1).filter((f) => f.asking)).toEqual([]);
    await waitForHumanOrEnd(page, rules.format(first));
    expect(errors).toEqual([]);
  }, 300_000);

  it('Play again deals a new seed and begins with the seat that seed draws, not the start of the game before', async () => {
    // A finished game in which seat 0 began.
    const options = { players: 2, variant: 'classic' as const, startPlayer: 0 };
    const { moves, state } = playSome(rules, options, 'again-1', 5000);
    expect(state.outcome).not.toBe('playing');
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    await page.evaluate((launch) => window.__cardTable?.start('SequenceBoard', launch), { game: 'sequence', options, seed: 'again-1', seats: ['human', 'easy'], resume: { game: 'sequence', options, seed: 'again-1', moves } });
    await page.waitForFunction(() => window.__cardTable!.names().includes('dialog:again'));
    const ended = (await page.evaluate(() => window.__cardTable!.notation()))!;
    await click(page, 'dialog:again');
    // The new game, once someone has moved (the computer may begin), is saved with its seed and start.
    let next = await waitForHumanOrEnd(page, ended);
    if (next.discards.flat().length === 0) next = await dragMove(page, rules.legalMoves(next).find((m) => m.type === 'place' && cardRole(m.card) === 'normal')!);
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('card-table:save:sequence')))!) as { data: { launch: { options: Record<string, unknown>; seed: string } } };
    const { seed, options: newOptions } = saved.data.launch;
    expect(seed).not.toBe('again-1');
    expect(newOptions).toMatchObject({ ...options, startPlayer: drawnStartPlayer(2, seed) });
    expect(rules.setup(newOptions, seed).toMove).toBe(drawnStartPlayer(2, seed));
    expect(errors).toEqual([]);
  }, 300_000);

  it('a resumed game shows the move it was left at: the last-move line and the ring on its space', async () => {
    const options = { players: 2, variant: 'classic' as const, startPlayer: 0 };
    // Twelve moves of a record: the computer's last one places a chip, and the person is to move.
    const { moves, state } = playSome(rules, options, 'resume-last', 12);
    expect(state.toMove).toBe(0);
    const last = rules.parseMove(moves[moves.length - 1]!);
    expect(last.type).toBe('place');
    const card = last.type === 'place' ? last.card : '';
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    await page.evaluate((launch) => window.__cardTable?.start('SequenceBoard', launch), { game: 'sequence', options, seed: 'resume-last', seats: ['human', 'easy'], resume: { game: 'sequence', options, seed: 'resume-last', moves } });
    await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:board'));
    const line = await page.waitForFunction(() => window.__cardTable!.texts().find((x) => x.startsWith('Last move:')));
    const shown = (await line.jsonValue()) as string;
    // The card in the line as the table names it: rank, then the suit's symbol.
    const suit = { S: '♠', H: '♥', D: '♦', C: '♣' }[card[1] as 'S' | 'H' | 'D' | 'C'];
    expect(shown).toContain(`${card[0] === 'T' ? '10' : card[0]}${suit}`);
    // The ring stands on the space that move took.
    const at = last.type === 'place' ? `cell-${last.row}-${last.col}` : '';
    const [ring, space] = await page.evaluate((cell) => [window.__cardTable!.locate('sequence:last-move'), window.__cardTable!.locate(cell)], at);
    expect(ring).not.toBeNull();
    expect(Math.hypot(ring!.x - space!.x, ring!.y - space!.y)).toBeLessThan(1);
    await checkpointShot(page, 'sequence-resumed-last-move');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a dead-card exchange says so in the last-move line and rings no space: resumed, in every language, and live', async () => {
    const options = { players: 2, variant: 'classic' as const, startPlayer: 0 };
    const seed = 'resume-dead-13';
    // A record that ends with the person's exchange of a dead card (the i-th legal move otherwise,
    // cycling): the person, still to move, has put no chip anywhere this turn.
    let state = rules.setup(options, seed);
    const moves: string[] = [];
    for (let i = 0; i < 400; i++) {
      const legal = rules.legalMoves(state);
      const exchange = state.toMove === 0 ? legal.find((m) => m.type === 'deadDiscard') : undefined;
      const others = legal.filter((m) => m.type !== 'deadDiscard');
      const move = exchange ?? others[i % others.length]!;
      moves.push(rules.formatMove(move));
      state = rules.play(state, move).state;
      if (exchange) break;
    }
    expect(moves[moves.length - 1]).toMatch(/^dead /);
    expect(state.toMove).toBe(0);
    // English last: its page then plays the game live.
    for (const lang of ['cs', 'de', 'en'] as const) {
      open = await openGame(`lang=${lang}`, { width: 1280, height: 720 });
      const { page, errors } = open;
      page.setDefaultTimeout(90_000);
      await page.evaluate((launch) => window.__cardTable?.start('SequenceBoard', launch), { game: 'sequence', options, seed, seats: ['human', 'easy'], resume: { game: 'sequence', options, seed, moves } });
      await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:board'));
      // The live game's words for an exchange, said of the person at the screen.
      setSessionLanguage(lang);
      const said = tOf('sequence.toast.exchanged', true, { name: t('sequence.you') });
      setSessionLanguage(null);
      await page.waitForFunction((line) => window.__cardTable!.texts().includes(line), said, { timeout: 15_000 });
      expect(await page.evaluate(() => window.__cardTable!.locate('sequence:last-move')), lang).toBeNull();
      expect(said).toBe({ en: 'You exchanged a dead card.', cs: 'Vyměnil(a) jsi mrtvou kartu.', de: 'Du hast eine tote Karte getauscht.' }[lang]);
      expect(errors).toEqual([]);
      if (lang === 'en') {
        await checkpointShot(page, 'sequence-resumed-dead-exchange');
        break;
      }
      await open.close();
      open = null;
    }
    // Live, on the English page: the same game just before the exchange; the person exchanges with the
    // button. The line says so there too, and the ring of the computer's last chip goes (it had stayed
    // on that move).
    const { page, errors } = open!;
    const before = moves.slice(0, -1);
    await page.evaluate((launch) => window.__cardTable?.start('SequenceBoard', launch), { game: 'sequence', options, seed, seats: ['human', 'easy'], resume: { game: 'sequence', options, seed, moves: before } });
    await page.waitForFunction(() => window.__cardTable!.names().includes('sequence:exchange'));
    expect(await page.evaluate(() => window.__cardTable!.locate('sequence:last-move')), 'the last chip is ringed').not.toBeNull();
    await click(page, 'sequence:exchange');
    await page.waitForFunction(() => window.__cardTable!.texts().includes('You exchanged a dead card.'), undefined, { timeout: 15_000 });
    expect(await page.evaluate(() => window.__cardTable!.locate('sequence:last-move')), 'no ring after an exchange').toBeNull();
    expect(errors).toEqual([]);
  }, 180_000);

  it('turned mid-game, the table is laid out again in place and play goes on; Back asks before leaving', async () => {
    open = await openGame('', { width: 1280, height: 720 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    await startTable(page, { variant: 'classic', players: 2, seed: 'e2e-turn' }, ['human', 'easy'], null);
    const state = await waitForHumanOrEnd(page);
    let after = await dragMove(page, chooseMove(state));
    await checkpointShot(page, 'sequence-midgame-1280x720');
    const lastMove = (): Promise<string | undefined> => page.evaluate(() => window.__cardTable?.texts().find((x) => x.startsWith('Last move:')));
    const shownBefore = await lastMove();
    expect(shownBefore).toBeTruthy();
    const before = await page.evaluate(() => window.__cardTable!.notation());

    // Upright: the board goes on top, centred; the position, the last move's line and the turn stay.
    await page.setViewportSize({ width: 720, height: 1280 });
    await page.waitForFunction(() => {
      const a = window.__cardTable!.locate('cell-0-0');
      const b = window.__cardTable!.locate('cell-0-9');
      return a !== null && b !== null && Math.abs((a.x + b.x) / 2 - 360) < 2;
    });
    expect(await page.evaluate(() => window.__cardTable!.notation())).toBe(before);
    expect(await lastMove()).toBe(shownBefore);
    expect(await page.evaluate(() => window.__cardTable!.names().includes('sequence:board'))).toBe(true);
    await checkpointShot(page, 'sequence-turned-720x1280');
    // The hand, the spaces and the board's hit zone are where they are drawn: a drag plays.
    after = await dragMove(page, chooseMove(after));
    expect(after.discards[0]).toHaveLength(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkpointShot(page, 'sequence-midgame-390x844');

    // Back asks (the game is saved); Esc keeps playing, Leave goes to the menu, where it can be resumed.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    expect(await page.evaluate(() => window.__cardTable!.texts())).toContain('Your game is saved: you can resume it from the menu.');
    await checkpointShot(page, 'sequence-leave-dialog-390x844');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    expect(await page.evaluate(() => window.__cardTable?.scene())).toBe('SequenceBoard');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).includes('Leave this game?'));
    await clickWhenShown(page, 'dialog:yes'); // Leave (the question opens on Keep playing)
    await waitForScene(page, 'Menu', 30_000);
    expect(await page.evaluate(() => localStorage.getItem('card-table:save:sequence'))).toContain('e2e-turn');
    expect(errors).toEqual([]);
  }, 300_000);

  it('pass-and-play: each hand stays hidden behind the hand-over screen; moves by tap-then-click and by keyboard', async () => {
    open = await openGame('', { width: 960, height: 540 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    const g: GameSetup = { variant: 'classic', players: 2, seed: 'e2e-pass', startPlayer: 0 };
    await startTable(page, g, ['human', 'human'], null);
    const names = (): Promise<string[]> => page.evaluate(() => window.__cardTable?.names() ?? []);
    const handOverShown = (): Promise<void> =>
      page.waitForFunction(() => window.__cardTable?.names().includes('handover:ready') ?? false, undefined, { polling: 50 }).then(() => undefined);

    // Player 1: the hand-over screen first, and no card of theirs on screen before they confirm.
    await handOverShown();
    let state = await readState(page);
    expect(await names()).not.toContain('sequence:board');
    for (const card of state.hands[0] as string[]) expect(await page.evaluate((c) => window.__cardTable?.locate(c), card)).toBeNull();
    await checkpointShot(page, 'sequence-pass-handover');
    await clickUntil(page, 'handover:ready', () => !(window.__cardTable?.names().includes('handover:ready') ?? true));
    state = await waitForHumanOrEnd(page);
    expect(state.toMove).toBe(0);

    // Tap a card, then click its space.
    const move = rules.legalMoves(state).find((m) => m.type === 'place' && cardRole(m.card) === 'normal') as SequenceMove & { row: number; col: number };
    await clickUntil(page, move.card, () => window.__cardTable?.texts().includes('Choose a lit space for your chip.') ?? false);
    await click(page, `cell-${move.row}-${move.col}`);
    await page.waitForFunction(() => window.__cardTable?.names().includes('handover:ready') ?? false, undefined, { polling: 50 });
    state = await readState(page);
    expect(state.chips[move.row * 10 + move.col]).toBe(0);
    expect(state.toMove).toBe(1);
    // Player 2's cards are not shown until they confirm (player 1's hand is face down meanwhile).
    const onlySecond = (state.hands[1] as string[]).filter((c) => !(state.hands[0] as string[]).includes(c));
    for (const card of onlySecond) expect(await page.evaluate((c) => window.__cardTable?.locate(c), card)).toBeNull();
    await clickUntil(page, 'handover:ready', () => !(window.__cardTable?.names().includes('handover:ready') ?? true));
    state = await waitForHumanOrEnd(page);
    expect(state.toMove).toBe(1);

    // Keyboard: Tab to the first card of the hand (after the top bar's buttons and the history's header), Enter, Esc cancels, Enter, Enter on the first lit space.
    const chipsBefore = state.chips.filter((c) => c === 1).length;
    const onCard = (hand: string[]): Promise<boolean> =>
      page.evaluate((codes) => {
        const f = window.__cardTable!.focus();
        return f !== null && codes.some((c) => {
          const at = window.__cardTable!.locate(c);
          return at !== null && Math.hypot(at.x - f.x, at.y - f.y) < 2;
        });
      }, hand);
    for (let tabs = 0; tabs < 8 && !(await onCard(state.hands[1] as string[])); tabs++) await page.keyboard.press('Tab');
    expect(await onCard(state.hands[1] as string[])).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.__cardTable?.scene())).toBe('SequenceBoard');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /\nto-move: 0\n/.test(window.__cardTable?.notation() ?? ''), undefined, { polling: 50 });
    state = await readState(page);
    const played = state.chips.filter((c) => c === 1).length;
    expect(played).toBe(chipsBefore + 1);
    await handOverShown();
    await checkpointShot(page, 'sequence-pass-second-handover');
    expect(errors).toEqual([]);
  }, 300_000);
});
