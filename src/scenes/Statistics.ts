/**
 * Finished games per game and set-up (bucket): played, won, win rate, win streak (now and longest),
 * best and average score.
 * Read from `src/platform/stats.ts`; the reset button asks for a second press before erasing.
 */
import Phaser from 'phaser';
import type { GameId } from '../engine/core';
import { gameIds, gameInfo } from '../platform/gameRegistry';
import { getStats, resetStats, type BucketStats } from '../platform/stats';
import { t, hasString } from '../platform/i18n';
import { Button, CSS, FocusManager, PHONE, Panel, isPhone, textStyle, showToast, onSizeChange, pressTime, withinDoubleTap } from '../ui';
import { accessible } from '../ui/a11y';
import { addBackdrop } from '../ui/backdrop';
import { clampLines, lineCount, shortenUntil, wrapWords } from '../ui/fitText';
import { goToScene } from '../ui/transition';
import { shareRows } from '../ui/layout';
import type { MenuData } from './Menu';

/** At most this many set-ups per game are listed (the most played first); fewer when they would not fit. */
const MAX_BUCKETS = 4;

/** Vertical metrics (design px): where the table may go in the panel, and each part's height. */
interface Metrics {
  contentTop: number;
  contentBottom: number;
  heading: number;
  headingFont: number;
  header: number;
  row: number;
  rowFont: number;
  empty: number;
  emptyFont: number;
  gap: number;
  /**
   * A set-up's figures go on the line below its name, across the panel's whole width (portrait: five
   * figures beside the names left each column about 45 CSS px on a phone, and headers shrank to 8 px).
   */
  stacked: boolean;
  /**
   * The column headers stand once, on the first game's heading line, not under every game's heading
   * (a phone held sideways: three header rows took the room of two set-ups). `header` is then the
   * room kept for a header on two lines.
   */
  sharedHeaders?: boolean;
  /**
   * The column headers stand once, under the first game's heading, on up to two lines (`header` is
   * the room kept for them): the figures of every game stand in the same columns below. Under every
   * game, a phone in portrait had no room for two lines, and a German "Serie (beste)" ended in "…".
   */
  headersOnce?: boolean;
}
const PORTRAIT: Metrics = { contentTop: 160, contentBottom: 176, heading: 72, headingFont: 54, header: 88, row: 100, rowFont: PHONE.text, empty: 56, emptyFont: 40, gap: 26, stacked: true, headersOnce: true };
/** A phone held sideways: the landscape table (figures beside the names), at phone text sizes. */
const SIDEWAYS: Metrics = { contentTop: 124, contentBottom: 170, heading: 54, headingFont: 46, header: 40, row: 50, rowFont: PHONE.text, empty: 48, emptyFont: 38, gap: 14, stacked: false, sharedHeaders: true };
const LANDSCAPE: Metrics = { contentTop: 130, contentBottom: 128, heading: 60, headingFont: 42, header: 38, row: 44, rowFont: 32, empty: 44, emptyFont: 32, gap: 18, stacked: false };

/**
 * '4p-tactical' → '4 players · Tactical' (bucket names: each game's statsRules.ts). The game labels
 * its own parts (its descriptor's `stats.partLabel`); the common ones are a player count and a
 * variant named as in the menu.
 */
function bucketLabel(game: GameId, bucket: string): string {
  const own = gameInfo(game).stats.partLabel;
  return bucket
    .split('-')
    .map((part) => {
      const label = own?.(part, t);
      if (label !== null && label !== undefined) return label;
      const players = /^(\d+)p$/.exec(part);
      if (players) return t('stats.bucket.players', { n: players[1] as string });
      for (const key of [`stats.bucket.${part}`, `menu.${game}.variant.${part}`]) if (hasString(key)) return t(key);
      return part;
    })
    .join(' · ');
}

interface StatsRow {
  label: Phaser.GameObjects.Text;
  figures: Phaser.GameObjects.Text[];
}

/** One game's part of the page: its title, then its column headers and rows, or a "no games" line. */
interface StatsSection {
  heading: Phaser.GameObjects.Text;
  headers: Phaser.GameObjects.Text[];
  rows: StatsRow[];
  empty: Phaser.GameObjects.Text | null;
}

/** Below the column headers' foot, before the first row. */
const HEADER_FOOT = 4;

