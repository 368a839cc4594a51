/**
 * The online table's messages: what a browser and the game server (server/, on Colyseus) say to each
 * other. Plain JSON-safe data, shared by both sides; no Phaser, no DOM, no Node.
 *
 * One Colyseus room type, `ROOM_NAME`, hosts one table of any registry game. The room id is the
 * table's short code (`?room=CODE`). The server is the only holder of the full game state: it runs
 * the engine (`setup`/`legalMoves`/`play`/`view`) and sends each seat only `view(state, seat)` and the
 * events that seat may see (a spectator gets the public view), so no hidden card, stack order or
 * hidden chip count ever reaches a browser that may not see it.
 *
 * Flow: the host creates the room (`CreateOptions`), friends join by code (`JoinOptions`); everybody
 * gets `lobby` on every change. The host picks options and seats (`setOptions`, `fillSeat`,
 * `start`). During play every client gets `game` after every move; the seat to move answers with
 * `move` (`ply` guards against stale answers). A refused message gets `error` and changes nothing.
 * Reconnection uses Colyseus's own reconnection token (kept in sessionStorage by the client).
 */

export const ROOM_NAME = 'table';

/** Short codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

/** How long a dropped player's seat waits for them before a computer player takes it over. */
export const RECONNECT_GRACE_SECONDS = 60;

/** Quick reactions: preset ids only, never free text. The client translates them. */
export const REACTIONS = ['hello', 'nice', 'oops', 'thinking', 'thanks', 'gg'] as const;
export type ReactionId = (typeof REACTIONS)[number];

/** Limits every client message is held to (the server refuses anything larger or faster). */
export const MAX_MESSAGE_BYTES = 2048;
export const MAX_NAME_LENGTH = 24;

export type SeatKind = 'open' | 'human' | 'computer';
export type Phase = 'lobby' | 'playing' | 'over';

export interface CreateOptions {
  game: string;
  /** Engine options as the menu launches them (`players`, `variant`, …). */
  options: Record<string, unknown>;
  name: string;
  /**
   * A game played together (a solitaire: every seat sees the whole deal) may be dealt from the
   * host's set-up: a typed deal number, the day's deal, a deal picked as winnable. Refused for a
   * game with hidden cards (its host would know them): the server deals those.
   */
  deal?: string;
}

export interface JoinOptions {
  name: string;
  /** Join as a spectator instead of taking an open seat. */
  spectate?: boolean;
  /**
   * Reclaim a seat with the token its `lobby` message gave (`LobbyMessage.seatToken`), e.g. after a
   * server restart, when Colyseus's reconnection token no longer works. A wrong token is refused.
   */
  seatToken?: string;
}

/**
 * The close code of a client whose seat was taken back with its token from another window: that
 * client does not try to come back (the other window has the seat now).
 */
export const SEAT_TAKEN_CLOSE_CODE = 4100;

