// The real game server for browser tests, in this process on a free port, serving the built
// client. The client is rebuilt only when a source file is newer than the last build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../../../server/config.js';
import { createGameServer, type GameServer } from '../../../server/gameServer.js';
import { createLogger } from '../../../server/logger.js';
import { MemoryGameStore } from '../../../server/store/memoryStore.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST_INDEX = path.join(ROOT, 'client/dist/index.html');
const SOURCES = ['client/src', 'client/index.html', 'client/vite.config.ts', 'shared'];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const isBuilt = (): boolean => existsSync(DIST_INDEX) && statSync(DIST_INDEX).mtimeMs > Math.max(...SOURCES.map(newestMtime));

const LOCK = path.join(ROOT, 'client/.build-lock');
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds client/dist unless it is newer than every client and shared source file. Test files run in
 * parallel workers: one builds (holding a lock directory, which only one process can create) while
 * the others wait, so no server ever serves a half-written dist.
 */
export function ensureClientBuilt(): void {
  if (isBuilt()) return;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than any build is left over from a killed run.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 180_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() - started > 240_000) throw new Error(`waited 4 minutes for another test's client build (${LOCK})`);
      sleepSync(250);
      if (isBuilt()) return;
    }
  }
  try {
    if (isBuilt()) return;
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', 'client', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
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
