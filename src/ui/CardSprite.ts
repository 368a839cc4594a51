/**
 * A card on the table. Stub: implementation follows.
 */
import Phaser from 'phaser';
import type { Highlight, DropTarget } from './DropTarget';
import type { Focusable } from './FocusManager';

export interface CardSpriteConfig {
  texture: 'cards' | 'nt';
  frame: string;
  faceUp?: boolean;
  id: string;
}

export interface MoveOptions {
  baseMs?: number;
  ease?: string;
  depth?: number;
  scale?: number;
  setHome?: boolean;
}

export class CardSprite extends Phaser.GameObjects.Container implements DropTarget, Focusable {
  readonly id: string;
  frameName: string;
  faceUp: boolean;
  home = { x: 0, y: 0 };
  onActivate: (() => void) | null = null;
  constructor(scene: Phaser.Scene, x: number, y: number, config: CardSpriteConfig) {
    super(scene, x, y);
    this.id = config.id;
    this.frameName = config.frame;
    this.faceUp = config.faceUp ?? true;
    this.home = { x, y };
    scene.add.existing(this);
  }
  flip(faceUp: boolean, baseMs = 220): Promise<void> { void baseMs; this.faceUp = faceUp; return Promise.resolve(); }
  setFrameName(frame: string): this { this.frameName = frame; return this; }
  slideTo(x: number, y: number, opts: MoveOptions = {}): Promise<void> { void opts; this.setPosition(x, y); return Promise.resolve(); }
  setHome(x: number, y: number): this { this.home = { x, y }; return this; }
  snapBack(): Promise<void> { return this.slideTo(this.home.x, this.home.y); }
  setLifted(on: boolean): this { void on; return this; }
  setHighlight(h: Highlight): this { void h; return this; }
  setDimmed(on: boolean): this { void on; return this; }
  setLocked(on: boolean): this { void on; return this; }
  setLabel(text: string | null, style?: Phaser.Types.GameObjects.Text.TextStyle): this { void text; void style; return this; }
  getFocusRect(): Phaser.Geom.Rectangle { return this.getBounds(); }
  isFocusable(): boolean { return this.visible && this.active; }
  activate(): void { this.onActivate?.(); }
}