/** Seat tokens: 128 random bits as 32 lower-case hex digits. */
export const SEAT_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** The most spectators one table lets in (the room keeps space for every seat's player beside them). */
export const MAX_SPECTATORS = 32;

/** Gaps together: the most players one table seats (each plays their own copy of the deal). */
export const MAX_TOGETHER_PLAYERS = 8;

export interface LobbySeat {
  kind: SeatKind;
  name: string;
  /** A human seat whose player is connected right now (presence). */
  connected: boolean;
  /** Sequence team of this seat (null where the game has no teams). */
  team: number | null;
  /** Computer seats: their level. */
  level?: 'easy' | 'medium' | 'hard';
}

/** server → every client, on every change of the table around the game. */
export interface LobbyMessage {
  code: string;
  game: string;
  options: Record<string, unknown>;
  phase: Phase;
  seats: LobbySeat[];
  /** The seat of the client receiving this message; null for a spectator. */
  you: number | null;
  /** The host's seat (the host chooses options, seats and starts). */
  host: number;
  spectators: number;
  /** Seconds a person has for a move; null = no turn timer. */
  turnSeconds: number | null;
  /**
   * Everyone plays their own copy of the same deal at once (a solitaire such as Gaps): each seat's
   * `game` message shows its own board, and `scoreboard` compares everyone.
   */
  together: boolean;
  /**
   * Private to the receiving seat's client (never sent to anyone else): the token that reclaims this
   * seat with `JoinOptions.seatToken`. Absent for spectators.
   */
  seatToken?: string;
}

/** Limits of the turn timer a host may set (seconds). */
export const MIN_TURN_SECONDS = 5;
export const MAX_TURN_SECONDS = 600;

/** server → each client after the start and after every move: only what that client may see. */
export interface GameMessage<View = unknown, Event = unknown> {
  /** Moves played so far (Gaps together: on this board). */
  ply: number;
  /** Whose board `view` shows: the receiver's seat, or for a spectator the seat watched (null: the shared game). */
  seat: number | null;
  /** `view(state, you)` (a spectator: the public view, `view(state, SPECTATOR)`: seat -1, no hand). */
  view: View;
  /** The events of the last move, with anything hidden from this client blanked (`rules.viewEvents`). */
  events: Event[];
  toMove: number;
  /** The legal moves as text when it is this client's turn, else empty. */
  legal: string[];
  over: boolean;
  /** Milliseconds left for the seat to move when a turn timer runs, else null. */
  deadline: number | null;
  /**
   * The move that led here and its seat, as text (moves are public in every game here). Null before
   * the first move and for a game restored from its record; the client then takes the seat that was
   * to move before.
   */
  last?: { seat: number; move: string } | null;
}

/**
 * Every error code the server sends. Refused joins and creates (`tableFull`, `tooManyWatchers`,
 * `tooManyJoins`, `tooManyTables`, `tableOver`, `badSeatToken`, `badOptions`, `unknownGame`, `badMessage`, `tooBig`) reject the SDK's
 * `create`/`joinById` with an error whose `message` starts with the code (`"tableFull: …"`); a code
 * that names no table rejects with Colyseus's own error (`code` 522, MATCHMAKE_INVALID_ROOM_ID).
 * Everything else comes as an `error` message.
 */
export const ERROR_CODES = [
  'badMessage', // not a known message type, or fields of the wrong shape
  'tooBig', // larger than MAX_MESSAGE_BYTES
  'tooFast', // over the per-client rate limit
  'notHost', // only the host may do that
  'notSeated', // a spectator tried to play
  'notPlaying', // the game has not started, or is over
  'notLobby', // table settings change only before the start
  'notYourTurn',
  'staleMove', // `ply` is not the current one (an answer to an older position)
  'badMove', // move text the game cannot read
  'illegalMove', // readable, but not legal now
  'badOptions', // options the game refuses (or that pin the deal: deck, startPlayer, …)
  'badSeat', // no such seat, or not one that operation applies to
  'seatsOpen', // start with open seats (fill them with computer players first)
  'tableFull',
  'tooManyWatchers', // MAX_SPECTATORS already watch this table
  'tooManyJoins', // too many joins to this table from one address have not connected yet (try again soon)
  'tooManyTables', // the creator's address has as many tables open as the server allows
  'tableOver',
  'badSeatToken',
  'unknownGame',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMessage {
  /** A stable code for tests and the client's translation: one of `ERROR_CODES`. */
  code: string;
  /** A sentence a person can read (English; the client shows its own translation of `code`). */
  message: string;
}

export interface ReactionMessage {
  seat: number | null;
  id: ReactionId;
}

/** Client → server message payloads, by message type. */
export interface ClientMessages {
  move: { ply: number; move: string };
  setOptions: { options: Record<string, unknown> };
  /** Host: put a computer player in an open seat, or open a computer seat again (`level: null`). */
  fillSeat: { seat: number; level: 'easy' | 'medium' | 'hard' | null };
  /** Host (Sequence): move a seat to a team. */
  setTeam: { seat: number; team: number };
  setTurnTimer: { seconds: number | null };
  start: Record<string, never>;
  react: { id: ReactionId };
}

/** Server → client message payloads, by message type. */
export interface ServerMessages {
  lobby: LobbyMessage;
  game: GameMessage;
  error: ErrorMessage;
  reaction: ReactionMessage;
  /** The server is restarting; the client reconnects when it is back (with `seatToken`). */
  restarting: { seconds: number };
  /** Gaps together: after every move anyone makes, and once more with `over: true` as the result table. */
  scoreboard: ScoreboardMessage;
}

export interface ScoreboardMessage {
  rows: ScoreboardRow[];
  /** Everybody has finished (or left): these rows are the result table. */
  over: boolean;
}

/**
 * Gaps together (a solitaire played by everyone on the same deal at once): each seat has its own game
 * from the same seed; everybody gets the live scoreboard after each move anyone makes.
 */
export interface ScoreboardRow {
  seat: number;
  name: string;
  /** Cards locked in place (Gaps' progress measure), moves made, and whether the deal is over for them. */
  progress: number;
  moves: number;
  finished: boolean;
  won: boolean;
}
