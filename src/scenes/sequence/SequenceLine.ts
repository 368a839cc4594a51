/**
 * The line through a completed sequence: a team-coloured bar on a paper rim with round ends and a soft
 * glow, drawn once into a texture (horizontally, then rotated into place) rather than as a Graphics,
 * which would be re-tessellated on every frame and needs a second shader program. While it is drawn
 * in, the bar is revealed by cropping and a separate round tip rides at its growing end.
 */
import Phaser from 'phaser';
import { COLORS, DEPTH } from '../../ui';
import { ShapeImage, type ShapeRecorder } from '../../ui/ShapeImage';

type Point = { x: number; y: number };

export class SequenceLine {
  private readonly body: ShapeImage;
  private readonly tip: ShapeImage;
  private readonly length: number;

  constructor(scene: Phaser.Scene, a: Point, b: Point, colour: number, width: number, progress = 1) {
    this.length = Math.hypot(b.x - a.x, b.y - a.y);
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const end = (g: ShapeRecorder, x: number): void => {
      g.fillStyle(colour, 0.18).fillCircle(x, 0, width / 2 + 14);
      g.fillStyle(COLORS.paper, 1).fillCircle(x, 0, (width + 4) / 2 + 3);
      g.fillStyle(colour, 1).fillCircle(x, 0, width / 2 + 2);
    };
    const len = this.length;
    this.body = new ShapeImage(scene, a.x, a.y).setRotation(angle).setDepth(DEPTH.cards + 2);
    this.body.draw((g) => {
      // Glow first (wide, faint strokes in the team colour), then the ink edge, the paper rim and the bar.
      g.lineStyle(width + 24, colour, 0.12).lineBetween(0, 0, len, 0);
      g.lineStyle(width + 14, colour, 0.2).lineBetween(0, 0, len, 0);
      g.lineStyle(width + 8, COLORS.ink, 0.55).lineBetween(0, 0, len, 0);
      g.lineStyle(width + 4, COLORS.paper, 1).lineBetween(0, 0, len, 0);
      g.lineStyle(width, colour, 1).lineBetween(0, 0, len, 0);
      end(g, 0);
      end(g, len);
    });
    this.tip = new ShapeImage(scene, a.x, a.y).setRotation(angle).setDepth(DEPTH.cards + 2);
    this.tip.draw((g) => end(g, 0));
    this.setProgress(progress);
  }

  /** Shows the line from its start to `p` (0..1) of its length. */
  setProgress(p: number): void {
    const shown = Math.max(0, Math.min(1, p));
    const frame = this.body.frame;
    // Local x = 0 (the start) sits at originX of the frame width.
    const startX = this.body.originX * frame.width;
    if (shown >= 1) {
      this.body.setCrop();
      this.tip.setVisible(false);
      return;
    }
    this.body.setCrop(0, 0, startX + shown * this.length, frame.height);
    const c = Math.cos(this.body.rotation);
    const s = Math.sin(this.body.rotation);
    const x0 = this.body.x;
    const y0 = this.body.y;
    this.tip.setPosition(x0 + c * shown * this.length, y0 + s * shown * this.length).setVisible(true);
  }

  destroy(): void {
    this.body.destroy();
    this.tip.destroy();
  }
}
