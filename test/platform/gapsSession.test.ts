/**
 * A game of Gaps in the table session, opened and kept exactly as the Gaps table does it
 * (scenes/gaps/session.ts): options the engine refuses fall back to the variant alone, then the
 * defaults; moves and redeals undo, redo and restart; the record replays to the same position and
 * saves name every setting (unlimited redeals as 'unlimited'); a game counts once in the statistics.
 */
import { describe, expect, it } from 'vitest';
import { mustRedeal, rules, type GapsEvent, type GapsMove, type GapsOptions, type GapsState } from '../../src/engine/gaps';
import type { GameLaunch } from '../../src/platform/launch';
import { openGame } from '../../src/platform/session/openGame';
import { HumanSeat } from '../../src/platform/session/seats';
import { TableSession, type GameEnd, type SessionStore } from '../../src/platform/session/TableSession';
import type { BucketStats } from '../../src/platform/stats';
import { gapsOpen, gapsSessionOptions } from '../../src/scenes/gaps/session';

const launch = (options: Partial<GapsOptions>, seed = 's', moves?: string[]): GameLaunch => ({
  game: 'gaps',
  options,
  seed,
  seats: ['human'],
  resume: moves ? { game: 'gaps', options, seed, moves } : undefined,
});

function memoryStore(): SessionStore & { saved: { options: Record<string, unknown>; moves: string[]; playedMs?: number } | null; counted: { bucket: string; won: boolean; score: number }[] } {
  return {
    saved: null,
    counted: [],
    save(l, moves) {
      this.saved = { options: l.options, moves: [...moves], playedMs: l.playedMs };
    },
    clear() {
      this.saved = null;
    },
    count(_game, bucket, result): BucketStats {
      this.counted.push({ bucket, won: result.won, score: result.score });
      return { played: this.counted.length, won: 0, best: null, total: 0, lowerIsBetter: false };
    },
  };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

function table(l: GameLaunch) {
  const store = memoryStore();
  const ends: GameEnd[] = [];
  const session = new TableSession<GapsState, GapsMove, GapsEvent>(rules, openGame(rules, l, gapsOpen), [new HumanSeat<GapsMove>()], { gameOver: (end) => void ends.push(end) }, { ...gapsSessionOptions, store });
  session.start();
  return { session, store, ends };
}

/** Plays `move` as the person at the table does, and waits until the session asks again. */
async function play(session: TableSession<GapsState, GapsMove, GapsEvent>, move: GapsMove): Promise<void> {
  await tick();
  const r = session.submit(move);
  if (!r.ok) throw new Error(r.error);
  await r.done;
  await tick();
}

/** Plays each position's first card move until the rules leave only a redeal (or the game ends). */
async function playUntilStuck(session: TableSession<GapsState, GapsMove, GapsEvent>): Promise<void> {
  for (let i = 0; i < 500 && !session.over && !mustRedeal(session.state); i++) await play(session, session.legalMoves()[0]!);
}

describe('opening a Gaps table', () => {
  it('takes accepted options as they are', () => {
    const opened = openGame(rules, launch({ variant: 'montana', redeals: 1 }), gapsOpen);
    expect(opened.problem).toBeNull();
    expect(opened.state.settings).toEqual({ variant: 'montana', redeals: 1, randomGaps: false, winnable: false });
  });

  it('a launch of the earlier basic rules (with redeals) keeps its variant under the new rules, saying why', () => {
    const opened = openGame(rules, launch({ variant: 'basic', redeals: 2, randomGaps: false }, 's', ['redeal']), gapsOpen);
    expect(opened.problem?.kind).toBe('refused');
    expect(opened.problem?.why).toMatch(/basic variant has no redeals/);
    expect(opened.launch.options).toEqual({ variant: 'basic' });
    expect(opened.launch.resume).toBeUndefined(); // its moves belong to the refused rules
    expect(opened.state.settings).toEqual({ variant: 'basic', redeals: 0, randomGaps: false, winnable: false });
  });

  it('options refused even without them fall back to the defaults', () => {
    const opened = openGame(rules, launch({ variant: 'spider' as never }), gapsOpen);
    expect(opened.problem?.why).toMatch(/variant/);
    expect(opened.launch.options).toEqual({});
    expect(opened.state.settings.variant).toBe('aisleriot');
  });

  it('a record that stops replaying keeps the moves before the bad one', () => {
    const first = rules.formatMove(rules.legalMoves(rules.setup({}, 's'))[0]!);
    const opened = openGame(rules, launch({}, 's', [first, 'QS>r9c9']), gapsOpen);
    expect(opened.problem?.kind).toBe('dropped');
    expect(opened.moves).toEqual([first]);
  });
});

describe('a Gaps game in the table session', () => {
  it('undoes, redoes and restarts card moves and a redeal, saving each position', async () => {
    const { session, store } = table(launch({}, '3'));
    await playUntilStuck(session);
    expect(mustRedeal(session.state)).toBe(true);
    const stuck = rules.format(session.state);
    const movesBefore = [...session.moves];
    await play(session, { type: 'redeal' });
    expect(session.state.redealsUsed).toBe(1);
    const redealt = rules.format(session.state);
    expect(store.saved?.moves.at(-1)).toBe('redeal');

    expect(session.undo()).toBe(true);
    expect(rules.format(session.state)).toBe(stuck);
    expect(store.saved?.moves).toEqual(movesBefore);
    await tick();
    expect(session.awaitingHuman).toBe(true); // asked again about the earlier position
    expect(session.redo()).toBe(true);
    expect(rules.format(session.state)).toBe(redealt);
    expect(session.canRedo).toBe(false);

    expect(session.restart()).toBe(true);
    expect(rules.format(session.state)).toBe(rules.format(rules.setup({}, '3')));
    expect(store.saved).toBeNull(); // back at the deal: nothing to resume
    expect(session.redo()).toBe(true);
    expect(session.moves).toEqual(movesBefore.slice(0, 1));
    // A new move after undo drops the redoable ones.
    expect(session.undo()).toBe(true);
    await tick();
    const other = session.legalMoves().at(-1)!;
    await play(session, other);
    expect(session.canRedo).toBe(false);
    expect(session.moves).toEqual([rules.formatMove(other)]);
  });

  it('its record replays to the same position; saves name every setting, unlimited redeals as \'unlimited\'', async () => {
    const { session, store } = table(launch({ redeals: Infinity }, 'rec'));
    await playUntilStuck(session);
    await play(session, { type: 'redeal' });
    await play(session, session.legalMoves()[0]!);
    const record = session.record();
    expect(record.options).toEqual({ variant: 'aisleriot', redeals: 'unlimited', randomGaps: false, winnable: false });
    expect(store.saved?.options).toEqual(record.options);
    const again = openGame(rules, launch(record.options as Partial<GapsOptions>, 'rec', record.moves), gapsOpen);
    expect(again.problem).toBeNull();
    expect(rules.format(again.state)).toBe(rules.format(session.state));
    // Resumed with undo, the game can be taken back to its deal.
    const resumed = table(launch(record.options as Partial<GapsOptions>, 'rec', record.moves)).session;
    expect(resumed.moves).toEqual(record.moves);
    expect(resumed.restart()).toBe(true);
    expect(rules.format(resumed.state)).toBe(rules.format(rules.setup({ redeals: Infinity }, 'rec')));
  });

  it('writes the time played into each save, and into a save made when the player leaves', async () => {
    const store = memoryStore();
    let clock = 0;
    const session = new TableSession<GapsState, GapsMove, GapsEvent>(rules, openGame(rules, launch({}), gapsOpen), [new HumanSeat<GapsMove>()], {}, { ...gapsSessionOptions, store, playedMs: () => clock });
    session.start();
    clock = 4_000;
    const first = session.legalMoves().find((m) => m.type === 'move')!;
    await play(session, first);
    expect(store.saved?.playedMs).toBe(4_000);
    clock = 9_500;
    session.saveNow();
    expect(store.saved?.playedMs).toBe(9_500);
    expect(store.saved?.moves).toHaveLength(1);
    session.dispose();
  });

  it('counts a game once: lost, undone and lost again is one game; restarted, it is a new one', async () => {
    const { session, store, ends } = table(launch({ redeals: 0 }, 'lose'));
    await playUntilStuck(session);
    expect(session.over).toBe(true);
    const score = rules.score(session.state).scores[0]!;
    expect(store.counted).toEqual([{ bucket: 'aisleriot-r0', won: false, score }]);
    expect(store.saved).toBeNull(); // a finished game leaves no save
    expect(ends).toHaveLength(1);
    expect(ends[0]!.stats?.played).toBe(1);

    const last = session.moves.at(-1)!;
    expect(session.undo()).toBe(true);
    await play(session, rules.parseMove(last));
    expect(session.over).toBe(true);
    expect(store.counted).toHaveLength(1);
    expect(ends[1]!.stats).toBeNull(); // shown again, not counted again

    expect(session.restart()).toBe(true);
    await tick();
    await playUntilStuck(session);
    expect(session.over).toBe(true);
    expect(store.counted).toHaveLength(2);
  });
});
