/**
 * The teams at the table: one column per team with its chip (colour and symbol), its completed
 * sequences out of those needed, and its players with their hand sizes. The player to move is
 * marked, and the column of their team glows gold. Computer players' cards fly from their row.
 * A new layout moves and resizes the panel in place.
 */
import Phaser from 'phaser';
import { CHIP, COLORS, CSS, DEPTH, PHONE, TEX, isPhone, teamChipFrame, textStyle } from '../../ui';
import { ShapeImage } from '../../ui/ShapeImage';
import { fitTextWidth, fitTextsToOneSize } from '../../ui/fitText';
import { tweenTo } from '../../ui/tween';
import { t } from '../../platform/i18n';
import type { Rect } from './layout';
import type { NamePlate, TagSpot } from '../../ui/table/presenceMarks';

export interface TeamInfo {
  name: string;
  /** The name a narrow column shows when `name` would not fit ("Green" for "Green team"). */
  shortName?: string;
  /** `shortName`: what a row too narrow for `name` shows instead ("CPU 3" for "Computer 3"). */
  players: Array<{ seat: number; name: string; shortName?: string }>;
}

/** Sizes of the panel: landscape, and portrait (a phone: every text at least PHONE.text). */
interface PanelMetrics {
  header: number;
  row: number;
  /**
   * Lowest row height for one list of players: below it a team's players go in two lists side by
   * side. A phone's rows keep their 12 CSS px names apart (a phone held sideways with six players a
   * team had 35-unit rows for 36-unit names: the lines touched).
   */
  minRow: number;
  font: number;
  minFont: number;
  countFont: number;
}
const WIDE: PanelMetrics = { header: 76, row: 46, minRow: 34, font: 26, minFont: 16, countFont: 20 };
const PHONE_PANEL: PanelMetrics = { header: 2 * PHONE.text + 30, row: PHONE.text + 16, minRow: PHONE.text + 12, font: PHONE.text, minFont: PHONE.text, countFont: PHONE.text };
const metricsFor = (portrait: boolean): PanelMetrics => (portrait ? PHONE_PANEL : WIDE);
/** Narrowest list when a team's players go in two. */
const MIN_LIST_W = 200;
/** Space between the team columns. */
const COLUMN_GAP = 16;

/** Lists per team column (1 or 2) for rows `rowsH` high in all, `most` players a team, columns `columnW` wide. */
function listsFor(m: PanelMetrics, rowsH: number, most: number, columnW: number): 1 | 2 {
  return rowsH / Math.max(1, most) < m.minRow && columnW / 2 >= MIN_LIST_W ? 2 : 1;
}
/** The sequence marks in a team's header: centre of the rightmost from the column's right edge, spacing, radius. */
const MARK = { right: 24, spacing: 40, radius: 14 };

interface PlayerRow {
  bg: ShapeImage;
  name: Phaser.GameObjects.Text;
  count: Phaser.GameObjects.Text;
  /** The player's team and place in it. */
  team: number;
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The player is a team alone: the row is the team's header. */
  solo: boolean;
  /** The count says "7 cards" (else just "7": a narrow row). */
  longCount: boolean;
  colour: string;
}

export class TeamPanel {
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  private readonly frames: ShapeImage[] = [];
  private readonly pips: ShapeImage[] = [];
  private readonly chips: Phaser.GameObjects.Image[] = [];
  private readonly titles: Phaser.GameObjects.Text[] = [];
  private readonly rows = new Map<number, PlayerRow>();
  /** What the panel shows, kept so that a new layout can show it again. */
  private readonly sequences: number[];
  private readonly handSizes = new Map<number, number>();
  private columnW = 0;
  private m: PanelMetrics;
  private current = -1;

