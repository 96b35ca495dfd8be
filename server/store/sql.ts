// The SQL drivers behind the game store, one interface: a PostgreSQL server (pg) when DATABASE_URL
// is set, else an embedded database under a data directory, so that `npm start` needs no service:
// SQLite (sqlite.ts, the default) or embedded PostgreSQL (PGlite, here). All take SQL text with
// $1-style parameters; where SQLite's SQL differs, the statement says so by its dialect (dialect.ts).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { lockDataDir, LOCK_FILE } from './dataDirLock.js';
import { DiskFullError, SPACE_FOR_NEW_DATABASE, explainDiskFull, freeBytes, isDiskFull } from './diskFull.js';

/** Which SQL a statement must be written in: PostgreSQL's (pg, PGlite) or SQLite's. */
export type Dialect = 'postgres' | 'sqlite';

export interface Queryable {
  readonly dialect: Dialect;
  /** Rows of a statement; `rowCount` counts rows written by INSERT/UPDATE/DELETE. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number }>;
  /** Runs a script of several statements, without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlDatabase extends Queryable {
  readonly driver: 'pglite' | 'postgres' | 'sqlite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown when the embedded database's files cannot be opened at all (not for want of space). */
export class EmbeddedOpenError extends Error {
  constructor(
    readonly dataDir: string,
    override readonly cause: unknown,
  ) {
    super(
      `the embedded database in DATA_DIR=${dataDir} cannot be opened: ${(cause as Error)?.message ?? String(cause)}. ` +
        'Its files are damaged. Nothing was changed. Restore DATA_DIR from a backup, or start with --salvage (or STORE_SALVAGE=1): ' +
        'the unreadable directory is then moved aside, kept as it is, and the server starts with an empty one.',
    );
    this.name = 'EmbeddedOpenError';
  }
}

export interface EmbeddedOptions {
  /** Called with a DiskFullError whenever a statement fails for want of space. */
  onDiskFull?: (err: DiskFullError) => void;
  /** Called when the directory's lock was left by a process that is gone (killed), and taken over. */
  onStaleLock?: (holder: { pid: number; startedAt: string }) => void;
}

/**
 * The embedded stores' directory, made if need be and locked for this process (dataDirLock.ts): a
 * second server on it refuses to start; a lock left by a killed process is taken over and said.
 * A full disk is said as such (diskFull.ts).
 */
export function claimDataDir(dataDir: string, options: EmbeddedOptions): { dir: string; lock: ReturnType<typeof lockDataDir> } {
  const dir = path.resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw explainDiskFull(e, dir);
  }
  let lock;
  try {
    lock = lockDataDir(dir);
  } catch (e) {
    throw isDiskFull(e) ? explainDiskFull(e, dir) : e;
  }
  if (lock.staleHolder) options.onStaleLock?.(lock.staleHolder);
  return { dir, lock };
}

/** A WebAssembly abort: PGlite's PostgreSQL stopped (a PANIC, such as a WAL write that failed). */
const isWasmAbort = (err: unknown) => err instanceof Error && err.name === 'RuntimeError' && /Aborted/.test(err.message);

/**
 * Embedded PostgreSQL in this process; `dataDir` null keeps it in memory (tests). The directory is
 * locked for this process first (dataDirLock.ts), so a second server on it refuses to start. A
 * full disk is said as such (diskFull.ts), at start and on every write; a new database whose
 * creation failed is removed, so that the next start creates it again instead of failing on it.
 */
export async function openPglite(dataDir: string | null, options: EmbeddedOptions = {}): Promise<SqlDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir) return wrapPglite(new PGlite(), null, options);
  const { dir, lock } = claimDataDir(dataDir, options);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  try {
    const free = freeBytes(dir);
    if (fresh && free !== null && free < SPACE_FOR_NEW_DATABASE) throw new DiskFullError(dir, free, 'a new embedded database does not fit');
    // Creating the database (initdb) leaves an instance holding about 400 MB more than a start on
    // existing files does, which the process would keep: it is created in a worker thread, whose
    // memory goes when it ends, and started here on the files it made.
    // PostgreSQL's WebAssembly is compiled once, for the worker and this process alike.
    const wasm = await WebAssembly.compile(readFileSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm'))));
    if (fresh) await createInWorker(dir, wasm);
    const db = await startPglite(PGlite, dir, wasm);
    return wrapPglite(db, dir, options, () => lock.release());
  } catch (e) {
    if (fresh) removeFailedCreation(dir);
    lock.release();
    const explained = explainDiskFull(e, dir);
    if (explained !== e || fresh) throw explained;
    throw new EmbeddedOpenError(dir, e);
  }
}

