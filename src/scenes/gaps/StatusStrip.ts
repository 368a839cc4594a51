/**
 * The strip under the tableau: score, redeals left, the deal number (a button that opens the deal
 * dialog), a "thinking" mark while the hint is computed, the solver's "winnable from here?" pill
 * (tap to turn it on or off) and the Autoplay button once the solver has found a win.
 * Landscape: one line. Portrait: two lines.
 */
import Phaser from 'phaser';
import { t } from '../../platform/i18n';
import { Button, COLORS, CSS, DEPTH, FocusManager, PHONE, ShapeImage, isPhone, onTap, textStyle } from '../../ui';
import { fitTextWidth } from '../../ui/fitText';
import { isInstant } from '../../ui/tween';
import type { Verdict } from '../../ai-worker/SolverClient';
import { MoveClock } from './MoveClock';

export type SolverShown = Verdict | 'off' | 'checking' | 'needsRedeal' | 'lost';

export interface StatusStripHandlers {
  onDeal(): void;
  onToggleSolver(): void;
  onAutoplay(): void;
}

const PILL_COLOR: Record<SolverShown, number> = {
  off: COLORS.textDim,
  checking: COLORS.textDim,
  winnable: COLORS.success,
  needsRedeal: COLORS.gold,
  unwinnable: COLORS.gold,
  lost: COLORS.error,
  unknown: COLORS.info,
  error: COLORS.textDim,
};

const PILL_KEY: Record<SolverShown, string> = {
  off: 'gaps.solver.off',
  checking: 'gaps.solver.checking',
  winnable: 'gaps.solver.winnable',
  needsRedeal: 'gaps.solver.needsRedeal',
  unwinnable: 'gaps.solver.needsRedeal',
  lost: 'gaps.solver.lost',
  unknown: 'gaps.solver.unknown',
  error: 'gaps.solver.error',
};

const PILL_W = 360;

/**
 * Height the strip needs at the bottom of the screen (portrait: a line of text over finger-high
 * controls; a phone held sideways: one row of finger-high controls).
 */
export function stripHeight(portrait: boolean, phone = portrait): number {
  // A phone: the score, the moves and time under it, then the finger-high deal button and solver pill.
  return portrait ? 108 + PHONE.target + 24 : phone ? PHONE.target + 40 : 110;
}

/** Height of the solver pill as drawn; in portrait it takes touches a finger high (PHONE.target). */
const PILL_H = 56;
const PHONE_PILL_H = 84;

export class StatusStrip {
  private readonly root: Phaser.GameObjects.Container;
  private readonly score: Phaser.GameObjects.Text;
  private readonly redeals: Phaser.GameObjects.Text;
  private readonly deal: Button;
  private readonly thinking: Phaser.GameObjects.Text;
  private readonly pill: Phaser.GameObjects.Container;
  private readonly pillBg: ShapeImage;
  private readonly pillText: Phaser.GameObjects.Text;
  private readonly autoplay: Button;
  /** Moves and time, under the score (a tap hides them). */
  readonly clock: MoveClock;
  private thinkingTween: Phaser.Tweens.Tween | null = null;
  private solver: SolverShown = 'off';
  private lastScore = -1;
  /** Laid out for a phone held upright (finger-sized controls, 12 CSS px text). */
  private phone = false;

  constructor(
    private readonly scene: Phaser.Scene,
    handlers: StatusStripHandlers,
  ) {
    this.root = scene.add.container(0, 0).setDepth(DEPTH.hud);
    this.score = scene.add.text(0, 0, '', textStyle('score', { fontSize: '40px' })).setOrigin(0, 0.5).setName('gaps:score');
    this.redeals = scene.add.text(0, 0, '', textStyle('body', { fontSize: '28px', color: CSS.textDim })).setOrigin(0, 0.5).setName('gaps:redeals');
    // Made before the deal button: it comes first in the Tab order, as it stands above or beside it.
    this.clock = new MoveClock(scene);
    this.deal = new Button(scene, 0, 0, { label: '', icon: '#', onClick: handlers.onDeal, width: 300, height: 64, variant: 'ghost', fontSize: 26 });
    this.deal.setName('gaps:deal');
    this.thinking = scene.add.text(0, 0, t('gaps.thinking'), textStyle('body', { fontSize: '28px', color: CSS.thinking, fontStyle: 'italic' })).setOrigin(1, 0.5).setVisible(false).setName('gaps:thinking');
    this.pillBg = new ShapeImage(scene);
    this.pillText = scene.add.text(0, 0, '', textStyle('body', { fontSize: '26px' })).setOrigin(0, 0.5);
    this.pill = scene.add.container(0, 0, [this.pillBg, this.pillText]).setName('gaps:solver');
    this.pill.setSize(PILL_W, 56).setInteractive({ useHandCursor: true });
    onTap(this.pill, () => handlers.onToggleSolver());
    // Reached from the keyboard too, after the deal button (Tab to it, Enter).
    FocusManager.for(scene).add({
      getFocusRect: () => this.pill.getBounds(),
      isFocusable: () => this.pill.active && this.pill.visible && this.root.visible,
      activate: handlers.onToggleSolver,
      describe: () => ({ name: this.pillText.text, pressed: this.solver !== 'off' }),
    });
    this.autoplay = new Button(scene, 0, 0, { label: t('gaps.autoplay'), icon: '▶', onClick: handlers.onAutoplay, width: 250, height: 64, variant: 'primary', fontSize: 26 });
    this.autoplay.setName('gaps:autoplay').setVisible(false);
    this.root.add([this.score, this.redeals, this.deal, this.thinking, this.pill, this.autoplay, this.clock.text]);
    this.layout();
  }

