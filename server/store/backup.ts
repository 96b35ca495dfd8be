// Backups of the game store in a store-neutral format: JSON lines, a header naming the schema
// version (migrations.ts) and each table's columns and row count, then every row as its columns'
// PostgreSQL text (null for NULL), then an end line repeating the counts, whose absence tells a
// truncated file. Text is what every driver reads and writes alike (SQLite by converting it,
// sqliteBackup.ts), so a backup of an embedded store restores into PostgreSQL and back.
//
// Consistent while serving: everything is read in one REPEATABLE READ, READ ONLY transaction, so
// the file is the store at one instant, with every acknowledged action of a game up to its count.
// On a PostgreSQL server that holds no writer back. An embedded database has one connection:
// its transaction holds every other statement (moves wait) until the last row is read, so for it
// the rows are read without waiting for the reader (they queue in memory), and the wait is the
// read alone.
import { MIGRATIONS, migrate } from './migrations.js';
import type { Queryable, SqlDatabase } from './sql.js';
import { postgresTables } from './postgresBackup.js';
import { sqliteTables } from './sqliteBackup.js';
import type { Column, TableIo } from './tableIo.js';
import { quote } from './dialect.js';

export const BACKUP_FORMAT = 'dice-hospital-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The store's tables, parents first (restore order), with the columns that order their rows and
 * the schema version that made them (a backup of an older store has only the tables it had). */
export const BACKUP_TABLES = [
  { name: 'games', key: ['room_id'], since: 1 },
  { name: 'actions', key: ['room_id', 'idx'], since: 1 },
  { name: 'bans', key: ['address'], since: 5 },
  { name: 'chat_reports', key: ['id'], since: 5 },
  { name: 'accounts', key: ['id'], since: 6 },
  { name: 'sessions', key: ['id_hash'], since: 6 },
  { name: 'ratings', key: ['account_id', 'game'], since: 6 },
  { name: 'rating_history', key: ['room_id', 'account_id'], since: 6 },
  { name: 'passkeys', key: ['credential_id'], since: 7 },
] as const;

/** The tables a store at this schema version has. */
const tablesAt = (schemaVersion: number) => BACKUP_TABLES.filter((t) => t.since <= schemaVersion);

/** Rows read per statement, and written per INSERT on restore. */
const PAGE = 1000;
/** Longest line a restore reads (a game row with its chat and config is a few KB). */
export const MAX_LINE_CHARS = 8 * 1024 * 1024;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  schemaVersion: number;
  createdAt: string;
  source: SqlDatabase['driver'];
  tables: { name: string; columns: string[]; rows: number }[];
}

export interface BackupSummary {
  schemaVersion: number;
  rows: Record<string, number>;
}

/** Thrown when a restore is refused (its message says why); nothing was written. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

const tablesOf = (tx: Queryable): TableIo => (tx.dialect === 'sqlite' ? sqliteTables : postgresTables);

async function schemaVersionOf(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return Number(rows[0]?.version ?? 0);
}

/**
 * Writes the whole store to `write`, a chunk of lines at a time, from one snapshot. `write` may
 * resolve when the reader has taken the chunk (backpressure); it is awaited on PostgreSQL only.
 */
