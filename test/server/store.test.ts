// The game store's contract, on every driver: in memory, embedded SQLite, embedded PostgreSQL
// (PGlite) and the PostgreSQL server at 127.0.0.1:5432. Same expectations for each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSeatToken, type GameStore, type LobbyRecord } from '../../server/store/gameStore.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { MIGRATIONS, migrate } from '../../server/store/migrations.js';
import { openGameStore } from '../../server/store/openStore.js';
import { BACKUP_TABLES } from '../../server/store/backup.js';
import { openPglite, openPostgres } from '../../server/store/sql.js';
import { openSqlite, sqliteNow } from '../../server/store/sqlite.js';
import { testKey } from '../../shared/random.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';

const hasPostgres = await postgresAvailable();
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dh-store-'));
  dirs.push(dir);
  return dir;
}

/** Each driver: how to open a store, and how to open the same data again (a restart). */
const drivers: { name: string; skip?: boolean; open(): Promise<{ store: GameStore; reopen?: () => Promise<GameStore> }> }[] = [
  { name: 'memory', open: async () => ({ store: new MemoryGameStore() }) },
  {
    name: 'sqlite',
    async open() {
      const dir = tempDir();
      const settings = { databaseUrl: null, dataDir: dir, embedded: 'sqlite' as const };
      return { store: await openGameStore(settings), reopen: () => openGameStore(settings) };
    },
  },
  {
    name: 'pglite',
    async open() {
      const dir = tempDir();
      const settings = { databaseUrl: null, dataDir: dir, embedded: 'pglite' as const };
      return { store: await openGameStore(settings), reopen: () => openGameStore(settings) };
    },
  },
  {
    name: 'postgres',
    skip: !hasPostgres,
    async open() {
      const db = await freshDatabase();
      drops.push(db.drop);
      const settings = { databaseUrl: db.url, dataDir: null };
      return { store: await openGameStore(settings), reopen: () => openGameStore(settings) };
    },
  },
];

const KEY = testKey(7);
const lobby = (roomId: string, seats: LobbyRecord['seats'] = [null, null]): LobbyRecord => ({
  roomId,
  game: 'dice-hospital',
  private: true,
  inviteCode: `CODE-${roomId}`,
  playerCount: seats.length,
  options: { variant: 'base' },
  seats,
  hostSeat: seats.findIndex((s) => s !== null),
});
const seat = (name: string) => ({ name, tokenHash: hashSeatToken(`token-of-${name}`) });
const config = (players: string[]) => ({ players, key: KEY, options: { variant: 'base' } });
const action = (index: number, seatNo = 0) => ({ index, seat: seatNo, action: { type: 'pass', n: index }, auto: false, at: new Date().toISOString() });

