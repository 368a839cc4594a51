/**
 * Drag and drop of cards (or any GameObject). Stub: implementation follows.
 */
import type Phaser from 'phaser';
import type { DropTarget } from './DropTarget';

export type Draggable = Phaser.GameObjects.GameObject & { x: number; y: number };

export interface DragOptions<T extends Draggable> {
  targets(item: T): DropTarget[];
  canDrop(item: T, target: DropTarget): boolean;
  onDrop(item: T, target: DropTarget): void;
  onCancel?(item: T): void;
  onTap?(item: T): void;
  canDrag?(item: T): boolean;
  onDragStart?(item: T): void;
  threshold?: number;
}

export class DragController<T extends Draggable = Draggable> {
  constructor(readonly scene: Phaser.Scene, readonly options: DragOptions<T>) {}
  attach(item: T): void { void item; }
  detach(item: T): void { void item; }
  setEnabled(on: boolean): void { void on; }
  destroy(): void {}
}
