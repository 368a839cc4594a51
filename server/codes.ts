/** Table codes: CODE_LENGTH characters of CODE_ALPHABET from node:crypto, unused by any live room. */
import { randomInt } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { CODE_ALPHABET, CODE_LENGTH } from '../src/platform/online/protocol';

export function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A code no room has now (through the Redis driver: in any process). */
export async function freshCode(): Promise<string> {
  for (;;) {
    const code = randomCode();
    if ((await matchMaker.query({ roomId: code })).length === 0) return code;
  }
}

export const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