export async function writeBackup(db: SqlDatabase, write: (chunk: string) => Promise<void> | void, pageSize = PAGE): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    const io = tablesOf(tx);
    await io.begin(tx);
    // Not waited for on an embedded database, a reader's failure (a client gone) still ends the backup at the next page.
    let failed: { error: unknown } | null = null;
    const send = async (chunk: string) => {
      if (failed) throw failed.error;
      const taken = Promise.resolve(write(chunk));
      if (db.driver === 'postgres') await taken;
      else taken.catch((error: unknown) => (failed ??= { error }));
    };
    const schemaVersion = await schemaVersionOf(tx);
    const tables = [];
    for (const table of tablesAt(schemaVersion)) {
      const columns = await io.columns(tx, table.name);
      const { rows } = await tx.query<{ n: number }>(`SELECT CAST(count(*) AS integer) AS n FROM ${quote(table.name)}`);
      tables.push({ ...table, columns, rows: Number(rows[0]!.n) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion,
      createdAt: new Date().toISOString(),
      source: db.driver,
      tables: tables.map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name), rows: t.rows })),
    };
    await send(JSON.stringify(header) + '\n');
    const written: Record<string, number> = {};
    for (const table of tables) {
      let last: unknown = null;
      written[table.name] = 0;
      for (;;) {
        const page = await io.page(tx, table, table.columns, last, pageSize);
        const { lines, n } = page;
        if (!lines || n === 0) break;
        last = page.last;
        written[table.name] += n;
        await send(lines + '\n');
        if (n < pageSize) break;
      }
      // Read in one snapshot, the pages add up to the count: anything else is a bug, and the file gets no end line.
      if (written[table.name] !== table.rows) throw new Error(`backup of ${table.name}: ${written[table.name]} rows read, ${table.rows} counted`);
    }
    await send(JSON.stringify({ end: true, rows: written }) + '\n');
    if (failed) throw (failed as { error: unknown }).error;
    return { schemaVersion, rows: written };
  });
}

/** The lines of a text stream (a backup file read as UTF-8), refusing one longer than `max`
 * before holding more of it (readline would buffer a line of any length). */
export async function* linesOf(chunks: AsyncIterable<string>, max = MAX_LINE_CHARS): AsyncIterable<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    let start = 0;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
      if (end - start > max) throw new RestoreRefused(`a line of the backup is longer than ${max} characters`);
      yield pending.slice(start, end).replace(/\r$/, '');
      start = end + 1;
    }
    pending = pending.slice(start);
    if (pending.length > max) throw new RestoreRefused(`a line of the backup is longer than ${max} characters`);
  }
  if (pending !== '') yield pending;
}

/** The header of a backup, checked; throws RestoreRefused naming what is wrong. */
export function parseHeader(line: string | undefined): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line ?? '') as BackupHeader;
  } catch {
    throw new RestoreRefused('this is not a backup: its first line is not JSON');
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreRefused(`this is not a backup of ${BACKUP_FORMAT} (no header)`);
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`backup format version ${header.formatVersion}; this server reads version ${BACKUP_FORMAT_VERSION}`);
  }
  if (!Number.isInteger(header.schemaVersion) || !Array.isArray(header.tables)) throw new RestoreRefused('the backup header is malformed');
  return header;
}

/**
 * Restores a backup (its lines, header first) into an empty store, in one transaction: all of it or
 * nothing. A store holding games is refused unless `force`, which replaces them. A new store is
 * first given the backup's schema version, and upgraded to this server's after the rows are in, so
 * that a backup made before an upgrade restores into a new store; a store already at another
 * version than the backup's is refused.
 */
export async function restoreBackup(db: SqlDatabase, lines: AsyncIterable<string>, options: { force: boolean }): Promise<BackupSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = parseHeader(first.done ? undefined : first.value);
  const latest = MIGRATIONS.at(-1)!.version;
  if (header.schemaVersion > latest) {
    throw new RestoreRefused(
      `the backup has schema version ${header.schemaVersion}, newer than this server's (${latest}): restore it with the server that made it`,
    );
  }
  await migrate(db, header.schemaVersion);
  const summary = await restoreRows(db, header, iterator, options);
  await migrate(db);
  return summary;
}

