// The browser client's seat token (issue 8 §2): before the fix, any refused return (a locked or
// busy room, a rate limit) deleted the token, and the player lost the seat for good. Now only the
// server's word that the seat is gone (4404) forgets it. Runs the client's own RoomSession against
// the real server, with Map-backed stand-ins for the browser's storage and location.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomSession } from '../../client/src/net/roomSession.js';
import { loadSeat, saveSeat } from '../../client/src/net/storage.js';
import { bootServer, create, joinById, waitFor, type TestServer } from '../server/harness.js';
import { MemoryStorage } from './memoryStorage.js';

describe('the client keeps its seat token unless the seat is gone', () => {
  // One server for the file (the client keeps one colyseus.js Client for the page's life); the
  // 4404 test runs first because the other spends this address's join budget.
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ joinsPerMinute: 10 });
    Object.assign(globalThis, { location: new URL(ts.httpUrl), localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  });
  afterAll(async () => ts.shutdown());

  it('forgets the token the server refuses as not belonging to the room (4404), then joins afresh', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const roomId = host.room.roomId;
    saveSeat(roomId, { seat: 1, token: 'not-a-token-of-this-room' });
    const session = await RoomSession.join(roomId, { name: 'Fresh' });
    expect(loadSeat(roomId)?.token).not.toBe('not-a-token-of-this-room');
    await session.leave();
  });
  it('keeps the token when the return is refused for a passing reason (the join budget is spent)', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const roomId = host.room.roomId;
    const guest = await joinById(ts, roomId, { name: 'Guest' });
    await waitFor(() => guest.token !== null && host.json().status === 'playing', 'the game to start');
    saveSeat(roomId, { seat: guest.seat!, token: guest.token! });
    // Spend this address's join budget, as a flood of reservations from the same network would.
    for (;;) {
      const res = await fetch(`${ts.httpUrl}/matchmake/joinById/${roomId}`, { method: 'POST', body: JSON.stringify({ spectator: true }) });
      const body = (await res.json().catch(() => ({}))) as { sessionId?: string };
      if (res.status === 429) break;
      if (body.sessionId) await ts.sdk.consumeSeatReservation(body as never).then((r) => r.leave(true));
    }
    await expect(RoomSession.join(roomId, {})).rejects.toBeTruthy();
    expect(loadSeat(roomId)?.token).toBe(guest.token);
  });
});
