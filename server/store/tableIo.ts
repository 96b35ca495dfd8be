// What a backup and a restore ask of a database (backup.ts), one implementation per dialect:
// PostgreSQL's (postgresBackup.ts) and SQLite's (sqliteBackup.ts).
import type { Queryable } from './sql.js';

export interface Column {
  name: string;
  /** PostgreSQL's name of its type (SQLite's schema declares the same names). */
  type: string;
}

/** What a backup and a restore ask of a database, per dialect: rows in and out as PostgreSQL text. */
export interface TableIo {
  /** First in the backup's transaction: a snapshot, and times written in UTC. */
  begin(tx: Queryable): Promise<void>;
  columns(tx: Queryable, table: string): Promise<Column[]>;
  /** Up to `size` rows after `after` (null: from the first) in key order, as backup lines; `last`
   * is what to give as `after` for the next page. */
  page(
    tx: Queryable,
    table: { name: string; key: readonly string[] },
    columns: Column[],
    after: unknown,
    size: number,
  ): Promise<{ lines: string | null; n: number; last: unknown }>;
  insert(tx: Queryable, table: string, columns: Column[], rows: (string | null)[][]): Promise<void>;
  /** After a restore: the next id made by the database follows the restored ones. */
  afterRestore(tx: Queryable): Promise<void>;
}
