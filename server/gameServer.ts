// Builds the whole server from a config: express app, Colyseus over the same HTTP server, one room
// per hosted game with its services. main.ts runs it; tests boot it on their own port, some through
// @colyseus/testing, which builds the Colyseus Server itself: hence the two halves, setUpGameServer
// (everything Colyseus is built from) and complete (everything done to the built Server).
// `listen` first brings back the rooms the store holds (a restart resumes every live game), then
// opens the port; `shutdown` drains rooms into the store and tells clients to come back.
import './noPm2Agent.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Server, matchMaker, type ServerOptions } from '@colyseus/core';
import { ROOM_NAMES, SERVER_GAMES } from './games.js';
import type { ServerConfig } from './config.js';
import { createApp } from './http/app.js';
import { trustFunction } from './http/clientAddress.js';
import { matchmakeCors } from './http/headers.js';
import { guardRequests } from './http/requestGuard.js';
import { guardConnections } from './http/connectionGuard.js';
import { heartbeatWhileListening, type Connections } from './http/heartbeat.js';
import type { InviteCodeStore } from './lobby/inviteCodes.js';
import { announceDraining, createCluster, selectProcessForRoom } from './cluster.js';
import { RoomDirectory } from './lobby/roomDirectory.js';
import type { Logger } from './logger.js';
import type { RoomServices } from './rooms/adapter.js';
import { poolFilterOf, skillMatcher } from './lobby/quickMatchPool.js';
import { keepListed, poolRoomsBy } from './rooms/colyseusCompat.js';
import type { GameStore } from './store/gameStore.js';
import { MemoryGameStore } from './store/memoryStore.js';
import { StoreHealth } from './store/storeHealth.js';
import { SqlGameStore } from './store/sqlStore.js';
import * as metrics from './metrics.js';
import { boundedStore } from './store/boundedStore.js';
import { RoomConditions } from './rooms/roomConditions.js';
import { roomAvailability } from './rooms/roomAvailability.js';
import { RestoreTickets, restoreRooms, sweepOrphanedGames } from './rooms/restore.js';
import { BanList } from './lobby/banList.js';
import { MaintenanceNotice } from './lobby/maintenanceNotice.js';
import { LiveRooms } from './rooms/liveRooms.js';
import { MemoryModerationStore, type ModerationStore } from './store/moderationStore.js';
import { operatorApi } from './http/operatorApi.js';
import { accountsApi } from './http/accountsApi.js';
import { memoryChallenges, presenceChallenges } from './accounts/passkeyChallenges.js';
import type { AccountStore } from './accounts/accountStore.js';
import { MemoryAccountStore } from './accounts/memoryAccountStore.js';
import { SqlAccountStore } from './accounts/sqlAccountStore.js';

/** The accounts kept with the game store's games and ratings: in its database, or beside it in
 * memory. A store of neither kind (a test's wrapper) gets accounts of its own, apart from its games. */
function accountsBeside(store: GameStore): AccountStore {
  if (store instanceof MemoryGameStore) return new MemoryAccountStore(store);
  if (store instanceof SqlGameStore) return new SqlAccountStore(store.db);
  return new MemoryAccountStore(new MemoryGameStore());
}

export interface GameServerOptions {
  config: ServerConfig;
  logger: Logger;
  /** Where games are kept; in memory when not given (tests). The caller closes it. */
  store?: GameStore;
  inviteCodes?: InviteCodeStore;
  /** Where bans and chat reports are kept (the game store's database); in memory when not given. */
  moderation?: ModerationStore;
  /** Where accounts are kept (the game store's database); beside the memory game store when not given. */
  accounts?: AccountStore;
}

export interface GameServer {
  colyseus: Server;
  httpServer: http.Server;
  services: RoomServices;
  /** Restores the stored rooms, then listens; resolves with the bound port (useful with port 0). */
  listen(port?: number, host?: string): Promise<number>;
  /** What listen does before the port opens and once it is open, for a caller that makes Colyseus
   * listen itself (the @colyseus/testing harness); each does its work once however often called. */
  beforeListen(): Promise<void>;
  afterListen(): void;
  /** Drains every room into the store (clients are told to come back), closes the listeners; idempotent. */
  shutdown(): Promise<void>;
}

export interface GameServerSetup {
  /** What Colyseus' Server is built with: its transport runs on the express app's HTTP server. */
  serverOptions: ServerOptions & { transport: WebSocketTransport };
  /** Finishes the Server built from serverOptions: request guards, every game's room, listen and shutdown. */
  complete(colyseus: Server): GameServer;
}

export function createGameServer(options: GameServerOptions): GameServer {
  const setup = setUpGameServer(options);
  return setup.complete(new Server(setup.serverOptions));
}

