/**
 * Draws the game at the size it is shown at, not at its layout size.
 *
 * Every scene lays out in a fixed design space (1920×1080, or 1080×1920 in portrait; see
 * src/embed/mount.ts), and Phaser makes the canvas's drawing buffer that size too. The page then
 * shrinks the canvas to the host element. A game shown at 1280×720 CSS pixels on a screen of one device
 * pixel per CSS pixel thus fills 2.25 times the pixels anyone sees, and an embed at 640×360 nine times.
 * On a GPU that is short of fill rate (a low-end laptop, a phone, a software renderer), that is what
 * sets the frame rate: measured with Chromium's SwiftShader at 1280×720, the Gaps deal runs at 18 fps
 * instead of 8, No Thanks at 15 instead of 7.
 *
 * So the drawing buffer is sized to the canvas's on-screen size in device pixels (never larger than the
 * design size: a bigger buffer would show nothing finer than the textures hold). Phaser keeps working
 * in design units everywhere (projection, cameras, input, the scissor boxes it computes); only the two
 * GL calls that map those units onto the buffer, the viewport and the scissor box, are scaled here, and
 * only while drawing to the canvas itself (a framebuffer has its own size). Phaser has no such setting.
 */
import Phaser from 'phaser';
import { idleControllerOf } from './idle';

type Box = [number, number, number, number];

interface GlobalWrapper {
  state: { viewport: Box; scissor: { box: Box }; bindings: { framebuffer: { webGLFramebuffer: unknown } | null } };
  updateViewport(state: { viewport: Box }, force?: boolean): void;
  updateScissorBox(state: { scissor: { box: Box } }, force?: boolean): void;
}

/** Smallest buffer scale: below it text and card art would lose too much to be worth the saving. */
const MIN_SCALE = 0.25;

/** The buffer scale for a game `design` units wide shown `shown` CSS pixels wide: device pixels per unit, at most 1. */
function scaleFor(shown: number, design: number): number {
  if (!(shown > 0) || !(design > 0)) return 1;
  const k = (shown * (globalThis.devicePixelRatio || 1)) / design;
  // Steps of 1/16 keep small changes of the host's size from reallocating the buffer each time.
  return Math.min(1, Math.max(MIN_SCALE, Math.ceil(k * 16) / 16));
}

/** The buffer scale for `game` as it is shown now. */
function wantedScale(game: Phaser.Game): number {
  return scaleFor(game.scale.displaySize.width, game.scale.width);
}

/** A canvas's own size accessor: `scaledCanvas` guards the size on its canvas, the render scale uses these. */
function nativeSize(side: 'width' | 'height'): PropertyDescriptor {
  return Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side) as PropertyDescriptor;
}

/** Sets the drawing buffer's size (each side only if it changes: a change reallocates the buffer). */
function setBufferSize(canvas: HTMLCanvasElement, width: number, height: number): void {
  for (const [side, value] of [['width', width], ['height', height]] as const) {
    const native = nativeSize(side);
    if (native.get!.call(canvas) !== value) native.set!.call(canvas, value);
  }
}

/**
 * A canvas for a game of `design` size fitted into `host` (Phaser's FIT) whose WebGL drawing buffer
 * is made at the render scale from the start. Pass it as the game's `canvas`.
 *
 * Changing a WebGL canvas's size reallocates its buffers: 50–80 ms each with SwiftShader. Phaser sets
 * the canvas to the design size and then asks for the context, so the buffer is sized just before.
 * Phaser also writes the design size whenever the game size changes (a window turned to portrait),
 * and the render scale then at once writes its own: two reallocations for one change. So once the
 * WebGL context exists, writes to `width` and `height` are ignored and the render scale alone sizes
 * the buffer (`installRenderScale`). Reads give the buffer's real size. With the Canvas renderer
 * (no WebGL) nothing changes: there is no render scale, and Phaser sizes the canvas.
 */
export function scaledCanvas(host: HTMLElement, design: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const getContext = canvas.getContext.bind(canvas) as (type: string, attributes?: unknown) => RenderingContext | null;
  let sizedByRenderScale = false;
  Object.defineProperty(canvas, 'getContext', {
    configurable: true,
    value: (type: string, attributes?: unknown) => {
      if (!type.startsWith('webgl')) return getContext(type, attributes);
      const shown = Math.min(host.clientWidth, (host.clientHeight * design.width) / design.height);
      const k = scaleFor(shown, design.width);
      setBufferSize(canvas, Math.round(design.width * k), Math.round(design.height * k));
      const context = getContext(type, attributes);
      if (context) sizedByRenderScale = true;
      return context;
    },
  });
  for (const side of ['width', 'height'] as const) {
    const native = nativeSize(side);
    Object.defineProperty(canvas, side, {
      configurable: true,
      enumerable: true,
      get: () => native.get!.call(canvas) as number,
      set: (value: number) => {
        if (!sizedByRenderScale) native.set!.call(canvas, value);
      },
    });
  }
  return canvas;
}

