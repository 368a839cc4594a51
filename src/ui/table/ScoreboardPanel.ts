/**
 * Gaps together (a solitaire everyone plays on the same deal at once): the live scoreboard of an
 * online table, one line per player — cards in place, moves, how their deal ended — and, once
 * everybody has finished, the result table, best first. Only shows what the server's `scoreboard`
 * message says.
 */
import Phaser from 'phaser';
import { t } from '../../platform/i18n';
import type { ScoreboardRow } from '../../platform/online/protocol';
import { Panel } from '../Panel';
import type { Presence } from '../../platform/online/presence';
import { DEPTH, textStyle } from '../theme';

const W = 420;

export class ScoreboardPanel extends Phaser.GameObjects.Container {
  private readonly title: Phaser.GameObjects.Text;
  private readonly lines: Phaser.GameObjects.Text;
  private panel: Panel | null = null;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.title = scene.add.text(0, 0, t('online.scoreboard'), textStyle('body', { fontSize: '26px', fontStyle: 'bold' })).setOrigin(0.5, 0);
    this.lines = scene.add.text(0, 0, '', textStyle('small', { fontSize: '22px', lineSpacing: 6 })).setOrigin(0.5, 0);
    this.add([this.title, this.lines]);
    this.setDepth(DEPTH.hud).setName('online:scoreboard');
    scene.add.existing(this as Phaser.GameObjects.GameObject);
  }

  /** New rows; `over`: everybody has finished, the rows are the result table (best first); `presence`: who is offline. */
  show(rows: readonly ScoreboardRow[], you: number | null, over: boolean, presence: readonly Presence[] = []): void {
    const sorted = over ? [...rows].sort((a, b) => Number(b.won) - Number(a.won) || b.progress - a.progress || a.moves - b.moves) : rows;
    const line = (r: ScoreboardRow, i: number): string => {
      const away = presence[r.seat] === 'offline' && !r.finished ? t('online.offline') : '';
      const state = r.finished ? (r.won ? t('online.won') : t('online.done')) : away;
      const who = r.seat === you ? `${r.name} (${t('online.you')})` : r.name;
      return `${over ? `${i + 1}. ` : ''}${who}: ${t('online.scoreRow', { progress: r.progress, moves: r.moves })}${state ? ` · ${state}` : ''}`;
    };
    this.title.setText(over ? t('online.results') : t('online.scoreboard'));
    this.lines.setText(sorted.map(line).join('\n')).setY(this.title.height + 8);
    if (over) this.setName('online:results');
    const h = this.title.height + this.lines.height + 30;
    this.panel?.destroy();
    this.panel = new Panel(this.scene, 0, h / 2 - 10, Math.max(W, this.lines.width + 40), h, { radius: 16, alpha: 0.92 });
    this.addAt(this.panel, 0);
  }
}
