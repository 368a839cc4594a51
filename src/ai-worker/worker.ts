/**
 * The thread computer players think in, so a long search never freezes animation or input. The
 * thinking itself is think.ts.
 */
/// <reference lib="webworker" />
import type { AiRequest } from './protocol';
import { answer } from './think';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
if (typeof scope.postMessage === 'function' && typeof scope.importScripts === 'function') {
  scope.onmessage = (e: MessageEvent<AiRequest>) => {
    void answer(e.data).then((res) => scope.postMessage(res));
  };
}
