/**
 * Gaps for a screen-reader user: a whole deal, redeals and all, played through the parallel layer
 * only (each card's name says where it can go; role/name locators and the keyboard, never the
 * canvas), every move named by the live region, and axe-core finding nothing wrong on the table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openGame, waitForScene, type Opened } from './harness';
import { activate, buttonNames, control, expectNoAxeViolations, press, recordLiveRegion, transcript } from './a11yHarness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Waits until the live region has said something matching `pattern` after the first `from` messages. */
async function heard(page: Page, pattern: RegExp, from: number, timeout = 20_000): Promise<string> {
  const handle = await page.waitForFunction(
    ([source, flags, skip]) => {
      const said = (window as unknown as { __said: string[] }).__said.slice(skip as number).join('\n');
      return new RegExp(source as string, flags as string).exec(said)?.[0] ?? null;
    },
    [pattern.source, pattern.flags, from] as const,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as string;
}

describe('Gaps by screen reader and keyboard', () => {
  it('plays a deal to its end; the live region names every move, redeal and the result', async () => {
    open = await openGame('', { init: recordLiveRegion });
    const { page, errors } = open;
    await press(page, 'Play: Gaps');
    await press(page, 'Start');
    await waitForScene(page, 'GapsTableau', 30_000);
    // A gap of any row: where the four aces lay is the deal's.
    await control(page, /^Gap, row \d+, /).first().waitFor();
    await expectNoAxeViolations(page, 'the Gaps table');

    const moved: string[] = [];
    let redeals = 0;
    for (let step = 0; step < 1000; step++) {
      const said = (await transcript(page)).join('\n');
      if (/you win!|the game is over/.test(said)) break;
      const names = await buttonNames(page);
      const from = (await transcript(page)).length;
      // A card that has one place to go (its name says which gap), else a 2 for the start of a row.
      const card = names.find((n) => /can move to the gap after/.test(n)) ?? names.find((n) => /can move to the start of a row/.test(n));
      if (!card) {
        // The layer may not have caught up with a redeal yet: look again in a moment.
        if (!/No card can move\. Press R to redeal\.$/.test(said)) {
          await page.waitForTimeout(150);
          continue;
        }
        await page.keyboard.press('r');
        await heard(page, /Redeal \d+: the cards not in order are shuffled and dealt again\./, from);
        redeals++;
        continue;
      }
      const cardWords = card.split(',')[0]!;
      await activate(page, control(page, card));
      // A 2 with several empty row starts asks which: the gap is chosen by its name.
      const first = await heard(page, new RegExp(`${cardWords} to (row \\d+, column \\d+, after [^.]+|the start of row \\d+)\\.|Tap the gap this 2 should go to\\.`), from);
      if (first.startsWith('Tap the gap')) {
        const gap = (await buttonNames(page)).find((n) => n.includes('at the start of the row') && n.includes(cardWords))!;
        await activate(page, control(page, gap));
        await heard(page, new RegExp(`${cardWords} to the start of row \\d+\\.`), from);
      }
      moved.push(cardWords);
      // The layer has caught up with the move: the card's name tells its new place.
      await page.waitForFunction((old) => !document.querySelector(`[data-card-table="layer"] [aria-label="${old}"]`), card, { timeout: 10_000 });
    }
    const said = (await transcript(page)).join('\n');
    expect(said).toMatch(/(All four rows are in order: you win!|No card can move and no redeal is left: the game is over\.) Score \d+\.$/);
    expect(moved.length).toBeGreaterThan(10);
    // Every move said, in order, with the card's new place.
    const spoken = [...said.matchAll(/(\d+|ace|jack|queen|king) of (hearts|spades|diamonds|clubs) to (row \d+, column \d+, after|the start of row)/g)].map((m) => `${m[1]} of ${m[2]}`);
    expect(spoken).toEqual(moved);
    expect((said.match(/Redeal \d+:/g) ?? []).length).toBe(redeals);
    await control(page, 'New deal').first().waitFor();
    await expectNoAxeViolations(page, 'the end of the deal');
    expect(errors).toEqual([]);
  });
});
