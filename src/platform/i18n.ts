/**
 * Every string a player reads goes through `t(key, params)`. Each part of the game adds its own
 * table with `addStrings` (English required; other languages optional and falling back to English).
 * The language comes from the settings; `?lang=` in the URL overrides it for one page load.
 */
import { getSettings, onSettingsChange, type Language } from './settings';

export type StringTable = Partial<Record<Language, Record<string, string>>>;

const tables: Record<Language, Record<string, string>> = { en: {}, cs: {}, de: {} };
const warned = new Set<string>();
let sessionLanguage: Language | null = null;

// Choosing a language in the settings replaces a `?lang=` override from the URL.
let settingsLanguage: Language = getSettings().language;
onSettingsChange((s) => {
  if (s.language !== settingsLanguage) sessionLanguage = null;
  settingsLanguage = s.language;
});

/** Adds (or overrides) strings; later tables win for the same key. */
export function addStrings(table: StringTable): void {
  for (const lang of Object.keys(table) as Language[]) {
    const target = tables[lang];
    if (target) Object.assign(target, table[lang]);
  }
}

export function currentLanguage(): Language {
  return sessionLanguage ?? getSettings().language;
}

/** Forces a language for this page load only (the `?lang=` URL parameter). */
export function setSessionLanguage(lang: Language | null): void {
  sessionLanguage = lang;
}

/** Whether an English string exists for `key` (English is the complete table). */
export function hasString(key: string): boolean {
  return key in tables.en;
}

/**
 * The text for `key` in the current language with `{name}` placeholders filled from `params`.
 * A key missing in every table comes back as the key itself (and warns once), so a gap is visible
 * on screen but never crashes a scene.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  const text = tables[currentLanguage()][key] ?? tables.en[key];
  if (text === undefined) {
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`[i18n] missing string "${key}"`);
    }
    return key;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * `key` said of a seat: the person at this screen (`you`) takes the key's `.you` form, as the screen
 * reader's words do, for the languages whose verb follows the person ("Du hast 9♥ gespielt", not
 * "Du spielte 9♥"; "Zahrál(a) jsi 9♥").
 */
export function tOf(key: string, you: boolean, params?: Record<string, string | number>): string {
  return t(you ? `${key}.you` : key, params);
}

/** Calls `listener` whenever the language changes; returns the unsubscribe function. */
export function onLanguageChange(listener: (lang: Language) => void): () => void {
  let last = currentLanguage();
  return onSettingsChange(() => {
    const now = currentLanguage();
    if (now !== last) {
      last = now;
      listener(now);
    }
  });
}
