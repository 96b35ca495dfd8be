// Faults a real host has between the server and PostgreSQL, injected for real through a TCP relay
// (test/support/tcpRelay.ts). Before: with answers dropped, action N was committed while its
// sender was told store_failed, and the room, still at N-1, refused every later move ("not the
// next action") for minutes; with the database black-holed each move waited ~10 s. Now an append
// whose answer is lost is settled by asking the store what it holds (no fork: the room follows the
// store), an unreachable store is noticed within about a second and moves are refused at once, and
// /healthz says which rooms cannot act and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats, replay, type Action } from '../../shared/games/dice-hospital/index.js';
import { ErrorCode } from '../../shared/protocol.js';
import type { SqlGameStore } from '../../server/store/sqlStore.js';
import { postgresAvailable } from '../support/postgres.js';
import type { TcpRelay } from '../support/tcpRelay.js';
import { serverOverRelay } from './relayedStore.js';
import { actionCount, create, engineState, joinById, playUntil, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

const hasPostgres = await postgresAvailable();

describe.skipIf(!hasPostgres)('faults between the server and PostgreSQL', () => {
  let relay: TcpRelay;
  let ts: TestServer;
  let store: SqlGameStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ relay, ts, store, close } = await serverOverRelay({ storeTimeoutMs: 500 }));
  });
  afterAll(async () => close?.());

  async function twoPlayers(): Promise<{ players: TestClient[]; roomId: string }> {
    const host = await create(ts, { name: 'Ada', playerCount: 2 });
    const guest = await joinById(ts, host.room.roomId, { name: 'Bo' });
    await waitFor(() => actionCount(host) >= 0 && actionCount(guest) >= 0, 'the game to start');
    const players = [host, guest];
    await playUntil(players, (view) => view.actionCount >= 3);
    return { players, roomId: host.room.roomId };
  }

  function nextMove(players: TestClient[]): { actor: TestClient; action: Action } {
    const seat = pendingSeats(players[0]!.view())[0]!;
    const actor = players.find((p) => p.seat === seat)!;
    return { actor, action: legalActions(actor.view(), seat)[0]! };
  }

  /** Every action the store holds is one the room played, in order: the two have not forked. */
  async function sameAsStore(roomId: string): Promise<void> {
    const stored = (await store.load(roomId))!;
    const state = engineState(ts, roomId);
    expect(stored.actions.length).toBe(state.actionCount);
    expect(
      replay(
        stored.config as never,
        stored.actions.map((a) => ({ seat: a.seat, action: a.action as Action })),
      ),
    ).toEqual(state);
  }

  it('a move whose answer was lost is played once the store says it holds it, and the game goes on', async () => {
    const { players, roomId } = await twoPlayers();
    const before = actionCount(players[0]!);
    relay.mode = 'dropAnswers';
    const { actor, action } = nextMove(players);
    const errors = actor.errors.length;
    actor.send(action);
    // The room waits for its store: other moves are refused meanwhile, and health says why.
    await waitFor(() => ts.server.services.roomConditions.get(roomId)?.condition === 'waitingForStore', 'the room to wait for its store', 5_000);
    const health = await ts.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.rooms).toContainEqual(expect.objectContaining({ roomId, condition: 'waitingForStore' }));

    relay.reset();
    relay.mode = 'pass';
    await waitFor(() => players.every((p) => actionCount(p) === before + 1), 'the lost-answer move to be played', 10_000);
    // Its sender was told it waits for the store, and never that it was refused.
    expect(actor.errors.slice(errors).map((e) => e.code)).toEqual([ErrorCode.storeWaiting]);
    await waitFor(() => !ts.server.services.roomConditions.has(roomId), 'the room to act again', 5_000);
    await playUntil(players, (view) => view.actionCount >= before + 4);
    await sameAsStore(roomId);
  }, 60_000);

  it('a black-holed store is noticed within about a second: moves are refused at once, and all recovers by itself', async () => {
    const { players, roomId } = await twoPlayers();
    const before = actionCount(players[0]!);
    relay.mode = 'blackhole';
    const { actor, action } = nextMove(players);
    const errors = actor.errors.length;
    const t0 = Date.now();
    actor.send(action);
    await waitFor(() => ts.server.services.storeHealth.ready === false, 'the store to be seen down', 3_000);
    expect(Date.now() - t0).toBeLessThan(2_500);
    const health = await ts.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.store).toMatchObject({ state: 'down' });
    // A move while it is down is refused at once.
    const other = players.find((p) => p !== actor)!;
    const otherErrors = other.errors.length;
    const t1 = Date.now();
    other.send({ type: 'undo' });
    await waitFor(() => other.errors.length > otherErrors, 'a refusal', 2_000);
    expect(Date.now() - t1).toBeLessThan(500);

    relay.reset();
    relay.mode = 'pass';
    // The black-holed move never reached the database: once the store answers, its sender is told.
    await waitFor(() => actor.errors.slice(errors).some((e) => e.code === ErrorCode.storeFailed), 'the sender to be told', 10_000);
    expect(actor.errors.slice(errors).map((e) => e.code)).toEqual([ErrorCode.storeWaiting, ErrorCode.storeFailed]);
    await waitFor(() => ts.server.services.storeHealth.ready, 'the store to be back', 10_000);
    expect(players.map(actionCount)).toEqual([before, before]);
    await sleep(50);
    await playUntil(players, (view) => view.actionCount >= before + 3);
    expect((await ts.get('/healthz')).status).toBe(200);
    await sameAsStore(roomId);
  }, 60_000);
});
