/**
 * What a person sees of the connection to an online table, on the lobby and on every game's table
 * alike: while the link is away (a network gap, the server restarting) a "Reconnecting…" pill
 * ("Server restarting · reconnecting…" when the server said so): on a table in its top bar, where the
 * turn clock was; on the lobby at the top, its dots stepping unless motion is reduced. Once back, a
 * short toast; if the link gives up, a panel that says so plainly, with "Try again" (the same seat,
 * with its token) and the way back to the menu. The game's own input waits meanwhile: nothing is sent
 * while the link is away, and the table's move controls are dimmed (TableScene's `linkChanged`).
 */
import Phaser from 'phaser';
import '../../platform/strings/online';
import { t } from '../../platform/i18n';
import type { RoomLink } from '../../platform/online/link';
import { durationScale } from '../../platform/settings';
import { Button } from '../Button';
import { Panel } from '../Panel';
import { showToast } from '../Toast';
import { COLORS, CSS, DEPTH, PHONE, isPhone, textStyle } from '../theme';
import { speak } from '../a11y';

export interface ConnectionNoticeOptions {
  /** Where the pill's top goes (under the table's top bar), where there is no `bar`. */
  top(): number;
  /**
   * A table's top bar: the notice goes into its clock's pill (the turn clock stops while the link is
   * away), so that it covers none of the name plates under the bar (a phone's top opponents).
   */
  bar?(): { setNotice(text: string | null): unknown } | undefined;
  /** The player gives up on the table: back to the menu. */
  onMenu(): void;
}

export function connectionNotice(scene: Phaser.Scene, link: RoomLink, opts: ConnectionNoticeOptions): () => void {
  let pill: Phaser.GameObjects.Container | null = null;
  let lost: Phaser.GameObjects.Container | null = null;
  let dots: Phaser.Time.TimerEvent | null = null;
  let away = false;
  /** The server said it restarts (the pill says so). */
  let restarting = false;

  const clear = (): void => {
    dots?.remove();
    dots = null;
    opts.bar?.()?.setNotice(null);
    pill?.destroy();
    pill = null;
    lost?.destroy();
    lost = null;
  };

  const showPill = (): void => {
    const label = restarting ? t('online.restarting') : t('online.reconnecting');
    const bar = opts.bar?.();
    if (bar) {
      // In the bar, still: stepping dots would make the pill and the subtitle beside it jump.
      bar.setNotice(label);
      speak(scene, label);
      return;
    }
    const text = scene.add.text(16, 0, label, textStyle('body', { fontSize: `${isPhone(scene) ? PHONE.text : 28}px`, fontStyle: 'bold' })).setOrigin(0, 0.5);
    const w = text.width + 90;
    const bg = new Panel(scene, 0, 0, w, 64, { radius: 32, fill: COLORS.panel, edge: COLORS.gold });
    const spinner = scene.add.text(-w / 2 + 36, 0, '●', textStyle('body', { fontSize: '24px', color: CSS.gold })).setOrigin(0.5);
    text.setX(-w / 2 + 60);
    pill = scene.add.container(scene.scale.width / 2, opts.top() + 48, [bg, spinner, text]).setDepth(DEPTH.toast - 1).setName('online:reconnecting');
    // The dots step twice a second: a quiet sign of life, no motion under reduced motion.
    if (durationScale() > 0) {
      let step = 0;
      const base = label.replace(/[.…]+$/, '');
      dots = scene.time.addEvent({ delay: 500, loop: true, callback: () => {
        step = (step + 1) % 4;
        text.setText(base + '.'.repeat(step));
        spinner.setAlpha(step % 2 === 0 ? 1 : 0.4);
      } });
    }
    speak(scene, label);
  };

  const showLost = (): void => {
    const { width, height } = scene.scale;
    const w = Math.min(1000, width - 60);
    const message = scene.add.text(0, -60, t('online.lost'), textStyle('body', { fontSize: '30px', align: 'center', wordWrap: { width: w - 80 } })).setOrigin(0.5);
    const h = message.height + 280;
    const title = scene.add.text(0, -h / 2 + 56, t('online.lostTitle'), textStyle('heading', { fontSize: '44px', color: '#ff9b8a' })).setOrigin(0.5);
    message.setY(title.y + 50 + message.height / 2);
    const bw = Math.min(320, (w - 100) / 2);
    const retry = new Button(scene, -bw / 2 - 20, h / 2 - 70, { label: t('online.retry'), width: bw, height: 80, onClick: () => {
      clear();
      link.retry();
    } });
    const menu = new Button(scene, bw / 2 + 20, h / 2 - 70, { label: t('table.menu'), width: bw, height: 80, variant: 'secondary', onClick: () => opts.onMenu() });
    lost = scene.add.container(width / 2, height / 2, [new Panel(scene, 0, 0, w, h, { radius: 28 }), title, message, retry.setName('online:retry'), menu.setName('online:lost-menu')]);
    lost.setDepth(DEPTH.dialog + 10).setName('online:lost');
    speak(scene, `${t('online.lostTitle')}. ${t('online.lost')}`);
  };

  const off = link.onStatus((status) => {
    clear();
    if (status === 'reconnecting') {
      away = true;
      showPill();
    } else if (status === 'lost') {
      away = false;
      showLost();
    } else if (away) {
      away = false;
      restarting = false;
      showToast(scene, t('online.backAtTable'), 'success');
    }
  });
  const offRestart = link.on('restarting', () => {
    restarting = true;
  });
  if (link.status !== 'connected') {
    away = link.status === 'reconnecting';
    if (away) showPill();
    else showLost();
  }
  return () => {
    off();
    offRestart();
    clear();
  };
}
