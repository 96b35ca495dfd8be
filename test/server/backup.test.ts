// Backup and restore, with real parts: games of every hosted game are played to their end by real
// clients on a server whose store is the default embedded one (SQLite) in a data directory; `npm
// run backup` finds the directory held by that server and has the server write the backup (GET
// /api/admin/backup) while it serves; `npm run restore` puts it into an empty embedded store (SQLite
// and PGlite: the same rows back), and into a PostgreSQL server, whose own backup restores into the
// embedded stores again. From each
// restored store every finished match is replayed (the record `npm run verify` checks) and must
// reach the very final state and scores of the game played. A restore refuses a store that holds
// games (unless --force), a truncated file and a file that is not a backup, writing nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRecordOf, verifyMatch, type VerifiedScore } from '../../shared/fairness.js';
import { RestoreRefused, linesOf, parseHeader, restoreBackup, writeBackup, type BackupHeader } from '../../server/store/backup.js';
import type { GameStore } from '../../server/store/gameStore.js';
import { MIGRATIONS, migrate } from '../../server/store/migrations.js';
import { openGameStore } from '../../server/store/openStore.js';
import { openPglite, type SqlDatabase } from '../../server/store/sql.js';
import { openSqlite } from '../../server/store/sqlite.js';
import { SqlGameStore } from '../../server/store/sqlStore.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { playPublicMatch } from '../support/playMatch.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { bootServer, type TestServer } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'backup-test-token-0123456789';
const hasPostgres = await postgresAvailable();

let dir: string;
let live: SqlGameStore;
let ts: TestServer;
/** The games played: their final engine state and replayed scores, by room id. */
const played = new Map<string, { state: unknown; scores: VerifiedScore[] }>();
let backupFile: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dh-backup-'));
  live = await openGameStore({ databaseUrl: null, dataDir: path.join(dir, 'live') });
  ts = await bootServer({ adminToken: TOKEN, operatorRequestsPerMinute: 10_000 }, undefined, live);
  backupFile = path.join(dir, 'backup.jsonl');
}, 60_000);
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
  await live.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the npm scripts (as `npm run` does, with tsx) with this environment. */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A stored match replayed from its record, as `npm run verify` does. */
async function replay(store: GameStore, roomId: string): Promise<{ state: unknown; scores: VerifiedScore[] }> {
  const stored = await store.load(roomId);
  if (!stored?.config) throw new Error(`${roomId} is not in the store`);
  expect(stored.status).toBe('finished');
  const verdict = verifyMatch(matchRecordOf({ ...stored, config: stored.config as { players: string[]; key: string } }));
  if (!verdict.ok) throw new Error(`${roomId}: ${verdict.reason}`);
  return { state: verdict.state, scores: verdict.scores };
}

/** Every game played replays from `store` to the same final state and scores. */
async function expectEveryGame(store: GameStore): Promise<void> {
  expect(played.size).toBeGreaterThanOrEqual(4);
  for (const [roomId, original] of played) {
    const again = await replay(store, roomId);
    expect(again.scores, roomId).toEqual(original.scores);
    expect(again.state, roomId).toEqual(original.state);
    expect(await store.summary(roomId)).toEqual(await live.summary(roomId));
  }
}

/** Every game in the backup has exactly the actions it acknowledged (its action_count). */
function expectWhole(text: string): void {
  const lines = text.trimEnd().split('\n');
  const header = parseHeader(lines[0]);
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true });
  const columns = (table: string) => header.tables.find((t) => t.name === table)!.columns;
  const [gameRoom, count, actionRoom] = [columns('games').indexOf('room_id'), columns('games').indexOf('action_count'), columns('actions').indexOf('room_id')];
  const acknowledged = new Map<string, number>();
  const found = new Map<string, number>();
  for (const line of lines.slice(1, -1)) {
    const { t, r } = JSON.parse(line) as { t: string; r: string[] };
    if (t === 'games') acknowledged.set(r[gameRoom]!, Number(r[count]));
    else if (t === 'actions') found.set(r[actionRoom]!, (found.get(r[actionRoom]!) ?? 0) + 1);
  }
  for (const [room, n] of acknowledged) expect(found.get(room) ?? 0, room).toBe(n);
  for (const room of found.keys()) expect(acknowledged.has(room), room).toBe(true);
}

