/**
 * Online play in real browsers against the real game server (`npx tsx server/main.ts`, started here
 * as a child process serving the built dist/ on a free port): several browser contexts, each a person
 * with their own storage, play whole games through the menu, the lobby and the tables with the real
 * mouse. One reloads mid-game and is back in the same seat; a spectator sees only public information.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules as gaps } from '../../src/engine/gaps';
import { boardLayout } from '../../src/engine/sequence';
import { checkpointShot, click, drag, intersects, locate, notation, openGame, shot, texts, waitForScene, type Opened } from './harness';
import { startOnlineServer, type OnlineServer } from './onlineServer';

let server: OnlineServer | null = null;
let base = '';

beforeAll(async () => {
  server = await startOnlineServer();
  base = server.base;
}, 200_000);

afterAll(() => server?.stop());

interface Lobby {
  code: string;
  you: number | null;
  phase: string;
  seats: { kind: string; name: string; connected: boolean; team: number | null }[];
}

/** Types into the name (or code) form over the canvas and sends it. */
async function answer(page: Page, field: 'name' | 'code', text: string): Promise<void> {
  const input = page.locator(`input[data-name="${field}"]`);
  await input.waitFor({ timeout: 30_000 });
  await input.fill(text);
  await input.press('Enter');
}

async function lobbyOf(page: Page, check: (l: Lobby) => boolean = () => true): Promise<Lobby> {
  const handle = await page.waitForFunction(
    (checkText) => {
      const hook = window.__cardTable;
      if (hook?.scene() !== 'OnlineLobby') return null;
      const text = hook.notation();
      if (!text || text === 'null') return null;
      const lobby = JSON.parse(text);
      return new Function('l', `return (${checkText})(l)`)(lobby) ? text : null;
    },
    check.toString(),
    { timeout: 30_000, polling: 100 },
  );
  return JSON.parse((await handle.jsonValue()) as string) as Lobby;
}

/** Clicks `id` until `done()` holds in the page (a click on a view just rebuilt is sometimes lost under load). */
async function clickUntil(page: Page, id: string, done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    // Clicked before and the view changed meanwhile (a scene change under load can take seconds).
    if (attempt > 0 && !(await page.evaluate((i) => window.__cardTable?.locate(i) != null, id))) return;
    if (attempt === 0) await page.waitForFunction((i) => window.__cardTable?.locate(i) != null, id, { timeout: 30_000, polling: 100 });
    await click(page, id);
    const ok = await page.waitForFunction(done, undefined, { timeout: 8_000, polling: 100 }).then(() => true, () => false);
    if (ok) return;
  }
  throw new Error(`clicking ${id} had no effect`);
}

/** Waits until `id` is on screen and the view has stopped sliding in (the menu's views animate). */
async function settled(page: Page, id: string): Promise<void> {
  await page.waitForFunction((i) => window.__cardTable?.locate(i) != null, id, { timeout: 15_000, polling: 50 });
  await page.waitForTimeout(400);
}

/** A person opens the menu, picks the game's set-up and "Play online": the host of a new table. */
async function host(game: string, name: string, setup: (page: Page) => Promise<void> = async () => {}): Promise<{ opened: Opened; lobby: Lobby }> {
  const opened = await openGame('', { base });
  await click(opened.page, `menu:play:${game}`);
  await settled(opened.page, 'menu:online');
  await setup(opened.page);
  await settled(opened.page, 'menu:online');
  await clickUntil(opened.page, 'menu:online', () => window.__cardTable?.scene() === 'OnlineLobby');
  await answer(opened.page, 'name', name);
  return { opened, lobby: await lobbyOf(opened.page) };
}

/** A person opens the table's link (`?room=CODE`) and gives their name. */
async function guest(code: string, name: string): Promise<{ opened: Opened; lobby: Lobby }> {
  const opened = await openGame(`room=${code}`, { base, waitReady: false });
  await answer(opened.page, 'name', name);
  return { opened, lobby: await lobbyOf(opened.page, (l) => l.you !== null) };
}

