/**
 * Entry point: reads the URL switches, picks the design size from the parent's shape, creates the
 * Phaser game with the shell scenes and declares the game tables, whose code loads on first use.
 *
 * URL switches: `?test=1` exposes the browser-test hook, `?speed=instant|fast|slow` overrides the
 * animation speed for this page, `?lang=en|cs|de` the language.
 */
import Phaser from 'phaser';
import './platform/strings/common';
import './platform/strings/menu';
import { setSessionSpeed, type AnimationSpeed, type Language } from './platform/settings';
import { setSessionLanguage } from './platform/i18n';
import { installTestHook, isTestMode } from './platform/testHook';
import { installIdleSleep } from './platform/idle';
import { goToScene, isTransitioning, registerLazyScene } from './ui/transition';
import { Boot } from './scenes/Boot';
import { Preloader } from './scenes/Preloader';
import { Menu } from './scenes/Menu';
import { Instructions } from './scenes/Instructions';
import { Settings } from './scenes/Settings';
import { Statistics } from './scenes/Statistics';

const KEY = Phaser.Input.Keyboard.KeyCodes;
const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };

function designFor(parent: HTMLElement): { width: number; height: number } {
  return parent.clientHeight > parent.clientWidth ? PORTRAIT : LANDSCAPE;
}

function hasSavedSettings(): boolean {
  try {
    return localStorage.getItem('card-table:settings') !== null;
  } catch {
    return false;
  }
}

function applyUrlSwitches(params: URLSearchParams): void {
  const speed = params.get('speed');
  const speeds: Record<string, AnimationSpeed> = { instant: 'reduced', reduced: 'reduced', fast: 'fast', slow: 'slow', normal: 'normal' };
  if (speed && speeds[speed]) setSessionSpeed(speeds[speed]);
  else if (!hasSavedSettings() && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    // Until the player picks an animation speed, follow the system's "reduce motion" wish.
    setSessionSpeed('reduced');
  }
  const lang = params.get('lang');
  if (lang === 'en' || lang === 'cs' || lang === 'de') setSessionLanguage(lang as Language);
}

// The game tables are separate chunks: the menu shows before their code (and engines) download.
registerLazyScene('NoThanksTable', async () => (await import('./scenes/NoThanksTable')).NoThanksTable);
registerLazyScene('GapsTableau', async () => (await import('./scenes/GapsTableau')).GapsTableau);
registerLazyScene('SequenceBoard', async () => (await import('./scenes/SequenceBoard')).SequenceBoard);

function start(): Phaser.Game {
  const parent = document.getElementById('app');
  if (!parent) throw new Error('Card Table needs a #app element');
  document.getElementById('boot-note')?.remove();
  const params = new URLSearchParams(location.search);
  applyUrlSwitches(params);
  const size = designFor(parent);

  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    backgroundColor: '#0f3d29',
    scale: {
      mode: Phaser.Scale.FIT,
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: size.width,
      height: size.height,
    },
    // Sound is Howler (src/ui/sound.ts); Phaser's own audio would only add a second context.
    audio: { noAudio: true },
    render: { antialias: true, powerPreference: 'default' },
    input: {
      activePointers: 2,
      // Keys the game navigates with must not also move the browser's focus or scroll the page:
      // Tab leaving the canvas would take every later key press away from the game.
      keyboard: { capture: [KEY.TAB, KEY.SPACE, KEY.UP, KEY.DOWN, KEY.LEFT, KEY.RIGHT, KEY.PAGE_UP, KEY.PAGE_DOWN, KEY.HOME, KEY.END] },
    },
    banner: false,
    scene: [Boot, Preloader, Menu, Instructions, Settings, Statistics],
  });

  // Switch between the landscape and portrait layouts when the parent's shape flips.
  const observer = new ResizeObserver(() => {
    const wanted = designFor(parent);
    if (wanted.width !== game.scale.width) game.scale.setGameSize(wanted.width, wanted.height);
  });
  observer.observe(parent);

  if (isTestMode()) installTestHook(game, () => isTransitioning(game), goToScene);
  // Stop the frame loop while nothing moves (wakes on input and whenever an animation starts).
  installIdleSleep(game);
  return game;
}

start();