  /**
   * Places the parts for the current design size; `cardsBottom` is the lowest edge of the cards' touch
   * boxes, which no part of the strip may reach into.
   */
  layout(cardsBottom = -Infinity): void {
    const { width, height } = this.scene.scale;
    const pillX = (portrait: boolean): number => width - (portrait ? 40 : 60) - PILL_W / 2;
    const portrait = height > width;
    // A phone held sideways keeps the landscape row, at a phone's sizes.
    const phone = isPhone(this.scene);
    this.phone = phone;
    this.clock.setPhone(phone);
    const dealW = phone ? 380 : 300;
    const autoW = phone ? 300 : 250;
    this.deal.setBoxSize(dealW, phone ? PHONE.target : 64).setLabelSize(this.labelSize());
    this.autoplay.setBoxSize(autoW, phone ? PHONE.target : 64).setLabelSize(this.labelSize());
    this.pill.setSize(PILL_W, phone ? PHONE.target : PILL_H);
    (this.pill.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, PILL_W, phone ? PHONE.target : PILL_H);
    for (const text of [this.redeals, this.thinking]) text.setFontSize(phone ? PHONE.text : 28);
    if (portrait) {
      const y1 = height - stripHeight(true) + 44;
      const y2 = height - 20 - PHONE.target / 2;
      // The score, then the clock, each clear of the next (the clock's bottom 8 above the deal button).
      this.score.setPosition(40, y1 - 12);
      this.clock.text.setOrigin(0, 1).setPosition(42, y2 - PHONE.target / 2 - 8);
      this.clock.setRoom(cardsBottom, y2 - PHONE.target / 2);
      this.redeals.setOrigin(1, 0.5).setPosition(width - 40, y1);
      this.autoplay.setPosition(width / 2 + 20, y1 - 12);
      this.deal.setPosition(40 + 190, y2);
      this.pill.setPosition(pillX(true), y2);
      this.thinking.setOrigin(0.5, 0.5).setPosition(width / 2, y1);
    } else {
      const y = phone ? height - 20 - PHONE.target / 2 : height - 58;
      // 24 above the strip's middle: the clock's focus ring (9 round its line) then stays clear of the score.
      this.score.setPosition(60, y - 24);
      this.clock.text.setOrigin(0, 0.5).setPosition(62, y + (phone ? 30 : 28));
      this.clock.setRoom(cardsBottom, height);
      this.redeals.setOrigin(0, 0.5).setPosition(phone ? 440 : 400, y);
      this.deal.setPosition(width / 2, y);
      this.pill.setPosition(pillX(false), y);
      this.autoplay.setPosition(pillX(false) - PILL_W / 2 - 24 - autoW / 2, y);
      this.thinking.setOrigin(1, 0.5).setPosition(width / 2 - dealW / 2 - 24, y);
    }
    this.drawPill();
  }

  setScore(score: number): void {
    this.score.setText(t('gaps.score', { score }));
    if (this.lastScore >= 0 && score > this.lastScore && !isInstant()) {
      this.scene.tweens.add({ targets: this.score, scale: 1.12, duration: 120, yoyo: true, ease: 'Sine.easeOut' });
    }
    this.lastScore = score;
  }

  /** Redeals left; -1 = unlimited; null: the game has none at all (nothing to count). */
  setRedeals(left: number | null): void {
    this.redeals.setText(left === null ? '' : left < 0 ? t('gaps.redealsUnlimited') : t('gaps.redealsLeft', { n: left }));
  }

  /** The deal's name (dealLabel: "Deal 123 456 789", "Daily deal · 27 Nov 2026"). */
  setDeal(label: string): void {
    this.deal.setLabel(label).setLabelSize(this.labelSize());
  }

  setThinking(on: boolean): void {
    this.thinking.setVisible(on);
    this.thinkingTween?.stop();
    this.thinkingTween = null;
    this.thinking.setAlpha(1);
    if (on && !isInstant()) this.thinkingTween = this.scene.tweens.add({ targets: this.thinking, alpha: 0.35, duration: 450, yoyo: true, repeat: -1 });
  }

  setSolver(shown: SolverShown): void {
    this.solver = shown;
    this.drawPill();
  }

  setAutoplay(visible: boolean, running = false): void {
    this.autoplay.setVisible(visible);
    this.autoplay.setLabel(running ? t('gaps.stop') : t('gaps.autoplay'), running ? '■' : '▶').setLabelSize(this.labelSize());
  }

  /** The buttons' label size: a phone keeps 12 CSS px and more. */
  private labelSize(): number {
    return this.phone ? PHONE.text + 2 : 26;
  }

  private drawPill(): void {
    const color = PILL_COLOR[this.solver];
    this.pillText.setText(t(PILL_KEY[this.solver])).setPosition(-PILL_W / 2 + 44, 0);
    const w = PILL_W;
    const h = this.phone ? PHONE_PILL_H : PILL_H;
    this.pillBg.draw((g) => {
      g.fillStyle(0x000000, 0.28).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
      g.lineStyle(2, color, 0.9).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
      // The dot: filled when the solver has an answer, hollow while it is off or checking.
      if (this.solver === 'off' || this.solver === 'checking') g.lineStyle(3, color, 1).strokeCircle(-w / 2 + 24, 0, 9);
      else g.fillStyle(color, 1).fillCircle(-w / 2 + 24, 0, 10);
    });
    this.pillText.setColor(this.solver === 'off' ? '#b8c4b8' : '#f4efe2');
    // Keep long translations inside the pill.
    fitTextWidth(this.pillText, w - 60, this.phone ? { from: PHONE.text, min: PHONE.text } : { from: 26, min: 16 });
  }
}
