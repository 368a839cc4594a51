/**
 * A card on the table: a container with a soft shadow, the face or back image, a glow outline for
 * highlights, an optional text label and a lock badge. All motion goes through the promise tweens, so
 * it honours the speed setting.
 *
 * The parts sit directly in the card's container (no inner container for the flip and the lift): a
 * container costs the renderer a transform and a save/restore of every child's alpha and scroll
 * factor per frame, and a deal moves 52 cards at once. The flip squash, the lift and the shadow's
 * offset live in a `CardPose` whose setters pose the parts, so tweens animate the pose.
 *
 * The card's size is its texture frame (CARD_W × CARD_H); scenes scale the whole sprite with setScale.
 */
import Phaser from 'phaser';
import { BACK_FRAME, GLOW_FRAME, SHADOW_FRAME, TEX } from './art/keys';
import { centredWorldRect } from './bounds';
import type { DropTarget, Highlight } from './DropTarget';
import type { Focusable } from './FocusManager';
import { HIGHLIGHT_COLOR } from './highlight';
import { ShapeImage } from './ShapeImage';
import { showTinted } from './tint';
import { CARD_H, CARD_W, COLORS, textStyle } from './theme';
import { isInstant, tweenTo } from './tween';
import { EASE, type Step } from './stepPlayer';

export interface CardSpriteConfig {
  texture: 'cards' | 'nt';
  frame: string;
  faceUp?: boolean;
  id: string;
}

export interface MoveOptions {
  /** Base duration before the speed setting (default 260 ms). */
  baseMs?: number;
  ease?: string;
  /** Depth to take at the start of the move (so the card travels above others). */
  depth?: number;
  /** Uniform scale to reach by the end of the move. */
  scale?: number;
  /** Whether the destination becomes the card's home for snapBack (default true). */
  setHome?: boolean;
}

const SHADOW_REST = { x: 3, y: 5, alpha: 0.35 };
const SHADOW_LIFTED = { x: 12, y: 20, alpha: 0.5 };
const LIFT_SCALE = 1.07;

type PoseKey = 'squash' | 'lift' | 'shadowX' | 'shadowY';

/** A part of the card and where it sits when the card is flat and unlifted. */
interface Part {
  obj: Phaser.GameObjects.Components.Transform & Phaser.GameObjects.Components.Visible;
  x: number;
  y: number;
}

/**
 * The card's flip squash (1 = face-on, 0 = edge-on), lift scale and shadow offset; every change
 * re-poses the parts (tweens animate these properties).
 */
class CardPose {
  declare squash: number;
  declare lift: number;
  declare shadowX: number;
  declare shadowY: number;

  constructor(apply: () => void) {
    const values: Record<PoseKey, number> = { squash: 1, lift: 1, shadowX: SHADOW_REST.x, shadowY: SHADOW_REST.y };
    for (const key of Object.keys(values) as PoseKey[]) {
      Object.defineProperty(this, key, {
        get: () => values[key],
        set: (v: number) => {
          values[key] = v;
          apply();
        },
        enumerable: true,
      });
    }
  }
}

export class CardSprite extends Phaser.GameObjects.Container implements DropTarget, Focusable {
  readonly id: string;
  readonly textureKey: string;
  frameName: string;
  faceUp: boolean;
  /** Where snapBack returns to. */
  home: { x: number; y: number };
  /** Called by FocusManager on Enter / Space when the card has keyboard focus. */
  onActivate: (() => void) | null = null;
  highlight: Highlight = 'none';
  dimmed = false;
  locked = false;

