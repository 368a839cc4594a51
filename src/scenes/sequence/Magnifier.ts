/**
 * The board's magnifier for a finger. On a phone a board space is about 35 CSS px, smaller than a
 * fingertip, and the finger hides the space it touches. So while a finger rests on the board (a card
 * picked first), a lens beside it shows the spaces under it enlarged, with the one a lifted finger
 * plays glowing; sliding the finger moves the aim, lifting it plays there. The lens is a second camera
 * over the same objects (nothing is drawn twice by hand), framed by a ring the main camera draws.
 */
import Phaser from 'phaser';
import { COLORS, DEPTH } from '../../ui';
import { ShapeImage } from '../../ui/ShapeImage';
import { idleControllerOf } from '../../ui/runtime/idle';

/** Side of the lens (design units: about 140 CSS px on a 360 px phone) and how much it enlarges. */
const LENS = 420;
const ZOOM = 2.2;
/** Room between the finger and the lens, and the ring's width. */
const CLEARANCE = 110;
const RING = 8;

export class Magnifier {
  private camera: Phaser.Cameras.Scene2D.Camera | null = null;
  private readonly ring: ShapeImage;

  constructor(private readonly scene: Phaser.Scene) {
    const outer = LENS + 2 * RING;
    this.ring = new ShapeImage(scene)
      .draw((g) => {
        g.fillStyle(0x000000, 0.35).fillRoundedRect(-outer / 2 + 4, -outer / 2 + 10, outer, outer, 28);
        g.fillStyle(COLORS.gold, 1).fillRoundedRect(-outer / 2, -outer / 2, outer, outer, 28);
      })
      .setDepth(DEPTH.drag + 50)
      .setVisible(false)
      .setName('sequence:magnifier');
  }

  get shown(): boolean {
    return this.camera !== null;
  }

  /** Shows (or moves) the lens for a finger at (x, y): above it, or below when the top is too near. */
  show(x: number, y: number): void {
    const { width, height } = this.scene.scale;
    const half = LENS / 2 + RING;
    const above = y - CLEARANCE - half;
    const cy = above - half >= 0 ? above : Math.min(height - half, y + CLEARANCE + half);
    const cx = Phaser.Math.Clamp(x, half, width - half);
    this.ring.setPosition(cx, cy).setVisible(true);
    if (!this.camera) {
      this.camera = this.scene.cameras.add(0, 0, LENS, LENS).setZoom(ZOOM).setBackgroundColor(COLORS.felt);
      this.camera.ignore(this.ring);
    }
    this.camera.setViewport(Math.round(cx - LENS / 2), Math.round(cy - LENS / 2), LENS, LENS).centerOn(x, y);
    idleControllerOf(this.scene.game)?.wake();
  }

  hide(): void {
    if (!this.camera) return;
    this.scene.cameras.remove(this.camera);
    this.camera = null;
    this.ring.setVisible(false);
    idleControllerOf(this.scene.game)?.wake();
  }

  destroy(): void {
    this.hide();
    this.ring.destroy();
  }
}
