/**
 * Node's side of `solveShared`'s helper: a worker thread (gaps-helper.mjs) and a `SolveHelper` that
 * hands it one search at a time. Used by the Gaps bench and the engine's shared-search tests.
 */
import { Worker } from 'node:worker_threads';
import type { SearchOutcome, SolveHelper } from '../src/engine/gaps';

/**
 * The helper thread of `solveShared` (bench/gaps-helper.mjs), started and loaded before any search is
 * timed, and a helper that hands it one search at a time.
 */
export async function startHelperThread(): Promise<{ helper: SolveHelper; stop: () => Promise<number> }> {
  const worker = new Worker(new URL('./gaps-helper.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const helper: SolveHelper = {
    search: (handoff) =>
      new Promise<SearchOutcome>((resolve, reject) => {
        const fail = (error: Error): void => reject(error);
        const exit = (): void => reject(new Error('the helper thread stopped'));
        worker.once('error', fail).once('exit', exit);
        worker.once('message', (outcome: SearchOutcome) => {
          worker.off('error', fail).off('exit', exit);
          resolve(outcome);
        });
        worker.postMessage(handoff);
      }),
    pause: () => new Promise((resolve) => setTimeout(resolve, 1)),
  };
  return { helper, stop: () => worker.terminate() };
}