/** A backup's rows (every line but the header, which names its source and time). */
const rowsOf = (text: string) => text.trimEnd().split('\n').slice(1);

async function backupText(store: SqlGameStore, pageSize?: number): Promise<string> {
  let text = '';
  await store.backup((chunk) => void (text += chunk), pageSize);
  return text;
}

const EMBEDDED = { sqlite: openSqlite, pglite: openPglite } as const;

async function memoryStore(kind: keyof typeof EMBEDDED = 'sqlite'): Promise<SqlGameStore> {
  const db = await EMBEDDED[kind](null);
  await migrate(db);
  return new SqlGameStore(db);
}

describe('npm run backup / npm run restore', () => {
  it('backs up through the server that holds DATA_DIR, while it serves, after games of every hosted game', async () => {
    const tables = [
      ...GAMES_UNDER_TEST.map((game) => ({ game, names: ['Ada', 'Bo', 'Cy', 'Di'].slice(0, game.players) })),
      { game: GAMES_UNDER_TEST[0]!, names: ['Jo'] },
    ];
    // Backups served one after another while the games are played: each is the store at one
    // instant, every game in it with exactly the actions it had acknowledged.
    let playing = true;
    const during: string[] = [];
    const backingUp = (async () => {
      while (playing) {
        const res = await fetch(`${ts.httpUrl}/api/admin/backup`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        expect(res.status).toBe(200);
        during.push(await res.text());
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      for (const { game, names } of tables) {
        const { roomId, state } = await playPublicMatch(ts.sdk, game, names);
        await expect.poll(async () => (await live.summary(roomId))?.status, { timeout: 5000 }).toBe('finished');
        const { scores } = await replay(live, roomId);
        played.set(roomId, { state, scores });
      }
    } finally {
      playing = false;
      await backingUp;
    }
    expect(during.length).toBeGreaterThanOrEqual(3);
    for (const text of during) expectWhole(text);
    // A room still open is part of the backup too.
    const waiting = await ts.sdk.create(GAMES_UNDER_TEST[0]!.id, { name: 'Ed', playerCount: 2 });

    const port = new URL(ts.httpUrl).port;
    const result = await run('backup', [backupFile], { DATA_DIR: path.join(dir, 'live'), PORT: port, ADMIN_TOKEN: TOKEN });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`DATA_DIR is held by the server with pid ${process.pid}`);
    expect(result.stdout).toMatch(
      /^backup of the server at http:\/\/127\.0\.0\.1:\d+ written to .*: \d+ games, \d+ actions(, \d+ \w+)* \(schema version \d+\)/,
    );

    const text = readFileSync(backupFile, 'utf8');
    expectWhole(text);
    const header = parseHeader(text.split('\n')[0]);
    expect(header).toMatchObject({ schemaVersion: MIGRATIONS.at(-1)!.version, source: 'sqlite' });
    expect(header.tables.find((t) => t.name === 'games')?.rows).toBe(played.size + 1);
    expect(JSON.parse(text.trimEnd().split('\n').at(-1)!)).toMatchObject({ end: true });
    // What the server served is what its store holds.
    expect(rowsOf(text)).toEqual(rowsOf(await backupText(live)));
    // Read a few rows at a time (a page is 1,000 rows), the same rows, each once, in order.
    expect(rowsOf(await backupText(live, 7))).toEqual(rowsOf(text));
    expect(header.tables.find((t) => t.name === 'actions')?.rows).toBeGreaterThan(7 * 10);
    await waiting.leave();

    // Without the token the server refuses, and no file is left behind.
    const refused = await run('backup', [path.join(dir, 'refused.jsonl'), '--url', ts.httpUrl], { ADMIN_TOKEN: 'not-the-token-0123456789' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('401');
    expect(() => readFileSync(path.join(dir, 'refused.jsonl.partial'))).toThrow();
  }, 180_000);

  it('restores into an empty embedded store: every finished match replays to its scores', async () => {
    const dataDir = path.join(dir, 'restored');
    const result = await run('restore', [backupFile], { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`restored ${backupFile} into the embedded SQLite in ${dataDir}`);

    // Into a store that holds games: refused unless --force.
    const again = await run('restore', [backupFile], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the store is not empty');
    expect((await run('restore', [backupFile, '--force'], { DATA_DIR: dataDir })).code).toBe(0);
    // A truncated file is refused, even with --force, and the games stay as they were.
    const truncated = path.join(dir, 'truncated.jsonl');
    writeFileSync(truncated, readFileSync(backupFile, 'utf8').trimEnd().split('\n').slice(0, -1).join('\n'));
    const cut = await run('restore', [truncated, '--force'], { DATA_DIR: dataDir });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain('restore failed: the backup is truncated: it has no end line');

    const restored = await openGameStore({ databaseUrl: null, dataDir });
    try {
      await expectEveryGame(restored);
      expect(rowsOf(await backupText(restored))).toEqual(rowsOf(readFileSync(backupFile, 'utf8')));
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restores a backup of SQLite into PGlite (EMBEDDED_STORE=pglite), whose backup holds the very same rows', async () => {
    const dataDir = path.join(dir, 'restored-pglite');
    const result = await run('restore', [backupFile], { DATA_DIR: dataDir, EMBEDDED_STORE: 'pglite' });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`restored ${backupFile} into the embedded PostgreSQL (PGlite) in ${dataDir}`);
    // Opened again without saying which: the directory holds PGlite's files and no SQLite file.
    const restored = await openGameStore({ databaseUrl: null, dataDir });
    try {
      expect(restored.driver).toBe('pglite');
      await expectEveryGame(restored);
      expect(rowsOf(await backupText(restored))).toEqual(rowsOf(readFileSync(backupFile, 'utf8')));
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restores into PostgreSQL, whose backup restores into the embedded store again', async (ctx) => {
    if (!hasPostgres) return ctx.skip();
    const database = await freshDatabase();
    try {
      const result = await run('restore', [backupFile], { DATABASE_URL: database.url });
      expect(result.code, result.stderr).toBe(0);
      const pgStore = await openGameStore({ databaseUrl: database.url, dataDir: null });
      try {
        await expectEveryGame(pgStore);
      } finally {
        await pgStore.close();
      }
      const fromPostgres = path.join(dir, 'from-postgres.jsonl');
      const backup = await run('backup', [fromPostgres], { DATABASE_URL: database.url });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('backup of the PostgreSQL server (DATABASE_URL)');
      const text = readFileSync(fromPostgres, 'utf8');
      expect(parseHeader(text.split('\n')[0]).source).toBe('postgres');
      expect(rowsOf(text)).toEqual(rowsOf(readFileSync(backupFile, 'utf8')));

      for (const kind of ['sqlite', 'pglite'] as const) {
        const embedded = await memoryStore(kind);
        try {
          await restoreBackup(embedded['db'], toAsync(text.split('\n')), { force: false });
          await expectEveryGame(embedded);
          expect(rowsOf(await backupText(embedded)), kind).toEqual(rowsOf(text));
        } finally {
          await embedded.close();
        }
      }
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('refuses a truncated file and a file that is not a backup, and writes nothing', async () => {
    const lines = readFileSync(backupFile, 'utf8').trimEnd().split('\n');
    const store = await memoryStore();
    const db = store['db'];
    const restore = (input: string[]) => restoreBackup(db, toAsync(input), { force: false });
    try {
      await expect(restore(lines.slice(0, -1))).rejects.toThrow(/truncated/);
      await expect(restore(lines.slice(0, -2).concat(lines.at(-1)!))).rejects.toThrow(/rows read, the backup announced/);
      await expect(restore(['{"hello":1}', ...lines.slice(1)])).rejects.toThrow(RestoreRefused);
      await expect(restore([lines[0]!.replace(/"schemaVersion":\d+/, '"schemaVersion":999'), ...lines.slice(1)])).rejects.toThrow(/schema version 999/);
      await expect(restore([lines[0]!, '{"t":"games","r":["x"]}', ...lines.slice(1)])).rejects.toThrow(/must be \d+ strings or nulls/);
      // An action taken out, the counts mended: its game no longer holds the actions it acknowledged.
      const header = JSON.parse(lines[0]!) as BackupHeader;
      header.tables.find((t) => t.name === 'actions')!.rows -= 1;
      const end = JSON.parse(lines.at(-1)!) as { rows: Record<string, number> };
      end.rows.actions! -= 1;
      const cut = lines.findIndex((l) => (JSON.parse(l) as { t?: string }).t === 'actions');
      const edited = [JSON.stringify(header), ...lines.slice(1, -1).filter((_, i) => i + 1 !== cut), JSON.stringify(end)];
      await expect(restore(edited)).rejects.toThrow(/acknowledged \d+ actions and the backup holds \d+/);
      expect(await store.liveIds()).toEqual([]);
      // The file is read in lines of a bounded length, however it is cut into chunks.
      const read = async (chunks: string[], max?: number) => {
        const out: string[] = [];
        for await (const line of linesOf(toAsync(chunks), max)) out.push(line);
        return out;
      };
      expect(await read(['ab\ncd', 'ef\r\n', '\ng'])).toEqual(['ab', 'cdef', '', 'g']);
      await expect(read(['0123', '456789', 'abc\n'], 10)).rejects.toThrow(/longer than 10 characters/);
      expect((await db.query<{ n: number }>('SELECT CAST(count(*) AS integer) AS n FROM games')).rows[0]!.n).toBe(0);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('restores a backup from before the last migration into a new store, which it then upgrades', async () => {
    // The same backup as a server one migration older made it: each table without the columns the last migration added.
    const lines = readFileSync(backupFile, 'utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!) as BackupHeader;
    const last = MIGRATIONS.at(-1)!;
    const older = await openPglite(null);
    await migrate(older, last.version - 1);
    const keptColumns = new Map<string, string[]>();
    for (const table of header.tables) {
      const { rows } = await older.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
        [table.name],
      );
      keptColumns.set(
        table.name,
        rows.map((r) => r.column_name),
      );
    }
    const changed = header.tables.filter((t) => keptColumns.get(t.name)!.length < t.columns.length);
    expect(changed.length).toBeGreaterThan(0); // the last migration added a column somewhere
    const oldHeader = {
      ...header,
      schemaVersion: last.version - 1,
      tables: header.tables.map((t) => ({ ...t, columns: keptColumns.get(t.name)! })),
    };
    const oldLines = [
      JSON.stringify(oldHeader),
      ...lines.slice(1).map((line) => {
        const item = JSON.parse(line) as { t?: string; r?: (string | null)[] };
        const current = header.tables.find((t) => t.name === item.t)?.columns;
        if (!current || !item.r) return line;
        return JSON.stringify({ ...item, r: keptColumns.get(item.t!)!.map((c) => item.r![current.indexOf(c)]!) });
      }),
    ];
    // Into a store already at today's version: refused, nothing written.
    const today = await memoryStore();
    try {
      await expect(restoreBackup(today['db'], toAsync(oldLines), { force: false })).rejects.toThrow(/restore it into a new store/);
      expect(await today.summary([...played.keys()][0]!)).toBeNull();
    } finally {
      await today.close();
    }
    // Into a new one: restored at its version, then upgraded.
    const store = new SqlGameStore(older);
    try {
      await restoreBackup(older, toAsync(oldLines), { force: false });
      const { rows: versions } = await older.query<{ version: number }>('SELECT max(version) AS version FROM schema_migrations');
      expect(versions[0]!.version).toBe(last.version);
      await expectEveryGame(store);
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('a backup holds the whole store', () => {
  const pairs = [
    ['sqlite', 'sqlite'],
    ['pglite', 'pglite'],
    ['pglite', 'sqlite'],
    ['sqlite', 'pglite'],
  ] as const;
  for (const [from, to] of pairs) {
    it(`${from} into ${to}: accounts (a passkey-only one too), passkeys, sessions, ratings, bans and chat reports come back as they were, and new ids follow theirs`, async () => {
      const source = await EMBEDDED[from](null);
      const target = await EMBEDDED[to](null);
      try {
        await migrate(source);
        const { rows } = await source.query<{ id: string }>(
          `INSERT INTO accounts (username, username_key, password_hash) VALUES ('Ada', 'ada', 'scrypt$x'), ('Bo', 'bo', NULL) RETURNING id`,
        );
        const [ada, bo] = rows.map((r) => r.id);
        const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
        await source.query(`INSERT INTO passkeys (credential_id, account_id, public_key, counter, transports) VALUES ('cred', $1, 'pk', 3, '["internal"]')`, [
          bo,
        ]);
        await source.query(`INSERT INTO sessions (id_hash, account_id, expires_at) VALUES ('h1', $1, $2)`, [ada, inDays(30)]);
        await source.query(
          `INSERT INTO ratings (account_id, game, mu, sigma, games) VALUES ($1, 'dice_hospital', 27.5, 7.1, 1), ($2, 'dice_hospital', 22.5, 7.1, 1)`,
          [ada, bo],
        );
        await source.query(
          `INSERT INTO rating_history (account_id, room_id, game, rank, mu_before, sigma_before, mu, sigma) VALUES ($1, 'r1', 'dice_hospital', 1, 25, 8.3, 27.5, 7.1)`,
          [ada],
        );
        await source.query(`INSERT INTO bans (address, until, reason) VALUES ('203.0.113.9', $1, 'spam')`, [inDays(1 / 24)]);
        await source.query(
          `INSERT INTO chat_reports (room_id, game, line, context, reporter) VALUES ('r1', 'dice_hospital', '{"text": "hi", "seat": 0}', '[]', '{}')`,
        );
        let text = '';
        const summary = await writeBackup(source, (chunk) => void (text += chunk));
        expect(summary.rows).toMatchObject({ accounts: 2, sessions: 1, ratings: 2, rating_history: 1, bans: 1, chat_reports: 1, passkeys: 1 });

        await restoreBackup(target, toAsync(text.trimEnd().split('\n')), { force: false });
        const read = (db: SqlDatabase, table: string) => db.query(`SELECT * FROM ${table} ORDER BY 1, 2`).then((r) => r.rows);
        for (const table of ['accounts', 'sessions', 'ratings', 'rating_history', 'bans', 'chat_reports', 'passkeys']) {
          if (from === 'pglite' && to === 'pglite') expect(await read(target, table), table).toEqual(await read(source, table));
        }
        // Elsewhere (SQLite keeps times as text, to the millisecond or to the microsecond: the same
        // instant in two spellings), what the stores hold is told by their backups: the same rows, as the same text.
        let again = '';
        await writeBackup(target, (chunk) => void (again += chunk));
        expect(rowsOf(again)).toEqual(rowsOf(text));
        // The database's own ids go on after the restored ones.
        const next = await target.query<{ id: string }>(`INSERT INTO accounts (username, username_key, password_hash) VALUES ('Cy', 'cy', 'z') RETURNING id`);
        expect(BigInt(next.rows[0]!.id)).toBe(BigInt(bo!) + 1n);
      } finally {
        await source.close();
        await target.close();
      }
    }, 60_000);
  }
});

async function* toAsync(lines: string[]): AsyncIterable<string> {
  yield* lines;
}
