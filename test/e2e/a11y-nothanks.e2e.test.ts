/**
 * No Thanks! for a screen-reader user: from the menu to the score sheet with role/name locators and
 * the keyboard only (never the canvas), every move of every player said by the live region, and
 * axe-core finding nothing wrong with the parallel layer of each scene on the way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rules, startChips } from '../../src/engine/nothanks';
import { notation, openGame, waitForScene, type Opened } from './harness';
import { activate, buttonNames, control, expectNoAxeViolations, press, recordLiveRegion, saveTranscript, transcript } from './a11yHarness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const COMPUTERS = ['Ada', 'Boris', 'Clara', 'Dmitri', 'Elsa', 'Felix'];

describe('No Thanks! by screen reader and keyboard', () => {
  it('plays a whole game against two computer players; the live region names every move', async () => {
    open = await openGame('', { init: recordLiveRegion });
    const { page, errors } = open;
    await expectNoAxeViolations(page, 'the menu');
    await press(page, 'Play: No Thanks!');
    await control(page, 'Players', 'slider').waitFor();
    await expectNoAxeViolations(page, 'the game options');
    await press(page, 'Start');
    await waitForScene(page, 'NoThanksTable', 30_000);
    await control(page, 'Take').waitFor();
    await expectNoAxeViolations(page, 'the table');

    // Decide by the words alone: each "Your turn" said is one decision (pass while chips last and
    // the card is dear, else take), made once the Take button is usable.
    let decisions = 0;
    for (;;) {
      const next = await page.waitForFunction(
        (done) => {
          const names = [...document.querySelectorAll('[data-card-table="layer"] [role="button"]:not([aria-disabled="true"])')].map((e) => e.getAttribute('aria-label'));
          if (names.includes('Rematch')) return 'over';
          const turns = ((window as unknown as { __said: string[] }).__said.join('\n').match(/Your turn:/g) ?? []).length;
          return turns > done && names.includes('Take') ? 'turn' : null;
        },
        decisions,
        { timeout: 60_000, polling: 50 },
      );
      if ((await next.jsonValue()) === 'over') break;
      const said = (await transcript(page)).join('\n');
      const offers = [...said.matchAll(/Your turn: the (\d+), (\d+) chips? on it\./g)];
      const [card, pot] = [Number(offers.at(-1)![1]), Number(offers.at(-1)![2])];
      const canPass = (await buttonNames(page)).includes('No thanks!');
      const choice = canPass && card - pot > 12 ? 'No thanks!' : 'Take';
      await activate(page, control(page, choice)).catch(async (e: Error) => {
        throw new Error(`${choice} at decision ${decisions}: ${e.message}\nlayer: ${(await buttonNames(page)).join(' | ')}\nsaid: ${(await transcript(page)).slice(-5).join('\n')}`);
      });
      decisions++;
      // The focus stays where it was: on the button, not dropped to the page (unless that move ended
      // the game and the score sheet, opened at once at instant speed, took it to Rematch).
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (focused !== 'Rematch') expect(focused).toBe(choice);
      else expect(rules.isOver(rules.parse((await notation(page))!)), 'Rematch only once the game is over').toBe(true);
    }
    expect(decisions).toBeGreaterThan(5);
    await expectNoAxeViolations(page, 'the score sheet');

    const state = rules.parse((await notation(page))!);
    const NAMES = ['You', ...COMPUTERS.slice(0, state.table.players - 1)];
    const said = await transcript(page);
    const text = said.join('\n');
    saveTranscript('nothanks-transcript', said);
    expect(said[0]).toMatch(/^Next card: the \d+; 23 cards in the stack\./);
    // Every take of every player, with its card.
    state.cards.forEach((cards, seat) => {
      for (const card of cards) expect(text).toMatch(new RegExp(seat === 0 ? `You take the ${card} with \\d+ chips?\\.` : `${NAMES[seat]} takes the ${card} with \\d+ chips?\\.`));
    });
    // Every pass: each chip paid is one "passes" (the chips a player paid: start − held + won).
    const paid = state.chips.map((c, i) => startChips(state.table) - c + state.chipsWon[i]!);
    const passes = NAMES.map((name, i) => (text.match(new RegExp(i === 0 ? 'You pass and pay a chip' : `${name} passes, pays a chip`, 'g')) ?? []).length);
    expect(passes).toEqual(paid);
    const scores = NAMES.map((name) => `${name} -?\\d+ points?`).join(', ');
    expect(said[said.length - 1]).toMatch(new RegExp(`Game over\\. ${scores}\\. (You win!|\\w+ wins\\.|Shared win: .+\\.)$`));
    // Questions: the table and the score, in words.
    await page.keyboard.press('s');
    await page.waitForFunction(() => /^You -?\d+ points?, Ada/.test((window as unknown as { __said: string[] }).__said.at(-1) ?? ''));
    expect(errors).toEqual([]);
  });
});
