// `npm run backup -- <file> [--url http://host:port]`: writes a consistent backup of the game store
// (server/store/backup.ts: JSON lines, store-neutral) to <file>, while the servers keep serving.
//   DATABASE_URL set: read from that PostgreSQL server in one REPEATABLE READ transaction.
//   Otherwise the embedded store in DATA_DIR: opened here when no server holds it; when a server
//   holds its lock, that server writes the backup (GET /api/admin/backup, with ADMIN_TOKEN), at
//   --url or else http://127.0.0.1:$PORT.
//   --url: always ask that server.
// The file is written beside <file> and renamed into place once whole. Exit code 0 when written,
// 1 when the backup failed, 2 for wrong arguments.
import { closeSync, createWriteStream, fstatSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../server/config.js';
import { writeBackup, parseHeader, type BackupSummary } from '../server/store/backup.js';
import { DataDirLockedError } from '../server/store/dataDirLock.js';
import { embeddedStoreOf, holdsPglite, holdsSqlite, openEmbedded } from '../server/store/embedded.js';
import { openPostgres, type SqlDatabase } from '../server/store/sql.js';

const usage = () => {
  console.error('usage: npm run backup -- <file> [--url http://host:port]   (ADMIN_TOKEN in the environment for --url)');
  process.exit(2);
};
const args = process.argv.slice(2);
const at = args.indexOf('--url');
const url = at >= 0 ? args.splice(at, 2)[1] : undefined;
const file = args[0];
if (!file || args.length > 1 || file.startsWith('-') || (at >= 0 && !/^https?:\/\/[^\s]+$/.test(url ?? ''))) usage();
const config = loadConfig();
const partial = `${file}.partial`;

async function fromDatabase(db: SqlDatabase): Promise<BackupSummary> {
  const out = createWriteStream(partial);
  try {
    return await writeBackup(db, (chunk) => (out.write(chunk) ? undefined : new Promise<void>((resolve) => out.once('drain', resolve))));
  } finally {
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await db.close();
  }
}

async function fromServer(base: string): Promise<BackupSummary> {
  if (!config.adminToken) throw new Error('ADMIN_TOKEN must be set (the server’s operator token) to ask a server for a backup');
  // Appended to the base's path: behind the compose file's nginx a process is at /sN.
  const res = await fetch(`${base.replace(/\/+$/, '')}/api/admin/backup`, { headers: { Authorization: `Bearer ${config.adminToken}` } });
  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    throw new Error(`${base} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial));
  // Whole only with its end line: a server that failed midway cut the stream off.
  const header = parseHeader(readEdge(partial, 'first'));
  let end: { end?: boolean; rows?: Record<string, number> } = {};
  try {
    end = JSON.parse(readEdge(partial, 'last')) as typeof end;
  } catch {
    /* cut off in the middle of a line */
  }
  if (end.end !== true || !end.rows) throw new Error('the backup was cut off before its end');
  return { schemaVersion: header.schemaVersion, rows: end.rows };
}

/** The first or last line of a file, read from at most its first or last 64 KB (a header or end line is far shorter). */
function readEdge(file: string, which: 'first' | 'last'): string {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, which === 'first' ? 0 : size - length);
    const lines = buffer.toString('utf8').trimEnd().split('\n');
    return (which === 'first' ? lines[0] : lines.at(-1)) ?? '';
  } finally {
    closeSync(fd);
  }
}

async function backup(): Promise<{ summary: BackupSummary; from: string }> {
  if (url) return { summary: await fromServer(url), from: url };
  if (config.databaseUrl) return { summary: await fromDatabase(await openPostgres(config.databaseUrl)), from: 'the PostgreSQL server (DATABASE_URL)' };
  const dir = path.resolve(config.dataDir);
  const store = embeddedStoreOf(dir, config.embeddedStore);
  if (!(store === 'sqlite' ? holdsSqlite(dir) : holdsPglite(dir))) throw new Error(`there is no embedded ${store} database in DATA_DIR=${dir}`);
  try {
    return { summary: await fromDatabase(await openEmbedded(dir, store)), from: `the embedded ${store} database in ${dir}` };
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    const base = `http://127.0.0.1:${config.port}`;
    console.error(`DATA_DIR is held by the server with pid ${e.holder.pid}: asking it for the backup at ${base} (--url to say where it listens)`);
    return { summary: await fromServer(base), from: `the server at ${base}` };
  }
}

try {
  const { summary, from } = await backup();
  renameSync(partial, file);
  const counts = Object.entries(summary.rows)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`backup of ${from} written to ${file}: ${counts} (schema version ${summary.schemaVersion})`);
} catch (e) {
  rmSync(partial, { force: true });
  console.error(`backup failed: ${(e as Error).message}`);
  process.exit(1);
}
