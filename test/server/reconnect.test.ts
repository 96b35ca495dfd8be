// Dropped connections keep their seat: colyseus.js reconnection inside the window, a reload with
// the seat token at any time, and a bot playing a seat that stays away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSeats, type GameState } from '../../shared/games/dice-hospital/index.js';
import { roomCoreOf } from '../support/roomCore.js';
import { CLOSE_REPLACED } from '../../shared/protocol.js';
import {
  actOnce as act,
  bootServer,
  create,
  engineState,
  joinById,
  quickMatch,
  settled,
  sleep,
  track,
  waitFor,
  type TestClient,
  type TestServer,
  readLog,
} from './harness.js';

const WINDOW_SECONDS = 0.6;

/** Waits for the server's move for the away seat; a wait that fails says what the room waited for. */
async function waitForDefault(roomId: string, count: number): Promise<void> {
  await waitFor(() => engineState(ts, roomId).actionCount > count, 'a default for the away seat', 15_000).catch((e: Error) => {
    const core = roomCoreOf<GameState>(roomId) as unknown as { stuck: Set<number>; seats: { at(seat: number): unknown } };
    const state = engineState(ts, roomId);
    const waited = pendingSeats(state).map((seat) => ({ seat, record: core.seats.at(seat) }));
    throw new Error(
      `${e.message}: action ${state.actionCount}, ${state.phase}/${state.pending.kind}, waits for ${JSON.stringify(waited)}, stuck ${[...core.stuck]}`,
    );
  });
}
let ts: TestServer;
beforeAll(async () => {
  // Decision clocks at their real length: nothing here runs out of time (see clocks.test.ts).
  ts = await bootServer({ reconnectSeconds: WINDOW_SECONDS, botDelayMs: 0 });
});
afterAll(async () => {
  await ts.shutdown();
});

async function twoPlayers(): Promise<[TestClient, TestClient, string]> {
  const a = await quickMatch(ts, { name: 'Ann', playerCount: 2, options: { resistantSuperbug: true } });
  const b = await quickMatch(ts, { name: 'Bob', playerCount: 2, options: { resistantSuperbug: true } });
  await waitFor(() => a.seat !== null && b.seat !== null && a.json().status === 'playing' && b.json().status === 'playing', 'start');
  return [a, b, a.room.roomId];
}

const actOnce = (clients: TestClient[], roomId: string) => act(ts, roomId, clients);

