// Two real server processes sharing Redis (presence, room listings, invite codes, rate limits) and
// PostgreSQL (games): a client may reach either. A private room made through one is joined by its
// code and watched through the other; quick match through both lands in one room; when the process
// holding a game is killed, the survivor restores the game from the store and its players carry
// on through the survivor, and the dead process's leftover listings do not break matchmaking.
import http from 'node:http';
import { Client, type Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { JoinErrorCode, type JoinOptions, type Pace } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { freshRedis, redisAvailable } from '../support/redis.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';
import { actionCount, playUntil, track, waitFor, type TestClient } from './harness.js';

// colyseus.js requests go through Node's global agent, whose sockets time out after 5 s of silence
// (browsers have no such limit); a join that meets a dead process's listing takes about 4 s.
delete (http.globalAgent as unknown as { options: { timeout?: number } }).options.timeout;

const available = (await postgresAvailable()) && (await redisAvailable());
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function cluster(
  count = 2,
  env: Record<string, string> = {},
): Promise<{ a: ServerProcess; b: ServerProcess | undefined; start(): Promise<ServerProcess>; redis: Awaited<ReturnType<typeof freshRedis>> }> {
  const [db, redis] = await Promise.all([freshDatabase(), freshRedis()]);
  cleanups.push(
    () => db.drop(),
    () => redis.flush(),
  );
  const start = async () => {
    const port = await freePort();
    const server = await ServerProcess.start(port, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      RESTORE_SWEEP_SECONDS: '1',
      RECONNECT_SECONDS: '60',
      ...env,
    });
    cleanups.push(() => void server.kill('SIGKILL'));
    return server;
  };
  const a = await start();
  const b = count > 1 ? await start() : undefined;
  return { a, b, start, redis };
}

const sdk = (server: ServerProcess) => new Client(`ws://127.0.0.1:${server.port}`);
/** Which of the servers created (or restored) the room. */
const holder = (servers: ServerProcess[], roomId: string, event = 'room_created') =>
  servers.find((s) => s.lines.some((l) => l.event === event && l.roomId === roomId));

/** The process that holds the room, once its log line has arrived (it may come after the seat). */
async function holderOf(servers: ServerProcess[], roomId: string): Promise<ServerProcess> {
  await waitFor(() => holder(servers, roomId) !== undefined, 'the room_created line');
  return holder(servers, roomId)!;
}

