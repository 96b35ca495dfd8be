// One process, or several sharing Redis. With REDIS_URL the processes use Colyseus' RedisPresence and
// RedisDriver (room listings, IPC, seat reservations across processes), and keep invite codes and
// per-address rate limits there too, so a client may reach any process. Without it, everything
// stays in this process's memory, as a single server needs.
import { LocalDriver, LocalPresence, matchMaker, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { MemoryInviteCodeStore, PresenceInviteCodeStore, type InviteCodeStore } from './lobby/inviteCodes.js';
import { memoryLimiters, presenceLimiters, type Limiters } from './http/rateLimit.js';
import { RESTORE_OPTION } from './rooms/restore.js';
import { REMATCH_OPTION } from './rooms/rematch.js';

export interface Cluster {
  presence: Presence;
  driver: MatchMakerDriver;
  /** Several processes may share this cluster: orphaned games are looked for. */
  shared: boolean;
  inviteCodes: InviteCodeStore;
  limiters: Limiters;
}

export function createCluster(redisUrl: string | null): Cluster {
  if (!redisUrl) {
    return { presence: new LocalPresence(), driver: new LocalDriver(), shared: false, inviteCodes: new MemoryInviteCodeStore(), limiters: memoryLimiters() };
  }
  const presence = new RedisPresence(redisUrl);
  return {
    presence,
    driver: new RedisDriver(redisUrl),
    shared: true,
    inviteCodes: new PresenceInviteCodeStore(presence),
    limiters: presenceLimiters(presence),
  };
}

/** The processes that take no new room, as fields of one presence hash: those an operator drained
 * (operatorApi.ts), and one still starting (it restores its games before its port opens). */
export const DRAINING_PROCESSES = 'dh:draining';

/** Says in the presence whether this process takes new rooms (a drained one does not). */
export async function announceDraining(presence: Presence, draining: boolean): Promise<void> {
  if (draining) await presence.hset(DRAINING_PROCESSES, matchMaker.processId, '1');
  else await presence.hdel(DRAINING_PROCESSES, matchMaker.processId);
}

/**
 * Where a new room is created: a restored game or a rematch room in this process (its one-use
 * ticket lives here); any other room in the process holding the fewest rooms (Colyseus' own
 * default), among those not drained (when all are, the chosen one refuses it with server_draining).
 */
export const selectProcessForRoom: matchMaker.SelectProcessIdCallback = async (_roomName, clientOptions) => {
  if (clientOptions && (Object.hasOwn(clientOptions, RESTORE_OPTION) || Object.hasOwn(clientOptions, REMATCH_OPTION))) return matchMaker.processId;
  const drained = new Set(Object.keys((await matchMaker.presence.hgetall(DRAINING_PROCESSES).catch(() => null)) ?? {}));
  const processes = (await matchMaker.stats.fetchAll()).sort((a, b) => a.roomCount - b.roomCount);
  const [least] = processes.filter((p) => !drained.has(p.processId));
  return least?.processId ?? processes[0]?.processId ?? matchMaker.processId;
};