/**
 * Column headers (`labels`: their full texts) at one size, the largest from `sizes.from` at which
 * each fits `maxWidth`: on one line, or with `twoLines` (where the page keeps room for them) on two
 * centred lines, broken between words or at marked syllables ("Serie / (beste)", "Best- / wert").
 * A header still too wide at `sizes.min` ends in "…".
 */
function fitHeaders(headers: readonly Phaser.GameObjects.Text[], labels: readonly string[], maxWidth: number, sizes: { from: number; min: number }, twoLines: boolean): void {
  const fitsAt = (h: Phaser.GameObjects.Text, label: string, size: number): boolean => {
    h.setFontSize(size).setWordWrapWidth(null).setText(label);
    if (h.width <= maxWidth) return true;
    if (!twoLines) return false;
    // A word or syllable wider than the column would be cut between letters ("Averag / e").
    if (label.split(/[ \u00AD]/).some((piece) => h.setText(piece).width > maxWidth)) return false;
    wrapWords(h.setAlign('center').setLineSpacing(-4), label, maxWidth);
    return lineCount(h) <= 2 && h.width <= maxWidth;
  };
  // Every header is laid out at `size` (not only those up to the first that does not fit), so that
  // all stand at the size the loop ends at.
  const layOut = (size: number): boolean => headers.map((h, i) => fitsAt(h, labels[i] ?? '', size)).every(Boolean);
  let size = sizes.from;
  while (!layOut(size) && size - 2 >= sizes.min) size -= 2;
  for (const h of headers) {
    if (twoLines) clampLines(h, 2);
    shortenUntil(h, () => h.width <= maxWidth);
  }
}

/**
 * Stacks the games' sections from `top`, each title, headers and row as tall as it is (a row at
 * least `m.row`, more for a name on two lines); moves them there if `place`. Returns the bottom.
 */
