/**
 * The end of a No Thanks game: a score sheet over the table. Each player's cards are laid out as
 * they lay in front of them; every run then collapses onto its lowest card (the only one that
 * counts), the card points count up, the chips left count them down again, and the final score
 * lands. The winner's row glows gold and chips rain over it. Rematch or back to the menu.
 *
 * The numbers shown come from the engine (`cardPoints`, `rules.score`); this file only shows them.
 * Texts per row, in order (browser tests read them): name, card points, "−chips", final score.
 * A row whose cards do not fit on one line at a readable spacing (a phone held upright, a player with
 * many separate runs) lays them on more lines; upright they lie under the name line, across the sheet.
 */
import Phaser from 'phaser';
import { cardPoints } from '../../engine/nothanks';
import { t } from '../../platform/i18n';
import { animMs } from '../../platform/settings';
import { Button, CardSprite, CARD_W, CHIP, COLORS, CSS, DEPTH, FocusManager, NT_CHIP_FRAME, Panel, PHONE, isPhone, TEX, isInstant, ntFrame, playSound, textStyle, tweenTo, wait } from '../../ui';
import { ShapeImage } from '../../ui/ShapeImage';
import { solidRect } from '../../ui/solidRect';
import { lineCount } from '../../ui/fitText';
import { groupRuns, tuckOffset, wrapRuns, type RowSlot } from './rowLayout';
import type { SeatInfo } from './SeatView';

export interface FinalResult {
  seat: number;
  info: SeatInfo;
  cards: number[];
  chips: number;
  score: number;
  winner: boolean;
  /** 1 for the best; players level on score and chips share a place. */
  place: number;
}

export interface EndScreenOptions {
  results: FinalResult[];
  /** The title: who won (already worded for the viewer). */
  title: string;
  /** An extra line under the title (e.g. how a tie was broken), or null. */
  note: string | null;
  onRematch: () => void;
  onMenu: () => void;
  /** Close the sheet, leaving the finished table in view. */
  onView: () => void;
  /** Skip the breakdown animation (re-layout of a finished game). */
  animate: boolean;
}

const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;

interface RowParts {
  result: FinalResult;
  /** Centre and height of the row (the winner's glow covers it). */
  y: number;
  height: number;
  cards: CardSprite[];
  points: Phaser.GameObjects.Text;
  chips: Phaser.GameObjects.Text;
  final: Phaser.GameObjects.Text;
  glow: ShapeImage;
}

export class EndScreen extends Phaser.GameObjects.Container {
  private readonly rows: RowParts[] = [];
  private readonly panelW: number;
  private readonly panelTop: number;
  private readonly cardsX: number;
  private readonly cardsW: number;
  private readonly cardW: number;

