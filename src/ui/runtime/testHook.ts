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
   * True while objects the top scene made interactive have not joined its input yet (until its next
   * step): a click on them now is lost, so the browser tests' `locate` waits it out.
   */
  readonly joining: boolean;
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
   * Every object of the top scene a pointer can use now (input enabled, shown): its name (or type)
   * and the page box (CSS px) of its hit area. A browser test measures touch targets with it.
   */
  targets(): Array<{ name: string; type: string; box: PageBox }>;
  /**
   * Every shown text of the top scene: its words, its lines as drawn (after word wrap), its font size
   * on the page (CSS px) and page box.
   */
  textSizes(): Array<{ text: string; lines: string[]; fontPx: number; box: PageBox }>;
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

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
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

/**
 * The scene does not take a click now: objects not yet joined (inputPending), or its pointer input
 * switched off for a moment (the menu's next view sliding in). A test waits, as a player would.
 */
function inputHeld(scene: Phaser.Scene): boolean {
  return inputPending(scene) || !scene.input.enabled;
}

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

/** Whether `o` and every container it sits in are shown (visible and not fully transparent). */
function shown(o: Named): boolean {
  for (let c: Phaser.GameObjects.GameObject | null = o; c; c = (c as Partial<Phaser.GameObjects.Container>).parentContainer ?? null) {
    const look = c as { visible?: boolean; alpha?: number };
    if (look.visible === false || look.alpha === 0) return false;
  }
  return true;
}

type Placed = Named & { displayOriginX: number; displayOriginY: number; getWorldTransformMatrix(): Phaser.GameObjects.Components.TransformMatrix };

/** Game-coordinate box of the local rectangle (x, y, w, h) of `o` (local = relative to its top-left). */
function worldBox(scene: Phaser.Scene, o: Placed, x: number, y: number, w: number, h: number): PageBox {
  const m = o.getWorldTransformMatrix();
  const cam = scene.cameras.main;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [[x, y], [x + w, y], [x, y + h], [x + w, y + h]] as const) {
    const p = m.transformPoint(px - o.displayOriginX, py - o.displayOriginY, { x: 0, y: 0 });
    xs.push(p.x - cam.scrollX);
    ys.push(p.y - cam.scrollY);
  }
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** Converts game (design) coordinates to page CSS pixels through the canvas' on-screen box. */
function toPage(game: Phaser.Game, p: { x: number; y: number }): { x: number; y: number } {
  const rect = game.canvas.getBoundingClientRect();
  return {
    x: rect.left + (p.x * rect.width) / game.scale.width,
    y: rect.top + (p.y * rect.height) / game.scale.height,
  };
}

/** A game-coordinate box on the page (CSS px). */
function pageBox(game: Phaser.Game, b: PageBox): PageBox {
  const a = toPage(game, b);
  const c = toPage(game, { x: b.x + b.width, y: b.y + b.height });
  return { x: a.x, y: a.y, width: c.x - a.x, height: c.y - a.y };
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
      return key !== undefined && scene !== null && !HIDDEN_SCENES.has(key) && !isBusy() && !inputHeld(scene);
    },
    get joining() {
      const scene = topScene(game);
      return scene !== null && inputPending(scene);
    },
    box(id) {
      const scene = topScene(game);
      const b = scene ? namedBounds(scene, id) : null;
      return b ? pageBox(game, b) : null;
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
      // Nor one in a container still fully transparent (a dialog the frame it opens, before its fade
      // starts): Phaser gives no input to what such a container holds.
      return scene && !inputHeld(scene) ? allObjects(scene).filter((o) => o.name !== '' && shown(o)).map((o) => o.name) : [];
    },
    targets() {
      const scene = topScene(game);
      if (!scene || inputHeld(scene)) return [];
      const out: ReturnType<TestHook['targets']> = [];
      for (const o of allObjects(scene)) {
        const input = (o as { input?: { enabled: boolean; hitArea?: { x?: number; y?: number; width?: number; height?: number; radius?: number } } | null }).input;
        const area = input?.hitArea;
        if (!input?.enabled || !area || !shown(o) || typeof (o as Partial<Placed>).getWorldTransformMatrix !== 'function') continue;
        const [x, y, w, h] = area.radius !== undefined ? [(area.x ?? 0) - area.radius, (area.y ?? 0) - area.radius, 2 * area.radius, 2 * area.radius] : [area.x ?? 0, area.y ?? 0, area.width ?? 0, area.height ?? 0];
        out.push({ name: o.name, type: o.type, box: pageBox(game, worldBox(scene, o as Placed, x, y, w, h)) });
      }
      return out;
    },
    textSizes() {
      const scene = topScene(game);
      if (!scene) return [];
      const perUnit = game.canvas.getBoundingClientRect().height / game.scale.height;
      const out: ReturnType<TestHook['textSizes']> = [];
      for (const o of allObjects(scene)) {
        const text = (o as { text?: unknown }).text;
        if (typeof text !== 'string' || text.trim() === '' || !shown(o) || typeof (o as Partial<Placed>).getWorldTransformMatrix !== 'function') continue;
        const style = (o as { style?: { fontSize?: unknown } }).style ?? (o as { textStyle?: { fontSize?: unknown } }).textStyle;
        const size = parseFloat(String(style?.fontSize ?? 'NaN'));
        const m = (o as Placed).getWorldTransformMatrix();
        const b = o.getBounds?.();
        const cam = scene.cameras.main;
        const box = b ? pageBox(game, { x: b.x - cam.scrollX, y: b.y - cam.scrollY, width: b.width, height: b.height }) : { x: 0, y: 0, width: 0, height: 0 };
        const lines = (o as { getWrappedText?: () => string[] }).getWrappedText?.() ?? [text];
        out.push({ text, lines, fontPx: size * Math.abs(m.scaleY) * perUnit, box });
      }
      return out;
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
