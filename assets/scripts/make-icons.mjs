#!/usr/bin/env node
/**
 * Draws the app icons of the installed game (the web app manifest, public/manifest.webmanifest):
 *   public/icons/icon.svg            the drawing itself (rounded green tile, two fanned cards)
 *   public/icons/icon-192.png        }
 *   public/icons/icon-512.png        } the same drawing rasterized
 *   public/icons/icon-maskable-512.png  full-bleed tile, cards inside the central 80 % safe zone
 * The SVG is written here by hand (no font glyphs: the suit shapes are our own paths, as in
 * src/ui/art/); headless Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH) rasterizes
 * it. The outputs are committed, so building the game does not need this script; only changing the
 * icons does. Usage: node assets/scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'icons');

// The table's colours (src/ui/theme.ts, index.html): felt green, card paper, gold edge, ink, red.
const FELT = '#0f3d29';
const FELT_LIGHT = '#1d6b45';
const PAPER = '#fbf8f0';
const GOLD = '#c9a243';
const INK = '#1b1b22';
const RED = '#c0392b';

/** A spade centred on (0, 0), about 2×s wide. */
const spade = (s) =>
  `<path transform="scale(${s / 10})" d="M0 -12 C-5 -5 -11 -1 -11 5 A6 6 0 0 0 -1.5 9 L-4 16 H4 L1.5 9 A6 6 0 0 0 11 5 C11 -1 5 -5 0 -12 Z" fill="${INK}"/>`;
/** A heart centred on (0, 0). */
const heart = (s) => `<path transform="scale(${s / 10})" d="M0 11 C-6 5 -11 1 -11 -4 A5.5 5.5 0 0 1 0 -7 A5.5 5.5 0 0 1 11 -4 C11 1 6 5 0 11 Z" fill="${RED}"/>`;

/** One card, 200×280, centred on (0, 0): paper, gold edge, the suit large in the middle and small in two corners. */
function card(suit) {
  return [
    `<rect x="-100" y="-140" width="200" height="280" rx="22" fill="${PAPER}" stroke="${GOLD}" stroke-width="8"/>`,
    `<g>${suit(62)}</g>`,
    `<g transform="translate(-64 -100)">${suit(18)}</g>`,
    `<g transform="translate(64 100) rotate(180)">${suit(18)}</g>`,
  ].join('');
}

/**
 * The icon on a 512 square. `maskable`: the tile fills the square (the system cuts its own shape)
 * and the cards shrink into the safe zone, a centred circle of 80 % of the width.
 */
function iconSvg(maskable) {
  const tile = maskable
    ? `<rect width="512" height="512" fill="url(#felt)"/>`
    : `<rect x="16" y="16" width="480" height="480" rx="96" fill="url(#felt)"/><rect x="16" y="16" width="480" height="480" rx="96" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="6"/>`;
  const scale = maskable ? 0.78 : 1;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">`,
    `<defs><radialGradient id="felt" cx="50%" cy="42%" r="65%"><stop offset="0" stop-color="${FELT_LIGHT}"/><stop offset="1" stop-color="${FELT}"/></radialGradient>`,
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="#000" flood-opacity="0.45"/></filter></defs>`,
    tile,
    `<g transform="translate(256 268) scale(${scale})" filter="url(#shadow)">`,
    `<g transform="translate(-52 -6) rotate(-14)">${card(heart)}</g>`,
    `<g transform="translate(52 -14) rotate(10)">${card(spade)}</g>`,
    `</g></svg>`,
  ].join('\n');
}

async function rasterize(page, svg, size, file) {
  await page.setViewportSize({ width: size, height: size });
  const html = `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`;
  await page.setContent(html);
  await page.locator('svg').screenshot({ path: join(outDir, file), omitBackground: true });
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'icon.svg'), `${iconSvg(false)}\n`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await rasterize(page, iconSvg(false), 192, 'icon-192.png');
  await rasterize(page, iconSvg(false), 512, 'icon-512.png');
  await rasterize(page, iconSvg(true), 512, 'icon-maskable-512.png');
} finally {
  await browser.close();
}
console.log(`icons written to ${outDir}`);
