/**
 * The faint suit marks of the basic variant, where each row has a fixed suit: the suit beside each
 * row (where the layout leaves a margin) and "2 + suit" in an empty row start, as a solitaire
 * foundation shows what it takes. Drawn once per suit into shared textures.
 */
import type Phaser from 'phaser';
import type { Suit } from '../../engine/core';
import { CARD_H, CARD_W } from '../../ui';
import { addDrawnTexture } from '../../ui/art/canvas';
import { drawSuit } from '../../ui/art/suits';
import { FONT } from '../../ui/theme';

const INK = 'rgba(255, 255, 255, 0.34)';

/** Key of the texture (centred, CARD_W × CARD_H design units at most): the suit, with the 2 above it for a row start. */
export function suitMarkTexture(scene: Phaser.Scene, suit: Suit, withTwo: boolean): string {
  const key = `gaps-suit-mark:${suit}:${withTwo ? 2 : ''}`;
  const w = Math.round(CARD_W * 0.7);
  const h = Math.round(CARD_H * (withTwo ? 0.7 : 0.45));
  addDrawnTexture(scene.textures, key, { x0: -w / 2, y0: -h / 2, w, h }, (ctx) => {
    if (withTwo) {
      ctx.font = `bold ${Math.round(h * 0.3)}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = INK;
      ctx.fillText('2', 0, -h * 0.24);
    }
    drawSuit(ctx, suit, 0, withTwo ? h * 0.16 : 0, w * 0.62, INK);
  });
  return key;
}