/** A started game with two players; public (listed to anyone once finished) unless said. */
async function playedGame(store: GameStore, roomId: string, actions: number, visibility: 'public' | 'private' = 'public'): Promise<void> {
  const record = lobby(roomId, [seat('Ada'), seat('Bo')]);
  await store.saveLobby(visibility === 'private' ? record : { ...record, private: false, inviteCode: null });
  await store.begin(roomId, { config: config(['Ada', 'Bo']), seats: [seat('Ada'), seat('Bo')], startedAt: new Date().toISOString() });
  for (let i = 1; i <= actions; i++) await store.append(roomId, action(i, i % 2));
}

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`game store on ${driver.name}`, () => {
    let store: GameStore;
    let reopen: (() => Promise<GameStore>) | undefined;
    beforeAll(async () => {
      ({ store, reopen } = await driver.open());
    });
    afterAll(() => store?.close());

    it('keeps a lobby and its seat changes, and lists it as live', async () => {
      await store.saveLobby(lobby('lobby-1', [seat('Ada'), null]));
      await store.saveLobby(lobby('lobby-1', [seat('Ada'), seat('Bo')]));
      const saved = await store.load('lobby-1');
      expect(saved).toMatchObject({ status: 'lobby', inviteCode: 'CODE-lobby-1', private: true, seats: [seat('Ada'), seat('Bo')], hostSeat: 0, config: null });
      expect((await store.live()).map((g) => g.roomId)).toContain('lobby-1');
    });

    it('starts a game with its key kept apart, and appends actions only in order', async () => {
      await playedGame(store, 'game-1', 3);
      await expect(store.append('game-1', action(3))).rejects.toThrow(/not the next action/);
      await expect(store.append('game-1', action(5))).rejects.toThrow(/not the next action/);
      await expect(store.append('nobody', action(1))).rejects.toThrow();
      await expect(store.saveLobby(lobby('game-1'))).rejects.toThrow(/no longer in the lobby/);
      const game = await store.load('game-1');
      expect(game).toMatchObject({ status: 'playing', config: config(['Ada', 'Bo']), playerCount: 2 });
      expect(game!.actions.map((a) => [a.index, a.seat, a.action])).toEqual([1, 2, 3].map((i) => [i, i % 2, { type: 'pass', n: i }]));
      expect(game!.startedAt).not.toBeNull();
    });

    it('stores the moves of many rooms sent at once (written together), refusing only the one out of order', async () => {
      const rooms = Array.from({ length: 12 }, (_, i) => `batch-${i}`);
      for (const roomId of rooms) await playedGame(store, roomId, 1);
      // One move per room in the same turn of the event loop, one of them a repeat.
      const results = await Promise.allSettled(rooms.map((roomId, i) => store.append(roomId, action(i === 5 ? 1 : 2))));
      expect(results.map((r) => r.status)).toEqual(rooms.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')));
      expect(String((results[5] as PromiseRejectedResult).reason)).toMatch(/not the next action/);
      for (const [i, roomId] of rooms.entries()) {
        expect((await store.load(roomId))!.actions.map((a) => a.index)).toEqual(i === 5 ? [1] : [1, 2]);
      }
    });

    it('refuses actions for a lobby, and a second start', async () => {
      await store.saveLobby(lobby('lobby-2'));
      await expect(store.append('lobby-2', action(1))).rejects.toThrow();
      await store.begin('lobby-2', { config: config(['A']), seats: [seat('A')], startedAt: new Date().toISOString() });
      await expect(store.begin('lobby-2', { config: config(['A']), seats: [seat('A')], startedAt: new Date().toISOString() })).rejects.toThrow();
    });

    it('finishes a game: it leaves the live list and shows in recent games with scores, never with secrets', async () => {
      await playedGame(store, 'game-2', 2);
      await store.finish(
        'game-2',
        {
          standings: [
            { seat: 1, score: 30, rank: 1 },
            { seat: 0, score: 20, rank: 2 },
          ],
        },
        [
          { seat: 1, score: 30, rank: 1 },
          { seat: 0, score: 20, rank: 2 },
        ],
      );
      await expect(store.append('game-2', action(3))).rejects.toThrow();
      expect((await store.live()).map((g) => g.roomId)).not.toContain('game-2');
      const { matches } = await store.recent(0, 10);
      const row = matches.find((m) => m.matchId === 'game-2');
      expect(row).toMatchObject({
        status: 'finished',
        actions: 2,
        players: [
          { seat: 0, name: 'Ada', score: 20, rank: 2 },
          { seat: 1, name: 'Bo', score: 30, rank: 1 },
        ],
      });
      const text = JSON.stringify([matches, await store.summary('game-2'), await store.summary('game-1')]);
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(hashSeatToken('token-of-Ada'));
    });

    it("keeps a solo game's own opponent in its standings: listed as the summary's opponent, ranked with the player", async () => {
      await store.saveLobby({ ...lobby('solo-1', [seat('Jo')]), private: false, inviteCode: null });
      await store.begin('solo-1', { config: config(['Jo']), seats: [seat('Jo')], startedAt: new Date().toISOString() });
      await store.finish('solo-1', null, [
        { seat: null, score: 90, rank: 1 },
        { seat: 0, score: 42, rank: 2 },
      ]);
      const row = (await store.recent(0, 50)).matches.find((m) => m.matchId === 'solo-1');
      expect(row).toMatchObject({ players: [{ seat: 0, name: 'Jo', score: 42, rank: 2 }], opponent: { score: 90, rank: 1 } });
      expect(await store.summary('solo-1')).toEqual(row);
      // An opponent that scores nothing, and a player without a rank (a solo score has no winner).
      await store.saveLobby({ ...lobby('solo-2', [seat('Lou')]), private: false, inviteCode: null });
      await store.begin('solo-2', { config: config(['Lou']), seats: [seat('Lou')], startedAt: new Date().toISOString() });
      await store.finish('solo-2', null, [
        { seat: 0, score: 31, rank: null },
        { seat: null, score: null, rank: null },
      ]);
      expect(await store.summary('solo-2')).toMatchObject({ players: [{ seat: 0, score: 31, rank: null }], opponent: { score: null, rank: null } });
      expect((await store.summary('game-2'))?.opponent).toBeUndefined();
    });

    it('pages recent games newest first', async () => {
      // Finished back to back (in one millisecond on the in-memory store): still newest first.
      for (const id of ['page-a', 'page-b', 'page-c']) {
        await playedGame(store, id, 1);
        await store.finish(id, null, null);
      }
      const first = await store.recent(0, 2);
      expect(first.matches.map((m) => m.matchId)).toEqual(['page-c', 'page-b']);
      expect(first.hasMore).toBe(true);
      const second = await store.recent(1, 2);
      expect(second.matches[0]!.matchId).toBe('page-a');
    });

    it('lists only public games among recent ones; a private game is found with what proves a right to see it', async () => {
      await playedGame(store, 'private-1', 1, 'private');
      await store.finish('private-1', null, [
        { seat: 0, score: 3, rank: 1 },
        { seat: 1, score: 1, rank: 2 },
      ]);
      await playedGame(store, 'public-1', 1);
      await store.finish('public-1', null, null);
      const listed = (await store.recent(0, 50)).matches.map((m) => m.matchId);
      expect(listed).toContain('public-1');
      expect(listed).not.toContain('private-1');
      const found = await store.findMatches(['private-1', 'nope', 'public-1']);
      expect(found.map((f) => f.summary.matchId)).toEqual(['private-1', 'public-1']);
      expect(found[0]).toMatchObject({
        summary: {
          status: 'finished',
          players: [
            { name: 'Ada', score: 3 },
            { name: 'Bo', score: 1 },
          ],
        },
        access: { private: true, inviteCode: 'CODE-private-1', tokenHashes: [hashSeatToken('token-of-Ada'), hashSeatToken('token-of-Bo')] },
      });
      expect(found[1]!.access).toEqual({ private: false, inviteCode: null, tokenHashes: [hashSeatToken('token-of-Ada'), hashSeatToken('token-of-Bo')] });
      expect(await store.findMatches([])).toEqual([]);
      await expect(store.findMatches(Array.from({ length: 101 }, (_, i) => `m${i}`))).rejects.toThrow(/at most 100/);
    });

    it('abandons: a lobby is forgotten, a started game is kept but no longer live', async () => {
      await store.saveLobby(lobby('lobby-3'));
      await playedGame(store, 'game-3', 1);
      await store.abandon('lobby-3');
      await store.abandon('game-3');
      expect(await store.load('lobby-3')).toBeNull();
      expect((await store.load('game-3'))!.status).toBe('abandoned');
      expect((await store.live()).map((g) => g.roomId)).not.toContain('game-3');
      await expect(store.append('game-3', action(2))).rejects.toThrow();
    });

    it("keeps a room's recent chat with it: through lobby saves, the start and the game, never in public summaries", async () => {
      const line = (text: string, at: number) => ({ id: at, seat: 0, name: 'Ada', text, at });
      await store.saveLobby(lobby('chat-1', [seat('Ada'), null]));
      expect((await store.load('chat-1'))!.chat).toEqual([]);
      await store.saveChat('chat-1', [line('hello', 1)]);
      await store.saveLobby(lobby('chat-1', [seat('Ada'), seat('Bo')])); // a seat taken: the chat stays
      expect((await store.load('chat-1'))!.chat).toEqual([line('hello', 1)]);
      await store.begin('chat-1', { config: config(['Ada', 'Bo']), seats: [seat('Ada'), seat('Bo')], startedAt: new Date().toISOString() });
      await store.saveChat('chat-1', [line('hello', 1), line('good game', 2)]);
      expect((await store.load('chat-1'))!.chat).toEqual([line('hello', 1), line('good game', 2)]);
      expect((await store.live()).find((g) => g.roomId === 'chat-1')!.chat).toHaveLength(2);
      expect(JSON.stringify(await store.summary('chat-1'))).not.toContain('good game');
      await expect(store.saveChat('nobody', [line('x', 3)])).rejects.toThrow();
    });

    it.skipIf(driver.name === 'memory')('keeps everything across a restart (closed and opened again)', async () => {
      await playedGame(store, 'game-4', 4);
      await store.close();
      store = await reopen!();
      const game = await store.load('game-4');
      expect(game!.actions).toHaveLength(4);
      expect((await store.load('chat-1'))!.chat.map((l) => l.text)).toEqual(['hello', 'good game']);
      expect(game!.config).toMatchObject({ key: KEY });
      expect((await store.live()).map((g) => g.roomId)).toEqual(expect.arrayContaining(['lobby-1', 'game-1', 'game-4']));
      // The ids alone (the orphan sweep's question) are the same rooms in the same order.
      expect(await store.liveIds()).toEqual((await store.live()).map((g) => g.roomId));
    });
  });
}

