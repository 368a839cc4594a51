/**
 * Who sent a request, for the limit on unconnected joins per address (TableRoom.onAuth). Colyseus
 * gives onAuth `context.ip` from the X-Forwarded-For (then X-Client-IP, X-Real-IP) header alone,
 * which any client can write: app.ts overwrites X-Forwarded-For on every request with the address
 * worked out here, so `context.ip` is one the server trusts.
 */
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * The sender's address: the socket's, or behind `proxies` trusted proxies (each appending the address
 * it saw to X-Forwarded-For) the one the outermost of them saw. Entries further left are the client's
 * own words.
 */
export function peerAddress(req: IncomingMessage, proxies: number): string {
  const socket = req.socket.remoteAddress ?? '';
  if (proxies === 0) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return forwarded[Math.max(0, forwarded.length - proxies)] ?? socket;
}

/**
 * What one sender's joins are counted under: an IPv4 address, or an IPv6 address's /56 (a home or
 * a server gets a whole /64 or /56 and can send from any address in it).
 */
export function addressKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = (address.split('%')[0] as string).split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const [a, b, c, d] = groups.slice(0, 4).map((g) => parseInt(g, 16) || 0) as [number, number, number, number];
  return `${[a, b, c, d & 0xff00].map((g) => g.toString(16)).join(':')}::/56`;
}
