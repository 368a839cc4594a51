/**
 * Complete games over the server, played by scripted clients: No Thanks (3 people + 1 computer
 * player), Sequence 2 against 2, and Gaps together. Every client (and a spectator) records every
 * message; the leak checks compare each with the server's full state at that moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app';
import type { GameMessage } from '../../src/platform/online/protocol';
import { allOver, Player, spreadLegal, startTestServer, tableOf } from './harness';
import { checkGaps, checkNoThanks, checkSequence, checkTokens } from './leaks';

let server: RunningServer & { url: string };
beforeAll(async () => {
  server = await startTestServer({ rate: { burst: 1000, perSecond: 1000 } });
});
afterAll(() => server.server.gracefullyShutdown(false));

/** Host + friends seated at a new table of `game`, and a spectator. */
async function seat(game: string, options: Record<string, unknown>, people: number): Promise<{ players: Player[]; watcher: Player }> {
  const host = await Player.create(server.url, { game, options, name: 'P1' });
  const players = [host];
  for (let i = 2; i <= people; i++) players.push(await Player.join(server.url, host.code, { name: `P${i}` }));
  const watcher = await Player.join(server.url, host.code, { name: 'Watcher', spectate: true });
  await host.until(() => host.lobby?.spectators === 1 && host.lobby.seats.filter((s) => s.kind === 'human').length === people, 'everyone at the table');
  return { players, watcher };
}

const tokensOf = (players: Player[]): string[] => players.map((p) => p.lobby!.seatToken!);

describe('complete games over the server', () => {
  it('No Thanks: 3 people and a computer player, to the end; nobody sees a hidden card or chip count', async () => {
    const { players, watcher } = await seat('nothanks', { players: 4 }, 3);
    const [host] = players;
    host!.send('fillSeat', { seat: 3, level: 'medium' });
    await host!.until(() => host!.lobby!.seats[3]!.kind === 'computer', 'the computer player');
    players.forEach((p) => p.autoplay(spreadLegal));
    host!.send('start', {});
    await allOver([...players, watcher]);
    const table = tableOf(host!.code);
    const moves = table.lines[0]!.moves;
    expect(table.game.rules.isOver(table.lines[0]!.state)).toBe(true);
    // Every move reached everyone exactly once, in order.
    for (const p of [...players, watcher]) {
      const plies = p.received.filter((r) => r.type === 'game').map((r) => (r.body as GameMessage).ply);
      expect(plies).toEqual(Array.from({ length: moves.length + 1 }, (_, i) => i));
      expect(p.game!.over).toBe(true);
    }
    // The computer player made moves too.
    const seat3 = moves.filter((_, i) => table.game.rules.toMove(replayTo(host!.code, i)) === 3);
    expect(seat3.length).toBeGreaterThan(0);
    players.forEach((p, seat) => checkNoThanks(p.received, seat, host!.code));
    checkNoThanks(watcher.received, null, host!.code);
    players.forEach((p) => checkTokens(p.received, p.lobby!.seatToken, tokensOf(players)));
    checkTokens(watcher.received, undefined, tokensOf(players));
    await expect(Player.join(server.url, host!.code, { name: 'Late', spectate: true })).rejects.toThrow(/tableOver/);
  });

  it('a server that allows 1000 messages a second keeps a client sending 150 at once (the flood cut-off stays above the rate limit)', async () => {
    const { players, watcher } = await seat('nothanks', { players: 3 }, 3);
    const from = watcher.received.length;
    for (let i = 0; i < 150; i++) watcher.send('react', { id: 'hello' });
    // Colyseus's default cut-off (100 a second) dropped the client at its 101st message, unanswered.
    await watcher.until(() => watcher.received.slice(from).filter((r) => r.type === 'reaction').length === 150, 'all 150 reactions', 10_000);
    expect(watcher.errors).toEqual([]);
    await Promise.all([...players, watcher].map((p) => p.leave()));
  });

  it('Sequence 2 against 2, to the end; no hand and no draw pile card leaks', async () => {
    const { players, watcher } = await seat('sequence', { players: 4 }, 4);
    expect(players[0]!.lobby!.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    players.forEach((p) => p.autoplay(spreadLegal));
    players[0]!.send('start', {});
    await allOver([...players, watcher], 120_000);
    const code = players[0]!.code;
    const table = tableOf(code);
    expect(table.game.rules.isOver(table.lines[0]!.state)).toBe(true);
    players.forEach((p, seat) => checkSequence(p.received, seat, code));
    checkSequence(watcher.received, null, code);
    // The draws others made reached each seat blanked.
    const blanks = players[0]!.received.filter((r) => r.type === 'game').flatMap((r) => (r.body as GameMessage<unknown, { type: string; player: number; card: string }>).events).filter((e) => e.type === 'draw' && e.player !== 0);
    expect(blanks.length).toBeGreaterThan(5);
    expect(blanks.every((e) => e.card === '')).toBe(true);
    players.forEach((p) => checkTokens(p.received, p.lobby!.seatToken, tokensOf(players)));
  });

  it('Gaps together: everyone plays the same deal; a live scoreboard; the result table at the end', async () => {
    const { players, watcher } = await seat('gaps', { players: 4, variant: 'aisleriot', redeals: 1 }, 3);
    expect(players[0]!.lobby!.together).toBe(true);
    players.forEach((p) => p.autoplay(spreadLegal));
    players[0]!.send('start', {});
    // Three boards of up to a few hundred moves each, all at once, held to the rate limit (retried).
    await allOver([...players, watcher], 120_000);
    const code = players[0]!.code;
    const table = tableOf(code);
    // The open fourth seat went at the start; the three boards began from the same deal.
    expect(table.seats).toHaveLength(3);
    const firstViews = players.map((p) => p.received.find((r) => r.type === 'game')!.body as GameMessage);
    expect(firstViews.map((g) => g.ply)).toEqual([0, 0, 0]);
    expect(firstViews[1]!.view).toEqual(firstViews[0]!.view);
    expect(firstViews[2]!.view).toEqual(firstViews[0]!.view);
    players.forEach((p, seat) => expect(checkGaps(p.received, seat, code)).toBe(table.lines[seat]!.moves.length + 1));
    // Scoreboards came during play, and the last one is the result table.
    const boards = watcher.received.filter((r) => r.type === 'scoreboard');
    expect(boards.length).toBeGreaterThan(3);
    const result = watcher.scoreboard!;
    expect(result.over).toBe(true);
    expect(result.rows.map((r) => r.name)).toEqual(['P1', 'P2', 'P3']);
    result.rows.forEach((row, seat) => {
      const state = table.lines[seat]!.state;
      expect(row).toEqual({ seat, name: `P${seat + 1}`, progress: table.game.rules.score(state).scores[0], moves: table.lines[seat]!.moves.length, finished: true, won: table.game.rules.score(state).winners.includes(0) });
    });
  }, 150_000);
});

function replayTo(code: string, ply: number): unknown {
  const table = tableOf(code);
  const { rules } = table.game;
  let state = rules.setup(table.dealtOptions!, table.seed);
  for (const text of table.lines[0]!.moves.slice(0, ply)) state = rules.play(state, rules.parseMove(text)).state;
  return state;
}
