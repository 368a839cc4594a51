/**
 * Hands over to the menu as soon as every game's table part (its menu picture, src/ui/gameTable.ts)
 * has loaded. The menu draws its own small pictures (src/ui/picture.ts); the
 * card, chip and board atlases are drawn later, in short slices, while the transition into a game
 * table runs (`prepareArt`, see src/ui/art/index.ts), and the sound loads on the player's first
 * gesture (src/ui/sound.ts), so the menu is interactive as early as possible.
 */
import Phaser from 'phaser';
import { initSound } from '../ui';
import { loadGameTables } from '../ui/gameTable';
import { idleControllerOf } from '../ui/runtime/idle';
import { enterScene } from '../ui/transition';

export class Preloader extends Phaser.Scene {
  constructor() {
    super('Preloader');
  }

  create(): void {
    const menu = this.scene.get('Menu');
    menu.events.once(Phaser.Scenes.Events.CREATE, () => enterScene(menu));
    // The games' menu pictures (tiny chunks) come first, so the menu's first frames have them; a
    // failed download only leaves a tile without its picture.
    const start = (): void => {
      if (!this.sys.isActive()) return; // The game was destroyed meanwhile.
      this.scene.start('Menu');
      // The loop may have gone to sleep while the pictures downloaded: the start needs a frame.
      idleControllerOf(this.game)?.wake();
    };
    loadGameTables().then(start, start);
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
