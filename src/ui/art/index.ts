/**
 * Generates every texture of the game at runtime (Canvas 2D → textures with named frames), so no
 * image is downloaded. See src/ui/README.md for the frame list.
 *
 * Drawing all of it takes a while on a slow machine (and a software-rendered canvas draws in the
 * same GPU process that renders the game), so it is drawn in parts, when needed:
 *   - `pictureTexture` (synchronous): the menu's and the rules pages' small pictures, each composed
 *     straight into one texture at the size it is shown (composition.ts), none of the atlases.
 *   - `prepareArt` (asynchronous, while the scene transition into a game table runs): the
 *     atlases that table uses, a few frames per task (each task well under 50 ms), one small
 *     sheet (canvas) at a time, each sheet uploaded as one more source of the same texture.
 *   - `registerArt` (synchronous): everything at once (the art preview).
 * A texture key (`TEX.*`) therefore has several sources; frames are looked up by name as always.
 */
import Phaser from 'phaser';
import { addDrawnTexture, drawFrames, packSheets, type FrameSpec, type Sheet } from './canvas';
import { compositionBounds, drawComposition, type Placed } from './composition';
import { CARD_W } from '../theme';
import { cardFrames } from './cards';
import { cellFrames } from './cells';
import { chipFrames } from './chips';
import { SHADOW_FRAME, TEX, type TextureKey } from './keys';
import { isGameGone } from '../runtime/gone';
import { ntFrames } from './nothanks';

export * from './keys';

/** Frames of each texture, in drawing order. */
const ATLASES: Record<TextureKey, () => FrameSpec[]> = {
  [TEX.cards]: cardFrames,
  [TEX.nt]: ntFrames,
  [TEX.cells]: cellFrames,
  [TEX.chips]: chipFrames,
};
const ALL_KEYS = Object.keys(ATLASES) as TextureKey[];

/** One frame of a picture (see `pictureTexture`): an atlas frame by name, placed as an image sprite of it would be. */
export interface PictureItem extends Omit<Placed, 'spec'> {
  tex: TextureKey;
  frame: string;
}

/** Each atlas's frames by name (the generators make every frame's spec at once). */
const specs = new Map<TextureKey, Map<string, FrameSpec>>();

function frameSpec(key: TextureKey, name: string): FrameSpec {
  let byName = specs.get(key);
  if (!byName) specs.set(key, (byName = new Map(ATLASES[key]().map((f) => [f.name, f]))));
  const spec = byName.get(name);
  if (!spec) throw new Error(`no frame ${name} in ${key}`);
  return spec;
}

/**
 * The texture `picture:<name>`: `items` composed into one picture at one texel per unit (drawn on
 * first use; `name` must name one set of items). Returns its key and the origin that puts the
 * picture's (0, 0) at an image's position.
 */
export function pictureTexture(textures: Phaser.Textures.TextureManager, name: string, items: readonly PictureItem[]): { key: string; originX: number; originY: number } {
  const key = `picture:${name}`;
  const placed = items.map((it) => ({ ...it, spec: frameSpec(it.tex, it.frame) }));
  const b = compositionBounds(placed);
  if (!addDrawnTexture(textures, key, b, (ctx) => drawComposition(ctx, placed))) throw new Error('Canvas 2D is not available');
  return { key, originX: -b.x0 / b.w, originY: -b.y0 / b.h };
}

/** A card (or slot) `width` units wide at (x, y) with its soft shadow offset by (dx, dy) under it. */
export function cardWithShadow(tex: TextureKey, frame: string, x: number, y: number, width: number, angle: number, shadow: { dx: number; dy: number; alpha: number }): PictureItem[] {
  const scale = width / CARD_W;
  return [
    { tex: TEX.cards, frame: SHADOW_FRAME, x: x + shadow.dx, y: y + shadow.dy, scale, angle, alpha: shadow.alpha },
    { tex, frame, x, y, scale, angle },
  ];
}

