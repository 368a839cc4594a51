/**
 * The service worker of the standalone page (dist/sw.js, built by build/offline.ts, which puts the
 * build's precache manifest on its first line as `self.__cardTablePrecache`). Why our own and not
 * Workbox: the game needs one precache, one page route and cache clean-up, about a hundred lines;
 * vite-plugin-pwa would bring workbox-build and its tree of build dependencies for that.
 *
 * - install: downloads every file of this version into its own cache (all or nothing). It does not
 *   skip waiting: while a page of the old version is open, its worker keeps running, so a game in
 *   progress keeps loading the files of its own version (a table opened later, the sounds).
 * - activate (no page of an older version is open any more): deletes the older caches and takes
 *   control of the page that installed it, so the first visit already works offline.
 * - fetch: the page itself network first (an online start gets the newest deployment), falling back
 *   to the newest cache that holds it; other files from any of our caches, newest first (so an old
 *   worker can serve a newer page whose worker is still waiting), else the network.
 */
/// <reference lib="webworker" />
import { APP_PAGE, cacheName, newestFirst, routeOf, staleCaches, type PrecacheManifest } from './precache';

declare const self: ServiceWorkerGlobalScope & { __cardTablePrecache: PrecacheManifest };

const { version, files } = self.__cardTablePrecache;
const own = cacheName(version);
const scope = (): string => self.registration.scope;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(own);
      try {
        // `reload`: fresh from the server, never an older copy from the HTTP cache.
        await cache.addAll(files.map((f) => new Request(new URL(f, scope()).href, { cache: 'reload' })));
      } catch (err) {
        // An empty cache must not count as the newest version.
        await caches.delete(own);
        throw err;
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), version).map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

/** `request` from our caches, newest first (the first that holds it), or undefined. */
async function fromCaches(request: Request | string, ignoreSearch = false): Promise<Response | undefined> {
  for (const name of newestFirst(await caches.keys())) {
    const hit = await (await caches.open(name)).match(request, { ignoreSearch });
    if (hit) return hit;
  }
  return undefined;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await fromCaches(new URL(APP_PAGE, scope()).href);
    if (cached) return cached;
    throw err;
  }
}

async function cachedFile(request: Request): Promise<Response> {
  return (await fromCaches(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const route = routeOf(request.url, scope(), request.mode === 'navigate');
  if (route === 'page') event.respondWith(page(request));
  else if (route === 'cached') event.respondWith(cachedFile(request));
});
