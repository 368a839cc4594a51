/**
 * Hands over to the menu at once. The menu draws its own small pictures (src/ui/picture.ts); the
 * card, chip and board atlases are drawn later, in short slices, while the transition into a game
 * table runs (`prepareArt`, see src/ui/art/index.ts), and the sound loads on the player's first
 * gesture (src/ui/sound.ts), so the menu is interactive as early as possible.
 */
import Phaser from 'phaser';
import { initSound } from '../ui';
import { enterScene } from '../ui/transition';

export class Preloader extends Phaser.Scene {
  constructor() {
    super('Preloader');
  }

  create(): void {
    const menu = this.scene.get('Menu');
    menu.events.once(Phaser.Scenes.Events.CREATE, () => enterScene(menu));
    this.scene.start('Menu');
    loadSoundOnFirstGesture();
  }
}

/** Browsers play sound only after a gesture: start loading Howler when the player first moves or presses. */
const FIRST_GESTURES = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Whether the listeners are in place: once per page, however many games it mounts (src/embed). */
let waitingForGesture = false;

function loadSoundOnFirstGesture(): void {
  if (waitingForGesture) return;
  waitingForGesture = true;
  const start = (): void => {
    for (const type of FIRST_GESTURES) window.removeEventListener(type, start, true);
    void initSound();
  };
  for (const type of FIRST_GESTURES) window.addEventListener(type, start, { capture: true, passive: true });
}
