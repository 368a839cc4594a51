/**
 * Where the cards in front of a player lie: as the printed rules ask, cards of a run overlap
 * side by side and stand-alone cards stand apart, all numbers visible. Pure math, no Phaser.
 */
import { evenWidth } from '../../ui/evenWidth';

/** Splits cards into runs of consecutive numbers (ascending; a single card is a run of one). */
export function groupRuns(cards: readonly number[]): number[][] {
  const sorted = [...cards].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === c - 1) last.push(c);
    else runs.push([c]);
  }
  return runs;
}

/** Spacing, as shares of the card width: inside a run (overlapped) and between runs (apart). */
const RUN_STEP = 0.38;
const GROUP_STEP = 1.14;
/** The tightest we go before the row would no longer show every number. */
const MIN_RUN_STEP = 0.2;
/**
 * A card covered by the next one shows only its left strip: its number stays readable down to this
 * share of the card width (the covered face's big corner number, `ntCoveredFrame`, is that wide).
 */
export const READABLE_STEP = 0.36;
const MIN_GROUP_STEP = 0.5;

export interface RowSlot {
  card: number;
  /** Centre x relative to the centre of the row. */
  x: number;
}

/**
 * Centre offsets of every card (ascending) so the whole row is centred and at most `maxWidth`
 * wide. Gaps between runs shrink first, then the overlap inside runs, so runs stay recognisable.
 */
export function rowSlots(cards: readonly number[], cardW: number, maxWidth: number): RowSlot[] {
  const runs = groupRuns(cards);
  const n = runs.reduce((s, r) => s + r.length, 0);
  if (n === 0) return [];
  const inRun = n - runs.length;
  const between = runs.length - 1;
  const widthWith = (runStep: number, groupStep: number): number => cardW * (1 + inRun * runStep + between * groupStep);

  let runStep = RUN_STEP;
  let groupStep = GROUP_STEP;
  if (widthWith(runStep, groupStep) > maxWidth && between > 0) {
    const room = maxWidth / cardW - 1 - inRun * runStep;
    groupStep = Math.max(MIN_GROUP_STEP, room / between);
  }
  if (widthWith(runStep, groupStep) > maxWidth && inRun > 0) {
    const room = maxWidth / cardW - 1 - between * groupStep;
    runStep = Math.max(MIN_RUN_STEP, room / inRun);
  }
  // Still too wide (a huge hand in a tiny box): squeeze everything by the same factor.
  const total = widthWith(runStep, groupStep);
  const squeeze = total > maxWidth && total > cardW ? (maxWidth - cardW) / (total - cardW) : 1;
  runStep *= squeeze;
  groupStep *= squeeze;

  const slots: RowSlot[] = [];
  let x = 0;
  runs.forEach((run, r) => {
    if (r > 0) x += groupStep * cardW;
    run.forEach((card, i) => {
      if (i > 0) x += runStep * cardW;
      slots.push({ card, x });
    });
  });
  const half = x / 2;
  return slots.map((s) => ({ card: s.card, x: s.x - half }));
}

/** Width of `runs` on one line at the natural spacing (rowSlots unsqueezed), or with the gaps between runs at `groupStep`. */
function lineWidth(runs: readonly number[][], cardW: number, groupStep = GROUP_STEP): number {
  const n = runs.reduce((s, r) => s + r.length, 0);
  return n === 0 ? 0 : cardW * (1 + (n - runs.length) * RUN_STEP + (runs.length - 1) * groupStep);
}

