/** A refusal with a stable code (protocol.ts ERROR_CODES): the client gets it and nothing changes. */
import type { ErrorCode } from '../src/platform/online/protocol';

export class TableError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TableError';
  }
}

export function refuse(code: ErrorCode, message: string): never {
  throw new TableError(code, message);
}
