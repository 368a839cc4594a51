/**
 * The shell's pages laid out, measured through the test hook, in English, Czech and German on a phone
 * held upright (390×844) and on a desktop (1280×720):
 * - How to play: a picture's caption lies under the picture, clear of it and of the next heading (it
 *   was anchored at its foot in a fixed box, so a 3-line German caption grew up over the cards).
 * - How to play: each picture comes after the section it illustrates, so the heading above it is its
 *   own (the No Thanks runs sat under "Your turn", the Sequence corner under "Jacks").
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setSessionLanguage, t } from '../../src/platform/i18n';
import '../../src/platform/strings/rules-nothanks';
import '../../src/platform/strings/rules-sequence';
import { atEachSize, openGame, startScene, type Opened } from './harness';
import type { PageBox } from '../../src/ui/runtime/testHook';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
  setSessionLanguage(null);
});

const LANGUAGES = ['en', 'cs', 'de'] as const;
const SIZES = [
  [390, 844],
  [1280, 720],
] as const;

const bottom = (b: PageBox): number => b.y + b.height;

/** The rules page's picture, its caption and the texts of the column (content coordinates, page px). */
async function figure(page: Page): Promise<{ picture: PageBox; caption: PageBox; texts: Array<{ text: string; box: PageBox }> }> {
  return page.evaluate(() => {
    const hook = window.__cardTable!;
    return { picture: hook.box('rules:figure')!, caption: hook.box('rules:caption')!, texts: hook.textSizes().map(({ text, box }) => ({ text, box })) };
  });
}

describe('How to play', () => {
  it('shows each picture under its own section, with its caption under the picture (en, cs, de; phone and desktop)', async () => {
    for (const lang of LANGUAGES) {
      open = await openGame(`lang=${lang}`);
      setSessionLanguage(lang);
      for (const [game, owner] of [
        ['nothanks', 'rules.nothanks.scoring.title'],
        ['sequence', 'rules.sequence.corners.title'],
      ] as const) {
        await startScene(open.page, 'Instructions', { game });
        for await (const [w, h] of atEachSize(open.page, SIZES, 'Instructions', { game })) {
          const where = `${lang} ${game} ${w}×${h}`;
          const { picture, caption, texts } = await figure(open.page);
          expect(caption.y, `${where}: the caption starts below the picture`).toBeGreaterThanOrEqual(bottom(picture));
          // The section headings: the last one above the picture is the section it illustrates; the next one follows the caption.
          const headings = texts.filter((x) => allTitles(game).includes(x.text));
          const above = headings.filter((x) => bottom(x.box) <= picture.y).sort((a, b) => bottom(b.box) - bottom(a.box))[0];
          expect(above?.text, `${where}: the heading above the picture`).toBe(t(owner));
          const next = headings.filter((x) => x.box.y >= picture.y).sort((a, b) => a.box.y - b.box.y)[0];
          expect(next, `${where}: a section after the picture`).toBeDefined();
          expect(next!.box.y, `${where}: ${next!.text} below the caption`).toBeGreaterThanOrEqual(bottom(caption));
        }
      }
      await open.close();
      open = null;
    }
  });
});

/** Every section title of `game`'s rules in the language set (what a heading reads). */
function allTitles(game: 'nothanks' | 'sequence'): string[] {
  const sections = game === 'nothanks' ? ['goal', 'setup', 'turn', 'scoring', 'end', 'variants', 'app', 'keys'] : ['goal', 'setup', 'turn', 'jacks', 'corners', 'dead', 'win', 'numbers', 'app', 'keys'];
  return sections.map((s) => t(`rules.${game}.${s}.title`));
}
