/**
 * The pure rules of offline play (src/platform/offline/precache.ts): what the service worker keeps,
 * how it answers requests, which caches it deletes, and when a page registers it at all. The worker
 * itself runs in test/e2e/offline.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { addStrings, hasString, setSessionLanguage, t } from '../../src/platform/i18n';
import { OFFLINE_STRINGS } from '../../src/platform/strings/offline';
import { CACHE_PREFIX, cacheName, newestFirst, precacheFiles, routeOf, staleCaches, type BuiltFile } from '../../src/platform/offline/precache';
import { shouldRegister, type PageContext } from '../../src/platform/offline/policy';

/** A site build shaped like ours: the game page, the embedding demo, shared and lazy chunks, workers, sounds. */
const BUILD: BuiltFile[] = [
  { fileName: 'index.html' },
  { fileName: 'embed-demo.html' },
  { fileName: 'assets/index-a1.js', pageOf: 'index.html', imports: ['assets/messages-b2.js', 'assets/mount-c3.js'] },
  { fileName: 'assets/mount-c3.js', imports: ['assets/ui-d4.js', 'assets/GapsTableau-e5.js', 'assets/mount-c3.css'] },
  { fileName: 'assets/mount-c3.css' },
  { fileName: 'assets/ui-d4.js' },
  { fileName: 'assets/GapsTableau-e5.js', imports: ['assets/ui-d4.js'] },
  { fileName: 'assets/messages-b2.js' },
  { fileName: 'assets/embed-demo-f6.js', pageOf: 'embed-demo.html', imports: ['assets/messages-b2.js', 'assets/embed-g7.js', 'assets/embed-demo-f6.css'] },
  { fileName: 'assets/embed-g7.js', imports: ['assets/mount-c3.js'] },
  { fileName: 'assets/embed-demo-f6.css' },
  // Worker scripts and sounds: no chunk names them as an import.
  { fileName: 'assets/solve.worker-h8.js' },
  { fileName: 'assets/rng-i9.js' },
  { fileName: 'assets/sfx-j0.ogg' },
  { fileName: 'assets/index-a1.js.map' },
];
const PUBLIC = ['boot-check.js', 'manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-maskable-512.png'];

describe('precacheFiles', () => {
  const files = precacheFiles(BUILD, PUBLIC);

  it('keeps everything the game page can load, lazily or in a worker, and the public files it names', () => {
    expect(files).toEqual([
      'assets/GapsTableau-e5.js',
      'assets/index-a1.js',
      'assets/messages-b2.js',
      'assets/mount-c3.css',
      'assets/mount-c3.js',
      'assets/rng-i9.js',
      'assets/sfx-j0.ogg',
      'assets/solve.worker-h8.js',
      'assets/ui-d4.js',
      'boot-check.js',
      'icons/icon.svg',
      'index.html',
      'manifest.webmanifest',
    ]);
  });

  it('leaves out the other page and what only it uses, source maps, the install-only PNG icons and the worker itself', () => {
    for (const f of ['embed-demo.html', 'assets/embed-demo-f6.js', 'assets/embed-demo-f6.css', 'assets/embed-g7.js', 'assets/index-a1.js.map', 'icons/icon-192.png', 'icons/icon-maskable-512.png']) {
      expect(files).not.toContain(f);
    }
    expect(precacheFiles([...BUILD, { fileName: 'sw.js' }, { fileName: 'lib/card-table.js' }], PUBLIC)).toEqual(files);
  });

  it('keeps a chunk both pages use (the demo imports the game page’s mount chunk too)', () => {
    expect(files).toContain('assets/mount-c3.js');
    expect(files).toContain('assets/messages-b2.js');
  });
});

describe('caches', () => {
  it('names each version’s cache, lists ours newest first and deletes all but the active version’s', () => {
    expect(cacheName('abc')).toBe(`${CACHE_PREFIX}abc`);
    const keys = ['other-app', cacheName('v1'), cacheName('v2'), cacheName('v3')];
    expect(newestFirst(keys)).toEqual([cacheName('v3'), cacheName('v2'), cacheName('v1')]);
    expect(staleCaches(keys, 'v2')).toEqual([cacheName('v1'), cacheName('v3')]);
    expect(staleCaches(['other-app', cacheName('v2')], 'v2')).toEqual([]);
  });
});

describe('routeOf', () => {
  const scope = 'https://games.example/card-table/';

  it('answers the game page network first, with or without a query', () => {
    expect(routeOf('https://games.example/card-table/', scope, true)).toBe('page');
    expect(routeOf('https://games.example/card-table/?game=gaps&seed=3', scope, true)).toBe('page');
    expect(routeOf('https://games.example/card-table/index.html?lang=cs', scope, true)).toBe('page');
  });

  it('answers the game’s files from the caches', () => {
    expect(routeOf('https://games.example/card-table/assets/ui-d4.js', scope, false)).toBe('cached');
    expect(routeOf('https://games.example/card-table/boot-check.js', scope, false)).toBe('cached');
  });

  it('stays out of other pages, other paths and other origins', () => {
    expect(routeOf('https://games.example/card-table/embed-demo.html', scope, true)).toBe('pass');
    expect(routeOf('https://games.example/card-table/lib/', scope, true)).toBe('pass');
    expect(routeOf('https://games.example/other/assets/ui.js', scope, false)).toBe('pass');
    expect(routeOf('https://cdn.example/card-table/assets/ui-d4.js', scope, false)).toBe('pass');
  });
});

describe('shouldRegister', () => {
  const page: PageContext = { supported: true, inFrame: false, test: false, sw: null };

  it('registers for the game as a page of its own', () => {
    expect(shouldRegister(page)).toBe(true);
    expect(shouldRegister({ ...page, sw: '1' })).toBe(true);
  });

  it('never inside a frame (embedded by a host page), even when asked', () => {
    expect(shouldRegister({ ...page, inFrame: true })).toBe(false);
    expect(shouldRegister({ ...page, inFrame: true, sw: '1' })).toBe(false);
  });

  it('not without service worker support or a secure context, nor with sw=0', () => {
    expect(shouldRegister({ ...page, supported: false })).toBe(false);
    expect(shouldRegister({ ...page, supported: false, sw: '1' })).toBe(false);
    expect(shouldRegister({ ...page, sw: '0' })).toBe(false);
  });

  it('in a browser test only when the test asks with sw=1', () => {
    expect(shouldRegister({ ...page, test: true })).toBe(false);
    expect(shouldRegister({ ...page, test: true, sw: '1' })).toBe(true);
  });
});

describe('update notice', () => {
  it('is written in each language', () => {
    addStrings(OFFLINE_STRINGS);
    expect(hasString('offline.updateReady')).toBe(true);
    const texts = (['en', 'cs', 'de'] as const).map((lang) => {
      setSessionLanguage(lang);
      return t('offline.updateReady');
    });
    setSessionLanguage('en');
    expect(new Set(texts).size).toBe(3);
    expect(texts[1]).toContain('spustíš');
    expect(texts[2]).toContain('du ');
  });
});
