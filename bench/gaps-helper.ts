/**
 * The bench's helper thread for `solveShared` (worker_threads, started through gaps-helper.mjs): says
 * when it is loaded, then takes the half of each search it is handed and answers with the outcome of
 * its part, as the browser's solver helper does.
 */
import { parentPort } from 'node:worker_threads';
import { searchPart, type SearchHandoff } from '../src/engine/gaps';

parentPort!.on('message', (handoff: SearchHandoff) => parentPort!.postMessage(searchPart(handoff)));
parentPort!.postMessage('ready');
