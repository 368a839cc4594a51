/**
 * The browser-test hook. Only with `?test=1` in the URL does the page expose `window.__cardTable`,
 * so a test can ask which scene is showing, read the engine state in text notation and find the
 * page position of any card or space to drag it with the real mouse.
 *
 * Game scenes call `registerProbe` in `create` and `clearProbe` on shutdown. Positions from a probe
 * are game (design) coordinates; the hook converts them to page CSS pixels. Any other object can be
 * found by its Phaser `name` (buttons of the shell are named, e.g. `menu:play`).
 */
import Phaser from 'phaser';
import { inputPending } from './inputPending';
import { checkSeats } from '../../platform/launch';
import { idleControllerOf } from './idle';
import { FocusManager } from '../FocusManager';

export interface Probe {
  /** The engine state of the running game in its text notation. */
  notation(): string;
  /** Centre of a card or space in game coordinates, or null if there is no such id on screen. */
  locate(id: string): { x: number; y: number } | null;
  /** True while the table animates a move (the base table scene adds it). */
  animating?(): boolean;
}

export interface TestHook {
  /** Key of the scene on top (the one the player sees). */
  scene(): string;
  notation(): string | null;
  /** True while the game's table animates (a test checks that its press came in the middle of a move). */
  animating(): boolean;
  /** Page position (CSS px) of the centre of what has the keyboard focus in the top scene, or null. */
  focus(): { x: number; y: number } | null;
  /** Page (CSS pixel) position of a card, space or named object. */
  locate(id: string): { x: number; y: number } | null;
  /** True once the menu has been reached and no scene change is running. */
  readonly ready: boolean;
  /**
   * performance.now() at the end of the first frame rendered while `ready` (the menu drawn and taking
   * input), or null before. The runtime bench times the start by it, as it times the stock hello
   * world by its first rendered frame; a poll from requestAnimationFrame sees it a frame later.
   */
  readonly readyFrameAt: number | null;
  /** Page box (CSS px, x/y = top-left) of a named object, e.g. to click one segment of a choice. */
  box(id: string): { x: number; y: number; width: number; height: number } | null;
  /** The strings of the visible text objects of the top scene, in display-list order. */
  texts(): string[];
  /** Names of the visible named objects of the top scene (for debugging tests). */
  names(): string[];
  /**
   * Goes to scene `key` with `data` through the normal transition, e.g. a table with a fixed seed:
   * `start('GapsTableau', { game: 'gaps', options: {}, seed: 'abc', seats: ['human'] })`.
   */
  start(key: string, data?: object): void;
  /** The size scenes lay out in (design units) and the size of the canvas's drawing buffer (pixels). */
  size(): { layout: [number, number]; buffer: [number, number] };
  /**
   * Draws, over the top scene, one square per texture unit of a batch, each from a texture of its
   * own solid colour, all in one batch; returns each square's page box and colour. A test of the
   * batch's texture-unit choice (src/phaser-lite/GetTexture-glsl.cjs): each square must show its colour.
   */
  textureUnitProbe(): Array<{ box: { x: number; y: number; width: number; height: number }; rgb: [number, number, number] }>;
}

declare global {
  interface Window {
    __cardTable?: TestHook;
  }
}

let probe: Probe | null = null;

export function registerProbe(p: Probe): void {
  probe = p;
}

export function clearProbe(p?: Probe): void {
  if (!p || probe === p) probe = null;
}

const HIDDEN_SCENES = new Set(['Boot', 'Preloader']);

function topScene(game: Phaser.Game): Phaser.Scene | null {
  const active = game.scene.getScenes(true);
  return active[active.length - 1] ?? null;
}

type Named = Phaser.GameObjects.GameObject & {
  getBounds?: () => Phaser.Geom.Rectangle;
  visible?: boolean;
};

