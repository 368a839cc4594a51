/** How the Gaps timer writes a time played, and the icon it shows while hidden (pure: the unit tests read them). */

/**
 * What stands in for the hidden counter: a clock face from the Geometric Shapes block, which the
 * system fonts draw everywhere. The stopwatch emoji (⏱) it replaced was an empty box where no emoji
 * font is installed (a bare Linux, headless Chromium).
 */
export const CLOCK_ICON = '\u25F7';

/** "3:45", or "1:02:03" past an hour. */
export function formatPlayTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
