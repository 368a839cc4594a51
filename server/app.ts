/**
 * Starts the game server: Colyseus (WebSocket transport) and, on the same HTTP port, the built game
 * (express static). In memory by default; with a Redis URL, presence and matchmaking live in Redis so
 * several processes share the tables. On start it restores the tables a previous SIGTERM stored; on
 * SIGTERM it tells the clients, stores every table and exits.
 */
import { existsSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import { WebSocket as NodeWebSocket } from 'ws';
import { ISOLATION_HEADERS } from '../src/platform/isolationHeaders';
import { ROOM_NAME } from '../src/platform/online/protocol';
import { peerAddress } from './address';
import type { ServerConfig } from './config';
import { takeStoredTables, writeTables } from './persist';
import { configureRooms, liveRooms, queueRestore, TableRoom } from './TableRoom';

// @colyseus/core 0.17 reads the global WebSocket (`WebSocket.OPEN`) when a client reconnects. Node 22
// has one; Node 20 only behind --experimental-websocket. The ws package (the transport's own
// WebSocket implementation) has the same constants.
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

/** How long closing may take after SIGTERM before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** Seconds the clients are told a restart takes. */
const RESTART_SECONDS = 5;

export interface RunningServer {
  server: Server;
  port: number;
  /** Stores every table (as SIGTERM does) without exiting; returns how many were stored. */
  storeAll(): number;
}

export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  configureRooms(config);
  const redis = config.redisUrl;
  const staticDir = config.staticDir === null ? null : resolve(config.staticDir);
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: 16 * 1024 }),
    ...(redis ? { presence: new RedisPresence(redis), driver: new RedisDriver(redis), publicAddress: process.env.PUBLIC_ADDRESS || `${config.host}:${config.port}` } : {}),
    greet: false,
    gracefullyShutdown: true,
    express: (app) => {
      // Served as `npm run preview` serves it: cross-origin isolated (the Gaps solver's two threads).
      if (staticDir && existsSync(staticDir)) app.use(express.static(staticDir, { setHeaders: (res) => Object.entries(ISOLATION_HEADERS).forEach(([k, v]) => res.setHeader(k, v)) }));
    },
  });
  server.define(ROOM_NAME, TableRoom);

  const storeAll = (): number => {
    const stored = [...liveRooms].map((room) => room.store(RESTART_SECONDS));
    writeTables(config.stateDir, stored);
    return stored.length;
  };
  server.onBeforeShutdown(() => {
    log(`stored ${storeAll()} table(s) in ${config.stateDir}`);
    // The tables are safe on disk: should closing the rooms or Redis hang, the process still ends.
    setTimeout(() => process.exit(0), SHUTDOWN_LIMIT_MS).unref();
  });

  await server.listen(config.port, config.host);
  const http = (server.transport as unknown as { server: HttpServer }).server;
  // Longer than browsers' and undici's idle keep-alive, so a reused connection is not closed under a request.
  http.keepAliveTimeout = 65_000;
  // Before Colyseus's own listener (added by listen): its onAuth `context.ip` is read from this header.
  http.prependListener('request', (req) => {
    req.headers['x-forwarded-for'] = peerAddress(req, config.trustProxy);
  });
  const address = http.address() as AddressInfo;
  for (const stored of takeStoredTables(config.stateDir)) {
    try {
      await matchMaker.createRoom(ROOM_NAME, { restoreKey: queueRestore(stored) });
      log(`restored table ${stored.code}`);
    } catch (e) {
      log(`could not restore table ${stored.code}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  log(`Card Table server on http://${config.host}:${address.port}/ (${redis ? 'Redis: ' + redis : 'in memory'}${staticDir ? ', serving ' + staticDir : ''})`);
  return { server, port: address.port, storeAll };
}
