/**
 * The names of Gaps deals, one kind everywhere: a deal is a short number (1 to 999 999 999) that a
 * player can read aloud, type and share, or a date for the daily deal (the same deal for everyone on
 * that day). The deal's seed is the number's digits (`123456789`) or `daily-YYYY-MM-DD`, exactly what
 * the page address (`?seed=`), saves and share links hold. Seeds of any other form (the 24-character
 * codes the menu used to deal, a link someone typed) still deal as they always did; they are only
 * shown shortened.
 *
 * No Phaser and no clock: the date is handed in by the caller (`localDate(new Date())` in the menu).
 */
import { currentLanguage, t } from '../../platform/i18n';
import '../../platform/strings/gaps';

/** The largest deal number: nine digits. */
export const MAX_DEAL = 999_999_999;

const NUMBER = /^[1-9]\d{0,8}$/;
/** A daily deal's seed; with "winnable deals only" the pick may add `-k` (engine: candidateSeed). */
const DAILY = /^daily-(\d{4})-(\d{2})-(\d{2})(?:-\d{1,4})?$/;
/** A deal number, or a winnable pick made from one (`123456789-4`). */
const NUMBER_OR_PICK = /^([1-9]\d{0,8})(-\d{1,4})?$/;
/** The seeds the page address accepts (see platform/embedParams.ts). */
const ANY_SEED = /^[A-Za-z0-9_.:-]{1,64}$/;

export interface DealDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** A deal number from a random 32-bit integer (the scene draws it from crypto, never Math.random). */
export function dealNumberFrom(random32: number): string {
  if (!Number.isInteger(random32) || random32 < 0 || random32 > 0xffff_ffff) throw new RangeError(`random32 must be an unsigned 32-bit integer, got ${random32}`);
  return String(1 + (random32 % MAX_DEAL));
}

/** Whether `seed` is a deal number (digits, no leading zero, at most nine). */
export function isDealNumber(seed: string): boolean {
  return NUMBER.test(seed);
}

function validDate(d: DealDate): boolean {
  if (!Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return false;
  if (d.year < 2000 || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no time zone moves the date).
  return d.day <= new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
}

/** The seed of the daily deal of `date` (the player's own calendar day). */
export function dailySeed(date: DealDate): string {
  if (!validDate(date)) throw new RangeError(`not a date: ${JSON.stringify(date)}`);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `daily-${date.year}-${two(date.month)}-${two(date.day)}`;
}

/** The date of a daily deal's seed (or of a winnable pick made from it), or null when `seed` is not one. */
export function dailyDate(seed: string): DealDate | null {
  const m = DAILY.exec(seed);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return validDate(date) ? date : null;
}

/** The calendar day a local clock reading falls on (the scene reads the clock; this only converts). */
export function localDate(now: Date): DealDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** How a deal is named on screen. */
export type DealName = { kind: 'number'; text: string } | { kind: 'daily'; date: DealDate } | { kind: 'code'; text: string };

/**
 * A deal's name for the screen: a number in groups of three ("123 456 789", with thin no-break
 * spaces; a winnable pick keeps its "-4"), a daily deal's date, or an older seed cut to 10 characters.
 */
export function dealName(seed: string): DealName {
  const number = NUMBER_OR_PICK.exec(seed);
  if (number) return { kind: 'number', text: number[1]!.replace(/\B(?=(\d{3})+$)/g, '\u202f') + (number[2] ?? '') };
  const date = dailyDate(seed);
  if (date) return { kind: 'daily', date };
  return { kind: 'code', text: seed.length > 10 ? `${seed.slice(0, 9)}…` : seed };
}

/**
 * What a player typed as a deal, as its seed: a number (spaces and separators inside it are
 * dropped, "#" in front too), a daily deal's seed, or any seed the address accepts; null otherwise.
 */
export function parseDeal(text: string): string | null {
  const s = text.trim().replace(/^#\s*/, '');
  const digits = s.replace(/[\s\u202f\u00a0,.'_-]/g, '');
  if (/^\d+$/.test(digits)) {
    const n = digits.replace(/^0+/, '');
    return NUMBER.test(n) ? n : null;
  }
  return ANY_SEED.test(s) ? s : null;
}

/** A new deal number from the browser's crypto generator (scenes only: the engine never draws randomness). */
export function randomDealNumber(): string {
  return dealNumberFrom(globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!);
}

/** A date as the player's language writes it, short ("Nov 27, 2026", "27. 11. 2026"), or without the year. */
export function formatDealDate(d: DealDate, withYear = true): string {
  const style: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(currentLanguage(), style).format(Date.UTC(d.year, d.month - 1, d.day));
}

/** The deal as the status strip's button and the top bar's subtitle name it. */
export function dealLabel(seed: string, place: 'strip' | 'subtitle', variant: string): string {
  const name = dealName(seed);
  // The strip's button is narrow: the date without its year there (the subtitle has it).
  if (name.kind === 'daily') return t(place === 'strip' ? 'gaps.dealDaily' : 'gaps.subtitleDaily', { date: formatDealDate(name.date, place !== 'strip'), variant });
  return t(place === 'strip' ? 'gaps.deal' : 'gaps.subtitle', { seed: name.text, variant });
}
