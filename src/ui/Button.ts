/**
 * A rounded button with a label and an optional icon. Hover, press, disabled and focused states;
 * clicks by pointer (released inside) or by keyboard (Enter/Space through the FocusManager).
 */
import Phaser from 'phaser';
import { pressScrolled } from './dragScroll';
import { pressCounts } from './pressGate';
import { FocusableWidget } from './FocusableWidget';
import { wrapWords } from './fitText';
import { ShapeImage } from './ShapeImage';
import { playSound, type SoundName } from './sound';
import { COLORS, FONT, PHONE, TEXT_RESOLUTION } from './theme';
import type { AccessibleInfo } from './a11y/types';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonConfig {
  label: string;
  onClick: () => void;
  width?: number;
  height?: number;
  /** A short symbol drawn before the label (e.g. '↶', '?', '⚙'). */
  icon?: string;
  variant?: ButtonVariant;
  fontSize?: number;
  /** Register with the scene's FocusManager (default true). */
  focus?: boolean;
  /** Sound on click (default 'click'; null for none). */
  sound?: SoundName | null;
  /** What a screen reader says when the label alone is not enough ("Play No Thanks!" for a tile's "Play"). */
  a11yName?: string;
}

interface Look {
  fill: number;
  fillAlpha: number;
  edge: number;
  text: string;
}

/** Room the label leaves at the button's sides (a longer label is drawn smaller). */
const LABEL_SIDES = 28;

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The width a button needs to show `label` (after `icon`) at `fontSize` without shrinking it, measured
 * in the font the button draws with.
 */
export function buttonWidthFor(label: string, icon: string | undefined, fontSize: number): number {
  if (measuring === undefined) measuring = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measuring) return 0;
  measuring.font = `bold ${fontSize}px ${FONT}`;
  return Math.ceil(measuring.measureText(icon ? `${icon}  ${label}` : label).width) + LABEL_SIDES + 8;
}

const LOOKS: Record<ButtonVariant, Look> = {
  primary: { fill: COLORS.gold, fillAlpha: 1, edge: COLORS.goldDark, text: '#1b1b22' },
  secondary: { fill: COLORS.panel, fillAlpha: 1, edge: COLORS.panelEdge, text: '#f4efe2' },
  danger: { fill: COLORS.error, fillAlpha: 1, edge: 0x8e2a24, text: '#ffffff' },
  ghost: { fill: 0x000000, fillAlpha: 0.18, edge: COLORS.textDim, text: '#f4efe2' },
};

