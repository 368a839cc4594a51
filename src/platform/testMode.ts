/**
 * Whether the page runs for a browser test (`?test=1`). The idle loop (ui/runtime/idle.ts) then
 * exposes its debug counters. Kept out of the test hook (ui/runtime/testHook.ts), which drives the
 * idle loop itself: asking the hook would make the two import each other.
 */

/** True when the page was opened with `?test=1`. */
export function isTestMode(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('test') === '1';
}
