/**
 * Entry point of index.html: reads the URL parameters (src/platform/embedParams.ts: `game`, `seed`,
 * `lang`, `speed`, `muted`, `allowedOrigin`, `test`, the game's options), mounts the game into `#app`
 * (src/embed/mount.ts) and, when the page runs inside an `<iframe>`, starts the postMessage bridge
 * to the page around it (src/embed/bridge.ts). A bad parameter is reported in the canvas and the
 * console, and its default is used. As a page of its own (not in a frame), it registers the service
 * worker that lets it start offline (src/platform/offline/, `?sw=0` never, `?sw=1` also in tests).
 */
import { parseEmbedParams } from './platform/embedParams';
import { randomSeed } from './platform/menuChoices';
import { mountConfig } from './embed/mount';
import { startBridge } from './embed/bridge';
import { shouldRegister } from './platform/offline/precache';
import { registerOffline } from './platform/offline/register';
import { showUpdateReady } from './embed/updateNotice';

const app = document.getElementById('app');
if (!app) throw new Error('Card Table needs a #app element');
document.getElementById('boot-note')?.remove();
const params = new URLSearchParams(location.search);
const config = parseEmbedParams((name) => params.get(name), randomSeed);
// A page of its own: the game takes the keyboard focus at once.
const table = mountConfig(app, config, { autofocus: true, ownsPageAddress: true });
if (window.parent !== window) startBridge(table, { allowedOrigin: config.allowedOrigin });
if (config.test) (window as unknown as { __cardTableEmbed?: unknown }).__cardTableEmbed = table;

const inFrame = window.parent !== window;
const supported = 'serviceWorker' in navigator && window.isSecureContext;
if (shouldRegister({ supported, inFrame, test: config.test, sw: params.get('sw') })) {
  // After the game has started: the worker's downloads never compete with the game's first load.
  registerOffline(import.meta.url, () => showUpdateReady(table)).catch((err: unknown) => console.warn('[card-table] offline play is not available:', err));
}
