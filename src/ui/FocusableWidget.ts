/**
 * What every focusable widget (Button, Choice, Slider) shares: the focus flag that redraws the widget
 * with its ring, the world-space focus rectangle of its box, and leaving the FocusManager when it is
 * destroyed. A widget supplies its box size (`focusBox`), `redraw` and `activate`.
 */
import Phaser from 'phaser';
import { FocusManager, type Focusable } from './FocusManager';

export abstract class FocusableWidget extends Phaser.GameObjects.Container implements Focusable {
  protected focused = false;

  /** Width and height of the box the focus ring surrounds, in the widget's own units. */
  protected abstract focusBox(): { width: number; height: number };
  protected abstract redraw(): void;
  abstract isFocusable(): boolean;
  abstract activate(): void;

  /** Shows the widget and, unless `focus` is false, adds it to its scene's Tab order. */
  protected addToScene(focus: boolean | undefined): void {
    this.scene.add.existing(this);
    if (focus ?? true) FocusManager.for(this.scene).add(this);
  }

  getFocusRect(): Phaser.Geom.Rectangle {
    const m = this.getWorldTransformMatrix();
    const { width, height } = this.focusBox();
    const w = width * Math.hypot(m.a, m.b);
    const h = height * Math.hypot(m.c, m.d);
    return new Phaser.Geom.Rectangle(m.tx - w / 2, m.ty - h / 2, w, h);
  }

  setFocused(on: boolean): void {
    this.focused = on;
    this.redraw();
  }

  override destroy(fromScene?: boolean): void {
    if (this.scene) FocusManager.existing(this.scene)?.remove(this);
    super.destroy(fromScene);
  }
}
