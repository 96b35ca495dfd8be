// A real embedded store on disk holding real games (random games played by the engine), and the
// ways its actions file gets damaged, done to the files themselves: for the damage tests and the
// fault campaign (scripts/faults.ts). Nothing is mocked: PGlite or SQLite reads what the damaged
// file holds.
import { cpSync, mkdtempSync, openSync, closeSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGame, playRandomGame, type Action, type GameConfig } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import { hashSeatToken } from '../../server/store/gameStore.js';
import { migrate } from '../../server/store/migrations.js';
import { openPglite, openPostgres } from '../../server/store/sql.js';
import { SQLITE_FILE, openSqlite } from '../../server/store/sqlite.js';
import { SqlGameStore } from '../../server/store/sqlStore.js';

export const PAGE = 8192;
const NAMES = ['Ada', 'Bo', 'Cy'];
export const seatToken = (roomId: string, name: string) => `token-${roomId}-${name}`;

export interface StoredFixture {
  dir: string;
  /** The actions table's heap file (PGlite), or the database file (SQLite), relative to dir. */
  actionsFile: string;
  /** Per game: its id, the actions acknowledged, and the heap blocks its actions lie in (PGlite). */
  games: { roomId: string; actions: number; blocks: number[] }[];
  /** SQLite: the pages (numbered from 1) of the actions table's leaves, in key order. */
  actionLeaves?: number[];
}

/** SQLite's page size (its default, which the store keeps). */
export const SQLITE_PAGE = 4096;

/** Games stored one after another (their actions in that order in the file), through the real store:
 * in a new embedded database, or in the PostgreSQL server at `databaseUrl` (then `dir` is ''). */
export async function storeGames(
  games: { roomId: string; actions: number; seed: number }[],
  databaseUrl?: string,
  embedded: 'pglite' | 'sqlite' = 'pglite',
): Promise<StoredFixture> {
  const dir = databaseUrl ? '' : mkdtempSync(path.join(tmpdir(), 'dh-damage-'));
  const db = databaseUrl ? await openPostgres(databaseUrl) : embedded === 'sqlite' ? await openSqlite(dir) : await openPglite(dir);
  await migrate(db);
  const store = new SqlGameStore(db);
  const seats = (roomId: string) => NAMES.map((name) => ({ name, tokenHash: hashSeatToken(seatToken(roomId, name)) }));
  for (const { roomId, actions, seed } of games) {
    const config: GameConfig = { players: NAMES, key: testKey(seed) };
    const log: { seat: number; action: Action }[] = playRandomGame(createGame(config), seed).log.slice(0, actions);
    if (log.length < actions) throw new Error(`game ${seed} has only ${log.length} actions`);
    await store.saveLobby({ roomId, game: 'dice_hospital', private: false, inviteCode: null, playerCount: 3, options: {}, seats: seats(roomId), hostSeat: 0 });
    await store.begin(roomId, { config, seats: seats(roomId), startedAt: new Date().toISOString() });
    for (const [i, { seat, action }] of log.entries()) await store.append(roomId, { index: i + 1, seat, action, auto: false, at: new Date().toISOString() });
  }
  if (db.dialect === 'sqlite') {
    const leaves = await db.query<{ pageno: number }>(`SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY path`);
    await store.close(); // a clean shutdown: the WAL is written back into the file, and removed
    return { dir, actionsFile: SQLITE_FILE, games: games.map((g) => ({ ...g, blocks: [] })), actionLeaves: leaves.rows.map((r) => r.pageno) };
  }
  const file = (await db.query<{ f: string }>(`SELECT pg_relation_filepath('actions') AS f`)).rows[0]!.f;
  const blocks = await db.query<{ room_id: string; blocks: number[] }>(
    `SELECT room_id, array_agg(DISTINCT (ctid::text::point)[0]::int) AS blocks FROM actions GROUP BY room_id`,
  );
  await store.close(); // a clean shutdown: everything is in the table files, nothing left to replay from the WAL
  const byRoom = new Map(blocks.rows.map((r) => [r.room_id, r.blocks]));
  return { dir, actionsFile: file, games: games.map((g) => ({ roomId: g.roomId, actions: g.actions, blocks: byRoom.get(g.roomId) ?? [] })) };
}

/** A copy of the fixture's directory to damage (the original stays whole). */
export function copyOf(fixture: StoredFixture): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dh-damaged-'));
  cpSync(fixture.dir, dir, { recursive: true });
  return dir;
}

/** The ways an actions file is damaged. */
export const DAMAGE = {
  /** Emptied, as a file system may leave it after a crash. */
  truncate(file: string) {
    truncateSync(file, 0);
  },
  /** Its last 8 KB page gone. */
  cutLastPage(file: string) {
    truncateSync(file, statSync(file).size - PAGE);
  },
  /** Bytes in the middle of one page overwritten (a bad sector, a stray write). */
  corruptPage(file: string, block: number) {
    const fd = openSync(file, 'r+');
    try {
      writeSync(fd, Buffer.from('DAMAGED BYTES '.repeat(8)), 0, 112, block * PAGE + PAGE / 2);
    } finally {
      closeSync(fd);
    }
  },
};

/** SQLite: a page's header overwritten (its kind and cell pointers), as a stray write would. */
export function corruptSqlitePage(file: string, page: number): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.from('DAMAGED BYTES '.repeat(4)), 0, 48, (page - 1) * SQLITE_PAGE);
  } finally {
    closeSync(fd);
  }
}

export function pagesOf(file: string): number {
  return statSync(file).size / PAGE;
}
