/**
 * The Colyseus room of one online table (room name ROOM_NAME, room id = the table's code). It owns a
 * Table (table.ts) and connects it to the clients and the clock: it checks every message (schemas.ts,
 * size, rate), tells each client only what it may see after every change, runs the computer players
 * and the turn timer, keeps a dropped player's seat for the grace period, and hands the table over
 * for storing on SIGTERM (persist.ts).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, matchMaker, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { computerSeed, type AiLevel } from '../src/engine/core';
import { MAX_SPECTATORS, SEAT_TAKEN_CLOSE_CODE, type ServerMessages } from '../src/platform/online/protocol';
import { addressKey } from './address';
import { freshCode } from './codes';
import type { ServerConfig } from './config';
import { TableError, refuse } from './errors';
import { chooseComputerMove, loadAi, loadGame } from './games';
import { restoreTable, storeTable, type StoredTable } from './persist';
import { TokenBucket } from './rateLimit';
import { createOptionsSchema, joinOptionsSchema, parseClientMessage, parseOptions } from './schemas';
import { Table } from './table';

type RoomConfig = Pick<ServerConfig, 'graceSeconds' | 'computerDelayMs' | 'rate' | 'tablesPerAddress'>;
let config: RoomConfig = { graceSeconds: 60, computerDelayMs: 700, rate: { burst: 20, perSecond: 10 }, tablesPerAddress: 40 };
export function configureRooms(c: RoomConfig): void {
  config = c;
}

/** This process's tables (SIGTERM stores them all). */
export const liveRooms = new Set<TableRoom>();

/** Tables read from disk at start, waiting for their room (keyed by a random id only the server knows). */
const pendingRestores = new Map<string, StoredTable>();
export function queueRestore(stored: StoredTable): string {
  const key = randomBytes(16).toString('hex');
  pendingRestores.set(key, stored);
  return key;
}

/** How long a restored table waits for its players before it closes. */
const RESTORED_WAIT_MS = 10 * 60 * 1000;
/** The most seats a table has (Sequence's 12). */
const MAX_SEATS = 12;
/**
 * Colyseus locks a room at maxClients (counting seats reserved and not yet joined), and a locked room
 * refuses even a seat's own player coming back. The spectators are capped (Table.checkJoin) well below
 * it: room for two clients per seat (the one sitting and a window taking the seat back with its
 * token) and for twice the spectators (those beyond the cap hold a place until onJoin refuses them).
 */
const MAX_CLIENTS = 2 * MAX_SEATS + 2 * MAX_SPECTATORS;
/**
 * Colyseus's own flood cut-off (messages per second, the client is dropped past it): a backstop above
 * the token bucket, which lets through up to `burst + perSecond` messages in any second and answers
 * the rest with `tooFast`. Below the bucket's rate it would drop clients the bucket lets play: a
 * server configured for 1000 a second (the server tests) lost scripted Gaps players at their 101st move.
 */
function floodCutoff(rate: RoomConfig['rate']): number {
  return Math.max(100, 2 * (rate.burst + rate.perSecond));
}

/** Where onAuth puts the server's stamp into a request's options (a client's own value is overwritten). */
const STAMP = 'serverStamp';
/** Where onAuth puts, for a create, the key its table is counted under (countCreate), for onCreate. */
const HOSTING = 'serverHosting';

/** A refused create or join: the SDK rejects with this error, its message starting with the ErrorCode (`tableFull: …`). */
const joinError = (e: unknown): ServerError => (e instanceof TableError ? new ServerError(ErrorCode.APPLICATION_ERROR, `${e.code}: ${e.message}`) : (e as ServerError));

/** How long Colyseus holds a seat reservation for its client to connect (its default; countJoin follows it). */
const RESERVATION_SECONDS = 15;
/**
 * A join (`joinById`) is a seat reservation first, over HTTP, then the WebSocket: Colyseus holds the
 * reservation for RESERVATION_SECONDS and counts it towards maxClients, so joins that never connect
 * could lock a table for everyone with its code. One address (addressKey) may have this many joins
 * at one table not yet connected: a whole table's players on one home network joining at once.
 */
const UNCONNECTED_JOINS_PER_ADDRESS = MAX_SEATS;

/**
 * Counts a `joinById` among its table's joins from the request's address not yet connected, or refuses
 * it (`tooManyJoins`) past UNCONNECTED_JOINS_PER_ADDRESS. The count lives in presence (in Redis with
 * several processes: the table may live in another one); onJoin counts the join off as it connects.
 * Returns the key it is counted under (null: not a join by code, e.g. a create).
 */
