/** A rounded, bordered, slightly translucent background (origin at its centre). */
import Phaser from 'phaser';
import { ShapeImage } from './ShapeImage';
import { COLORS } from './theme';

export interface PanelOptions {
  fill?: number;
  /** Body opacity (default 1: translucent fills let card images show through more than expected). */
  alpha?: number;
  radius?: number;
  /** Border colour (default the gold panel edge). */
  edge?: number;
}

export class Panel extends Phaser.GameObjects.Container {
  /** Drawn once per size into a shared texture: a Graphics would be re-tessellated every frame. */
  private readonly g: ShapeImage;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly boxW: number,
    readonly boxH: number,
    private readonly opts: PanelOptions = {},
  ) {
    super(scene, x, y);
    this.g = new ShapeImage(scene);
    this.add(this.g);
    this.setSize(boxW, boxH);
    this.draw(boxW, boxH);
    scene.add.existing(this);
  }

  /** Redraws at a new size (scenes relaying out on resize). */
  resize(w: number, h: number): this {
    this.setSize(w, h);
    this.draw(w, h);
    return this;
  }

  private draw(w: number, h: number): void {
    const r = this.opts.radius ?? 24;
    this.g.draw((g) => {
      g.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2 + 4, -h / 2 + 10, w, h, r);
      g.fillStyle(this.opts.fill ?? COLORS.panel, this.opts.alpha ?? 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
      g.lineStyle(3, this.opts.edge ?? COLORS.panelEdge, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
      g.lineStyle(1, this.opts.edge ?? COLORS.panelEdge, 0.35).strokeRoundedRect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, Math.max(4, r - 8));
    });
  }
}
