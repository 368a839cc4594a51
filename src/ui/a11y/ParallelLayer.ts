/**
 * The parallel layer of one scene (loaded lazily, see index.ts), after PixiJS's accessibility manager
 * and the BBC's "accessibilify": a transparent `<section>` over the canvas holding one element per
 * focusable of the scene's FocusManager (its top layer: a dialog's buttons alone while it is open),
 * in its Tab order, each with a role, a name and a state, placed over its sprite in percent of the
 * canvas so a screen reader's touch exploration or a magnifier finds it there.
 *
 * The FocusManager stays the one keyboard model: its Tab, arrows, Enter and Space (Phaser hears keys
 * on the host element, which the layer is inside) move its focus and the layer moves the browser's
 * focus after it, so the screen reader says the new name; a screen reader that moves focus or clicks
 * by itself moves the FocusManager's focus or activates the item. The elements take no pointer
 * events: a mouse or a finger still reaches the canvas below, as before.
 *
 * The live region is one per game (it outlives scene changes, so the last move of a game is still
 * said when the end screen opens): `aria-live="assertive"`, `aria-atomic`, and a repeated message
 * made distinct so it is read again (as Lichess's non-visual board does).
 */
import type Phaser from 'phaser';
import { t } from '../../platform/i18n';
import { spokenSymbols } from '../../platform/speech/words';
import type { FocusManager, Focusable } from '../FocusManager';
import type { A11yOptions } from './options';
import type { A11yQueries, AccessibleInfo } from './types';

/** Visually hidden but read (the live region, the rules text). */
const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
/** How often the layer follows the scene (positions, names, focus): cheap, it diffs before touching the DOM. */
const SYNC_MS = 120;
/** Messages within this time are said as one (an atomic region would cut the first off). */
const BATCH_MS = 60;

const QUERY_KEYS: Record<string, keyof A11yQueries> = { w: 'where', l: 'look', m: 'mine', o: 'turn', s: 'score' };

interface Region {
  el: HTMLElement;
  /** The last message as shown (with or without the no-break space that made a repeat distinct). */
  last: string;
  pending: string[];
  timer: ReturnType<typeof setTimeout> | null;
}

const regions = new WeakMap<Phaser.Game, Region>();
/** The layers of each game's scenes now running (a message syncs them first). */
const layers = new WeakMap<Phaser.Game, Set<ParallelLayer>>();

function hostOf(game: Phaser.Game): HTMLElement {
  return game.canvas.parentElement ?? document.body;
}

function regionOf(game: Phaser.Game): Region {
  let r = regions.get(game);
  if (!r || !r.el.isConnected) {
    const el = document.createElement('div');
    el.setAttribute('aria-live', 'assertive');
    el.setAttribute('aria-atomic', 'true');
    el.dataset.cardTable = 'live';
    el.style.cssText = HIDDEN;
    hostOf(game).appendChild(el);
    r = { el, last: '', pending: [], timer: null };
    regions.set(game, r);
    // An unmounted game leaves nothing behind in the host element of the page.
    game.events.once('destroy', () => el.remove());
  }
  return r;
}

/** Says `text` in the game's live region (several within a moment as one message). */
export function speakIn(game: Phaser.Game, text: string): void {
  const r = regionOf(game);
  // Card symbols shown on screen ("7♥") are said as words ("7 of hearts").
  r.pending.push(spokenSymbols(text));
  r.timer ??= setTimeout(() => {
    r.timer = null;
    const words = r.pending.splice(0).join(' ');
    // The same words again would not be read: a trailing no-break space, every other time, makes them new.
    const repeat = words === r.last.replace(/\u00a0$/, '');
    const message = repeat && !r.last.endsWith('\u00a0') ? `${words}\u00a0` : words;
    r.last = message;
    // What is said is true of the layer as it is read: "Your turn." finds the hand already without
    // the card just played (the layer's own sync runs only every SYNC_MS).
    for (const layer of layers.get(game) ?? []) layer.sync();
    r.el.textContent = message;
  }, BATCH_MS);
}

/**
 * Builds the layer of `scene`. Its FocusManager comes from the caller (`focusOf`): a static import of
 * it here would make the bundler split the first load's shared modules into more chunks.
 */
export function attachLayer(scene: Phaser.Scene, options: A11yOptions, focusOf: () => FocusManager | undefined): void {
  new ParallelLayer(scene, options, focusOf);
}

