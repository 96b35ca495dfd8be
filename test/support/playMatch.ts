// A public match of any hosted game played to its end by real colyseus.js clients, each choosing
// from its own decoded view (the game's entry in test/server/gamesUnderTest.ts): for suites that
// need finished games in the history (test/server/matchHistory.test.ts, test/e2e/erHistory.test.ts).
// The server runs in this process: its room's engine state says whose move it is.
import type { Client, Room } from 'colyseus.js';
import { expect } from 'vitest';
import { ClientMessage, ServerMessage, type ErrorPayload, type RoomStateJson, type SeatPayload } from '../../shared/protocol.js';
import type { GameUnderTest } from '../server/gamesUnderTest.js';
import { localRoom, waitFor } from '../server/harness.js';

interface Player {
  room: Room;
  seat: number | null;
  errors: ErrorPayload[];
  json(): RoomStateJson;
}

function track(room: Room): Player {
  const p: Player = { room, seat: null, errors: [], json: () => room.state.toJSON() as RoomStateJson };
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => (p.seat = m.seat));
  room.onMessage(ServerMessage.error, (m: ErrorPayload) => p.errors.push(m));
  for (const type of [ServerMessage.events, ServerMessage.phase, ServerMessage.logPage, ServerMessage.chat]) room.onMessage(type, () => undefined);
  return p;
}

const engineState = (roomId: string): unknown => localRoom(roomId)['game'];

/** A public table of `names` (one name: a solo game), which starts once every seat is taken, played
 * to the end; resolves with its room id and the engine's final state once every client has left.
 * `sdk` may be one client per seat (players signed in with their own session cookies). */
export async function playPublicMatch(sdk: Client | Client[], game: GameUnderTest, names: string[]): Promise<{ roomId: string; state: unknown }> {
  const sdkOf = (i: number) => (Array.isArray(sdk) ? sdk[i]! : sdk);
  const host = track(await sdkOf(0).create(game.id, { name: names[0]!, playerCount: names.length }));
  const players = [host];
  for (const [i, name] of names.entries()) if (i > 0) players.push(track(await sdkOf(i).joinById(host.room.roomId, { name })));
  await waitFor(() => players.every((p) => p.seat !== null), 'seats');
  const roomId = host.room.roomId;
  await waitFor(() => engineState(roomId) !== null && engineState(roomId) !== undefined, 'the start');
  const count = () => (engineState(roomId) as { actionCount: number }).actionCount;
  for (let i = 0; i < 5_000 && !game.isOver(engineState(roomId)); i++) {
    const before = count();
    const seat = game.pendingSeats(engineState(roomId))[0]!;
    const player = players.find((p) => p.seat === seat)!;
    await waitFor(() => game.actionCount(player.json()) >= before, 'the player to see the state');
    const json = player.json();
    const legal = game.legalActions(game.view(json, seat), seat);
    expect(legal.length).toBeGreaterThan(0);
    player.room.send(ClientMessage.action, { action: game.choose(legal), version: json.seats[seat]!.version });
    await waitFor(() => count() > before || player.errors.length > 0, 'the action');
    expect(player.errors).toEqual([]);
  }
  const state = engineState(roomId);
  expect(game.isOver(state)).toBe(true);
  await Promise.all(players.map((p) => p.room.leave()));
  return { roomId, state };
}