/** Widest sheet (canvas) a texture source gets: small sheets upload in short steps. */
const SHEET_MAX = 1024;
/** Drawing time (ms) after which a slice of `prepareArt` yields to the browser. */
const SLICE_MS = 10;

/** Milliseconds the last `registerArt` call spent drawing (≈0 if it found everything ready). */
export let lastArtMs = 0;
/** Per-texture milliseconds of drawing (summed over every part drawn so far; preview and benchmarks). */
export const artTimings: Record<string, number> = {};

/** True once every frame of every texture exists in this game. */
export function artReady(scene: Phaser.Scene): boolean {
  return ALL_KEYS.every((key) => missingFrames(scene.textures, key).length === 0);
}

/** True once every frame of texture `key` exists. */
export function textureReady(textures: Phaser.Textures.TextureManager, key: TextureKey): boolean {
  return missingFrames(textures, key).length === 0;
}

function missingFrames(textures: Phaser.Textures.TextureManager, key: TextureKey): FrameSpec[] {
  const texture = textures.exists(key) ? textures.get(key) : null;
  return ATLASES[key]().filter((f) => !texture?.has(f.name));
}

function powerOfTwo(textures: Phaser.Textures.TextureManager): boolean {
  // Mipmaps (render.mipmapFilter) need power-of-two sides; without them, exact sizes upload less.
  return !!(textures.game.config as unknown as { mipmapFilter?: string }).mipmapFilter;
}

/** Adds a drawn sheet to texture `key` (creating the texture with it as first source). */
function addSheet(textures: Phaser.Textures.TextureManager, key: TextureKey, sheet: Sheet, canvas: HTMLCanvasElement | ImageBitmap): void {
  let texture: Phaser.Textures.Texture | null;
  let index = 0;
  if (!textures.exists(key)) {
    // addImage rather than addCanvas: a CanvasTexture reads the whole canvas back with getImageData,
    // which costs ~1 s on a GPU-backed canvas. A plain texture just uploads it to WebGL.
    texture = textures.addImage(key, canvas as unknown as HTMLImageElement);
  } else {
    texture = textures.get(key);
    texture.source.push(new Phaser.Textures.TextureSource(texture, canvas as HTMLCanvasElement));
    index = texture.source.length - 1;
  }
  if (!texture) return;
  sheet.frames.forEach((f, i) => {
    const p = sheet.positions[i]!;
    if (!texture.has(f.name)) texture.add(f.name, index, p.x, p.y, f.w, f.h);
  });
}

/** Draws `frames` of `key` now, as sheets, and adds them to the texture. */
function drawNow(textures: Phaser.Textures.TextureManager, key: TextureKey, frames: FrameSpec[]): void {
  if (frames.length === 0) return;
  const t = performance.now();
  for (const sheet of packSheets(frames, SHEET_MAX, powerOfTwo(textures))) {
    const canvas = sheet.canvas();
    drawFrames(canvas, sheet, 0, sheet.frames.length);
    addSheet(textures, key, sheet, canvas);
  }
  artTimings[key] = (artTimings[key] ?? 0) + performance.now() - t;
}

/**
 * Draws all atlases. Synchronous; idempotent (frames that exist are kept, so a second call returns
 * at once). `onProgress` is called after each texture with the fraction done (0 < f ≤ 1).
 */
export function registerArt(scene: Phaser.Scene, onProgress?: (fraction: number) => void): void {
  const start = performance.now();
  ALL_KEYS.forEach((key, i) => {
    drawNow(scene.textures, key, missingFrames(scene.textures, key));
    onProgress?.((i + 1) / ALL_KEYS.length);
  });
  lastArtMs = performance.now() - start;
}

const pending = new WeakMap<Phaser.Textures.TextureManager, Map<TextureKey, Promise<void>>>();

