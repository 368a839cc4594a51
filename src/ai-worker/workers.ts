/**
 * Starting a module worker on a page that may refuse it: a Content-Security-Policy without workers,
 * or the library bundle loaded from another origin than the page (browsers start workers from the
 * page's own origin only). `new Worker` then throws, or the worker reports an error before its first
 * message. Once a page refused one, no further worker is tried there: each attempt would only be
 * refused again (and reported in the console) before the caller falls back.
 */
let refused = false;

/**
 * The worker `create` makes, or null where this page does not start workers. Pass the `new Worker(new
 * URL('./x.ts', import.meta.url), { type: 'module' })` expression itself: the bundler finds workers by it.
 */
export function startWorker(create: () => Worker): Worker | null {
  if (refused) return null;
  let worker: Worker;
  try {
    worker = create();
  } catch {
    refused = true;
    return null;
  }
  let started = false;
  worker.addEventListener('message', () => (started = true), { once: true });
  worker.addEventListener('error', () => {
    if (!started) refused = true;
  });
  return worker;
}