export class Button extends FocusableWidget {
  enabled = true;
  private readonly bg: ShapeImage;
  private readonly labelText: Phaser.GameObjects.Text;
  private boxW: number;
  private boxH: number;
  private hovered = false;
  private pressed = false;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly config: ButtonConfig,
  ) {
    super(scene, x, y);
    this.boxW = config.width ?? 320;
    this.boxH = config.height ?? 84;
    const look = LOOKS[config.variant ?? 'primary'];
    this.bg = new ShapeImage(scene);
    this.labelText = scene.add
      .text(0, 0, this.composeLabel(config.label), {
        fontFamily: FONT,
        fontSize: `${config.fontSize ?? Math.round(this.boxH * 0.4)}px`,
        fontStyle: 'bold',
        color: look.text,
        resolution: TEXT_RESOLUTION,
      })
      .setOrigin(0.5);
    this.add([this.bg, this.labelText]);
    this.setSize(this.boxW, this.boxH);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerover', () => this.setHover(true));
    this.on('pointerout', () => {
      this.pressed = false;
      this.setHover(false);
    });
    this.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (!this.enabled || !pressCounts(this.scene, pointer)) return;
      this.pressed = true;
      this.redraw();
    });
    this.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      const wasPressed = this.pressed;
      this.pressed = false;
      this.redraw();
      // A press that scrolled the view under it (dragScroll.ts) was not meant for this button.
      if (wasPressed && !pressScrolled(pointer)) this.activate();
    });
    this.fitLabel();
    this.redraw();
    this.addToScene(config.focus);
  }

  /** The label's font size (px), after any shrinking to fit. */
  get labelSize(): number {
    return parseInt(String(this.labelText.style.fontSize), 10);
  }

  /** Draws the label at `size` px, or smaller if it does not fit (buttons in a row share one size). */
  setLabelSize(size: number): this {
    this.labelText.setFontSize(size);
    this.fitLabel();
    return this;
  }

  private composeLabel(label: string): string {
    return this.config.icon ? `${this.config.icon}  ${label}` : label;
  }

  /**
   * Shrinks the font if a translated label is too wide for the button. A button a finger's height
   * (a phone's) keeps its label readable (PHONE.text) and wraps it onto two lines instead.
   */
  private fitLabel(): void {
    const max = this.boxW - LABEL_SIDES;
    const floor = this.boxH >= PHONE.target ? PHONE.text : 14;
    let size = parseInt(String(this.labelText.style.fontSize), 10);
    const label = this.composeLabel(this.config.label);
    this.labelText.setWordWrapWidth(null).setText(label);
    while (this.labelText.width > max && size > floor) {
      size = Math.max(floor, size - 2);
      this.labelText.setFontSize(size);
    }
    // Between words, or at a long word's marked syllables ("Rück-/gängig"), never mid-letter.
    if (this.labelText.width > max) wrapWords(this.labelText.setAlign('center').setLineSpacing(-6), label, max);
  }

  private setHover(on: boolean): void {
    this.hovered = on;
    this.redraw();
  }

  protected redraw(): void {
    const look = LOOKS[this.config.variant ?? 'primary'];
    const w = this.boxW;
    const h = this.boxH;
    const r = Math.min(18, h / 2);
    const lift = this.pressed ? 3 : 0;
    const fill = this.hovered && this.enabled ? Phaser.Display.Color.ValueToColor(look.fill).lighten(12).color : look.fill;
    // A subtle top sheen gives the body some depth (fainter on dark bodies, where it would read as a band).
    const variant = this.config.variant ?? 'primary';
    const sheen = variant === 'primary' ? 0.14 : variant === 'danger' ? 0.1 : 0.035;
    this.bg.draw((g) =>
      g
        // Drop shadow, then the body (lighter when hovered, darker and lower when pressed).
        .fillStyle(0x000000, 0.28)
        .fillRoundedRect(-w / 2 + 2, -h / 2 + 6, w, h, r)
        .fillStyle(fill, look.fillAlpha)
        .fillRoundedRect(-w / 2, -h / 2 + lift, w, h, r)
        .fillStyle(0xffffff, sheen)
        .fillRoundedRect(-w / 2 + 4, -h / 2 + lift + 3, w - 8, h * 0.42, r - 3)
        // Focused: a gold edge, except on a gold body, which gets a dark one between it and the ring.
        .lineStyle(this.focused ? 4 : 2, this.focused ? (variant === 'primary' ? COLORS.ink : COLORS.focus) : look.edge, 1)
        .strokeRoundedRect(-w / 2, -h / 2 + lift, w, h, r),
    );
    this.labelText.setY(lift);
    this.setAlpha(this.enabled ? 1 : 0.45);
  }

  /** A new label, and with `icon` a new icon too ('' for none): a Stop button is not drawn with ▶. */
  setLabel(text: string, icon?: string): this {
    if (icon !== undefined) this.config.icon = icon === '' ? undefined : icon;
    this.config.label = text;
    this.labelText.setText(this.composeLabel(text));
    this.labelText.setFontSize(this.config.fontSize ?? Math.round(this.boxH * 0.4));
    this.fitLabel();
    return this;
  }

  /** Gives the button a new size (a table laid out for another shape); the label is fitted again. */
  setBoxSize(width: number, height: number): this {
    if (width === this.boxW && height === this.boxH) return this;
    this.boxW = width;
    this.boxH = height;
    this.setSize(width, height);
    const hit = this.input?.hitArea as Phaser.Geom.Rectangle | undefined;
    hit?.setTo(0, 0, width, height);
    this.labelText.setFontSize(this.config.fontSize ?? Math.round(height * 0.4));
    this.fitLabel();
    this.redraw();
    return this;
  }

  setEnabled(on: boolean): this {
    this.enabled = on;
    if (this.input) this.input.cursor = on ? 'pointer' : 'default';
    this.redraw();
    return this;
  }

  protected focusBox(): { width: number; height: number } {
    return { width: this.boxW, height: this.boxH };
  }

  isFocusable(): boolean {
    return this.enabled && this.visible && this.active && (!this.parentContainer || this.parentContainer.visible);
  }

  describe(): AccessibleInfo {
    return { name: this.config.a11yName ?? this.config.label, disabled: !this.enabled };
  }

  activate(): void {
    if (!this.enabled) return;
    if (this.config.sound !== null) playSound(this.config.sound ?? 'click');
    this.config.onClick();
  }
}
