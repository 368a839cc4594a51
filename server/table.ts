/**
 * One online table as plain data and checks, without Colyseus (TableRoom wires it to the network and
 * the clock): the seats and who sits in them, the host's set-up, and the game itself, driven only
 * through the registry game's rules. Every operation checks first and changes after, so a refused
 * message (TableError) leaves the table exactly as it was.
 */
import { randomBytes } from 'node:crypto';
import type { AiLevel, GameEvent } from '../src/engine/core';
import { SPECTATOR } from '../src/engine/core';
import type { GameMessage, LobbyMessage, LobbySeat, Phase, ScoreboardMessage, SeatKind } from '../src/platform/online/protocol';
import { MAX_SPECTATORS } from '../src/platform/online/protocol';
import { newGameOptions } from '../src/platform/gameRegistry';
import { refuse } from './errors';
import { seatTeams, tableSettings, type ServerGame, type TableSettings } from './games';

export interface TableSeat {
  kind: SeatKind;
  name: string;
  level: AiLevel | null;
  /** Reclaims a human seat (JoinOptions.seatToken): 128 random bits, only ever sent to its holder. */
  token: string | null;
  /** Session id of the client sitting here (kept while a dropped client may still reconnect). */
  client: string | null;
  /** That client is connected right now (presence). */
  connected: boolean;
  /** Gaps together: the player left for good; their board counts as finished. */
  gaveUp: boolean;
}

/** One game in progress: the shared game, or in Gaps together one seat's own copy of the deal. */
export interface GameLine {
  state: unknown;
  moves: string[];
  /** Events of the last move (full; filtered per seat when sent). */
  events: GameEvent[];
  /** Who played the last move (unknown for a game restored from its record). */
  lastSeat?: number;
}

export const newSeatToken = (): string => randomBytes(16).toString('hex');
const emptySeat = (): TableSeat => ({ kind: 'open', name: '', level: null, token: null, client: null, connected: false, gaveUp: false });

export class Table {
  phase: Phase = 'lobby';
  host = 0;
  turnSeconds: number | null = null;
  seats: TableSeat[];
  teams: (number | null)[];
  lines: GameLine[] = [];
  /** The engine options the game was dealt with (`begin`); null in the lobby. */
  dealtOptions: Record<string, unknown> | null = null;
  readonly spectators = new Set<string>();

  constructor(
    readonly code: string,
    readonly game: ServerGame,
    public options: Record<string, unknown>,
    readonly seed: string,
  ) {
    const settings = tableSettings(game, options);
    this.seats = Array.from({ length: settings.players }, emptySeat);
    this.teams = seatTeams(game, settings);
  }

  get together(): boolean {
    return this.game.together;
  }

  get settings(): TableSettings {
    return tableSettings(this.game, this.options);
  }

  seatOf(client: string): number | null {
    const i = this.seats.findIndex((s) => s.client === client);
    return i < 0 ? null : i;
  }

  // ── Seating ──────────────────────────────────────────────────────────────────────────────────

  /** Checks that a newcomer may join (the join is refused before Colyseus seats the client). */
  checkJoin(spectate: boolean, token: string | undefined): void {
    if (token !== undefined) {
      if (!this.seats.some((s) => s.token === token)) refuse('badSeatToken', 'That seat token does not belong to this table.');
      return;
    }
    if (this.phase === 'over') refuse('tableOver', 'This game is over.');
    if (spectate && this.spectators.size >= MAX_SPECTATORS) refuse('tooManyWatchers', `${MAX_SPECTATORS} people watch this table already.`);
    if (!spectate && (this.phase !== 'lobby' || !this.seats.some((s) => s.kind === 'open'))) refuse('tableFull', 'Every seat at this table is taken (you may watch).');
  }

