// The two SQL drivers behind the game store, one interface: embedded PostgreSQL (PGlite, files under
// a data directory; the default, so `npm start` needs no service) and a PostgreSQL server (pg) when
// DATABASE_URL is set. Both run the same SQL text with $1-style parameters.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface Queryable {
  /** Rows of a statement; `rowCount` counts rows written by INSERT/UPDATE/DELETE. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number }>;
  /** Runs a script of several statements, without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlDatabase extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL in this process; `dataDir` null keeps it in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<SqlDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const db = dataDir ? new PGlite(path.resolve(dataDir)) : new PGlite();
  await db.waitReady;
  const wrap = (q: { query: typeof db.query; exec: typeof db.exec }): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const result = await q.query<Row>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(text: string) {
      await q.exec(text);
    },
  });
  return {
    driver: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
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
