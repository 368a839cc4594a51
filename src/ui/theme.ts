/**
 * Look-and-feel constants shared by every scene and widget: sizes of generated art, colours, fonts,
 * text styles and depth layers. Colours come as numbers (Graphics, tints) and as CSS strings (Text, canvas).
 */
import type Phaser from 'phaser';

/** Texture frame size of a standard card (poker ratio 5:7, drawn at ~2× its usual on-screen size). */
export const CARD_W = 200;
export const CARD_H = 280;
/** Corner radius of cards, in frame pixels. */
export const CARD_RADIUS = 14;
/** Sequence board cell frame size. */
export const CELL = 120;
/** Chip / marker frame size. */
export const CHIP = 96;
/** Extra room around the `shadow` and `glow` frames so soft edges are not clipped. */
export const GLOW_PAD = 24;

const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;

export const COLORS = {
  felt: 0x1f6b45,
  feltDark: 0x134a2f,
  /** The lit middle of the felt: dark enough that textDim keeps 4.5:1 on it (0x2c8a5b gave 3.1:1). */
  feltLight: 0x22744c,
  gold: 0xe8c060,
  goldDark: 0xa8842e,
  ink: 0x1b1b22,
  paper: 0xfbf8f0,
  panel: 0x10281c,
  panelEdge: 0xc9a24a,
  text: 0xf4efe2,
  /** Captions and secondary text: 4.75:1 on the lit felt, 5.4:1 on the felt (small text needs 4.5:1). */
  textDim: 0xe4ece4,
  /** Working-in-the-background notes (the solver thinking): 4.5:1 on the lit felt. */
  thinking: 0xc8eaff,
  legal: 0x6fe39a,
  hint: 0x5cc8ff,
  selected: 0xffd34d,
  target: 0xffffff,
  error: 0xe0524a,
  success: 0x4cc27a,
  info: 0x4a90d9,
  focus: 0xffd34d,
  red: 0xc8202f,
  black: 0x1b1b22,
  /** Sequence teams: blue, green, red (also told apart by circle / triangle / cross symbols). */
  team: [0x2f6fd6, 0x2e9d4f, 0xd23b3b] as readonly number[],
} as const;

export const CSS = {
  felt: hex(COLORS.felt),
  gold: hex(COLORS.gold),
  ink: hex(COLORS.ink),
  paper: hex(COLORS.paper),
  text: hex(COLORS.text),
  textDim: hex(COLORS.textDim),
  thinking: hex(COLORS.thinking),
  red: hex(COLORS.red),
  black: hex(COLORS.black),
  error: hex(COLORS.error),
  success: hex(COLORS.success),
  info: hex(COLORS.info),
  team: COLORS.team.map(hex) as readonly string[],
} as const;

/** System fonts only: no web font download. */
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Text is rasterised at one texel per design unit. More buys nothing: the drawing buffer is never
 * larger than the design size, however dense the screen (src/ui/runtime/renderScale.ts), so a text
 * texture at 2× was only ever shrunk on screen. At 2× every text cost four times the pixels to draw,
 * upload and keep: measured in headless Chromium at 1280×720, the main thread's CPU from navigation to
 * the menu went from 143 to 125 ms at 1×, and screenshots of the menu and a table look the same.
 */
export const TEXT_RESOLUTION = 1;

type TextStyle = Phaser.Types.GameObjects.Text.TextStyle;

export const TEXT = {
  title: { fontFamily: FONT, fontSize: '84px', fontStyle: 'bold', color: hex(COLORS.gold), resolution: TEXT_RESOLUTION },
  heading: { fontFamily: FONT, fontSize: '48px', fontStyle: 'bold', color: hex(COLORS.text), resolution: TEXT_RESOLUTION },
  body: { fontFamily: FONT, fontSize: '32px', color: hex(COLORS.text), resolution: TEXT_RESOLUTION, lineSpacing: 8 },
  small: { fontFamily: FONT, fontSize: '24px', color: hex(COLORS.textDim), resolution: TEXT_RESOLUTION },
  button: { fontFamily: FONT, fontSize: '34px', fontStyle: 'bold', color: hex(COLORS.ink), resolution: TEXT_RESOLUTION },
  score: { fontFamily: FONT, fontSize: '40px', fontStyle: 'bold', color: hex(COLORS.text), resolution: TEXT_RESOLUTION },
  numeral: { fontFamily: FONT, fontSize: '64px', fontStyle: 'bold', color: hex(COLORS.ink), resolution: TEXT_RESOLUTION },
} satisfies Record<string, TextStyle>;

export type TextPreset = keyof typeof TEXT;

/** A copy of a preset with overrides, e.g. `textStyle('body', { color: CSS.gold })`. */
export function textStyle(preset: TextPreset, overrides: TextStyle = {}): TextStyle {
  return { ...TEXT[preset], ...overrides };
}

/**
 * Portrait sizes that a finger and an eye need on the smallest phone laid out for: 1080 design units
 * span 360 CSS px there (3 units per CSS px; a 390 px phone has 2.8), so a 44×44 CSS px touch target
 * is 132 units and 12 CSS px text is 36. Every portrait layout keeps to these.
 */
export const PHONE = { target: 132, text: 36 } as const;

/** A landscape host whose short side is under this many CSS px is a phone held sideways. */
export const PHONE_SHORT_SIDE = 500;

/**
 * Whether `scene` is shown on a phone, held upright or sideways: its texts and targets then keep to
 * PHONE. A phone held sideways (e.g. 844×390) lays out 1080 units high in under 500 CSS px, the same
 * ~0.36 CSS px per unit as a phone held upright, so desktop sizes would come out at 6–11 CSS px.
 */
export function isPhone(scene: { scale: { width: number; height: number; parent?: unknown; parentSize?: { height: number } } }): boolean {
  if (isPortrait(scene)) return true;
  // The host element's height as it is now: a scene lays out again on the design size's change, when
  // Phaser's own record of it (parentSize) may not have followed yet (a phone just turned sideways).
  const host = scene.scale.parent as { clientHeight?: number } | null | undefined;
  const shown = host?.clientHeight || scene.scale.parentSize?.height || 0;
  return shown > 0 && shown < PHONE_SHORT_SIDE;
}

/** Whether `scene` lays out for a phone held upright (taller than wide). */
export function isPortrait(scene: { scale: { width: number; height: number } }): boolean {
  return scene.scale.height > scene.scale.width;
}

/** Depth layers so scenes agree what is drawn above what. */
export const DEPTH = {
  table: 0,
  cards: 10,
  hud: 500,
  drag: 1000,
  dialog: 2000,
  toast: 3000,
  focus: 4000,
} as const;
