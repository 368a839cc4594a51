/** A player's name and score. Stub: implementation follows. */
import Phaser from 'phaser';

export interface ScoreBadgeConfig {
  name: string;
  score?: number;
  color?: number;
  width?: number;
}

export class ScoreBadge extends Phaser.GameObjects.Container {
  score: number;
  constructor(scene: Phaser.Scene, x: number, y: number, readonly config: ScoreBadgeConfig) {
    super(scene, x, y);
    this.score = config.score ?? 0;
    scene.add.existing(this);
  }
  setScore(n: number): this { this.score = n; return this; }
  setPlayerName(text: string): this { void text; return this; }
  setTurn(on: boolean): this { void on; return this; }
  setSubtitle(text: string | null): this { void text; return this; }
}
