// `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` (or GET
// /api/admin/backup) into the configured store: the PostgreSQL server of DATABASE_URL, else the
// embedded database in DATA_DIR (no server may hold it: stop it first; SQLite unless EMBEDDED_STORE
// or the directory's files say PGlite, as for the server). A backup of any store restores into any. A new store takes the backup's schema version and is upgraded once the rows
// are in (a backup from before an upgrade restores); an existing one must be at that version. The
// rows go in in one transaction: all of them, or none. A store that holds games is refused unless
// --force, which replaces them. Exit code 0 when restored, 1 when refused or failed, 2 for wrong
// arguments.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { linesOf, restoreBackup } from '../server/store/backup.js';
import { describeStore, embeddedStoreOf, openEmbedded } from '../server/store/embedded.js';
import { openPostgres } from '../server/store/sql.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((a) => a !== '--force');
const file = rest[0];
if (!file || rest.length > 1 || file.startsWith('-')) {
  console.error('usage: npm run restore -- <file> [--force]');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`restore failed: no file ${file}`);
  process.exit(1);
}
const config = loadConfig();

try {
  const dir = path.resolve(config.dataDir);
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded(dir, embeddedStoreOf(dir, config.embeddedStore));
  const where = config.databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : `the ${describeStore(db, dir)}`;
  try {
    const summary = await restoreBackup(db, linesOf(createReadStream(file, 'utf8')), { force });
    const counts = Object.entries(summary.rows)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.log(`restored ${file} into ${where}: ${counts} (schema version ${summary.schemaVersion})`);
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(`restore failed: ${(e as Error).message}`);
  process.exit(1);
}
