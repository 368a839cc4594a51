/**
 * The move history panel a table shows beside play (No Thanks, Sequence): a header ("Since your
 * turn (5)", or "Moves so far (2)" before the person's first move) that opens and closes the list — closed by default on a phone — and one line per move
 * since the person at this screen last played (ui/moveLog.ts), each with its player's colour.
 * Tapping a line calls `onPick` (the scene points at the move on the table: `pointAt`, and says
 * where); while a ring lies under the open list, the list turns see-through so the ring and what it
 * rings show (upright on a phone the list opens over the table).
 *
 * The header is in the scene's Tab order (Enter opens or closes the list), and so is each line shown
 * after it (Enter points at its move, as a tap does; a screen reader reads the line).
 *
 * Objects are named for the test hook: `history:toggle`, `history:entry-<i>` (oldest first).
 */
import Phaser from 'phaser';
import { t } from '../platform/i18n';
import type { HistoryEntry, HistorySince } from './moveLog';
import { ShapeImage } from './ShapeImage';
import { FocusManager, type Focusable } from './FocusManager';
import { fitTextWidth } from './fitText';
import { COLORS, DEPTH, textStyle } from './theme';
import { tweenTo } from './tween';
import { onTap } from './tap';
import { HISTORY_LIST_GAP, HISTORY_LIST_PAD, historyHeaderHeight, historyRowHeight, type HistoryPlace } from './historyPlace';

export type { HistoryPlace };

/** The header's title, by what the list counts from. */
const TITLES: Record<HistorySince, string> = { turn: 'history.title', start: 'history.titleStart', resume: 'history.titleResume', all: 'history.titleAll' };

export class MoveHistory<Focus> extends Phaser.GameObjects.Container {
  private entries: readonly HistoryEntry<Focus>[] = [];
  private since: HistorySince = 'turn';
  private expanded: boolean;
  private spot: HistoryPlace | null = null;
  private picked = -1;
  private readonly header: ShapeImage;
  private readonly title: Phaser.GameObjects.Text;
  private readonly toggle: Phaser.GameObjects.Zone;
  private readonly listBg: ShapeImage;
  private rows: Phaser.GameObjects.GameObject[] = [];
  /** The entry shown on each line of the open list (oldest first) and the line's tap zone. */
  private lines: Array<{ index: number; zone: Phaser.GameObjects.Zone }> = [];
  /** One focusable per line the list has shown (kept, so the focus stays on a line the list redraws). */
  private readonly lineFocus: Focusable[] = [];
  /** The open list's rectangle (scene units), or null while it is closed. */
  private listRect: Phaser.Geom.Rectangle | null = null;
  /** Ends the list's see-through moment (a ring under it), if one is under way. */
  private seeThroughEnd: Phaser.Time.TimerEvent | null = null;

  constructor(
    scene: Phaser.Scene,
    /** Points at the move on the table and returns the points it rings. */
    private readonly onPick: (entry: HistoryEntry<Focus>) => readonly MarkPoint[],
    expanded = true,
  ) {
    super(scene, 0, 0);
    this.expanded = expanded;
    this.setDepth(DEPTH.hud + 40);
    this.listBg = new ShapeImage(scene);
    this.header = new ShapeImage(scene);
    this.title = scene.add.text(0, 0, '', textStyle('small', { fontStyle: 'bold', color: '#f4efe2' })).setOrigin(0, 0.5);
    this.toggle = scene.add.zone(0, 0, 10, 10).setOrigin(0).setName('history:toggle');
    this.toggle.setInteractive({ useHandCursor: true });
    onTap(this.toggle, () => this.setExpanded(!this.expanded));
    this.add([this.listBg, this.header, this.title, this.toggle]);
    scene.add.existing(this);
    // The header opens and closes the list from the keyboard too (Tab to it, Enter).
    FocusManager.for(scene).add(this.headerFocus);
  }

  /** The header as the keyboard (and a screen reader) reaches it. */
  private readonly headerFocus: Focusable = {
    getFocusRect: () => this.toggle.getBounds(),
    isFocusable: () => this.active && this.visible && this.spot !== null,
    activate: () => this.setExpanded(!this.expanded),
    describe: () => ({ name: t(TITLES[this.since], { n: this.entries.length }), pressed: this.expanded }),
  };

  /** Line `n` of the open list as the keyboard (and a screen reader) reaches it. */
  private lineFocusable(n: number): Focusable {
    return {
      getFocusRect: () => this.lines[n]?.zone.getBounds() ?? new Phaser.Geom.Rectangle(),
      isFocusable: () => this.active && this.visible && this.expanded && this.lines[n] !== undefined,
      activate: () => {
        const line = this.lines[n];
        if (line) this.pick(line.index);
      },
      describe: () => {
        const line = this.lines[n];
        return line ? { name: this.entries[line.index]?.text ?? '' } : null;
      },
    };
  }

