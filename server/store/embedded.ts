// Which embedded database serves when DATABASE_URL is unset: SQLite (sqlite.ts), unless the
// operator says otherwise (EMBEDDED_STORE) or DATA_DIR already holds PGlite's files and no SQLite
// file: a store made before SQLite was the default keeps being opened as it is, so that an upgrade
// loses no game. Its games move to SQLite by a backup and a restore (docs/operations.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openPglite, type EmbeddedOptions, type SqlDatabase } from './sql.js';
import { SQLITE_FILE, openSqlite } from './sqlite.js';

export const EMBEDDED_STORES = ['sqlite', 'pglite'] as const;
export type EmbeddedStore = (typeof EMBEDDED_STORES)[number];

/** Whether `dataDir` holds a PGlite database (its PostgreSQL version file). */
export const holdsPglite = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));
/** Whether `dataDir` holds a SQLite store. */
export const holdsSqlite = (dataDir: string) => existsSync(path.join(dataDir, SQLITE_FILE));

export function embeddedStoreOf(dataDir: string | null, setting: EmbeddedStore | null | undefined): EmbeddedStore {
  if (setting) return setting;
  return dataDir && holdsPglite(dataDir) && !holdsSqlite(dataDir) ? 'pglite' : 'sqlite';
}

export function openEmbedded(dataDir: string | null, store: EmbeddedStore, options: EmbeddedOptions = {}): Promise<SqlDatabase> {
  return store === 'pglite' ? openPglite(dataDir, options) : openSqlite(dataDir, options);
}

/** How logs and messages name the store. */
export function describeStore(db: SqlDatabase, dataDir: string | null): string {
  const where = dataDir ? path.resolve(dataDir) : 'memory';
  if (db.driver === 'postgres') return 'PostgreSQL server';
  return db.driver === 'sqlite' ? `embedded SQLite in ${where}` : `embedded PostgreSQL (PGlite) in ${where}`;
}
