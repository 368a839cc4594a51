/**
 * The game server's settings, from the environment (server/main.ts) or given by tests. Every timing
 * a test needs short (reconnection grace, computer players' pause) is here.
 */
import { RECONNECT_GRACE_SECONDS } from '../src/platform/online/protocol';

export interface ServerConfig {
  port: number;
  host: string;
  /** Seconds a dropped player's seat waits before a computer player takes it over. */
  graceSeconds: number;
  /** Milliseconds a computer player waits before it moves (so people can follow). */
  computerDelayMs: number;
  /** Where SIGTERM stores the open tables and the next start restores them from. */
  stateDir: string;
  /** Redis for several processes (presence and matchmaking); null = one process, in memory. */
  redisUrl: string | null;
  /** The built game (dist/) served on the same port; null = only the game server. */
  staticDir: string | null;
  /** Rate limit per client: a bucket of `burst` messages refilled at `perSecond`. */
  rate: { burst: number; perSecond: number };
  /**
   * Proxies in front of the server whose X-Forwarded-For entries it trusts (0: none, the socket's
   * address is the client's). Behind one proxy, 1: else every client seems to come from the proxy.
   */
  trustProxy: number;
  /**
   * Tables one address (addressKey: an IPv4 address or an IPv6 /56) may have open at once; a create
   * past it is refused (`tooManyTables`). Without it one sender could fill the server's memory.
   */
  tablesPerAddress: number;
}

function numberFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a number ≥ 0, not "${raw}"`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: numberFrom(env, 'PORT', 5173),
    host: env.HOST || '127.0.0.1',
    graceSeconds: numberFrom(env, 'RECONNECT_GRACE_SECONDS', RECONNECT_GRACE_SECONDS),
    computerDelayMs: numberFrom(env, 'COMPUTER_DELAY_MS', 700),
    stateDir: env.ONLINE_STATE_DIR || '.online-state',
    redisUrl: env.REDIS_URL || null,
    staticDir: env.STATIC_DIR === '' ? null : env.STATIC_DIR || 'dist',
    rate: { burst: numberFrom(env, 'RATE_BURST', 20), perSecond: numberFrom(env, 'RATE_PER_SECOND', 10) },
    trustProxy: Math.floor(numberFrom(env, 'TRUST_PROXY', 0)),
    tablesPerAddress: Math.floor(numberFrom(env, 'TABLES_PER_ADDRESS', 40)),
  };
}
