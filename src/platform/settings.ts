/**
 * Player settings, persisted in localStorage and shared by every scene. Scenes read them with
 * `getSettings()` and react to changes with `onSettingsChange()`.
 */
import { storedValue } from './storage';

export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'reduced';
export type Language = 'en' | 'cs' | 'de';

export interface Settings {
  soundOn: boolean;
  /** 0..1 */
  volume: number;
  speed: AnimationSpeed;
  language: Language;
}

export const DEFAULT_SETTINGS: Settings = { soundOn: true, volume: 0.7, speed: 'normal', language: 'en' };

const SPEEDS: readonly AnimationSpeed[] = ['slow', 'normal', 'fast', 'reduced'];
const LANGUAGES: readonly Language[] = ['en', 'cs', 'de'];

function validate(raw: unknown): Settings | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const s: Settings = { ...DEFAULT_SETTINGS };
  if (typeof r.soundOn === 'boolean') s.soundOn = r.soundOn;
  if (typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1) s.volume = r.volume;
  if (SPEEDS.includes(r.speed as AnimationSpeed)) s.speed = r.speed as AnimationSpeed;
  if (LANGUAGES.includes(r.language as Language)) s.language = r.language as Language;
  return s;
}

const store = storedValue<Settings>('settings', 1, () => ({ ...DEFAULT_SETTINGS }), validate);
let current: Settings | null = null;
const listeners = new Set<(s: Settings) => void>();

export function getSettings(): Settings {
  current ??= store.load();
  return current;
}

export function updateSettings(change: Partial<Settings>): Settings {
  const next = validate({ ...getSettings(), ...change }) ?? getSettings();
  current = next;
  store.save(next);
  for (const l of listeners) l(next);
  return next;
}

/** Subscribes to changes; returns the function that unsubscribes (call it on scene shutdown). */
export function onSettingsChange(listener: (s: Settings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Multiplier for every tween duration per speed: 0 under reduced motion means "jump to the end". */
const DURATION_SCALE: Record<AnimationSpeed, number> = { slow: 1.6, normal: 1, fast: 0.45, reduced: 0 };

/** Multiplier for every tween duration (called for every tween and pose change: no allocation). */
export function durationScale(speed: AnimationSpeed = getSettings().speed): number {
  return DURATION_SCALE[speed];
}

/** A tween duration in ms for the current speed setting (at least 1 so tweens still complete). */
export function animMs(baseMs: number): number {
  return Math.max(1, Math.round(baseMs * durationScale()));
}

/** Overrides the speed for this page only (tests use ?speed=instant via the shell), without saving. */
export function setSessionSpeed(speed: AnimationSpeed): void {
  current = { ...getSettings(), speed };
  for (const l of listeners) l(current);
}