  constructor(
    scene: Phaser.Scene,
    private readonly opts: EndScreenOptions,
  ) {
    super(scene, 0, 0);
    this.setDepth(DEPTH.dialog);
    const { width, height } = scene.scale;
    const portrait = height > width;
    // A phone, upright or held sideways: the sizes below keep to PHONE.
    const phone = isPhone(scene);
    const n = opts.results.length;
    // A phone held sideways is wide and low: the sheet takes the width, so a long row needs no second line.
    this.panelW = Math.min(portrait ? 1040 : phone ? 2000 : 1500, width - 40);
    const left = width / 2 - this.panelW / 2;
    // Column layout: rank | name | cards … | points | chips | score; upright, the cards lie on lines
    // of their own under the name and the numbers, across the sheet.
    const nameX = left + 110;
    const scoreX = left + this.panelW - 80;
    const chipsX = scoreX - (portrait ? 130 : 150);
    const pointsX = chipsX - (portrait ? 120 : 140);
    this.cardsX = portrait ? left + 40 : nameX + 260;
    this.cardsW = portrait ? this.panelW - 80 : pointsX - 70 - this.cardsX;
    // A long title (a win shared by many) wraps onto more lines, and the sheet grows by them.
    const title = scene.add.text(width / 2, 0, opts.title, textStyle('title', { fontSize: portrait ? '72px' : '76px', align: 'center', wordWrap: { width: this.panelW - 80 } })).setOrigin(0.5).setName('nothanks:result');
    const extra = title.height - title.height / Math.max(1, lineCount(title));
    const plan = planRows(opts.results.map((r) => r.cards), { portrait, room: height - (phone ? 460 : 420) - extra, cardsW: this.cardsW, rows: n });
    this.cardW = plan.cardW;
    // A phone: finger-high buttons (PHONE.target) and 12 CSS px text (PHONE.text) at the least.
    const buttonH = phone ? PHONE.target : undefined;
    const panelH = 230 + extra + plan.rows.reduce((sum, r) => sum + r.height, 0) + (phone ? 190 : 150);
    const top = height / 2 - panelH / 2;
    this.panelTop = top;

    const shade = solidRect(scene, 0, 0, width, height, 0x04140c, 0.72).setOrigin(0).setInteractive();
    this.add(shade);
    this.add(new Panel(scene, width / 2, height / 2, this.panelW, panelH, { radius: 30 }));
    this.add(title.setY(top + 62 + extra / 2));
    this.add(scene.add.text(width / 2, top + 122 + extra, opts.note ?? t('nothanks.results'), textStyle('body', { color: CSS.textDim, fontSize: phone ? `${PHONE.text}px` : '30px' })).setOrigin(0.5));

    const headY = top + 180 + extra;
    const head = (x: number, text: string): void => void this.add(scene.add.text(x, headY, text, textStyle('small', { fontSize: phone ? `${PHONE.text}px` : '24px' })).setOrigin(0.5));
    head(pointsX, t('nothanks.cardsLabel'));
    head(chipsX, t('nothanks.chipsLabel'));
    head(scoreX, '=');

    let rowTop = top + 230 + extra;
    opts.results.forEach((r, i) => {
      const { height: h, lines } = plan.rows[i]!;
      // The name and the numbers: centred on the row (landscape), on its first line (upright).
      const y = portrait ? rowTop + HEAD_H / 2 : rowTop + h / 2;
      const glow = new ShapeImage(scene);
      this.add(glow);
      this.add(scene.add.text(left + 50, y, String(r.place), textStyle('score', { fontSize: '40px', color: r.winner ? CSS.gold : CSS.textDim })).setOrigin(0.5));
      this.add(new ShapeImage(scene, nameX, y).draw((g) => g.fillStyle(r.info.color, 1).fillCircle(0, 0, 12)));
      this.add(scene.add.text(nameX + 26, y, r.info.name, textStyle('body', { fontSize: '36px', fontStyle: 'bold', color: hex(r.info.color) })).setOrigin(0, 0.5));
      const points = scene.add.text(pointsX, y, '0', textStyle('score')).setOrigin(0.5);
      const chips = scene.add.text(chipsX, y, r.chips > 0 ? `−${r.chips}` : '0', textStyle('score', { color: CSS.gold })).setOrigin(0.5).setAlpha(0);
      const final = scene.add.text(scoreX, y, String(r.score), textStyle('score', { fontSize: '52px', color: r.winner ? CSS.gold : CSS.text })).setOrigin(0.5).setAlpha(0);
      this.add([points, chips, final]);
      const lineH = plan.cardW * CARD_RATIO + LINE_GAP;
      const firstLine = portrait ? rowTop + HEAD_H + lineH / 2 : y - ((lines.length - 1) * lineH) / 2;
      const cards = this.layCards(lines, firstLine, lineH);
      this.rows.push({ result: r, y: rowTop + h / 2, height: h, cards, points, chips, final, glow });
      rowTop += h;
    });
    const btnY = top + panelH - (phone ? 95 : 75);
    const focus = FocusManager.for(scene);
    focus.pushLayer(() => opts.onMenu());
    const step = portrait ? 330 : 360;
    const buttonW = step - 30;
    const rematch = new Button(scene, width / 2 - step, btnY, { label: t('nothanks.rematch'), onClick: opts.onRematch, width: buttonW, height: buttonH, icon: '↻' });
    rematch.setName('nothanks:rematch');
    const menu = new Button(scene, width / 2, btnY, { label: t('nothanks.menu'), onClick: opts.onMenu, width: buttonW, height: buttonH, variant: 'secondary' });
    menu.setName('nothanks:menu');
    const view = new Button(scene, width / 2 + step, btnY, { label: t('table.viewTable'), onClick: opts.onView, width: buttonW, height: buttonH, variant: 'secondary' });
    view.setName('nothanks:view');
    // One label size for the row (the smallest any label needs).
    const labelSize = Math.min(rematch.labelSize, menu.labelSize, view.labelSize);
    for (const b of [rematch, menu, view]) b.setLabelSize(labelSize);
    this.add([rematch, menu, view]);
    focus.focus(rematch);
    scene.add.existing(this);
  }

