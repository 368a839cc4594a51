/**
 * A short text drawn once into a texture that every image showing it shares: for texts that pop up
 * again and again (a player's "No thanks!"). A Text object made for each showing makes and uploads a
 * texture of its own each time: counted in the No Thanks runtime bench, the table's callouts were most
 * of its texture uploads while the computer players play.
 *
 * Single-line texts with a fill and an optional stroke (the style fields used here); drawn with
 * Canvas 2D as Phaser's Text draws them, at one texel per design unit (see TEXT_RESOLUTION), on a
 * CPU canvas (addDrawnTexture).
 */
import Phaser from 'phaser';
import { addDrawnTexture } from './art/canvas';

type TextStyle = Phaser.Types.GameObjects.Text.TextStyle;

/** A context to measure text with (one for every stamp). */
let measurer: CanvasRenderingContext2D | null | undefined;

/** Key of a texture holding `text` drawn in `style` (drawn on first use, then shared). */
export function textStamp(textures: Phaser.Textures.TextureManager, text: string, style: TextStyle): string {
  const key = `text:${JSON.stringify(style)}:${text}`;
  if (textures.exists(key)) return key;
  const font = `${style.fontStyle ?? ''} ${style.fontSize ?? '16px'} ${style.fontFamily ?? 'sans-serif'}`.trim();
  const stroke = style.stroke !== undefined ? (style.strokeThickness ?? 0) : 0;
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return '__DEFAULT';
  measurer.font = font;
  const m = measurer.measureText(text);
  // The font's ascent and descent (browsers without font metrics in measureText: the usual 0.8 / 0.25 of the size).
  const size = parseFloat(String(style.fontSize ?? '16')) || 16;
  const ascent = Math.ceil(m.fontBoundingBoxAscent || 0.8 * size);
  const descent = Math.ceil(m.fontBoundingBoxDescent || 0.25 * size);
  const box = { x0: 0, y0: 0, w: Math.ceil(m.width + stroke), h: ascent + descent + stroke };
  const drawn = addDrawnTexture(textures, key, box, (ctx) => {
    ctx.font = font;
    ctx.textBaseline = 'alphabetic';
    ctx.lineJoin = 'round';
    const x = stroke / 2;
    const y = stroke / 2 + ascent;
    if (stroke > 0) {
      ctx.strokeStyle = String(style.stroke);
      ctx.lineWidth = stroke;
      ctx.strokeText(text, x, y);
    }
    ctx.fillStyle = String(style.color ?? '#fff');
    ctx.fillText(text, x, y);
  });
  return drawn ? key : '__DEFAULT';
}

/**
 * An image of `text` in `style` (origin at its centre), the size a Text in that style would show. It
 * keeps its `text`, as a Text does, for whatever reads the screen's words (the test hook's `texts`).
 */
export class TextStampImage extends Phaser.GameObjects.Image {
  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly text: string,
    /** Its style, as a Text has one (the test hook reads the font size). */
    readonly style: TextStyle,
  ) {
    super(scene, x, y, textStamp(scene.textures, text, style));
    scene.add.existing(this);
  }
}
