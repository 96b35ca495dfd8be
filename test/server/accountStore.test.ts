// The account store's contract and the ratings GameStore.finish writes, on every driver: in memory,
// embedded SQLite, embedded PostgreSQL (PGlite) and the PostgreSQL server at 127.0.0.1:5432. Ratings are checked
// against openskill's own `rate` on the same ranks; a finish that fails rates nobody.
import { rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { DELETED_PLAYER, MAX_PASSKEYS_PER_ACCOUNT, type AccountStore } from '../../server/accounts/accountStore.js';
import { MemoryAccountStore } from '../../server/accounts/memoryAccountStore.js';
import { SqlAccountStore } from '../../server/accounts/sqlAccountStore.js';
import type { GameStore, StoredSeat } from '../../server/store/gameStore.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { openGameStore } from '../../server/store/openStore.js';
import { testKey } from '../../shared/random.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';

const hasPostgres = await postgresAvailable();
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

const drivers: { name: string; skip?: boolean; open(): Promise<{ games: GameStore; accounts: AccountStore }> }[] = [
  {
    name: 'memory',
    async open() {
      const games = new MemoryGameStore();
      return { games, accounts: new MemoryAccountStore(games) };
    },
  },
  {
    name: 'sqlite',
    async open() {
      const games = await openGameStore({ databaseUrl: null, dataDir: null, embedded: 'sqlite' });
      return { games, accounts: new SqlAccountStore(games.db) };
    },
  },
  {
    name: 'pglite',
    async open() {
      const games = await openGameStore({ databaseUrl: null, dataDir: null, embedded: 'pglite' });
      return { games, accounts: new SqlAccountStore(games.db) };
    },
  },
  {
    name: 'postgres',
    skip: !hasPostgres,
    async open() {
      const db = await freshDatabase();
      drops.push(db.drop);
      const games = await openGameStore({ databaseUrl: db.url, dataDir: null });
      return { games, accounts: new SqlAccountStore(games.db) };
    },
  },
];

const GAME = 'dice_hospital';

/** A public game of these seats, started and ready to finish. */
async function started(games: GameStore, roomId: string, seats: StoredSeat[]): Promise<void> {
  await games.saveLobby({ roomId, game: GAME, private: false, inviteCode: null, playerCount: seats.length, options: {}, seats, hostSeat: 0 });
  await games.begin(roomId, { config: { key: testKey(3), players: seats.map((s) => s.name) } as never, seats, startedAt: new Date().toISOString() });
}

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`accounts and ratings on ${driver.name}`, () => {
    it('keeps usernames unique by their folded form, and sessions until they expire or are deleted', async () => {
      const { games, accounts } = await driver.open();
      const ada = (await accounts.create({ username: 'Ada', usernameKey: 'ada', passwordHash: 'h1' }))!;
      expect(ada).toMatchObject({ username: 'Ada', id: expect.any(String) });
      expect(await accounts.create({ username: 'ADA', usernameKey: 'ada', passwordHash: 'h2' })).toBeNull();
      expect(await accounts.byUsernameKey('ada')).toMatchObject({ id: ada.id, passwordHash: 'h1' });
      expect(await accounts.byUsernameKey('nobody')).toBeNull();

      const now = new Date();
      await accounts.createSession({ idHash: 'a'.repeat(64), accountId: ada.id, expiresAt: new Date(now.getTime() + 60_000) });
      await accounts.createSession({ idHash: 'b'.repeat(64), accountId: ada.id, expiresAt: new Date(now.getTime() + 60_000) });
      await accounts.createSession({ idHash: 'c'.repeat(64), accountId: ada.id, expiresAt: new Date(now.getTime() - 1) });
      expect((await accounts.sessionAccount('a'.repeat(64), now))?.username).toBe('Ada');
      expect(await accounts.sessionAccount('c'.repeat(64), now)).toBeNull();
      expect(await accounts.sessionAccount('a'.repeat(64), new Date(now.getTime() + 120_000))).toBeNull();
      await accounts.deleteSession('a'.repeat(64));
      expect(await accounts.sessionAccount('a'.repeat(64), now)).toBeNull();
      expect(await accounts.sessionAccount('b'.repeat(64), now)).not.toBeNull();
      await accounts.deleteSessions(ada.id);
      expect(await accounts.sessionAccount('b'.repeat(64), now)).toBeNull();
      await games.close();
    });

    it('renames an account unless the folded name is another’s or its last change is too recent', async () => {
      const { games, accounts } = await driver.open();
      const ada = (await accounts.create({ username: 'Ada', usernameKey: 'ada', passwordHash: 'h1' }))!;
      await accounts.create({ username: 'Bea', usernameKey: 'bea', passwordHash: 'h2' });
      const longAgo = new Date(Date.now() - 1000);
      expect(await accounts.rename(ada.id, { username: 'BEA', usernameKey: 'bea' }, longAgo)).toEqual({ taken: true });
      const renamed = await accounts.rename(ada.id, { username: 'Ada Lovelace', usernameKey: 'ada lovelace' }, longAgo);
      expect(renamed).toEqual({ renamed: { ...ada, username: 'Ada Lovelace' } });
      expect(await accounts.byUsernameKey('ada')).toBeNull();
      expect(await accounts.byUsernameKey('ada lovelace')).toMatchObject({ id: ada.id, passwordHash: 'h1' });
      // Changed just now: a change needs the last one to be older than the cutoff.
      const again = await accounts.rename(ada.id, { username: 'Ada L', usernameKey: 'ada l' }, longAgo);
      expect(again).toEqual({ lastChange: expect.any(String) });
      expect(Date.parse((again as { lastChange: string }).lastChange)).toBeGreaterThan(longAgo.getTime());
      expect(await accounts.rename(ada.id, { username: 'Ada L', usernameKey: 'ada l' }, new Date(Date.now() + 1000))).toMatchObject({
        renamed: { username: 'Ada L' },
      });
      expect(await accounts.rename('999999', { username: 'X', usernameKey: 'x' }, longAgo)).toEqual({ gone: true });
      await games.close();
    });

    it("binds a guest's seat by its token hash, never another account's, one seat of a game per account; lists the account's games", async () => {
      const { games, accounts } = await driver.open();
      const ann = (await accounts.create({ username: 'Ann', usernameKey: 'ann', passwordHash: 'h' }))!;
      const bob = (await accounts.create({ username: 'Bob', usernameKey: 'bob', passwordHash: 'h' }))!;
      const seats: StoredSeat[] = [
        { name: 'Guest', tokenHash: 'g'.repeat(64) },
        { name: 'Bob', tokenHash: 'b'.repeat(64), accountId: bob.id },
        { name: 'Guest Two', tokenHash: 't'.repeat(64) },
        { name: 'Bot 1 (random)', tokenHash: '', bot: 'random' },
      ];
      await started(games, 'bind-1', seats);
      expect(await accounts.bindSeat(ann.id, 'bind-1', 'b'.repeat(64))).toBe(false); // Bob's
      expect(await accounts.bindSeat(ann.id, 'bind-1', '')).toBe(false); // a bot's (no token)
      expect(await accounts.bindSeat(ann.id, 'bind-1', 'x'.repeat(64))).toBe(false);
      expect(await accounts.bindSeat(ann.id, 'no-such-room', 'g'.repeat(64))).toBe(false);
      expect(await accounts.bindSeat(ann.id, 'bind-1', 'g'.repeat(64))).toBe(true);
      expect(await accounts.bindSeat(ann.id, 'bind-1', 'g'.repeat(64))).toBe(false); // already hers
      expect(await accounts.bindSeat(ann.id, 'bind-1', 't'.repeat(64))).toBe(false); // a second seat of the game
      const stored = (await games.load('bind-1'))!.seats;
      expect(stored.map((s) => s?.accountId)).toEqual([ann.id, bob.id, undefined, undefined]);

      const live = await accounts.gamesOf(ann.id);
      expect(live).toEqual([
        expect.objectContaining({
          roomId: 'bind-1',
          game: GAME,
          status: 'playing',
          seat: 0,
          you: 'Guest',
          players: seats.map((s) => s.name),
          finishedAt: null,
        }),
      ]);
      await games.finish('bind-1', null, null);
      expect(await accounts.gamesOf(ann.id)).toEqual([expect.objectContaining({ roomId: 'bind-1', status: 'finished', finishedAt: expect.any(String) })]);
      expect((await accounts.gamesOf(bob.id)).map((g) => g.roomId)).toEqual(['bind-1']);
      await games.close();
    });

    it('keeps passkeys: an account made with one has no password; a credential is stored once; they go with the account', async () => {
      const { games, accounts } = await driver.open();
      const key = (id: string, counter = 0) => ({ credentialId: id, publicKey: `pk-${id}`, counter, transports: ['internal', 'hybrid'] });
      const made = await accounts.createWithPasskey({ username: 'Kay', usernameKey: 'kay' }, key('cred-1'));
      if (!('account' in made)) throw new Error('not made');
      const kay = made.account;
      expect(kay).toMatchObject({ username: 'Kay', id: expect.any(String) });
      expect(await accounts.byUsernameKey('kay')).toMatchObject({ id: kay.id, passwordHash: null });
      expect(await accounts.createWithPasskey({ username: 'KAY', usernameKey: 'kay' }, key('cred-2'))).toEqual({ taken: 'username' });
      // A known credential makes no account (the transaction's account row is rolled back).
      expect(await accounts.createWithPasskey({ username: 'Lee', usernameKey: 'lee' }, key('cred-1'))).toEqual({ taken: 'passkey' });
      expect(await accounts.byUsernameKey('lee')).toBeNull();

      const found = await accounts.passkey('cred-1');
      expect(found).toMatchObject({
        account: { id: kay.id, username: 'Kay' },
        passkey: { credentialId: 'cred-1', publicKey: 'pk-cred-1', counter: 0, transports: ['internal', 'hybrid'], accountId: kay.id },
      });
      expect(await accounts.passkey('nope')).toBeNull();
      await accounts.setPasskeyCounter('cred-1', 7);
      expect((await accounts.passkey('cred-1'))!.passkey.counter).toBe(7);

      expect(await accounts.addPasskey(kay.id, key('cred-2'))).toBe(true);
      expect(await accounts.addPasskey(kay.id, key('cred-2'))).toBe(false);
      expect(await accounts.addPasskey('999999', key('cred-3'))).toBe(false);
      for (let i = 3; i <= MAX_PASSKEYS_PER_ACCOUNT; i++) expect(await accounts.addPasskey(kay.id, key(`cred-${i}`))).toBe(true);
      expect(await accounts.addPasskey(kay.id, key('one-too-many'))).toBe(false);
      expect((await accounts.passkeysOf(kay.id)).map((p) => p.credentialId).sort()).toEqual(
        Array.from({ length: MAX_PASSKEYS_PER_ACCOUNT }, (_, i) => `cred-${i + 1}`).sort(),
      );

      await accounts.deleteAccount(kay.id);
      expect(await accounts.passkey('cred-1')).toBeNull();
      expect(await accounts.passkeysOf(kay.id)).toEqual([]);
      // The credential and the username are free again.
      expect('account' in (await accounts.createWithPasskey({ username: 'Kay', usernameKey: 'kay' }, key('cred-1')))).toBe(true);
      await games.close();
    });

    it('rates a finished game with its result, as openskill does; a failed finish rates nobody; a game is rated once', async () => {
      const { games, accounts } = await driver.open();
      const [a, b, c] = await Promise.all(['Ann', 'Ben', 'Cat'].map((n) => accounts.create({ username: n, usernameKey: n.toLowerCase(), passwordHash: 'x' })));
      const seat = (acc: typeof a, token: string): StoredSeat => ({ name: acc!.username, tokenHash: token, accountId: acc!.id });
      const expected = new Map([a, b, c].map((acc) => [acc!.id, rating()]));

      // Game 1: Ann first, Ben and Cat tied second; a guest's seat between them is not rated.
      await started(games, 'r1', [seat(a, 't1'), { name: 'Guest', tokenHash: 't0' }, seat(b, 't2'), seat(c, 't3')]);
      const standings = [
        { seat: 0, score: 30, rank: 1 },
        { seat: 1, score: 40, rank: 1 },
        { seat: 2, score: 20, rank: 2 },
        { seat: 3, score: 20, rank: 2 },
      ];
      // The same account twice: the finish fails whole, the game is still being played.
      await expect(
        games.finish('r1', { done: true }, standings, [
          { accountId: a!.id, rank: 1 },
          { accountId: a!.id, rank: 2 },
        ]),
      ).rejects.toThrow();
      expect((await games.load('r1'))!.status).toBe('playing');
      expect((await accounts.leaderboard(GAME, 0, 10)).entries).toEqual([]);

      const rated1 = [
        { accountId: a!.id, rank: 1 },
        { accountId: b!.id, rank: 2 },
        { accountId: c!.id, rank: 2 },
      ];
      await games.finish('r1', { done: true }, standings, rated1);
      const after1 = rate(
        rated1.map((s) => [expected.get(s.accountId)!]),
        { rank: rated1.map((s) => s.rank) },
      );
      rated1.forEach((s, i) => expected.set(s.accountId, after1[i]![0]!));
      // A second finish of the same game is refused and rates nothing.
      await expect(games.finish('r1', { done: true }, standings, rated1)).rejects.toThrow();

      // Game 2: Cat beats Ann; Ben does not play.
      await started(games, 'r2', [seat(c, 't4'), seat(a, 't5')]);
      const rated2 = [
        { accountId: c!.id, rank: 1 },
        { accountId: a!.id, rank: 2 },
      ];
      await games.finish(
        'r2',
        null,
        [
          { seat: 0, score: 50, rank: 1 },
          { seat: 1, score: 10, rank: 2 },
        ],
        rated2,
      );
      const after2 = rate(
        rated2.map((s) => [expected.get(s.accountId)!]),
        { rank: rated2.map((s) => s.rank) },
      );
      rated2.forEach((s, i) => expected.set(s.accountId, after2[i]![0]!));

      const board = await accounts.leaderboard(GAME, 0, 10);
      expect(board.hasMore).toBe(false);
      const byName = new Map([a, b, c].map((acc) => [acc!.username, acc!.id]));
      for (const entry of board.entries) {
        const want = expected.get(byName.get(entry.username)!)!;
        expect(entry.mu).toBeCloseTo(want.mu, 9);
        expect(entry.sigma).toBeCloseTo(want.sigma, 9);
      }
      const ordinals = board.entries.map((e) => e.ordinal);
      expect(ordinals).toEqual([...ordinals].sort((x, y) => y - x));
      // One account's rating in one game (what quick match by skill reads); none in a game not played.
      const annRating = (await accounts.ratingOf(a!.id, GAME))!;
      expect(annRating.mu).toBeCloseTo(expected.get(a!.id)!.mu, 9);
      expect(annRating.sigma).toBeCloseTo(expected.get(a!.id)!.sigma, 9);
      expect(await accounts.ratingOf(a!.id, 'another-game')).toBeNull();
      expect(board.entries.map((e) => e.place)).toEqual([1, 2, 3]);
      const page1 = await accounts.leaderboard(GAME, 1, 2);
      expect(page1.entries.map((e) => e.username)).toEqual([board.entries[2]!.username]);
      expect((await accounts.leaderboard(GAME, 0, 2)).hasMore).toBe(true);

      const ann = (await accounts.profile('ann'))!;
      expect(ann.games).toEqual([expect.objectContaining({ game: GAME, played: 2, wins: 1, averageScore: 20, rating: expect.objectContaining({ rated: 2 }) })]);
      expect(ann.recent.map((r) => r.matchId)).toEqual(['r2', 'r1']);
      // Her rating after each rated game, oldest first, ending at the one the leaderboard shows.
      const history = ann.games[0]!.history;
      expect(history).toHaveLength(2);
      const annNow = expected.get(a!.id)!;
      expect(history[1]!.ordinal).toBeCloseTo(annNow.mu - 3 * annNow.sigma, 9);
      expect(history[0]!.ordinal).not.toBeCloseTo(history[1]!.ordinal, 6);
      expect(history[0]!.at <= history[1]!.at).toBe(true);
      expect(await accounts.profile('nobody')).toBeNull();

      // Deleting Ann: her seats become "deleted player" (summary and replay names), her rating goes.
      await accounts.deleteAccount(a!.id);
      expect(await accounts.profile('ann')).toBeNull();
      const r1 = (await games.load('r1'))!;
      expect(r1.seats.map((s) => s?.name)).toEqual([DELETED_PLAYER, 'Guest', 'Ben', 'Cat']);
      expect(r1.seats[0]).not.toHaveProperty('accountId');
      expect((r1.config as { players: string[] }).players).toEqual([DELETED_PLAYER, 'Guest', 'Ben', 'Cat']);
      expect((await games.summary('r2'))!.players.map((p) => p.name)).toEqual(['Cat', DELETED_PLAYER]);
      expect((await accounts.leaderboard(GAME, 0, 10)).entries.map((e) => e.username).sort()).toEqual(['Ben', 'Cat']);
      expect((await accounts.profile('cat'))!.recent).toHaveLength(2);
      await games.close();
    });
  });
}
