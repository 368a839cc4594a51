/**
 * WebGL context loss mid-game (WEBGL_lose_context): in each of the three games the context is lost
 * and restored; the table must then look as it did before (the runtime-drawn card art, text and
 * chips come back: compared pixel by pixel between screenshots taken before and after) and a move
 * made afterwards must work.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rules as gapsRules } from '../../src/engine/gaps';
import { rules as sequenceRules } from '../../src/engine/sequence';
import { checkpointShot, drag, notation, notationChanged, openGame, startTable, type Opened } from './harness';

let open: Opened | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});


/** Loses the game canvas' WebGL context, waits, restores it, and waits for frames to be drawn again. */
async function loseAndRestore(page: Page): Promise<void> {
  const had = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    const ext = gl?.getExtension('WEBGL_lose_context');
    if (!gl || !ext) return false;
    const lost = new Promise((r) => canvas.addEventListener('webglcontextlost', r, { once: true }));
    ext.loseContext();
    await lost;
    await new Promise((r) => setTimeout(r, 500));
    const restored = new Promise((r) => canvas.addEventListener('webglcontextrestored', r, { once: true }));
    ext.restoreContext();
    await restored;
    return gl.isContextLost() === false;
  });
  expect(had).toBe(true);
  // A wiggle of the mouse wakes an idle loop; then a few frames render with the new context.
  await page.mouse.move(5, 5);
  await page.mouse.move(8, 8);
  await page.waitForTimeout(1500);
}

/** Share of pixels (0..1) that differ noticeably between two PNG screenshots, and how dark the second is. */
async function compare(page: Page, a: Buffer, b: Buffer): Promise<{ differing: number; dark: number; white: number }> {
  return page.evaluate(async ([pa, pb]) => {
    const load = async (b64: string): Promise<Uint8ClampedArray> => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height).data;
    };
    const x = await load(pa);
    const y = await load(pb);
    let differing = 0;
    let dark = 0;
    let white = 0;
    const n = y.length / 4;
    for (let i = 0; i < y.length; i += 4) {
      const d = Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
      if (d > 48) differing++;
      if (y[i]! + y[i + 1]! + y[i + 2]! < 24) dark++;
      if (y[i]! > 250 && y[i + 1]! > 250 && y[i + 2]! > 250) white++;
    }
    return { differing: differing / n, dark: dark / n, white: white / n };
  }, [a.toString('base64'), b.toString('base64')] as const);
}

/** Screenshot, context lost and restored, screenshot: the two must look the same. */
async function survives(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.waitForTimeout(800);
  const before = await page.screenshot();
  await loseAndRestore(page);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(500);
  const after = await page.screenshot();
  await checkpointShot(page, `contextloss-${name}-restored`);
  const { differing, dark, white } = await compare(page, before, after);
  expect(dark, 'the table is black after the restore').toBeLessThan(0.2);
  expect(white, 'white boxes after the restore').toBeLessThan(0.05);
  expect(differing, 'the table looks different after the restore').toBeLessThan(0.02);
}

describe('WebGL context loss mid-game', () => {
  it('No Thanks: restores, then a take works', async () => {
    open = await openGame('', { pixels: true });
    const { page, errors } = open;
    await startTable(page, { game: 'nothanks', options: { players: 3 }, seed: 'ctx-nt', seats: ['human', 'easy', 'easy'] });
    let text = (await notation(page))!;
    await page.waitForFunction(() => window.__cardTable!.names().includes('nothanks:take'));
    await page.keyboard.press('t');
    text = await notationChanged(page, text, /to move: 0/);
    await survives(page, 'nothanks');
    await page.keyboard.press('t');
    await notationChanged(page, text, /to move: 0/);
    await checkpointShot(page, 'contextloss-nothanks-after-move');
    expect(errors).toEqual([]);
  }, 400_000);

  it('Gaps: restores, then a drag works', async () => {
    open = await openGame('', { pixels: true });
    const { page, errors } = open;
    await startTable(page, { game: 'gaps', options: {}, seed: '3', seats: ['human'] });
    await page.waitForFunction(() => window.__cardTable!.names().includes('gaps:hint'));
    await page.waitForTimeout(500);
    await survives(page, 'gaps');
    const text = (await notation(page))!;
    const move = gapsRules.legalMoves(gapsRules.parse(text)).find((m) => m.type === 'move');
    if (move?.type !== 'move') throw new Error('no card move');
    await drag(page, move.card, `gap-${move.to.row}-${move.to.col}`);
    expect(await notationChanged(page, text)).toBe(gapsRules.format(gapsRules.play(gapsRules.parse(text), move).state));
    await checkpointShot(page, 'contextloss-gaps-after-move');
    expect(errors).toEqual([]);
  }, 400_000);

  it('Sequence: restores, then a card dragged onto the board is played', async () => {
    open = await openGame('', { pixels: true });
    const { page, errors } = open;
    await startTable(page, { game: 'sequence', options: { players: 2, variant: 'classic', startPlayer: 0 }, seed: 'ctx-seq', seats: ['easy', 'human'] });
    const text = await notationChanged(page, '', /to-move: 1/);
    await page.waitForTimeout(500);
    await survives(page, 'sequence');
    const state = sequenceRules.parse(text);
    const move = sequenceRules.legalMoves(state).find((m) => m.type === 'place');
    if (move?.type !== 'place') throw new Error('no place move');
    await drag(page, move.card, `cell-${move.row}-${move.col}`, 12);
    const after = sequenceRules.parse(await notationChanged(page, text));
    // The person's team (seat 1 of two: team 1) holds the space now.
    expect(after.chips[move.row * 10 + move.col]).toBe(1);
    await checkpointShot(page, 'contextloss-sequence-after-move');
    expect(errors).toEqual([]);
  }, 400_000);
});