/** Runs in order, as many to a line as fit in `width` (a line takes one run at least). */
function packRuns(runs: readonly number[][], cardW: number, width: number): number[][][] {
  const lines: number[][][] = [];
  for (const run of runs) {
    const line = lines[lines.length - 1];
    if (line && lineWidth([...line, run], cardW) <= width) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/**
 * The cards in front of a player on as few lines as let each lie at its natural spacing (every
 * number readable), at most `maxLines`: lines break between runs (a run longer than a line is cut),
 * and the cards are shared evenly between the lines. When `maxLines` are not enough, each line is
 * squeezed as `rowSlots` squeezes a row. Each line's slots are centred on the line's centre.
 */
export function wrapRuns(cards: readonly number[], cardW: number, maxWidth: number, maxLines: number): RowSlot[][] {
  // A run too long for a line, cut into pieces that fit.
  const most = Math.max(1, Math.floor((maxWidth / cardW - 1) / RUN_STEP) + 1);
  const runs = groupRuns(cards).flatMap((run) => Array.from({ length: Math.ceil(run.length / most) }, (_, i) => run.slice(i * most, (i + 1) * most)));
  if (runs.length === 0) return [];
  const lines = Math.max(1, Math.min(maxLines, packRuns(runs, cardW, maxWidth).length));
  // The narrowest line width that still packs into that many lines: the lines come out even.
  const width = evenWidth((w) => packRuns(runs, cardW, w), lines, Math.max(maxWidth, lineWidth(runs, cardW)), 30);
  return packRuns(runs, cardW, width).map((line) => rowSlots(line.flat(), cardW, maxWidth));
}

/**
 * Whether `rowSlots` lays `cards` out in `maxWidth` with every step at least READABLE_STEP: runs at
 * their natural overlap, the gaps between runs shrunk no further than they may be.
 */
function readableIn(cards: readonly number[], cardW: number, maxWidth: number): boolean {
  return cards.length <= 1 || lineWidth(groupRuns(cards), cardW, MIN_GROUP_STEP) <= maxWidth + 1e-9;
}

/** Every card of `cards` in its own place, as `rowSlots` lays them out (no stack). */
export function openRow(cards: readonly number[], cardW: number, maxWidth: number): { slots: CompactSlot[]; stacks: RunStack[] } {
  return { slots: rowSlots(cards, cardW, maxWidth).map((s) => ({ ...s, y: 0, tucked: false })), stacks: [] };
}

/** The cards that take a place when every run of `minRun` or more is collapsed onto its lowest card. */
function placedCards(runs: readonly number[][], minRun: number): number[] {
  return runs.flatMap((run) => (run.length >= minRun ? [run[0]!] : run));
}

/**
 * The row with as little collapsed as keeps every number readable in `maxWidth`: every card in
 * full; else every run of three or more collapsed onto its lowest card (`compactRow`); else runs of
 * two as well. A row too long even then is squeezed, as `rowSlots` squeezes.
 */
export function readableRow(cards: readonly number[], cardW: number, maxWidth: number): { slots: CompactSlot[]; stacks: RunStack[] } {
  if (readableIn(cards, cardW, maxWidth)) return openRow(cards, cardW, maxWidth);
  return compactRow(cards, cardW, maxWidth, readableIn(placedCards(groupRuns(cards), 3), cardW, maxWidth) ? 3 : 2);
}

/**
 * Which cards of a laid-out row lie under the next card's left part (their big number hidden, only
 * their left strip showing): every card but a tucked one whose right neighbour starts within a card width.
 */
export function coveredCards(slots: readonly CompactSlot[], cardW: number): Set<number> {
  const open = slots.filter((s) => !s.tucked).sort((a, b) => a.x - b.x);
  const covered = new Set<number>();
  for (let i = 0; i + 1 < open.length; i++) if (open[i + 1]!.x - open[i]!.x < cardW * 0.98) covered.add(open[i]!.card);
  return covered;
}

/**
 * Where the i-th card (1, 2, …) of a run lies when the run is collapsed onto its lowest card: a
 * few pixels up and to the right each, so the stack still reads as "a run of n" (at most three
 * steps: a long run does not grow wider than a short one).
 */
export function tuckOffset(i: number): { x: number; y: number } {
  const step = Math.min(i, 3);
  return { x: step * 7, y: -step * 5 };
}

/** A run shown as one stack: its lowest and highest card and the stack's centre x. */
export interface RunStack {
  first: number;
  last: number;
  x: number;
}

export interface CompactSlot extends RowSlot {
  /** Offset up from the row's centre line (tucked cards only). */
  y: number;
  /** Lies under its run's lowest card. */
  tucked: boolean;
}

/**
 * The row with every run of `minRun` or more cards collapsed onto its lowest card (the only one
 * that counts), labelled first–last: a long row stays readable in a small seat. Shorter runs and
 * single cards lie as in `rowSlots`.
 */
export function compactRow(cards: readonly number[], cardW: number, maxWidth: number, minRun = 3): { slots: CompactSlot[]; stacks: RunStack[] } {
  const runs = groupRuns(cards);
  const collapsed = (run: number[]): boolean => run.length >= minRun;
  // Only a collapsed run's lowest card takes a place; no two of these are consecutive numbers
  // unless they were in one short run, so rowSlots keeps every stack apart from its neighbours.
  const shown = placedCards(runs, minRun);
  const at = new Map(rowSlots(shown, cardW, maxWidth).map((s) => [s.card, s.x] as const));
  const slots: CompactSlot[] = [];
  const stacks: RunStack[] = [];
  for (const run of runs) {
    if (!collapsed(run)) {
      for (const card of run) slots.push({ card, x: at.get(card)!, y: 0, tucked: false });
      continue;
    }
    const x = at.get(run[0]!)!;
    stacks.push({ first: run[0]!, last: run[run.length - 1]!, x });
    run.forEach((card, i) => {
      const off = tuckOffset(i);
      slots.push({ card, x: x + off.x, y: off.y, tucked: i > 0 });
    });
  }
  return { slots, stacks };
}