/**
 * Ends the current task, so the browser can render a due frame or handle input before the next
 * slice. A message rather than setTimeout(0): no 4 ms clamping, and no wait for a frame when none is due.
 * But Chromium may run such messages back to back and starve rendering (measured: 4 frames in 3 s
 * while a table's art was drawn, so the game loop stood still and a button made meanwhile could not be
 * clicked): once `FRAME_GAP_MS` have passed without an animation frame, the next slice waits for one
 * (or for `FRAME_WAIT_MS` where frames do not come, e.g. in a hidden tab).
 */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
const waiting: Array<() => void> = [];
if (channel) channel.port1.onmessage = () => waiting.shift()?.();
const FRAME_GAP_MS = 32;
const FRAME_WAIT_MS = 100;
let lastFrameSeen = 0;

function nextMessage(resolve: () => void): void {
  if (!channel) {
    setTimeout(resolve, 0);
    return;
  }
  waiting.push(resolve);
  channel.port2.postMessage(null);
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || performance.now() - lastFrameSeen < FRAME_GAP_MS) {
      nextMessage(resolve);
      return;
    }
    let done = false;
    const go = (): void => {
      if (done) return;
      done = true;
      lastFrameSeen = performance.now();
      // After the frame's callbacks (the game loop's step included) and its rendering.
      nextMessage(resolve);
    };
    requestAnimationFrame(go);
    setTimeout(go, FRAME_WAIT_MS);
  });
}

/**
 * For WebGL, an ImageBitmap of the drawn canvas, made asynchronously; flipped and premultiplied the
 * way Phaser uploads canvases (WebGL ignores its unpack flags for bitmaps). The canvas itself where
 * there are no bitmaps, and for the Canvas renderer, which draws the source as it is (a flipped
 * bitmap would show every card upside down there).
 */
async function snapshot(canvas: HTMLCanvasElement, webGL: boolean): Promise<HTMLCanvasElement | ImageBitmap> {
  if (!webGL || typeof createImageBitmap !== 'function') return canvas;
  try {
    return await createImageBitmap(canvas, { imageOrientation: 'flipY', premultiplyAlpha: 'premultiply' });
  } catch {
    return canvas;
  }
}

async function prepareOne(textures: Phaser.Textures.TextureManager, key: TextureKey): Promise<void> {
  // The game may be destroyed at any await (an embedding page closed it): its texture manager then
  // has no game. Stop drawing for it, and add no sheet.
  const gone = (): boolean => isGameGone(textures.game);
  const frames = missingFrames(textures, key);
  for (const sheet of packSheets(frames, SHEET_MAX, powerOfTwo(textures))) {
    const canvas = sheet.canvas();
    let next = 0;
    while (next < sheet.frames.length) {
      await yieldToBrowser();
      if (gone()) return;
      const t = performance.now();
      // At least one frame per slice; more while the slice stays short.
      do {
        drawFrames(canvas, sheet, next, next + 1);
        next++;
      } while (next < sheet.frames.length && performance.now() - t < SLICE_MS);
      artTimings[key] = (artTimings[key] ?? 0) + performance.now() - t;
    }
    // The canvas is rasterised (by the GPU process) before the upload can copy it: wait for that here,
    // off the main thread, instead of inside the upload (measured: up to ~0.5 s blocked on a slow machine).
    const image = await snapshot(canvas, textures.game.renderer?.type === Phaser.WEBGL);
    if (gone()) return;
    addSheet(textures, key, sheet, image);
  }
}

/**
 * Draws the missing frames of the textures `keys` in short slices spread over several tasks, so
 * animations keep running and no task blocks the page for long. Resolves when all are ready.
 * Concurrent calls share the work.
 */
export function prepareArt(textures: Phaser.Textures.TextureManager, keys: readonly TextureKey[]): Promise<void> {
  let jobs = pending.get(textures);
  if (!jobs) pending.set(textures, (jobs = new Map()));
  const running = jobs;
  return Promise.all(
    keys.map((key) => {
      if (textureReady(textures, key)) return Promise.resolve();
      let job = running.get(key);
      if (!job) {
        job = prepareOne(textures, key).finally(() => running.delete(key));
        running.set(key, job);
      }
      return job;
    }),
  ).then(() => undefined);
}
