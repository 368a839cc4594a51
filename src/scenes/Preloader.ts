/**
 * Draws a progress bar while the shell prepares what every table needs: the generated card art
 * (drawn at runtime, nothing downloaded) and the sound sprite. Each step runs in its own frame so
 * the bar is redrawn between steps and really shows how far the work has got.
 */
import Phaser from 'phaser';
import { t } from '../platform/i18n';
import { COLORS, textStyle, registerArt, initSound } from '../ui';
import { goToScene, enterScene } from '../ui/transition';
import { addBackdrop } from '../ui/backdrop';
import { animMs } from '../platform/settings';

const BAR_W = 760;
const BAR_H = 22;

export class Preloader extends Phaser.Scene {
  private fill!: Phaser.GameObjects.Graphics;
  /** Work done (0..1) and the fraction the bar currently shows (it glides after `done`). */
  private done = 0;
  private bar = { shown: 0 };

  constructor() {
    super('Preloader');
  }

  create(): void {
    const { width, height } = this.scale;
    addBackdrop(this);
    const barW = Math.min(BAR_W, width * 0.7);
    const cx = width / 2;
    const cy = height * 0.56;
    this.add.text(cx, height * 0.42, t('app.title'), textStyle('title', { fontSize: '104px' })).setOrigin(0.5);
    this.add.text(cx, height * 0.49, t('app.loading'), textStyle('small', { fontSize: '30px' })).setOrigin(0.5);

    const track = this.add.graphics();
    track.fillStyle(COLORS.feltDark, 1).fillRoundedRect(cx - barW / 2 - 6, cy - BAR_H / 2 - 6, barW + 12, BAR_H + 12, (BAR_H + 12) / 2);
    track.lineStyle(2, COLORS.goldDark, 1).strokeRoundedRect(cx - barW / 2 - 6, cy - BAR_H / 2 - 6, barW + 12, BAR_H + 12, (BAR_H + 12) / 2);
    this.fill = this.add.graphics({ x: cx - barW / 2, y: cy - BAR_H / 2 });
    this.fill.setData('width', barW);
    enterScene(this);
    this.runSteps();
  }

  /** Records that `fraction` (0..1) of the work is done; the bar glides there. */
  private setProgress(fraction: number): void {
    this.done = Math.max(this.done, Math.min(1, fraction));
    this.tweens.killTweensOf(this.bar);
    this.tweens.add({ targets: this.bar, shown: this.done, duration: animMs(180), ease: 'Sine.easeOut', onUpdate: () => this.drawBar() });
  }

  private drawBar(): void {
    const w = (this.fill.getData('width') as number) * this.bar.shown;
    this.fill.clear();
    if (w <= 0) return;
    this.fill.fillStyle(COLORS.gold, 1).fillRoundedRect(0, 0, Math.max(w, BAR_H), BAR_H, BAR_H / 2);
  }

  /** Runs each step after a rendered frame, so the bar visibly advances between them. */
  private runSteps(): void {
    const steps: Array<{ share: number; run: (progress: (f: number) => void) => void }> = [
      { share: 0.85, run: (progress) => registerArt(this, progress) },
      { share: 0.15, run: () => initSound() },
    ];
    let done = 0;
    let index = 0;
    const next = (): void => {
      const step = steps[index++];
      if (!step) {
        this.setProgress(1);
        // Let the bar arrive at the end before leaving.
        this.time.delayedCall(animMs(260), () => goToScene(this, 'Menu'));
        return;
      }
      step.run((f) => this.setProgress(done + step.share * f));
      done += step.share;
      this.setProgress(done);
      // Wait one rendered frame before the next (synchronous) step.
      this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => this.time.delayedCall(0, next));
    };
    this.time.delayedCall(0, next);
  }
}
