/**
 * Shows what was wrong with the embed settings (a bad URL parameter, attribute or option) inside the
 * canvas, as a banner at the top of the scene on screen, so a website owner sees at once why the game
 * does not look as asked, and the player still gets a working menu or game underneath. Clicking the
 * banner (or waiting) removes it. The same lines go to the console.
 */
import Phaser from 'phaser';
import { addStrings, t } from '../platform/i18n';
import { ShapeImage } from '../ui/ShapeImage';
import { COLORS, CSS, DEPTH, textStyle } from '../ui/theme';

addStrings({
  en: { 'embed.notice.title': 'Some embed settings were not understood:', 'embed.notice.dismiss': 'Click to close' },
  cs: { 'embed.notice.title': 'Některá nastavení vložení nebyla pochopena:', 'embed.notice.dismiss': 'Kliknutím zavřete' },
  de: { 'embed.notice.title': 'Einige Einbettungs-Einstellungen wurden nicht verstanden:', 'embed.notice.dismiss': 'Zum Schließen klicken' },
});

/** How long the banner stays (ms); long enough to read a few lines. */
const SHOW_MS = 12_000;

/** Logs the problems (once each) as console warnings. */
export function warnProblems(problems: readonly string[]): void {
  for (const p of problems) console.warn(`[card-table] ${p}`);
}

/**
 * Adds the banner to `scene`; returns a function that removes it. It never uses the scene's clock,
 * so the game loop can still go to sleep while it is shown.
 */
export function showNotice(scene: Phaser.Scene, problems: readonly string[]): () => void {
  const { width } = scene.scale;
  const maxW = Math.min(1500, width - 60);
  const body = problems.map((p) => `• ${p}`).join('\n');
  // At least 12 CSS px however small the embed (at 480×360 the design sizes came out at 5.5–8 px).
  const unitsPerPx = scene.scale.displayScale.x || 1;
  const px = (design: number, least: number): string => `${Math.round(Math.max(design, least * unitsPerPx))}px`;
  const title = scene.add.text(0, 0, t('embed.notice.title'), textStyle('body', { fontSize: px(32, 13), fontStyle: 'bold', color: '#ffd27a', wordWrap: { width: maxW - 60 } }));
  const text = scene.add.text(0, 0, body, textStyle('body', { fontSize: px(28, 12), wordWrap: { width: maxW - 60 }, lineSpacing: 6 }));
  const hint = scene.add.text(0, 0, t('embed.notice.dismiss'), textStyle('small', { fontSize: px(22, 12), color: CSS.textDim }));
  const w = Math.min(maxW, Math.max(title.width, text.width, hint.width) + 60);
  const h = title.height + text.height + hint.height + 60;
  title.setPosition(-w / 2 + 30, 18);
  text.setPosition(-w / 2 + 30, 26 + title.height);
  hint.setPosition(w / 2 - 30 - hint.width, 34 + title.height + text.height);
  const g = new ShapeImage(scene).draw((d) => {
    d.fillStyle(0x000000, 0.35).fillRoundedRect(-w / 2 + 3, 6, w, h, 18);
    d.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, 0, w, h, 18);
    d.lineStyle(4, COLORS.error, 1).strokeRoundedRect(-w / 2, 0, w, h, 18);
  });
  const hit = scene.add.zone(0, h / 2, w, h).setInteractive({ useHandCursor: true });
  const box = scene.add.container(width / 2, 24, [g, title, text, hint, hit]).setDepth(DEPTH.focus + 100).setName('embed:notice');
  let timer: ReturnType<typeof setTimeout> | null = null;
  const remove = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (box.active) box.destroy();
  };
  hit.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, remove);
  timer = setTimeout(() => {
    timer = null;
    if (!box.active || !scene.sys?.isActive()) return;
    scene.tweens.add({ targets: box, alpha: 0, duration: 400, onComplete: remove });
  }, SHOW_MS);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, remove);
  return remove;
}