  override destroy(fromScene?: boolean): void {
    const focus = this.scene ? FocusManager.existing(this.scene) : undefined;
    for (const f of [this.headerFocus, ...this.lineFocus]) focus?.remove(f);
    this.seeThroughEnd?.remove();
    this.seeThroughEnd = null;
    super.destroy(fromScene);
  }

  /** Puts the panel at `spot` (on a new layout). */
  place(spot: HistoryPlace): this {
    this.spot = spot;
    this.redraw();
    return this;
  }

  /**
   * The lines to list and what they count from (MoveLog's `since`), which titles them: the moves
   * since the person's turn, the moves so far (they have not moved yet: someone else began), or the
   * moves since they came back to a resumed game.
   */
  setEntries(entries: readonly HistoryEntry<Focus>[], since: HistorySince = 'turn'): this {
    this.entries = entries;
    this.since = since;
    this.picked = -1;
    this.redraw();
    return this;
  }

  /** The header's and the open list's rectangles (scene units): what should stay in sight. */
  boxes(): Phaser.Geom.Rectangle[] {
    return [this.toggle.getBounds(), ...(this.listRect ? [this.listRect] : [])];
  }

  setExpanded(on: boolean): this {
    this.expanded = on;
    this.redraw();
    return this;
  }

  get isExpanded(): boolean {
    return this.expanded;
  }

  private headerH(): number {
    return historyHeaderHeight(this.spot!);
  }

  private rowH(): number {
    return historyRowHeight(this.spot!);
  }

  private redraw(): void {
    if (!this.spot) return;
    const { x, y, width, direction, maxRows, fontSize, target } = this.spot;
    const headH = this.headerH();
    const headTop = direction === 'down' ? y : y - headH;
    const count = this.entries.length;
    this.header.setPosition(x, headTop).draw((g) => {
      g.fillStyle(COLORS.panel, 0.92).fillRoundedRect(0, 0, width, headH, 14);
      g.lineStyle(2, COLORS.panelEdge, 0.7).strokeRoundedRect(0, 0, width, headH, 14);
    });
    this.title.setFontSize(fontSize).setText(`${this.expanded ? '▾' : '▸'} ${t(TITLES[this.since], { n: count })}`).setPosition(x + 16, headTop + headH / 2);
    this.toggle.setPosition(x, headTop).setSize(width, headH);
    if (this.toggle.input) this.toggle.input.hitArea.setSize(width, headH);

    // (A see-through fade may be under way on the old lines.)
    this.scene.tweens.killTweensOf(this.rows);
    for (const row of this.rows) row.destroy();
    this.rows = [];
    this.lines = [];
    // More moves than lines: the newest, under a line saying how many earlier ones are left out.
    const shown = this.expanded ? this.entries.slice(count > maxRows ? -(maxRows - 1) : -maxRows) : [];
    const first = count - shown.length;
    const earlier = this.expanded && first > 0 ? 1 : 0;
    const rowH = this.rowH();
    const lines = Math.max(1, shown.length + earlier);
    const listH = this.expanded ? lines * rowH + HISTORY_LIST_PAD : 0;
    const listTop = direction === 'down' ? headTop + headH + HISTORY_LIST_GAP : headTop - HISTORY_LIST_GAP - listH;
    this.listBg.setVisible(this.expanded).setPosition(x, listTop);
    this.listRect = this.expanded ? new Phaser.Geom.Rectangle(x, listTop, width, listH) : null;
    if (this.expanded) {
      this.listBg.draw((g) => {
        // Opaque: what lies under the open list (a phone's last-move line) must not show through.
        g.fillStyle(0x04140c, 1).fillRoundedRect(0, 0, width, listH, 14);
        g.lineStyle(2, COLORS.panelEdge, 0.45).strokeRoundedRect(0, 0, width, listH, 14);
      });
    }
    if (this.expanded && shown.length === 0) {
      const empty = this.scene.add.text(x + 16, listTop + 6 + rowH / 2, t('history.empty'), textStyle('small', { fontSize: `${fontSize}px` })).setOrigin(0, 0.5);
      this.rows.push(empty);
    }
    if (earlier) {
      const more = this.scene.add.text(x + 40, listTop + 6 + rowH / 2, t('history.more', { n: first }), textStyle('small', { fontSize: `${fontSize}px`, fontStyle: 'italic' })).setOrigin(0, 0.5);
      this.rows.push(more);
    }
    shown.forEach((entry, i) => {
      const index = first + i;
      const rowY = listTop + 6 + (i + earlier) * rowH;
      const parts: Phaser.GameObjects.GameObject[] = [];
      if (index === this.picked) parts.push(new ShapeImage(this.scene, x + 4, rowY).draw((g) => g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(0, 0, width - 8, rowH, 10)));
      parts.push(new ShapeImage(this.scene, x + 22, rowY + rowH / 2).draw((g) => g.fillStyle(entry.color, 1).fillCircle(0, 0, fontSize * 0.3)));
      const text = this.scene.add.text(x + 40, rowY + rowH / 2, entry.text, textStyle('small', { fontSize: `${fontSize}px`, color: '#f4efe2' })).setOrigin(0, 0.5);
      // A line too long for the panel: a finger-high line (a phone's) has room for two, so it wraps
      // at its size; otherwise it is set a little smaller, and only then shortened with an ellipsis.
      const room = width - 52;
      let wrapped = false;
      if (text.width > room && rowH >= fontSize * 2.6) {
        text.setWordWrapWidth(room, true);
        wrapped = text.height <= rowH - 8;
        if (!wrapped) text.setWordWrapWidth(null);
      }
      if (!wrapped) {
        fitTextWidth(text, room, { from: fontSize, min: target ? fontSize : Math.round(fontSize * 0.82) });
        if (text.width > room) text.setText(shorten(text, room));
      }
      parts.push(text);
      const zone = this.scene.add.zone(x, rowY, width, rowH).setOrigin(0).setName(`history:entry-${index}`);
      zone.setInteractive({ useHandCursor: true });
      onTap(zone, () => this.pick(index));
      parts.push(zone);
      this.rows.push(...parts);
      this.lines.push({ index, zone });
    });
    this.add(this.rows);
    if (this.seeThroughEnd) for (const part of this.listParts()) part.setAlpha(SEE_THROUGH);
    // The lines follow the header in the Tab order, top to bottom.
    while (this.lineFocus.length < this.lines.length) {
      const line = this.lineFocusable(this.lineFocus.length);
      FocusManager.for(this.scene).add(line, this.lineFocus[this.lineFocus.length - 1] ?? this.headerFocus);
      this.lineFocus.push(line);
    }
  }