  /** Seats a newcomer in the first open seat (or reclaims a seat by token); null = spectator. */
  join(client: string, name: string, spectate: boolean, token: string | undefined): number | null {
    this.checkJoin(spectate, token);
    if (token !== undefined) {
      const i = this.seats.findIndex((s) => s.token === token);
      const seat = this.seats[i] as TableSeat;
      Object.assign(seat, { kind: 'human', level: null, client, connected: true, gaveUp: false });
      this.keepHost();
      return i;
    }
    if (spectate) {
      this.spectators.add(client);
      return null;
    }
    const i = this.seats.findIndex((s) => s.kind === 'open');
    this.seats[i] = { ...emptySeat(), kind: 'human', name, token: newSeatToken(), client, connected: true };
    this.keepHost();
    return i;
  }

  /** A client is gone for good: in the lobby its seat opens; during play the caller decides who takes over. */
  leave(client: string): number | null {
    this.spectators.delete(client);
    const i = this.seatOf(client);
    if (i === null) return null;
    (this.seats[i] as TableSeat).client = null;
    return this.vacate(i);
  }

  /**
   * Seat `i`'s person is gone for good (left, or never came back after a restart): in the lobby the
   * seat opens, and the host role passes on. Nothing happens to a seat someone sits in.
   */
  vacate(i: number): number | null {
    const seat = this.seats[i] as TableSeat;
    if (seat.kind !== 'human' || seat.client !== null) return null;
    seat.connected = false;
    if (this.phase === 'lobby') this.seats[i] = emptySeat();
    if (i === this.host) this.passHost();
    return i;
  }

  /** Presence: the seat's client dropped (it may still reconnect) or came back. */
  setConnected(client: string, connected: boolean): number | null {
    const i = this.seatOf(client);
    if (i !== null) (this.seats[i] as TableSeat).connected = connected;
    if (connected) this.keepHost();
    return i;
  }

  /**
   * A person (back) at the table takes the host role when its seat holds no person any more: the host
   * left for good while everyone else was away, so nobody could take it over then (passHost).
   */
  private keepHost(): void {
    if (this.seats[this.host]?.kind !== 'human') this.passHost();
  }

  /** The host role passes to the first connected person (it stays if nobody is left). */
  private passHost(): void {
    const next = this.seats.findIndex((s) => s.kind === 'human' && s.connected);
    if (next >= 0) this.host = next;
  }

  /** After the grace period: a computer player (medium) takes the seat; in Gaps together the board just stops. */
  takeOver(seat: number): void {
    const s = this.seats[seat] as TableSeat;
    if (s.client !== null || s.kind !== 'human') return;
    if (this.together) s.gaveUp = true;
    else Object.assign(s, { kind: 'computer', level: 'medium' });
  }

  // ── The host's set-up (lobby only) ───────────────────────────────────────────────────────────

  private checkHost(client: string): void {
    if (this.seatOf(client) !== this.host) refuse('notHost', 'Only the host can do that.');
    if (this.phase !== 'lobby') refuse('notLobby', 'The game has already started.');
  }

  private checkSeat(seat: number): TableSeat {
    const s = this.seats[seat];
    if (!s) refuse('badSeat', `There is no seat ${seat + 1}.`);
    return s;
  }

  /**
   * New options from the host (lobby only), checked by the schema and the engine first: a refusal
   * changes nothing. People keep their seats in order; computer players stay while there is room
   * (the last ones go when the table shrinks); new seats are open. Gaps together keeps its seat count.
   */
  setOptions(client: string, options: Record<string, unknown>): void {
    this.checkHost(client);
    const next = this.together && options.players === undefined && this.options.players !== undefined ? { ...options, players: this.options.players } : options;
    const settings = tableSettings(this.game, next);
    const people = this.seats.filter((s) => s.kind === 'human');
    if (people.length > settings.players) refuse('badOptions', `${people.length} people sit at this table: choose at least ${people.length} players.`);
    const computers = this.seats.filter((s) => s.kind === 'computer').slice(0, settings.players - people.length);
    const kept = this.seats.filter((s) => s.kind === 'human' || computers.includes(s));
    const seats = [...kept, ...Array.from({ length: settings.players - kept.length }, emptySeat)];
    const host = this.seats[this.host] as TableSeat;
    this.options = next;
    this.seats = seats;
    this.host = seats.indexOf(host);
    this.teams = seatTeams(this.game, settings);
  }

