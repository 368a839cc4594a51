/**
 * "Look here": the places a player may act on glow strongly while the rest of an area dims, as the
 * official Sequence app dims its board and Microsoft Solitaire Collection its tableau. One dark layer
 * over the area with a hole cut for each lit place, and a coloured halo round each hole on a second
 * layer that breathes; the lit things themselves are not touched (they show through their holes at
 * full brightness, whatever their depth).
 *
 * Both layers are Canvas 2D textures drawn at half the design size and redrawn only when the set of
 * lit places changes: two quads per frame, no per-sprite tint. Places are lit and put out one by one
 * (`light(key, …)`), or a table hands over a `source` that lists what is lit now and calls
 * `invalidate()` whenever a highlight changes (from each target's own `setHighlight`). Either way the
 * layers are drawn once after the current run of calls (a microtask later): lighting twenty spaces,
 * or clearing the slots and then the cards of a selection, draws once.
 *
 * For browser tests: the dark layer is named `<name>` and each hole has an invisible zone named
 * `<name>:hole-<i>` (0, 1, …) with the hole's bounds (see the test hook's `names()` and `box()`).
 */
import Phaser from 'phaser';
import { animMs } from '../platform/settings';
import { roundRectPath } from './art/canvas';
import { isInstant } from './tween';

export interface SpotRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One lit place: its bounds (layout units), the halo's colour and the corner radius of the hole. */
export interface Spot extends SpotRect {
  color: number;
  radius?: number;
}

export interface SpotlightOptions {
  /** Depth of the dark layer; the halo is drawn just above it. */
  depth: number;
  /** Name for the test hook. */
  name: string;
  /** How dark the unlit part gets (0–1). */
  dim?: number;
}

/** Texture pixels per layout unit: the layers are soft, half the design size is plenty. */
const RES = 0.5;
/** How soft the edge of the dimmed area is (layout units). */
const FEATHER = 14;
/** Breathing of the halo: alpha from 1 down to this and back. */
const HALO_LOW = 0.55;
let counter = 0;

function hex(color: number, alpha = 1): string {
  return `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},${alpha})`;
}


