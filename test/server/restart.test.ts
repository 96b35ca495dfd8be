// Games survive the server: the real server runs as a child process, four real clients play half a
// game, the server is killed (SIGKILL, or stopped with SIGTERM) and started again on the same port
// and data; the clients come back to their seats with their seat tokens and finish the game. No
// accepted action may be lost, and the final state must be the replay of the stored log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Client, type Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyMatch } from '../../shared/fairness.js';
import { legalActions, pendingSeats, replay, viewFor, type Action, type GameConfig, type GameState } from '../../shared/games/dice-hospital/index.js';
import type { MatchDetail } from '../../shared/matches.js';
import { CLOSE_RESTARTING, JoinErrorCode, type JoinOptions } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';
import { actionCount, playUntil, track, waitFor, type TestClient } from './harness.js';

const hasPostgres = await postgresAvailable();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dh-restart-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = await ServerProcess.start(port, { RECONNECT_SECONDS: '60', ...env });
  cleanups.push(() => void server.kill('SIGKILL'));
  return server;
}

/** One player: their tracked connection, and what brings them back (room id and seat token). */
interface Player {
  client: TestClient;
  closeCodes: number[];
}

function attach(room: Room, player?: Player): Player {
  const p: Player = player ?? { client: track(room), closeCodes: [] };
  if (player) {
    // Same player, new connection: keep the seat and token learnt before.
    const { seat, token } = player.client;
    p.client = track(room);
    p.client.seat = seat;
    p.client.token = token;
  }
  room.onLeave((code) => p.closeCodes.push(code));
  return p;
}

async function tablesOfFour(sdk: Client): Promise<{ roomId: string; code: string; players: Player[] }> {
  const host = attach(await sdk.create(ROOM_NAME, { name: 'Ada', playerCount: 4, private: true }));
  await waitFor(() => host.client.json().code !== undefined && host.client.seat !== null, 'the room');
  const { roomId } = host.client.room;
  const code = host.client.json().code!;
  const players = [host];
  for (const name of ['Bo', 'Cy', 'Di']) players.push(attach(await sdk.joinById(roomId, { name, code } satisfies JoinOptions)));
  await waitFor(() => players.every((p) => p.client.token !== null), 'every seat token');
  host.client.start();
  await waitFor(() => players.every((p) => actionCount(p.client) >= 0), 'the game to start');
  return { roomId, code, players };
}

