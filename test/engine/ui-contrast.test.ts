/**
 * Text contrast of the theme (src/ui/theme.ts): every text preset's colour against each surface text
 * is drawn on (the felt, its dark edge, panels; a button's text on its own fill; ink on card paper)
 * is at least 4.5:1, or 3:1 for large text (WCAG 2.x: 18 pt, or 14 pt bold). Sizes are design units
 * at the desktop reference (1920 design units shown 1280 CSS px wide: ×2/3), so large is 36 units,
 * or 28 bold.
 */
import { describe, expect, it } from 'vitest';
import { COLORS, TEXT } from '../../src/ui/theme';

/** Relative luminance of an sRGB colour (WCAG 2.x). */
function luminance(rgb: number): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((rgb >> 16) & 0xff) + 0.7152 * channel((rgb >> 8) & 0xff) + 0.0722 * channel(rgb & 0xff);
}

function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const parse = (css: string): number => parseInt(css.replace('#', ''), 16);

/** Surfaces text is drawn on. */
const SURFACES = { felt: COLORS.felt, feltLight: COLORS.feltLight, feltDark: COLORS.feltDark, panel: COLORS.panel };

describe('text contrast of the theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast(0xffffff, 0x000000)).toBeCloseTo(21, 5);
    expect(contrast(0x777777, 0xffffff)).toBeCloseTo(4.48, 2);
  });

  for (const [preset, style] of Object.entries(TEXT)) {
    const size = parseInt(style.fontSize, 10);
    const bold = 'fontStyle' in style && style.fontStyle === 'bold';
    const large = size >= 36 || (bold && size >= 28);
    const need = large ? 3 : 4.5;
    const colour = parse(style.color);
    // Ink presets (buttons, numerals) are drawn on the gold button or the card's paper, not the felt.
    const surfaces: Record<string, number> = colour === COLORS.ink ? { gold: COLORS.gold, paper: COLORS.paper } : SURFACES;
    for (const [surface, bg] of Object.entries(surfaces)) {
      it(`${preset} (${style.color}, ${size}${bold ? ' bold' : ''}) on ${surface}: at least ${need}:1`, () => {
        expect(contrast(colour, bg)).toBeGreaterThanOrEqual(need);
      });
    }
  }

  it('the secondary text colours and status colours read on panels and felt', () => {
    for (const bg of Object.values(SURFACES)) {
      expect(contrast(COLORS.textDim, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(COLORS.thinking, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(COLORS.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(COLORS.gold, bg)).toBeGreaterThanOrEqual(3);
    }
    // Red and black card indices on the paper of a card face.
    expect(contrast(COLORS.red, COLORS.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.black, COLORS.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