  /** The cards of a row, line by line (the first centred on `y`, each next `lineH` lower), in the order of `cards`. */
  private layCards(lines: RowSlot[][], y: number, lineH: number): CardSprite[] {
    const scale = this.cardW / CARD_W;
    let depth = 0;
    return lines.flatMap((line, l) =>
      line.map((slot) => {
        const sprite = new CardSprite(this.scene, this.cardsX + this.cardsW / 2 + slot.x, y + l * lineH, { texture: 'nt', frame: ntFrame(slot.card), id: `end-${slot.card}` });
        // Named for the browser tests (`end-<n>`), as its id.
        sprite.setScale(scale).setDepth(depth++).setName(`end-${slot.card}`);
        this.add(sprite);
        return sprite;
      }),
    );
  }

  /** Plays the breakdown; resolves when every final score is showing. */
  async play(): Promise<void> {
    if (!this.opts.animate || isInstant()) {
      for (const row of this.rows) this.showFinal(row, false);
      this.celebrate(false);
      return;
    }
    this.setAlpha(0);
    await tweenTo(this.scene, this, { alpha: 1 }, 260);
    await Promise.all(this.rows.map((row, i) => wait(this.scene, i * 90).then(() => this.collapseRuns(row))));
    await Promise.all(this.rows.map((row) => this.subtractChips(row)));
    for (const row of this.rows) this.showFinal(row, true);
    this.celebrate(true);
  }

  /** Every card of a run slides under the run's lowest card; the card points count up. */
  private async collapseRuns(row: RowParts, animate = true): Promise<void> {
    // Each sprite is named by its card (`end-<n>`, layCards).
    const byCard = new Map(row.cards.map((c) => [Number(c.id.slice('end-'.length)), c] as const));
    const slides: Promise<void>[] = [];
    for (const run of groupRuns(row.result.cards)) {
      const lowest = byCard.get(run[0]!)!;
      const tucked = run.slice(1).map((card, i) => ({ sprite: byCard.get(card)!, i }));
      // Farthest first, so each nearer card ends up drawn above it, the lowest card on top.
      // (Inside a container the drawing order is the child order, not the depth.)
      for (const { sprite } of [...tucked].reverse()) this.moveBelow(sprite, lowest);
      for (const { sprite, i } of tucked) {
        // Tucked behind the lowest card, a few pixels apart: still readable as "a run of n".
        sprite.setDimmed(true);
        const off = tuckOffset(i + 1);
        const to = { x: lowest.x + off.x, y: lowest.y + off.y };
        if (animate) slides.push(tweenTo(this.scene, sprite, to, 420, 'Cubic.easeInOut'));
        else sprite.setPosition(to.x, to.y);
      }
    }
    const points = cardPoints(row.result.cards);
    if (!animate) {
      row.points.setText(String(points));
      return;
    }
    await Promise.all([...slides, this.countTo(row.points, 0, points, 520)]);
  }

  /** The chips left appear and the score counts down by them to the final score. */
  private async subtractChips(row: RowParts): Promise<void> {
    await tweenTo(this.scene, row.chips, { alpha: 1 }, 200);
    if (row.result.chips > 0) playSound('chip');
    row.final.setAlpha(1);
    await this.countTo(row.final, cardPoints(row.result.cards), row.result.score, 480);
  }

  private showFinal(row: RowParts, animate: boolean): void {
    if (!animate) void this.collapseRuns(row, false);
    row.chips.setAlpha(1);
    row.final.setText(String(row.result.score)).setAlpha(1);
    if (animate) {
      row.final.setScale(1.6);
      void tweenTo(this.scene, row.final, { scaleX: 1, scaleY: 1 }, 320, 'Back.easeOut');
    }
    if (row.result.winner) {
      const left = this.scene.scale.width / 2 - this.panelW / 2;
      const w = this.panelW - 32;
      const h = row.height - 12;
      row.glow.setPosition(left + 16, row.y - h / 2).draw((g) => {
        g.fillStyle(COLORS.gold, 0.14).fillRoundedRect(0, 0, w, h, 18);
        g.lineStyle(3, COLORS.gold, 0.9).strokeRoundedRect(0, 0, w, h, 18);
      });
    }
  }

