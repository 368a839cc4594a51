/**
 * Keyboard focus for one scene: Tab / Shift-Tab cycle through registered focusables, arrows move to the
 * nearest one in that direction (within its arrow group: a board's spaces, a hand), Enter / Space
 * activate, Esc calls the back handler of the top layer. Modal dialogs push a layer so only their own
 * buttons can be reached. The focus ring shows only while the keyboard is being used (like the
 * browser's :focus-visible) and follows moving objects.
 */
import Phaser from 'phaser';
import { cancelActiveDrag } from './dragState';
import { nearestInDirection, type Direction } from './layout';
import { ShapeImage } from './ShapeImage';
import { COLORS, DEPTH } from './theme';
import type { AccessibleInfo } from './a11y/types';

export type ArrowDir = Direction;

export interface Focusable {
  /** World-space rectangle for the focus ring and arrow navigation. */
  getFocusRect(): Phaser.Geom.Rectangle;
  /** Visible and enabled right now. */
  isFocusable(): boolean;
  /** Enter / Space. */
  activate(): void;
  setFocused?(on: boolean): void;
  /** Returns true when the widget used the arrow itself (Choice, Slider). */
  onArrow?(dir: ArrowDir): boolean;
  /** Its role, name and state for the screen-reader layer (src/ui/a11y/); a scene may name it instead. */
  describe?(): AccessibleInfo | null;
}

interface Layer {
  items: Focusable[];
  focused: Focusable | null;
  onBack: (() => void) | null;
  /** Where the focus goes back to when this (modal) layer closes and nothing below has it (see pushLayer). */
  returnTo: (() => Focusable | null | undefined) | null;
}

const managers = new WeakMap<Phaser.Scene, FocusManager>();

/**
 * Whether the keyboard was the last input, in any scene: a scene opened by a key (Enter on Settings,
 * Esc back to the menu) shows its ring at once, as the browser's :focus-visible carries over; a page
 * just loaded, or a scene opened by a tap or click, shows none until a key is pressed.
 */
let keyboardLast = false;

/** The focus ring's gold line, and its gap from the item's edge (design px). */
const RING_LINE = 7;
const RING_GAP = 9;