function field(text: string, name: string): string {
  const m = new RegExp(`^${name}: (.*)$`, 'm').exec(text);
  if (!m) throw new Error(`no "${name}:" in\n${text}`);
  return m[1] as string;
}

describe('online No Thanks: three people and a computer player', () => {
  it('play a whole game with real drags; a reload comes back to the same seat; a spectator sees no hidden chips', async () => {
    const a = await host('nothanks', 'Anna', async (page) => {
      await click(page, 'menu:opt:players#0'); // 3 players: a fourth seat comes in the lobby
    });
    const code = a.lobby.code;
    const b = await guest(code, 'Ben');
    const c = await guest(code, 'Cleo');
    const people = [a, b, c];
    try {
      expect(people.map((p) => p.lobby.you)).toEqual([0, 1, 2]);
      await lobbyOf(a.opened.page, (l) => l.seats.filter((s) => s.kind === 'human' && s.connected).length === 3);
      // The host changes the options in the lobby (4 players, the tactical variant); the guests see it live.
      await clickUntil(a.opened.page, 'online:opt:players#1', () => /"players":4/.test(window.__cardTable?.notation() ?? ''));
      await clickUntil(a.opened.page, 'online:opt:variant#1', () => /"variant":"tactical"/.test(window.__cardTable?.notation() ?? ''));
      const seen = await lobbyOf(b.opened.page, (l) => l.seats.length === 4 && (l as unknown as { options: { variant: string } }).options.variant === 'tactical');
      expect(seen.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human', 'open']);
      await b.opened.page.waitForFunction(() => (window.__cardTable?.texts() ?? []).includes('Tactical'), undefined, { timeout: 10_000 });
      if (!(await b.opened.page.evaluate(() => window.__cardTable?.locate('online:opt:players#0') == null))) throw new Error('a guest got the host’s option controls');
      await checkpointShot(b.opened.page, 'online-lobby-guest-options');
      await clickUntil(a.opened.page, 'online:fill-3', () => /"kind":"computer"/.test(window.__cardTable?.notation() ?? ''));
      // A spectator: every seat is taken, so the lobby offers to watch.
      const watcher = await openGame(`room=${code}`, { base, waitReady: false });
      await answer(watcher.page, 'name', 'Vera');
      await watcher.page.waitForFunction(() => window.__cardTable?.locate('online:watch') != null, undefined, { timeout: 30_000, polling: 100 });
      // The host presses Start just as the spectator comes in. The lobby the server sends meanwhile
      // is drawn after the release, so the release still presses Start. Drawn at once, it was a new
      // Start that got the release but not the press, and nothing started.
      const start = await locate(a.opened.page, 'online:start');
      await a.opened.page.mouse.move(start.x, start.y);
      await a.opened.page.mouse.down();
      await clickUntil(watcher.page, 'online:watch', () => /"you":null/.test(window.__cardTable?.notation() ?? ''));
      await lobbyOf(watcher.page, (l) => (l as unknown as { spectators: number }).spectators === 1);
      await a.opened.page.waitForTimeout(200);
      await a.opened.page.mouse.up();
      await a.opened.page.waitForFunction(() => window.__cardTable?.scene() !== 'OnlineLobby', undefined, { timeout: 30_000, polling: 100 });
      for (const [i, p] of people.entries()) await waitForScene(p.opened.page, 'NoThanksTable', 120_000).catch(async (e) => {
        for (const [j, q] of people.entries()) await shot(q.opened.page, `online-start-${j}`);
        throw new Error(`person ${i}: ${e}; ${people.map((q) => q.opened.errors.join('; ')).join(' / ')}`);
      });

      await waitForScene(watcher.page, 'NoThanksTable', 120_000);

      let moves = 0;
      let takes = 0;
      let reloaded = false;
      let gapped = false;
      for (let guard = 0; guard < 400; guard++) {
        const text = (await notation(a.opened.page)) ?? '';
        if (field(text, 'face up') === '-') break;
        const toMove = Number(field(text, 'to move'));
        const person = people[toMove];
        if (!person) {
          await a.opened.page.waitForTimeout(100); // the computer player's turn
          continue;
        }
        const page = person.opened.page;
        const ready = (await notation(page)) ?? '';
        if (Number(field(ready, 'to move')) !== toMove) {
          await page.waitForTimeout(50);
          continue;
        }
        if (moves === 8 && !gapped) {
          // A network gap at Cleo's or Anna's turn: "Reconnecting…" in the top bar, the table dimmed and
          // deaf (a tap on the card plays nothing) until the link is back; then play goes on.
          gapped = true;
          await page.context().setOffline(true);
          await page.waitForFunction(() => ['online:reconnecting', 'table:away'].every((n) => window.__cardTable!.names().includes(n)), undefined, { timeout: 30_000 });
          await checkpointShot(page, 'online-reconnecting');
          await click(page, 'card');
          await page.waitForTimeout(500);
          expect(await notation(page)).toBe(ready);
          await page.context().setOffline(false);
          await page.waitForFunction(() => !window.__cardTable!.names().some((n) => n === 'online:reconnecting' || n === 'table:away'), undefined, { timeout: 60_000 });
          // The browser logs the link's attempts while the network was off: those errors are this gap's own.
          const logged = person.opened.errors;
          for (let i = logged.length - 1; i >= 0; i--) if (/ERR_INTERNET_DISCONNECTED/.test(logged[i]!)) logged.splice(i, 1);
        }
        const own = Number(field(ready, `seat ${toMove}`).match(/^chips (\d+)/)?.[1]);
        const pot = Number(field(ready, 'chips on card'));
        const before = field(ready, 'chips on card') + field(ready, 'face up');
        // Takes (a short game), after a few passes: chips go by drag; every other take is a tap on the card, the rest drags.
        if (own > 0 && pot === 0 && moves < 5) await drag(page, 'chip', 'card');
        else if (takes++ % 2 === 0) await click(page, 'card');
        else await drag(page, 'card', `row-${toMove}`);
        await page.waitForFunction(
          (b) => {
            const n = window.__cardTable?.notation() ?? '';
            const pot = /^chips on card: (.*)$/m.exec(n)?.[1] ?? '';
            const face = /^face up: (.*)$/m.exec(n)?.[1] ?? '';
            return pot + face !== b;
          },
          before,
          { timeout: 20_000, polling: 50 },
        );
        moves++;
        if (moves % 5 === 0) console.info(`online No Thanks: ${moves} moves by people`);
        if (moves === 6 && !reloaded) {
          // Ben reloads in the middle of the game: the same seat, the same position.
          reloaded = true;
          await b.opened.page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
          await waitForScene(b.opened.page, 'NoThanksTable', 90_000);
          const back = (await notation(b.opened.page)) ?? '';
          expect(field(back, 'face up')).toBe(field((await notation(a.opened.page)) ?? '', 'face up'));
          expect(new URL(b.opened.page.url()).searchParams.get('room')).toBe(code);
        }
        // The spectator never sees a chip count or a card of the stack while the game runs: they stand in
        // as 0. Once it is over (no card face up) the final scores count every hand of chips openly.
        const watched = (await notation(watcher.page)) ?? '';
        expect(field(watched, 'stack').split(' ').every((card) => card === '0' || card === '-')).toBe(true);
        if (field(watched, 'face up') !== '-') for (let seat = 0; seat < 4; seat++) expect(field(watched, `seat ${seat}`)).toMatch(/^chips 0;/);
      }
      expect(reloaded).toBe(true);
      expect(gapped).toBe(true);
      expect(moves).toBeGreaterThan(10);
      expect(takes).toBeGreaterThan(2); // so at least two of them were taps
      // The end: every screen shows the result.
      for (const p of [...people.map((x) => x.opened), watcher]) {
        await p.page.waitForFunction(() => (window.__cardTable?.texts() ?? []).some((t) => /Final scores/.test(t)), undefined, { timeout: 30_000 });
      }
      for (const p of [...people.map((x) => x.opened), watcher]) expect(p.errors).toEqual([]);
      await watcher.close();
    } finally {
      for (const p of people) await p.opened.close();
    }
  }, 600_000);
});

describe('online Sequence: two against two', () => {
  it('four people take turns with real drags from their own hands; nobody sees another hand', async () => {
    const a = await host('sequence', 'Anna', async (page) => {
      await click(page, 'menu:opt:players#2'); // 4 players: two teams of two
    });
    const code = a.lobby.code;
    const people = [a, await guest(code, 'Ben'), await guest(code, 'Cleo'), await guest(code, 'Dan')];
    try {
      await lobbyOf(a.opened.page, (l) => l.seats.every((s) => s.kind === 'human') && l.seats.map((s) => s.team).join() === '0,1,0,1');
      // A one-minute turn timer: the person to move sees it count down in the top bar.
      await clickUntil(a.opened.page, 'online:timer#2', () => /"turnSeconds":60/.test(window.__cardTable?.notation() ?? ''));
      await clickUntil(a.opened.page, 'online:start', () => window.__cardTable?.scene() !== 'OnlineLobby');
      for (const p of people) await waitForScene(p.opened.page, 'SequenceBoard', 120_000);
      // Two rounds: each person plays a card of their own hand onto one of its spaces, by drag.
      for (let turn = 0; turn < 8; turn++) {
        const text = (await notation(a.opened.page)) ?? '';
        const toMove = Number(field(text, 'to-move'));
        const page = people[toMove]!.opened.page;
        await page.waitForFunction((t) => /^to-move: (\d+)$/m.exec(window.__cardTable?.notation() ?? '')?.[1] === t, String(toMove), { timeout: 60_000 });
        const own = (await notation(page)) ?? '';
        const hand = field(own, `hand ${toMove}`).split(' ');
        const clock = async (p: Page): Promise<number | null> => {
          const m = (await texts(p)).map((text) => /^(\d):(\d\d) left/.exec(text)).find((x) => x);
          return m ? Number(m[1]) * 60 + Number(m[2]) : null;
        };
        await page.waitForFunction(() => (window.__cardTable?.texts() ?? []).some((text) => /^\d:\d\d left$/.test(text)), undefined, { timeout: 10_000 });
        const left = (await clock(page))!;
        expect(left).toBeGreaterThan(30);
        expect(left).toBeLessThanOrEqual(60);
        if (turn === 0) await checkpointShot(page, 'online-sequence-turn-timer');
        // Only the person to move has a clock.
        for (const [seat, p] of people.entries()) {
          if (seat !== toMove) await p.opened.page.waitForFunction(() => !(window.__cardTable?.texts() ?? []).some((text) => /^\d:\d\d left/.test(text)), undefined, { timeout: 10_000 });
        }
        // Every other hand is unknown on this screen (empty codes), and none of its cards is on screen.
        for (let seat = 0; seat < 4; seat++) if (seat !== toMove) expect(field(own, `hand ${seat}`).trim()).toBe('');
        const before = own;
        let played = false;
        for (const card of hand.filter((c) => !c.startsWith('J'))) {
          // The card's own spaces on the board (a taken one refuses the drop: the card snaps back).
          const spaces = boardLayout('classic').flatMap((space, i) => (space === card ? [`cell-${Math.floor(i / 10)}-${i % 10}`] : []));
          for (const target of spaces) {
            await drag(page, card, target);
            played = await page.waitForFunction((b) => window.__cardTable?.notation() !== b, before, { timeout: 8_000 }).then(() => true, () => false);
            if (played) break;
          }
          if (played) break;
        }
        expect(played).toBe(true);
        await a.opened.page.waitForFunction((b) => /^to-move: (\d+)$/m.exec(window.__cardTable?.notation() ?? '')?.[1] !== b, String(toMove), { timeout: 60_000 });
      }
      for (const p of people) expect(p.opened.errors).toEqual([]);
      // Dan's window closes: the others see his name plate dimmed and marked offline (his seat waits for him).
      await people[3]!.opened.close();
      await a.opened.page.waitForFunction(() => window.__cardTable?.names().includes('presence:3'), undefined, { timeout: 30_000 });
      expect(await texts(a.opened.page)).toContain('● offline');
      expect(await a.opened.page.evaluate(() => window.__cardTable?.names().filter((n) => n.startsWith('presence:')))).toEqual(['presence:3']);
      // The tag covers neither his name nor his hand size (on the row's bottom edge it lay over the foot of "6 cards").
      const boxes = await a.opened.page.evaluate(() => {
        const hook = window.__cardTable!;
        return { tag: hook.box('presence:3')!, plate: ['sequence:player-3', 'sequence:count-3'].map((name) => ({ name, box: hook.box(name)! })) };
      });
      expect(boxes.plate.filter(({ box }) => intersects(boxes.tag, box, 0.5)).map(({ name }) => name), 'what the offline tag covers').toEqual([]);
      await checkpointShot(a.opened.page, 'online-sequence-presence');
    } finally {
      for (const p of people) await p.opened.close();
    }
  }, 600_000);
});

describe('Gaps together', () => {
  it('two people play the same deal at once; each sees the live scoreboard and, at the end, the result table', async () => {
    const a = await host('gaps', 'Anna', async (page) => {
      await click(page, 'menu:opt:redeals#0'); // no redeal: each deal ends soon
    });
    const b = await guest(a.lobby.code, 'Ben');
    const people = [a, b];
    try {
      await clickUntil(a.opened.page, 'online:start', () => window.__cardTable?.scene() !== 'OnlineLobby');
      for (const p of people) await waitForScene(p.opened.page, 'GapsTableau', 120_000);
      expect(await notation(a.opened.page)).toBe(await notation(b.opened.page)); // the same deal
      for (const p of people) await p.opened.page.waitForFunction(() => window.__cardTable?.names().includes('online:scoreboard'), undefined, { timeout: 30_000 });
      // Each plays their own board until it is over (won or stuck: no redeal): the first move by drag,
      // then a tap on a card with one gap to go to (a drag where a card has several).
      for (const p of people) {
        const page = p.opened.page;
        for (let guard = 0; guard < 200; guard++) {
          const state = gaps.parse((await notation(page)) ?? '');
          if (gaps.isOver(state)) break;
          const moves = gaps.legalMoves(state).flatMap((m) => (m.type === 'move' ? [m] : []));
          const move = moves.find((m) => moves.filter((o) => o.card === m.card).length === 1) ?? moves[0];
          if (!move) break;
          const before = (await notation(page)) ?? '';
          const single = moves.filter((o) => o.card === move.card).length === 1;
          if (guard > 0 && single) await click(page, move.card);
          else await drag(page, move.card, `gap-${move.to.row}-${move.to.col}`);
          await page.waitForFunction((t) => window.__cardTable?.notation() !== t, before, { timeout: 20_000 });
        }
      }
      for (const p of people) {
        await p.opened.page.waitForFunction(() => window.__cardTable?.names().includes('online:results'), undefined, { timeout: 60_000 });
        const lines = (await texts(p.opened.page)).join('\n');
        expect(lines).toMatch(/1\. .*(Anna|Ben)/);
        expect(lines).toMatch(/2\. .*(Anna|Ben)/);
      }
    } finally {
      for (const p of people) await p.opened.close();
    }
  }, 600_000);
});
