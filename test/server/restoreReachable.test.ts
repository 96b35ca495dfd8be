// A process that brings stored games back must already answer the other processes. Restoring, it
// holds rooms (the matchmaker's stats name it); one that does not answer their health checks is
// taken for dead by the next process to start, which drops its listings and restores the same game
// a second time. cluster.test.ts's "two processes start together" met that once under CI's load;
// here the order itself is checked, in one process: when the store is asked for a game to restore,
// is this process subscribed to its requests?
import { matchMaker } from '@colyseus/core';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAINING_PROCESSES } from '../../server/cluster.js';
import { createGameServer, type GameServer } from '../../server/gameServer.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import type { StoredGame } from '../../server/store/gameStore.js';
import { freshRedis, redisAvailable } from '../support/redis.js';
import { testConfig, testLogger } from './harness.js';

const available = await redisAvailable();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Whether the other processes would send this one a new room now (selectProcessForRoom). */
const takesNewRooms = async () => !Object.hasOwn((await matchMaker.presence.hgetall(DRAINING_PROCESSES)) ?? {}, matchMaker.processId);

/** A store with one live game to restore, which notes whether this process answers requests and
 * takes new rooms when asked for it (and then says it was closed meanwhile: nothing is restored). */
class Probe extends MemoryGameStore {
  answering: boolean | null = null;
  takingNewRooms: boolean | null = null;
  override async liveIds(): Promise<string[]> {
    return ['probe-room'];
  }
  override async load(): Promise<StoredGame | null> {
    const channels = (await (matchMaker.presence as unknown as { channels(pattern: string): Promise<string[]> }).channels('p:*')) ?? [];
    this.answering = channels.includes(`p:${matchMaker.processId}`);
    this.takingNewRooms = await takesNewRooms();
    return null;
  }
}

describe.skipIf(!available)('a process restoring stored games', () => {
  it('already answers the other processes (health checks), and takes new rooms only once its port is open', async () => {
    const redis = await freshRedis();
    cleanups.push(() => redis.flush());
    const store = new Probe();
    const server: GameServer = createGameServer({ config: testConfig({ redisUrl: redis.url, publicAddress: '127.0.0.1:0' }), logger: testLogger(), store });
    cleanups.push(() => server.shutdown());
    await server.listen(0, '127.0.0.1');
    expect({ answering: store.answering, takingNewRooms: store.takingNewRooms }).toEqual({ answering: true, takingNewRooms: false });
    expect(await takesNewRooms()).toBe(true);
  });
});
