// Embedded SQLite (better-sqlite3) under a data directory: the default store when DATABASE_URL is
// unset. One file, DATA_DIR/store.sqlite, in WAL mode with synchronous=NORMAL: a commit is written
// to the WAL file before it is acknowledged, so it outlives a killed server (not a power cut, as
// with PGlite, which runs with fsync off). The directory is locked for one process (dataDirLock.ts).
//
// The stores' SQL is PostgreSQL's; what this driver takes as it is, and what it changes:
// - $1-style parameters are SQLite's own named parameters ("$1"), bound from an object;
// - `$n::jsonb` loses its cast (JSON is text here) and `FOR UPDATE` is dropped (a transaction holds
//   the whole database: no other statement runs until it ends);
// - now() is a function of this connection, giving ISO-8601 UTC text, which is how every time is
//   stored here (so that text order is time order, to the microsecond when now() wrote both);
// - booleans are bound as 1/0, arrays and objects as JSON text, and read back by the column's
//   declared type (jsonb, boolean: the schema declares PostgreSQL's type names, migrations.ts).
// Everything else that differs is written per dialect by the statement itself (dialect.ts).
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { DiskFullError, explainDiskFull, freeBytes, isDiskFull } from './diskFull.js';
import { EmbeddedOpenError, claimDataDir, type EmbeddedOptions, type Queryable, type SqlDatabase } from './sql.js';

/** Free space below which the store is not opened: a WAL's worth between two checkpoints (1,000
 * pages of 4 KB), so that neither a start nor the next writes fail for want of it. */
const SPACE_TO_WRITE = 4 * 1024 * 1024;

/** The database file in DATA_DIR; its -wal and -shm files lie beside it. */
export const SQLITE_FILE = 'store.sqlite';

/** Column defaults: this connection's now() (below). Another SQLite client may read the file, but
 * its inserts that lean on these defaults fail there for want of the function. */
export const SQLITE_NOW = '(now())';

/**
 * The wall-clock time, ISO-8601 UTC with six decimals (as PostgreSQL keeps it), never the same twice
 * nor going back within this process: the three digits past the millisecond count the calls within
 * it, so that rows written one after another (games finished in the same millisecond) keep their
 * order when sorted by time, as they do on PostgreSQL.
 */
let lastNow = 0;
export function sqliteNow(): string {
  const micros = Math.max(Date.now() * 1000, lastNow + 1);
  lastNow = micros;
  const ms = Math.floor(micros / 1000);
  return `${new Date(ms).toISOString().slice(0, -1)}${String(micros % 1000).padStart(3, '0')}Z`;
}

