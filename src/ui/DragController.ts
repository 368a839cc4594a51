/**
 * Drag and drop of cards (or any GameObject), with mouse and touch alike.
 *
 * Press and move beyond a small threshold = drag: the item lifts and follows the pointer, the legal
 * targets glow, and the one under the pointer (or, failing that, the one the item overlaps most) glows
 * brighter. Releasing on a target the callback accepts calls onDrop (which moves the item where it
 * belongs); anything else snaps the item back with the "illegal" sound. A press without moving is a tap.
 * The scene's rules stay in the callbacks: this class never decides legality itself.
 */
import Phaser from 'phaser';
import { CardSprite } from './CardSprite';
import type { DropTarget } from './DropTarget';
import { setActiveDrag } from './dragState';
import { containsPoint, overlapArea } from './layout';
import { playSound } from './sound';
import { DEPTH } from './theme';
import { tweenTo } from './tween';

export type Draggable = Phaser.GameObjects.GameObject &
  Phaser.GameObjects.Components.Transform &
  Phaser.GameObjects.Components.Depth & { getBounds(): Phaser.Geom.Rectangle };

export interface DragOptions<T extends Draggable> {
  /** The legal targets for this item (they glow while it is dragged). */
  targets(item: T): DropTarget[];
  /** Final check when the item is released over `target`. */
  canDrop(item: T, target: DropTarget): boolean;
  /** The drop is legal: move the item (e.g. `card.slideTo`) and play the move. */
  onDrop(item: T, target: DropTarget): void;
  /** The item was dropped nowhere legal and is snapping back. */
  onCancel?(item: T): void;
  /** A press and release without dragging. */
  onTap?(item: T): void;
  /** Whether this item may be dragged now (taps are reported either way). */
  canDrag?(item: T): boolean;
  onDragStart?(item: T): void;
  /** Movement (design px) before a press becomes a drag; touch uses 1.5×. Default 12. */
  threshold?: number;
}

interface Press<T> {
  item: T;
  pointerId: number;
  startX: number;
  startY: number;
  /** Item position when pressed. */
  itemX: number;
  itemY: number;
  depth: number;
  dragging: boolean;
  legal: DropTarget[];
  hovered: DropTarget | null;
}

/** Share of the item's area that must overlap a target for a drop without the pointer inside it. */
const MIN_OVERLAP = 0.3;

export class DragController<T extends Draggable = Draggable> {
  private readonly items = new Map<T, (pointer: Phaser.Input.Pointer) => void>();
  private press: Press<T> | null = null;
  private enabled = true;
  /** The game size last seen (see `onResize`). */
  private gameWidth: number;
  private gameHeight: number;

  constructor(
    readonly scene: Phaser.Scene,
    readonly options: DragOptions<T>,
  ) {
    scene.input.on('pointermove', this.onMove, this);
    scene.input.on('pointerup', this.onUp, this);
    scene.input.on('pointerupoutside', this.onUp, this);
    scene.input.on('gameout', this.onGameOut, this);
    scene.input.keyboard?.on('keydown-ESC', this.onEscape, this);
    scene.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    scene.events.once('shutdown', this.destroy, this);
    this.gameWidth = scene.scale.width;
    this.gameHeight = scene.scale.height;
  }

  /**
   * The game's size changed (the window turned): the scene lays its table out again and puts every
   * item in its new place, so a drag in progress just ends. No snap-back tween (its destination, where
   * the item was picked up, belongs to the old layout) and no `onCancel` (nothing was dropped, so a
   * scene's explanation of a refused drop would be wrong).
   */
  private onResize(): void {
    const { width, height } = this.scene.scale;
    if (width === this.gameWidth && height === this.gameHeight) return;
    this.gameWidth = width;
    this.gameHeight = height;
    this.finish();
  }

  /** Esc cancels a drag (FocusManager also routes Esc here first, so it never means "back" mid-drag). */
  private onEscape(event: KeyboardEvent): void {
    if (!this.press?.dragging) return;
    this.cancelDrag(false);
    // Phaser's version of this stops the scene's other key listeners (the "any key" ones such as
    // FocusManager's) from seeing this Esc.
    event.stopImmediatePropagation();
  }

  /** Makes `item` draggable / tappable (interactive with a hand cursor). */
  attach(item: T): void {
    if (this.items.has(item)) return;
    if (!item.input) item.setInteractive({ useHandCursor: true });
    const down = (pointer: Phaser.Input.Pointer): void => this.onDown(item, pointer);
    item.on('pointerdown', down);
    this.items.set(item, down);
  }

  detach(item: T): void {
    const down = this.items.get(item);
    if (!down) return;
    item.off('pointerdown', down);
    this.items.delete(item);
    if (this.press?.item === item) this.finish();
  }

  setEnabled(on: boolean): void {
    this.enabled = on;
    if (!on && this.press) this.cancelDrag();
  }

  get dragging(): boolean {
    return this.press?.dragging ?? false;
  }

