/**
 * The No Thanks and Sequence tables' "Share" button: copies a link that opens this very game, at
 * this position, for whoever receives it (`?replay=`, src/platform/shareLink.ts). Gaps shares its
 * deal from the deal dialog and the address bar instead (its top bar is full). Offered only where
 * the game owns the page's address (its own page or an iframe): on a site that mounts the game in
 * an element, a link to that site's page would not open the game.
 */
import type Phaser from 'phaser';
import { t } from '../platform/i18n';
import type { GameLaunch } from '../platform/launch';
import { ownsPageAddress, writePageAddress } from './pageAddress';
import { replayUrl } from '../platform/shareLink';
import { showToast } from './Toast';
import type { TopBarAction } from './TopBar';

/** The share action for a table's top bar (none where links cannot work); `moves` reads the moves so far. */
export function shareAction(scene: Phaser.Scene, launch: () => GameLaunch, moves: () => readonly string[]): TopBarAction[] {
  if (!ownsPageAddress(scene)) return [];
  return [{ id: 'share', label: t('game.share'), icon: '⤴', onClick: () => void copyLink(scene, replayUrl(globalThis.location.href, launch(), moves())), width: 170 }];
}

async function copyLink(scene: Phaser.Scene, url: string): Promise<void> {
  try {
    await globalThis.navigator.clipboard.writeText(url);
    showToast(scene, t('game.linkCopied'), 'success');
  } catch {
    // No clipboard (an insecure page, a frame without the permission): the address bar holds it.
    writePageAddress(scene, url);
    showToast(scene, t('game.linkInAddress'), 'info', 5000);
  }
}