  constructor(
    private readonly scene: Phaser.Scene,
    private box: Rect,
    private readonly teams: readonly TeamInfo[],
    private readonly sequencesToWin: number,
    private readonly teamOfSeat: (seat: number) => number,
  ) {
    this.m = metricsFor(isPhone(scene));
    teams.forEach((team, ti) => {
      this.frames.push(new ShapeImage(scene).setDepth(DEPTH.table + 2));
      const chip = scene.add.image(0, 0, TEX.chips, teamChipFrame(ti)).setScale(44 / CHIP).setDepth(DEPTH.table + 4);
      const pips = new ShapeImage(scene).setDepth(DEPTH.table + 4);
      this.chips.push(chip);
      this.pips.push(pips);
      const solo = team.players.length === 1;
      const title = scene.add.text(0, 0, team.name, textStyle('body', { fontStyle: 'bold', color: lighten(ti) })).setOrigin(0, 0.5).setDepth(DEPTH.table + 4).setName(`sequence:team-${ti}`);
      this.titles.push(title);
      this.objects.push(chip, pips, title);
      team.players.forEach((p, index) => {
        const bg = new ShapeImage(scene).setDepth(DEPTH.table + 3);
        // A team of one is its own header row; larger teams list their players under the header.
        const name = solo ? title : scene.add.text(0, 0, p.name, textStyle('body')).setOrigin(0, 0.5).setDepth(DEPTH.table + 4).setName(`sequence:player-${p.seat}`);
        // Alone in a team: the card count goes under the name, leaving the right side to the sequences.
        const count = solo
          ? scene.add.text(0, 0, '', textStyle('small', { fontSize: `${this.m.countFont}px` })).setOrigin(0, 0.5).setDepth(DEPTH.table + 4)
          : scene.add.text(0, 0, '', textStyle('small')).setOrigin(1, 0.5).setDepth(DEPTH.table + 4).setName(`sequence:count-${p.seat}`);
        this.rows.set(p.seat, { bg, name, count, team: ti, index, x: 0, y: 0, w: 0, h: 0, solo, longCount: false, colour: lighten(ti) });
        this.objects.push(bg, count);
        if (!solo) this.objects.push(name);
      });
    });
    this.sequences = teams.map(() => 0);
    this.place();
  }

  /** Moves the panel into `box` (a new layout), sizing its rows and texts for it again. */
  relayout(box: Rect): void {
    this.box = box;
    this.place();
  }