  /** Flip squash, lift and shadow offset of the parts (the container itself keeps the scene's scale). */
  private readonly pose = new CardPose(() => this.applyPose());
  /** The parts in drawing order, with their flat positions (the shadow's comes from the pose). */
  private readonly parts: Part[] = [];
  private readonly shadow: Phaser.GameObjects.Image;
  private readonly face: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Image;
  private label: Phaser.GameObjects.Text | null = null;
  private lockBadge: ShapeImage | null = null;
  private pulse: Phaser.Tweens.Tween | null = null;
  private flipping: Promise<void> | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, config: CardSpriteConfig) {
    super(scene, x, y);
    this.id = config.id;
    this.textureKey = config.texture;
    this.frameName = config.frame;
    this.faceUp = config.faceUp ?? true;
    this.home = { x, y };
    this.shadow = scene.add.image(SHADOW_REST.x, SHADOW_REST.y, TEX.cards, SHADOW_FRAME).setAlpha(SHADOW_REST.alpha);
    this.face = scene.add.image(0, 0, this.textureKey, this.visibleFrame());
    this.glow = scene.add.image(0, 0, TEX.cards, GLOW_FRAME).setVisible(false);
    this.addPart(this.shadow, 0, 0);
    this.addPart(this.face, 0, 0);
    this.addPart(this.glow, 0, 0);
    this.applyPose();
    this.setSize(CARD_W, CARD_H);
    scene.add.existing(this);
  }

  /** Adds a part at its flat position (`above`: drawn just above that part, else on top). */
  private addPart(obj: Part['obj'] & Phaser.GameObjects.GameObject, x: number, y: number, above?: Phaser.GameObjects.GameObject): void {
    const part = { obj, x, y };
    if (above) {
      const at = this.parts.findIndex((p) => p.obj === (above as unknown));
      this.parts.splice(at + 1, 0, part);
      this.addAt(obj, this.getIndex(above) + 1);
    } else {
      this.parts.push(part);
      this.add(obj);
    }
    this.applyPose();
  }

  private applyPose(): void {
    const { squash, lift } = this.pose;
    for (const p of this.parts) {
      const shadow = p.obj === this.shadow;
      const x = shadow ? this.pose.shadowX : p.x;
      const y = shadow ? this.pose.shadowY : p.y;
      p.obj.setPosition(x * squash * lift, y * lift);
      p.obj.setScale(squash * lift, lift);
    }
  }

  private visibleFrame(): string {
    return this.faceUp ? this.frameName : BACK_FRAME;
  }

  private refreshFace(): void {
    this.paintFace();
    this.label?.setVisible(this.faceUp);
  }

  /** The face or back, greyed when locked, darker when dimmed. */
  private paintFace(): void {
    const tint = this.locked ? 0xd6d0c0 : this.dimmed ? 0x8c8c8c : null;
    showTinted(this.face, this.textureKey, this.visibleFrame(), tint);
  }

  /** Changes the face (e.g. a deck card revealed); keeps faceUp as it is. */
  setFrameName(frame: string): this {
    this.frameName = frame;
    this.refreshFace();
    return this;
  }

  /** Turns the card with a horizontal squash; the face swaps at the midpoint. */
  flip(faceUp: boolean, baseMs = 220): Promise<void> {
    // A destroyed card (its scene was left mid-animation) has nothing left to turn.
    if (!this.scene || (faceUp === this.faceUp && !this.flipping)) return Promise.resolve();
    this.faceUp = faceUp;
    if (isInstant()) {
      this.refreshFace();
      return Promise.resolve();
    }
    const run = async (): Promise<void> => {
      await tweenTo(this.scene, this.pose, { squash: 0 }, baseMs / 2, 'Sine.easeIn');
      // Destroyed meanwhile (its scene was left in the middle of a deal): nothing more to turn.
      if (!this.scene) return;
      this.refreshFace();
      await tweenTo(this.scene, this.pose, { squash: 1 }, baseMs / 2, 'Sine.easeOut');
    };
    this.flipping = run().finally(() => {
      this.flipping = null;
    });
    return this.flipping;
  }

  /** Shows the face (or the back) at once, without turning. */
  setFaceUp(faceUp: boolean): this {
    this.faceUp = faceUp;
    this.refreshFace();
    return this;
  }

  /**
   * The flip as choreography steps (src/ui/choreography.ts) starting `at` base ms into it: edge-on in
   * the first half, the other side in the second. For many cards turning on one schedule (a deal);
   * `flip` turns one card.
   */
  flipSteps(faceUp: boolean, at: number, baseMs = 220): Step[] {
    return [
      {
        target: this.pose,
        at,
        ms: baseMs / 2,
        to: { squash: 0 },
        ease: EASE.sineIn,
        onEnd: () => this.setFaceUp(faceUp),
      },
      { target: this.pose, at: at + baseMs / 2, ms: baseMs / 2, to: { squash: 1 }, ease: EASE.sineOut },
    ];
  }

  /** Animated move to (x, y) (named slideTo because Container.moveTo already exists in Phaser). */
  slideTo(x: number, y: number, opts: MoveOptions = {}): Promise<void> {
    if (!this.scene) return Promise.resolve();
    if (opts.setHome ?? true) this.home = { x, y };
    if (opts.depth !== undefined) this.setDepth(opts.depth);
    this.scene.tweens.killTweensOf(this);
    const props: Record<string, number> = { x, y };
    if (opts.scale !== undefined) {
      props.scaleX = opts.scale;
      props.scaleY = opts.scale;
    }
    return tweenTo(this.scene, this, props, opts.baseMs ?? 260, opts.ease ?? 'Cubic.easeOut');
  }

  setHome(x: number, y: number): this {
    this.home = { x, y };
    return this;
  }

  /** Returns to `home` (after an illegal drop). */
  snapBack(): Promise<void> {
    return this.slideTo(this.home.x, this.home.y, { baseMs: 220, ease: 'Back.easeOut' });
  }

  /** Raised look while dragged: slightly bigger, with a longer, darker shadow. */
  setLifted(on: boolean): this {
    const s = on ? SHADOW_LIFTED : SHADOW_REST;
    const scale = on ? LIFT_SCALE : 1;
    void tweenTo(this.scene, this.pose, { shadowX: s.x, shadowY: s.y }, 120);
    void tweenTo(this.scene, this.shadow, { alpha: s.alpha }, 120);
    void tweenTo(this.scene, this.pose, { lift: scale }, 120);
    return this;
  }

  /** Glow outline: legal (green), hint (blue, pulsing), selected (gold), target (white), none. */
  setHighlight(h: Highlight): this {
    if (h === this.highlight) return this;
    this.highlight = h;
    this.pulse?.stop();
    this.pulse = null;
    if (h === 'none') {
      this.glow.setVisible(false);
      return this;
    }
    showTinted(this.glow, TEX.cards, GLOW_FRAME, HIGHLIGHT_COLOR[h]);
    this.glow.setVisible(true).setAlpha(1);
    if (h === 'hint' && !isInstant()) {
      this.pulse = this.scene.tweens.add({ targets: this.glow, alpha: 0.35, duration: 600, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    return this;
  }

  /** Darker face: not playable right now. */
  setDimmed(on: boolean): this {
    this.dimmed = on;
    this.paintFace();
    return this;
  }

  /** Locked (e.g. part of a completed sequence or a finished row): greyed face plus a padlock badge. */
  setLocked(on: boolean): this {
    this.locked = on;
    this.paintFace();
    if (on && !this.lockBadge) {
      this.lockBadge = drawLockBadge(this.scene, 0, 0);
      this.addPart(this.lockBadge, CARD_W / 2 - 30, -CARD_H / 2 + 30);
    }
    this.lockBadge?.setVisible(on);
    return this;
  }

  /** Text written on the face (Sequence Numbers equations on the `blank` frame); null removes it. */
  setLabel(text: string | null, style?: Phaser.Types.GameObjects.Text.TextStyle): this {
    if (text === null) {
      this.label?.destroy();
      this.label = null;
      return this;
    }
    if (!this.label) {
      this.label = this.scene.add
        .text(0, 0, text, style ?? textStyle('numeral', { fontSize: '52px', align: 'center', wordWrap: { width: CARD_W - 36 } }))
        .setOrigin(0.5);
      // Above the face, below the glow and the lock badge.
      this.addPart(this.label, 0, 0, this.face);
    } else {
      this.label.setText(text);
      if (style) this.label.setStyle(style);
    }
    this.label.setVisible(this.faceUp);
    return this;
  }

  /** The card's own rectangle in world space (without shadow or glow). */
  override getBounds<O extends Phaser.Geom.Rectangle>(output?: O): O {
    return centredWorldRect(this, CARD_W, CARD_H, output ?? new Phaser.Geom.Rectangle()) as O;
  }

  getFocusRect(): Phaser.Geom.Rectangle {
    return this.getBounds();
  }

  isFocusable(): boolean {
    return this.visible && this.active && this.onActivate !== null;
  }

  activate(): void {
    this.onActivate?.();
  }

  override destroy(fromScene?: boolean): void {
    this.pulse?.stop();
    this.scene?.tweens.killTweensOf([this, this.pose, this.shadow]);
    super.destroy(fromScene);
  }
}

/** A small gold disc with a padlock (one shared texture for every card). */
function drawLockBadge(scene: Phaser.Scene, x: number, y: number): ShapeImage {
  return new ShapeImage(scene, x, y).draw((g) =>
    g
      .fillStyle(COLORS.ink, 0.85)
      .fillCircle(0, 0, 22)
      .lineStyle(3, COLORS.gold, 1)
      .strokeCircle(0, 0, 22)
      .lineStyle(4, COLORS.gold, 1)
      .strokeArc(0, -4, 7, Math.PI, 0)
      .fillStyle(COLORS.gold, 1)
      .fillRoundedRect(-10, -4, 20, 15, 3)
      .fillStyle(COLORS.ink, 1)
      .fillCircle(0, 3, 2.5),
  );
}
