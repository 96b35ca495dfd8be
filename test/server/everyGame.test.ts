// One suite for every game the server hosts (server/games.ts): the platform's promises — the lobby
// and quick match, private rooms joined by code, spectators, hidden information, reconnection,
// rejections — checked the same way for each, through the clients' own decoded views (each game's
// viewFromSync) against the engine's viewFor at every step of a whole game.
// The server is ours, booted by @colyseus/testing (testingServer.ts): its sdk and http clients,
// createRoom/connectTo for rooms the server opens, waitForNextPatch on the server room, and the
// client room's waitForMessage. Its client-side waitForNextPatch never resolves with our colyseus.js
// (harness.ts says why): clients are polled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import type { GameInfo } from '../../shared/games/registry.js';
import { ClientMessage, ErrorCode, JoinErrorCode, ServerMessage, type ErrorPayload, type RoomStateJson, type SeatPayload } from '../../shared/protocol.js';
import { SERVER_GAMES } from '../../server/games.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { waitFor } from './harness.js';
import { afterPatches, bootTesting, type TestingServer } from './testingServer.js';

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

interface RoomSummary {
  roomId: string;
  name: string;
  status: string;
  players: string[];
  seatsFree: number;
}

let ts: TestingServer;
beforeAll(async () => {
  ts = await bootTesting({ botDelayMs: 0 });
});
afterAll(async () => {
  await ts.shutdown();
});

const publicRooms = async (): Promise<RoomSummary[]> => (await ts.colyseus.http.get('/api/rooms')).data as RoomSummary[];

it('every hosted game is in this suite and in GET /api/games, answered by our own HTTP stack', async () => {
  const res = await ts.colyseus.http.get('/api/games');
  // Our request guard's headers, not the bare express app @colyseus/tools would have made.
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cache-control']).toBe('no-store');
  await expect(ts.colyseus.http.get('/__healthcheck')).rejects.toMatchObject({ statusCode: 404 });
  const listed = (res.data as GameInfo[]).map((g) => g.id);
  expect(listed).toEqual(SERVER_GAMES.map((g) => g.info.id));
  expect(GAMES_UNDER_TEST.map((g) => g.id)).toEqual(listed);
});

