/**
 * Pure layout math shared by scenes (no Phaser import, so it is unit-tested in Node).
 */

/** The smallest design box of each orientation: every scene lays out at least this much room. */
const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };
/** The most elongated shape laid out for (21:9 either way); a longer host shows bands at its ends. */
const MAX_ASPECT = 21 / 9;

/**
 * The design size (layout units) for a host `hostW × hostH` CSS px: the orientation's smallest box
 * (1920×1080 or 1080×1920) grown along one side to the host's aspect ratio, so the canvas fills the
 * host with nothing letterboxed (a 390×844 phone gets 1080×2337, a square host 1920×1920). The short
 * side keeps its 1080 units down to 16:9, so text and buttons keep their size on screen.
 */
export function designSize(hostW: number, hostH: number): { width: number; height: number } {
  const portrait = hostH > hostW;
  const base = portrait ? PORTRAIT : LANDSCAPE;
  if (!(hostW > 0) || !(hostH > 0)) return { ...base };
  const aspect = Math.min(MAX_ASPECT, Math.max(1 / MAX_ASPECT, hostW / hostH));
  const baseAspect = base.width / base.height;
  // Wider than the base box: grow the width; taller: grow the height.
  if (aspect < baseAspect) return { width: base.width, height: Math.round(base.width / aspect) };
  // (A nearly square portrait host stays portrait: narrower than high by a unit at least.)
  const width = Math.round(base.height * aspect);
  return { width: portrait ? Math.min(width, base.height - 1) : width, height: base.height };
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The largest scale at which a `cols × rows` grid of `itemW × itemH` items, separated by `gap`
 * (a fraction of the item size), fits inside `boxW × boxH`.
 */
export function fitScale(itemW: number, itemH: number, cols: number, rows: number, boxW: number, boxH: number, gap = 0.08): number {
  if (cols <= 0 || rows <= 0 || itemW <= 0 || itemH <= 0) return 0;
  const gridW = itemW * (cols + gap * (cols - 1));
  const gridH = itemH * (rows + gap * (rows - 1));
  return Math.max(0, Math.min(boxW / gridW, boxH / gridH));
}

/** Centres of a `cols × rows` grid of `cellW × cellH` cells centred on (cx, cy), in row-major order. */
export function gridPositions(cols: number, rows: number, cellW: number, cellH: number, cx: number, cy: number, gapX = 0, gapY = 0): Point[] {
  const stepX = cellW + gapX;
  const stepY = cellH + gapY;
  const left = cx - (stepX * (cols - 1)) / 2;
  const top = cy - (stepY * (rows - 1)) / 2;
  const out: Point[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push({ x: left + c * stepX, y: top + r * stepY });
  return out;
}

/**
 * A hand of `n` cards fanned around `cx`: x positions at most `spread` apart and at most `maxWidth`
 * wide overall (between the first and last centre), with a small rotation (degrees) growing outwards.
 */
export function fanPositions(n: number, cx: number, spread: number, maxWidth: number, maxAngle = 12): Array<{ x: number; angle: number }> {
  if (n <= 0) return [];
  if (n === 1) return [{ x: cx, angle: 0 }];
  const step = Math.min(spread, maxWidth / (n - 1));
  const angleStep = Math.min(4, (2 * maxAngle) / (n - 1));
  const mid = (n - 1) / 2;
  return Array.from({ length: n }, (_, i) => ({ x: cx + (i - mid) * step, angle: (i - mid) * angleStep }));
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * Keyboard arrow navigation: the index of the box nearest to `from` in direction `dir`, or -1.
 * Only boxes whose centre lies in that direction count; distance along the direction counts once and
 * sideways offset counts double, so moving "right" prefers the neighbour on the same row.
 */
export function nearestInDirection(from: Box, candidates: readonly Box[], dir: Direction): number {
  const cx = from.x + from.width / 2;
  const cy = from.y + from.height / 2;
  let best = -1;
  let bestScore = Infinity;
  candidates.forEach((b, i) => {
    const dx = b.x + b.width / 2 - cx;
    const dy = b.y + b.height / 2 - cy;
    const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
    const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) return;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Area of the overlap of two boxes (0 when apart). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function containsPoint(b: Box, x: number, y: number): boolean {
  return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
}

/** Room a label leaves at its segment's sides (6 looked as if "No Thanks!" touched the tab bar's rounded end). */
export const SEGMENT_LABEL_SIDES = 12;

/**
 * Segment edges for labels `widths` px wide in a box `boxW` wide (centred on 0): equal segments when
 * every label fits one, else each segment as wide as its label needs plus an equal share of what is
 * left (or, when even that is too little, in proportion to the labels), so a long translation (e.g.
 * "Omezený pohyb") takes room from short neighbours instead of being drawn smaller than them.
 */
export function segmentEdges(widths: readonly number[], boxW: number): number[] {
  const n = widths.length;
  const need = widths.map((w) => w + 2 * SEGMENT_LABEL_SIDES);
  const total = need.reduce((a, b) => a + b, 0);
  const sizes = need.every((w) => w <= boxW / n) ? need.map(() => boxW / n) : total <= boxW ? need.map((w) => w + (boxW - total) / n) : need.map((w) => (w * boxW) / total);
  const edges = [-boxW / 2];
  for (const s of sizes) edges.push(edges[edges.length - 1]! + s);
  edges[n] = boxW / 2;
  return edges;
}

/**
 * How many rows each of several lists shows when `budget` rows fit in all (the Statistics page: a
 * list per game): one at a time to each list in turn, so every list with rows shows its first, up to
 * what it has and `max`. Never fewer than one row for each list that has any.
 */
export function shareRows(counts: readonly number[], budget: number, max: number): number[] {
  const shown = counts.map(() => 0);
  let left = Math.max(budget, counts.filter((c) => c > 0).length);
  let added = true;
  while (left > 0 && added) {
    added = false;
    counts.forEach((c, i) => {
      if (left > 0 && (shown[i] as number) < Math.min(c, max)) {
        shown[i] = (shown[i] as number) + 1;
        left--;
        added = true;
      }
    });
  }
  return shown;
}

/** The menu's game tiles: their size, whether each shows its picture beside the text, and their centres. */
export interface TileGrid {
  w: number;
  h: number;
  /** Picture on the left and text on the right (a wide, low tile); otherwise picture above text. */
  side: boolean;
  /** In the registry's order, row by row; a last row with fewer tiles is centred. */
  centres: Point[];
}

/**
 * Lays out `n` game tiles between the menu's title and its footer buttons on a `width × height`
 * design screen. Landscape: one row of up to four, then two rows. Portrait: one column of up to
 * three wide tiles, then two columns. Tiles never grow beyond the sizes the three-game menu had.
 */
export function menuTileGrid(n: number, width: number, height: number, phone = false): TileGrid {
  const portrait = height > width;
  // A phone held sideways: the title and the finger-high footer buttons (PHONE) take the same height
  // as a desktop's; the tiles grow wider instead, so their phone-sized text wraps into fewer lines.
  const sideways = phone && !portrait;
  const count = Math.max(1, n);
  const cols = portrait ? (count <= 3 ? 1 : 2) : count <= 4 ? count : Math.ceil(count / 2);
  const rows = Math.ceil(count / cols);
  const top = portrait ? 320 : sideways ? 226 : 250;
  const bottom = height - (portrait ? 230 : sideways ? 184 : 190);
  const gapX = cols > 3 ? 40 : portrait ? 36 : 56;
  const gapY = 36;
  // Portrait columns of upright tiles may be taller: their text wraps into more lines.
  // A phone's column of wide tiles may be taller where the screen has room: its 12 px blurbs take four lines.
  const [maxW, maxH] = portrait ? (cols === 1 ? [960, phone ? 520 : 430] : [520, 700]) : sideways ? [680, 680] : [520, 620];
  const w = Math.min(maxW, (width - 120 - (cols - 1) * gapX) / cols);
  const h = Math.min(maxH, (bottom - top - (rows - 1) * gapY) / rows);
  const firstY = (top + bottom) / 2 - ((rows - 1) * (h + gapY)) / 2;
  const centres: Point[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, n - row * cols);
    const col = i - row * cols;
    centres.push({ x: width / 2 + (col - (inRow - 1) / 2) * (w + gapX), y: firstY + row * (h + gapY) });
  }
  return { w, h, side: w / h >= 1.5, centres };
}

/** One option row of the menu on a phone held sideways: its label's left edge and its choice. */
export interface OptionCell {
  /** Left edge of the label, from the panel's centre. */
  x: number;
  /** Centre of the row, from the top of the rows. */
  y: number;
  labelW: number;
  choiceW: number;
  /** Rows of finger-wide segments the choice takes. */
  lines: number;
}

/**
 * The menu's option rows on a phone held sideways (`width` design units wide): finger-high choices
 * (`target`) with their names beside them, two rows side by side when there are more than three,
 * so they fit the 1080 units of height. A row whose values would not fit half the width finger-wide
 * (Sequence's eight player counts) takes a whole line of the grid. Rows keep their order, unless
 * that is taller than `maxHeight`: then a half-width row may take a free place on an earlier line.
 */
export function sidewaysOptionGrid(valueCounts: readonly number[], width: number, target = 132, maxHeight = Infinity): { panelW: number; height: number; cells: OptionCell[] } {
  const cols = valueCounts.length > 3 ? 2 : 1;
  const panelW = Math.min(width - 80, cols === 2 ? 2200 : 1500);
  const pad = 50;
  const gap = 70;
  const colW = (panelW - 2 * pad - (cols - 1) * gap) / cols;
  const labelW = Math.min(340, Math.round(colW * 0.34));
  const fullW = panelW - 2 * pad - labelW;
  const halfW = colW - labelW;
  const linesFor = (n: number, w: number): number => Math.max(1, Math.ceil(n / Math.max(1, Math.floor(w / target))));
  const wide = (n: number): boolean => cols === 1 || linesFor(n, halfW) > 1;
  // Grid lines: each a whole row, or up to two half rows (indices into valueCounts).
  const pack = (inOrder: boolean): number[][] => {
    const lines: number[][] = [];
    valueCounts.forEach((n, i) => {
      if (wide(n)) return void lines.push([i]);
      const open = inOrder ? (lines.length > 0 && lines[lines.length - 1]!.length === 1 && !wide(valueCounts[lines[lines.length - 1]![0]!]!) ? lines[lines.length - 1] : undefined) : lines.find((l) => l.length === 1 && !wide(valueCounts[l[0]!]!));
      if (open) open.push(i);
      else lines.push([i]);
    });
    return lines;
  };
  const rowGap = 14;
  const place = (lines: number[][]): { height: number; cells: OptionCell[] } => {
    const cells: OptionCell[] = [];
    let top = 0;
    for (const line of lines) {
      const whole = wide(valueCounts[line[0]!]!);
      const choiceW = whole && cols === 2 ? fullW : halfW;
      const rows = whole ? linesFor(valueCounts[line[0]!]!, choiceW) : 1;
      const h = rows * target + rowGap;
      line.forEach((i, c) => (cells[i] = { x: -panelW / 2 + pad + c * (colW + gap), y: top + h / 2, labelW, choiceW, lines: rows }));
      top += h;
    }
    return { height: top, cells };
  };
  const ordered = place(pack(true));
  return { panelW, ...(ordered.height <= maxHeight ? ordered : place(pack(false))) };
}
