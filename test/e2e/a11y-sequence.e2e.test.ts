/**
 * Sequence for a screen-reader user: a whole 2-player game against a computer player through the
 * parallel layer only (hand cards and board spaces by role and name, the keyboard, never the canvas),
 * every move of both players named by the live region (checked card by card against the discard
 * piles of the final position), and axe-core finding nothing wrong on the table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/engine/sequence';
import { notation, openGame, startTable, waitForScene, type Opened } from './harness';
import { activate, buttonNames, control, expectNoAxeViolations, press, recordLiveRegion, transcript } from './a11yHarness';
import { cardWords } from '../../src/platform/speech/words';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('Sequence by screen reader and keyboard', () => {
  it('plays a 2-player game against a computer to its end; the live region names every move', async () => {
    open = await openGame('', { init: recordLiveRegion });
    const { page, errors } = open;
    await press(page, 'Play: Sequence');
    await press(page, 'Start');
    await waitForScene(page, 'SequenceBoard', 30_000);
    await control(page, /^Card /).first().waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'the Sequence table');

    let turns = 0;
    let refusals = 0;
    // One pass per "Your turn." heard: it is said again after a dead card is turned in (the same
    // player plays on), so the passes are counted apart from the turns played.
    for (let asked = 0; asked < 200; asked++) {
      const next = await page.waitForFunction(
        (done) => {
          const said = (window as unknown as { __said: string[] }).__said.join('\n');
          if (/You win!|wins\.|The game is a draw\./.test(said)) return 'over';
          const mine = (said.match(/Your turn\./g) ?? []).length;
          const cards = document.querySelectorAll('[data-card-table="layer"] [role="button"][aria-label^="Card "]').length;
          // No card still picked up: the last move has been taken and shown.
          const picked = document.querySelectorAll('[data-card-table="layer"] [aria-pressed="true"]').length;
          return mine > done && cards > 0 && picked === 0 ? 'turn' : null;
        },
        asked,
        { timeout: 90_000, polling: 50 },
      );
      if ((await next.jsonValue()) === 'over') break;
      const names = await buttonNames(page);
      const live = names.filter((n) => n.startsWith('Card ') && !n.endsWith(', dead'));
      const before = (await transcript(page)).length;
      // What the live region says once the move is played (the sentence names the card played).
      let expected = /^You turn in the dead card /m;
      if (live.length === 0) {
        // Only dead cards: turn one in (the same player then plays on).
        await activate(page, control(page, 'Exchange dead card').first());
      } else {
        turns++;
        // Pick up a card, then play it on the first space the layer says it can use. A card with no
        // space (a one-eyed jack while no chip of the other team can be removed) is not dead: it is
        // not picked up, the table says why, and the next card is tried instead.
        const target = control(page, /, (you can place here|you can remove this chip)$/).first();
        for (const name of live) {
          const heard = (await transcript(page)).length;
          await activate(page, control(page, name).first());
          // The layer names the picked card pressed in the same pass that lists the spaces it lights.
          const picked = await page.waitForFunction(
            ([label, n]) => {
              const layer = document.querySelector('[data-card-table="layer"]');
              const pressed = [...(layer?.querySelectorAll('[aria-pressed="true"]') ?? [])].some((e) => e.getAttribute('aria-label') === label);
              if (pressed) return 'picked';
              const said = (window as unknown as { __said: string[] }).__said.slice(n as number).join('\n');
              return /choose another card\./.test(said) ? 'refused' : null;
            },
            [name, heard] as const,
            { timeout: 10_000, polling: 50 },
          );
          if ((await picked.jsonValue()) === 'refused') {
            refusals++;
            continue;
          }
          const words = name.replace(/^Card /, '').split(',')[0]!;
          expected = new RegExp(`^You (place on ${words}, row|play ${words} and)`, 'm');
          if ((await target.count()) > 0) break;
        }
        await target.waitFor({ timeout: 10_000 });
        expect(await target.getAttribute('aria-disabled')).toBeNull();
        await activate(page, target);
      }
      await page.waitForFunction(
        ([n, source]) => new RegExp(source as string, 'm').test((window as unknown as { __said: string[] }).__said.slice(n as number).join('\n')),
        [before, expected.source] as const,
        { timeout: 20_000 },
      );
    }
    expect(turns).toBeGreaterThan(3);
    console.log(`a11y sequence: ${turns} turns, ${refusals} card(s) with nothing to do said so`);

    const state = rules.parse((await notation(page))!);
    expect(state.outcome).not.toBe('playing');
    const said = (await transcript(page)).join('\n');
    // Every card each player played, in order, is in a sentence of theirs (their discard pile holds
    // exactly those cards while the piles were never shuffled back into the deck).
    expect(state.reshuffles).toBe(0);
    const who = ['You', 'Computer 1'];
    const played = who.map((name) => {
      const me = name === 'You';
      const pattern = me
        ? /You (?:place on (.+?), row|play (.+?) and (?:place on|remove)|turn in the dead card (.+?)\.)/g
        : /Computer 1 (?:places on (.+?), row|plays (.+?) and (?:places on|removes)|turns in the dead card (.+?)\.)/g;
      return [...said.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3]);
    });
    expect(played).toEqual(state.discards.map((pile) => pile.map(cardWords)));
    // The result, in the last thing said (a notice on screen may follow it in the same breath).
    expect(said.split('\n').at(-1)).toMatch(/(You win!|Computer 1 wins\.|The game is a draw\.)/);
    await expectNoAxeViolations(page, 'the end of the game');
    expect(errors).toEqual([]);
  });

  it('a one-eyed jack with no chip to remove is not picked up, and the live region says why', async () => {
    open = await openGame('', { init: recordLiveRegion });
    const { page, errors } = open;
    // This seed deals the person, who moves first, the jack of spades: the board has no chip yet.
    await startTable(page, { game: 'sequence', options: { players: 2, startPlayer: 0 }, seed: 'one-eyed-4', seats: ['human', 'easy'] });
    const state = rules.parse((await notation(page))!);
    expect(state.hands[0]).toContain('JS');
    await control(page, 'Card jack of spades').waitFor({ timeout: 30_000 });
    const heard = (await transcript(page)).length;
    await activate(page, control(page, 'Card jack of spades'));
    await page.waitForFunction((n) => (window as unknown as { __said: string[] }).__said.slice(n).join(' ').includes('There is no opponent chip to remove yet: choose another card.'), heard, { timeout: 10_000 });
    expect(await control(page, 'Card jack of spades').getAttribute('aria-pressed')).toBe('false');
    expect(await control(page, /, you can remove this chip$/).count()).toBe(0);
    // Another card is picked up as usual.
    await activate(page, control(page, 'Card 7 of hearts').first());
    await control(page, /, you can place here$/).first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
