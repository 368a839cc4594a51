/**
 * The small notice of the standalone page that a new version has been downloaded: a toast on
 * whatever scene the player is on, the menu or a game in progress. Nothing changes under the player:
 * the new version is used the next time the game starts.
 *
 * This module and the registration (src/platform/offline/register.ts) are a chunk src/main.ts loads
 * only when the page registers the service worker: nothing of them is in the page's first load. The
 * page hands in its toast and strings functions: imported here, the bundler moved those modules out
 * of the shared chunks into first-load chunks of their own (more bytes and requests at every start,
 * for a notice most visits never show).
 */
import type { addStrings, t } from '../platform/i18n';
import { OFFLINE_STRINGS } from '../platform/strings/offline';
import { registerOffline } from '../platform/offline/register';
import type { showToast } from '../ui/Toast';
import type { CardTableInstance } from './mount';

/** What the page lends the notice. */
export interface PageServices {
  showToast: typeof showToast;
  t: typeof t;
  addStrings: typeof addStrings;
}

/** Long enough to read while a game goes on. */
const SHOW_MS = 6000;
/** Tries to find a scene for it (a retry every 300 ms: for about a minute). */
const MAX_TRIES = 200;

/**
 * Shows the notice on `table`'s top scene once the game is up. A toast belongs to its scene: if the
 * scene closes before the notice has been on screen for its time (a scene change was starting), it
 * is shown again on the scene that follows.
 */
export function showUpdateReady(table: CardTableInstance, page: PageServices, tries = 0): void {
  if (table.state().destroyed || tries > MAX_TRIES) return;
  const active = table.game.scene.getScenes(true);
  const scene = active[active.length - 1];
  if (!table.state().ready || !scene) {
    setTimeout(() => showUpdateReady(table, page, tries + 1), 300);
    return;
  }
  page.showToast(scene, page.t('offline.updateReady'), 'info', SHOW_MS);
  const shownAt = Date.now();
  scene.events.once('shutdown', () => {
    if (Date.now() - shownAt < SHOW_MS) setTimeout(() => showUpdateReady(table, page, tries + 1), 300);
  });
}

/** Registers the worker for the page whose entry script is `ownScript`; an update shows the notice on `table`. */
export function startOffline(table: CardTableInstance, ownScript: string, page: PageServices): Promise<void> {
  page.addStrings(OFFLINE_STRINGS);
  return registerOffline(ownScript, () => showUpdateReady(table, page));
}
