/**
 * The second thread of the "winnable from here?" solver (solve.worker.ts starts it): says when it is
 * loaded, then takes the half of each long search handed to it and answers with the outcome of its
 * part (engine: solveShared, searchPart). Lives and dies with the solver worker that started it.
 */
/// <reference lib="webworker" />
import { searchPart, type SearchHandoff } from '../engine/gaps';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<SearchHandoff>) => scope.postMessage(searchPart(e.data));
scope.postMessage('ready');
