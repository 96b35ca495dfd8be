// The database goes away mid-game and comes back: the health check says not ready, actions are
// refused with a clear error and change nothing, and everything recovers by itself. The outage is
// real: the server reaches PostgreSQL through a TCP relay that this test cuts and restores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/protocol.js';
import type { SqlGameStore } from '../../server/store/sqlStore.js';
import { postgresAvailable } from '../support/postgres.js';
import type { TcpRelay } from '../support/tcpRelay.js';
import { serverOverRelay } from './relayedStore.js';
import { actionCount, create, joinById, playUntil, waitFor, type TestClient, type TestServer } from './harness.js';
import { legalActions, pendingSeats } from '../../shared/games/dice-hospital/index.js';

const hasPostgres = await postgresAvailable();

describe.skipIf(!hasPostgres)('when the database is unreachable', () => {
  let relay: TcpRelay;
  let ts: TestServer;
  let store: SqlGameStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ relay, ts, store, close } = await serverOverRelay({}));
  });
  afterAll(async () => close?.());

  it('says so in its health check, refuses actions with a clear error (the move under way once the store answers), and recovers by itself', async () => {
    const host = await create(ts, { name: 'Ada', playerCount: 2 });
    const guest = await joinById(ts, host.room.roomId, { name: 'Bo' });
    const players: TestClient[] = [host, guest];
    await waitFor(() => actionCount(host) >= 0, 'the game to start');
    await playUntil(players, (view) => view.actionCount >= 4);
    expect((await ts.get('/healthz')).body).toEqual({ status: 'ok', store: { state: 'up' }, rooms: [] });

    // The database goes away: every connection cut, new ones refused.
    relay.mode = 'down';
    relay.reset();
    const seat = pendingSeats(host.view())[0]!;
    const actor = players.find((p) => p.seat === seat)!;
    const before = actionCount(actor);
    const errors = actor.errors.length;
    actor.send(legalActions(actor.view(), seat)[0]);
    // The store cannot say whether the move was written: its sender is told the game waits for it.
    await waitFor(() => actor.errors.length > errors, 'the answer', 20_000);
    expect(actor.errors.at(-1)!.code).toBe(ErrorCode.storeWaiting);
    await waitFor(() => false, '', 200).catch(() => undefined);
    expect(players.map(actionCount)).toEqual([before, before]); // nothing changed
    const health = await ts.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'store_unreachable', store: { state: 'down' } });
    // While it is down, a second try is refused at once (no wait on connection timeouts).
    const t0 = Date.now();
    actor.send(legalActions(actor.view(), seat)[0]);
    await waitFor(() => actor.errors.length > errors + 1, 'the second refusal');
    expect(Date.now() - t0).toBeLessThan(1000);

    relay.mode = 'pass'; // the database is back
    // The first move never reached it: once it answers, that move is refused and nothing changed.
    await waitFor(() => actor.errors.length > errors + 2, 'the final answer', 15_000);
    expect(actor.errors.at(-1)).toMatchObject({ code: ErrorCode.storeFailed, message: expect.stringMatching(/not played/) });
    expect(players.map(actionCount)).toEqual([before, before]);
    const start = Date.now();
    for (;;) {
      if ((await ts.get('/healthz')).status === 200) break;
      if (Date.now() - start > 15_000) throw new Error('health did not recover');
      await new Promise((r) => setTimeout(r, 200));
    }
    await playUntil(players, () => false);
    expect(host.view().phase).toBe('gameOver');
    // The result is stored just after the last state goes out (clients may see the end first).
    const stored = async () => (await store.load(host.room.roomId))!.status;
    for (const deadline = Date.now() + 5_000; (await stored()) !== 'finished' && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toBe('finished');
  }, 60_000);
});
