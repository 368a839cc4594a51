/**
 * An invisible drop zone (an empty foundation, a gap, a board space) that glows when highlighted.
 * x, y are its centre.
 */
import Phaser from 'phaser';
import { centredWorldRect } from './bounds';
import type { DropTarget, Highlight } from './DropTarget';
import { HIGHLIGHT_COLOR } from './highlight';
import { ShapeImage } from './ShapeImage';

export class RectTarget extends Phaser.GameObjects.Container implements DropTarget {
  highlight: Highlight = 'none';
  /** A ShapeImage, not a Graphics: shown for whole drags, it would be re-tessellated every frame. */
  private readonly g: ShapeImage;

  constructor(
    scene: Phaser.Scene,
    readonly id: string,
    x: number,
    y: number,
    readonly boxW: number,
    readonly boxH: number,
    /** Corner radius of the glow outline. */
    private readonly radius = 14,
  ) {
    super(scene, x, y);
    this.g = new ShapeImage(scene);
    this.add(this.g);
    this.setSize(boxW, boxH);
    scene.add.existing(this);
  }

  setHighlight(h: Highlight): this {
    this.highlight = h;
    const { boxW: w, boxH: hh } = this;
    this.g.draw((g) => {
      if (h === 'none') return;
      const color = HIGHLIGHT_COLOR[h];
      g.fillStyle(color, h === 'target' ? 0.28 : 0.14).fillRoundedRect(-w / 2, -hh / 2, w, hh, this.radius);
      g.lineStyle(10, color, 0.25).strokeRoundedRect(-w / 2 - 3, -hh / 2 - 3, w + 6, hh + 6, this.radius + 3);
      g.lineStyle(4, color, 1).strokeRoundedRect(-w / 2, -hh / 2, w, hh, this.radius);
    });
    return this;
  }

  override getBounds<O extends Phaser.Geom.Rectangle>(output?: O): O {
    return centredWorldRect(this, this.boxW, this.boxH, output ?? new Phaser.Geom.Rectangle()) as O;
  }
}
