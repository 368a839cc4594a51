/**
 * The pass-and-play privacy screen: "Pass the device to <name> — tap when ready".
 *
 * When several people share one screen, a table scene shows it before each person's turn so the
 * previous player's hidden information (chips, hand) is never seen by the next one. It covers the
 * whole table with an opaque felt curtain, takes the keyboard (its own FocusManager layer: Enter or
 * Space on the Ready button) and resolves `done` when the player taps anywhere or presses the button.
 *
 * Table scenes do not build it themselves: `TableScene.handOver(seat, who)` shows it once per change
 * of person in pass-and-play and counts it as an open dialog until it has faded out.
 * ```ts
 * await this.handOver(seat, { name: 'Player 2', color: COLORS.team[1] });
 * this.revealPrivateInfo(); // only now draw what the new player may see
 * ```
 * Named objects for browser tests: `handover` (the curtain) and `handover:ready` (the button).
 * The scene should not reveal the next player's private view before `done` resolves; it may hide
 * the previous player's view at once (the curtain fades in over the table).
 */
import Phaser from 'phaser';
import { addStrings, t } from '../platform/i18n';
import { Button } from './Button';
import { FocusManager } from './FocusManager';
import { Panel } from './Panel';
import { ShapeImage } from './ShapeImage';
import { solidRect } from './solidRect';
import { playSound } from './sound';
import { COLORS, CSS, DEPTH, PHONE, isPhone, textStyle } from './theme';
import { tweenTo } from './tween';
import { onTap } from './tap';

addStrings({
  en: { 'handover.passTo': 'Pass the device to', 'handover.tap': 'Tap anywhere when ready', 'handover.ready': 'I’m ready' },
  cs: { 'handover.passTo': 'Předejte zařízení hráči', 'handover.tap': 'Až budete připraveni, klepněte kamkoli', 'handover.ready': 'Jsem připraven' },
  de: { 'handover.passTo': 'Gib das Gerät weiter an', 'handover.tap': 'Tippe irgendwo, wenn du bereit bist', 'handover.ready': 'Bereit' },
});

export interface HandOverOptions {
  /** Who plays next (shown large). */
  name: string;
  /** Accent colour of that player (the name is drawn in it); gold by default. */
  color?: number;
  /** An optional extra line under the name, e.g. what happened since their last turn. */
  note?: string;
}

const FADE_IN_MS = 220;
const FADE_OUT_MS = 260;

export class HandOverScreen extends Phaser.GameObjects.Container {
  /** Resolves once the next player has confirmed they hold the device. */
  readonly done: Promise<void>;
  /** Resolves once the curtain covers the table (faded in): the table may change unseen below it. */
  readonly covering: Promise<void>;
  private resolveDone!: () => void;
  private closing = false;
  private readonly curtain: Phaser.GameObjects.Image;
  private readonly card: Phaser.GameObjects.Container;
  private readonly button: Button;
  private readonly hint: Phaser.GameObjects.Text;
  private readonly onResize = (): void => this.layout();

  constructor(scene: Phaser.Scene, readonly options: HandOverOptions) {
    super(scene, 0, 0);
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.setDepth(DEPTH.dialog).setAlpha(0);

    // Opaque: the point of this screen is that nothing of the table shows through.
    this.curtain = solidRect(scene, 0, 0, 10, 10, COLORS.feltDark).setOrigin(0).setName('handover');
    this.curtain.setInteractive();
    // A tap is a press and a release on the curtain. The release of a press begun before the screen
    // came up (the previous player's second tap on "No thanks!", say) must not close it: the next
    // player's hidden chips or hand would show to the player who just moved.
    onTap(this.curtain, () => this.dismiss());
    this.add(this.curtain);

    const portrait = isPhone(scene);
    const w = portrait ? 900 : 980;
    // A phone's finger-high button and larger hint take more room.
    const h = (options.note ? 560 : 500) + (portrait ? 110 : 0);
    this.card = scene.add.container(0, 0);
    this.card.add(new Panel(scene, 0, 0, w, h, { radius: 32 }));
    this.card.add(this.deviceIcon(0, -h / 2 + 92));
    this.card.add(scene.add.text(0, -h / 2 + 190, t('handover.passTo'), textStyle('body', { fontSize: '38px', color: CSS.textDim })).setOrigin(0.5));
    const nameColor = `#${(options.color ?? COLORS.gold).toString(16).padStart(6, '0')}`;
    this.card.add(scene.add.text(0, -h / 2 + 270, options.name, textStyle('title', { fontSize: '84px', color: nameColor })).setOrigin(0.5));
    if (options.note) {
      this.card.add(scene.add.text(0, -h / 2 + 345, options.note, textStyle('body', { fontSize: portrait ? `${PHONE.text + 2}px` : '30px', align: 'center', wordWrap: { width: w - 80 } })).setOrigin(0.5));
    }
    this.hint = scene.add.text(0, h / 2 - (portrait ? 196 : 150), t('handover.tap'), textStyle('small', { fontSize: portrait ? `${PHONE.text}px` : '28px' })).setOrigin(0.5);
    this.card.add(this.hint);
    this.add(this.card);

    // The button lives in its own focus layer so the table below cannot be reached by keyboard.
    const focus = FocusManager.for(scene);
    focus.pushLayer(null);
    this.button = new Button(scene, 0, h / 2 - (portrait ? 96 : 70), { label: t('handover.ready'), onClick: () => this.dismiss(), width: 380, height: portrait ? PHONE.target : 84 });
    this.button.setName('handover:ready');
    this.card.add(this.button);
    focus.focus(this.button);

    this.layout();
    scene.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.once(Phaser.GameObjects.Events.DESTROY, () => scene.scale.off(Phaser.Scale.Events.RESIZE, this.onResize));
    scene.add.existing(this);

    this.covering = tweenTo(scene, this, { alpha: 1 }, FADE_IN_MS);
    // A gentle breathing of the hint tells the player the whole screen is the button.
    const breathing = scene.tweens.add({ targets: this.hint, alpha: 0.45, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.once(Phaser.GameObjects.Events.DESTROY, () => breathing.remove());
  }

  /** Closes the screen (fade out) and resolves `done`; further calls do nothing. */
  dismiss(): void {
    if (this.closing) return;
    this.closing = true;
    playSound('click');
    // The curtain keeps taking presses while it fades out (a second press does nothing, as `closing`
    // says): the second tap of a double tap went through to the table below and played on it, e.g.
    // took No Thanks' card for the next player before they had seen it.
    FocusManager.existing(this.scene)?.popLayer();
    this.resolveDone();
    void tweenTo(this.scene, this, { alpha: 0 }, FADE_OUT_MS).then(() => this.destroy());
  }

  private layout(): void {
    const { width, height } = this.scene.scale;
    this.curtain.setDisplaySize(width, height);
    this.card.setPosition(width / 2, height / 2);
  }

  /** A phone with an arrow: "hand this over", understood without reading. */
  private deviceIcon(x: number, y: number): ShapeImage {
    return new ShapeImage(this.scene, x, y).draw((g) => {
      g.lineStyle(6, COLORS.gold, 1).strokeRoundedRect(-70, -48, 64, 100, 12);
      g.fillStyle(COLORS.gold, 1).fillCircle(-38, 40, 5);
      g.lineStyle(7, COLORS.text, 1).lineBetween(18, 2, 76, 2);
      g.fillStyle(COLORS.text, 1).fillTriangle(70, -16, 98, 2, 70, 20);
    });
  }
}

