// Every hosted game survives a restart the same way: a game half played in a private room is kept
// by the store, the next server process restores it under the same id, the players come back to
// their seats with their seat tokens and see exactly their own views, and the game plays on.
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { ClientMessage, ServerMessage, type RoomStateJson, type SeatPayload } from '../../shared/protocol.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { GAMES_UNDER_TEST, type GameUnderTest } from './gamesUnderTest.js';
import { bootServer, waitFor, type TestServer } from './harness.js';

interface Client {
  room: Room;
  seat: number | null;
  token: string | null;
  json(): RoomStateJson;
}

function track(room: Room, known?: Client): Client {
  const c: Client = { room, seat: known?.seat ?? null, token: known?.token ?? null, json: () => room.state.toJSON() as RoomStateJson };
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => ((c.seat = m.seat), (c.token = m.token)));
  for (const type of [ServerMessage.events, ServerMessage.phase, ServerMessage.logPage, ServerMessage.chat, ServerMessage.error])
    room.onMessage(type, () => undefined);
  return c;
}

const count = (c: Client) => (c.json().game as { actionCount?: number } | undefined)?.actionCount ?? -1;
const stateOf = (ts: TestServer, roomId: string) => ts.room(roomId)['game'] as { actionCount: number };

async function play(ts: TestServer, game: GameUnderTest, roomId: string, players: Client[], actions: number): Promise<void> {
  for (let i = 0; i < actions; i++) {
    const state = stateOf(ts, roomId);
    await waitFor(() => players.every((p) => count(p) >= state.actionCount), 'clients to catch up');
    const seat = game.pendingSeats(state).find((s) => players.some((p) => p.seat === s));
    if (seat === undefined) return;
    const player = players.find((p) => p.seat === seat)!;
    player.room.send(ClientMessage.action, { action: game.choose(game.legalActions(game.view(player.json(), seat), seat)) });
    await waitFor(() => stateOf(ts, roomId).actionCount > state.actionCount, 'the action');
  }
}

describe('every hosted game survives a restart', () => {
  for (const game of GAMES_UNDER_TEST) {
    it(`${game.id}: restored under its id, players back with their tokens, exactly their own views, and it plays on`, async () => {
      const store = new MemoryGameStore();
      const first = await bootServer({ reconnectSeconds: 30, botDelayMs: 0 }, undefined, store);
      const host = track(await first.sdk.create(game.id, { name: 'Host', playerCount: 2, private: true }));
      await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the room');
      const guest = track(await first.sdk.joinById(host.room.roomId, { name: 'Guest', code: host.json().code! }));
      await waitFor(() => guest.token !== null && host.token !== null, 'seat tokens');
      host.room.send(ClientMessage.start, {});
      const roomId = host.room.roomId;
      await waitFor(() => count(host) >= 0 && count(guest) >= 0, 'the start');
      await play(first, game, roomId, [host, guest], 12);
      const before = stateOf(first, roomId);
      await first.shutdown();

      const second = await bootServer({ reconnectSeconds: 30, botDelayMs: 0 }, undefined, store);
      try {
        expect(second.room(roomId)['game']).toEqual(before);
        const back = [host, guest].map(async (p) => track(await second.sdk.joinById(roomId, { seatToken: p.token! }), p));
        const players = await Promise.all(back);
        await waitFor(() => players.every((p) => count(p) === before.actionCount), 'the restored state');
        for (const p of players) expect(game.view(p.json(), p.seat!)).toEqual(game.viewFor(before, p.seat!));
        await play(second, game, roomId, players, 6);
        expect(stateOf(second, roomId).actionCount).toBeGreaterThan(before.actionCount);
        await Promise.all(players.map((p) => p.room.leave()));
      } finally {
        await second.shutdown();
      }
    });
  }
});
