// The browser client's own RoomSession across a server restart: the real server runs as a child
// process and is stopped with SIGTERM (the client is told it restarts: 4102) or killed with SIGKILL,
// then started again on the same port and data. With no click, the client shows "the server is
// restarting", comes back to its seat with its seat token, and plays on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomSession, type RoomSnapshot } from '../../client/src/net/roomSession.js';
import { loadSeat } from '../../client/src/net/storage.js';
import { legalActions, pendingSeats, type GameView } from '../../shared/games/dice-hospital/index.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';
import { actionCount, track, waitFor, type TestClient } from '../server/harness.js';
import { MemoryStorage } from './memoryStorage.js';

let port: number;
let dir: string;
let server: ServerProcess;
const env = () => ({ DATA_DIR: dir, RECONNECT_SECONDS: '60' });

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), 'dh-client-restart-'));
  server = await ServerProcess.start(port, env());
  Object.assign(globalThis, { location: new URL(server.url), localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A 2-player game: the page's RoomSession at seat 0, a plain client at seat 1. */
async function table(): Promise<{ session: RoomSession; guest: TestClient; seen: RoomSnapshot[] }> {
  const session = await RoomSession.create({ name: 'Ada', playerCount: 2, private: true });
  const seen: RoomSnapshot[] = [];
  session.subscribe((snap) => seen.push(snap));
  const code = await session.inviteCode();
  const guest = track(await new Client(`ws://127.0.0.1:${port}`).joinById(session.snapshot.roomId, { name: 'Bo', code }));
  await waitFor(() => session.snapshot.room?.seats.filter((s) => s.occupied).length === 2, 'the guest seated');
  session.start();
  await waitFor(() => session.snapshot.view !== null, 'the game to start', 10_000);
  return { session, guest, seen };
}

/** The seat to move plays its first legal action through the page (or the guest). */
/** The page's Dice Hospital view. */
const viewOf = (session: RoomSession): GameView | null => session.snapshot.view as GameView | null;

async function playOne(session: RoomSession, guest: TestClient): Promise<void> {
  const view = viewOf(session)!;
  const before = view.actionCount;
  const seat = pendingSeats(view)[0]!;
  if (seat === session.snapshot.seat) session.send(legalActions(view, seat)[0]!);
  else {
    await waitFor(() => actionCount(guest) === before, "the guest's view", 10_000);
    guest.send(legalActions(guest.view(), seat)[0]);
  }
  await waitFor(() => (viewOf(session)?.actionCount ?? 0) > before, 'the move', 10_000);
}

describe('the client across a server restart', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'comes back to its seat by itself after %s',
    async (signal) => {
      const { session, guest, seen } = await table();
      const roomId = session.snapshot.roomId;
      for (let i = 0; i < 4; i++) await playOne(session, guest);
      const count = viewOf(session)!.actionCount;
      const token = loadSeat(roomId)!.token;

      await server.kill(signal);
      await waitFor(() => session.snapshot.status === 'reconnecting', 'reconnecting', 10_000);
      // Told why after SIGTERM; a crash looks like any dropped connection.
      expect(session.snapshot.reconnectReason).toBe(signal === 'SIGTERM' ? 'restarting' : null);
      expect(seen.some((s) => s.status === 'lost')).toBe(false);

      server = await ServerProcess.start(port, env());
      await waitFor(() => session.snapshot.status === 'connected', 'back in the room', 30_000);
      expect(session.snapshot).toMatchObject({ roomId, seat: 0, spectator: false, reconnectReason: null });
      expect(viewOf(session)!.actionCount).toBe(count);
      expect(loadSeat(roomId)!.token).toBe(token);
      expect(seen.some((s) => s.status === 'lost')).toBe(false);

      // The guest comes back too, and the game goes on from where it was.
      const back = track(await new Client(`ws://127.0.0.1:${port}`).joinById(roomId, { seatToken: guest.token! }));
      back.seat = guest.seat;
      await playOne(session, back);
      await session.leave();
      await back.room.leave(true);
    },
    90_000,
  );
});
