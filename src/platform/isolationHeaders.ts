/**
 * Headers that make the page cross-origin isolated, so that its workers may share memory: the Gaps
 * solver then searches on two threads (src/ai-worker/solve.worker.ts). The page loads nothing from
 * other origins, so nothing is blocked. Its files say they may be loaded from any origin
 * (Cross-Origin-Resource-Policy): a page in a sandboxed frame has an opaque origin, and without it the
 * embedder policy would block even the script that explains why the game cannot start there. Served
 * by `npm start` (server/app.ts), `npm run preview` (vite.config.ts) and the browser tests; a site
 * hosting dist/ sets them itself, or the solver searches on one thread.
 */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