  /** Places and sizes everything for the panel's box, then draws what it shows. */
  private place(): void {
    const { box, teams } = this;
    const gap = COLUMN_GAP;
    this.columnW = (box.w - gap * (teams.length - 1)) / teams.length;
    const most = Math.max(...teams.map((t) => t.players.length));
    // Players in two side-by-side lists when one list would squeeze the rows below a readable height
    // (six players a team in portrait had 21-unit rows, text at 13 px) and the column is wide enough.
    this.m = metricsFor(isPhone(this.scene));
    const HEADER = this.m.header;
    const rowsH = box.h - HEADER - 16;
    const lists = listsFor(this.m, rowsH, most, this.columnW);
    const perList = Math.ceil(most / lists);
    const rowH = Math.min(this.m.row, rowsH / Math.max(1, perList));
    const listW = this.columnW / lists;
    const titleSize = Math.max(this.m.minFont, this.columnW < 300 ? 23 : 28);
    const columnX = (ti: number): number => box.x + ti * (this.columnW + gap);
    // The rows of players in lists: "7 cards" beside the names where every name keeps its whole width
    // beside it (German "7 Karten" ran over the names of three teams' rows), else just "7".
    const nameSize = Math.max(this.m.minFont, Math.round(Math.min(this.m.font, rowH * 0.6)));
    const listed = [...this.rows.values()].filter((r) => !r.solo);
    const countW = (listed[0]?.count.setFontSize(nameSize).setText(t('sequence.cards', { n: 7 })).width ?? 0) + 28;
    // Two lists a team: the names keep every unit they can (a phone held sideways cut "Computer 10"),
    // the count beside them only as wide as its digit.
    const pad = lists === 2 ? 16 : 22;
    const digitW = lists === 2 ? (listed[0]?.count.setText('7').width ?? 0) + 14 : 44;
    const inner = listW - 2 * pad + 2;
    const player = (r: PlayerRow): TeamInfo['players'][number] | undefined => this.teams[r.team]?.players[r.index];
    const nameWidths = listed.map((r) => r.name.setFontSize(nameSize).setText(player(r)?.name ?? '').width);
    const longCount = nameWidths.every((w) => w + countW <= inner);
    // Where a full name would not fit its row at the names' size, every player with a short name goes
    // by it ("CPU 3": twelve players on a phone read "Comput… 3").
    const nameRoom = inner - (longCount ? countW : digitW);
    const short = nameWidths.some((w) => w > nameRoom);
    teams.forEach((team, ti) => {
      this.chips[ti]?.setPosition(columnX(ti) + 36, box.y + HEADER / 2);
      // The full name again: a narrower layout before may have shortened it.
      this.titles[ti]?.setText(team.name).setPosition(columnX(ti) + 66, box.y + HEADER / 2);
    });
    for (const [seat, r] of this.rows) {
      const x = columnX(r.team);
      const lx = x + Math.floor(r.index / perList) * listW;
      const ry = r.solo ? box.y + 6 : box.y + HEADER + 8 + (r.index % perList) * rowH;
      const h = r.solo ? HEADER - 12 : rowH - 4;
      const w = r.solo ? this.columnW : listW;
      if (r.solo) {
        r.name.setY(ry + h / 2 - h / 5);
        r.count.setFontSize(this.m.countFont).setPosition(x + 68, ry + h / 2 + h / 4);
      } else {
        const p = player(r);
        r.name.setText((short ? p?.shortName : undefined) ?? p?.name ?? '').setPosition(lx + pad, ry + h / 2);
        r.longCount = longCount;
        fitTextWidth(r.name, nameRoom, { from: nameSize, min: this.m.minFont });
        r.count.setFontSize(nameSize).setPosition(lx + w - pad + 2, ry + h / 2);
      }
      Object.assign(r, { x: lx + 6, y: ry, w: w - 12, h });
      this.setHandSize(seat, this.handSizes.get(seat) ?? 0);
    }
    // Each title between its chip and its sequence marks (setSequences), which narrow columns leave
    // little room: all at the size the longest fits at (an ellipsis below 16 px). Where a full name
    // would not fit even so (three teams on a phone: "Green t…"), every team goes by its short name.
    const room = this.columnW - MARK.right - (this.sequencesToWin - 1) * MARK.spacing - MARK.radius - 10 - 66;
    const fullFits = this.titles.every((title) => title.setFontSize(this.m.minFont).width <= room);
    if (!fullFits) this.titles.forEach((title, ti) => title.setText(teams[ti]?.shortName ?? teams[ti]?.name ?? ''));
    fitTextsToOneSize(this.titles, room, { from: titleSize, min: this.m.minFont });
    teams.forEach((_, ti) => this.setSequences(ti, this.sequences[ti] ?? 0));
    this.setTurn(this.current);
  }

  /** Where `seat`'s row (its name plate) is and where a presence tag goes on it, or null for a seat not listed. */
  playerBox(seat: number): NamePlate | null {
    const r = this.rows.get(seat);
    return r && r.w > 0 ? { x: r.x, y: r.y, width: r.w, height: r.h, tagSpot: (tagWidth) => presenceTagSpot(r, tagWidth) } : null;
  }

  /**
   * Panel height for these teams in a panel `width` wide: a header, plus a row per player when teams
   * have several, in one list or, where `maxH` squeezes one list's rows (see `place`), in two side by
   * side, the panel then only as tall as the longer list.
   */
  static heightFor(teams: readonly TeamInfo[], maxH: number, portrait = false, width = 0): number {
    const m = metricsFor(portrait);
    const most = Math.max(...teams.map((t) => t.players.length));
    if (most === 1) return m.header;
    const h = Math.min(maxH, m.header + 16 + most * m.row);
    const columnW = (width - COLUMN_GAP * (teams.length - 1)) / teams.length;
    if (listsFor(m, h - m.header - 16, most, columnW) === 1) return h;
    return Math.min(h, m.header + 16 + Math.ceil(most / 2) * m.row);
  }

  /** Where a player's cards come from and go to on screen. */
  anchor(seat: number): { x: number; y: number } {
    const r = this.rows.get(seat);
    return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : { x: this.box.x, y: this.box.y };
  }

  setHandSize(seat: number, n: number): void {
    this.handSizes.set(seat, n);
    const row = this.rows.get(seat);
    // Narrow rows (three teams of several players, or two lists a team) show just the number.
    row?.count.setText(row.solo || row.longCount ? t('sequence.cards', { n }) : String(n));
  }

