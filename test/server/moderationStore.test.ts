// Bans and chat reports in the SQL store (migration 5), on embedded SQLite and embedded PostgreSQL
// in memory: the same statements run on a PostgreSQL server (its migration's text is PGlite's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/store/migrations.js';
import { openPglite, type SqlDatabase } from '../../server/store/sql.js';
import { openSqlite } from '../../server/store/sqlite.js';
import { SqlModerationStore } from '../../server/store/sqlModerationStore.js';
import { MemoryModerationStore, type ModerationStore, type NewChatReport } from '../../server/store/moderationStore.js';

let db: SqlDatabase;
let sqlite: SqlDatabase;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
  sqlite = await openSqlite(null);
  await migrate(sqlite);
});
afterAll(async () => {
  await db.close();
  await sqlite.close();
});

const report = (text: string): NewChatReport => ({
  roomId: 'room-1',
  game: 'dice_hospital',
  line: { id: 3, seat: 1, name: 'Rude', text, at: 3, address: '203.0.113.5' },
  context: [
    { id: 2, seat: 0, name: 'Ada', text: 'hi', at: 2 },
    { id: 3, seat: 1, name: 'Rude', text, at: 3 },
  ],
  reporter: { seat: 0, name: 'Ada', address: '203.0.113.4' },
});

describe.each([
  ['sql (SQLite)', () => new SqlModerationStore(sqlite)],
  ['sql (PGlite)', () => new SqlModerationStore(db)],
  ['memory', () => new MemoryModerationStore()],
])('moderation store: %s', (_name, make: () => ModerationStore) => {
  it('keeps bans until they end, replaces and lifts them', async () => {
    const store = make();
    const now = Date.now();
    await store.saveBan({ address: '198.51.100.1', until: new Date(now + 60_000), reason: 'spam' });
    await store.saveBan({ address: '198.51.100.2', until: new Date(now - 1000), reason: 'over' });
    expect((await store.activeBans(new Date(now))).map((b) => [b.address, b.reason])).toEqual([['198.51.100.1', 'spam']]);
    const replaced = await store.saveBan({ address: '198.51.100.1', until: new Date(now + 120_000), reason: 'again' });
    expect(replaced).toMatchObject({ address: '198.51.100.1', reason: 'again', until: new Date(now + 120_000).toISOString() });
    expect(await store.liftBan('198.51.100.1')).toBe(true);
    expect(await store.liftBan('198.51.100.1')).toBe(false);
    expect(await store.activeBans(new Date(now))).toEqual([]);
  });

  it('stores reports with their context, newest first', async () => {
    const store = make();
    const first = await store.saveReport(report('one'));
    const second = await store.saveReport(report('two'));
    expect(second.id).toBeGreaterThan(first.id);
    const listed = await store.reports(10);
    expect(listed.map((r) => r.line.text)).toEqual(['two', 'one']);
    expect(listed[1]).toMatchObject(report('one'));
    expect(await store.reports(1)).toHaveLength(1);
  });
});