/** Installs the render scale on `game` (WebGL only; call once the game has booted). */
export function installRenderScale(game: Phaser.Game): void {
  const renderer = game.renderer;
  if (!(renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
  const wrapper = renderer.glWrapper as unknown as GlobalWrapper;
  let scale = 1;
  // What was last handed to GL, in buffer pixels, and for which target: the wrapper's own cache holds
  // design units and cannot tell a canvas box from the same box on a framebuffer.
  let viewport: Box | null = null;
  let scissor: Box | null = null;

  const toBuffer = (box: Box): Box => {
    // The canvas is bound as a framebuffer wrapper without a GL framebuffer (or as none).
    if (wrapper.state.bindings.framebuffer?.webGLFramebuffer || scale === 1) return box;
    return [Math.round(box[0] * scale), Math.round(box[1] * scale), Math.round(box[2] * scale), Math.round(box[3] * scale)];
  };
  const same = (a: Box | null, b: Box): boolean => a !== null && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

  wrapper.updateViewport = function (state, force) {
    this.state.viewport = state.viewport.slice() as Box;
    const box = toBuffer(state.viewport);
    if (!force && same(viewport, box)) return;
    viewport = box;
    renderer.gl.viewport(box[0], box[1], box[2], box[3]);
  };
  wrapper.updateScissorBox = function (state, force) {
    this.state.scissor.box = state.scissor.box.slice() as Box;
    const box = toBuffer(state.scissor.box);
    if (!force && same(scissor, box)) return;
    scissor = box;
    renderer.gl.scissor(box[0], box[1], box[2], box[3]);
  };

  /** The device pixel ratio the buffer was last sized for. */
  let density = 0;
  const apply = (): void => {
    density = globalThis.devicePixelRatio || 1;
    const canvas = game.canvas;
    const k = wantedScale(game);
    const width = Math.round(game.scale.width * k);
    const height = Math.round(game.scale.height * k);
    if (k === scale && canvas.width === width && canvas.height === height) return;
    scale = k;
    // (A canvas from `scaledCanvas` ignores Phaser's own writes of the design size, and already has
    // this size at start-up.)
    setBufferSize(canvas, width, height);
    viewport = null;
    scissor = null;
    const { width: w, height: h } = game.scale;
    wrapper.updateViewport({ viewport: [0, 0, w, h] }, true);
    wrapper.updateScissorBox({ scissor: { box: [0, 0, w, h] } }, true);
  };
  game.scale.on(Phaser.Scale.Events.RESIZE, apply);
  // The pixel density can change while the page keeps its CSS size: a window dragged from a laptop's
  // screen to a monitor of another density. Nothing resizes then, so the buffer stayed at the old
  // density (blurred at half the resolution, or twice too big). Browsers report it to a media query;
  // a check at each step catches it where they do not (Chromium's device emulation).
  const densityChanged = (): void => {
    if ((globalThis.devicePixelRatio || 1) === density) return;
    apply();
    // A resized buffer is blank until the next frame: draw one even if the loop was asleep.
    idleControllerOf(game)?.wake();
  };
  game.events.on(Phaser.Core.Events.PRE_STEP, densityChanged);
  const stopWatchingDensity = onPixelDensityChange(densityChanged);
  game.events.once(Phaser.Core.Events.DESTROY, () => {
    game.scale.off(Phaser.Scale.Events.RESIZE, apply);
    game.events.off(Phaser.Core.Events.PRE_STEP, densityChanged);
    stopWatchingDensity();
  });
  apply();
}

/** Calls `listener` whenever the device pixel ratio changes; returns the function that stops watching. */
function onPixelDensityChange(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  let query: MediaQueryList | null = null;
  const watch = (): void => {
    // A query matches one ratio only: after each change, watch for a change from the new one.
    query = matchMedia(`(resolution: ${globalThis.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', changed, { once: true });
  };
  const changed = (): void => {
    watch();
    listener();
  };
  watch();
  return () => query?.removeEventListener('change', changed);
}