function stackSections(sections: readonly StatsSection[], m: Metrics, top: number, place: boolean): number {
  let y = top;
  for (const sec of sections) {
    if (place) sec.heading.setY(y);
    y += m.heading;
    if (sec.empty) {
      if (place) sec.empty.setY(y);
      y += m.empty + m.gap;
      continue;
    }
    // A header on two lines makes its row taller; the headers stand on one line at its foot.
    if (m.sharedHeaders) {
      // On the heading's line, beside the game's name (both standing on its foot): the line grows
      // only for a header on two lines.
      const headingTop = y - m.heading;
      const lineH = Math.max(m.heading, ...sec.headers.map((h) => h.height + HEADER_FOOT));
      if (place) {
        for (const h of sec.headers) h.setY(headingTop + lineH - HEADER_FOOT);
        sec.heading.setY(headingTop + lineH - m.heading);
      }
      y = headingTop + lineH;
    } else if (sec.headers.length > 0 || !m.headersOnce) {
      const headerH = Math.max(m.header, ...sec.headers.map((h) => h.height + HEADER_FOOT));
      if (place) for (const h of sec.headers) h.setY(y + headerH - HEADER_FOOT);
      y += headerH;
    }
    for (const { label, figures } of sec.rows) {
      if (m.stacked) {
        const figuresH = Math.max(...figures.map((f) => f.height));
        if (place) {
          label.setY(y);
          for (const f of figures) f.setY(y + label.height + 2);
        }
        y += Math.max(m.row, label.height + 2 + figuresH + 10);
        continue;
      }
      if (place) {
        label.setY(y);
        for (const f of figures) f.setY(y + (label.height - f.height) / 2);
      }
      y += Math.max(m.row, label.height + 10);
    }
    y += m.gap;
  }
  return y;
}

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export class Statistics extends Phaser.Scene {
  /** When Reset was first pressed (its notice asks to press again), or null. */
  private armedReset: number | null = null;

  constructor() {
    super('Statistics');
  }

  create(): void {
    this.armedReset = null;
    addBackdrop(this);
    const focus = FocusManager.for(this);
    accessible(this, { title: 'stats.title', text: true });
    const { width, height } = this.scale;
    const portrait = height > width;
    const sideways = !portrait && isPhone(this);
    const phone = portrait || sideways;
    const m = portrait ? PORTRAIT : sideways ? SIDEWAYS : LANDSCAPE;
    const panelW = portrait ? 1040 : sideways ? Math.min(width - 80, 2100) : 1500;
    const games = gameIds();
    const played = games.map((game) => Object.entries(getStats(game)).sort((a, b) => b[1].played - a[1].played));
    const once = m.sharedHeaders === true || m.headersOnce === true;
    const chrome =
      played.reduce((h, list) => h + m.heading + (list.length ? (once ? 0 : m.header) : m.empty) + m.gap, 0) +
      (once && played.some((list) => list.length > 0) ? m.header : 0);
    // A taller phone lists more set-ups; with nothing played yet the panel is only as tall as its lines.
    const fullH = portrait ? height - 200 : sideways ? height - 30 : 1040;
    const panelH = played.some((list) => list.length > 0) ? fullH : Math.min(fullH, m.contentTop + chrome + m.contentBottom + 40);
    const top = height / 2 - panelH / 2;
    const panel = new Panel(this, width / 2, height / 2, panelW, panelH, { radius: 28 }).setName('stats:panel');
    this.add.existing(panel);
    const title = this.add.text(width / 2, top + (portrait ? 80 : 70), t('stats.title'), textStyle('title', { fontSize: phone ? '76px' : '68px' })).setOrigin(0.5);

    // A phone in portrait gives the six figure columns all the width it can: 'Average' at 12 CSS px
    // needs 48 CSS px of a 360 px wide screen.
    const inset = portrait ? 36 : 60;
    const left = width / 2 - panelW / 2 + inset;
    // The first column (the set-up, `labelW` wide) is left-aligned at 0; the five figures share the rest
    // of the panel's inner width (all of it when stacked below the names), each centred in its own
    // slot, so that a header never runs into its neighbour or past the panel's edge (Czech headers did).
    const innerW = panelW - 2 * inset;
    const labelW = m.stacked ? innerW : sideways ? 720 : 560;
    const figuresX = m.stacked ? 0 : labelW;
    const headers = ['', 'stats.played', 'stats.won', 'stats.winRate', 'stats.streak', 'stats.best', 'stats.average'];
    const slotW = (innerW - figuresX) / (headers.length - 1);
    const columns = [0, ...headers.slice(1).map((_, i) => figuresX + slotW * (i + 0.5))];

    // The games stack one below the other, each as tall as its rows. The rows that fit between the
    // title and the buttons are shared out (the most played set-ups of each game first).
    const contentTop = top + m.contentTop;
    const contentH = panelH - m.contentTop - m.contentBottom;
    const shown = shareRows(
      played.map((list) => list.length),
      Math.floor((contentH - chrome) / m.row),
      MAX_BUCKETS,
    );
    const sections: StatsSection[] = [];
    games.forEach((game, gi) => {
      const heading = this.add.text(left, 0, t(gameInfo(game).nameKey), textStyle('heading', { fontSize: `${m.headingFont}px`, color: '#f4d47c' })).setOrigin(0, 0).setName(`stats:game-${gi}`);
      const buckets = (played[gi] ?? []).slice(0, shown[gi]);
      if (buckets.length === 0) {
        const empty = this.add.text(left, 0, t('stats.none'), textStyle('body', { fontSize: `${m.emptyFont}px`, color: CSS.textDim }));
        sections.push({ heading, headers: [], rows: [], empty });
        return;
      }
      const headed = once && sections.some((sec) => sec.headers.length > 0);
      const columnHeaders = headed ? [] : headers.flatMap((key, ci) => (key ? [this.add.text(left + (columns[ci] as number), 0, t(key), textStyle('small')).setOrigin(0.5, 1).setName(`stats:header-${gi}-${ci}`)] : []));
      const rows = buckets.map(([bucket, s], ri) => {
        const r = this.row(left, columns, labelW - 16, bucketLabel(game, bucket), s, m.rowFont);
        // Stacked, the name is a caption over its figures: dimmer, so the figures read as the row.
        if (m.stacked) r.label.setColor(CSS.textDim);
        r.label.setName(`stats:row-${gi}-${ri}`);
        r.figures.forEach((f, ci) => f.setName(`stats:figure-${gi}-${ri}-${ci}`));
        return r;
      });
      sections.push({ heading, headers: columnHeaders, rows, empty: null });
    });
    // Column headers go onto two lines where the page keeps room for them with the names at their
    // full size (a header row standing once always does), else end in "…": under every game on a
    // landscape page they pushed the last set-up's figures under the buttons.
    const headerTexts = sections.flatMap((sec) => sec.headers);
    const fullHeaders = headerTexts.map((h) => h.text);
    const fitAllHeaders = (twoLines: boolean): void => fitHeaders(headerTexts, fullHeaders, slotW - 12, { from: phone ? PHONE.text + 2 : 26, min: phone ? PHONE.text : 18 }, twoLines);
    fitAllHeaders(true);
    if (!once && stackSections(sections, m, contentTop, false) > contentTop + contentH) fitAllHeaders(false);
    // Set-up names ("Montana · Redeals: ∞ · Gaps anywhere") at one size, on up to two lines, so the
    // part that tells two set-ups apart is not cut off; the rows then stack by the names' heights.
    const labels = sections.flatMap((sec) => sec.rows.map((r) => r.label));
    let size = m.rowFont;
    const fits = (): boolean => labels.every((l) => lineCount(l) <= 2) && stackSections(sections, m, contentTop, false) <= contentTop + contentH;
    while (!fits() && size > (phone ? PHONE.text : 26)) {
      size -= 2;
      for (const l of labels) l.setFontSize(size);
    }
    const roomForTwo = stackSections(sections, m, contentTop, false) <= contentTop + contentH;
    for (const l of labels) clampLines(l, roomForTwo ? 2 : 1);
    // Whatever the names came to, no set-up's figures go under the buttons: the least played set-up
    // shown of the game listing the most gives way until the page fits.
    while (stackSections(sections, m, contentTop, false) > contentTop + contentH) {
      const most = sections.reduce((a, b) => (b.rows.length > a.rows.length ? b : a));
      const dropped = most.rows.length > 1 ? most.rows.pop() : undefined;
      if (!dropped) break;
      for (const o of [dropped.label, ...dropped.figures]) o.destroy();
    }
    // Room to spare (a tall phone, few set-ups): the panel closes round its lines, still centred,
    // rather than leaving a gap above its buttons.
    const anyPlayed = played.some((list) => list.length > 0);
    const spare = anyPlayed ? Math.max(0, contentTop + contentH - stackSections(sections, m, contentTop, false)) : 0;
    panel.resize(panelW, panelH - spare);
    title.setY(title.y + spare / 2);
    stackSections(sections, m, contentTop + spare / 2, true);

    const back = (): void => goToScene(this, 'Menu', { page: 'statistics' } satisfies MenuData, 'back');
    const btnY = top + panelH - spare / 2 - (phone ? 100 : 70);
    const btn = phone ? { width: 430, height: PHONE.target } : { width: 360, height: 84 };
    // Reset only when there is something to reset; alone, Back sits in the middle.
    const backX = anyPlayed ? width / 2 - btn.width / 2 - 25 : width / 2;
    const backBtn = new Button(this, backX, btnY, { label: t('common.back'), onClick: back, variant: 'secondary', ...btn }).setName('stats:back');
    if (anyPlayed) {
      new Button(this, width / 2 + btn.width / 2 + 25, btnY, {
        label: t('stats.reset'),
        ...btn,
        variant: 'danger',
        onClick: () => {
          if (this.armedReset === null) {
            this.armedReset = pressTime();
            showToast(this, t('stats.resetConfirm'), 'info');
            return;
          }
          // The second press of a double click or double tap is not the confirmation the notice asks
          // for (it came before the notice could be read): it wiped every result at once.
          if (withinDoubleTap(this.armedReset)) return;
          resetStats();
          goToScene(this, 'Statistics');
        },
      }).setName('stats:reset');
    }
    focus.setOnBack(back);
    focus.focus(backBtn);

    const relayout = (): void => {
      this.scene.restart();
    };
    onSizeChange(this, relayout);
  }

  /** Adds one set-up's name (wrapped at `wrapW`) and figures, placed vertically by `stackSections`. */
  private row(left: number, columns: number[], wrapW: number, label: string, s: BucketStats, fontSize: number): StatsRow {
    const cells = [
      String(s.played),
      String(s.won),
      s.played ? `${Math.round((100 * s.won) / s.played)}%` : '–',
      // Wins in a row now, and the longest run in brackets.
      `${s.streak ?? 0} (${s.bestStreak ?? 0})`,
      s.best === null ? '–' : formatNumber(s.best),
      s.played ? formatNumber(s.total / s.played) : '–',
    ];
    const style = textStyle('body', { fontSize: `${fontSize}px` });
    return {
      label: this.add.text(left + (columns[0] as number), 0, label, { ...style, wordWrap: { width: wrapW, useAdvancedWrap: true } }),
      figures: cells.map((text, ci) => this.add.text(left + (columns[ci + 1] as number), 0, text, style).setOrigin(0.5, 0)),
    };
  }
}
