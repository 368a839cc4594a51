/**
 * Option validation shared by all engines: unknown keys and wrong types are refused with a message
 * a website owner can read (options also arrive from URL parameters and saves).
 */
import { RuleError } from './errors';

export function rejectUnknownOptions(options: object, known: readonly string[], game: string): void {
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new RuleError(`${game}: unknown option "${key}" (known: ${known.join(', ')})`);
  }
}

export function optionOneOf<T>(value: unknown, allowed: readonly T[], name: string, fallback: T): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw new RuleError(`option ${name} must be one of ${allowed.join(', ')}; got ${String(value)}`);
  return value as T;
}

export function optionBoolean(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new RuleError(`option ${name} must be true or false; got ${String(value)}`);
  return value;
}

export function optionInteger(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RuleError(`option ${name} must be a whole number from ${min} to ${max}; got ${String(value)}`);
  }
  return value;
}
