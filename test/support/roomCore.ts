// Test access to a running room's state (server/rooms/roomCore.ts): the engine state it holds, put
// into place as a move would and projected into the synced state. GameRoom itself only reads it.
import { matchMaker } from '@colyseus/core';

interface CoreInternals<State> {
  game: State;
  project(): boolean;
}

/** The room's core: read or replace its game (then `sendState`). */
export function roomCoreOf<State>(roomId: string): CoreInternals<State> {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { parts: { core: CoreInternals<State> } }).parts.core;
}

/** Puts `state` into the running room and sends it to every client. */
export function putState<State>(roomId: string, state: State): void {
  const core = roomCoreOf<State>(roomId);
  core.game = state;
  core.project();
  (matchMaker.getLocalRoomById(roomId) as unknown as { broadcastPatch(): void }).broadcastPatch();
}

interface SeatInternals {
  seats: { at(seat: number): { handedOver: boolean } | null };
  syncSeats(): void;
}

/** A bot keeps `seat` (as after its player's third time-out in a row) until the player says `back`. */
export function handOverToBot(roomId: string, seat: number): void {
  const core = roomCoreOf(roomId) as unknown as SeatInternals;
  core.seats.at(seat)!.handedOver = true;
  core.syncSeats();
  (matchMaker.getLocalRoomById(roomId) as unknown as { broadcastPatch(): void }).broadcastPatch();
}