describe('migrations', () => {
  for (const [name, open] of [
    ['SQLite', openSqlite],
    ['PGlite', openPglite],
  ] as const) {
    it(`apply to an empty embedded database (${name}), then apply nothing the second time`, async () => {
      const db = await open(null);
      try {
        expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
        expect(await migrate(db)).toEqual([]);
        const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      } finally {
        await db.close();
      }
    });
  }

  it("give SQLite PostgreSQL's tables, with the same columns in the same order and type names (backups name them)", async () => {
    const [sqlite, pglite] = [await openSqlite(null), await openPglite(null)];
    try {
      await migrate(sqlite);
      await migrate(pglite);
      for (const { name } of BACKUP_TABLES) {
        const pg = await pglite.query<{ column_name: string; data_type: string }>(
          `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
          [name],
        );
        const lite = await sqlite.query<{ name: string; type: string }>(`SELECT name, type FROM pragma_table_info($1) ORDER BY cid`, [name]);
        expect(
          lite.rows.map((c) => c.name),
          name,
        ).toEqual(pg.rows.map((c) => c.column_name));
        // Ids are SQLite's INTEGER PRIMARY KEY (its row id); every other column has PostgreSQL's type name.
        const types = lite.rows.map((c) => (c.name === 'id' ? 'bigint' : c.type.toLowerCase()));
        expect(types, name).toEqual(pg.rows.map((c) => c.data_type.replace('timestamp with time zone', 'timestamptz')));
      }
    } finally {
      await sqlite.close();
      await pglite.close();
    }
  }, 90_000); // creating an embedded database takes tens of seconds on a loaded machine

  it.skipIf(!hasPostgres)('apply to an empty PostgreSQL database once, even from two processes at the same time', async () => {
    const fresh = await freshDatabase();
    drops.push(fresh.drop);
    const [a, b] = [await openPostgres(fresh.url), await openPostgres(fresh.url)];
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      expect(results.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(a)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('SQLite specifics', () => {
  it('a stored action that no longer reads as JSON is damage: the game is reported damaged, not resumed nor thrown at', async () => {
    const settings = { databaseUrl: null, dataDir: tempDir(), embedded: 'sqlite' as const };
    const store = await openGameStore(settings);
    try {
      await playedGame(store, 'garbled', 3);
      await store.db.query(`UPDATE actions SET action = '{"type": "pa' WHERE room_id = 'garbled' AND idx = 2`);
      await expect(store.load('garbled')).rejects.toMatchObject({ name: 'GameDamagedError', damage: { roomId: 'garbled', acknowledged: 3, found: null } });
    } finally {
      await store.close();
    }
    // At start the store cannot be read whole: refused, unless salvage, which marks the game damaged.
    await expect(openGameStore(settings)).rejects.toThrow(/garbled/);
    const salvaged = await openGameStore({ ...settings, salvage: true });
    try {
      expect(await salvaged.liveIds()).toEqual([]);
      expect((await salvaged.damaged()).map((d) => d.roomId)).toEqual(['garbled']);
    } finally {
      await salvaged.close();
    }
  });

  it('now() never repeats nor goes back, and its text sorts as time', () => {
    const times = Array.from({ length: 2000 }, () => sqliteNow());
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort()).toEqual(times);
    expect(Math.abs(Date.parse(times.at(-1)!) - Date.now())).toBeLessThan(1000);
  });
});
