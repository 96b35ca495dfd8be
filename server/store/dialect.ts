// The few SQL forms that PostgreSQL and SQLite write differently, as fragments a statement builds
// itself from: its other text is the same on both (sqlite.ts says what that driver adapts alone).
import type { Queryable } from './sql.js';

/** A table or column name as an SQL identifier (the same quoting on both). */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `column = ANY(param)` for an array parameter of `type` (SQLite takes the array as JSON text). */
export function isAnyOf(q: Queryable, column: string, param: string, type: string): string {
  return q.dialect === 'sqlite' ? `${column} IN (SELECT value FROM json_each(${param}))` : `${column} = ANY(${param}::${type}[])`;
}

/** A JSON array of objects given as a parameter, read as a table `alias` of these typed columns. */
export function recordset(q: Queryable, param: string, alias: string, columns: [name: string, type: string][]): string {
  if (q.dialect === 'sqlite') return `(SELECT ${columns.map(([name]) => `value ->> '${name}' AS ${name}`).join(', ')} FROM json_each(${param})) AS ${alias}`;
  return `jsonb_to_recordset(${param}::jsonb) AS ${alias}(${columns.map(([name, type]) => `${name} ${type}`).join(', ')})`;
}

/** Whether a game's seats hold the account of `param`, a JSON `[{"accountId": …}]` (on
 * PostgreSQL, a containment the games_seats index answers; SQLite looks through each row's seats). */
export function seatsHold(q: Queryable, param: string): string {
  if (q.dialect === 'sqlite') return `EXISTS (SELECT 1 FROM json_each(seats) WHERE value ->> 'accountId' = (${param} ->> '$[0].accountId'))`;
  return `seats @> ${param}::jsonb`;
}
