/**
 * Sound effects: one Howler audio sprite made by assets/scripts/make-sounds.mjs (see assets/README.md).
 *
 * - Lazy: Howler is loaded with a dynamic import on the first `initSound`/`playSound`, so it stays out
 *   of the first download and nothing audio-related runs before it is needed.
 * - Never throws: audio may be missing (headless browsers, blocked autoplay, old devices).
 * - Browsers only allow audio after a user gesture; Howler's autoUnlock handles the unlocking, and we
 *   drop effects requested before the first gesture instead of letting them play late in a burst.
 * - Follows the sound/volume settings and is muted while the page is hidden.
 */
import spriteMap from '../../assets/audio/sfx.json';
import sfxOgg from '../../assets/audio/sfx.ogg?url';
import sfxMp3 from '../../assets/audio/sfx.mp3?url';
import { getSettings, onSettingsChange } from '../platform/settings';

export type SoundName = 'slide' | 'flip' | 'chip' | 'illegal' | 'deal' | 'win' | 'click' | 'take';

export const SOUND_NAMES: readonly SoundName[] = ['slide', 'flip', 'chip', 'illegal', 'deal', 'win', 'click', 'take'];

type HowlerModule = typeof import('howler');

let howler: HowlerModule | null = null;
let sprite: import('howler').Howl | null = null;
let loading: Promise<void> | null = null;
let gestureSeen = false;
/** Set by the embedding layer (src/embed/audio.ts): false while the game asking to play is muted. */
let gate: (() => boolean) | null = null;

/** Installs (or with null removes) the check `playSound` asks before playing. */
export function setSoundGate(check: (() => boolean) | null): void {
  gate = check;
}

/** Stops every effect that is playing (a destroyed or muted game). Never throws. */
export function stopSounds(): void {
  try {
    sprite?.stop();
  } catch {
    /* audio unavailable */
  }
}

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof window !== 'undefined';
}

/** Global mute and volume from the settings and the page's visibility. */
function applyVolume(): void {
  if (!howler) return;
  try {
    const s = getSettings();
    const hidden = hasDocument() && document.hidden;
    howler.Howler.volume(s.volume);
    howler.Howler.mute(!s.soundOn || s.volume === 0 || hidden);
  } catch {
    /* audio unavailable: stay silent */
  }
}

let watching = false;

function watchGesturesAndVisibility(): void {
  if (!hasDocument() || watching) return;
  watching = true;
  const onGesture = (): void => {
    gestureSeen = true;
    window.removeEventListener('pointerdown', onGesture, true);
    window.removeEventListener('keydown', onGesture, true);
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
  document.addEventListener('visibilitychange', applyVolume);
  onSettingsChange(applyVolume);
}

/** Starts loading Howler and the sprite (the Preloader may call it early). Never throws. */
export function initSound(): Promise<void> {
  if (loading) return loading;
  if (!hasDocument()) return (loading = Promise.resolve());
  watchGesturesAndVisibility();
  loading = import('howler')
    .then((mod) => {
      howler = mod;
      sprite = new mod.Howl({
        src: [sfxOgg, sfxMp3],
        format: ['ogg', 'mp3'],
        sprite: spriteMap as unknown as Record<string, [number, number]>,
        preload: true,
        onloaderror: () => {
          sprite = null;
        },
      });
      applyVolume();
    })
    .catch(() => {
      howler = null;
      sprite = null;
    });
  return loading;
}

/** Plays one effect if sound is on. Never throws; effects asked for before the first gesture are skipped. */
export function playSound(name: SoundName): void {
  try {
    if (!loading) {
      // Before the player's first gesture the browser would not play it anyway: do not load Howler and
      // create its AudioContext (a 100-200 ms task on a slow machine, in the middle of an animation) yet.
      watchGesturesAndVisibility();
      if (!gestureSeen) return;
      void initSound();
    }
    if (!sprite || !gestureSeen || (gate && !gate())) return;
    const s = getSettings();
    if (!s.soundOn || s.volume === 0) return;
    sprite.play(name);
  } catch {
    /* audio unavailable: stay silent */
  }
}

/** Where the sound system stands (for tests and a settings screen): 'idle' until initSound, then 'loading', 'ready' or 'failed'. */
export function soundStatus(): 'idle' | 'loading' | 'ready' | 'failed' {
  if (!loading) return 'idle';
  if (!howler) return 'loading';
  if (!sprite) return 'failed';
  const state = sprite.state();
  return state === 'loaded' ? 'ready' : 'loading';
}
