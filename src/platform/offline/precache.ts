/**
 * The pure rules of playing offline (issue 32), shared by the build (build/offline.ts writes the
 * precache manifest into dist/sw.js), the service worker (sw.ts) and the page (register.ts), and
 * unit-tested in Node (test/platform/offline.test.ts):
 * - which built files the standalone page needs (precacheFiles),
 * - how its caches are named, which is the newest and which an activated worker deletes,
 * - which requests the worker answers and how (routeOf).
 * Whether a page registers the worker at all is decided apart, in policy.ts (the page's first load
 * carries only that).
 */

/** Every cache of ours starts with this; the rest of the name is the build's version. */
export const CACHE_PREFIX = 'card-table-';

/** What the worker is built with: the build's version and the files it keeps, relative to its scope. */
export interface PrecacheManifest {
  version: string;
  files: string[];
}

/** One file of the site build, as the bundler reports it. */
export interface BuiltFile {
  fileName: string;
  /** For an entry chunk: the HTML page it is the script of (`index.html`, `embed-demo.html`). */
  pageOf?: string;
  /** Chunks it imports, statically or lazily, and the CSS files it brings. */
  imports?: readonly string[];
}

/** The page the service worker serves: the standalone game. */
export const APP_PAGE = 'index.html';

/** Files reachable from `starts` through the chunks' imports. */
function reach(byName: ReadonlyMap<string, BuiltFile>, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const name = todo.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...(byName.get(name)?.imports ?? []));
  }
  return seen;
}

/**
 * The files the standalone page may ever load: every file of the build except other HTML pages and
 * the chunks and styles only those pages use (the embedding demo), source maps and the worker
 * itself, plus `publicFiles` (copied unchanged: boot-check.js, the web app manifest, the icon the
 * page shows; not the PNG icons, which only installing the app reads, while online, and which would
 * add a quarter of a megabyte to what the worker downloads).
 * Workers, their chunks and the sounds are not imported by any chunk the bundler can name, so
 * everything not proven to belong to another page is kept: a few kilobytes too many cost less than
 * a table that cannot open offline. Sorted, so the manifest is the same for the same build.
 */
export function precacheFiles(files: readonly BuiltFile[], publicFiles: readonly string[] = []): string[] {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const entries = (mine: boolean) => files.filter((f) => f.pageOf !== undefined && (f.pageOf === APP_PAGE) === mine).map((f) => f.fileName);
  const ours = reach(byName, entries(true));
  const theirs = [...reach(byName, entries(false))].filter((f) => !ours.has(f));
  const skip = new Set(theirs);
  const all = [...files.map((f) => f.fileName), ...publicFiles];
  return [...new Set(all)]
    .filter((f) => !skip.has(f) && !f.endsWith('.map') && f !== 'sw.js' && !f.startsWith('lib/'))
    .filter((f) => !(f.startsWith('icons/') && f.endsWith('.png')))
    .filter((f) => !f.endsWith('.html') || f === APP_PAGE)
    .sort();
}

export const cacheName = (version: string): string => CACHE_PREFIX + version;

/**
 * Our caches, newest first. CacheStorage lists names in the order they were created (an ordered map
 * in the Service Worker spec), and each worker creates its cache when it installs.
 */
export function newestFirst(keys: readonly string[]): string[] {
  return keys.filter((k) => k.startsWith(CACHE_PREFIX)).reverse();
}

/** What a newly activated worker deletes: every cache of ours but its own (no page uses them any more). */
export function staleCaches(keys: readonly string[], version: string): string[] {
  return keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== cacheName(version));
}

/**
 * How the worker answers a GET request for `url` (absolute) under `scope` (absolute, ends with '/'):
 * - 'page': the game page (the scope itself or index.html, whatever the query): network first, so an
 *   online start gets the newest deployment; offline, the newest complete cache's copy;
 * - 'cached': another file under the scope: from our caches when it is there (hashed file names
 *   never change content), else from the network;
 * - 'pass': not ours (another origin or path): the worker stays out of it.
 */
export function routeOf(url: string, scope: string, navigate: boolean): 'page' | 'cached' | 'pass' {
  const u = new URL(url);
  const s = new URL(scope);
  if (u.origin !== s.origin || !u.pathname.startsWith(s.pathname)) return 'pass';
  const path = u.pathname.slice(s.pathname.length);
  if (path === '' || path === APP_PAGE) return 'page';
  // Another page (the embedding demo) is not the game: it is left to the network.
  if (navigate || path.endsWith('.html')) return 'pass';
  return 'cached';
}
