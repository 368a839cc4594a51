/**
 * Reaching the game server: create a table, join one by its code, come back to one after a reload.
 * The Colyseus client SDK is imported here only, dynamically, so the page's first load does not carry
 * it: it downloads when a person first goes online.
 *
 * - Server: `serverUrl()` (serverUrl.ts: the page's own origin unless the site owner names another).
 * - Reconnection: Colyseus's reconnection token is kept in sessionStorage per table code, so a reload
 *   of the same tab returns to the same seat (another tab, or another person, has no token). A room
 *   lost while the page stays (the server restarted) is joined again by the link itself, with the
 *   seat token, with growing pauses (`REJOIN_DELAYS_MS`); the page hears `reconnecting`, then
 *   `connected` or, after about a minute, `lost`.
 * - Failures: nothing answering (a static host, the server down) is a `NoServerError` naming the
 *   address; a refusal by the server (no such table, a full one) is a `TableError` with a code the
 *   page translates.
 */
import type { ClientMessages, CreateOptions, JoinOptions, ServerMessages } from './protocol';
import { ROOM_NAME, SEAT_TAKEN_CLOSE_CODE } from './protocol';
import type { LinkStatus, RoomLink } from './link';
import { serverUrl } from './serverUrl';

export { serverUrl } from './serverUrl';

export class NoServerError extends Error {
  constructor(readonly url: string, cause: unknown) {
    super(`no game server answers at ${url}`, { cause });
  }
}

export class TableError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

const TOKEN_KEY = (code: string): string => `card-table:online:${code}`;
/** The server's own seat token (`LobbyMessage.seatToken`): it reclaims the seat after a server restart too. */
const SEAT_KEY = (code: string): string => `card-table:online-seat:${code}`;
/** Every server message type (`scoreboard`: Gaps together, from the server side's protocol). */
const SERVER_TYPES = ['lobby', 'game', 'error', 'reaction', 'restarting', 'scoreboard'] as (keyof ServerMessages)[];

function storedToken(code: string, key = TOKEN_KEY): string | null {
  try {
    return sessionStorage.getItem(key(code));
  } catch {
    return null;
  }
}

function storeToken(code: string, token: string | null, key = TOKEN_KEY): void {
  try {
    if (token) sessionStorage.setItem(key(code), token);
    else sessionStorage.removeItem(key(code));
  } catch {
    /* no sessionStorage: a reload joins afresh */
  }
}

/** Colyseus's matchmaking errors (520–527): the server answered and refused. Anything else: nobody answered. */
function classify(err: unknown, url: string): Error {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'number' && code >= 520 && code <= 527) {
    const text = err instanceof Error ? err.message : String(err);
    if (code === 522) return new TableError('noTable', text);
    // The server's refusals read `tableFull: The table is full.`
    const named = /^([a-zA-Z]+)(?::|$)/.exec(text);
    return new TableError(named ? (named[1] as string) : 'refused', text);
  }
  return new NoServerError(url, err);
}

type SdkRoom = import('@colyseus/sdk').Room;

/**
 * After the room is lost (a server restart, a network gone longer than Colyseus's own reconnection
 * tries), the link joins again with the seat token, waiting 1 s, 2 s, 4 s … before each try: about a
 * minute in all, then it gives up (`lost`).
 */
export const REJOIN_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** Refusals after which another try cannot help (the seat or the table is gone for good). */
const FINAL_REFUSALS = new Set(['badSeatToken', 'tableOver', 'tableFull', 'badMessage']);
/** Close codes that mean "do not come back": this page left, or another window took the seat back. */
const CONSENTED = 4000;

/**
 * Wraps a Colyseus room and outlives it: when the room is lost, the link joins the table again as
 * `rejoinAs` with this tab's seat token (from the last lobby message) and carries on with the new
 * room; listeners stay. The latest lobby and game messages are kept for whoever starts listening later.
 */