  fillSeat(client: string, seat: number, level: AiLevel | null): void {
    this.checkHost(client);
    const s = this.checkSeat(seat);
    if (this.together) refuse('badSeat', 'Gaps together has no computer players.');
    if (s.kind === 'human') refuse('badSeat', 'A person sits there.');
    this.seats[seat] = level === null ? emptySeat() : { ...emptySeat(), kind: 'computer', name: '', level };
  }

  /** Sequence: moves the occupant of `seat` to a seat of `team` (swapping with an open, then computer, then any seat there). */
  setTeam(client: string, seat: number, team: number): void {
    this.checkHost(client);
    this.checkSeat(seat);
    if (this.teams[seat] === null) refuse('badSeat', 'This game has no teams.');
    if (this.teams[seat] === team) return;
    const inTeam = this.teams.flatMap((t, i) => (t === team ? [i] : []));
    if (inTeam.length === 0) refuse('badSeat', `There is no team ${team + 1}.`);
    const kindOrder: SeatKind[] = ['open', 'computer', 'human'];
    const target = kindOrder.map((k) => inTeam.find((i) => this.seats[i]?.kind === k)).find((i) => i !== undefined) as number;
    const hostSeat = this.seats[this.host];
    [this.seats[seat], this.seats[target]] = [this.seats[target] as TableSeat, this.seats[seat] as TableSeat];
    this.host = this.seats.indexOf(hostSeat as TableSeat);
  }

  setTurnTimer(client: string, seconds: number | null): void {
    this.checkHost(client);
    if (this.together && seconds !== null) refuse('badOptions', 'Gaps together has no turn timer.');
    this.turnSeconds = seconds;
  }

  start(client: string): void {
    this.checkHost(client);
    if (this.together) {
      // Whoever sits plays; the open seats go.
      this.seats = this.seats.filter((s) => s.kind !== 'open');
      this.host = this.seats.findIndex((s) => s.client === client);
      this.options = { ...this.options, players: this.seats.length };
    } else if (this.seats.some((s) => s.kind === 'open')) {
      refuse('seatsOpen', 'Fill the open seats with computer players (or wait for friends) first.');
    }
    this.begin();
  }

  /**
   * Deals: one shared game, or in Gaps together one copy of the same deal per seat. The engine gets
   * the host's set-up plus what the table's seed draws (Sequence: who begins, the registry's
   * `newGameOptions`), or `dealt`: the options a stored record was played with (persist.ts).
   */
  begin(dealt: Record<string, unknown> = newGameOptions(this.game.id, this.settings.engineOptions, this.seed)): void {
    const copies = this.together ? this.seats.length : 1;
    this.dealtOptions = dealt;
    this.lines = Array.from({ length: copies }, () => ({ state: this.game.rules.setup(dealt, this.seed), moves: [], events: [] }));
    this.phase = 'playing';
    this.checkOver();
  }

  // ── Play ─────────────────────────────────────────────────────────────────────────────────────

  /** The game `seat` plays on. */
  lineOf(seat: number): GameLine {
    return this.lines[this.together ? seat : 0] as GameLine;
  }

  /** The seat to move in the shared game (null in Gaps together or when not playing). */
  toMove(): number | null {
    if (this.phase !== 'playing' || this.together) return null;
    return this.game.rules.toMove(this.lineOf(0).state);
  }

  /** A person's move: from their own client, for the current position, legal. */
  move(client: string, ply: number, text: string): void {
    const seat = this.seatOf(client);
    if (seat === null) refuse('notSeated', 'Spectators cannot play.');
    this.play(seat, ply, text);
  }

