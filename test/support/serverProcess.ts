// The real server as a child process, as an operator runs it (`npm start` runs the esbuild bundle
// of server/main.ts, and so do these tests): for tests that kill it (SIGKILL, SIGTERM) and start it
// again on the same port and data.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT, buildOnce } from './buildOnce.js';

/** The tests' own bundle (npm start writes dist/server/main.js; a server started by hand meanwhile
 * keeps its file), inside the repository so that node finds node_modules from it. */
const BUNDLE = 'dist/test-server/main.js';

/** Bundles the server with package.json's `build:server` unless the bundle is newer than its sources:
 * once for the whole run, and each start then loads in about half the time the TypeScript loader took.
 * Returns the bundle's path. */
export function ensureServerBuilt(): string {
  buildOnce({
    output: BUNDLE,
    sources: ['server', 'shared', 'package.json'],
    lock: 'dist/.test-server-lock',
    build: () => {
      const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['build:server']!;
      const args = script
        .split(' ')
        .slice(1)
        .map((a) => (a.startsWith('--outfile=') ? `--outfile=${BUNDLE}` : a));
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'esbuild'), [...args, '--log-level=warning'], { cwd: ROOT, stdio: 'inherit' });
    },
  });
  return path.join(ROOT, BUNDLE);
}

function spawnServer(port: number, env: Record<string, string>, args: string[]): ChildProcess {
  ensureServerBuilt();
  return spawn(process.execPath, ['--enable-source-maps', BUNDLE, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A port that was free a moment ago (bound to 0, then released), to restart a server on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Limits high enough for tests whose clients all come from 127.0.0.1. */
const TEST_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production', // JSON log lines
  LOG_LEVEL: 'info',
  STATIC_DIR: '',
  BOT_DELAY_MS: '0',
  ROOMS_PER_MINUTE: '100000',
  JOINS_PER_MINUTE: '100000',
  PENDING_JOINS_PER_ADDRESS: '10000',
  MESSAGES_PER_SECOND: '10000',
  MESSAGE_BURST: '10000',
  CODE_LOOKUPS_PER_MINUTE: '100000',
  MATCH_LOOKUPS_PER_MINUTE: '100000',
  CONNECTIONS_PER_ADDRESS: '100000',
};

export class ServerProcess {
  readonly lines: Record<string, unknown>[] = [];
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        try {
          this.lines.push(JSON.parse(line));
        } catch {
          this.lines.push({ msg: line });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => this.lines.push({ stderr: chunk.toString() }));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Starts the server and resolves once it listens (after restoring what its store holds). */
  static async start(port: number, env: Record<string, string>, timeoutMs = 30_000, args: string[] = []): Promise<ServerProcess> {
    const child = spawnServer(port, env, args);
    const server = new ServerProcess(child, port);
    const start = Date.now();
    while (!server.logged('listening')) {
      if (child.exitCode !== null) throw new Error(`the server exited at start: ${JSON.stringify(server.lines.slice(-5))}`);
      if (Date.now() - start > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`the server did not listen within ${timeoutMs} ms: ${JSON.stringify(server.lines.slice(-5))}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return server;
  }

  /**
   * Starts the server expecting it to refuse to start: resolves with how it exited and what it said.
   * Throws if it listens instead (it is then killed).
   */
  static async refused(
    port: number,
    env: Record<string, string>,
    args: string[] = [],
    timeoutMs = 60_000,
  ): Promise<{ code: number | null; lines: Record<string, unknown>[]; stderr: string }> {
    const child = spawnServer(port, env, args);
    const server = new ServerProcess(child, port);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const listened = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (server.logged('listening') || child.exitCode !== null || child.signalCode !== null) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    await listened;
    if (server.logged('listening')) {
      child.kill('SIGKILL');
      clearTimeout(timer);
      throw new Error(`the server started instead of refusing: ${JSON.stringify(server.lines.slice(-5))}`);
    }
    const { code } = await server.exited;
    clearTimeout(timer);
    const stderr = server.lines.flatMap((l) => (typeof l.stderr === 'string' ? [l.stderr] : [])).join('');
    return { code, lines: server.lines, stderr };
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Whether the process is still running. */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  logged(event: string): Record<string, unknown> | undefined {
    return this.lines.find((l) => l.event === event);
  }

  /** Sends the signal and resolves with how the process ended. */
  async kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
