/**
 * The narrowest width at which a packing still takes no more than `lines` lines: laid out at that
 * width, the lines come out about even, with no item left alone on the last. Pure: `pack` lays the
 * items out at a width and returns its lines (cards of a score sheet, phrases of a dialog text).
 * Bisects (0, `widest`] in `steps` halvings; `widest` must itself pack into `lines`.
 */
export function evenWidth(pack: (width: number) => readonly unknown[], lines: number, widest: number, steps: number): number {
  let lo = 0;
  let hi = widest;
  for (let i = 0; i < steps; i++) {
    const mid = (lo + hi) / 2;
    if (pack(mid).length <= lines) hi = mid;
    else lo = mid;
  }
  return hi;
}
