// A move sent into a connection that then drops. With 10 s stalls every 20 s, 13 moves sent during
// stalls vanished: no error, no resend, the player thought they had played. The page's RoomSession
// now keeps the move until it is answered and, once reconnected, sends it again if its seat's
// version says it was not played. The stall is real: the page reaches the server through a TCP
// relay that black-holes its bytes, then cuts the connection.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomSession } from '../../client/src/net/roomSession.js';
import { legalActions, pendingSeats, type GameView } from '../../shared/games/dice-hospital/index.js';
import { TcpRelay } from '../support/tcpRelay.js';
import { actionCount, bootServer, engineState, sleep, track, waitFor, type TestClient, type TestServer } from '../server/harness.js';
import { MemoryStorage } from './memoryStorage.js';

let ts: TestServer;
let relay: TcpRelay;

beforeAll(async () => {
  ts = await bootServer();
  relay = await TcpRelay.start({ host: '127.0.0.1', port: Number(new URL(ts.httpUrl).port) });
  Object.assign(globalThis, { location: new URL(`http://127.0.0.1:${relay.port}`), localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterAll(async () => {
  await relay?.close();
  await ts?.shutdown();
});

const viewOf = (session: RoomSession) => session.snapshot.view as GameView | null;

describe('a move sent as the connection stalls and drops', () => {
  it('is sent again once the page has reconnected, and played once', async () => {
    const session = await RoomSession.create({ name: 'Ada', playerCount: 2, private: true });
    const code = await session.inviteCode();
    const guest: TestClient = track(await new Client(`ws://127.0.0.1:${new URL(ts.httpUrl).port}`).joinById(session.snapshot.roomId, { name: 'Bo', code }));
    await waitFor(() => session.snapshot.room?.seats.filter((s) => s.occupied).length === 2, 'the guest seated');
    session.start();
    await waitFor(() => viewOf(session) !== null, 'the game to start', 10_000);
    const roomId = session.snapshot.roomId;
    const seat = session.snapshot.seat!;
    // The guest plays until the page's seat is the one the game waits for.
    for (let guard = 0; !pendingSeats(engineState(ts, roomId)).includes(seat); guard++) {
      if (guard > 200) throw new Error('the page never had a move to make');
      const state = engineState(ts, roomId);
      await waitFor(() => actionCount(guest) === state.actionCount, "the guest's view");
      guest.send(legalActions(guest.view(), guest.seat!)[0]);
      await waitFor(() => engineState(ts, roomId).actionCount > state.actionCount, "the guest's move");
    }
    await waitFor(() => viewOf(session)?.actionCount === engineState(ts, roomId).actionCount, "the page's view");
    const before = engineState(ts, roomId).actionCount;

    relay.mode = 'blackhole';
    session.send(legalActions(viewOf(session)!, seat)[0]);
    expect(session.snapshot.inFlight).toBe(true);
    await sleep(300);
    expect(engineState(ts, roomId).actionCount).toBe(before); // it never arrived
    relay.reset(); // the stalled connection drops
    relay.mode = 'pass';

    await waitFor(() => engineState(ts, roomId).actionCount === before + 1, 'the move to be played after reconnecting', 15_000);
    await waitFor(() => session.snapshot.status === 'connected' && !session.snapshot.inFlight, 'the page to see it', 10_000);
    expect(viewOf(session)!.actionCount).toBe(before + 1);
    expect(session.snapshot.error).toBeNull();
    await sleep(300);
    expect(engineState(ts, roomId).actionCount).toBe(before + 1); // once
  }, 60_000);
});
