/**
 * Where the cards in front of a player lie: as the printed rules ask, cards of a run overlap
 * side by side and stand-alone cards stand apart, all numbers visible. Pure math, no Phaser.
 */

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
const RUN_STEP = 0.34;
const GROUP_STEP = 1.14;
/** The tightest we go before the row would no longer show every number. */
const MIN_RUN_STEP = 0.2;
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
