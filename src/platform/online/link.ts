/**
 * A connection to one online table, as the rest of the page sees it: typed messages both ways
 * (protocol.ts) and leaving. `connect.ts` makes one from a Colyseus room; the unit tests use a fake.
 */
import type { ClientMessages, ServerMessages } from './protocol';

export type LinkStatus = 'connected' | 'reconnecting' | 'lost';

export interface RoomLink {
  /** The table's short code (its room id). */
  readonly code: string;
  send<K extends keyof ClientMessages>(type: K, payload: ClientMessages[K]): void;
  /** Listens for one message type; returns the function that stops listening. */
  on<K extends keyof ServerMessages>(type: K, listener: (payload: ServerMessages[K]) => void): () => void;
  /** The last message of this type received so far (a scene that starts listening late begins there). */
  latest<K extends keyof ServerMessages>(type: K): ServerMessages[K] | undefined;
  /**
   * The connection's state: `reconnecting` from a dropped connection (a network gone, a server
   * restarting) until the seat is back (`connected`), or until the link gives up (`lost`).
   */
  onStatus(listener: (status: LinkStatus) => void): () => void;
  readonly status: LinkStatus;
  /** After `lost`: tries again from the start (the same seat, with its token). */
  retry(): void;
  /** Leaves the table for good (the seat goes to a computer player after the grace period). */
  leave(): void;
}