export class Spotlight {
  private readonly dimLayer: Phaser.GameObjects.Image;
  private readonly haloLayer: Phaser.GameObjects.Image;
  private readonly dimTex: Phaser.Textures.CanvasTexture;
  private readonly haloTex: Phaser.Textures.CanvasTexture;
  private readonly spots = new Map<unknown, Spot>();
  /** Lists the lit places when set (then `light` is not used). */
  private source: (() => Spot[]) | null = null;
  private readonly holes: Phaser.GameObjects.Zone[] = [];
  private area: SpotRect;
  private queued = false;
  private shown = false;
  private breathing: Phaser.Tweens.Tween | null = null;
  private destroyed = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly opts: SpotlightOptions,
  ) {
    const id = ++counter;
    this.area = { x: 0, y: 0, width: scene.scale.width, height: scene.scale.height };
    this.dimTex = scene.textures.createCanvas(`spotlight-dim-${id}`, 4, 4)!;
    this.haloTex = scene.textures.createCanvas(`spotlight-halo-${id}`, 4, 4)!;
    this.dimLayer = scene.add.image(0, 0, this.dimTex).setOrigin(0).setDepth(opts.depth).setVisible(false).setName(opts.name);
    this.haloLayer = scene.add.image(0, 0, this.haloTex).setOrigin(0).setDepth(opts.depth + 0.5).setVisible(false);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  /** The part of the screen that dims (layout units); the whole screen until set. */
  setArea(area: SpotRect): void {
    this.area = { ...area };
    this.queue();
  }

  /** Lights `key`'s place (or puts it out with null). Drawn once the current run of calls is over. */
  light(key: unknown, spot: Spot | null): void {
    if (spot) this.spots.set(key, { ...spot });
    else if (!this.spots.delete(key)) return;
    this.queue();
  }

  /** From now on the lit places are whatever `source` lists when the layers are drawn. */
  setSource(source: () => Spot[]): void {
    this.source = source;
    this.queue();
  }

  /** Something lit may have changed: the layers are drawn again after the current run of calls. */
  invalidate(): void {
    this.queue();
  }

  /** Puts every place out. */
  clear(): void {
    if (this.spots.size === 0) return;
    this.spots.clear();
    this.queue();
  }

  /** The lit places now (as drawn after the current run of calls). */
  get lit(): readonly Spot[] {
    return [...this.spots.values()];
  }

  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (!this.destroyed) this.redraw();
    });
  }

  private redraw(): void {
    for (const z of this.holes.splice(0)) z.destroy();
    if (this.source) {
      this.spots.clear();
      this.source().forEach((spot, i) => this.spots.set(i, spot));
    }
    if (this.spots.size === 0) {
      this.fadeOut();
      return;
    }
    const { x, y, width, height } = this.area;
    const w = Math.max(4, Math.ceil(width * RES));
    const h = Math.max(4, Math.ceil(height * RES));
    for (const tex of [this.dimTex, this.haloTex]) if (tex.width !== w || tex.height !== h) tex.setSize(w, h);
    this.paintDim(w, h);
    this.paintHalo(w, h);
    for (const layer of [this.dimLayer, this.haloLayer]) layer.setPosition(x, y).setDisplaySize(width, height);
    for (const s of this.spots.values()) {
      this.holes.push(this.scene.add.zone(s.x + s.width / 2, s.y + s.height / 2, s.width, s.height).setName(`${this.opts.name}:hole-${this.holes.length}`));
    }
    this.fadeIn();
  }

  private local(s: Spot, grow = 0): [number, number, number, number, number] {
    return [(s.x - this.area.x - grow) * RES, (s.y - this.area.y - grow) * RES, (s.width + grow * 2) * RES, (s.height + grow * 2) * RES, ((s.radius ?? 12) + grow) * RES];
  }

  private paintDim(w: number, h: number): void {
    const ctx = this.dimTex.getContext();
    ctx.clearRect(0, 0, w, h);
    ctx.globalCompositeOperation = 'source-over';
    // The area's own edge is soft and rounded, so the dimmed part does not read as a dark box.
    const feather = FEATHER * RES;
    // Only the shape's blurred shadow is drawn: the shape itself (opaque: a shadow's alpha is the
    // shape's times its own) lies off the canvas, its shadow shifted back on.
    ctx.fillStyle = 'rgb(4,12,8)';
    ctx.shadowColor = `rgba(4,12,8,${this.opts.dim ?? 0.6})`;
    ctx.shadowBlur = feather;
    ctx.shadowOffsetX = w * 2;
    roundRectPath(ctx, feather - w * 2, feather, w - feather * 2, h - feather * 2, feather * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.shadowOffsetX = 0;
    // The holes, with a soft edge so they read as light rather than as cut-outs.
    ctx.globalCompositeOperation = 'destination-out';
    ctx.shadowColor = 'rgba(0,0,0,1)';
    ctx.shadowBlur = 10 * RES;
    ctx.fillStyle = '#000';
    for (const s of this.spots.values()) {
      roundRectPath(ctx, ...this.local(s, 4));
      ctx.fill();
    }
    ctx.shadowBlur = 0;
    ctx.globalCompositeOperation = 'source-over';
    this.dimTex.refresh();
  }

  private paintHalo(w: number, h: number): void {
    const ctx = this.haloTex.getContext();
    ctx.clearRect(0, 0, w, h);
    for (const s of this.spots.values()) {
      // A wide blurred glow, then a crisp bright rim just outside the place.
      ctx.shadowColor = hex(s.color, 1);
      ctx.shadowBlur = 26 * RES;
      ctx.strokeStyle = hex(s.color, 0.9);
      ctx.lineWidth = 10 * RES;
      roundRectPath(ctx, ...this.local(s, 6));
      ctx.stroke();
      ctx.shadowBlur = 0;
      ctx.strokeStyle = hex(s.color, 1);
      ctx.lineWidth = 5 * RES;
      roundRectPath(ctx, ...this.local(s, 4));
      ctx.stroke();
    }
    this.haloTex.refresh();
  }

  private fadeIn(): void {
    const wasShown = this.shown;
    this.shown = true;
    this.dimLayer.setVisible(true);
    this.haloLayer.setVisible(true);
    if (wasShown) return;
    this.scene.tweens.killTweensOf(this.dimLayer);
    if (isInstant()) this.dimLayer.setAlpha(1);
    else this.scene.tweens.add({ targets: this.dimLayer, alpha: { from: 0, to: 1 }, duration: animMs(160), ease: 'Sine.easeOut' });
    this.haloLayer.setAlpha(1);
    this.breathing?.stop();
    this.breathing = isInstant() ? null : this.scene.tweens.add({ targets: this.haloLayer, alpha: HALO_LOW, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private fadeOut(): void {
    if (!this.shown) return;
    this.shown = false;
    this.breathing?.stop();
    this.breathing = null;
    this.haloLayer.setVisible(false);
    this.scene.tweens.killTweensOf(this.dimLayer);
    if (isInstant()) this.dimLayer.setVisible(false);
    else this.scene.tweens.add({ targets: this.dimLayer, alpha: 0, duration: animMs(120), onComplete: () => this.dimLayer.setVisible(this.shown) });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.breathing?.stop();
    for (const z of this.holes.splice(0)) z.destroy();
    this.dimLayer.destroy();
    this.haloLayer.destroy();
    this.dimTex.destroy();
    this.haloTex.destroy();
  }
}