export function setUpGameServer(options: GameServerOptions): GameServerSetup {
  const { config, logger } = options;
  // Every call bounded in time: a hung database costs a move at most STORE_TIMEOUT_MS, once.
  const plainStore = options.store ?? new MemoryGameStore();
  const store = boundedStore(plainStore, config.storeTimeoutMs);
  const accounts = options.accounts ?? accountsBeside(plainStore);
  const cluster = createCluster(config.redisUrl);
  const moderation = options.moderation ?? new MemoryModerationStore();
  const services: RoomServices = {
    settings: {
      reconnectSeconds: config.reconnectSeconds,
      botDelayMs: config.botDelayMs,
      maxSpectators: config.maxSpectators,
      spectatorsPerAddress: config.spectatorsPerAddress,
      timeLimitScale: config.timeLimitScale,
      maxRooms: config.maxRooms,
      pendingJoinsPerAddress: config.pendingJoinsPerAddress,
      seatReservationSeconds: config.seatReservationSeconds,
      messages: { maxBytes: config.maxMessageBytes, perSecond: config.messagesPerSecond, burst: config.messageBurst, abuseAfter: config.abuseDisconnectAfter },
    },
    logger,
    store,
    storeHealth: new StoreHealth(store, logger.child({ component: 'store' })),
    roomConditions: new RoomConditions(),
    inviteCodes: options.inviteCodes ?? cluster.inviteCodes,
    restores: new RestoreTickets(),
    lifecycle: { draining: false, noNewRooms: false },
    bans: new BanList(moderation, logger.child({ component: 'bans' })),
    moderation,
    notice: new MaintenanceNotice(),
    liveRooms: new LiveRooms(),
    accounts,
    skillMatch: skillMatcher(SERVER_GAMES, accounts),
  };
  metrics.labelProcess(config.publicAddress);
  metrics.watchStore(() => ({ up: services.storeHealth.ready, outageSeconds: services.storeHealth.outageSeconds() }));
  // Backups read the SQL store itself: not bounded by STORE_TIMEOUT_MS, which is for one statement.
  const sqlStore = options.store instanceof SqlGameStore ? options.store : null;

  let shuttingDown = false;
  const trust = trustFunction(config.trustProxy);
  const app = createApp({
    trust,
    roomsPageSize: config.roomsPageSize,
    production: config.production,
    directory: new RoomDirectory(services.inviteCodes),
    logger,
    corsOrigins: config.corsOrigins,
    codeLookupsPerMinute: config.codeLookupsPerMinute,
    staticDir: config.staticDir,
    health: () => {
      const rooms = services.roomConditions.list();
      const status = shuttingDown
        ? 'shutting_down'
        : !services.storeHealth.ready
          ? 'store_unreachable'
          : services.lifecycle.noNewRooms
            ? 'draining'
            : rooms.length > 0
              ? 'degraded'
              : 'ok';
      return { status, store: services.storeHealth.report(), rooms };
    },
    roomAvailability: (roomId) => roomAvailability(roomId, store, services.roomConditions),
    store,
    matchesPageSize: config.matchesPageSize,
    matchLookupsPerMinute: config.matchLookupsPerMinute,
    limiters: cluster.limiters,
    notice: services.notice,
    accountsApi: accountsApi({
      accounts,
      games: ROOM_NAMES,
      maxBodyBytes: config.maxBodyBytes,
      leaderboardPageSize: config.leaderboardPageSize,
      liveRooms: services.liveRooms,
      limits: {
        signUps: cluster.limiters('sign-ups', config.signUpsPerMinute),
        signIns: cluster.limiters('sign-ins', config.signInsPerMinute),
        signInsPerAccount: cluster.limiters('sign-ins-account', config.signInsPerAccountPerMinute),
        lookups: cluster.limiters('account-lookups', config.accountLookupsPerMinute),
      },
      logger: logger.child({ component: 'accounts' }),
      passkeys: {
        challenges: cluster.shared ? presenceChallenges(cluster.presence) : memoryChallenges(),
        publicOrigin: config.publicOrigin,
      },
    }),
    operatorApi: operatorApi({
      adminToken: config.adminToken,
      limiter: cluster.limiters('operator-api', config.operatorRequestsPerMinute),
      maxBodyBytes: config.maxBodyBytes,
      liveRooms: services.liveRooms,
      bans: services.bans,
      notice: services.notice,
      moderation,
      drain: {
        get draining() {
          return services.lifecycle.noNewRooms;
        },
        set: (draining) => {
          services.lifecycle.noNewRooms = draining;
          // Other processes then create new rooms elsewhere (selectProcessForRoom).
          announceDraining(cluster.presence, draining).catch((err: unknown) => logger.warn({ err }, 'could not announce the drain'));
        },
      },
      logger: logger.child({ component: 'operator' }),
    }),
    adminToken: config.adminToken,
    operatorRequestsPerMinute: config.operatorRequestsPerMinute,
    backup: sqlStore ? (write) => sqlStore.backup(write) : null,
  });
  const httpServer = http.createServer(app);
  httpServer.requestTimeout = config.requestTimeoutMs;
  httpServer.headersTimeout = config.headersTimeoutMs;
  // Frames up to 64 KB are read so that the room can answer message_too_large (its own, smaller
  // limit) instead of ws closing the connection with 1009 and no reason a client can show. Its
  // heartbeat is ours (pingInterval 0): Colyseus's pings every connection in one turn (heartbeat.ts).
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: 64 * 1024, pingInterval: 0 });
  heartbeatWhileListening(httpServer, (transport as unknown as { wss: Connections }).wss);
  return {
    serverOptions: {
      transport,
      gracefullyShutdown: false, // main.ts owns signals
      greet: false,
      logger: logger.child({ component: 'colyseus' }),
      presence: cluster.presence,
      driver: cluster.driver,
      publicAddress: config.publicAddress ?? undefined,
      selectProcessIdToCreateRoom: selectProcessForRoom,
    },
    complete(colyseus) {
      // In place of Colyseus's /matchmake handler, which answered any URL containing "/matchmake".
      guardRequests(httpServer, {
        app,
        trust,
        maxBodyBytes: config.maxBodyBytes,
        roomsPerMinute: config.roomsPerMinute,
        joinsPerMinute: config.joinsPerMinute,
        limiters: cluster.limiters,
        banOf: (address) => services.bans.banOf(address),
      });
      // After the WebSocket transport attached its upgrade listener, so that the guard stands in front of it.
      guardConnections(httpServer, { trust, perAddress: config.connectionsPerAddress, firstRequestMs: config.idleConnectionSeconds * 1000, logger });
      // Room creation over /matchmake answers only the configured origins (Colyseus echoes any origin).
      matchMaker.controller.getCorsHeaders = (req: http.IncomingMessage) => matchmakeCors(config.corsOrigins, req.headers.origin);

      // Every hosted game the same way: its room, and quick match pooling rooms by a key the server
      // computes from the create/join options, so clients need not agree on how to spell the same
      // options. Invalid options get a key no room has.
      const handlers = SERVER_GAMES.map((game) => {
        const handler = colyseus.define(game.info.id, game.roomWith(services));
        poolRoomsBy(handler, (clientOptions) => poolFilterOf(game, clientOptions));
        return handler;
      });

      let shutdownPromise: Promise<void> | null = null;
      let stopSweep = () => {};
      // From the first room on (restored ones included), so that every room of this process is known.
      const relisted = (roomId: string) => logger.warn({ event: 'relisted', roomId }, 'listed a room again (another process had dropped its listing)');
      const listings = cluster.shared ? handlers.map((handler) => keepListed(handler, (config.restoreSweepSeconds * 1000) / 2, relisted)) : [];
      const stopListing = () => listings.forEach((stop) => stop());
      // Before the port opens, so that a returning client never finds its room missing. Once only:
      // restoring twice would open every stored game twice.
      let restored: Promise<void> | null = null;
      const beforeListen = () =>
        (restored ??= (async () => {
          const report = await restoreRooms(ROOM_NAMES, store, services.restores, logger);
          for (const game of report.damaged) {
            services.roomConditions.set(game.roomId, 'damaged', `${game.found ?? 'no'} of ${game.acknowledged} acknowledged actions readable: ${game.reason}`);
          }
          services.storeHealth.start();
          // Several processes share the bans through the database: each reads them again now and then.
          services.bans.start(cluster.shared ? config.restoreSweepSeconds * 1000 : 0);
        })());
      let sweeping = false;
      const afterListen = () => {
        if (sweeping || !cluster.shared) return;
        sweeping = true;
        stopSweep = sweepOrphanedGames(ROOM_NAMES, store, services.restores, logger, config.restoreSweepSeconds * 1000);
      };
      return {
        colyseus,
        httpServer,
        services,
        async listen(port = config.port, host = config.host) {
          // The other processes reach this one (IPC) before any game comes back: a process that
          // holds rooms and does not answer their health checks is taken for dead by the next one
          // to start, which drops its listings and restores the same games a second time. Until
          // its port opens it takes no new room (selectProcessForRoom).
          if (cluster.shared) await announceDraining(cluster.presence, true);
          await matchMaker.accept();
          await beforeListen();
          await listenAccepted(colyseus, port, host);
          if (cluster.shared && !services.lifecycle.noNewRooms) await announceDraining(cluster.presence, false);
          afterListen();
          return (httpServer.address() as AddressInfo).port;
        },
        beforeListen,
        afterListen,
        shutdown() {
          shutdownPromise ??= (async () => {
            shuttingDown = true;
            stopSweep();
            stopListing();
            services.lifecycle.draining = true;
            services.storeHealth.stop();
            services.bans.stop();
            await colyseus.gracefullyShutdown(false);
            await new Promise<void>((resolve) => {
              if (!httpServer.listening) return resolve();
              httpServer.close(() => resolve());
              httpServer.closeAllConnections?.();
            });
          })();
          return shutdownPromise;
        },
      };
    },
  };
}

/** What Colyseus' Server.listen does once matchMaker.accept has run (running that twice would
 * subscribe this process to its requests twice, and answer each twice). */
function listenAccepted(colyseus: Server, port: number, host: string): Promise<void> {
  (colyseus as unknown as { port: number }).port = port; // the address it registers once listening
  return new Promise((resolve, reject) => {
    colyseus.transport.server?.once('error', reject);
    colyseus.transport.listen(port, host, undefined, (err?: Error) => (err ? reject(err) : resolve()));
  });
}
