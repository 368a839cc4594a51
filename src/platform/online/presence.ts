/**
 * Who is at an online table right now, seat by seat, as the table's name plates show it: `offline`
 * for a person whose connection dropped (the seat waits for them through the grace period),
 * `replaced` once a computer player has taken a person's seat over, else `here`. A seat with a
 * computer player from the start is no news, and this screen's own seat is never marked (the
 * connection notice speaks for it).
 */
import type { LobbyMessage } from './protocol';

export type Presence = 'here' | 'offline' | 'replaced';

/** `startedAs`: each seat's kind when the table opened (`human`, `computer`). */
export function presenceOf(lobby: LobbyMessage, startedAs: readonly string[]): Presence[] {
  return lobby.seats.map((seat, i) => {
    if (startedAs[i] !== 'human' || i === lobby.you) return 'here';
    if (seat.kind === 'computer') return 'replaced';
    return seat.kind === 'human' && !seat.connected ? 'offline' : 'here';
  });
}
