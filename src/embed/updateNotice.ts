/**
 * The small notice of the standalone page that a new version has been downloaded (src/main.ts calls
 * it from the service worker registration, src/platform/offline/register.ts): a toast on whatever
 * scene the player is on, the menu or a game in progress. Nothing changes under the player: the new
 * version is used the next time the game starts.
 */
import '../platform/strings/offline';
import { t } from '../platform/i18n';
import { showToast } from '../ui/Toast';
import { isTransitioning } from '../ui/transition';
import { topScene } from './launcher';
import type { CardTableInstance } from './mount';

/** Long enough to read while a game goes on. */
const SHOW_MS = 6000;

/** Shows the notice on `table`'s top scene once it is up and no scene change is running. */
export function showUpdateReady(table: CardTableInstance, tries = 0): void {
  if (table.state().destroyed) return;
  const scene = topScene(table.game);
  if (!table.state().ready || !scene || isTransitioning(table.game)) {
    // A toast put on a scene that is being left would go with it: try again shortly (for a minute).
    if (tries < 200) setTimeout(() => showUpdateReady(table, tries + 1), 300);
    return;
  }
  showToast(scene, t('offline.updateReady'), 'info', SHOW_MS);
}
