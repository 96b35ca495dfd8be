// Backups of a PostgreSQL store (PGlite's too): the database writes each page of rows as backup
// lines itself, and reads them back from JSON (backup.ts holds the format).
import { quote } from './dialect.js';
import type { TableIo } from './tableIo.js';

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const postgresTables: TableIo = {
  async begin(tx) {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query(`SET LOCAL TimeZone = 'UTC'`);
    await tx.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
  },
  async columns(tx, table) {
    const { rows } = await tx.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    return rows.map((r) => ({ name: r.column_name, type: r.data_type }));
  },
  async page(tx, table, columns, after, size) {
    // Each page's lines are made by the database, as one text: row by row through the driver,
    // 60,000 actions took PGlite 3.5 s instead of 1 (and the embedded store waits meanwhile).
    const row = `json_build_object('t', ${quoteLiteral(table.name)}, 'r', json_build_array(${columns.map((c) => `p.${quote(c.name)}::text`).join(', ')}))::text`;
    const keys = table.key.map((k) => `p.${quote(k)}`).join(', ');
    const keysDesc = table.key.map((k) => `p.${quote(k)} DESC`).join(', ');
    const srcKeys = table.key.map((k) => `s.${quote(k)}`).join(', ');
    const keyTypes = table.key.map((k) => columns.find((c) => c.name === k)!.type);
    const afterKey = keyTypes.map((type, i) => `($1::jsonb->>${i})::${type}`).join(', ');
    // `after`: the last key written, as a JSON array of texts
    const page: { rows: { lines: string | null; n: number; last: string | null }[] } = await tx.query(
      `SELECT string_agg(${row}, E'\\n' ORDER BY ${keys}) AS lines, count(*)::integer AS n,
         (array_agg(json_build_array(${table.key.map((k) => `p.${quote(k)}::text`).join(', ')})::text ORDER BY ${keysDesc}))[1] AS last
       FROM (SELECT * FROM ${quote(table.name)} AS s ${after ? `WHERE (${srcKeys}) > (${afterKey})` : ''} ORDER BY ${srcKeys} LIMIT ${size}) AS p`,
      after ? [after] : [],
    );
    return page.rows[0]!;
  },
  async insert(tx, table, columns, rows) {
    const values = columns.map((c, i) => `(r->>${i})::${c.type}`).join(', ');
    // Ids made by the database (identity columns: chat reports, accounts) are restored as they were.
    await tx.query(
      `INSERT INTO ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM jsonb_array_elements($1::jsonb) AS r`,
      [JSON.stringify(rows)],
    );
  },
  async afterRestore(tx) {
    const identities = await tx.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`,
    );
    for (const { table_name, column_name } of identities.rows) {
      await tx.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column_name)}) FROM ${quote(table_name)}), 0) + 1, false)`, [
        table_name,
        column_name,
      ]);
    }
  },
};
