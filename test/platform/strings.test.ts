import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasString, setSessionLanguage, t } from '../../src/platform/i18n';
import { allowedPlayerCounts, MAX_RESHUFFLES } from '../../src/engine/sequence';
import { CLASSIC_TABLE } from '../../src/engine/sequence/tables';
import { startChips } from '../../src/engine/nothanks/deck';
import { gameIds, gameInfo } from '../../src/platform/gameRegistry';
import { defaultChoices, normalizeChoices, optionRows } from '../../src/platform/menuChoices';
import '../../src/platform/strings/common';
import '../../src/platform/strings/menu';
import '../../src/platform/strings/rules-nothanks';
import '../../src/platform/strings/rules-gaps';
import '../../src/platform/strings/rules-sequence';

const SHELL_SCENES = ['Boot', 'Preloader', 'Menu', 'Instructions', 'Settings', 'Statistics'];

describe('shell strings', () => {
  it('every literal t() key in the shell scenes has an English text', () => {
    const missing: string[] = [];
    for (const file of readdirSync('src/scenes').filter((f) => SHELL_SCENES.includes(f.replace('.ts', '')))) {
      const text = readFileSync(`src/scenes/${file}`, 'utf8');
      for (const m of text.matchAll(/\bt\('([\w.]+)'/g)) if (!hasString(m[1] as string)) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('every menu row and value label exists', () => {
    const missing: string[] = [];
    for (const game of gameIds()) {
      const choices = normalizeChoices(game, { ...defaultChoices(game), players: 6, humans: 1 });
      for (const row of optionRows(game)) {
        if (!hasString(row.labelKey)) missing.push(row.labelKey);
        for (const v of row.values(choices)) if (v.labelKey && !hasString(v.labelKey)) missing.push(v.labelKey);
      }
      const name = gameInfo(game).nameKey;
      if (!hasString(name) || !hasString(`${name}.blurb`)) missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it('every rules section in a game\'s table part has a title and body', () => {
    // Read as text: the table parts draw with Phaser, which does not load in Node.
    const missing: string[] = [];
    let count = 0;
    for (const game of gameIds()) {
      const text = readFileSync(`src/scenes/${game}/table.ts`, 'utf8');
      const sections = /sections:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
      for (const s of sections.matchAll(/'([\w:]+)'/g)) {
        const name = s[1] as string;
        count++;
        const keys = name.startsWith('figure:') ? [`rules.${game}.figure.${name.slice(7)}`] : [`rules.${game}.${name}.title`, `rules.${game}.${name}.body`];
        for (const k of keys) if (!hasString(k)) missing.push(k);
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

/**
 * Czech has a familiar and a polite "you". The game speaks to the player familiarly everywhere
 * ("Jsi na tahu", "Zadej číslo"), so a polite form in one game's strings read as a different voice.
 * Polite forms: the pronouns (Vy, vás, váš, …) and verbs ending in -te (jste, musíte, načtěte, …).
 */
const CZECH_POLITE = /(?<!\p{L})(?:[Vv]y|[Jj]ste|[Vv]ás|[Vv]áš|[Vv]aše|[Vv]ám|[Vv]ámi|\p{L}+(?:ěte|ejte|íte|áte|ete|jste))(?!\p{L})/gu;
/** Addressed to everyone at the device (plural), or to the website owner: the polite form is right there. */
const CZECH_PLURAL_OR_OWNER = new Set(['menu.passAndPlay']);

describe('Czech strings', () => {
  it('address the player in one register (the familiar "ty")', () => {
    const polite: string[] = [];
    const files = readdirSync('src/platform/strings').map((f) => `src/platform/strings/${f}`);
    for (const file of [...files, 'public/boot-check.js']) {
      const block = /\n\s*cs: \{([\s\S]*?)\n\s*\},/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      for (const m of block.matchAll(/['"]?([\w.-]+)['"]?:\s*'((?:[^'\\]|\\.)*)'/g)) {
        const [, key, text] = m as unknown as [string, string, string];
        if (CZECH_PLURAL_OR_OWNER.has(key) || (file.endsWith('boot-check.js') && key === 'sandbox')) continue;
        for (const word of text.matchAll(CZECH_POLITE)) polite.push(`${file} ${key}: ${word[0]}`);
      }
    }
    expect(polite).toEqual([]);
  });
});

describe('top bar labels', () => {
  it('no table action is called like the back button (undo read "Zurück" next to "← Zurück")', async () => {
    await import('../../src/platform/strings/gaps');
    const clashes: string[] = [];
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const back = t('common.back');
      for (const key of ['gaps.undo', 'gaps.redo', 'gaps.hint', 'gaps.redeal', 'gaps.restart', 'gaps.newDeal']) if (t(key) === back) clashes.push(`${lang} ${key}`);
    }
    setSessionLanguage(null);
    expect(clashes).toEqual([]);
  });
});

describe('rules texts that state an engine constant', () => {
  it('the Sequence rules name the run-out that draws the game (MAX_RESHUFFLES + 1) in every language', () => {
    // The text says it in words; the engine counts reshuffles. Ordinals 1..12 in each language.
    const ordinals: Record<'en' | 'cs' | 'de', string[]> = {
      en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'],
      cs: ['poprvé', 'podruhé', 'potřetí', 'počtvrté', 'popáté', 'pošesté', 'posedmé', 'poosmé', 'podeváté', 'podesáté', 'pojedenácté', 'podvanácté'],
      de: ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten', 'elften', 'zwölften'],
    };
    const runOut = MAX_RESHUFFLES + 1;
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      // The sentence that ends the game as a draw.
      const drawWord = { en: 'draw', cs: 'remízou', de: 'unentschieden' }[lang];
      const sentence = t('rules.sequence.win.body').split(/(?<=\.)\s/).find((x) => x.includes(drawWord)) ?? '';
      const named = ordinals[lang].filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(sentence));
      expect(named, lang).toEqual([ordinals[lang][runOut - 1]]);
    }
    setSessionLanguage(null);
  });

  it('the Sequence rules give the player counts and the hand size of each as the engine\'s table does, in every language', () => {
    // The setup text lists the player counts in digits, then "Cards each:" clause by clause, a hand
    // size in digits with the player counts it is for in words.
    const words: Record<'en' | 'cs' | 'de', { label: string; numbers: Record<string, number> }> = {
      en: { label: 'Cards each:', numbers: { two: 2, three: 3, four: 4, six: 6, eight: 8, nine: 9, ten: 10, twelve: 12 } },
      cs: { label: 'Karet do ruky:', numbers: { dvou: 2, třech: 3, čtyřech: 4, šesti: 6, osmi: 8, devíti: 9, deseti: 10, dvanácti: 12 } },
      de: { label: 'Handkarten:', numbers: { zweit: 2, dritt: 3, viert: 4, sechst: 6, acht: 8, neunt: 9, zehnt: 10, zwölft: 12 } },
    };
    const table = Object.fromEntries(allowedPlayerCounts('classic').map((n) => [n, (CLASSIC_TABLE[n] as { handSize: number }).handSize]));
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const body = t('rules.sequence.setup.body');
      const listed = /\(([^)]*)\)/.exec(body)?.[1] ?? '';
      expect([...listed.matchAll(/\d+/g)].map((m) => Number(m[0])), lang).toEqual(allowedPlayerCounts('classic'));
      const sentence = body.split(/(?<=\.)\s/).find((x) => x.startsWith(words[lang].label)) ?? '';
      const said: Record<number, number> = {};
      for (const clause of sentence.slice(words[lang].label.length).split(',')) {
        const size = Number(/\d+/.exec(clause)?.[0]);
        for (const w of clause.split(/[^\p{L}]+/u)) if (w in words[lang].numbers) said[words[lang].numbers[w] as number] = size;
      }
      expect(said, lang).toEqual(table);
    }
    setSessionLanguage(null);
  });

  it('the No Thanks rules give the chips at every table size as the engine deals them, standard and tactical, in every language', () => {
    const chips = (players: number, variant: 'standard' | 'tactical'): number => startChips({ players, variant });
    // The standard count for three to five players, then "(9 chips with 6 players, …)": the order in
    // which each language names a clause's two numbers.
    const chipsFirst = { en: true, cs: false, de: false };
    const tacticalWord = { en: 'Tactical:', cs: 'Taktická:', de: 'Taktisch:' };
    for (const lang of ['en', 'cs', 'de'] as const) {
      setSessionLanguage(lang);
      const setup = /(\d+) \p{L}+ \(([^)]*)\)/u.exec(t('rules.nothanks.setup.body'));
      expect(setup, lang).not.toBeNull();
      for (const players of [3, 4, 5]) expect(Number(setup![1]), `${lang}: ${players} players`).toBe(chips(players, 'standard'));
      const larger = setup![2]!.split(',').map((clause) => [...clause.matchAll(/\d+/g)].map((m) => Number(m[0])));
      const said = Object.fromEntries(larger.map(([a, b]) => (chipsFirst[lang] ? [b, a] : [a, b])));
      expect(said, lang).toEqual({ 6: chips(6, 'standard'), 7: chips(7, 'standard') });
      // Tactical: "(10 with three to five players, 8 with six, 6 with seven)", the player counts in words.
      const tactical = t('rules.nothanks.variants.body').split(/(?<=\.)\s/).find((x) => x.startsWith(tacticalWord[lang])) ?? '';
      const counts = [.../\(([^)]*)\)/.exec(tactical)![1]!.matchAll(/\d+/g)].map((m) => Number(m[0]));
      expect(new Set([3, 4, 5].map((n) => chips(n, 'tactical'))).size, 'one count for three to five').toBe(1);
      expect(counts, lang).toEqual([chips(3, 'tactical'), chips(6, 'tactical'), chips(7, 'tactical')]);
    }
    setSessionLanguage(null);
  });
});