async function retrying<T>(attempt: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await attempt();
    } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.skipIf(!available)('several processes on Redis', () => {
  it('joins, watches and quick-matches across processes, and a survivor restores the games of a killed one', async () => {
    const { a, b: maybeB } = await cluster();
    const b = maybeB!;

    // A private room made through A, found by its code and joined through B, watched through B.
    const host = track(await sdk(a).create(ROOM_NAME, { name: 'Ada', playerCount: 2, private: true }));
    await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the private room');
    const code = host.json().code!;
    const listed = (await (await fetch(`${b.url}/api/rooms/by-code/${code}`)).json()) as { roomId: string };
    expect(listed.roomId).toBe(host.room.roomId);
    const guest = track(await sdk(b).joinById(listed.roomId, { name: 'Bo', code } satisfies JoinOptions));
    const watcher = track(await sdk(b).joinById(listed.roomId, { spectator: true, code } satisfies JoinOptions), 'spectator');
    await waitFor(() => guest.token !== null && host.json().seats.filter((s) => s.occupied).length === 2, 'the guest seated');
    host.start();
    await waitFor(() => [host, guest, watcher].every((c) => actionCount(c) >= 0), 'the game seen by all three');
    await playUntil([host, guest], (view) => view.round >= 2);
    await waitFor(() => actionCount(watcher) === actionCount(host), 'the spectator in step');

    // Quick match through A, then through B: one room.
    const first = track(await sdk(a).joinOrCreate(ROOM_NAME, { name: 'Cy', playerCount: 2 }));
    const second = track(await sdk(b).joinOrCreate(ROOM_NAME, { name: 'Di', playerCount: 2 }));
    expect(second.room.roomId).toBe(first.room.roomId);
    await waitFor(() => first.json().status === 'playing', 'the quick match to start');

    // The process holding the private game dies without a word.
    const dead = await holderOf([a, b!], listed.roomId);
    const survivor = dead === a ? b : a;
    // A quick-match lobby waits for players, wherever it was made: after the crash it must not
    // leave a listing that joins fail on.
    // (One pace per attempt, one pool each, until a lobby lands on the process about to die:
    // Colyseus sends a new room to the process with the fewest, by counts stored once a second.)
    let pace: Pace | null = null;
    for (const p of ['normal', 'fast', 'relaxed'] as const) {
      const waiting = track(await sdk(dead).joinOrCreate(ROOM_NAME, { name: 'Fay', playerCount: 3, pace: p }));
      await waitFor(() => waiting.seat !== null, 'a waiting lobby');
      if (holder([dead], waiting.room.roomId)) {
        pace = p;
        break;
      }
      await new Promise((r) => setTimeout(r, 1100));
    }
    expect(pace, 'a quick-match lobby on the process about to die').not.toBeNull();
    const before = actionCount(host);
    await dead.kill('SIGKILL');
    // At once, while the dead process's listings are still there: Colyseus meets the waiting
    // lobby's listing, gets no answer, health-checks the process, drops its listings and retries.
    const early = track(await sdk(survivor).joinOrCreate(ROOM_NAME, { name: 'Gil', playerCount: 3, pace: pace! }));
    await waitFor(() => early.seat !== null, 'a seat right after the crash');
    await waitFor(() => holder([survivor], listed.roomId, 'room_restored') !== undefined, 'the survivor to restore the game', 20_000);
    // (The quick-match lobby of the dead process may be restored first: the game's own line.)
    expect(survivor.lines.find((l) => l.event === 'room_restored' && l.roomId === listed.roomId)).toMatchObject({ actions: before });

    // Its players come back through the survivor with their seat tokens and play on.
    const players: TestClient[] = [];
    for (const old of [host, guest]) {
      // As a page does: again until the room is listed (it logs room_restored just before).
      const room: Room = await retrying(() => sdk(survivor).joinById(listed.roomId, { seatToken: old.token! } satisfies JoinOptions));
      const back = track(room);
      back.seat = old.seat;
      back.token = old.token;
      players.push(back);
    }
    await waitFor(() => players.every((p) => actionCount(p) === before), 'the restored state');
    await playUntil(players, (view) => view.round >= 3);

    // The dead process's listings are gone: quick match through the survivor still finds a room.
    const late = track(await sdk(survivor).joinOrCreate(ROOM_NAME, { name: 'Eve', playerCount: 3 }));
    await waitFor(() => late.seat !== null, 'a seat after the crash');
    const rooms = (await (await fetch(`${survivor.url}/api/rooms`)).json()) as { roomId: string }[];
    expect(rooms.map((r) => r.roomId)).toContain(late.room.roomId);
  }, 90_000);

  it("restores a stopped process's game exactly once when two processes start together", async () => {
    const { a, start } = await cluster(1);
    const host = track(await sdk(a).create(ROOM_NAME, { name: 'Ada', playerCount: 2, private: true }));
    await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the private room');
    const { roomId } = host.room;
    await a.kill('SIGTERM'); // drained: the game stays live in the store
    const [c, d] = await Promise.all([start(), start()]);
    const restorers = [c, d].filter((s) => s.lines.some((l) => l.event === 'room_restored' && l.roomId === roomId));
    expect(restorers).toHaveLength(1);
    // And nothing restores it again later (the sweeps see it held).
    await new Promise((r) => setTimeout(r, 2_500));
    expect([c, d].flatMap((s) => s.lines.filter((l) => l.event === 'room_restored' && l.roomId === roomId))).toHaveLength(1);
    const found = (await (await fetch(`${d.url}/api/rooms/by-code/${host.json().code}`)).json()) as { roomId: string };
    expect(found.roomId).toBe(roomId);
  }, 60_000);

  it("counts an address's invite-code lookups across processes", async () => {
    const { a, b } = await cluster(2, { CODE_LOOKUPS_PER_MINUTE: '4' });
    const lookup = (s: ServerProcess) => fetch(`${s.url}/api/rooms/by-code/ABCDEF`).then((r) => r.status);
    // Four allowed in all (unknown code: 404), whichever process answers; the fifth is refused by both.
    expect([await lookup(a), await lookup(b!), await lookup(a), await lookup(b!)]).toEqual([404, 404, 404, 404]);
    expect([await lookup(a), await lookup(b!)]).toEqual([429, 429]);
  }, 60_000);

  it('lists a room again when another process dropped its listing, and restores no twin of it', async () => {
    const { a, b, redis } = await cluster();
    const host = track(await sdk(a).create(ROOM_NAME, { name: 'Ada', playerCount: 2, private: true }));
    await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the private room');
    const { roomId } = host.room;
    const owner = await holderOf([a, b!], roomId);
    // What another process's Colyseus does when this one misses a single health check
    // (colyseus/colyseus#968): the listing goes, the room goes on.
    expect(await redis.command('HDEL', 'roomcaches', roomId)).toBe(':1');
    await waitFor(() => owner.lines.some((l) => l.event === 'relisted' && l.roomId === roomId), 'the room listed again', 5_000);
    const found = (await (await fetch(`${(owner === a ? b! : a).url}/api/rooms/by-code/${host.json().code}`)).json()) as { roomId: string };
    expect(found.roomId).toBe(roomId);
    // Several sweeps later, nobody has restored a second room for the game.
    await new Promise((r) => setTimeout(r, 3_000));
    expect([a, b!].flatMap((s) => s.lines.filter((l) => l.event === 'room_restored' && l.roomId === roomId))).toEqual([]);
    expect(host.room.connection.isOpen).toBe(true);
  }, 60_000);
  it("sends new rooms away from a drained process, and shares an operator's ban with every process", async () => {
    const token = 'cluster-operator-token-0123456789';
    const { a, b: maybeB } = await cluster(2, { ADMIN_TOKEN: token });
    const b = maybeB!;
    const admin = (server: ServerProcess, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/admin${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

    // A is drained: rooms asked for through either process are opened by B, none refused.
    expect((await admin(a, 'POST', '/drain', {})).body).toEqual({ draining: true });
    for (const via of [a, b, a, b]) {
      const c = track(await sdk(via).create(ROOM_NAME, { name: 'Nia', playerCount: 2, private: true }));
      await waitFor(() => c.seat !== null, 'a seat');
      expect(await holderOf([a, b], c.room.roomId)).toBe(b);
      await c.room.leave();
    }
    expect((await admin(a, 'POST', '/drain', { draining: false })).body).toEqual({ draining: false });

    // A ban set through A reaches B (it reads the bans again every RESTORE_SWEEP_SECONDS).
    expect((await admin(a, 'POST', '/bans', { address: '127.0.0.1', minutes: 5, reason: 'test' })).status).toBe(201);
    await retrying(async () => {
      await expect(sdk(b).create(ROOM_NAME, { name: 'Ola', playerCount: 2 })).rejects.toMatchObject({ code: JoinErrorCode.addressBanned });
    });
    expect(((await admin(b, 'GET', '/bans')).body.bans as { address: string }[]).map((ban) => ban.address)).toEqual(['127.0.0.1']);
    expect((await admin(b, 'DELETE', '/bans/127.0.0.1')).status).toBe(200);
  }, 90_000);
});