function linkOf(first: SdkRoom, rejoinAs: JoinOptions): RoomLink {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const statusListeners = new Set<(status: LinkStatus) => void>();
  const latest = new Map<string, unknown>();
  const code = first.roomId;
  let room = first;
  let status: LinkStatus = 'connected';
  let left = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: LinkStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const dispatch = (type: string, payload: unknown): void => {
    latest.set(type, payload);
    const seatToken = type === 'lobby' ? (payload as { seatToken?: unknown }).seatToken : undefined;
    if (typeof seatToken === 'string') storeToken(code, seatToken, SEAT_KEY);
    for (const listener of [...(listeners.get(type) ?? [])]) (listener as (p: unknown) => void)(payload);
  };
  const bind = (r: SdkRoom): void => {
    room = r;
    storeToken(code, r.reconnectionToken);
    for (const type of SERVER_TYPES) r.onMessage(type, (payload: unknown) => dispatch(type, payload));
    // Colyseus's own reconnection (the same session, a short network gap) comes first.
    r.onDrop(() => setStatus('reconnecting'));
    r.onReconnect(() => {
      storeToken(code, r.reconnectionToken);
      setStatus('connected');
    });
    r.onLeave((closeCode: number) => {
      if (left || r !== room) return;
      if (closeCode === CONSENTED || closeCode === SEAT_TAKEN_CLOSE_CODE) return setStatus('lost');
      rejoin(0);
    });
  };
  /** Try `attempt` of joining again with the seat token, after its delay. */
  const rejoin = (attempt: number): void => {
    setStatus('reconnecting');
    const delay = REJOIN_DELAYS_MS[attempt];
    if (delay === undefined) return setStatus('lost');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void (async () => {
        const seatToken = storedToken(code, SEAT_KEY);
        try {
          const sdk = await client();
          const r = await sdk.joinById(code, seatToken ? { name: rejoinAs.name, seatToken } : rejoinAs);
          if (left) return void r.leave(true).catch(() => {});
          bind(r);
          setStatus('connected');
        } catch (err) {
          if (left) return;
          const why = classify(err, serverUrl());
          if (why instanceof TableError && FINAL_REFUSALS.has(why.code)) return setStatus('lost');
          rejoin(attempt + 1);
        }
      })();
    }, delay);
  };
  bind(first);

  return {
    code,
    get status() {
      return status;
    },
    send<K extends keyof ClientMessages>(type: K, payload: ClientMessages[K]) {
      // Nothing goes out while the seat is away: the server's position on return asks again.
      if (status === 'connected') room.send(type, payload);
    },
    on<K extends keyof ServerMessages>(type: K, listener: (payload: ServerMessages[K]) => void) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    onStatus(listener: (status: LinkStatus) => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    retry() {
      if (status === 'lost' && !left) rejoin(0);
    },
    leave() {
      left = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      storeToken(code, null);
      storeToken(code, null, SEAT_KEY);
      void room.leave(true).catch(() => {});
    },
    latest<K extends keyof ServerMessages>(type: K) {
      return latest.get(type) as ServerMessages[K] | undefined;
    },
  };
}

async function client(): Promise<import('@colyseus/sdk').Client> {
  const { Client } = await import('@colyseus/sdk');
  return new Client(serverUrl());
}

/** Creates a private table; the creator is its host. */
export async function createTable(options: CreateOptions): Promise<RoomLink> {
  const url = serverUrl();
  try {
    return linkOf(await (await client()).create(ROOM_NAME, options), { name: options.name });
  } catch (err) {
    throw classify(err, url);
  }
}

/**
 * Joins the table `code`: back into this tab's own seat when it holds a reconnection token for it
 * (a reload), else as a new player or spectator.
 */
export async function joinTable(code: string, options: JoinOptions): Promise<RoomLink> {
  const url = serverUrl();
  const sdk = await client().catch((err: unknown) => {
    throw classify(err, url);
  });
  const token = storedToken(code);
  if (token) {
    try {
      return linkOf(await sdk.reconnect(token), options);
    } catch {
      storeToken(code, null); // the seat is gone (the grace period ended): join afresh
    }
  }
  // After a server restart the reconnection token is void; the seat token still names the seat.
  const seatToken = storedToken(code, SEAT_KEY);
  try {
    return linkOf(await sdk.joinById(code, seatToken ? { ...options, seatToken } : options), options);
  } catch (err) {
    throw classify(err, url);
  }
}
