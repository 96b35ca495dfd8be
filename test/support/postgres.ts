// A fresh PostgreSQL database on the server these machines and CI run (127.0.0.1:5432, trust
// auth), dropped afterwards. Without the server a test fails under CI with a message saying how to
// start it, and is skipped only when CI is unset.
import pg from 'pg';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const HOW_TO_START =
  'PostgreSQL is not reachable at 127.0.0.1:5432. Start it with ' +
  '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (trust auth, user postgres), ' +
  'or point TEST_POSTGRES_URL at a server whose user may create databases.';

/** Whether the server answers; throws under CI (where it must), false otherwise. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (e) {
    if (process.env.CI) throw new Error(`${HOW_TO_START} (${(e as Error).message})`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates an empty database; returns its URL and how to drop it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dh_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