async function countJoin(context: AuthContext): Promise<string | null> {
  const code = matchmakeRequest(context, 'joinById');
  if (code === null) return null;
  // Every join counted is connected or expired within RESERVATION_SECONDS: what the expired ones
  // leave counted goes with the key, a little after the last join from that address.
  return countUnder(`joining:${code}:${addressOf(context)}`, UNCONNECTED_JOINS_PER_ADDRESS, RESERVATION_SECONDS + 5, () => new TableError('tooManyJoins', `${UNCONNECTED_JOINS_PER_ADDRESS} joins to this table from your address have not connected yet: try again in a few seconds.`));
}

/**
 * What the request behind `context` names after `/matchmake/<action>/` (a table's code, a room name),
 * as Colyseus's router read the path (it decodes nothing); null for another request.
 */
function matchmakeRequest(context: AuthContext, action: 'joinById' | 'create'): string | null {
  const url = (context.req as Request | undefined)?.url;
  const path = new RegExp(`^/${matchMaker.controller.matchmakeRoute}/${action}/([^/]+)$`);
  return (url === undefined ? undefined : path.exec(new URL(url).pathname)?.[1]) ?? null;
}

/** The request's sender as it is counted (addressKey: an IPv4 address or an IPv6 /56). */
function addressOf(context: AuthContext): string {
  return addressKey(String(context.ip ?? ''));
}

/**
 * Counts one more under `key` in presence (in Redis with several processes), the key kept
 * `ttlSeconds` after this count, and returns the key; past `limit` takes the count back and
 * refuses with `refusal()`.
 */
async function countUnder(key: string, limit: number, ttlSeconds: number, refusal: () => TableError): Promise<string> {
  const { presence } = matchMaker;
  const count = await presence.incr(key);
  await presence.expire(key, ttlSeconds);
  if (count <= limit) return key;
  await presence.decr(key);
  throw joinError(refusal());
}

/** How long an address's count of open tables outlives its last create: counts a crash left behind wear off. */
const HOSTING_TTL_SECONDS = 24 * 3600;

/**
 * Counts a create among the tables its address has open, or refuses it (`tooManyTables`) past
 * `config.tablesPerAddress`. The count lives in presence (Redis with several processes); the table
 * counts itself off when it goes (onDispose), or at once if it is never made (onCreate refuses).
 * Returns the key it is counted under (null: not a create).
 */
async function countCreate(context: AuthContext): Promise<string | null> {
  if (matchmakeRequest(context, 'create') === null) return null;
  const limit = config.tablesPerAddress;
  return countUnder(`hosting:${addressOf(context)}`, limit, HOSTING_TTL_SECONDS, () => new TableError('tooManyTables', `${limit} tables from your address are open already: finish or leave one first.`));
}

/** What onAuth gives each reservation: the server's stamp, and the key its join is counted under (countJoin). */
interface JoinAuth {
  stamp: string;
  joining: string | null;
}

export class TableRoom extends Room {
  table!: Table;
  private buckets = new Map<string, TokenBucket>();
  private timer: { clear(): void } | null = null;
  private deadline: number | null = null;
  /** The turn the timer runs for (seat kind, seat, ply): schedule() leaves it alone while it lasts. */
  private scheduled: string | null = null;
  /** Stored for a restart: the table no longer changes. */
  private closing = false;
  /** Until the creator's join (the one carrying `creatorStamp`) has taken seat 0 as host, nobody else joins. */
  private awaitingCreator = true;
  private creatorStamp: unknown = null;
  /** The key this table is counted under among its creator's address's open tables (countCreate). */
  private hosting: string | null = null;