function allObjects(scene: Phaser.Scene): Named[] {
  const out: Named[] = [];
  const walk = (list: Phaser.GameObjects.GameObject[]): void => {
    for (const o of list) {
      out.push(o as Named);
      const children = (o as Partial<Phaser.GameObjects.Container>).list;
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(scene.children.list);
  return out;
}

/** Screen-space (game coordinates) bounds of the visible object named `id`. */
function namedBounds(scene: Phaser.Scene, id: string): { x: number; y: number; width: number; height: number } | null {
  const hit = allObjects(scene).find((o) => o.name === id && o.visible !== false && typeof o.getBounds === 'function');
  if (!hit?.getBounds) return null;
  const b = hit.getBounds();
  const cam = scene.cameras.main;
  return { x: b.x - cam.scrollX, y: b.y - cam.scrollY, width: b.width, height: b.height };
}

function findNamed(scene: Phaser.Scene, id: string): { x: number; y: number } | null {
  const b = namedBounds(scene, id);
  return b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : null;
}

/** Converts game (design) coordinates to page CSS pixels through the canvas' on-screen box. */
function toPage(game: Phaser.Game, p: { x: number; y: number }): { x: number; y: number } {
  const rect = game.canvas.getBoundingClientRect();
  return {
    x: rect.left + (p.x * rect.width) / game.scale.width,
    y: rect.top + (p.y * rect.height) / game.scale.height,
  };
}

/**
 * Installs `window.__cardTable` for `game`. `isBusy` tells whether a scene change is running;
 * `goTo` changes scene from the top one (the shell passes its transition helper).
 */
export function installTestHook(game: Phaser.Game, isBusy: () => boolean, goTo: (from: Phaser.Scene, key: string, data?: object) => void): void {
  let readyFrameAt: number | null = null;
  const hook: TestHook = {
    get readyFrameAt() {
      return readyFrameAt;
    },
    scene: () => topScene(game)?.scene.key ?? '',
    notation: () => (probe ? probe.notation() : null),
    animating: () => probe?.animating?.() ?? false,
    focus() {
      const scene = topScene(game);
      const focused = scene ? FocusManager.existing(scene)?.focused : null;
      if (!focused) return null;
      const r = focused.getFocusRect();
      return toPage(game, { x: r.centerX, y: r.centerY });
    },
    locate(id) {
      const scene = topScene(game);
      if (!scene) return null;
      const p = probe?.locate(id) ?? findNamed(scene, id);
      return p ? toPage(game, p) : null;
    },
    get ready() {
      const key = topScene(game)?.scene.key;
      const scene = topScene(game);
      return key !== undefined && scene !== null && !HIDDEN_SCENES.has(key) && !isBusy() && !inputPending(scene);
    },
    box(id) {
      const scene = topScene(game);
      const b = scene ? namedBounds(scene, id) : null;
      if (!b) return null;
      const a = toPage(game, b);
      const c = toPage(game, { x: b.x + b.width, y: b.y + b.height });
      return { x: a.x, y: a.y, width: c.x - a.x, height: c.y - a.y };
    },
    texts() {
      const scene = topScene(game);
      if (!scene) return [];
      return allObjects(scene)
        .filter((o): o is Named & { text: string } => typeof (o as { text?: unknown }).text === 'string' && o.visible !== false)
        .map((o) => o.text);
    },
    names() {
      const scene = topScene(game);
      // Objects appear here once they can be clicked (see inputPending): a player never sees a button
      // before then, but a test that found it by name could click it too early and lose the click.
      return scene && !inputPending(scene) ? allObjects(scene).filter((o) => o.name !== '' && o.visible !== false).map((o) => o.name) : [];
    },
    size() {
      return { layout: [game.scale.width, game.scale.height], buffer: [game.canvas.width, game.canvas.height] };
    },
    textureUnitProbe() {
      const scene = topScene(game);
      if (!scene) return [];
      const units = Math.max(1, (game.renderer as unknown as { maxTextures?: number }).maxTextures ?? 16);
      const out: ReturnType<TestHook['textureUnitProbe']> = [];
      const side = 100;
      for (let i = 0; i < units; i++) {
        // Distinct, far-apart colours: hue steps around the wheel at full saturation.
        const c = Phaser.Display.Color.HSVToRGB(i / units, 1, 1) as { r: number; g: number; b: number };
        const key = `__unit-probe-${i}`;
        if (!scene.textures.exists(key)) {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 8;
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = `rgb(${c.r},${c.g},${c.b})`;
          ctx.fillRect(0, 0, 8, 8);
          scene.textures.addImage(key, canvas as unknown as HTMLImageElement);
        }
        const x = 80 + (i % 8) * (side + 40);
        const y = 80 + Math.floor(i / 8) * (side + 40);
        // Turned and of several sizes: the index is interpolated across triangles of many shapes.
        scene.add.image(x, y, key).setDisplaySize(side + (i % 3) * 20, side + (i % 3) * 20).setAngle(((i * 37) % 40) - 20).setDepth(1e9);
        const a = toPage(game, { x: x - side / 4, y: y - side / 4 });
        const b = toPage(game, { x: x + side / 4, y: y + side / 4 });
        out.push({ box: { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }, rgb: [c.r, c.g, c.b] });
      }
      // The loop may be asleep on a still screen: wake it so the squares are drawn.
      idleControllerOf(game)?.wake();
      return out;
    },
    start(key, data) {
      checkSeats(data);
      const scene = topScene(game);
      if (scene) goTo(scene, key, data);
    },
  };
  window.__cardTable = hook;
  const noteReadyFrame = (): void => {
    if (!hook.ready) return;
    readyFrameAt = performance.now();
    game.events.off(Phaser.Core.Events.POST_RENDER, noteReadyFrame);
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, noteReadyFrame);
}
