/**
 * The table session over a tiny game ("race to ten": each turn adds 1 or 2; whoever reaches ten wins):
 * the turn loop, human and computer seats, refused moves, undo, saves and statistics, closing.
 */
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, RuleError, type GameRules } from '../../src/engine/core';
import { openGame } from '../../src/platform/session/openGame';
import { ComputerSeat, HumanSeat, RemoteSeat, type SeatController } from '../../src/platform/session/seats';
import { TableSession, type SessionStore } from '../../src/platform/session/TableSession';
import type { GameLaunch } from '../../src/platform/launch';

interface Race {
  total: number;
  toMove: number;
  players: number;
}
type Step = 1 | 2;

const race: GameRules<Race, Step, { players?: number }> = {
  id: 'nothanks', // any registered-looking id: the session only passes it on
  setup: (o) => {
    if (o.players !== undefined && (o.players < 2 || o.players > 4)) throw new RuleError('players must be 2 to 4');
    return { total: 0, toMove: 0, players: o.players ?? 2 };
  },
  toMove: (s) => s.toMove,
  legalMoves: (s) => (s.total >= 10 ? [] : s.total === 9 ? [1] : [1, 2]),
  play: (s, m) => {
    if (!race.legalMoves(s).includes(m)) throw new IllegalMoveError(`cannot add ${String(m)} to ${s.total}`);
    const total = s.total + m;
    return { state: { ...s, total, toMove: total >= 10 ? s.toMove : (s.toMove + 1) % s.players }, events: [{ type: 'added' }] };
  },
  isOver: (s) => s.total >= 10,
  score: (s) => ({ scores: Array.from({ length: s.players }, (_, i) => (s.total >= 10 && i === s.toMove ? 1 : 0)), winners: s.total >= 10 ? [s.toMove] : [] }),
  view: (s) => s,
  format: (s) => `${s.total}/${s.toMove}/${s.players}`,
  parse: () => {
    throw new RuleError('not needed');
  },
  formatMove: (m) => String(m),
  parseMove: (t) => {
    if (t !== '1' && t !== '2') throw new RuleError(`bad move ${t}`);
    return Number(t) as Step;
  },
};

function memoryStore(): SessionStore & { saved: string[] | null; counted: { won: boolean; score: number }[] } {
  return {
    saved: null,
    counted: [],
    save(_launch, moves) {
      this.saved = [...moves];
    },
    clear() {
      this.saved = null;
    },
    count(_game, _bucket, result) {
      this.counted.push({ won: result.won, score: result.score });
      return { played: this.counted.length, won: 0, best: null, total: 0, lowerIsBetter: false };
    },
  };
}

const stats = { bucket: () => 'b', result: (s: unknown, seat: number) => ({ won: (s as Race).toMove === seat, score: (s as Race).total }) };
const launch = (moves?: string[]): GameLaunch => ({ game: 'nothanks', options: {}, seed: 's', seats: ['human', 'easy'], resume: moves ? { game: 'nothanks', options: {}, seed: 's', moves } : undefined });
/** A computer that always adds 2 when it may. */
const greedy = (): ComputerSeat<Step> => new ComputerSeat<Step>({ game: 'nothanks', level: 'easy', thinker: { chooseMove: async (_g, view) => ((view as Race).total === 9 ? 1 : 2) as never } });
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

function table(seats: SeatController[], moves?: string[], undo = false) {
  const store = memoryStore();
  const played: string[] = [];
  const ends: boolean[] = [];
  const session = new TableSession(race, openGame(race, launch(moves)), seats, {
    afterMove: (p) => {
      played.push(`${p.seat}:${p.text}:${p.by}`);
    },
    gameOver: (end) => {
      ends.push(end.humanWon);
    },
  }, { undo, store, stats });
  return { session, store, played, ends };
}