export async function openSqlite(dataDir: string | null, options: EmbeddedOptions = {}): Promise<SqlDatabase> {
  const { default: Database } = await import('better-sqlite3');
  if (!dataDir) return wrapSqlite(configure(new Database(':memory:')), null, options);
  const { dir, lock } = claimDataDir(dataDir, options);
  const file = path.join(dir, SQLITE_FILE);
  const fresh = !existsSync(file);
  let db: BetterSqlite3.Database | undefined;
  try {
    // Refused before any write fails half-way: a start (a WAL left by a killed server is written back) or the first actions.
    const free = freeBytes(dir);
    if (free !== null && free < SPACE_TO_WRITE)
      throw new DiskFullError(dir, free, fresh ? 'a new embedded database does not fit' : 'the embedded database cannot write');
    if (fresh) create(Database, file);
    db = configure(new Database(file, { fileMustExist: true }));
    // Reads the header and the schema: a file that is not a database, or whose first pages are
    // damaged, fails here; so does one emptied (SQLite would take it for a new, empty database).
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    if (db.pragma('application_id', { simple: true }) !== APPLICATION_ID) {
      throw new Error(`${SQLITE_FILE} is not a store made by this server (it is empty, or another database)`);
    }
    return wrapSqlite(db, dir, options, () => lock.release());
  } catch (e) {
    db?.close();
    if (fresh) for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}.new`]) rmSync(name, { force: true });
    lock.release();
    const explained = explainDiskFull(e, dir);
    if (explained !== e || fresh) throw explained;
    throw new EmbeddedOpenError(dir, e);
  }
}

/** Written into the file's header when the server creates it (an arbitrary number): a store file
 * without it was emptied or replaced, and is not taken for a new store. */
const APPLICATION_ID = 0x44_48_4f_31;

/** A new store file: made whole under another name, then renamed into place, so that a file under
 * the store's name always carries the mark (a start killed meanwhile leaves only the other name). */
function create(Database: typeof BetterSqlite3, file: string): void {
  const making = `${file}.new`;
  rmSync(making, { force: true });
  const db = new Database(making);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`application_id = ${APPLICATION_ID}`);
  } finally {
    db.close();
  }
  renameSync(making, file);
}

function configure(db: BetterSqlite3.Database): BetterSqlite3.Database {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A WAL file grown by a burst is cut back at the next checkpoint instead of staying that size.
  db.pragma('journal_size_limit = 67108864');
  db.function('now', { deterministic: false }, sqliteNow);
  return db;
}

/** `$n::jsonb` → `$n`, `FOR UPDATE` → nothing (see the top of this file). */
const sqliteText = (text: string) => text.replace(/(\$\d+)::jsonb\b/g, '$1').replace(/\s+FOR UPDATE\b/g, '');

function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

/** A stored jsonb value; one that no longer parses was damaged in the file (SQLite has no page
 * checksums to tell it), and is said as damage (gameDamage.ts), as SQLite says a malformed page. */
function parseStored(column: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw Object.assign(new Error(`stored ${column} is not JSON: database disk image is malformed`), { code: 'SQLITE_CORRUPT' });
  }
}

/** A prepared statement and how its rows are read back. */
interface Prepared {
  statement: BetterSqlite3.Statement;
  /** Columns whose declared type needs reading: jsonb (parsed) and boolean (from 1/0). */
  decode: { name: string; type: 'jsonb' | 'boolean' }[];
}

function wrapSqlite(db: BetterSqlite3.Database, dir: string | null, options: EmbeddedOptions, unlock = () => {}): SqlDatabase {
  const prepared = new Map<string, Prepared>();
  const prepare = (text: string): Prepared => {
    let entry = prepared.get(text);
    if (!entry) {
      const statement = db.prepare(sqliteText(text));
      const decode = statement.reader
        ? statement
            .columns()
            .map((c) => ({ name: c.name, type: c.type?.toLowerCase() }))
            .filter((c): c is Prepared['decode'][number] => c.type === 'jsonb' || c.type === 'boolean')
        : [];
      entry = { statement, decode };
      prepared.set(text, entry);
    }
    return entry;
  };
  const explain = (e: unknown) => {
    if (!dir || !isDiskFull(e)) return e;
    const explained = explainDiskFull(e, dir);
    if (explained instanceof DiskFullError) options.onDiskFull?.(explained);
    return explained;
  };
  const run = <Row>(text: string, params: unknown[] = []): { rows: Row[]; rowCount: number } => {
    try {
      const { statement, decode } = prepare(text);
      const bound: Record<number, unknown> = {};
      params.forEach((value, i) => (bound[i + 1] = bindable(value)));
      if (!statement.reader) return { rows: [], rowCount: statement.run(bound).changes };
      const rows = statement.all(bound) as Record<string, unknown>[];
      for (const row of rows) {
        for (const { name, type } of decode) {
          const value = row[name];
          if (value === null || value === undefined) continue;
          row[name] = type === 'boolean' ? value === 1 || value === 1n : typeof value === 'string' ? parseStored(name, value) : value;
        }
      }
      return { rows: rows as Row[], rowCount: rows.length };
    } catch (e) {
      throw explain(e);
    }
  };
  const explained = (work: () => unknown): void => {
    try {
      work();
    } catch (e) {
      throw explain(e);
    }
  };
  const execute = (text: string) => explained(() => db.exec(text));
  // A transaction's ends are prepared once: `exec` parses its text again at each call, and an
  // append (one transaction per turn of the event loop) paid that twice per action.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  // Statements are synchronous; a transaction's work is not (it awaits its statements): while one is
  // open, every other statement waits for it to end, as on PGlite's single connection.
  let open: Promise<void> | null = null;
  const idle = async () => {
    while (open) await open;
  };
  const inside: Queryable = {
    dialect: 'sqlite',
    query: async (text, params) => run(text, params),
    exec: async (text) => execute(text),
  };
  return {
    driver: 'sqlite',
    dialect: 'sqlite',
    async query(text, params) {
      if (open) await idle();
      return run(text, params);
    },
    async exec(text) {
      if (open) await idle();
      execute(text);
    },
    async transaction(work) {
      if (open) await idle();
      let end!: () => void;
      open = new Promise((resolve) => (end = resolve));
      try {
        explained(() => begin.run());
        try {
          const value = await work(inside);
          explained(() => commit.run());
          return value;
        } catch (e) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw e;
        }
      } finally {
        open = null;
        end();
      }
    },
    async close() {
      await idle();
      try {
        db.close();
      } finally {
        unlock();
      }
    },
  };
}
