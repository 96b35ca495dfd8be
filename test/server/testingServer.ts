// Our server booted by @colyseus/testing (the platform suite, everyGame.test.ts). Its boot() builds
// Colyseus' Server from an @colyseus/tools config; ours hands it the real server's pieces
// (server/gameServer.ts setUpGameServer): the options main.ts uses, the transport on our express
// app's HTTP server (so /api and /matchmake answer as in production, guards included), every game's
// room, and our steps around listen (stored rooms restored first).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Room as ServerRoom } from '@colyseus/core';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import defineConfig from '@colyseus/tools';
import type { ServerConfig } from '../../server/config.js';
import { setUpGameServer, type GameServer } from '../../server/gameServer.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { localRoom, testConfig, testLogger, type AnyGameRoom } from './harness.js';

export interface TestingServer {
  /** @colyseus/testing's handle: sdk, http, createRoom, connectTo, getRoomById. */
  colyseus: ColyseusTestServer;
  server: GameServer;
  /** The server-side room, with the private members tests peek at. */
  room(roomId: string): AnyGameRoom;
  /** Disconnects every client, then shuts our server down (rooms drained into the store). */
  shutdown(): Promise<void>;
}

export async function bootTesting(overrides: Partial<ServerConfig> = {}): Promise<TestingServer> {
  const config = testConfig(overrides);
  const setup = setUpGameServer({ config, logger: testLogger(), store: new MemoryGameStore() });
  const { transport, ...options } = setup.serverOptions;
  const httpServer = transport.server as http.Server;
  let server: GameServer | undefined;
  const colyseus = await boot(
    defineConfig({
      options,
      initializeTransport: () => onLoopback(transport),
      initializeGameServer: (built) => {
        server = setup.complete(built);
        // Asked for port 0, Colyseus keeps 0 as its port, and @colyseus/testing's client would
        // connect there: it learns the port the OS chose before anyone reads it.
        httpServer.prependOnceListener('listening', () => {
          (built as unknown as { port: number }).port = (httpServer.address() as AddressInfo).port;
        });
      },
      beforeListen: () => server!.beforeListen(),
    }),
    0,
  );
  server!.afterListen();
  return {
    colyseus,
    server: server!,
    room: localRoom,
    async shutdown() {
      await colyseus.cleanup();
      await server!.shutdown();
    },
  };
}

/** @colyseus/tools listens on every interface; tests stay on the loopback. */
function onLoopback<T extends { listen(port: number, hostname?: string, backlog?: number, listening?: () => void): T }>(transport: T): T {
  const listen = transport.listen.bind(transport);
  transport.listen = (port, _hostname, backlog, listening) => listen(port, '127.0.0.1', backlog, listening);
  return transport;
}

/**
 * Resolves once `ready()` holds, checking again after each patch the server room sends
 * (@colyseus/testing's waitForNextPatch) or every 20 ms: rooms patch when their state changes, and
 * a refused message changes nothing.
 */
export async function afterPatches(room: ServerRoom, ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Armed before the check, so that a patch sent in between still wakes this loop.
    const patched = room.waitForNextPatch();
    if (ready()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([patched, new Promise((resolve) => (timer = setTimeout(resolve, 20)))]);
    clearTimeout(timer);
  }
}