describe('TableSession', () => {
  it('asks each seat in turn and plays to the end, saving, then counting the result once', async () => {
    const human = new HumanSeat<Step>();
    const { session, store, played, ends } = table([human, greedy()]);
    session.start();
    await tick();
    expect(session.awaitingHuman).toBe(true);
    for (let i = 0; i < 10 && !session.over; i++) {
      if (session.awaitingHuman) {
        const r = session.submit(1);
        expect(r.ok).toBe(true);
        if (r.ok) await r.done;
      }
      await tick();
    }
    expect(session.over).toBe(true);
    expect(played[0]).toBe('0:1:human');
    expect(played[1]).toBe('1:2:computer');
    expect(session.moves.join('')).toBe(played.map((p) => p.split(':')[1]).join(''));
    expect(store.saved).toBeNull(); // a finished game leaves no save
    expect(store.counted).toHaveLength(1);
    expect(ends).toHaveLength(1);
  });

  it('a computer player thinks with a seed of its own for each move, never the deal’s seed (with it, it could deal the game again)', async () => {
    const seeds: string[] = [];
    const watcher = new ComputerSeat<Step>({
      game: 'nothanks',
      level: 'easy',
      minThinkMs: 0,
      thinker: { chooseMove: async (_g, _view, _level, seed) => (seeds.push(seed), 1) as never },
    });
    const ask = (ply: number) => watcher.chooseMove({ seat: 1, view: {}, legal: [1], ply, seed: 'deal-seed-123', signal: new AbortController().signal });
    await ask(3);
    await ask(4);
    await ask(3);
    expect(seeds[0]).not.toContain('deal-seed-123');
    expect(seeds[0]).not.toBe(seeds[1]);
    expect(seeds[2]).toBe(seeds[0]); // a replay thinks the same
  });

  it('refuses an illegal move with the engine reason, and any move out of turn, changing nothing', async () => {
    const { session } = table([new HumanSeat<Step>(), new HumanSeat<Step>()], ['2', '2', '2', '2']);
    expect(session.state.total).toBe(8);
    expect(session.submit(1)).toEqual({ ok: false, error: 'the table is busy' }); // loop not started: nobody asked
    session.start();
    await tick();
    const r = session.submit(2);
    expect(r.ok).toBe(true);
    await tick();
    expect(session.state.total).toBe(10 - 0); // 8 + 2
    expect(session.over).toBe(true);
    expect(session.submit(1)).toEqual({ ok: false, error: 'the game is over' });
    const { session: s2 } = table([new HumanSeat<Step>(), new HumanSeat<Step>()], ['2', '2', '2', '2', '1']);
    s2.start();
    await tick();
    const bad = s2.submit(2);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain('cannot add 2 to 9');
    expect(s2.state.total).toBe(9);
    expect(s2.moves).toHaveLength(5);
  });

  it('tells once when the store refuses a save (the browser storage full), and plays on', async () => {
    const store = memoryStore();
    const refusing: SessionStore = { ...store, save: () => false, clear: () => undefined };
    let told = 0;
    const session = new TableSession(race, openGame(race, launch()), [new HumanSeat<Step>(), new HumanSeat<Step>()], { saveFailed: () => told++ }, { store: refusing, stats });
    session.start();
    for (const step of [2, 2, 1] as Step[]) {
      await tick();
      const r = session.submit(step);
      expect(r.ok).toBe(true);
      if (r.ok) await r.done;
    }
    expect(session.moves).toHaveLength(3);
    expect(told).toBe(1);
  });

  it('saves after every move, and a resumed record replays to the same position', async () => {
    const human = new HumanSeat<Step>();
    const { session, store } = table([human, new HumanSeat<Step>()]);
    session.start();
    await tick();
    const r = session.submit(2);
    if (r.ok) await r.done;
    expect(store.saved).toEqual(['2']);
    const again = openGame(race, launch(['2', '1']));
    expect(again.state.total).toBe(3);
    expect(again.problem).toBeNull();
  });

  it('drops a record that does not replay, or keeps its good prefix when asked', () => {
    const dropped = openGame(race, launch(['2', 'x']));
    expect(dropped.problem?.kind).toBe('dropped');
    expect(dropped.state.total).toBe(0);
    expect(dropped.launch.resume).toBeUndefined();
    const kept = openGame(race, launch(['2', 'x']), { keepReplayedPrefix: true });
    expect(kept.state.total).toBe(2);
    expect(kept.moves).toEqual(['2']);
  });

  it('falls back to other options when the engine refuses the launch options', () => {
    const opened = openGame(race, { ...launch(['1']), options: { players: 9 } }, { fallbackOptions: () => [{ players: 3 }] });
    expect(opened.problem?.kind).toBe('refused');
    expect(opened.state.players).toBe(3);
    expect(opened.moves).toEqual([]); // the record belonged to the refused set-up
  });

  it('undo asks the waiting seat again about the earlier position; a game ended, undone and ended again counts once', async () => {
    const { session, store } = table([new HumanSeat<Step>(), new HumanSeat<Step>()], ['2', '2', '2', '2'], true);
    session.start();
    await tick();
    let r = session.submit(2);
    if (r.ok) await r.done;
    await tick();
    expect(session.over).toBe(true);
    expect(store.counted).toHaveLength(1);
    expect(session.undo()).toBe(true);
    expect(session.state.total).toBe(8);
    await tick();
    expect(session.awaitingHuman).toBe(true);
    r = session.submit(1);
    if (r.ok) await r.done;
    await tick();
    r = session.submit(1);
    if (r.ok) await r.done;
    await tick();
    expect(session.over).toBe(true);
    expect(store.counted).toHaveLength(1);
    expect(session.restart()).toBe(true);
    expect(session.state.total).toBe(0);
    expect(store.saved).toBeNull();
    expect(session.redo()).toBe(true);
    expect(session.moves).toEqual(['2']);
  });

  it('plays a remote seat’s moves and stops on one the engine refuses', async () => {
    const errors: unknown[] = [];
    const remote = new RemoteSeat<Step>({ nextMove: async () => '2' }, (t) => race.parseMove(t));
    const session = new TableSession(race, openGame(race, launch(['2', '2', '2', '2', '1'].slice(0, 4))), [new HumanSeat<Step>(), remote], { error: (e) => errors.push(e) }, { store: memoryStore(), stats });
    session.start();
    await tick();
    const r = session.submit(1); // 9: the remote's 2 is illegal now
    if (r.ok) await r.done;
    await tick();
    await tick();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('cannot add 2 to 9');
    expect(session.state.total).toBe(9);
  });

  it('dispose ends the loop: waiting seats answer null and no hook runs again', async () => {
    const { session, played } = table([new HumanSeat<Step>(), greedy()]);
    session.start();
    await tick();
    session.dispose();
    expect(session.submit(1)).toEqual({ ok: false, error: 'the table is closed' });
    await tick();
    expect(played).toEqual([]);
    expect(session.closed).toBe(true);
  });
});
