/**
 * The address bar of a page the game owns (index.html, not a site embedding it): a table may show
 * what it deals there (Gaps writes its deal, so a reload or a copied address gives it again), and
 * leaving the table takes that out again, so that a reload from the menu opens the menu.
 */
import type Phaser from 'phaser';
import { embedOptionNames } from '../platform/embedParams';
import { OWNS_PAGE_ADDRESS } from '../platform/launch';

/** Whether this game is the page itself, whose address it may change. */
export function ownsPageAddress(scene: Phaser.Scene): boolean {
  return scene.registry.get(OWNS_PAGE_ADDRESS) === true;
}

/** Shows `url` in the address bar without a reload or a history entry; false where it may not. */
export function writePageAddress(scene: Phaser.Scene, url: string): boolean {
  if (!ownsPageAddress(scene)) return false;
  try {
    globalThis.history?.replaceState(globalThis.history.state, '', url);
    return true;
  } catch {
    // A sandboxed frame may forbid it.
    return false;
  }
}

/** The page's address without what opens a game (`game`, `seed`, `replay` and the games' options). */
export function menuAddress(href: string): string {
  const url = new URL(href);
  for (const name of ['game', 'seed', 'replay', ...embedOptionNames()]) url.searchParams.delete(name);
  return url.toString();
}

/** A table is left: the address no longer opens it (switches such as `lang` or `speed` stay). */
export function forgetTableAddress(scene: Phaser.Scene): void {
  const href = globalThis.location?.href;
  if (!href || !ownsPageAddress(scene)) return;
  const menu = menuAddress(href);
  if (menu !== href) writePageAddress(scene, menu);
}
