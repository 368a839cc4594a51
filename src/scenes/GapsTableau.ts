/**
 * Placeholder for the gaps table: reachable from the menu, shows the title and leads back.
 * The gaps game issue replaces it with the real scene (same key, same `init(data: GameLaunch)`).
 */
import Phaser from 'phaser';
import type { GameLaunch } from '../platform/launch';
import { t } from '../platform/i18n';
import { goToScene } from '../ui/transition';

export class GapsTableau extends Phaser.Scene {
  private launch: GameLaunch | null = null;

  constructor() {
    super('GapsTableau');
  }

  init(data: GameLaunch): void {
    this.launch = data;
  }

  create(): void {
    const { width, height } = this.scale;
    this.cameras.main.setBackgroundColor('#0f3d2a');
    const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    this.add.text(width / 2, height * 0.38, t('game.gaps'), { fontFamily: font, fontSize: '96px', color: '#f3d98b', fontStyle: 'bold' }).setOrigin(0.5);
    this.add.text(width / 2, height * 0.5, t('common.comingSoon'), { fontFamily: font, fontSize: '40px', color: '#e8efe9' }).setOrigin(0.5);
    const back = this.add
      .text(width / 2, height * 0.64, t('common.back'), { fontFamily: font, fontSize: '44px', color: '#1b1b1b', backgroundColor: '#e3b94f', padding: { x: 40, y: 18 } })
      .setOrigin(0.5)
      .setName('back')
      .setInteractive({ useHandCursor: true });
    const leave = (): void => goToScene(this, 'Menu', { game: this.launch?.game }, 'back');
    back.on('pointerup', leave);
    this.input.keyboard?.on('keydown-ESC', leave);
    this.input.keyboard?.on('keydown-ENTER', leave);
  }
}