  destroy(): void {
    this.scene.input?.off('pointermove', this.onMove, this);
    this.scene.input?.off('pointerup', this.onUp, this);
    this.scene.input?.off('pointerupoutside', this.onUp, this);
    this.scene.input?.off('gameout', this.onGameOut, this);
    this.scene.input?.keyboard?.off('keydown-ESC', this.onEscape, this);
    this.scene.scale?.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scene.events.off('shutdown', this.destroy, this);
    if (this.press?.dragging) setActiveDrag(this.scene, null);
    for (const [item, down] of this.items) item.off('pointerdown', down);
    this.items.clear();
    this.press = null;
  }

  private onDown(item: T, pointer: Phaser.Input.Pointer): void {
    if (!this.enabled || this.press) return;
    this.press = {
      item,
      pointerId: pointer.id,
      startX: pointer.worldX,
      startY: pointer.worldY,
      itemX: item.x,
      itemY: item.y,
      depth: item.depth,
      dragging: false,
      legal: [],
      hovered: null,
    };
  }

  private threshold(pointer: Phaser.Input.Pointer): number {
    const base = this.options.threshold ?? 12;
    return pointer.wasTouch ? base * 1.5 : base;
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const p = this.press;
    if (!p || pointer.id !== p.pointerId) return;
    const dx = pointer.worldX - p.startX;
    const dy = pointer.worldY - p.startY;
    if (!p.dragging) {
      if (Math.hypot(dx, dy) < this.threshold(pointer)) return;
      if (this.options.canDrag && !this.options.canDrag(p.item)) return;
      this.startDrag(p);
    }
    // Items are placed in world coordinates; convert the pointer movement for nested items.
    const parent = p.item.parentContainer;
    const sx = parent ? parent.scaleX : 1;
    const sy = parent ? parent.scaleY : 1;
    p.item.setPosition(p.itemX + dx / sx, p.itemY + dy / sy);
    this.updateHover(p, pointer);
  }

  private startDrag(p: Press<T>): void {
    p.dragging = true;
    this.scene.tweens.killTweensOf(p.item);
    p.item.setDepth(DEPTH.drag);
    if (p.item instanceof CardSprite) p.item.setLifted(true);
    p.legal = this.options.targets(p.item);
    for (const t of p.legal) t.setHighlight?.('legal');
    setActiveDrag(this.scene, () => this.cancelDrag(false));
    this.options.onDragStart?.(p.item);
  }

  /** The target under the pointer, else the one the item overlaps most (≥ 30% of its area). */
  private findTarget(p: Press<T>, pointer: Phaser.Input.Pointer): DropTarget | null {
    const under = p.legal.find((t) => containsPoint(t.getBounds(), pointer.worldX, pointer.worldY));
    if (under) return under;
    const box = p.item.getBounds();
    let best: DropTarget | null = null;
    let bestArea = MIN_OVERLAP * box.width * box.height;
    for (const t of p.legal) {
      const a = overlapArea(box, t.getBounds());
      if (a >= bestArea) {
        bestArea = a;
        best = t;
      }
    }
    return best;
  }

  private updateHover(p: Press<T>, pointer: Phaser.Input.Pointer): void {
    const target = this.findTarget(p, pointer);
    if (target === p.hovered) return;
    p.hovered?.setHighlight?.('legal');
    target?.setHighlight?.('target');
    p.hovered = target;
  }

  private onUp(pointer: Phaser.Input.Pointer): void {
    const p = this.press;
    if (!p || pointer.id !== p.pointerId) return;
    if (!p.dragging) {
      this.press = null;
      this.options.onTap?.(p.item);
      return;
    }
    this.updateHover(p, pointer);
    const target = p.hovered;
    if (target && this.options.canDrop(p.item, target)) {
      this.finish();
      this.options.onDrop(p.item, target);
      return;
    }
    // Put down (almost) where it was picked up: not a mistake, so no "illegal" sound.
    const moved = Math.hypot(pointer.worldX - p.startX, pointer.worldY - p.startY);
    this.cancelDrag(moved > 40);
  }

  private onGameOut(): void {
    if (this.press?.dragging) this.cancelDrag(false);
  }

  /** Snaps the dragged item back to where it came from. */
  private cancelDrag(complain = false): void {
    const p = this.press;
    if (!p) return;
    const item = p.item;
    const depth = p.depth;
    this.finish(false);
    if (complain) playSound('illegal');
    // Back to where it was picked up (not CardSprite.home, which a scene may never have set).
    void tweenTo(this.scene, item, { x: p.itemX, y: p.itemY }, 220, 'Back.easeOut').then(() => {
      if (item.active) item.setDepth(depth);
    });
    this.options.onCancel?.(item);
  }

  /** Clears highlights and the lifted look; restores depth unless the item is still flying back. */
  private finish(restoreDepth = true): void {
    const p = this.press;
    if (!p) return;
    this.press = null;
    if (p.dragging) setActiveDrag(this.scene, null);
    for (const t of p.legal) t.setHighlight?.('none');
    if (p.item instanceof CardSprite) p.item.setLifted(false);
    if (restoreDepth) p.item.setDepth(p.depth);
  }
}
