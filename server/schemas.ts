/**
 * Every message a client may send, as a zod schema typed by protocol.ts: anything else is refused
 * before it reaches the table. Sizes are held to MAX_MESSAGE_BYTES (measured as the message's JSON).
 */
import { z } from 'zod';
import {
  MAX_MESSAGE_BYTES,
  MAX_NAME_LENGTH,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  REACTIONS,
  SEAT_TOKEN_PATTERN,
  type ClientMessages,
  type CreateOptions,
  type JoinOptions,
} from '../src/platform/online/protocol';
import { refuse } from './errors';

const level = z.enum(['easy', 'medium', 'hard']);
const seat = z.number().int().min(0).max(63);
/** Engine options are flat: option name → a number, string or boolean. */
const options = z.record(z.string().max(32), z.union([z.number(), z.string().max(32), z.boolean()]));
const name = z.string().trim().min(1).max(MAX_NAME_LENGTH);

export const clientMessageSchemas: { [K in keyof ClientMessages]: z.ZodType<ClientMessages[K]> } = {
  move: z.strictObject({ ply: z.number().int().min(0), move: z.string().min(1).max(64) }),
  setOptions: z.strictObject({ options }),
  fillSeat: z.strictObject({ seat, level: level.nullable() }),
  setTeam: z.strictObject({ seat, team: z.number().int().min(0).max(11) }),
  setTurnTimer: z.strictObject({ seconds: z.number().int().min(MIN_TURN_SECONDS).max(MAX_TURN_SECONDS).nullable() }),
  start: z.strictObject({}),
  react: z.strictObject({ id: z.enum(REACTIONS) }),
};

/** A deal named by the host (Gaps together): the seed the menu made, e.g. `433109235` or `daily-2026-11-27`. */
const deal = z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/);

export const createOptionsSchema: z.ZodType<CreateOptions> = z.object({ game: z.string().max(32), options, name, deal: deal.optional() });

export const joinOptionsSchema: z.ZodType<JoinOptions> = z.object({
  name,
  spectate: z.boolean().optional(),
  seatToken: z.string().regex(SEAT_TOKEN_PATTERN).optional(),
});

export type ClientMessage = { [K in keyof ClientMessages]: { type: K; body: ClientMessages[K] } }[keyof ClientMessages];

export function byteSize(message: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(message) ?? '');
  } catch {
    return Infinity; // not JSON-safe (cycles cannot come off the wire, but be safe)
  }
}

/** Checks a message off the wire: its type, its size and its fields. Throws TableError. */
export function parseClientMessage(type: unknown, body: unknown): ClientMessage {
  if (typeof type !== 'string' || !Object.hasOwn(clientMessageSchemas, type)) refuse('badMessage', `Unknown message type ${JSON.stringify(String(type)).slice(0, 40)}.`);
  if (byteSize(body) > MAX_MESSAGE_BYTES) refuse('tooBig', `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.`);
  const schema = clientMessageSchemas[type as keyof ClientMessages];
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) refuse('badMessage', `Malformed "${type}" message: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
  return { type, body: parsed.data } as ClientMessage;
}

/** Checks join or create options (they arrive with the join request). Throws TableError. */
export function parseOptions<T>(schema: z.ZodType<T>, raw: unknown): T {
  if (byteSize(raw) > MAX_MESSAGE_BYTES) refuse('tooBig', `Join options are limited to ${MAX_MESSAGE_BYTES} bytes.`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) refuse('badMessage', `Malformed join options: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
  return parsed.data;
}