/** What a browser does once its connection drops: rejoin with the seat token until the server is back. */
async function comeBack(sdk: Client, roomId: string, player: Player, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const room = await sdk.joinById(roomId, { seatToken: player.client.token! } satisfies JoinOptions);
      attach(room, player);
      await waitFor(() => actionCount(player.client) >= 0, 'the restored state');
      return;
    } catch (e) {
      const code = (e as { code?: number }).code;
      if (code === JoinErrorCode.badSeatToken) throw e; // the seat is gone: a failure here
      if (Date.now() - start > timeoutMs) throw new Error(`could not come back within ${timeoutMs} ms: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The highest action index any client was told was accepted (an `events` broadcast). */
/** The actions the server confirmed to someone: in a patch (sent first) or in an events message. */
const acknowledged = (players: Player[]) => Math.max(0, ...players.flatMap((p) => [actionCount(p.client), ...p.client.events.map((e) => e.actionIndex)]));

/** A private table's game: its invite code opens it (docs/protocol.md, private games' history). */
async function fetchMatch(server: ServerProcess, roomId: string, code: string): Promise<MatchDetail> {
  const res = await fetch(`${server.url}/api/matches/${roomId}`, { headers: { 'X-Invite-Code': code } });
  expect(res.status).toBe(200);
  return (await res.json()) as MatchDetail;
}

/** The match once its result is stored: the room writes it just after the last patch has gone out,
 * so a client can see the end a moment before the store does. */
async function finishedMatch(server: ServerProcess, roomId: string, code: string): Promise<MatchDetail> {
  for (let i = 0; i < 100; i++) {
    const match = await fetchMatch(server, roomId, code);
    if (match.summary.status === 'finished') return match;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the result was never stored');
}

/** The stored config (with its key) and log of a game, read straight from PostgreSQL. */
async function storedGame(url: string, roomId: string): Promise<{ config: GameConfig; actions: { seat: number; action: Action }[] }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const game = await db.query('SELECT config, secret_key FROM games WHERE room_id = $1', [roomId]);
    const actions = await db.query('SELECT seat, action FROM actions WHERE room_id = $1 ORDER BY idx', [roomId]);
    return { config: { ...game.rows[0].config, key: game.rows[0].secret_key }, actions: actions.rows };
  } finally {
    await db.end();
  }
}

async function survives(signal: 'SIGKILL' | 'SIGTERM', env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const first = await startServer(port, env);
  const sdk = new Client(`ws://127.0.0.1:${port}`);
  const { roomId, code, players } = await tablesOfFour(sdk);
  const clients = () => players.map((p) => p.client);

  await playUntil(clients(), (view) => view.round >= 4);
  const before = acknowledged(players);
  expect(before).toBeGreaterThan(20);
  const midGame = await fetchMatch(first, roomId, code);
  expect(midGame.summary.status).toBe('playing');
  expect(midGame.record).toBeNull(); // no key, no log while the game runs

  const ended = await first.kill(signal);
  if (signal === 'SIGTERM') {
    expect(ended.code).toBe(0);
    expect(first.logged('drain')).toBeDefined();
    // Told the server restarts, not that the room closed.
    await waitFor(() => players.every((p) => p.closeCodes.includes(CLOSE_RESTARTING)), 'restart close codes');
  } else {
    await waitFor(() => players.every((p) => p.closeCodes.length > 0), 'dropped connections');
  }

  const second = await startServer(port, env);
  expect(second.logged('room_restored')).toMatchObject({ roomId, actions: before });
  const listed = await (await fetch(`${second.url}/api/rooms/by-code/${players[0]!.client.json().code}`)).json();
  expect(listed).toMatchObject({ roomId });
  for (const player of players) await comeBack(sdk, roomId, player);

  // Nothing accepted before the restart was lost: every client's state holds every action.
  for (const c of clients()) {
    expect(actionCount(c)).toBe(before);
    expect(c.json().seats.every((s) => s.occupied)).toBe(true);
  }
  await waitFor(
    () =>
      clients()[0]!
        .json()
        .seats.every((s) => s.connected),
    'every seat connected again',
  );

  await playUntil(clients(), () => false);
  await waitFor(() => clients().every((c) => c.view().phase === 'gameOver'), 'the end on every client');

  const { summary, record } = await finishedMatch(second, roomId, code);
  expect(summary.status).toBe('finished');
  expect(record!.log).toHaveLength(actionCount(clients()[0]!));
  const verified = verifyMatch(record);
  expect(verified.ok).toBe(true);
  // The final state every client holds is the replay of the stored log, seat by seat.
  const replayed = (verified as { state: GameState }).state;
  for (const c of clients()) expect(c.view()).toEqual(viewFor(replayed, c.seat!));
  for (const p of players) await p.client.room.leave(true);
  await second.kill('SIGTERM');
}

describe('a game survives its server', () => {
  it('killed with SIGKILL (embedded SQLite, the default)', async () => {
    await survives('SIGKILL', { DATA_DIR: dataDir() });
  }, 120_000);

  it('stopped with SIGTERM (embedded SQLite, the default)', async () => {
    await survives('SIGTERM', { DATA_DIR: dataDir() });
  }, 120_000);

  it('killed with SIGKILL (embedded PostgreSQL, EMBEDDED_STORE=pglite)', async () => {
    await survives('SIGKILL', { DATA_DIR: dataDir(), EMBEDDED_STORE: 'pglite' });
  }, 120_000);

  it('stopped with SIGTERM (embedded PostgreSQL, EMBEDDED_STORE=pglite)', async () => {
    await survives('SIGTERM', { DATA_DIR: dataDir(), EMBEDDED_STORE: 'pglite' });
  }, 120_000);

  it.skipIf(!hasPostgres)(
    'killed with SIGKILL (PostgreSQL server)',
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      await survives('SIGKILL', { DATABASE_URL: db.url });
    },
    120_000,
  );

  it.skipIf(!hasPostgres)(
    'killed between receiving an action and storing it: the action is refused or applied, never half',
    async () => {
      const db = await freshDatabase();
      cleanups.push(db.drop);
      const env = { DATABASE_URL: db.url };
      const port = await freePort();
      let server = await startServer(port, env);
      const sdk = new Client(`ws://127.0.0.1:${port}`);
      const { roomId, players } = await tablesOfFour(sdk);
      const clients = () => players.map((p) => p.client);
      await playUntil(clients(), (view) => view.round >= 2);

      /**
       * Sends the next action while the store is held (its INSERT waits on a table lock), kills the
       * server, then lets the waiting INSERT either commit (`applied`) or die with its connection.
       */
      async function killMidStore(outcome: 'applied' | 'refused') {
        const before = actionCount(clients()[0]!);
        const blocker = new pg.Client({ connectionString: db.url });
        await blocker.connect();
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE actions IN EXCLUSIVE MODE');
        const seat = pendingSeats(clients()[0]!.view())[0]!;
        const actor = players.find((p) => p.client.seat === seat)!;
        const action = legalActions(actor.client.view(), seat)[0]!;
        actor.client.send(action);
        await waitFor(() => false, 'never', 300).catch(() => undefined); // received, waiting on the lock
        await server.kill('SIGKILL');
        if (outcome === 'refused') {
          await blocker.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        }
        await blocker.query('ROLLBACK');
        await blocker.end();
        expect(acknowledged(players)).toBeLessThanOrEqual(before); // nobody was told of it before the kill
        server = await startServer(port, env);
        for (const player of players) await comeBack(sdk, roomId, player);
        const expected = outcome === 'applied' ? before + 1 : before;
        // Every client holds the same whole state: with the action, or without it.
        for (const c of clients()) expect(actionCount(c)).toBe(expected);
        const stored = await storedGame(db.url, roomId);
        expect(stored.actions).toHaveLength(expected);
        if (outcome === 'applied') expect(stored.actions.at(-1)).toMatchObject({ seat, action });
        // ...and that state is exactly the replay of the stored log, for every seat.
        const state = replay(stored.config, stored.actions);
        for (const c of clients()) expect(c.view()).toEqual(viewFor(state, c.seat!));
        return { actor, action, expected };
      }

      await killMidStore('applied');
      const { actor, action, expected } = await killMidStore('refused');
      // The refused action was never played: sent again, it is accepted.
      const errors = actor.client.errors.length;
      actor.client.send(action);
      await waitFor(() => clients().every((c) => actionCount(c) === expected + 1) || actor.client.errors.length > errors, 'the action again');
      expect(actor.client.errors.slice(errors)).toEqual([]);
      for (const p of players) await p.client.room.leave(true);
    },
    120_000,
  );
});