class ParallelLayer {
  private readonly root: HTMLElement;
  private readonly els = new Map<Focusable, HTMLElement>();
  private readonly items = new Map<HTMLElement, Focusable>();
  private readonly known = new Map<HTMLElement, string>();
  private readonly handledKeys = new WeakSet<KeyboardEvent>();
  private readonly timer: ReturnType<typeof setInterval>;
  private hadFocus = false;
  /** True while the layer moves the browser's focus itself (followFocus): that is no keyboard use. */
  private following = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly options: A11yOptions,
    private readonly focusOf: () => FocusManager | undefined,
  ) {
    const root = document.createElement('section');
    root.dataset.cardTable = 'layer';
    root.style.cssText = 'position:absolute;pointer-events:none;overflow:hidden;margin:0;padding:0';
    const canvas = scene.game.canvas;
    canvas.insertAdjacentElement('afterend', root);
    this.root = root;
    if (options.text) {
      const text = document.createElement('div');
      text.style.cssText = HIDDEN;
      text.textContent = options.text === true ? sceneTexts(scene) : options.text();
      root.appendChild(text);
    }
    this.timer = setInterval(() => this.sync(), SYNC_MS);
    const game = scene.game;
    if (!layers.has(game)) layers.set(game, new Set());
    layers.get(game)!.add(this);
    scene.input.keyboard?.on('keydown', this.onKey, this);
    scene.events.once('shutdown', this.destroy, this);
    scene.events.once('destroy', this.destroy, this);
    this.sync();
  }

  private get focus(): FocusManager | undefined {
    return this.focusOf();
  }

  private info(item: Focusable): AccessibleInfo | null {
    return item.describe?.() ?? this.options.describe?.(item) ?? null;
  }

  /** Follows the scene: the items, their names and places, and the FocusManager's focus. */
  sync(): void {
    if (!this.scene.sys.isActive()) return;
    const canvas = this.scene.game.canvas;
    const box = `left:${canvas.offsetLeft}px;top:${canvas.offsetTop}px;width:${canvas.offsetWidth}px;height:${canvas.offsetHeight}px`;
    if (this.known.get(this.root) !== box) {
      this.known.set(this.root, box);
      this.root.style.cssText = `position:absolute;pointer-events:none;overflow:hidden;margin:0;padding:0;${box}`;
      this.root.setAttribute('aria-label', t(this.options.title));
    }
    const active = document.activeElement;
    const wanted: HTMLElement[] = [];
    const passed = this.focus?.passedByTab();
    for (const item of this.focus?.items ?? []) {
      const info = this.info(item);
      const el = this.els.get(item);
      if (!info || !(item.isFocusable() || info.disabled || (el && el === active))) continue;
      const shown = this.render(item, info);
      // One stop of the page's Tab order per arrow group (a board, a hand), as the FocusManager's Tab.
      const tabIndex = passed?.has(item) ? -1 : 0;
      if (shown.tabIndex !== tabIndex) shown.tabIndex = tabIndex;
      wanted.push(shown);
    }
    const keep = new Set(wanted);
    for (const [item, el] of this.els) {
      if (keep.has(el)) continue;
      this.els.delete(item);
      this.items.delete(el);
      this.known.delete(el);
      el.remove();
    }
    // DOM order is the Tab order (and the order a screen reader reads them in). Each element out of
    // place is moved alone, before the one now in its place: the others (the focused one) stay put.
    const skip = this.options.text ? 1 : 0;
    wanted.forEach((el, i) => {
      const here = this.root.children[i + skip] ?? null;
      if (here !== el) this.root.insertBefore(el, here);
    });
    this.followFocus();
  }

  private render(item: Focusable, info: AccessibleInfo): HTMLElement {
    let el = this.els.get(item);
    if (!el) {
      el = document.createElement('div');
      el.tabIndex = 0;
      el.addEventListener('focus', () => this.focused(el!));
      el.addEventListener('click', () => this.activate(el!));
      this.els.set(item, el);
      this.items.set(el, item);
    }
    const r = item.getFocusRect();
    const { width, height } = this.scene.scale;
    const pct = (v: number, of: number): string => `${((100 * v) / of).toFixed(2)}%`;
    const place = `position:absolute;pointer-events:none;outline:none;left:${pct(r.x, width)};top:${pct(r.y, height)};width:${pct(r.width, width)};height:${pct(r.height, height)}`;
    const key = `${place}|${info.role ?? 'button'}|${info.name}|${info.disabled}|${info.pressed}|${info.value?.now}|${info.value?.text}`;
    if (this.known.get(el) === key) return el;
    this.known.set(el, key);
    el.style.cssText = place;
    el.setAttribute('role', info.role ?? 'button');
    el.setAttribute('aria-label', info.name);
    setOrRemove(el, 'aria-disabled', info.disabled ? 'true' : null);
    setOrRemove(el, 'aria-pressed', info.pressed === undefined ? null : String(info.pressed));
    const v = info.value;
    setOrRemove(el, 'aria-valuenow', v ? String(v.now) : null);
    setOrRemove(el, 'aria-valuemin', v ? '0' : null);
    setOrRemove(el, 'aria-valuemax', v ? String(v.max) : null);
    setOrRemove(el, 'aria-valuetext', v ? v.text : null);
    return el;
  }

  /**
   * The browser's focus follows the FocusManager's, while it is the game's (on the canvas or in this
   * layer): never taken from the page around an embedded game. An element that went away with the
   * focus (a card played) hands it on instead of dropping it to the page.
   */
  private followFocus(): void {
    const active = document.activeElement;
    const ours = active === this.scene.game.canvas || (!!active && this.root.contains(active));
    const lost = this.hadFocus && (!active || active === document.body);
    const target = this.focus?.focused;
    const el = target ? this.els.get(target) : undefined;
    if ((ours || lost) && el && el !== active) {
      this.following = true;
      try {
        el.focus({ preventScroll: true });
      } finally {
        this.following = false;
      }
    }
    // Nothing focused to hand it to: back to the canvas, which keeps the game's keys (focusing some
    // element instead would focus its item, and change what Enter and Space do there).
    else if (lost) this.scene.game.canvas.focus({ preventScroll: true });
    const now = document.activeElement;
    this.hadFocus = !!now && this.root.contains(now);
  }

  /** A screen reader (or Tab from the page) moved the browser's focus here: the FocusManager follows. */
  private focused(el: HTMLElement): void {
    const item = this.items.get(el);
    const fm = this.focus;
    if (!item || !fm) return;
    this.hadFocus = true;
    if (fm.focused !== item) fm.focus(item);
    // Only a move from outside (a screen reader, Tab from the page) shows the ring: the layer following
    // the FocusManager's own focus (a scene opening with its first button focused) is no keyboard use.
    if (!this.following) fm.showRing(true);
  }

  /** A click from a screen reader: the same as Enter on the item. */
  private activate(el: HTMLElement): void {
    const item = this.items.get(el);
    if (!item || !item.isFocusable()) return;
    this.focus?.focus(item);
    item.activate();
  }

  private onKey(event: KeyboardEvent): void {
    if (this.handledKeys.has(event)) return;
    this.handledKeys.add(event);
    // A held key asks once, not once per repeat.
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || !this.scene.sys.isActive()) return;
    const query = QUERY_KEYS[event.key.toLowerCase()];
    if (!query) return;
    const ask = this.options.queries?.[query] ?? (query === 'where' ? () => this.where() : null);
    if (!ask) return;
    speakIn(this.scene.game, ask());
  }

  /** Where am I: the scene and the focused thing. */
  private where(): string {
    const f = this.focus?.focused;
    const info = f ? this.info(f) : null;
    const scene = t(this.options.title);
    return info ? t('a11y.whereOn', { scene, item: info.name }) : t('a11y.where', { scene });
  }

  private destroy(): void {
    clearInterval(this.timer);
    layers.get(this.scene.game)?.delete(this);
    this.scene.input?.keyboard?.off('keydown', this.onKey, this);
    // Focus inside the layer would fall to the page (and the game's keys with it): back to the canvas.
    if (document.activeElement && this.root.contains(document.activeElement)) this.scene.game.canvas.focus({ preventScroll: true });
    this.root.remove();
    this.els.clear();
    this.items.clear();
  }
}

/** The scene's visible texts in display order (a page of figures such as the statistics, read out). */
function sceneTexts(scene: Phaser.Scene): string {
  return scene.children.list.flatMap((o) => ((o as { visible?: boolean }).visible && 'text' in o && typeof o.text === 'string' && o.text ? [o.text] : [])).join('\n');
}

function setOrRemove(el: HTMLElement, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