/**
 * PostgreSQL's settings for a game store: its working set is one row per game and an index of
 * actions, so small buffers do (shared_buffers 16 MB instead of 128 MB: 180-190 MB resident at
 * idle instead of 310). PGlite already runs it with fsync off (`-F`): an acknowledged write is in
 * the operating system's files, which outlive a killed server, though not a power cut.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=8MB', 'temp_buffers=1MB'];

/** Creates the embedded database in `dir` from a worker thread, then lets the thread end. */
async function createInWorker(dir: string, wasm: WebAssembly.Module): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    import('@electric-sql/pglite').then(async ({ PGlite }) => {
      const db = new PGlite(workerData.dir, { pgliteWasmModule: workerData.wasm, startParams: [...PGlite.defaultStartParams, ...workerData.settings] });
      await db.waitReady;
      await db.close();
      parentPort.postMessage('created');
    }).catch((e) => parentPort.postMessage({ error: e && e.message ? e.message : String(e) }));`;
  const worker = new Worker(code, { eval: true, workerData: { dir, wasm, settings: PGLITE_SETTINGS.flatMap((s) => ['-c', s]) } });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database creation ended early (${code})`)));
    });
    if (answer !== 'created') throw new Error((answer as { error: string }).error);
  } finally {
    await worker.terminate();
  }
}

async function startPglite(
  PGlite: typeof import('@electric-sql/pglite').PGlite,
  dir: string,
  wasm: WebAssembly.Module,
): Promise<import('@electric-sql/pglite').PGlite> {
  const db = new PGlite(dir, { pgliteWasmModule: wasm, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])] });
  try {
    await db.waitReady;
    return db;
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}

/** Removes what a failed first start wrote (the directory held no database before it). */
function removeFailedCreation(dir: string): void {
  for (const name of readdirSync(dir)) if (name !== LOCK_FILE) rmSync(path.join(dir, name), { recursive: true, force: true });
}

function wrapPglite(db: import('@electric-sql/pglite').PGlite, dir: string | null, options: EmbeddedOptions, unlock = () => {}): SqlDatabase {
  const explain = (e: unknown) => {
    if (!dir || !(isDiskFull(e) || isWasmAbort(e))) return e;
    const explained = explainDiskFull(e, dir);
    if (explained instanceof DiskFullError) options.onDiskFull?.(explained);
    return explained;
  };
  const wrap = (q: { query: typeof db.query; exec: typeof db.exec }): Queryable => ({
    dialect: 'postgres',
    async query<Row>(text: string, params?: unknown[]) {
      try {
        const result = await q.query<Row>(text, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
      } catch (e) {
        throw explain(e);
      }
    },
    async exec(text: string) {
      try {
        await q.exec(text);
      } catch (e) {
        throw explain(e);
      }
    },
  });
  return {
    driver: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))).catch((e: unknown) => Promise.reject(explain(e))),
    close: async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** A PostgreSQL server through a small pool; a lost server is reconnected to by the pool itself. */
type PgQuery = import('pg').Pool['query'];

export async function openPostgres(url: string, options: { poolSize?: number; connectTimeoutMs?: number } = {}): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // A statement that hangs (a server that stopped answering) fails instead of holding a room.
    query_timeout: 10_000,
  });
  // An idle connection that breaks (server restart) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  const wrap = (q: { query: PgQuery }): Queryable => ({
    dialect: 'postgres',
    async query<Row>(text: string, params?: unknown[]) {
      const result = await q.query(text, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(text: string) {
      await q.query(text); // no parameters: the simple protocol, which takes several statements
    },
  });
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const value = await work(wrap(client as unknown as { query: PgQuery }));
        await client.query('COMMIT');
        return value;
      } catch (e) {
        // A connection whose ROLLBACK fails is broken: the pool must not hand it out again.
        await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        throw e;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
