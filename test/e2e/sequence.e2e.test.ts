/**
 * Sequence and Sequence Numbers through the real UI: whole games played with the mouse (drags from
 * the hand onto the board and onto the discard pile) against easy computer players, each with a wild
 * card, a remove card and a dead-card exchange; pass-and-play behind the hand-over screen; tap-then-
 * click and keyboard play.
 *
 * Games are kept short and exact with an explicit deck, worked out here in Node before the page
 * starts: the game is rehearsed with the engine and the same computer player the page runs (same
 * seeds), and whenever someone draws, the next card of the deck is chosen for them: the person gets
 * the cards of two target lines, the others get plain cards. The person's moves are then picked
 * from the state the page reports (the same function as in the rehearsal) and made with the mouse.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Rng } from '../../src/engine/core';
import { ai } from '../../src/engine/sequence/ai';
import { answerOf, boardCell, cardRole, fullDeck, rules, type SequenceMove, type SequenceState, type SequenceVariant } from '../../src/engine/sequence';
import { click, locate, openGame, shot, waitForScene, type Opened } from './harness';

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
  numbers: { twins: ['9x5', '30+15'], wild: 'PLUS', remove: 'MINUS' },
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
}

/**
 * Rehearses the game in Node and returns the deck that makes it: the person is dealt the special
 * cards and target cards, and every card drawn is chosen for whoever draws it.
 */
