/**
 * What a seat may not see, from the server's full state: for every message a client received, the
 * cards and counts hidden from that seat at that moment must not be in it. The states come from the
 * table's own record (replayed), so the check compares with what the server really held.
 */
import { expect } from 'vitest';
import type { GameEvent } from '../../src/engine/core';
import { SPECTATOR } from '../../src/engine/core';
import type { NoThanksState } from '../../src/engine/nothanks';
import type { SequenceState } from '../../src/engine/sequence';
import type { GameMessage } from '../../src/platform/online/protocol';
import type { Received } from './harness';
import { tableOf } from './harness';

/** Every state of a board of a table, by ply, with the events that led to it. */
export function statesOf(code: string, board = 0): { state: unknown; events: GameEvent[] }[] {
  const table = tableOf(code);
  const { rules } = table.game;
  let state = rules.setup(table.dealtOptions!, table.seed);
  const out = [{ state, events: [] as GameEvent[] }];
  for (const text of table.lines[board]!.moves) {
    const result = rules.play(state, rules.parseMove(text));
    state = result.state;
    out.push({ state, events: result.events });
  }
  return out;
}

/** Values under the given keys anywhere in `value` (arrays flattened). */
function valuesUnder(value: unknown, keys: ReadonlySet<string>, inside = false, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => valuesUnder(v, keys, inside, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) valuesUnder(v, keys, inside || keys.has(k), out);
  else if (inside) out.push(value);
  return out;
}

/** Every string anywhere in `value`, split into words (moves are written "place 7H 3 4"). */
function words(value: unknown): string[] {
  return (JSON.stringify(value).match(/"(?:[^"\\]|\\.)*"/g) ?? []).flatMap((s) => (JSON.parse(s) as string).split(/\s+/));
}

const gameMessages = (received: Received[]) => received.filter((r) => r.type === 'game').map((r) => r.body as GameMessage);

const NO_THANKS_CARD_KEYS = new Set(['card', 'faceUp', 'cards', 'removedFaceUp']);

/** No Thanks: no stack card before it turns up, no card removed unseen, no hidden chip count. */
export function checkNoThanks(received: Received[], seat: number | null, code: string): number {
  const states = statesOf(code).map((s) => s.state as NoThanksState);
  for (const r of received) {
    const text = JSON.stringify(r.body);
    expect(text).not.toMatch(/"stack"|"removed"|"seed"/);
    const ply = r.type === 'game' ? (r.body as GameMessage).ply : null;
    // Cards named anywhere: only face-up or taken ones of that moment (lobby/other messages: of the start).
    const state = states[ply ?? 0] as NoThanksState;
    const secret = new Set([...state.stack, ...state.removed]);
    const shown = valuesUnder(r.body, NO_THANKS_CARD_KEYS).filter((v) => typeof v === 'number' && secret.has(v));
    expect(shown, `${r.type} at ply ${ply} names a hidden card`).toEqual([]);
  }
  const games = gameMessages(received);
  expect(games.length).toBeGreaterThan(20);
  for (const g of games) {
    const state = states[g.ply] as NoThanksState;
    const view = g.view as { chips: (number | null)[] };
    // Once the game is over every hand of chips is counted openly (the final scores say them anyway).
    const open = state.table.openChips || g.over;
    view.chips.forEach((n, p) => expect(n).toBe(p === seat || open ? state.chips[p] : null));
  }
  return games.length;
}

const SEQUENCE_CARD = /^(?:[2-9TJQKA][SHDC])$/;

/** Sequence: no card of another hand or of the draw pile, unless it is also in plain view. */
export function checkSequence(received: Received[], seat: number | null, code: string): number {
  const timeline = statesOf(code);
  let checked = 0;
  for (const r of received) {
    const ply = r.type === 'game' ? (r.body as GameMessage).ply : 0;
    const now = timeline[ply]!.state as SequenceState;
    const before = timeline[Math.max(0, ply - 1)]!.state as SequenceState;
    const mine = seat === null ? [] : [...(now.hands[seat] ?? []), ...(before.hands[seat] ?? [])];
    const played = words(timeline[ply]!.events.filter((e) => e.type !== 'draw'));
    const visible = new Set([...mine, ...now.discards.flat(), ...played]);
    const hidden = new Set([...now.hands.filter((_, p) => p !== seat).flat(), ...now.drawPile].filter((c) => !visible.has(c)));
    const named = words(r.body).filter((w) => SEQUENCE_CARD.test(w));
    expect(named.filter((c) => hidden.has(c)), `${r.type} at ply ${ply} names a hidden card`).toEqual([]);
    if (r.type === 'game') {
      const view = (r.body as GameMessage).view as { hand: string[] };
      expect(view.hand).toEqual(seat === null ? [] : now.hands[seat]);
      checked++;
    }
    expect(JSON.stringify(r.body)).not.toMatch(/"drawPile"|"hands"|"rng"/);
  }
  expect(checked).toBeGreaterThan(20);
  return checked;
}

/** Gaps together: each seat sees its own board, exactly as the server holds it. */
export function checkGaps(received: Received[], seat: number, code: string): number {
  const timeline = statesOf(code, seat);
  const games = gameMessages(received);
  for (const g of games) {
    expect(g.seat).toBe(seat);
    expect(g.view).toEqual(tableOf(code).game.rules.view(timeline[g.ply]!.state, SPECTATOR));
  }
  return games.length;
}

/** No client ever gets another seat's token. */
export function checkTokens(received: Received[], ownToken: string | undefined, allTokens: string[]): void {
  const text = JSON.stringify(received);
  for (const t of allTokens) expect(text.includes(t)).toBe(t === ownToken);
}
