/**
 * Development preview of the generated atlases (art-preview.html?sheet=cards|nt|cells|widgets).
 * Screenshots of it are how we look at the art; it is not part of the game build.
 */
import Phaser from 'phaser';
import { COLORS, CARD_W, CARD_H, CELL, CHIP, textStyle } from '../theme';
import { artTimings, lastArtMs, registerArt, TEX } from './index';
import { buildWidgetPreview } from '../preview-widgets';

const sheet = new URLSearchParams(location.search).get('sheet') ?? 'cards';

class Preview extends Phaser.Scene {
  constructor() {
    super('Preview');
  }

  create(): void {
    registerArt(this);
    const first = lastArtMs;
    registerArt(this);
    (window as unknown as { artMs: unknown }).artMs = { first, ...artTimings };
    this.add.text(20, 10, `registerArt: ${first.toFixed(1)} ms (second call ${lastArtMs.toFixed(2)} ms)`, textStyle('small'));
    if (sheet === 'cards') this.grid(TEX.cards, 13, CARD_W, CARD_H, 0.7);
    if (sheet === 'nt') this.grid(TEX.nt, 9, CARD_W, CARD_H, 0.9);
    if (sheet === 'cells') this.grid(TEX.cells, 14, CELL, CELL, 1);
    if (sheet === 'chips') this.grid(TEX.chips, 4, CHIP, CHIP, 2);
    if (sheet === 'widgets') buildWidgetPreview(this);
    if (sheet === 'small') {
      // Cards as small as the Gaps tableau shows them on a small window, to judge down-scaling.
      'AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS'.split(' ').forEach((f, i) => this.add.image(60 + i * 70, 120, TEX.cards, f).setScale(0.3));
      'KH QD JC'.split(' ').forEach((f, i) => this.add.image(60 + i * 140, 330, TEX.cards, f).setScale(0.6));
    }
    if (sheet === 'zoom') {
      // Real size (one frame pixel per screen pixel) for checking crispness and details.
      ['AS', '7H', '10D'.replace('10', 'T'), 'JS', 'QH', 'KD', 'KC', 'back'].forEach((f, i) => this.add.image(120 + i * 230, 200, TEX.cards, f));
      ['6', '9', '35', 'back'].forEach((f, i) => this.add.image(120 + i * 230, 520, TEX.nt, f));
      ['cell-TD', 'cell-free', 'num-48'].forEach((f, i) => this.add.image(1060 + i * 140, 470, TEX.cells, f));
      ['team-0', 'team-1', 'team-2', 'nt-chip'].forEach((f, i) => this.add.image(1060 + i * 110, 600, TEX.chips, f));
    }
  }

  private grid(key: string, cols: number, w: number, h: number, scale: number): void {
    const names = this.textures.get(key).getFrameNames();
    names.forEach((name, i) => {
      const x = 20 + (i % cols) * (w * scale + 10) + (w * scale) / 2;
      const y = 50 + Math.floor(i / cols) * (h * scale + 10) + (h * scale) / 2;
      this.add.image(x, y, key, name).setScale(scale);
    });
  }
}

new Phaser.Game({
  type: Phaser.WEBGL,
  width: 1920,
  height: 1080,
  backgroundColor: COLORS.felt,
  parent: document.body,
  // As recommended for the game: mipmaps keep strongly down-scaled cards smooth.
  render: { mipmapFilter: new URLSearchParams(location.search).has('nomip') ? '' : 'LINEAR_MIPMAP_LINEAR' },
  scene: [Preview],
});
