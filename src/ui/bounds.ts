/**
 * World-space bounds of a centred w×h box drawn by a (possibly scaled, rotated or nested) game object.
 * Containers' own getBounds() unions all children (shadows, glows), which is too big for hit tests.
 */
import Phaser from 'phaser';

type Transformed = Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Transform;

export function centredWorldRect(obj: Transformed, w: number, h: number, out = new Phaser.Geom.Rectangle()): Phaser.Geom.Rectangle {
  const m = obj.getWorldTransformMatrix();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [px, py] of [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]] as const) {
    const p = m.transformPoint(px, py, { x: 0, y: 0 });
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return out.setTo(minX, minY, maxX - minX, maxY - minY);
}
