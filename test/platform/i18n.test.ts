import { describe, expect, it, vi } from 'vitest';
import { addStrings, currentLanguage, setSessionLanguage, t } from '../../src/platform/i18n';
import { updateSettings } from '../../src/platform/settings';

addStrings({
  en: { 'test.hello': 'Hello {name}', 'test.onlyEn': 'English only', 'test.two': '{a} and {b}' },
  de: { 'test.hello': 'Hallo {name}' },
});

describe('i18n', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    updateSettings({ language: 'en' });
    expect(t('test.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('test.two', { a: 1 })).toBe('1 and {b}');
  });

  it('uses the settings language and falls back to English per key', () => {
    updateSettings({ language: 'de' });
    expect(t('test.hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('test.onlyEn')).toBe('English only');
    updateSettings({ language: 'en' });
  });

  it('returns the key for a missing string and warns only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('test.nowhere')).toBe('test.nowhere');
    expect(t('test.nowhere')).toBe('test.nowhere');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('lets a session language (?lang=) win until the player picks one in the settings', () => {
    updateSettings({ language: 'en' });
    setSessionLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(t('test.hello', { name: 'X' })).toBe('Hallo X');
    updateSettings({ language: 'cs' });
    expect(currentLanguage()).toBe('cs');
    updateSettings({ language: 'en' });
  });

  it('has every shell string in English, and Czech/German tables only use known keys', async () => {
    const tables: Array<Record<string, Record<string, string>>> = [];
    vi.resetModules();
    const i18n = await import('../../src/platform/i18n');
    const spy = vi.spyOn(i18n, 'addStrings').mockImplementation((table) => void tables.push(table as Record<string, Record<string, string>>));
    await import('../../src/platform/strings/common');
    await import('../../src/platform/strings/menu');
    await import('../../src/platform/strings/rules-nothanks');
    await import('../../src/platform/strings/rules-gaps');
    await import('../../src/platform/strings/rules-sequence');
    spy.mockRestore();
    expect(tables.length).toBe(5);
    // The rules (the last three tables) are fully translated.
    for (const table of tables.slice(2)) {
      const en = Object.keys(table.en ?? {}).sort();
      expect(Object.keys(table.cs ?? {}).sort()).toEqual(en);
      expect(Object.keys(table.de ?? {}).sort()).toEqual(en);
    }
    for (const table of tables) {
      const en = Object.keys(table.en ?? {});
      expect(en.length).toBeGreaterThan(0);
      for (const lang of ['cs', 'de']) {
        const extra = Object.keys(table[lang] ?? {}).filter((k) => !en.includes(k));
        expect(extra, `${lang} keys without English`).toEqual([]);
      }
    }
  });
});