  /** Marks the player to move (−1: nobody, e.g. the game is over). */
  setTurn(seat: number): void {
    this.current = seat;
    for (const [s, r] of this.rows) {
      r.bg.draw((g) => {
        if (s === seat && !r.solo) g.fillStyle(COLORS.gold, 0.9).fillRoundedRect(r.x, r.y, r.w, r.h, r.h / 2);
      });
      if (s === seat && r.solo) {
        // A team of one: its gold frame already marks the turn; the name turns gold too.
        r.name.setColor(CSS.gold);
        r.count.setColor(CSS.text);
      } else if (s === seat) {
        r.name.setColor(CSS.ink).setFontStyle('bold');
        r.count.setColor(CSS.ink);
      } else {
        r.name.setColor(r.solo ? r.colour : CSS.text).setFontStyle(r.solo ? 'bold' : 'normal');
        r.count.setColor(CSS.textDim);
      }
    }
    this.teams.forEach((_, ti) => this.drawFrame(ti, seat >= 0 && this.teamOfSeat(seat) === ti));
  }

  /** Shows `n` of the needed sequences as filled stars; a new one pops. */
  setSequences(team: number, n: number, animate = false): void {
    const g = this.pips[team];
    if (!g) return;
    this.sequences[team] = n;
    const x0 = this.box.x + team * (this.columnW + COLUMN_GAP) + this.columnW - MARK.right;
    const y = this.box.y + this.m.header / 2;
    g.draw((d) => {
      for (let i = 0; i < this.sequencesToWin; i++) {
        const x = x0 - i * MARK.spacing;
        const filled = this.sequencesToWin - 1 - i < n;
        d.lineStyle(3, COLORS.gold, 1);
        if (filled) d.fillStyle(COLORS.gold, 1).fillCircle(x, y, MARK.radius);
        d.strokeCircle(x, y, MARK.radius);
      }
    });
    if (animate) {
      g.setScale(1);
      void tweenTo(this.scene, g, { alpha: 0.3 }, 120).then(() => tweenTo(this.scene, g, { alpha: 1 }, 240));
    }
  }

  destroy(): void {
    for (const o of this.objects) o.destroy();
    for (const f of this.frames) f.destroy();
  }

  get turn(): number {
    return this.current;
  }

  private drawFrame(team: number, active: boolean): void {
    const g = this.frames[team];
    if (!g) return;
    const x = this.box.x + team * (this.columnW + COLUMN_GAP);
    const { y, h } = this.box;
    g.draw((d) => {
      d.fillStyle(0x000000, 0.25).fillRoundedRect(x + 4, y + 6, this.columnW, h, 18);
      d.fillStyle(COLORS.panel, 0.9).fillRoundedRect(x, y, this.columnW, h, 18);
      if (h > this.m.header) d.fillStyle(COLORS.team[team] ?? COLORS.gold, 0.22).fillRoundedRect(x, y, this.columnW, this.m.header, { tl: 18, tr: 18, bl: 0, br: 0 });
      else d.fillStyle(COLORS.team[team] ?? COLORS.gold, 0.18).fillRoundedRect(x, y, this.columnW, h, 18);
      d.lineStyle(active ? 5 : 2, active ? COLORS.gold : COLORS.panelEdge, active ? 1 : 0.6).strokeRoundedRect(x, y, this.columnW, h, 18);
    });
  }
}

/** Team colours lightened enough to read as text on the dark panel. */
function lighten(team: number): string {
  return ['#8fb6ff', '#8fe0a8', '#ff9a92'][team] ?? CSS.text;
}

/**
 * Where an online presence tag `tagWidth` wide goes on a player's row: between the name and the hand
 * size where it fits there, else over the hand size (covering it whole). A team of one's header row
 * keeps the tag's default place on its bottom edge. (On the bottom edge of a one-line row it lay over
 * the foot of "6 cards".)
 */
function presenceTagSpot(r: PlayerRow, tagWidth: number): TagSpot | undefined {
  if (r.solo) return undefined;
  const y = r.y + r.h / 2;
  const countLeft = r.count.x - r.count.displayWidth;
  const nameRight = r.name.x + r.name.displayWidth;
  if (countLeft - nameRight >= tagWidth + 24) return { right: countLeft - 12, y };
  return { right: r.count.x + 4, y, minWidth: r.count.displayWidth + 8 };
}
