/**
 * Entry point of index.html: reads the URL parameters (src/platform/embedParams.ts: `game`, `seed`,
 * `lang`, `speed`, `muted`, `allowedOrigin`, `test`, the game's options), mounts the game into `#app`
 * (src/embed/mount.ts) and, when the page runs inside an `<iframe>`, starts the postMessage bridge
 * to the page around it (src/embed/bridge.ts). A bad parameter is reported in the canvas and the
 * console, and its default is used. As a page of its own (not in a frame), it registers the service
 * worker that lets it start offline (src/platform/offline/, `?sw=0` never, `?sw=1` also in tests).
 */
// The games first: reading the URL asks the registry which games and options there are.
import './games/registry';
import { parseEmbedParams } from './platform/embedParams';
import { randomSeed } from './platform/menuChoices';
import { mountConfig } from './embed/mount';
import { startBridge } from './embed/bridge';
import { shouldRegister } from './platform/offline/policy';
import { showToast } from './ui/Toast';
import { addStrings, t } from './platform/i18n';

const app = document.getElementById('app');
if (!app) throw new Error('Card Table needs a #app element');
document.getElementById('boot-note')?.remove();
const params = new URLSearchParams(location.search);
const config = parseEmbedParams((name) => params.get(name), randomSeed);
// A page of its own: the game takes the keyboard focus at once.
const table = mountConfig(app, config, { autofocus: true, ownsPageAddress: true });
const inFrame = window.parent !== window;
if (inFrame) startBridge(table, { allowedOrigin: config.allowedOrigin });
if (config.test) (window as unknown as { __cardTableEmbed?: unknown }).__cardTableEmbed = table;

const supported = 'serviceWorker' in navigator && window.isSecureContext;
if (shouldRegister({ supported, inFrame, test: config.test, sw: params.get('sw') })) {
  // After the game has started, from a chunk of its own: nothing of it weighs on the first load.
  const ownScript = import.meta.url;
  import('./embed/updateNotice')
    .then(({ startOffline }) => startOffline(table, ownScript, { showToast, t, addStrings }))
    .catch((err: unknown) => console.warn('[card-table] offline play is not available:', err));
}
