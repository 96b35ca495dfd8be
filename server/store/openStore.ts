// Opens the configured store: a PostgreSQL server when DATABASE_URL is set, else the embedded
// database under DATA_DIR (SQLite, or PGlite: embedded.ts). Migrations run before anything else touches it; then every
// live game is read back once (liveGameCheck.ts), so that a store that lost acknowledged actions
// is reported before any game is resumed from it.
import { renameSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { isDataDamage } from './gameDamage.js';
import { checkLiveGames } from './liveGameCheck.js';
import { migrate } from './migrations.js';
import { describeStore, embeddedStoreOf, holdsPglite, openEmbedded, type EmbeddedStore } from './embedded.js';
import { EmbeddedOpenError, openPostgres, type SqlDatabase } from './sql.js';
import { SqlGameStore } from './sqlStore.js';

export interface StoreSettings {
  /** postgres://… of a PostgreSQL server, or null for the embedded database. */
  databaseUrl: string | null;
  /** Where the embedded database keeps its files; null keeps it in memory. */
  dataDir: string | null;
  /** Which embedded database (EMBEDDED_STORE); unset: what DATA_DIR holds, SQLite when new (embedded.ts). */
  embedded?: EmbeddedStore | null;
  /** Start even when the store cannot be read whole: restore what can be read, mark the rest damaged. */
  salvage?: boolean;
}

export async function openGameStore(settings: StoreSettings, logger?: Logger): Promise<SqlGameStore> {
  try {
    return await openChecked(settings, logger);
  } catch (e) {
    const unopenable = !settings.databaseUrl && settings.dataDir && (e instanceof EmbeddedOpenError || isDataDamage(e));
    if (!unopenable) throw e;
    const dir = path.resolve(settings.dataDir!);
    if (!settings.salvage) throw e instanceof EmbeddedOpenError ? e : new EmbeddedOpenError(dir, e);
    // Salvage of an embedded database that cannot even be listed: keep it aside, untouched, and start afresh.
    const aside = `${dir}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, aside);
    logger?.error(
      { event: 'store_salvaged', dataDir: dir, movedTo: aside, err: e },
      `salvage: the embedded database in ${dir} cannot be read (${(e as Error).message.split('. ')[0]}); it was moved to ${aside} as it was, ` +
        'and the server starts with an empty one. No stored game could be restored.',
    );
    return openChecked(settings, logger);
  }
}

async function openChecked(settings: StoreSettings, logger?: Logger): Promise<SqlGameStore> {
  let db: SqlDatabase;
  const onDiskFull = (err: Error) => logDiskFull(logger, err);
  if (settings.databaseUrl) db = await openPostgres(settings.databaseUrl);
  else {
    const onStaleLock = (holder: { pid: number; startedAt: string }) =>
      logger?.warn(
        { event: 'data_dir_lock_stale', holder },
        `DATA_DIR lock of pid ${holder.pid} (started ${holder.startedAt}) was left by a process that is gone; taken over`,
      );
    const embedded = embeddedStoreOf(settings.dataDir, settings.embedded);
    db = await openEmbedded(settings.dataDir, embedded, { onDiskFull, onStaleLock });
    if (embedded === 'sqlite' && settings.dataDir && holdsPglite(settings.dataDir)) {
      logger?.warn(
        { event: 'pglite_store_left', dataDir: path.resolve(settings.dataDir) },
        `DATA_DIR also holds a PGlite database, which is not opened (SQLite is, as EMBEDDED_STORE says): its games are not served. ` +
          'To bring them over: stop the server, EMBEDDED_STORE=pglite npm run backup, then restore that file into an empty DATA_DIR.',
      );
    }
  }
  const where = describeStore(db, settings.dataDir);
  try {
    const applied = await migrate(db);
    logger?.info(
      { event: 'store_open', driver: db.driver, dataDir: settings.databaseUrl ? undefined : settings.dataDir, migrations: applied },
      `game store: ${where}`,
    );
    const store = new SqlGameStore(db);
    const check = await checkLiveGames(store, { where, salvage: settings.salvage ?? false, logger });
    if (settings.salvage) {
      logger?.warn(
        { event: 'store_salvage', whole: check.whole, damaged: check.damaged.length },
        `salvage: ${check.whole} live game(s) read whole, ${check.damaged.length} marked damaged`,
      );
    }
    return store;
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}

/** A full disk under writes: said at error, at most once a minute (every refused action would repeat it). */
let lastDiskFullLog = 0;
function logDiskFull(logger: Logger | undefined, err: Error): void {
  if (Date.now() - lastDiskFullLog < 60_000) return;
  lastDiskFullLog = Date.now();
  logger?.error({ event: 'disk_full' }, err.message);
}