  /** Plays `text` for `seat` after every check (people, computer players and the turn timer alike). */
  play(seat: number, ply: number, text: string): void {
    if (this.phase !== 'playing') refuse('notPlaying', 'The game is not running.');
    const line = this.lineOf(seat);
    const { rules } = this.game;
    if (this.together ? (this.seats[seat] as TableSeat).gaveUp || rules.isOver(line.state) : rules.toMove(line.state) !== seat) refuse('notYourTurn', 'It is not your turn.');
    if (ply !== line.moves.length) refuse('staleMove', `That answers move ${ply}; the game is at move ${line.moves.length}.`);
    let move: unknown;
    try {
      move = rules.parseMove(text);
    } catch (e) {
      refuse('badMove', e instanceof Error ? e.message : String(e));
    }
    const canonical = rules.formatMove(move);
    if (!rules.legalMoves(line.state).some((m) => rules.formatMove(m) === canonical)) refuse('illegalMove', `"${text}" is not a legal move now.`);
    const result = rules.play(line.state, move);
    line.state = result.state;
    line.events = result.events;
    line.moves.push(canonical);
    line.lastSeat = seat;
    this.checkOver();
  }

  /** Ends the table when the game is over (Gaps together: every board). */
  checkOver(): void {
    const { rules } = this.game;
    const done = this.together ? this.seats.every((s, i) => s.gaveUp || rules.isOver(this.lineOf(i).state)) : rules.isOver(this.lineOf(0).state);
    if (done) this.phase = 'over';
  }

  // ── What each client is told ──────────────────────────────────────────────────────────────────

  lobbyFor(client: string): LobbyMessage {
    const you = this.seatOf(client);
    const seats: LobbySeat[] = this.seats.map((s, i) => ({
      kind: s.kind,
      name: s.name,
      connected: s.kind === 'human' && s.connected,
      team: this.teams[i] ?? null,
      ...(s.level ? { level: s.level } : {}),
    }));
    const token = you === null ? null : (this.seats[you] as TableSeat).token;
    return {
      code: this.code,
      game: this.game.id,
      options: { ...this.options },
      phase: this.phase,
      seats,
      you,
      host: this.host,
      spectators: this.spectators.size,
      turnSeconds: this.turnSeconds,
      together: this.together,
      ...(token ? { seatToken: token } : {}),
    };
  }

  /** What `client` may see of the game: its own seat's view, or a spectator's public view. */
  gameFor(client: string, deadline: number | null): GameMessage {
    const { rules } = this.game;
    const you = this.seatOf(client);
    const board = this.together ? (you ?? 0) : null;
    const line = this.lineOf(board ?? 0);
    const viewer = this.together ? 0 : (you ?? SPECTATOR);
    const toMove = this.together ? (board as number) : rules.toMove(line.state);
    const over = rules.isOver(line.state);
    const mine = you !== null && toMove === you && !over && this.phase === 'playing';
    return {
      ply: line.moves.length,
      seat: board,
      view: rules.view(line.state, viewer),
      events: rules.viewEvents ? rules.viewEvents(line.events, viewer) : line.events,
      toMove,
      legal: mine ? rules.legalMoves(line.state).map((m) => rules.formatMove(m)) : [],
      over,
      deadline: mine ? deadline : null,
      // Moves are public in every game here; a solitaire played together is seat 0 of its own game.
      last: line.lastSeat === undefined || line.moves.length === 0 ? null : { seat: this.together ? 0 : line.lastSeat, move: line.moves[line.moves.length - 1] as string },
    };
  }

  /** Gaps together: everyone's progress (cards in place), moves, and how their deal ended. */
  scoreboard(): ScoreboardMessage {
    const { rules } = this.game;
    const rows = this.seats.map((s, seat) => {
      const state = this.lineOf(seat).state;
      const score = rules.score(state);
      const over = rules.isOver(state);
      return { seat, name: s.name, progress: score.scores[0] ?? 0, moves: this.lineOf(seat).moves.length, finished: over || s.gaveUp, won: over && score.winners.includes(0) };
    });
    return { rows, over: this.phase === 'over' };
  }
}