  private pick(index: number): void {
    const entry = this.entries[index];
    if (!entry) return;
    this.picked = index;
    this.redraw();
    const rings = this.onPick(entry);
    const list = this.listRect;
    if (list && rings.some((p) => list.contains(p.x, p.y))) this.seeThrough();
  }

  /**
   * The open list turns see-through while a ring is up (MARK_MS), so a move it covers shows, and then
   * comes back: closing it instead would lose the reader's place.
   */
  private seeThrough(): void {
    this.seeThroughEnd?.remove();
    this.seeThroughEnd = this.scene.time.delayedCall(MARK_MS, () => {
      this.seeThroughEnd = null;
      for (const part of this.listParts()) void tweenTo(this.scene, part, { alpha: 1 }, 200);
    });
    for (const part of this.listParts()) void tweenTo(this.scene, part, { alpha: SEE_THROUGH }, 160);
  }

  /** What the open list draws (its tap zones draw nothing). */
  private listParts(): Array<Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Alpha> {
    return [this.listBg, ...this.rows].filter((o): o is Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Alpha => 'setAlpha' in o);
  }
}

/** How long a ring of `pointAt` stays, even at instant speed: it is there to be seen, not an animation. */
const MARK_MS = 2000;
/** The open list's opacity while a ring under it shows through. */
const SEE_THROUGH = 0.18;

/** A place `pointAt` rings (scene units). */
export interface MarkPoint {
  x: number;
  y: number;
}

/** `text`'s words cut to fit `width`, ending in "…". */
function shorten(text: Phaser.GameObjects.Text, width: number): string {
  const full = text.text;
  let n = full.length;
  while (n > 1 && text.setText(`${full.slice(0, n).trimEnd()}…`).width > width) n--;
  return text.text;
}

/**
 * Points at places on the table for a moment: a gold ring pulsing at each point (named
 * `history:mark` for the test hook), gone after MARK_MS. Returns the points.
 */
export function pointAt(scene: Phaser.Scene, points: readonly MarkPoint[], size: number): readonly MarkPoint[] {
  for (const old of scene.children.list.filter((o) => o.name === 'history:mark')) old.destroy();
  for (const p of points) {
    const ring = new ShapeImage(scene, p.x, p.y).draw((g) => {
      g.lineStyle(14, COLORS.gold, 0.4).strokeCircle(0, 0, size / 2 + 8);
      g.lineStyle(6, COLORS.gold, 1).strokeCircle(0, 0, size / 2);
    });
    ring.setDepth(DEPTH.drag - 1).setName('history:mark');
    ring.setScale(1.5).setAlpha(0);
    void tweenTo(scene, ring, { scaleX: 1, scaleY: 1, alpha: 1 }, 260, 'Back.easeOut').then(() =>
      tweenTo(scene, ring, { scaleX: 1.12, scaleY: 1.12 }, 420, 'Sine.easeInOut').then(() => tweenTo(scene, ring, { scaleX: 1, scaleY: 1 }, 420, 'Sine.easeInOut')),
    );
    scene.time.delayedCall(MARK_MS, () => ring.destroy());
  }
  return points;
}
