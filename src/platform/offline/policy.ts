/**
 * Whether the page registers the service worker of offline play (issue 32). In a module of its own:
 * src/main.ts carries it in the page's first load, everything else of offline play loads only when
 * the answer is yes (a chunk of its own that, sharing no module with the entry, never imports the
 * entry script back).
 */

/** What the standalone page knows about where it runs, to decide whether it registers the worker. */
export interface PageContext {
  /** `navigator.serviceWorker` exists and the page is a secure context (https or localhost). */
  supported: boolean;
  /** The page is inside a frame: embedded by a host page. */
  inFrame: boolean;
  /** `?test=1`: a browser test. */
  test: boolean;
  /** The `sw` URL parameter: '0' never, '1' also in a browser test. */
  sw: string | null;
}

/**
 * Only the game as a page of its own works offline. Inside a frame it is a guest of the host page:
 * it must not install a worker that would then also control that origin's other pages, nor download
 * a megabyte in the background there. (The library bundle, mount() and `<card-table>` never get
 * this code at all: it is reached only from src/main.ts.) Browser tests leave it out unless they ask
 * with `sw=1`: a worker installing in every test's context would download the whole game again,
 * beside what the test measures.
 */
export function shouldRegister(page: PageContext): boolean {
  if (!page.supported || page.inFrame || page.sw === '0') return false;
  return !page.test || page.sw === '1';
}