for (const game of GAMES_UNDER_TEST) {
  describe(`${game.id} on the platform`, () => {
    const engineState = (roomId: string): unknown => ts.room(roomId)['game'];
    const actionCount = (roomId: string): number => (engineState(roomId) as { actionCount: number }).actionCount;

    /** Waits until every client holds the server's state, then checks each one's view is exactly
     * the engine's view for its seat (secrets included for it, none of anyone else's). */
    async function checkViews(roomId: string, players: Client[], spectators: Client[]): Promise<unknown> {
      const state = engineState(roomId);
      const count = actionCount(roomId);
      await waitFor(() => [...players, ...spectators].every((c) => game.actionCount(c.json()) >= count), 'clients to catch up');
      for (const p of players) expect(game.view(p.json(), p.seat!)).toEqual(game.viewFor(state, p.seat!));
      for (const s of spectators) expect(game.view(s.json(), 'spectator')).toEqual(game.viewFor(state, 'spectator'));
      return state;
    }

    /**
     * One action by the seat the game waits for, chosen from its own decoded view and sent with the
     * seat version it saw, as the browser does. With bots at the table, a bot may move between the
     * look and the action: the server then answers stale_view (or the player finds nothing to do),
     * and the caller's loop looks again.
     */
    async function step(roomId: string, players: Client[], botsAtTable = false): Promise<void> {
      const count = actionCount(roomId);
      const seat = game.pendingSeats(engineState(roomId)).find((s) => players.some((p) => p.seat === s))!;
      const player = players.find((p) => p.seat === seat)!;
      await waitFor(() => game.actionCount(player.json()) >= count, 'the player to see the state');
      const errors = player.errors.length;
      const json = player.json();
      const legal = game.legalActions(game.view(json, seat), seat);
      if (botsAtTable && legal.length === 0) return; // a bot moved first: what the player sees no longer waits for it
      expect(legal.length).toBeGreaterThan(0);
      player.room.send(ClientMessage.action, { action: game.choose(legal), version: json.seats[seat]!.version });
      await afterPatches(ts.room(roomId), () => actionCount(roomId) > count || player.errors.length > errors, 'the action');
      // With bots at the table the game may have moved on (or ended) before the move arrived.
      const movedOn: string[] = [ErrorCode.staleView, ErrorCode.gameOver];
      const refused = player.errors.slice(errors).filter((e) => !(botsAtTable && movedOn.includes(e.code)));
      expect(refused).toEqual([]);
    }

    /** A private room the server opens (createRoom): its first player is its creator, the others come with the code. */
    async function privateTable(): Promise<{ roomId: string; code: string; players: Client[] }> {
      const room = await ts.colyseus.createRoom(game.id, { playerCount: game.players, private: true });
      const host = track(await ts.colyseus.connectTo(room, { name: 'Host' }));
      await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the invite code');
      const code = host.json().code!;
      const players = [host];
      for (let i = 1; i < game.players; i++) players.push(track(await ts.colyseus.connectTo(room, { name: `Guest ${i}`, code })));
      await waitFor(() => players.every((p) => p.seat !== null), 'seats');
      return { roomId: room.roomId, code, players };
    }

    async function started(roomId: string, clients: Client[]): Promise<void> {
      clients[0]!.room.send(ClientMessage.start, {});
      await waitFor(() => clients.every((c) => c.json().status === 'playing' && game.actionCount(c.json()) >= 0), 'the start');
      expect(engineState(roomId)).toBeTruthy();
    }

    it('quick match puts players of the same settings in one listed room, which starts when full', async () => {
      const first = track(await ts.colyseus.sdk.joinOrCreate(game.id, { name: 'Q1', playerCount: 2 }));
      const waiting = (await publicRooms()).find((r) => r.roomId === first.room.roomId);
      expect(waiting).toMatchObject({ name: game.id, status: 'lobby', players: ['Q1'], seatsFree: 1 });
      const elsewhere = track(await ts.colyseus.sdk.joinOrCreate(game.id, { name: 'Q3', playerCount: 3 }));
      expect(elsewhere.room.roomId).not.toBe(first.room.roomId);
      const second = track(await ts.colyseus.sdk.joinOrCreate(game.id, { name: 'Q2', playerCount: 2 }));
      expect(second.room.roomId).toBe(first.room.roomId);
      await waitFor(() => first.json().status === 'playing' && second.json().status === 'playing', 'the start');
      expect(elsewhere.json().status).toBe('lobby');
      expect(ts.room(first.room.roomId)['game']).toBeTruthy();
      await Promise.all([first, second, elsewhere].map((c) => c.room.leave()));
    });

    it('a private room: unlisted, found and joined by code only, watched, played to the end with every view exactly its own', async () => {
      const { roomId, code, players } = await privateTable();
      expect((await publicRooms()).some((r) => r.roomId === roomId)).toBe(false);
      // Codes are typed by people: lower case and spaces find the room too.
      const found = (await ts.colyseus.http.get(`/api/rooms/by-code/${encodeURIComponent(` ${code.toLowerCase()} `)}`)).data as RoomSummary;
      expect(found).toMatchObject({ roomId, name: game.id, status: 'lobby' });
      expect(found.players).toHaveLength(game.players);
      await expect(ts.colyseus.http.get('/api/rooms/by-code/ZZZZZZ')).rejects.toMatchObject({ statusCode: 404 });
      const serverRoom = ts.room(roomId);
      await expect(ts.colyseus.connectTo(serverRoom, { spectator: true })).rejects.toMatchObject({ code: JoinErrorCode.badInviteCode });
      const watcher = track(await ts.colyseus.connectTo(serverRoom, { spectator: true, code }));
      await started(roomId, [...players, watcher]);
      for (let i = 0; i < 3_000; i++) {
        const state = await checkViews(roomId, players, [watcher]);
        if (game.isOver(state)) break;
        await step(roomId, players);
      }
      expect(game.isOver(engineState(roomId))).toBe(true);
      await waitFor(() => [...players, watcher].every((c) => c.json().status === 'finished'), 'finished');
      await Promise.all([...players, watcher].map((c) => c.room.leave()));
    });

    it('a dropped player comes back to its seat and its own view, by reconnection or by seat token, and the game goes on', async () => {
      const { roomId, players } = await privateTable();
      await started(roomId, players);
      for (let i = 0; i < 5; i++) await step(roomId, players);
      const seatOf = (c: Client) => players[0]!.json().seats[c.seat!]!;

      // A network drop: colyseus.js reconnects with its reconnection token.
      const dropped = players[1]!;
      dropped.room.leave(false);
      await waitFor(() => seatOf(dropped).connected === false, 'seen as disconnected');
      const reconnected = track(await ts.colyseus.sdk.reconnect(dropped.room.reconnectionToken));
      await waitFor(() => reconnected.seat === dropped.seat && seatOf(dropped).connected, 'reconnected');
      let table = players.map((p) => (p === dropped ? reconnected : p));
      await checkViews(roomId, table, []);
      for (let i = 0; i < 3 && !game.isOver(engineState(roomId)); i++) await step(roomId, table);

      // A reload: the page joins again with the seat token it kept.
      const reloading = table[0]!;
      reloading.room.leave(false);
      await waitFor(() => table[1]!.json().seats[reloading.seat!]!.connected === false, 'seen as disconnected');
      const reloaded = track(await ts.colyseus.connectTo(ts.room(roomId), { seatToken: reloading.token }));
      await waitFor(() => reloaded.seat === reloading.seat && table[1]!.json().seats[reloading.seat!]!.connected, 'back by token');
      table = table.map((p) => (p === reloading ? reloaded : p));
      await checkViews(roomId, table, []);
      for (let i = 0; i < 5 && !game.isOver(engineState(roomId)); i++) {
        await step(roomId, table);
        await checkViews(roomId, table, []);
      }
      await Promise.all(table.map((c) => c.room.leave()));
    });

    it('a table filled with computer players of both levels plays to the end', async () => {
      const host = track(await ts.colyseus.sdk.create(game.id, { name: 'Host', playerCount: 3, private: true }));
      await waitFor(() => host.seat !== null, 'the seat');
      host.room.send(ClientMessage.addBot, { level: 'strong' });
      host.room.send(ClientMessage.addBot, { level: 'random' });
      await waitFor(() => host.json().seats.filter((seat) => seat.occupied).length === 3, 'the bots');
      expect(host.json().seats.map((seat) => seat.bot)).toEqual(['', 'strong', 'random']);
      const roomId = host.room.roomId;
      await started(roomId, [host]);
      for (let i = 0; i < 3_000 && !game.isOver(engineState(roomId)); i++) {
        const state = engineState(roomId);
        if (game.pendingSeats(state).includes(host.seat!)) await step(roomId, [host], true);
        else await afterPatches(ts.room(roomId), () => engineState(roomId) !== state, 'a bot to move');
      }
      expect(game.isOver(engineState(roomId))).toBe(true);
      expect(host.errors.filter((e) => e.code !== ErrorCode.staleView && e.code !== ErrorCode.gameOver)).toEqual([]);
      await host.room.leave();
    });

    describe('rejections: a clear error to the sender only, and nothing changes', () => {
      let roomId: string;
      let code: string;
      let players: Client[];
      let watcher: Client;

      beforeAll(async () => {
        ({ roomId, code, players } = await privateTable());
        watcher = track(await ts.colyseus.connectTo(ts.room(roomId), { spectator: true, code }));
        // Every client settled: a refusal must then leave each one's decoded state as it is.
        await waitFor(() => [...players, watcher].every((c) => c.json().spectators === 1), 'the watcher to be seen');
      });
      afterAll(async () => {
        await Promise.all([...players, watcher].map((c) => c.room.leave()));
      });

      /** Everything the room sent `client` before now has arrived: a log page asked now is answered
       * after any patch the room still owed (a connection keeps its order, and the room patches a
       * change in the same turn of its event loop). */
      async function roundTrip(client: Client): Promise<void> {
        const page = client.room.waitForMessage(ServerMessage.logPage);
        client.room.send(ClientMessage.log, {});
        await page;
      }

      /** Sends; the sender gets `error` with this code, and after the next patch nobody else heard of
       * it, the engine state and the sender's decoded state are unchanged, its connection still open. */
      async function expectRefused(sender: Client, send: () => void, code: string): Promise<void> {
        const others = [...players, watcher].filter((c) => c !== sender);
        const engineBefore = JSON.stringify(engineState(roomId) ?? null);
        const seenBefore = JSON.stringify(sender.json());
        const othersErrors = others.map((o) => o.errors.length);
        const refusal = sender.room.waitForMessage(ServerMessage.error) as Promise<ErrorPayload>;
        send();
        expect(await refusal).toMatchObject({ code, message: expect.any(String) });
        await Promise.all([sender, ...others].map(roundTrip));
        expect(others.map((o) => o.errors.length)).toEqual(othersErrors);
        expect(JSON.stringify(engineState(roomId) ?? null)).toBe(engineBefore);
        expect(JSON.stringify(sender.json())).toBe(seenBefore);
        expect(sender.room.connection.isOpen).toBe(true);
      }

      it('joins: no code, a wrong code, a made-up seat token, a full table, bad create options', async () => {
        const serverRoom = ts.room(roomId);
        await expect(ts.colyseus.connectTo(serverRoom, { name: 'Stranger' })).rejects.toMatchObject({ code: JoinErrorCode.badInviteCode });
        const wrong = code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
        await expect(ts.colyseus.connectTo(serverRoom, { name: 'Stranger', code: wrong })).rejects.toMatchObject({ code: JoinErrorCode.badInviteCode });
        await expect(ts.colyseus.connectTo(serverRoom, { seatToken: 'made-up' })).rejects.toMatchObject({ code: JoinErrorCode.badSeatToken });
        await expect(ts.colyseus.connectTo(serverRoom, { name: 'One too many', code })).rejects.toMatchObject({ code: JoinErrorCode.seatsFull });
        await expect(ts.colyseus.sdk.create(game.id, { name: 'Crowd', playerCount: 99 })).rejects.toMatchObject({ code: JoinErrorCode.badOptions });
        await expect(ts.colyseus.sdk.create(game.id, { name: 'Odd', playerCount: 2, options: { noSuchOption: true } })).rejects.toMatchObject({
          code: JoinErrorCode.badOptions,
        });
        expect(serverRoom.clients.length).toBe(game.players + 1);
      });

      it('before the start: actions, a start by a guest or a spectator', async () => {
        const [host, guest] = players as [Client, Client];
        // No game yet: refused before any engine sees the action.
        await expectRefused(guest, () => guest.room.send(ClientMessage.action, { action: { type: 'pass' } }), ErrorCode.notStarted);
        await expectRefused(guest, () => guest.room.send(ClientMessage.start, {}), ErrorCode.notHost);
        await expectRefused(watcher, () => watcher.room.send(ClientMessage.start, {}), ErrorCode.spectator);
        await expectRefused(host, () => host.room.send(ClientMessage.start, { now: true }), ErrorCode.badMessage);
      });

      it('in play: garbage, bad envelopes, unknown types, oversize messages, a stale view, wrong seats, out of turn, spectators', async () => {
        await started(roomId, [...players, watcher]);
        await expectRefused(players[0]!, () => players[0]!.room.send(ClientMessage.start, {}), ErrorCode.alreadyStarted);
        await expect(ts.colyseus.connectTo(ts.room(roomId), { name: 'Late', code })).rejects.toMatchObject({ code: JoinErrorCode.alreadyStarted });
        // Play on until some seat is not waited for (some decisions are everyone's at once).
        for (let i = 0; i < 200 && players.every((p) => game.pendingSeats(engineState(roomId)).includes(p.seat!)); i++) await step(roomId, players);
        await checkViews(roomId, players, [watcher]);
        const state = engineState(roomId);
        const actor = players.find((p) => game.pendingSeats(state).includes(p.seat!))!;
        const idle = players.find((p) => !game.pendingSeats(state).includes(p.seat!))!;
        expect(idle).toBeDefined();
        const legal = game.legalActions(game.viewFor(state, actor.seat!), actor.seat!)[0];

        for (const garbage of [null, 42, 'pass', { type: 'nonsense' }, { type: 'x'.repeat(300) }, { deep: { deeper: [[[1]]] } }]) {
          await expectRefused(actor, () => actor.room.send(ClientMessage.action, { action: garbage }), 'invalid_action');
        }
        for (const envelope of [null, 'hello', [], {}, { action: legal, seat: 'zero' }, { action: legal, extra: 1 }]) {
          await expectRefused(actor, () => actor.room.send(ClientMessage.action, envelope), ErrorCode.badMessage);
        }
        await expectRefused(actor, () => actor.room.send('teleport', { to: 'ward' }), ErrorCode.badMessage);
        await expectRefused(actor, () => actor.room.send(ClientMessage.action, { action: legal, pad: 'x'.repeat(5_000) }), ErrorCode.messageTooLarge);
        await expectRefused(actor, () => actor.room.send(ClientMessage.action, { action: legal, version: 1_000_000 }), ErrorCode.staleView);
        await expectRefused(idle, () => idle.room.send(ClientMessage.action, { action: legal, seat: actor.seat }), ErrorCode.wrongSeat);
        await expectRefused(idle, () => idle.room.send(ClientMessage.action, { action: legal }), ErrorCode.notYourTurn);
        await expectRefused(watcher, () => watcher.room.send(ClientMessage.action, { action: legal }), ErrorCode.spectator);
        // Still the same game, and the refused seats can still play.
        await step(roomId, players);
        await checkViews(roomId, players, [watcher]);
      });
    });
  });
}
