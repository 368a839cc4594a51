/**
 * Registers the service worker (sw.ts) for the standalone page and tells the page when a newer
 * version has been downloaded while it runs. Loaded lazily (with src/embed/updateNotice.ts) by
 * src/main.ts once shouldRegister (policy.ts) says yes, so none of it weighs on the first load, and
 * the library bundle never contains it.
 */
import { newestFirst } from './precache';

/**
 * How often a running page asks for a newer sw.js. Browsers look by themselves only when a page is
 * opened (and a day after the last look): a game left open all evening would never hear of one.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Whether the newest of our caches holds `ownScript` (the page's entry script, whose hashed name
 * changes with anything the page loads): then the version just installed is the one running, e.g.
 * when an online start already got the new page while the new worker was still installing.
 */
async function newestHolds(ownScript: string): Promise<boolean> {
  const [newest] = newestFirst(await caches.keys());
  return newest !== undefined && (await (await caches.open(newest)).match(ownScript)) !== undefined;
}

/**
 * Registers `dist/sw.js` (next to index.html, so its scope is the game's folder). `onUpdateReady`
 * runs when a worker of another version has installed while this page was controlled by an older
 * one: it waits, and the next start uses it.
 */
export async function registerOffline(ownScript: string, onUpdateReady: () => void): Promise<void> {
  const sw = navigator.serviceWorker;
  const registration = await sw.register(new URL('sw.js', document.baseURI).href);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    // No controller: the first install on this browser, nothing to announce.
    if (!worker || !sw.controller) return;
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      void newestHolds(ownScript).then((same) => {
        if (!same) onUpdateReady();
      });
    });
  });
  // Offline the check fails: nothing to do, the next one may succeed.
  setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
}
