/**
 * `npm start` (after `vite build`): the game and the online game server on one port.
 *   PORT (5173), HOST (127.0.0.1), REDIS_URL (several processes), ONLINE_STATE_DIR (./.online-state),
 *   RECONNECT_GRACE_SECONDS (60), COMPUTER_DELAY_MS (700), STATIC_DIR (dist; empty = none),
 *   TRUST_PROXY (0; the number of proxies in front whose X-Forwarded-For is believed).
 */
import { startServer } from './app';
import { configFromEnv } from './config';

await startServer(configFromEnv());
