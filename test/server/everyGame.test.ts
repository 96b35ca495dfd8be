// One suite for every game the server hosts (server/games.ts): the platform's promises — quick match,
// private rooms joined by code, spectators, hidden information, reconnection, rejections — checked
// the same way for each, through the clients' own decoded views (each game's viewFromSync) against
// the engine's viewFor at every step of a whole game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import type { GameInfo } from '../../shared/games/registry.js';
import { ClientMessage, ServerMessage, type ErrorPayload, type RoomStateJson, type SeatPayload } from '../../shared/protocol.js';
import { SERVER_GAMES } from '../../server/games.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { bootServer, waitFor, type TestServer } from './harness.js';

interface Client {
  room: Room;
  seat: number | null;
  token: string | null;
  errors: ErrorPayload[];
  json(): RoomStateJson;
}

function track(room: Room): Client {
  const c: Client = { room, seat: null, token: null, errors: [], json: () => room.state.toJSON() as RoomStateJson };
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => ((c.seat = m.seat), (c.token = m.token)));
  room.onMessage(ServerMessage.error, (m: ErrorPayload) => c.errors.push(m));
  for (const type of [ServerMessage.events, ServerMessage.phase, ServerMessage.logPage, ServerMessage.chat]) room.onMessage(type, () => undefined);
  return c;
}

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

it('every hosted game is in this suite and in GET /api/games', async () => {
  const listed = ((await ts.get('/api/games')).body as GameInfo[]).map((g) => g.id);
  expect(listed).toEqual(SERVER_GAMES.map((g) => g.info.id));
  expect(GAMES_UNDER_TEST.map((g) => g.id)).toEqual(listed);
});

