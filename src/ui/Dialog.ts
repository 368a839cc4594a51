/**
 * A modal dialog: dims and blocks everything below, shows a title, text and a row of buttons, traps
 * keyboard focus in its own FocusManager layer, and resolves with the chosen button's value
 * (Esc resolves `cancelValue`).
 */
import Phaser from 'phaser';
import { Button, type ButtonVariant } from './Button';
import { FocusManager, type Focusable } from './FocusManager';
import { Panel } from './Panel';
import { solidRect } from './solidRect';
import { DEPTH, PHONE, isPhone, textStyle } from './theme';
import { dismissToasts } from './Toast';
import { wrapText } from './fitText';
import { tweenTo } from './tween';

export interface DialogOptions {
  title: string;
  text: string;
  buttons: Array<{ label: string; value: string; variant?: ButtonVariant }>;
  /** What Esc resolves with (default null). */
  cancelValue?: string | null;
  /**
   * The button focused when the dialog opens (by its value; default the first): the safe answer of
   * a question whose other answer loses something ("Keep playing" of "Leave this game?"), so that a
   * stray Enter after the Esc that asked does no harm.
   */
  focusValue?: string;
  width?: number;
  /**
   * The control that opened the dialog (asked when it closes): it gets the focus back if nothing
   * below has it (e.g. the dialog was opened by a click or a shortcut key), or, if it is gone, the
   * first control below does. Without it the focus is left as it was.
   */
  returnFocus?: () => Focusable | null | undefined;
}

const BUTTON_H = 84;
const PAD = 48;
/** Opacity of the layer that dims the table behind a dialog. */
const DIM_ALPHA = 0.55;

export class Dialog extends Phaser.GameObjects.Container {
  readonly result: Promise<string | null>;
  private resolveResult!: (v: string | null) => void;
  private closed = false;
  private readonly dim: Phaser.GameObjects.Image;
  private readonly box: Phaser.GameObjects.Container;

  constructor(
    scene: Phaser.Scene,
    readonly options: DialogOptions,
  ) {
    super(scene, 0, 0);
    this.result = new Promise((r) => (this.resolveResult = r));
    this.setDepth(DEPTH.dialog);
    dismissToasts(scene);
    const { width: sw, height: sh } = scene.scale;

    // The dim layer is interactive so clicks never reach the table below.
    this.dim = solidRect(scene, sw / 2, sh / 2, sw, sh, 0x000000, DIM_ALPHA).setInteractive();
    this.add(this.dim);

    const focus = FocusManager.for(scene);
    focus.pushLayer(() => this.close(options.cancelValue ?? null), options.returnFocus ?? null);

    const w = Math.min(options.width ?? 900, sw - 80);
    // On a phone: buttons a finger can hit and text of a readable size (PHONE).
    const phone = isPhone(scene);
    const buttonH = phone ? PHONE.target : BUTTON_H;
    const title = scene.add.text(0, 0, options.title, textStyle('heading', { align: 'center', wordWrap: { width: w - 2 * PAD }, ...(phone ? { fontSize: '54px' } : {}) })).setOrigin(0.5, 0);
    const body = scene.add.text(0, 0, '', textStyle('body', { align: 'center', ...(phone ? { fontSize: '40px' } : {}) })).setOrigin(0.5, 0);
    // A line of facts ("Games 12 · Wins 3 · Best 48") breaks between its phrases, never after a "·".
    wrapText(body, w - 2 * PAD).setText(options.text);
    const h = PAD + title.height + 24 + body.height + 40 + buttonH + PAD;
    const panel = new Panel(scene, 0, 0, w, h);
    this.box = scene.add.container(sw / 2, sh / 2, [panel, title, body]);
    title.setY(-h / 2 + PAD);
    body.setY(title.y + title.height + 24);

    const n = options.buttons.length;
    const gap = 24;
    const bw = Math.min(320, (w - 2 * PAD - gap * (n - 1)) / Math.max(1, n));
    const buttons = options.buttons.map((b, i) => {
      const bx = -((n - 1) * (bw + gap)) / 2 + i * (bw + gap);
      const btn = new Button(scene, bx, h / 2 - PAD - buttonH / 2, {
        label: b.label,
        variant: b.variant ?? (i === 0 ? 'primary' : 'secondary'),
        width: bw,
        height: buttonH,
        onClick: () => this.close(b.value),
      });
      // Named by its value: tests find a dialog's buttons (`dialog:leave`).
      btn.setName(`dialog:${b.value}`);
      this.box.add(btn);
      return btn;
    });
    // One label size for the row (the smallest any label needs): a short word is not drawn larger.
    const labelSize = Math.min(...buttons.map((b) => b.labelSize));
    for (const b of buttons) b.setLabelSize(labelSize);
    this.add(this.box);
    scene.add.existing(this);
    const first = buttons[Math.max(0, options.buttons.findIndex((b) => b.value === options.focusValue))];
    if (first) focus.focus(first);

    scene.scale.on('resize', this.relayout, this);
    // The scale manager outlives the scene: stop listening when the dialog goes, however it goes.
    this.once(Phaser.GameObjects.Events.DESTROY, () => scene.scale.off('resize', this.relayout, this));
    this.box.setScale(0.92).setAlpha(0);
    this.dim.setAlpha(0);
    void tweenTo(scene, this.dim, { alpha: DIM_ALPHA }, 160);
    void tweenTo(scene, this.box, { scaleX: 1, scaleY: 1, alpha: 1 }, 200, 'Back.easeOut');
  }

  private relayout(): void {
    const { width: sw, height: sh } = this.scene.scale;
    this.dim.setPosition(sw / 2, sh / 2).setDisplaySize(sw, sh);
    this.box.setPosition(sw / 2, sh / 2);
  }

  /** Closes with `value` (once; later calls are ignored). */
  close(value: string | null): void {
    if (this.closed) return;
    this.closed = true;
    const scene = this.scene;
    FocusManager.existing(scene)?.popLayer();
    scene.scale.off('resize', this.relayout, this);
    this.resolveResult(value);
    void tweenTo(scene, this, { alpha: 0 }, 140).then(() => this.destroy());
  }
}

/** Shows a modal dialog and resolves with the chosen button's value (Esc: `cancelValue`, default null). */
export function showDialog(scene: Phaser.Scene, options: DialogOptions): Promise<string | null> {
  return new Dialog(scene, options).result;
}
