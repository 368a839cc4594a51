/**
 * What a drag can be dropped on, and how drop targets and cards show highlights.
 */
import type Phaser from 'phaser';

export type Highlight = 'none' | 'legal' | 'hint' | 'selected' | 'target';

export interface DropTarget {
  id: string;
  getBounds(): Phaser.Geom.Rectangle;
  setHighlight?(h: Highlight): void;
}
