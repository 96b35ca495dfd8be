// Opens the configured store: a PostgreSQL server when DATABASE_URL is set, else embedded
// PostgreSQL (PGlite) under DATA_DIR. Migrations run before anything else touches it.
import type { Logger } from '../logger.js';
import { migrate } from './migrations.js';
import { openPglite, openPostgres, type SqlDatabase } from './sql.js';
import { SqlGameStore } from './sqlStore.js';

export interface StoreSettings {
  /** postgres://… of a PostgreSQL server, or null for the embedded database. */
  databaseUrl: string | null;
  /** Where the embedded database keeps its files; null keeps it in memory. */
  dataDir: string | null;
}

export async function openGameStore(settings: StoreSettings, logger?: Logger): Promise<SqlGameStore> {
  let db: SqlDatabase;
  if (settings.databaseUrl) db = await openPostgres(settings.databaseUrl);
  else db = await openPglite(settings.dataDir);
  try {
    const applied = await migrate(db);
    logger?.info(
      { event: 'store_open', driver: db.driver, dataDir: settings.databaseUrl ? undefined : settings.dataDir, migrations: applied },
      `game store: ${db.driver === 'postgres' ? 'PostgreSQL server' : `embedded PostgreSQL in ${settings.dataDir ?? 'memory'}`}`,
    );
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return new SqlGameStore(db);
}
