/**
 * Finished games per game and set-up (bucket): played, won, win rate, best and average score.
 * Read from `src/platform/stats.ts`; the reset button asks for a second press before erasing.
 */
import Phaser from 'phaser';
import type { GameId } from '../engine/core';
import { getStats, resetStats, type BucketStats } from '../platform/stats';
import { t, hasString } from '../platform/i18n';
import { Button, FocusManager, Panel, textStyle, showToast, onSizeChange } from '../ui';
import { addBackdrop } from '../ui/backdrop';
import { fitTextWidth, fitTextsToOneSize } from '../ui/fitText';
import { goToScene } from '../ui/transition';

const GAMES: GameId[] = ['nothanks', 'gaps', 'sequence'];
/** At most this many set-ups per game are listed (the most played first), so the page never overflows. */
const MAX_BUCKETS = 4;

/** '4p-tactical' → '4 players · Tactical' (see the bucket naming in src/platform/stats.ts). */
function bucketLabel(game: GameId, bucket: string): string {
  return bucket
    .split('-')
    .map((part) => {
      const players = /^(\d+)p$/.exec(part);
      if (players) return t('stats.bucket.players', { n: players[1] as string });
      for (const key of [`stats.bucket.${part}`, `menu.${game}.variant.${part}`]) if (hasString(key)) return t(key);
      return part;
    })
    .join(' · ');
}

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export class Statistics extends Phaser.Scene {
  private armedReset = false;

  constructor() {
    super('Statistics');
  }

  create(): void {
    this.armedReset = false;
    addBackdrop(this);
    const focus = FocusManager.for(this);
    const { width, height } = this.scale;
    const portrait = height > width;
    const panelW = portrait ? 1040 : 1500;
    const panelH = portrait ? 1600 : 960;
    const top = height / 2 - panelH / 2;
    this.add.existing(new Panel(this, width / 2, height / 2, panelW, panelH, { radius: 28 }).setName('stats:panel'));
    this.add.text(width / 2, top + 80, t('stats.title'), textStyle('title', { fontSize: '76px' })).setOrigin(0.5);

    const left = width / 2 - panelW / 2 + 60;
    // The first column (the set-up) is left-aligned at 0; the five figures share the rest of the panel's
    // inner width, each centred in its own slot, so that a header never runs into its neighbour or past
    // the panel's edge (Czech headers did, in portrait).
    const labelW = portrait ? 300 : 560;
    const slotW = (panelW - 120 - labelW) / 5;
    const columns = [0, ...[0, 1, 2, 3, 4].map((i) => labelW + slotW * (i + 0.5))];
    const headers = ['', 'stats.played', 'stats.won', 'stats.winRate', 'stats.best', 'stats.average'];
    const sectionH = (panelH - 330) / GAMES.length;
    const headerTexts: Phaser.GameObjects.Text[] = [];
    const labelTexts: Phaser.GameObjects.Text[] = [];
    GAMES.forEach((game, gi) => {
      let y = top + 170 + gi * sectionH;
      this.add.text(left, y, t(`game.${game}`), textStyle('heading', { fontSize: portrait ? '54px' : '46px', color: '#f4d47c' })).setOrigin(0, 0);
      y += portrait ? 84 : 72;
      const buckets = Object.entries(getStats(game))
        .sort((a, b) => b[1].played - a[1].played)
        .slice(0, MAX_BUCKETS);
      if (buckets.length === 0) {
        this.add.text(left, y, t('stats.none'), textStyle('body', { fontSize: portrait ? '40px' : '32px', color: '#b8c4b8' }));
        return;
      }
      headers.forEach((key, ci) => {
        if (key) headerTexts.push(this.add.text(left + (columns[ci] as number), y, t(key), textStyle('small')).setOrigin(0.5, 0).setName(`stats:header-${gi}-${ci}`));
      });
      y += portrait ? 48 : 42;
      for (const [bucket, s] of buckets) {
        labelTexts.push(this.row(left, y, columns, bucketLabel(game, bucket), s, portrait));
        y += portrait ? 54 : 46;
      }
    });
    // One size for all headers, side by side: the largest at which every one fits. Set-up names, one
    // per line, each keep the largest size at which they fit.
    fitTextsToOneSize(headerTexts, slotW - 12, { from: portrait ? 30 : 26, min: 18 });
    for (const label of labelTexts) fitTextWidth(label, labelW - 16, { from: portrait ? 36 : 32, min: 24 });

    const back = (): void => goToScene(this, 'Menu', {}, 'back');
    const btnY = top + panelH - 80;
    const btn = portrait ? { width: 430, height: 104 } : { width: 360, height: 84 };
    const backBtn = new Button(this, width / 2 - btn.width / 2 - 25, btnY, { label: t('common.back'), onClick: back, variant: 'secondary', ...btn }).setName('stats:back');
    new Button(this, width / 2 + btn.width / 2 + 25, btnY, {
      label: t('stats.reset'),
      ...btn,
      variant: 'danger',
      onClick: () => {
        if (!this.armedReset) {
          this.armedReset = true;
          showToast(this, t('stats.resetConfirm'), 'info');
          return;
        }
        resetStats();
        goToScene(this, 'Statistics');
      },
    }).setName('stats:reset');
    focus.setOnBack(back);
    focus.focus(backBtn);

    const relayout = (): void => {
      this.scene.restart();
    };
    onSizeChange(this, relayout);
  }

  /** Adds one set-up's figures; returns the text of its name. */
  private row(left: number, y: number, columns: number[], label: string, s: BucketStats, portrait: boolean): Phaser.GameObjects.Text {
    const cells = [
      label,
      String(s.played),
      String(s.won),
      s.played ? `${Math.round((100 * s.won) / s.played)}%` : '–',
      s.best === null ? '–' : formatNumber(s.best),
      s.played ? formatNumber(s.total / s.played) : '–',
    ];
    const texts = cells.map((text, ci) =>
      this.add.text(left + (columns[ci] as number), y, text, textStyle('body', { fontSize: portrait ? '36px' : '32px' })).setOrigin(ci === 0 ? 0 : 0.5, 0),
    );
    return texts[0]!;
  }
}
