/**
 * A small still picture of cards, cells and chips as one image (see src/ui/art/composition.ts): the
 * menu's game tiles and the rules pages' figures.
 */
import Phaser from 'phaser';
import { pictureTexture, type PictureItem } from './art';

/** An image of `items` composed (drawn once per `name`), its (0, 0) at (x, y). */
export function addPicture(scene: Phaser.Scene, x: number, y: number, name: string, items: readonly PictureItem[]): Phaser.GameObjects.Image {
  const pic = pictureTexture(scene.textures, name, items);
  return scene.add.image(x, y, pic.key).setOrigin(pic.originX, pic.originY);
}
