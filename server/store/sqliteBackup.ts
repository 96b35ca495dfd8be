// Backups of a SQLite store (backup.ts), whose rows go out and come in as PostgreSQL text, so that
// one file restores into any store. SQLite keeps times as ISO-8601 UTC text and booleans as 1/0
// (sqlite.ts); PostgreSQL writes `2026-01-31 12:00:00.5+00` and true/false. The backup's transaction holds
// the whole database, so its rows are one instant's.
import type { TableIo } from './tableIo.js';
import { quote } from './dialect.js';

/** ISO-8601 UTC (as SQLite keeps it) → PostgreSQL's text of a timestamptz in UTC. */
export function pgTimestamp(iso: string): string {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)(?:\.(\d+))?Z$/.exec(iso);
  if (!m) return pgTimestamp(new Date(iso).toISOString());
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  return `${m[1]} ${m[2]}${fraction ? `.${fraction}` : ''}+00`;
}

/** PostgreSQL's text of a timestamptz (or any ISO-8601 time) → ISO-8601 UTC with six decimals, as
 * now() writes them (sqlite.ts; times the server binds have three: the same instant). */
export function isoTimestamp(text: string): string {
  const m = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6})\d*)?(Z|[+-]00(?::?00)?)?$/.exec(text);
  if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(6, '0')}Z`;
  const time = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  if (Number.isNaN(time.getTime())) throw new Error(`not a time: ${text}`);
  return time.toISOString();
}

/** A number as PostgreSQL's numeric writes it: never in exponent form. */
function pgNumeric(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  const [digits, exp] = n.toExponential().split('e') as [string, string];
  const [whole, fraction = ''] = digits.replace('-', '').split('.') as [string, string?];
  const all = whole + fraction;
  const point = whole.length + Number(exp);
  const body =
    point <= 0 ? `0.${'0'.repeat(-point)}${all}` : point >= all.length ? all + '0'.repeat(point - all.length) : `${all.slice(0, point)}.${all.slice(point)}`;
  return (n < 0 ? '-' : '') + body;
}

/** A float as PostgreSQL's double precision writes it: the shortest exact digits, in exponent form
 * (two exponent digits at least) below 1e-4 and from 1e15. */
function pgFloat(n: number): string {
  const abs = Math.abs(n);
  if (abs === 0 || (abs >= 1e-4 && abs < 1e15)) return String(n);
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
  return n.toExponential().replace(/e([+-])(\d)$/, (_, sign: string, digit: string) => `e${sign}0${digit}`);
}

/**
 * JSON as PostgreSQL writes a jsonb: object keys shorter first, then in byte order, `, ` and `: `
 * between items, numbers as numeric. So a backup of a SQLite store holds the very lines a backup of
 * the same games in PostgreSQL holds.
 */
export function pgJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pgJson).join(', ')}]`;
  if (typeof value === 'number') return pgNumeric(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return `{${keys.map((k) => `${JSON.stringify(k)}: ${pgJson((value as Record<string, unknown>)[k])}`).join(', ')}}`;
}

/** A column's value as read through the driver (jsonb parsed, booleans as such) → PostgreSQL's text. */
function toText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value ? 'true' : 'false';
  if (type === 'timestamptz') return pgTimestamp(String(value));
  if (type === 'jsonb') return pgJson(value);
  if (type === 'double precision') return pgFloat(Number(value));
  return String(value);
}

function fromText(text: string | null, type: string): unknown {
  if (text === null) return null;
  if (type === 'boolean') return text === 't' || text === 'true' ? 1 : 0;
  if (type === 'timestamptz') return isoTimestamp(text);
  if (type === 'integer' || type === 'bigint' || type === 'double precision') return Number(text);
  return text; // text, and jsonb as its JSON text
}

export const sqliteTables: TableIo = {
  async begin() {
    // The transaction (BEGIN IMMEDIATE, sqlite.ts) already holds the database: a snapshot.
  },
  async columns(tx, table) {
    const { rows } = await tx.query<{ name: string; type: string }>(`SELECT name, type FROM pragma_table_info($1) ORDER BY cid`, [table]);
    // Ids are declared INTEGER PRIMARY KEY (SQLite's row id), PostgreSQL's bigint.
    return rows.map((r) => ({ name: r.name, type: r.name === 'id' ? 'bigint' : r.type.toLowerCase() }));
  },
  async page(tx, table, columns, after, size) {
    const keys = table.key.map(quote).join(', ');
    const afterKey = table.key.map((_, i) => `$${i + 1}`).join(', ');
    const { rows } = await tx.query<Record<string, unknown>>(
      `SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table.name)}
       ${after ? `WHERE (${keys}) > (${afterKey})` : ''} ORDER BY ${keys} LIMIT ${size}`,
      (after as unknown[] | null) ?? [],
    );
    if (rows.length === 0) return { lines: null, n: 0, last: null };
    // Each line as PostgreSQL's json_build_object writes it (backup.ts): the same bytes from either store.
    const line = (row: Record<string, unknown>) =>
      `{"t" : ${JSON.stringify(table.name)}, "r" : [${columns.map((c) => JSON.stringify(toText(row[c.name], c.type))).join(', ')}]}`;
    const lines = rows.map(line).join('\n');
    const lastRow = rows.at(-1)!;
    return { lines, n: rows.length, last: table.key.map((k) => lastRow[k]) };
  },
  async insert(tx, table, columns, rows) {
    const text = `INSERT INTO ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
    for (const row of rows) {
      await tx.query(
        text,
        columns.map((c, i) => fromText(row[i] ?? null, c.type)),
      );
    }
  },
  async afterRestore() {
    // AUTOINCREMENT's counter already follows the largest id inserted.
  },
};
