/**
 * Tints that also show with Phaser's Canvas renderer (Card Table's fallback where WebGL is missing).
 *
 * With WebGL a tint is a per-object colour the shader multiplies in. The Canvas renderer ignores
 * tints: a dialog's dark backdrop (a tinted white texture, see solidRect.ts) came out as a white
 * wash, every highlight glow white, locked cards not greyed. There the image shows a tinted copy of
 * its frame instead, drawn once per frame and colour (multiplied by the colour, the frame's own alpha
 * kept) and kept in the texture manager.
 */
import Phaser from 'phaser';

function isCanvasRenderer(scene: Phaser.Scene): boolean {
  return scene.sys.game.renderer.type === Phaser.CANVAS;
}

/** The texture key of `frame` of `textureKey` multiplied by `tint`, drawn on first use. */
function tintedCopy(textures: Phaser.Textures.TextureManager, textureKey: string, frameName: string | undefined, tint: number): string {
  const frame = textures.getFrame(textureKey, frameName);
  const key = `tinted:${textureKey}:${frame.name}:${tint.toString(16)}`;
  if (textures.exists(key)) return key;
  const { cutX, cutY, cutWidth: w, cutHeight: h } = frame;
  const source = frame.source.image as CanvasImageSource;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, w);
  canvas.height = Math.max(1, h);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.drawImage(source, cutX, cutY, w, h, 0, 0, w, h);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = `#${tint.toString(16).padStart(6, '0')}`;
    ctx.fillRect(0, 0, w, h);
    // The multiply filled the transparent pixels too: keep only where the frame has paint.
    ctx.globalCompositeOperation = 'destination-in';
    ctx.drawImage(source, cutX, cutY, w, h, 0, 0, w, h);
  }
  textures.addCanvas(key, canvas);
  return key;
}

/**
 * Shows `frame` of `textureKey` on `image`, multiplied by `tint` (null or white: as drawn). Keeps the
 * image's size when only the tint changes (the copy has the frame's size).
 */
export function showTinted(image: Phaser.GameObjects.Image, textureKey: string, frame: string | undefined, tint: number | null): void {
  const plain = tint === null || tint === 0xffffff;
  // With WebGL (or untinted) the frame itself, tinted by the shader; with Canvas a tinted copy.
  const copy = !plain && isCanvasRenderer(image.scene);
  const textures = image.scene.sys.textures;
  const key = copy ? tintedCopy(textures, textureKey, frame, tint) : textureKey;
  const name = copy ? undefined : frame;
  if (image.texture.key !== key || image.frame.name !== (name ?? textures.get(key).firstFrame)) image.setTexture(key, name);
  if (plain) image.clearTint();
  else if (!copy) image.setTint(tint);
}