  /**
   * Every create and join request gets a fresh random stamp from the server (matchMaker.create hands
   * the same options to onCreate and to the creator's seat reservation): the room keeps its
   * creator's, so only the creator's own join, never a stranger's that got there first, makes a host.
   */
  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<JoinAuth> {
    const stamp = randomBytes(16).toString('hex');
    const hosting = await countCreate(context);
    if (options !== null && typeof options === 'object') {
      const written = options as Record<string, unknown>;
      written[STAMP] = stamp;
      delete written[HOSTING];
      if (hosting !== null) written[HOSTING] = hosting;
    }
    return { stamp, joining: await countJoin(context) };
  }

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    try {
      const stored = typeof options.restoreKey === 'string' ? pendingRestores.get(options.restoreKey) : undefined;
      if (stored) {
        pendingRestores.delete(options.restoreKey as string);
        this.table = await restoreTable(stored);
        this.awaitingCreator = false;
        this.autoDispose = false;
        this.clock.setTimeout(() => this.clients.length === 0 && void this.disconnect(), RESTORED_WAIT_MS);
        // Everyone was dropped by the restart: each seat waits the grace period a dropped player gets
        // (onDrop), then goes as in onLeave, so a player who never comes back does not hold the game.
        this.clock.setTimeout(() => this.seatsLeft(this.table.seats.map((_, i) => this.table.vacate(i))), config.graceSeconds * 1000);
      } else {
        const create = parseOptions(createOptionsSchema, options);
        const game = await loadGame(create.game);
        // A deal chosen by the host only where nobody's cards are hidden from anyone.
        if (create.deal !== undefined && !game.together) refuse('badOptions', 'Only a game played together can be dealt from the host’s set-up.');
        this.table = new Table(await freshCode(), game, create.options, create.deal ?? randomBytes(12).toString('hex'));
        this.creatorStamp = options[STAMP];
        if (typeof options[HOSTING] === 'string') this.hosting = options[HOSTING];
      }
    } catch (e) {
      // Never made: its address's count of open tables goes back down.
      if (typeof options[HOSTING] === 'string') await this.presence.decr(options[HOSTING]);
      throw joinError(e);
    }
    this.roomId = this.table.code;
    // Out of matchmaking by room name (join, joinOrCreate, listings): a table is reached by its code only.
    await this.setPrivate(true);
    this.maxClients = MAX_CLIENTS;
    this.seatReservationTimeout = RESERVATION_SECONDS;
    // Past the token bucket (each refusal answered), a flood this fast is cut off by Colyseus itself.
    this.maxMessagesPerSecond = floodCutoff(config.rate);
    this.onMessage('*', (client: Client, type: string | number, body: unknown) => this.receive(client, type, body));
    // A restored table waits for its people: the computer players resume when someone is back (onJoin).
    liveRooms.add(this);
  }

  override onJoin(client: Client, options: Record<string, unknown>, auth?: JoinAuth): void {
    // Connected: no longer one of its address's unconnected joins, whether or not it is let in.
    if (auth?.joining) Promise.resolve(this.presence.decr(auth.joining)).catch(() => undefined);
    try {
      if (this.awaitingCreator) {
        // Someone with the code before its creator is in: to them the table does not exist yet.
        if (auth?.stamp !== this.creatorStamp) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `table ${this.table.code} is not open yet`);
        const create = parseOptions(createOptionsSchema, options);
        this.table.join(client.sessionId, create.name, false, undefined);
        this.awaitingCreator = false;
      } else {
        const join = parseOptions(joinOptionsSchema, options);
        const before = join.seatToken === undefined ? null : this.table.seats.find((s) => s.token === join.seatToken)?.client;
        this.table.join(client.sessionId, join.name, join.spectate === true, join.seatToken);
        // The seat's token came back from another client (a new tab, or after a restart): the old one goes.
        const old = before ? this.clients.find((c) => c.sessionId === before) : undefined;
        old?.leave(SEAT_TAKEN_CLOSE_CODE, 'Your seat was taken back with its token from another window.');
      }
    } catch (e) {
      throw joinError(e);
    }
    this.autoDispose = true;
    this.schedule();
    this.update({ lobby: true, gameTo: client });
  }

  override onDrop(client: Client): void {
    if (this.table.setConnected(client.sessionId, false) === null) return;
    this.update({ lobby: true });
    // Rejected when the grace period ends (Colyseus then calls onLeave) or the room is closing.
    Promise.resolve(this.allowReconnection(client, config.graceSeconds)).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    this.table.setConnected(client.sessionId, true);
    this.update({ lobby: true, gameTo: client });
  }

  override onLeave(client: Client): void {
    this.buckets.delete(client.sessionId);
    this.seatsLeft([this.table.leave(client.sessionId)]);
  }

  /** These seats' people are gone for good (null: nobody's seat): computer players take them during play. */
  private seatsLeft(seats: (number | null)[]): void {
    const gone = seats.filter((seat) => seat !== null);
    if (gone.length > 0 && this.table.phase === 'playing') {
      gone.forEach((seat) => this.table.takeOver(seat));
      this.table.checkOver();
      this.schedule();
    }
    this.update({ lobby: true, scoreboard: this.table.together });
  }

  override onDispose(): void {
    this.stopTimer();
    liveRooms.delete(this);
    if (this.hosting) Promise.resolve(this.presence.decr(this.hosting)).catch(() => undefined);
  }

  /** SIGTERM: the table as stored, after telling everyone the server restarts. Nothing changes after it. */
  store(seconds: number): StoredTable {
    this.closing = true;
    this.stopTimer();
    this.broadcast('restarting', { seconds } satisfies ServerMessages['restarting']);
    return storeTable(this.table);
  }

  private receive(client: Client, type: string | number, body: unknown): void {
    const { table } = this;
    const id = client.sessionId;
    try {
      let bucket = this.buckets.get(id);
      if (!bucket) this.buckets.set(id, (bucket = new TokenBucket(config.rate.burst, config.rate.perSecond)));
      if (!bucket.take()) throw new TableError('tooFast', 'Too many messages: slow down.');
      if (this.closing) throw new TableError('notPlaying', 'The server is restarting.');
      const msg = parseClientMessage(type, body);
      switch (msg.type) {
        case 'move': {
          const seat = table.seatOf(id) as number;
          table.move(id, msg.body.ply, msg.body.move);
          this.afterMove(seat);
          return;
        }
        case 'react':
          this.broadcast('reaction', { seat: table.seatOf(id), id: msg.body.id } satisfies ServerMessages['reaction']);
          return;
        case 'setOptions':
          table.setOptions(id, msg.body.options);
          break;
        case 'fillSeat':
          table.fillSeat(id, msg.body.seat, msg.body.level);
          break;
        case 'setTeam':
          table.setTeam(id, msg.body.seat, msg.body.team);
          break;
        case 'setTurnTimer':
          table.setTurnTimer(id, msg.body.seconds);
          break;
        case 'start':
          table.start(id);
          this.schedule();
          this.update({ lobby: true, game: true, scoreboard: table.together });
          return;
      }
      this.update({ lobby: true });
    } catch (e) {
      if (!(e instanceof TableError)) console.error(`table ${table.code}:`, e);
      const err = e instanceof TableError ? e : new TableError('badMessage', 'The server could not handle that message.');
      client.send('error', { code: err.code, message: err.message } satisfies ServerMessages['error']);
    }
  }

  /** After a move on `seat`'s board: the next decision, then tell whoever may see it. */
  private afterMove(seat: number): void {
    this.schedule();
    if (this.table.together) this.update({ lobby: this.table.phase === 'over', boardOf: seat, scoreboard: true });
    else this.update({ lobby: this.table.phase === 'over', game: true });
  }

  /** Sends what changed: the lobby to all, the game to all / to one client / to whoever sees one board. */
  private update(what: { lobby?: boolean; game?: boolean; gameTo?: Client; boardOf?: number; scoreboard?: boolean }): void {
    const { table } = this;
    const playing = table.phase !== 'lobby';
    const left = this.deadline === null ? null : Math.max(0, this.deadline - Date.now());
    for (const client of this.clients) {
      if (what.lobby) client.send('lobby', table.lobbyFor(client.sessionId));
      const seat = table.seatOf(client.sessionId);
      const sees = what.game || what.gameTo === client || (what.boardOf !== undefined && (seat ?? 0) === what.boardOf);
      if (playing && sees) client.send('game', table.gameFor(client.sessionId, left));
      if (playing && table.together && (what.scoreboard || what.gameTo === client)) client.send('scoreboard', table.scoreboard());
    }
  }

  private stopTimer(): void {
    this.timer?.clear();
    this.timer = null;
    this.deadline = null;
    this.scheduled = null;
  }

  /**
   * The shared game's next decision: a computer player's move, or a person's turn timer. Called after
   * anything that may change it (a move, a join, a leave); while the same seat's same turn is still
   * pending with the same kind of player, its timer and deadline hold, so nobody joining or leaving
   * (a spectator every few seconds) can keep a turn open for ever.
   */
  private schedule(): void {
    const seat = this.table.toMove();
    if (seat === null) return this.stopTimer();
    const s = this.table.seats[seat];
    const ply = this.table.lineOf(0).moves.length;
    const turn = `${s?.kind}:${seat}:${ply}`;
    if (turn === this.scheduled) return;
    this.stopTimer();
    this.scheduled = turn;
    // A timer that fired is spent: the next schedule() (after the move) starts afresh.
    const play = (level: AiLevel) => () => (this.stopTimer(), void this.computerPlays(seat, ply, level));
    if (s?.kind === 'computer') {
      this.timer = this.clock.setTimeout(play(s.level ?? 'medium'), config.computerDelayMs);
    } else if (this.table.turnSeconds !== null) {
      this.deadline = Date.now() + this.table.turnSeconds * 1000;
      this.timer = this.clock.setTimeout(play('medium'), this.table.turnSeconds * 1000);
    }
  }

  /** A computer player's move for `seat` (its own, or one move for a person whose time ran out). */
  private async computerPlays(seat: number, ply: number, level: AiLevel): Promise<void> {
    const { table } = this;
    const ai = await loadAi(table.game.id);
    const line = table.lineOf(0);
    if (this.closing || table.phase !== 'playing' || table.toMove() !== seat || line.moves.length !== ply) return;
    try {
      table.play(seat, ply, chooseComputerMove(ai, table.game, line.state, level, computerSeed(table.seed, ply)));
    } catch (e) {
      console.error(`table ${table.code}: computer player failed:`, e);
      return;
    }
    this.afterMove(seat);
  }
}
