/**
 * Test harness for the game server: a real server (server/app.ts) on an ephemeral loopback port in
 * this test process, and scripted players on @colyseus/sdk clients that record every message they get.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { startServer, type RunningServer } from '../../server/app';
import type { Table } from '../../server/table';
import { liveRooms } from '../../server/TableRoom';
import type { ServerConfig } from '../../server/config';
import type { CreateOptions, ErrorMessage, GameMessage, JoinOptions, LobbyMessage, ScoreboardMessage } from '../../src/platform/online/protocol';
import { ROOM_NAME } from '../../src/platform/online/protocol';
import { setSessionLanguage } from '../../src/platform/i18n';
import { errorText } from '../../src/platform/strings/online';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    graceSeconds: 60,
    computerDelayMs: 0,
    stateDir: mkdtempSync(join(tmpdir(), 'card-table-online-')),
    redisUrl: null,
    staticDir: null,
    rate: { burst: 20, perSecond: 10 },
    trustProxy: 0,
    tablesPerAddress: 40,
    ...overrides,
  };
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer & { url: string }> {
  const running = await startServer(testConfig(overrides), () => {});
  return { ...running, url: `ws://127.0.0.1:${running.port}` };
}

export interface Received {
  type: string;
  body: unknown;
}

/** Chooses a move from the legal ones (as text) for a scripted player. */
export type Strategy = (game: GameMessage) => string;
export const firstLegal: Strategy = (g) => g.legal[0] as string;
/** Varies the choice with the position so the games are not all alike. */
export const spreadLegal: Strategy = (g) => g.legal[(g.ply * 7 + 3) % g.legal.length] as string;

/** One person at the table: an SDK client that records everything and can play by itself. */
export class Player {
  readonly received: Received[] = [];
  lobby: LobbyMessage | null = null;
  game: GameMessage | null = null;
  scoreboard: ScoreboardMessage | null = null;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  private strategy: Strategy | null = null;

  constructor(public room: Room) {
    this.listen();
  }

  static async create(url: string, options: CreateOptions): Promise<Player> {
    return new Player(await new Client(url).create(ROOM_NAME, options));
  }

  static async join(url: string, code: string, options: JoinOptions): Promise<Player> {
    return new Player(await new Client(url).joinById(code, options));
  }

  /** Binds to a (re)connected room; what was recorded stays. */
  listen(room: Room = this.room): void {
    this.room = room;
    room.onMessage('*', (type, body) => {
      this.received.push({ type: String(type), body });
      if (type === 'lobby') this.lobby = body as LobbyMessage;
      if (type === 'game') this.game = body as GameMessage;
      if (type === 'scoreboard') this.scoreboard = body as ScoreboardMessage;
      if (type === 'game' && this.strategy) this.answer(body as GameMessage);
      // A scripted player against computer players with no delay may outrun the rate limit (20 at
      // once, then 10 a second): like a person told to slow down, it plays the move again shortly.
      if (type === 'error' && (body as ErrorMessage).code === 'tooFast' && this.strategy) {
        setTimeout(() => this.game && this.answer(this.game), 200);
      }
      this.wake();
    });
  }

  get errors(): ErrorMessage[] {
    return this.received.filter((r) => r.type === 'error').map((r) => r.body as ErrorMessage);
  }

  get code(): string {
    return this.room.roomId;
  }

  send(type: string, body: unknown): void {
    this.room.send(type, body);
  }

  /** Plays every turn of this seat with `strategy` from now on. */
  autoplay(strategy: Strategy): void {
    this.strategy = strategy;
    if (this.game) this.answer(this.game);
  }

  private answer(game: GameMessage): void {
    if (game.legal.length > 0 && !game.over && this.strategy) this.send('move', { ply: game.ply, move: this.strategy(game) });
  }

  private wake(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }

  /**
   * Resolves once `test` holds (checked now, after every message of this player, and every 50 ms for
   * conditions that other players' messages settle); fails after `ms`.
   */
  until(test: () => boolean, what: string, ms = 20_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const poll = setInterval(() => this.wake(), 50);
      const timer = setTimeout(() => (clearInterval(poll), reject(new Error(`timed out waiting for ${what}`))), ms);
      this.waiters.push({ test, resolve: () => (clearTimeout(timer), clearInterval(poll), resolve()) });
    });
  }

  /** The next message of `type` after now. */
  next(type: string, ms = 10_000): Promise<unknown> {
    const from = this.received.length;
    const found = () => this.received.slice(from).find((r) => r.type === type);
    return this.until(() => found() !== undefined, `a "${type}" message`, ms).then(() => found()?.body);
  }

  /** The next error, or the knowledge that none came within `ms` after a check message round-trip. */
  nextError(ms = 5_000): Promise<ErrorMessage> {
    return this.next('error', ms) as Promise<ErrorMessage>;
  }

  leave(consented = true): Promise<number> {
    return this.room.leave(consented);
  }
}

/**
 * Waits until every player's lobby says the game is over and the last game message has arrived (the
 * server sends each client its lobby before its game message, so the lobby's "over" comes first).
 */
export function allOver(players: Player[], ms = 60_000): Promise<void[]> {
  const where = (p: Player): string =>
    `${p.lobby?.you ?? 'spectator'}: phase ${p.lobby?.phase}, ply ${p.game?.ply}, to move ${p.game?.toMove}, over ${p.game?.over}, legal ${p.game?.legal.length}, errors ${JSON.stringify(p.errors)}`;
  return Promise.all(players.map((p) => p.until(() => p.lobby?.phase === 'over' && (p.game === null || p.game.over), 'the end of the game', ms))).catch((e: Error) => {
    throw new Error(`${e.message}; where each player is: ${players.map(where).join(' / ')}`);
  });
}

export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The live table behind a code (the server runs in this test process). */
export function tableOf(code: string): Table {
  const room = [...liveRooms].find((r) => r.table.code === code);
  if (!room) throw new Error(`no live table ${code}`);
  return room.table;
}

/** Everything a table holds, as text: equal before and after a refused message. */
export function tableText(code: string): string {
  const t = tableOf(code);
  return JSON.stringify({ phase: t.phase, host: t.host, options: t.options, seats: t.seats, lines: t.lines, turnSeconds: t.turnSeconds, teams: t.teams });
}

/**
 * How the lobby words the refusal `code` in English, Czech and German, given the server's English
 * message `"<code>: in English"` (a text of its own leaves those words out).
 */
export function refusalTexts(code: string): string[] {
  const texts = (['en', 'cs', 'de'] as const).map((lang) => {
    setSessionLanguage(lang);
    return errorText({ code, message: `${code}: in English` });
  });
  setSessionLanguage(null);
  return texts;
}
