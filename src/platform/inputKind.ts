/**
 * How the player plays here: with a finger only (a phone, a tablet without a mouse) or with a mouse
 * and keyboard. Help lines name keys only where there is a keyboard to press them, and speak of taps
 * where a finger is the pointer.
 */

/** True when the only pointers are fingers (no mouse or trackpad): touch hints, no key hints. */
export function touchOnly(): boolean {
  if (typeof matchMedia !== 'function') return false;
  if (matchMedia('(any-pointer: fine)').matches) return false;
  return matchMedia('(pointer: coarse)').matches || (globalThis.navigator?.maxTouchPoints ?? 0) > 0;
}