const ARROWS: Record<string, ArrowDir> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export class FocusManager {
  /** The scene's manager, created on first use and destroyed when the scene shuts down. */
  static for(scene: Phaser.Scene): FocusManager {
    let m = managers.get(scene);
    if (!m) {
      m = new FocusManager(scene);
      managers.set(scene, m);
    }
    return m;
  }

  /** The scene's manager if one exists (never creates one: safe while a scene shuts down). */
  static existing(scene: Phaser.Scene): FocusManager | undefined {
    return managers.get(scene);
  }

  private layers: Layer[] = [{ items: [], focused: null, onBack: null, returnTo: null }];
  /** The focus ring: an image drawn per ring size and moved with the focused item (see drawRing). */
  private ring: ShapeImage;
  private ringSize = '';
  private keyboardMode = keyboardLast;
  private enabled = true;
  private readonly handledKeys = new WeakSet<KeyboardEvent>();
  /** The arrow group of each grouped focusable (see setArrowGroup). */
  private readonly groups = new WeakMap<Focusable, object>();
  /** The item of each arrow group focused last: Tab into the group comes back to it. */
  private readonly lastOfGroup = new WeakMap<object, Focusable>();

  private constructor(readonly scene: Phaser.Scene) {
    this.ring = new ShapeImage(scene).setDepth(DEPTH.focus).setVisible(false);
    scene.input.keyboard?.on('keydown', this.onKey, this);
    scene.input.on('pointerdown', this.onPointer, this);
    scene.events.on('postupdate', this.drawRing, this);
    scene.events.once('shutdown', this.destroy, this);
    scene.events.once('destroy', this.destroy, this);
  }

  private get top(): Layer {
    return this.layers[this.layers.length - 1]!;
  }

  get focused(): Focusable | null {
    return this.top.focused;
  }

  /** The focusables of the top layer, in Tab order (the screen-reader layer mirrors them). */
  get items(): readonly Focusable[] {
    return this.top.items;
  }

  /**
   * Registers a focusable in the top layer (order of adding = Tab order), or, given `after`, right
   * after that one in its layer (a list growing under its header while a dialog is open, say).
   */
  add(f: Focusable, after?: Focusable): void {
    const layer = (after && this.layers.find((l) => l.items.includes(after))) || this.top;
    if (layer.items.includes(f)) return;
    const i = after ? layer.items.indexOf(after) : -1;
    if (i >= 0) layer.items.splice(i + 1, 0, f);
    else layer.items.push(f);
  }

  /**
   * Registers focusables at the front of the top layer's Tab order, in the order given: a table's
   * cards before its toolbar (made first), as its Keys help says Tab goes to them first.
   */
  addFirst(items: readonly Focusable[]): void {
    const fresh = items.filter((f) => !this.top.items.includes(f));
    this.top.items.unshift(...fresh);
  }

  remove(f: Focusable): void {
    this.groups.delete(f);
    for (const layer of this.layers) {
      layer.items = layer.items.filter((i) => i !== f);
      if (layer.focused === f) layer.focused = null;
    }
    f.setFocused?.(false);
  }

  /** Forgets every focusable of the top layer (a scene rebuilding its layout). */
  clear(): void {
    this.top.focused?.setFocused?.(false);
    this.top.items = [];
    this.top.focused = null;
  }

  /**
   * Puts `f` in an arrow group (null: none): from an item of a group the arrows move only to items of
   * the same group and stop at its edge, as in a grid or a row of cards (the spaces of a board, a hand).
   * A group is one stop of the Tab order, as a web page's grid or toolbar is (a roving tab stop): Tab
   * from any of its items leaves it, and Tab into it lands on the item focused there last (else its
   * first). Ungrouped items find the nearest item in any direction.
   */
  setArrowGroup(f: Focusable, group: object | null): void {
    if (group) this.groups.set(f, group);
    else this.groups.delete(f);
  }

  focus(f: Focusable | null): void {
    const layer = this.top;
    if (layer.focused === f) return;
    layer.focused?.setFocused?.(false);
    layer.focused = f;
    f?.setFocused?.(this.keyboardMode);
    const group = f ? this.groups.get(f) : undefined;
    if (group) this.lastOfGroup.set(group, f!);
  }

  /**
   * The items of arrow groups that Tab passes by now: all but the one item it enters each group on
   * (the screen-reader layer takes these out of the page's Tab order, as a grid's roving tabindex).
   */
  passedByTab(): Set<Focusable> {
    const list = this.candidates();
    const entries = new Map<object, Focusable | undefined>();
    const passed = new Set<Focusable>();
    for (const f of list) {
      const group = this.groups.get(f);
      if (!group) continue;
      if (!entries.has(group)) entries.set(group, this.entryOf(group, list));
      if (entries.get(group) !== f) passed.add(f);
    }
    return passed;
  }

  /** The item Tab enters `group` on: the one focused there last if it can still take the focus, else its first. */
  private entryOf(group: object, list: readonly Focusable[]): Focusable | undefined {
    const last = this.lastOfGroup.get(group);
    if (last && list.includes(last)) return last;
    return list.find((f) => this.groups.get(f) === group);
  }

  /** What Esc does in the top layer (e.g. back to the menu). */
  setOnBack(fn: (() => void) | null): void {
    this.top.onBack = fn;
  }

  /**
   * Starts a modal layer: focusables added from now on belong to it, the ones below are unreachable.
   * `returnTo` names the control that opened it (the Back button for "Leave this game?", whether
   * pressed or reached by Esc): when the layer closes and nothing below has the focus, it gets it
   * (or, if it is gone by then, the first control below), as a page's modal dialog gives the focus
   * back to what opened it. Enter after Esc then presses that control, not whatever a table does
   * with Enter while nothing has the focus (No Thanks: take the card).
   */
  pushLayer(onBack: (() => void) | null = null, returnTo: (() => Focusable | null | undefined) | null = null): void {
    this.top.focused?.setFocused?.(false);
    this.layers.push({ items: [], focused: null, onBack, returnTo });
  }

  popLayer(): void {
    if (this.layers.length <= 1) return;
    const layer = this.layers.pop()!;
    layer.focused?.setFocused?.(false);
    if (layer.returnTo && !this.top.focused?.isFocusable()) {
      const opener = layer.returnTo();
      const list = this.candidates();
      this.focus(opener && list.includes(opener) ? opener : (list[0] ?? null));
      return;
    }
    this.top.focused?.setFocused?.(this.keyboardMode);
  }

  setEnabled(on: boolean): void {
    this.enabled = on;
    if (!on) this.ring.setVisible(false);
  }

  /** Shows the ring as if a key had been pressed (scenes opened by keyboard may want this). */
  showRing(on = true): void {
    this.setKeyboardMode(on);
  }

  /**
   * Keyboard or pointer use: the focused widget shows its focused look (like the ring) only while the
   * keyboard is in use, so a mouse click leaves no ring-like edge behind on what it clicked.
   */
  private setKeyboardMode(on: boolean): void {
    keyboardLast = on;
    if (this.keyboardMode === on) return;
    this.keyboardMode = on;
    this.top.focused?.setFocused?.(on);
  }

  private candidates(): Focusable[] {
    return this.top.items.filter((f) => f.isFocusable());
  }

  private cycle(step: 1 | -1): void {
    const list = this.candidates();
    const n = list.length;
    if (n === 0) return;
    const at = this.focused ? list.indexOf(this.focused) : -1;
    const from = at >= 0 ? at : step > 0 ? -1 : n;
    const here = at >= 0 ? this.groups.get(list[at]!) : undefined;
    // The next item outside the current arrow group; a group is entered on its entry item.
    for (let k = 1; k <= n; k++) {
      const f = list[(((from + step * k) % n) + n) % n]!;
      const group = this.groups.get(f);
      if (group && group === here) continue;
      this.focus(group ? (this.entryOf(group, list) ?? f) : f);
      return;
    }
    // Nothing outside the group: Tab walks through it.
    this.focus(list[(((from + step) % n) + n) % n]!);
  }

  private move(dir: ArrowDir): void {
    const current = this.focused;
    if (current && current.isFocusable() && current.onArrow?.(dir)) return;
    if (!current || !current.isFocusable()) {
      this.cycle(1);
      return;
    }
    const group = this.groups.get(current);
    const list = this.candidates().filter((f) => f !== current && (!group || this.groups.get(f) === group));
    const i = nearestInDirection(current.getFocusRect(), list.map((f) => f.getFocusRect()), dir);
    if (i >= 0) this.focus(list[i]!);
  }

  private onKey(event: KeyboardEvent): void {
    // Phaser re-dispatches its whole pending key queue whenever a new key event arrives within the same
    // frame, so a quick Tab+Enter would deliver Tab twice. Handle each DOM event once.
    if (this.handledKeys.has(event)) return;
    this.handledKeys.add(event);
    if (!this.enabled || !this.scene.sys.isActive()) return;
    const key = event.key;
    const arrow = ARROWS[key];
    if (key === 'Escape') {
      // A held Esc acts once, as Enter and Space do: its repeats closed the "Leave this game?" it had
      // just opened, opened it again, and so on; after Esc put a selected card down, they went on
      // to leave the table.
      if (event.repeat) {
        event.preventDefault();
        return;
      }
      // Esc while dragging a card puts the card back; it does not leave the scene.
      if (cancelActiveDrag(this.scene)) {
        event.preventDefault();
        return;
      }
      const back = this.top.onBack;
      if (back) {
        event.preventDefault();
        // A key was used: where the focus lands (a dialog's button, back on its opener) shows its ring.
        this.setKeyboardMode(true);
        back();
      }
      return;
    }
    if (key !== 'Tab' && !arrow && key !== 'Enter' && key !== ' ') return;
    if (this.candidates().length === 0) return;
    event.preventDefault();
    const wasHidden = !this.keyboardMode;
    this.setKeyboardMode(true);
    if (key === 'Tab') this.cycle(event.shiftKey ? -1 : 1);
    else if (arrow) {
      // The first arrow press after mouse use just reveals where focus is.
      if (wasHidden && this.focused?.isFocusable()) return;
      this.move(arrow);
    } else if (event.repeat) {
      // Enter or Space held down presses once (a held Enter on Take took one card per repeat).
    } else if (this.focused?.isFocusable()) this.focused.activate();
    else this.cycle(1);
  }

  private onPointer(): void {
    this.setKeyboardMode(false);
  }

  private drawRing(): void {
    const f = this.focused;
    const show = this.enabled && this.keyboardMode && !!f && f.isFocusable();
    this.ring.setVisible(show);
    if (!show || !f) return;
    const r = f.getFocusRect();
    // The ring's box, 9 px round the item but kept on screen: round a line of text at the screen's foot
    // (Gaps' moves and time) its lower edge was cut off.
    const edge = RING_LINE;
    const { width: sw, height: sh } = this.scene.scale;
    const left = Math.max(edge, r.x - RING_GAP);
    const top = Math.max(edge, r.y - RING_GAP);
    const right = Math.min(sw - edge, r.right + RING_GAP);
    const bottom = Math.min(sh - edge, r.bottom + RING_GAP);
    // Runs every frame (the focused item may move): redraw only when the ring's size changes.
    const w = Math.round(right - left);
    const h = Math.round(bottom - top);
    const size = `${w}x${h}`;
    if (size !== this.ringSize) {
      this.ringSize = size;
      // A dark band on both sides of the gold line: it stands out beside a gold button (a thin gold
      // line there read as the button's own edge) as on the felt.
      this.ring.draw((g) => {
        g.lineStyle(RING_LINE * 2 + 2, COLORS.ink, 0.7).strokeRoundedRect(-w / 2, -h / 2, w, h, 16);
        g.lineStyle(RING_LINE, COLORS.focus, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 16);
      });
    }
    this.ring.setPosition((left + right) / 2, (top + bottom) / 2);
  }

  private destroy(): void {
    this.scene.input?.keyboard?.off('keydown', this.onKey, this);
    this.scene.input?.off('pointerdown', this.onPointer, this);
    this.scene.events.off('postupdate', this.drawRing, this);
    this.scene.events.off('shutdown', this.destroy, this);
    this.scene.events.off('destroy', this.destroy, this);
    managers.delete(this.scene);
  }
}

/** Wraps any GameObject with bounds as a Focusable. */
export function focusableOf(
  obj: Phaser.GameObjects.GameObject & { getBounds(): Phaser.Geom.Rectangle; visible: boolean },
  activate: () => void,
): Focusable {
  return { getFocusRect: () => obj.getBounds(), isFocusable: () => obj.visible && obj.active, activate };
}