for (const game of GAMES_UNDER_TEST) {
  describe(`${game.id} on the platform`, () => {
    const engineState = (roomId: string): unknown => ts.room(roomId)['game'];

    /** Waits until every client holds the server's state, then checks each one's view is exactly
     * the engine's view for its seat (secrets included for it, none of anyone else's). */
    async function checkViews(roomId: string, players: Client[], spectators: Client[]): Promise<unknown> {
      const state = engineState(roomId);
      const count = (state as { actionCount: number }).actionCount;
      await waitFor(() => [...players, ...spectators].every((c) => game.actionCount(c.json()) >= count), 'clients to catch up');
      for (const p of players) expect(game.view(p.json(), p.seat!)).toEqual(game.viewFor(state, p.seat!));
      for (const s of spectators) expect(game.view(s.json(), 'spectator')).toEqual(game.viewFor(state, 'spectator'));
      return state;
    }

    /** One action by the seat the game waits for, chosen from its own decoded view. */
    async function step(roomId: string, players: Client[]): Promise<void> {
      const state = engineState(roomId);
      const count = (state as { actionCount: number }).actionCount;
      const seat = game.pendingSeats(state).find((s) => players.some((p) => p.seat === s))!;
      const player = players.find((p) => p.seat === seat)!;
      await waitFor(() => game.actionCount(player.json()) >= count, 'the player to see the state');
      const errors = player.errors.length;
      player.room.send(ClientMessage.action, { action: game.choose(game.legalActions(game.view(player.json(), seat), seat)) });
      await waitFor(() => (engineState(roomId) as { actionCount: number }).actionCount > count || player.errors.length > errors, 'the action');
      expect(player.errors.slice(errors)).toEqual([]);
    }

    async function privateTable(): Promise<{ roomId: string; code: string; players: Client[] }> {
      const host = track(await ts.sdk.create(game.id, { name: 'Host', playerCount: game.players, private: true }));
      await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the invite code');
      const code = host.json().code!;
      const players = [host];
      for (let i = 1; i < game.players; i++) players.push(track(await ts.sdk.joinById(host.room.roomId, { name: `Guest ${i}`, code })));
      await waitFor(() => players.every((p) => p.seat !== null), 'seats');
      return { roomId: host.room.roomId, code, players };
    }

    it('quick match puts players of the same settings in one room, listed under the game', async () => {
      const first = track(await ts.sdk.joinOrCreate(game.id, { name: 'Q1', playerCount: 2 }));
      const second = track(await ts.sdk.joinOrCreate(game.id, { name: 'Q2', playerCount: 2 }));
      expect(second.room.roomId).toBe(first.room.roomId);
      await waitFor(() => first.json().status === 'playing', 'the start');
      const listed = (await ts.get('/api/rooms')).body as { roomId: string; name: string }[];
      expect(listed.find((r) => r.roomId === first.room.roomId)?.name).toBe(game.id);
      await Promise.all([first, second].map((c) => c.room.leave()));
    });

    it('a private room: joined by code only, watched, played to the end with every view exactly its own', async () => {
      const { roomId, code, players } = await privateTable();
      await expect(ts.sdk.joinById(roomId, { name: 'Stranger' })).rejects.toThrow();
      const watcher = track(await ts.sdk.joinById(roomId, { spectator: true, code }));
      players[0]!.room.send(ClientMessage.start, {});
      await waitFor(() => players[0]!.json().status === 'playing' && game.actionCount(watcher.json()) >= 0, 'the start');
      for (let i = 0; i < 3_000; i++) {
        const state = await checkViews(roomId, players, [watcher]);
        if (game.isOver(state)) break;
        await step(roomId, players);
      }
      expect(game.isOver(engineState(roomId))).toBe(true);
      await waitFor(() => watcher.json().status === 'finished', 'finished');
      await Promise.all([...players, watcher].map((c) => c.room.leave()));
    });

    it('a dropped player reconnects to its seat and its own view, and the game goes on', async () => {
      const { roomId, players } = await privateTable();
      players[0]!.room.send(ClientMessage.start, {});
      await waitFor(() => players[0]!.json().status === 'playing' && players.every((p) => game.actionCount(p.json()) >= 0), 'the start');
      for (let i = 0; i < 5; i++) await step(roomId, players);
      const gone = players[1]!;
      gone.room.leave(false);
      await waitFor(() => players[0]!.json().seats[gone.seat!]!.connected === false, 'seen as disconnected');
      const back = track(await ts.sdk.reconnect(gone.room.reconnectionToken));
      await waitFor(() => back.seat === gone.seat && players[0]!.json().seats[gone.seat!]!.connected, 'reconnected');
      const table = players.map((p) => (p === gone ? back : p));
      await checkViews(roomId, table, []);
      for (let i = 0; i < 5 && !game.isOver(engineState(roomId)); i++) {
        await step(roomId, table);
        await checkViews(roomId, table, []);
      }
      await Promise.all(table.map((c) => c.room.leave()));
    });

    it('a table filled with computer players of both levels plays to the end', async () => {
      const host = track(await ts.sdk.create(game.id, { name: 'Host', playerCount: 3, private: true }));
      await waitFor(() => host.seat !== null, 'the seat');
      host.room.send(ClientMessage.addBot, { level: 'strong' });
      host.room.send(ClientMessage.addBot, { level: 'random' });
      await waitFor(() => host.json().seats.filter((seat) => seat.occupied).length === 3, 'the bots');
      expect(host.json().seats.map((seat) => seat.bot)).toEqual(['', 'strong', 'random']);
      host.room.send(ClientMessage.start, {});
      await waitFor(() => game.actionCount(host.json()) >= 0, 'the start');
      const roomId = host.room.roomId;
      for (let i = 0; i < 3_000 && !game.isOver(engineState(roomId)); i++) {
        const state = engineState(roomId);
        if (game.pendingSeats(state).includes(host.seat!)) await step(roomId, [host]);
        else await waitFor(() => engineState(roomId) !== state, 'a bot to move', 10_000);
      }
      expect(game.isOver(engineState(roomId))).toBe(true);
      expect(host.errors).toEqual([]);
      await host.room.leave();
    });

    it('refuses garbage and moves out of turn with a code, changing nothing', async () => {
      const { roomId, players } = await privateTable();
      players[0]!.room.send(ClientMessage.start, {});
      await waitFor(() => players[0]!.json().status === 'playing' && players.every((p) => game.actionCount(p.json()) >= 0), 'the start');
      const before = JSON.stringify(engineState(roomId));
      const someone = players[0]!;
      for (const garbage of [{ type: 'nonsense' }, 42, { type: 'admit', bed: 'x' }, { type: 'placeWorker', worker: { deep: [1] } }]) {
        const errors = someone.errors.length;
        someone.room.send(ClientMessage.action, { action: garbage });
        await waitFor(() => someone.errors.length > errors, 'the refusal');
        expect(someone.errors.at(-1)!.code).toMatch(/^[a-z_]+$/);
      }
      const state = engineState(roomId);
      const idle = players.find((p) => !game.pendingSeats(state).includes(p.seat!));
      if (idle) {
        const errors = idle.errors.length;
        const legalForOther = game.legalActions(game.viewFor(state, game.pendingSeats(state)[0]!), game.pendingSeats(state)[0]!)[0];
        idle.room.send(ClientMessage.action, { action: legalForOther });
        await waitFor(() => idle.errors.length > errors, 'the refusal');
        expect(idle.errors.at(-1)!.code).toBe('not_your_turn');
      }
      expect(JSON.stringify(engineState(roomId))).toBe(before);
      await Promise.all(players.map((c) => c.room.leave()));
    });
  });
}