function rehearsedDeck(g: GameSetup): string[] {
  const options = { players: g.players, variant: g.variant, ...(g.teams ? { teams: g.teams } : {}) };
  const handSize = rules.setup(options, g.seed).settings.handSize;
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
      else deal.push(take(plain));
    }
  }
  let state = rules.setup({ ...options, deck: [...deal, ...pool] }, g.seed);
  const drawn: string[] = [];
  let moves = 0;
  while (state.outcome === 'playing' && moves < 400) {
    const seat = state.toMove;
    const move = seat === 0 ? chooseMove(state) : ai.chooseMove(rules.view(state, seat), 'easy', `${g.seed}:${moves}`);
    // Put the right card on top of the pile for whoever draws next (the mover, after this move).
    const pile = state.drawPile.slice();
    const i = seat === 0 ? nextForPerson(state, pile) : pile.findIndex(plain);
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

/** Waits until a person may move (the board takes clicks) or the game is over. */
async function waitForHumanOrEnd(page: Page): Promise<SequenceState> {
  await page.waitForFunction(
    () => {
      const hook = window.__cardTable;
      return !!hook && (hook.names().includes('sequence:board') || /\noutcome: (won|draw)/.test(hook.notation() ?? ''));
    },
    undefined,
    { timeout: 90_000, polling: 50 },
  );
  return readState(page);
}

/** Resolves after the page has drawn another frame. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * A drag the way a hand makes one: press, move, release, with frames drawn in between. (When press,
 * moves and release all land within one slow frame, a gesture can get lost.)
 */
async function dragAcrossFrames(page: Page, fromId: string, toId: string, steps = 3): Promise<void> {
  const a = await locate(page, fromId);
  const b = await locate(page, toId);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await nextFrame(page);
  for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
  await nextFrame(page);
  await page.mouse.up();
}

/** Makes `move` with the mouse: drag the card onto its space, or onto the discard pile. */
async function dragMove(page: Page, move: SequenceMove): Promise<void> {
  const before = await page.evaluate(() => window.__cardTable?.notation());
  for (let attempt = 0; ; attempt++) {
    await dragAcrossFrames(page, move.card, move.type === 'deadDiscard' ? 'discard' : `cell-${move.row}-${move.col}`);
    const moved = await page.waitForFunction((b) => window.__cardTable?.notation() !== b, before, { timeout: 10_000, polling: 50 }).then(
      () => true,
      () => false,
    );
    if (moved) return;
    // Under heavy load a gesture can be lost; record what the table showed, then try once more.
    const status = await page.evaluate(() => window.__cardTable?.texts().filter((t) => t.length > 20) ?? []);
    console.warn(`drag of ${rules.formatMove(move)} had no effect (attempt ${attempt + 1}); texts: ${status.join(' | ')}`);
    await shot(page, `sequence-lost-drag-${attempt}`);
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
  if (deck) options.deck = deck;
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
    if (move.type === 'deadDiscard' && showcase) await shot(page, `${shotName}-dead-card`);
    if (move.type === 'remove' && showcase) {
      // Selected first, the remove card lights the chips it may take (then the drag replaces the selection).
      await clickUntil(page, move.card, () => window.__cardTable?.texts().includes('Choose an opponent chip to remove.') ?? false);
      await shot(page, `${shotName}-remove`);
    }
    await dragMove(page, move);
    if (move.type === 'deadDiscard') coverage.exchange = true;
    else if (move.card === SPECIAL[g.variant].wild) coverage.wild = true;
    else if (move.type === 'remove') coverage.remove = true;
    if (turn === 3 && !showcase) await shot(page, `${shotName}-early`);
    state = await waitForHumanOrEnd(page);
    if (state.sequences.length === 1 && state.outcome === 'playing' && !sequenceShot && showcase) {
      sequenceShot = true;
      await shot(page, `${shotName}-sequence`);
    }
  }
  await page.waitForFunction(() => window.__cardTable?.texts().includes('Play again') ?? false, undefined, { timeout: 30_000 });
  await shot(page, `${shotName}-end`);
  return { coverage, state };
}

const ALL_SPECIAL_MOVES: Coverage = { wild: true, remove: true, exchange: true };

describe('sequence board', () => {
  it('plays full classic games (2 players; 3 teams of 2 with a computer team mate) with drags, jacks and a dead-card exchange', async () => {
    open = await openGame('', { width: 960, height: 540 });
    const { page, errors } = open;
    // Two cores shared with other work: screenshots and scene changes may take a while.
    page.setDefaultTimeout(90_000);
    const two = await playGame(page, { variant: 'classic', players: 2, seed: 'e2e-classic-2' }, 'sequence-classic-2p');
    expect(two.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(two.state.winners).toEqual([0]);
    expect(two.state.sequences.filter((s) => s.team === 0)).toHaveLength(2);

    const three = await playGame(page, { variant: 'classic', players: 6, teams: 3, seed: 'e2e-classic-6' }, 'sequence-classic-3teams');
    expect(three.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(three.state.winners).toEqual([0]);

    const stats = JSON.parse((await page.evaluate(() => localStorage.getItem('card-table:stats'))) ?? '{}') as { data: { sequence: Record<string, { played: number; won: number }> } };
    expect(stats.data.sequence['classic-2p']).toMatchObject({ played: 1, won: 1 });
    expect(stats.data.sequence['classic-6p']).toMatchObject({ played: 1, won: 1 });
    expect(errors).toEqual([]);
  }, 900_000);

  it('plays full Sequence Numbers games (2 players; 3 players) with equation cards, PLUS, MINUS and a dead-card exchange', async () => {
    open = await openGame('', { width: 960, height: 540 });
    const { page, errors } = open;
    // Two cores shared with other work: screenshots and scene changes may take a while.
    page.setDefaultTimeout(90_000);
    // Learning mode: the cards also show their answers.
    const showAnswers = async (): Promise<void> => {
      await clickUntil(page, 'sequence:answers', () => window.__cardTable?.texts().some((text) => /^\d+ [+−×÷] \d+\n= \d+$/.test(text)) ?? false);
    };
    const two = await playGame(page, { variant: 'numbers', players: 2, seed: 'e2e-numbers-2' }, 'sequence-numbers-2p', showAnswers);
    expect(two.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(two.state.winners).toEqual([0]);
    const three = await playGame(page, { variant: 'numbers', players: 3, seed: 'e2e-numbers-3' }, 'sequence-numbers-3p');
    expect(three.coverage).toEqual(ALL_SPECIAL_MOVES);
    expect(three.state.winners).toEqual([0]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('pass-and-play: each hand stays hidden behind the hand-over screen; moves by tap-then-click and by keyboard', async () => {
    open = await openGame('', { width: 960, height: 540 });
    const { page, errors } = open;
    page.setDefaultTimeout(90_000);
    const g: GameSetup = { variant: 'classic', players: 2, seed: 'e2e-pass' };
    await startTable(page, g, ['human', 'human'], null);
    const names = (): Promise<string[]> => page.evaluate(() => window.__cardTable?.names() ?? []);
    const handOverShown = (): Promise<void> =>
      page.waitForFunction(() => window.__cardTable?.names().includes('handover:ready') ?? false, undefined, { polling: 50 }).then(() => undefined);

    // Player 1: the hand-over screen first, and no card of theirs on screen before they confirm.
    await handOverShown();
    let state = await readState(page);
    expect(await names()).not.toContain('sequence:board');
    for (const card of state.hands[0] as string[]) expect(await page.evaluate((c) => window.__cardTable?.locate(c), card)).toBeNull();
    await shot(page, 'sequence-pass-handover');
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

    // Keyboard: Tab to the first card of the hand (after the back button), Enter, Esc cancels, Enter, Enter on the first lit space.
    const chipsBefore = state.chips.filter((c) => c === 1).length;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
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
    await shot(page, 'sequence-pass-second-handover');
    expect(errors).toEqual([]);
  }, 300_000);
});
