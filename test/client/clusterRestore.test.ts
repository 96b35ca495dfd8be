// The browser client's RoomSession while another process restores its game. With two processes on
// Redis, the one holding the room is killed; until the survivor's sweep restores the game from the
// store, a join answers 4212 ("no such room"). The client took that as "seat gone" and deleted its
// seat token (all four players "lost" within 7 s). Now it asks the server where the room stands
// (restoring), keeps its seat token throughout, and comes back to its seat by itself.
import http from 'node:http';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { RoomSession } from '../../client/src/net/roomSession.js';
import { loadSeat } from '../../client/src/net/storage.js';
import { type JoinOptions } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { freshRedis, redisAvailable } from '../support/redis.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';
import { actionCount, track, waitFor } from '../server/harness.js';
import { MemoryStorage } from './memoryStorage.js';

// As in cluster.test.ts: Node's global agent drops sockets silent for 5 s; browsers do not.
delete (http.globalAgent as unknown as { options: { timeout?: number } }).options.timeout;

const available = (await postgresAvailable()) && (await redisAvailable());
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!available)('a seat while another process restores its game', () => {
  it('is kept (token and all) through the gap, and the page comes back to it by itself', async () => {
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
        RESTORE_SWEEP_SECONDS: '3',
        RECONNECT_SECONDS: '60',
      });
      cleanups.push(() => void server.kill('SIGKILL'));
      return server;
    };
    const servers = [await start(), await start()];
    const host = track(await new Client(`ws://127.0.0.1:${servers[0]!.port}`).create(ROOM_NAME, { name: 'Ada', playerCount: 2, private: true }));
    await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the private room');
    const roomId = host.room.roomId;
    const holder = servers.find((s) => s.lines.some((l) => l.event === 'room_created' && l.roomId === roomId))!;
    const survivor = servers.find((s) => s !== holder)!;

    // The page talks to the survivor (as behind a load balancer); its WebSocket goes to the holder.
    Object.assign(globalThis, { location: new URL(survivor.url), localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
    const session = await RoomSession.join(roomId, { name: 'Bo', code: host.json().code! } satisfies JoinOptions);
    await waitFor(() => session.snapshot.seat === 1, 'the page seated');
    host.start();
    await waitFor(() => session.snapshot.view !== null && actionCount(host) >= 0, 'the game to start', 10_000);
    const before = actionCount(host);

    await holder.kill('SIGKILL');
    const statuses = new Set<string>();
    let tokenKept = true;
    const watch = setInterval(() => {
      statuses.add(session.snapshot.status);
      if (loadSeat(roomId) === null) tokenKept = false;
    }, 50);
    try {
      await waitFor(() => statuses.has('reconnecting'), 'the page to notice', 10_000);
      await waitFor(() => session.snapshot.status === 'connected', 'the page back in its seat', 45_000);
    } finally {
      clearInterval(watch);
    }
    expect(survivor.logged('room_restored')).toMatchObject({ roomId, actions: before });
    expect(statuses.has('lost')).toBe(false);
    expect(tokenKept).toBe(true);
    expect(session.snapshot.seat).toBe(1);
    expect((session.snapshot.view as { actionCount: number }).actionCount).toBe(before);
    const state = await (await fetch(`${survivor.url}/api/rooms/${roomId}/state`)).json();
    expect(state).toEqual({ roomId, state: 'open' });
    await session.leave?.();
  }, 90_000);
});