describe('reconnection', () => {
  it('keeps the seat for a connection that comes back inside the window', async () => {
    const [a, b, roomId] = await twoPlayers();
    const seatB = b.seat!;
    b.room.leave(false); // a dropped connection, not a goodbye
    await waitFor(() => a.json().seats[seatB]!.connected === false, 'seen as disconnected');
    expect(a.json().seats[seatB]!.away).toBe(false);

    const back = track(await ts.sdk.reconnect(b.room.reconnectionToken));
    await waitFor(() => back.seat === seatB && a.json().seats[seatB]!.connected, 'reconnected');
    expect(back.room.sessionId).toBe(b.room.sessionId);
    expect(back.token).toBe(b.token);
    // Well past the window: the seat is still held and nothing was played for it.
    await sleep(WINDOW_SECONDS * 1000 + 200);
    expect(a.json().seats[seatB]).toMatchObject({ occupied: true, name: 'Bob', connected: true, away: false });
    expect(a.events.some((e) => e.auto)).toBe(false);
    // And it plays on from the resumed connection, including its secret.
    await waitFor(() => back.json().game !== undefined, 'state');
    expect(back.view().players[seatB]!.dealtAdministrators).toEqual(engineState(ts, roomId).players[seatB]!.dealtAdministrators);
    for (let i = 0; i < 6; i++) await actOnce([a, back], roomId);
    expect(back.errors).toEqual([]);
    await Promise.all([a.room.leave(), back.room.leave()]);
  });

  it('returns a reloaded page to its seat with the seat token, replacing the old connection', async () => {
    const [a, b, roomId] = await twoPlayers();
    const seatB = b.seat!;
    // A second tab (or a reload before the old socket closed): the old connection is replaced.
    const replaced = new Promise<number>((resolve) => b.room.onLeave((code) => resolve(code)));
    const tab = await joinById(ts, roomId, { seatToken: b.token! });
    await waitFor(() => tab.seat === seatB, 'seat message');
    expect(tab.token).toBe(b.token);
    expect(await replaced).toBe(CLOSE_REPLACED);
    await waitFor(() => tab.json().game !== undefined, 'state');
    expect(tab.view().players[seatB]!.dealtAdministrators).toHaveLength(2);
    for (let i = 0; i < 4; i++) await actOnce([a, tab], roomId);

    // A reload after the connection dropped, inside the window: the token takes the seat back.
    tab.room.leave(false);
    await waitFor(() => !a.json().seats[seatB]!.connected, 'dropped');
    const reloaded = await joinById(ts, roomId, { seatToken: b.token! });
    await waitFor(() => reloaded.seat === seatB && a.json().seats[seatB]!.connected, 'reloaded');
    await sleep(WINDOW_SECONDS * 1000 + 200); // the old window's expiry must not unseat it
    expect(a.json().seats[seatB]).toMatchObject({ connected: true, away: false });
    expect(await actOnce([a, reloaded], roomId)).toBe(true);

    // A wrong token is refused.
    await expect(ts.sdk.joinById(roomId, { seatToken: 'not-a-token' })).rejects.toMatchObject({ code: 4404 });
    await Promise.all([a.room.leave(), reloaded.room.leave()]);
  });

  it('has a bot play an away seat so the others are not blocked, until it returns', async () => {
    const [a, b, roomId] = await twoPlayers();
    const seatA = a.seat!;
    const seatB = b.seat!;
    // Both seats decide setup at once; Bob's connection drops and does not come back.
    b.room.leave(false);
    await waitFor(() => a.json().seats[seatB]!.away, 'away after the window', 5_000);

    // Ann plays on; Bob's decisions are taken for him (events marked auto) and the rounds advance, up
    // to round 2's activation while it waits for Ann (it cannot end without her). The check comes
    // before each move of hers: once past it she would commit at once, and the bot Bob's part.
    for (let guard = 0; ; guard++) {
      if (guard > 500) throw new Error('stuck');
      await settled(ts, roomId, [a]);
      const state = engineState(ts, roomId);
      const annWaited = pendingSeats(state).includes(seatA);
      if (state.round >= 2 && state.phase === 'activation' && annWaited) break;
      if (annWaited) await actOnce([a], roomId);
      else await waitForDefault(roomId, state.actionCount);
    }
    const auto = a.events.filter((e) => e.auto);
    expect(auto.length).toBeGreaterThan(0);
    expect(auto.every((e) => e.seat === seatB)).toBe(true);
    const log = await ts.store.load(roomId);
    expect(log!.actions.filter((x) => x.auto).every((x) => x.seat === seatB)).toBe(true);
    expect((await readLog(a)).some((entry) => entry.auto)).toBe(true);

    // Bob reloads: his seat is his again and no more defaults are taken for it.
    const back = await joinById(ts, roomId, { seatToken: b.token! });
    await waitFor(() => back.seat === seatB && !a.json().seats[seatB]!.away && a.json().seats[seatB]!.connected, 'back');
    await settled(ts, roomId, [a, back]);
    // Ann plays until the game waits for Bob alone (the bot may have finished his activation before he
    // was back); nothing more is decided for him.
    const autoBefore = a.events.filter((e) => e.auto).length;
    while (pendingSeats(engineState(ts, roomId)).includes(seatA)) await actOnce([a], roomId);
    await sleep(300);
    expect(pendingSeats(engineState(ts, roomId))).toEqual([seatB]);
    expect(a.events.filter((e) => e.auto).length).toBe(autoBefore);
    expect(await actOnce([back], roomId)).toBe(true);
    await Promise.all([a.room.leave(), back.room.leave()]);
  });

  it('treats leaving a running game on purpose as away at once', async () => {
    const [a, b, roomId] = await twoPlayers();
    const seatB = b.seat!;
    await b.room.leave(true);
    await waitFor(() => a.json().seats[seatB]!.away, 'away at once', WINDOW_SECONDS * 1000 - 100);
    // Ann acts when it is her turn; the leaver's decisions are taken for him meanwhile.
    const leaverSetUp = () => engineState(ts, roomId).players[seatB]!.startingValuesSet;
    for (let i = 0; i < 50 && !leaverSetUp(); i++) {
      if (!(await actOnce([a], roomId))) await sleep(20);
    }
    expect(leaverSetUp()).toBe(true);
    await waitFor(() => a.events.some((e) => e.auto && e.seat === seatB), 'auto events');
    await a.room.leave();
  });

  it('gives a player who reconnects after the game started in the meantime its new seat and secret', async () => {
    const host = await create(ts, { name: 'Host', playerCount: 3, private: true });
    const code = host.json().code!;
    const roomId = host.room.roomId;
    const guest = await joinById(ts, roomId, { name: 'Guest', code });
    await waitFor(() => guest.seat === 1 && host.json().seats[1]!.connected, 'guest seated');
    guest.room.leave(false);
    await waitFor(() => !host.json().seats[1]!.connected, 'guest dropped');
    host.start();
    await waitFor(() => host.json().status === 'playing', 'started without waiting');
    const back = track(await ts.sdk.reconnect(guest.room.reconnectionToken));
    await waitFor(() => back.seat === 1 && back.json().game !== undefined, 'seat and state');
    expect(back.view().players[1]!.dealtAdministrators).toEqual(engineState(ts, roomId).players[1]!.dealtAdministrators);
    expect(back.view().players[1]!.dealtAdministrators).toHaveLength(2);
    await Promise.all([host.room.leave(), back.room.leave()]);
  });

  it('frees a lobby seat whose connection does not come back', async () => {
    const host = await create(ts, { name: 'Host', playerCount: 3, private: true });
    const guest = await joinById(ts, host.room.roomId, { name: 'Guest', code: host.json().code! });
    await waitFor(() => host.json().seats[1]!.connected, 'guest seated');
    guest.room.leave(false);
    await waitFor(() => !host.json().seats[1]!.connected, 'guest dropped');
    expect(host.json().seats[1]!.occupied).toBe(true);
    await waitFor(() => !host.json().seats[1]!.occupied, 'seat freed', 5_000);
    await host.room.leave();
  });
});
