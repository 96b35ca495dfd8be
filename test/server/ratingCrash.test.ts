// A rated game's result and its ratings are one transaction (GameStore.finish): a server killed
// between writing the result and writing the ratings rates the game neither half-way nor twice.
// The real server runs as a child process on a real PostgreSQL database; two signed-in players
// play a public game to its end while this test holds their account rows locked, so the finishing
// transaction has written the result and waits to read the ratings. The server is killed there
// (SIGKILL); nothing of the result may be left. The next server restores the game, finds it over,
// and finishes it: rated exactly once, as openskill rates its ranks. A third start rates nothing more.
import { Client } from 'colyseus.js';
import { rate, rating } from 'openskill';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatchDetail } from '../../shared/matches.js';
import { GAME_ID } from '../../shared/games/dice-hospital/info.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';
import { accountCalls, cookieOf } from './accountCalls.js';
import { fetchJson, playUntil, track, waitFor, type TestClient } from './harness.js';

const hasPostgres = await postgresAvailable();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ENV = { RECONNECT_SECONDS: '60', SIGN_UPS_PER_MINUTE: '100' };

async function start(port: number, databaseUrl: string): Promise<ServerProcess> {
  const server = await ServerProcess.start(port, { ...ENV, DATABASE_URL: databaseUrl }, 60_000);
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

describe.skipIf(!hasPostgres)('a server killed between a game’s result and its ratings', () => {
  it('rates the game once, after the restart, as openskill rates its ranks', async () => {
    const db = await freshDatabase();
    cleanups.push(() => db.drop());
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    const port = await freePort();
    let server = await start(port, db.url);
    const { call } = accountCalls(() => server.url, '10.9');

    const players = [];
    for (const username of ['Crash Ann', 'Crash Bob']) {
      const res = await call('POST', '/api/accounts', { username, password: `${username} password` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const sdk = new Client(server.url.replace('http', 'ws'));
      sdk.http.headers = { cookie: cookieOf(res.headers) };
      players.push({ username, sdk });
    }

    // The finishing transaction locks the rated accounts before reading their ratings: hold them.
    const lock = new pg.Client({ connectionString: db.url });
    await lock.connect();
    cleanups.push(() => lock.end());
    await lock.query('BEGIN');
    await lock.query('SELECT id FROM accounts FOR UPDATE');

    const host = track(await players[0]!.sdk.create(GAME_ID, { name: 'x', playerCount: 2 }));
    const guest = track(await players[1]!.sdk.joinById(host.room.roomId, { name: 'y' }));
    const clients: TestClient[] = [host, guest];
    const roomId = host.room.roomId;
    await waitFor(() => clients.every((c) => c.seat !== null && c.json().game !== undefined), 'the start', 20_000);
    await playUntil(clients, () => false);

    // The result is written, uncommitted, and the transaction waits for the accounts' lock.
    const waiting = async () =>
      (await sql.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    expect((await server.kill('SIGKILL')).signal).toBe('SIGKILL');
    await lock.query('ROLLBACK');
    // Its backend notices its client is gone once it has the lock, and rolls back.
    const others = async () =>
      (
        await sql.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND pid <> $1`, [
          (lock as unknown as { processID: number }).processID,
        ])
      ).rows[0].n;
    await expect.poll(others, { timeout: 10_000 }).toBe(0);
    const stored = async () => (await sql.query(`SELECT status FROM games WHERE room_id = $1`, [roomId])).rows[0]?.status;
    expect(await stored()).toBe('playing');
    expect((await sql.query('SELECT count(*)::int AS n FROM rating_history')).rows[0].n).toBe(0);
    expect((await sql.query('SELECT count(*)::int AS n FROM ratings')).rows[0].n).toBe(0);

    // The next server finishes the game it restores, and rates it then.
    server = await start(port, db.url);
    await expect.poll(stored, { timeout: 20_000 }).toBe('finished');
    const match = (await fetchJson(`${server.url}/api/matches/${roomId}`)).body as MatchDetail;
    const ranks = match.summary.players.map((p) => p.rank!);
    const expected = rate([[rating()], [rating()]], { rank: ranks });
    const ratingOf = async (username: string) => {
      const profile = (await fetchJson(`${server.url}/api/players/${encodeURIComponent(username)}`)).body;
      return profile.games.find((g: { game: string }) => g.game === GAME_ID)?.rating as { mu: number; sigma: number; rated: number } | undefined;
    };
    for (const [i, p] of players.entries()) {
      const r = (await ratingOf(p.username))!;
      expect(r.rated).toBe(1);
      expect(r.mu).toBeCloseTo(expected[i]![0]!.mu, 9);
      expect(r.sigma).toBeCloseTo(expected[i]![0]!.sigma, 9);
    }
    expect((await sql.query('SELECT count(*)::int AS n FROM rating_history WHERE room_id = $1', [roomId])).rows[0].n).toBe(2);

    // Started once more, the finished game is not rated again.
    await server.kill('SIGKILL');
    server = await start(port, db.url);
    for (const p of players) expect((await ratingOf(p.username))!.rated).toBe(1);
    expect((await sql.query('SELECT count(*)::int AS n FROM rating_history')).rows[0].n).toBe(2);
    await server.kill('SIGTERM');
  }, 180_000);
});
