/**
 * Helpers for the text notations. A position is written as `key: value` lines (plus free-form
 * blocks such as a board), so a failing test prints something a person can read and diff.
 */
import { RuleError } from './errors';

/** Splits "key: value" lines into a map; blank lines and lines starting with # are ignored. */
export function parseFields(text: string, what: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new RuleError(`${what}: expected "key: value", got "${line}"`);
    const key = line.slice(0, colon).trim();
    if (fields.has(key)) throw new RuleError(`${what}: "${key}" is given twice`);
    fields.set(key, line.slice(colon + 1).trim());
  }
  return fields;
}

/** The value of a required field. */
export function field(fields: Map<string, string>, key: string, what: string): string {
  const value = fields.get(key);
  if (value === undefined) throw new RuleError(`${what}: missing "${key}:" line`);
  return value;
}

/**
 * Parses a whole number within [min, max], written as `format` writes it: plain decimal digits, no
 * leading zeros, no plus sign, no "-0". Text a game wrote always reads back to the same text, so
 * "04" or "007" (which name the same value) are refused rather than quietly accepted.
 */
export function parseInteger(text: string, what: string, min = -Infinity, max = Infinity): number {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) throw new RuleError(`${what}: "${text}" is not a whole number`);
  if (!/^(0|-?[1-9]\d*)$/.test(t)) throw new RuleError(`${what}: "${text}" must be written without leading zeros or a minus on zero`);
  const n = Number(t);
  if (n < min || n > max) throw new RuleError(`${what}: ${n} is outside ${min}..${max}`);
  return n;
}

export function parseBoolean(text: string, what: string): boolean {
  const t = text.trim().toLowerCase();
  if (t === 'true' || t === 'yes' || t === '1') return true;
  if (t === 'false' || t === 'no' || t === '0') return false;
  throw new RuleError(`${what}: "${text}" is not yes/no`);
}

/** Splits on white space, dropping empty pieces. */
export function words(text: string): string[] {
  return text.trim().split(/\s+/).filter((w) => w !== '');
}