async function restoreRows(db: SqlDatabase, header: BackupHeader, iterator: AsyncIterator<string>, options: { force: boolean }): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    const io = tablesOf(tx);
    const schemaVersion = await schemaVersionOf(tx);
    if (header.schemaVersion !== schemaVersion) {
      throw new RestoreRefused(
        `the backup has schema version ${header.schemaVersion} and this store ${schemaVersion}: restore it into a new store (an empty DATA_DIR or database), which takes the backup's version and is then upgraded`,
      );
    }
    const tables: { name: string; columns: Column[]; expected: number; restored: number }[] = [];
    for (const table of tablesAt(schemaVersion)) {
      const columns = await io.columns(tx, table.name);
      const described = header.tables.find((t) => t.name === table.name);
      if (!described || described.columns.join(',') !== columns.map((c) => c.name).join(',')) {
        throw new RestoreRefused(`the backup's table ${table.name} does not have this store's columns`);
      }
      tables.push({ name: table.name, columns, expected: described.rows, restored: 0 });
    }
    const { rows } = await tx.query<{ stored: boolean }>(`SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${quote(t.name)})`).join(' OR ')} AS stored`);
    if (rows[0]!.stored) {
      if (!options.force) throw new RestoreRefused('the store is not empty: restore into an empty store, or pass --force to replace every game in it');
      for (const table of [...tables].reverse()) await tx.query(`DELETE FROM ${quote(table.name)}`);
    }

    let at = 0; // tables come in order, parents first
    let batch: (string | null)[][] = [];
    const flush = async () => {
      const table = tables[at]!;
      if (batch.length === 0) return;
      await io.insert(tx, table.name, table.columns, batch);
      table.restored += batch.length;
      batch = [];
    };
    let lineNo = 1;
    let ended = false;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      lineNo += 1;
      const line = next.value;
      if (line === '') continue;
      if (ended) throw new RestoreRefused(`line ${lineNo}: data after the end line`);
      if (line.length > MAX_LINE_CHARS) throw new RestoreRefused(`line ${lineNo} is longer than ${MAX_LINE_CHARS} characters`);
      let item: { t?: unknown; r?: unknown; end?: unknown; rows?: Record<string, number> };
      try {
        item = JSON.parse(line);
      } catch {
        throw new RestoreRefused(`line ${lineNo} is not JSON`);
      }
      if (item.end === true) {
        await flush();
        for (const table of tables) {
          if (table.restored !== table.expected || item.rows?.[table.name] !== table.expected) {
            throw new RestoreRefused(`table ${table.name}: ${table.restored} rows read, the backup announced ${table.expected}`);
          }
        }
        ended = true;
        continue;
      }
      const index = tables.findIndex((t) => t.name === item.t);
      if (index < at) throw new RestoreRefused(`line ${lineNo}: ${index < 0 ? 'unknown table' : `a row of ${String(item.t)} out of order`}`);
      const row = item.r;
      const width = tables[index]!.columns.length;
      if (!Array.isArray(row) || row.length !== width || !row.every((v) => v === null || typeof v === 'string')) {
        throw new RestoreRefused(`line ${lineNo}: a row of ${String(item.t)} must be ${width} strings or nulls`);
      }
      if (index > at) {
        await flush();
        at = index;
      }
      batch.push(row as (string | null)[]);
      if (batch.length >= PAGE) await flush();
    }
    if (!ended) throw new RestoreRefused('the backup is truncated: it has no end line');
    await io.afterRestore(tx);
    // Every game not already marked damaged holds the actions it acknowledged (gameDamage.ts), as a
    // whole backup's do: one that does not would be restored to be found damaged at the next start.
    const partial = await tx.query<{ room_id: string; action_count: number; n: number }>(
      `SELECT g.room_id, g.action_count, CAST(count(a.idx) AS integer) AS n FROM games g LEFT JOIN actions a USING (room_id)
       WHERE g.damage IS NULL GROUP BY g.room_id, g.action_count HAVING count(a.idx) <> g.action_count LIMIT 1`,
    );
    const game = partial.rows[0];
    if (game) throw new RestoreRefused(`game ${game.room_id} acknowledged ${game.action_count} actions and the backup holds ${game.n}`);
    return { schemaVersion, rows: Object.fromEntries(tables.map((t) => [t.name, t.restored])) };
  });
}
