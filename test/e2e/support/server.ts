// The real game server for browser tests, in this process on a free port, serving the built
// client. The client is rebuilt only when a source file is newer than the last build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../../../server/config.js';
import { createGameServer, type GameServer } from '../../../server/gameServer.js';
import { createLogger } from '../../../server/logger.js';
import { MemoryGameStore } from '../../../server/store/memoryStore.js';
import { ROOT, buildOnce } from '../../support/buildOnce.js';

export { ROOT };

const SOURCES = ['client/src', 'client/index.html', 'client/vite.config.ts', 'shared'];

/** Builds client/dist unless it is newer than every client and shared source file (once for all
 * the test processes of a run). */
export function ensureClientBuilt(): void {
  buildOnce({
    output: 'client/dist/index.html',
    sources: SOURCES,
    lock: 'client/.build-lock',
    build: () =>
      execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', 'client', '--logLevel', 'warn'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }),
  });
}

export interface E2EServer {
  url: string;
  server: GameServer;
  store: MemoryGameStore;
  shutdown(): Promise<void>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<E2EServer> {
  ensureClientBuilt();
  const config: ServerConfig = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
    staticDir: path.join(ROOT, 'client/dist'),
    reconnectSeconds: 60,
    botDelayMs: 0,
    codeLookupsPerMinute: 1000,
    // Every test client comes from 127.0.0.1: per-address limits are tested on their own
    // (test/server/limits.test.ts), not here.
    ...GENEROUS_LIMITS,
    ...overrides,
  };
  const store = new MemoryGameStore();
  const server = createGameServer({ config, logger: createLogger({ level: config.logLevel, production: true }), store });
  const port = await server.listen(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, server, store, shutdown: () => server.shutdown() };
}
