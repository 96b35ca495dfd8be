// Entry point: `tsx server/main.ts`. Reads the environment, opens the game store (embedded
// PostgreSQL under DATA_DIR, or DATABASE_URL), brings back the games it holds, serves HTTP +
// WebSocket on one port, and on SIGTERM/SIGINT drains the rooms into the store, tells clients the
// server is restarting, and exits.
import { loadConfig } from './config.js';
import { createGameServer } from './gameServer.js';
import { watchEventLoop } from './eventLoopWatchdog.js';
import { createLogger } from './logger.js';
import { keepServingOnRequestErrors } from './http/requestScope.js';
import { openGameStore } from './store/openStore.js';
import { SqlModerationStore } from './store/sqlModerationStore.js';
import { SqlAccountStore } from './accounts/sqlAccountStore.js';
import { salvageAsked } from './store/salvage.js';
import { refusalOf } from './store/startRefusal.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, production: config.production });
  keepServingOnRequestErrors(logger);
  const salvage = salvageAsked();
  let store;
  try {
    store = await openGameStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedStore, salvage }, logger);
  } catch (err) {
    // A store the server must not start on (in use, full disk, damaged): said plainly, exit 1.
    const refusal = refusalOf(err);
    if (!refusal) throw err;
    logger.fatal({ event: 'store_refused', reason: refusal.reason }, refusal.message);
    logger.flush();
    console.error(`error: ${refusal.message}`);
    process.exit(1);
  }
  const server = createGameServer({ config, logger, store, moderation: new SqlModerationStore(store.db), accounts: new SqlAccountStore(store.db) });
  const port = await server.listen();
  logger.info({ event: 'listening', port, host: config.host, production: config.production }, `listening on ${config.host}:${port}`);
  // After start-up: opening the embedded store may hold the event loop for a while.
  const stopWatching = config.eventLoopStallSeconds > 0 ? watchEventLoop(config.eventLoopStallSeconds * 1000) : () => undefined;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ event: 'shutdown_timeout' }, 'shutdown took too long; exiting');
      logger.flush();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    stopWatching();
    server
      .shutdown()
      .then(() => store.close())
      .then(() => {
        logger.info({ event: 'stopped' }, 'stopped');
        logger.flush();
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        logger.flush();
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
