// A test server whose store is a fresh PostgreSQL database reached through a TCP relay that the
// test can fail (test/support/tcpRelay.ts): for the outage and fault tests.
import type { ServerConfig } from '../../server/config.js';
import { openGameStore } from '../../server/store/openStore.js';
import type { SqlGameStore } from '../../server/store/sqlStore.js';
import { freshDatabase } from '../support/postgres.js';
import { TcpRelay } from '../support/tcpRelay.js';
import { bootServer, type TestServer } from './harness.js';

export interface RelayedServer {
  relay: TcpRelay;
  ts: TestServer;
  store: SqlGameStore;
  close(): Promise<void>;
}

export async function serverOverRelay(overrides: Partial<ServerConfig> = {}): Promise<RelayedServer> {
  const db = await freshDatabase();
  const relay = await TcpRelay.start({ host: '127.0.0.1', port: 5432 });
  const store = await openGameStore({ databaseUrl: relay.through(db.url), dataDir: null });
  const ts = await bootServer(overrides, undefined, store);
  return {
    relay,
    ts,
    store,
    async close() {
      relay.mode = 'pass';
      await ts.shutdown();
      await store.close();
      await relay.close();
      await db.drop();
    },
  };
}