  /**
   * Sound, and (unless motion is reduced) a short burst of chips from the sheet's top corners. The
   * chips fly behind the sheet (drawn between the shade and the panel), so they frame the result
   * and never cover the winner's row or the title.
   */
  private celebrate(animate: boolean): void {
    if (!this.rows.some((r) => r.result.winner)) return;
    playSound('win');
    if (!animate) return;
    const { width } = this.scene.scale;
    const corners = [
      { x: width / 2 - this.panelW / 2 + 40, angle: { min: 195, max: 265 } },
      { x: width / 2 + this.panelW / 2 - 40, angle: { min: 275, max: 345 } },
    ];
    for (const corner of corners) {
      const emitter = this.scene.add.particles(corner.x, this.panelTop + 30, TEX.chips, {
        frame: NT_CHIP_FRAME,
        speed: { min: 380, max: 760 },
        angle: corner.angle,
        gravityY: 1100,
        scale: { start: 30 / CHIP, end: 14 / CHIP },
        rotate: { start: 0, end: 360 },
        lifespan: 1200,
        tint: [COLORS.gold, 0xffffff, 0xff8a65, 0x5cc8ff],
        emitting: false,
      });
      emitter.setName('nothanks:confetti');
      // Just above the shade (the container's first child), under the panel and everything on it.
      this.addAt(emitter, 1);
      emitter.explode(30);
      this.scene.time.delayedCall(animMs(1400), () => emitter.destroy());
    }
  }

  private countTo(text: Phaser.GameObjects.Text, from: number, to: number, baseMs: number): Promise<void> {
    if (isInstant() || from === to) {
      text.setText(String(to));
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from,
        to,
        duration: animMs(baseMs),
        ease: 'Cubic.easeOut',
        onUpdate: (tw) => void text.setText(String(Math.round(tw.getValue() ?? to))),
        onComplete: () => {
          text.setText(String(to));
          resolve();
        },
      });
    });
  }

  override destroy(fromScene?: boolean): void {
    if (this.scene && !fromScene) FocusManager.existing(this.scene)?.popLayer();
    super.destroy(fromScene);
  }
}

/** A card's height per unit of width; the room between two lines of cards; the name line of an upright row. */
const CARD_RATIO = 1.4;
const LINE_GAP = 14;
const HEAD_H = 76;

interface RowPlan {
  cardW: number;
  rows: Array<{ height: number; lines: RowSlot[][] }>;
}

/**
 * Card size, lines and height of each row of the sheet: a row whose cards do not fit on one line at a
 * readable spacing takes more lines (up to three), as many as the room `room` (the rows' share of
 * the height) allows; upright, the cards lie under the name line, at a larger size.
 */
function planRows(hands: number[][], o: { portrait: boolean; room: number; cardsW: number; rows: number }): RowPlan {
  const plan = (cardW: number, base: number, maxLines: number): RowPlan & { total: number } => {
    const lineH = cardW * CARD_RATIO + LINE_GAP;
    const rows = hands.map((cards) => {
      const lines = wrapRuns(cards, cardW, o.cardsW, maxLines);
      const height = o.portrait ? HEAD_H + lines.length * lineH + (lines.length > 0 ? 8 : 0) : base + Math.max(0, lines.length - 1) * lineH;
      return { height: Math.max(base, height), lines };
    });
    return { cardW, rows, total: rows.reduce((sum, r) => sum + r.height, 0) };
  };
  if (o.portrait) {
    // Upright: larger cards, smaller only when the rows would not fit the height.
    for (const cardW of [80, 70, 60, 52]) {
      for (let lines = 3; lines >= 1; lines--) {
        const p = plan(cardW, 96, lines);
        if (p.total <= o.room) return p;
      }
    }
    return plan(44, Math.min(96, o.room / o.rows), 1);
  }
  const rowH = Math.min(112, o.room / o.rows);
  const cardW = Math.min(64, rowH * 0.52);
  for (let lines = 3; lines > 1; lines--) {
    const p = plan(cardW, rowH, lines);
    if (p.total <= o.room) return p;
  }
  return plan(cardW, rowH, 1);
}
