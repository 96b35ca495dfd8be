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

interface PlayableCore<State> {
  game: State;
  adapter: { engine: { isOver(state: State): boolean; pendingSeats(state: State): number[]; defaultAction(state: State, seat: number): unknown } };
  steps: { commit(seat: number, input: unknown, auto: boolean): Promise<boolean> };
  serially(task: () => Promise<void>): Promise<void>;
}

/**
 * Plays the room's game on until round `round` starts (or the game ends), each pending seat taking
 * its documented default through the room's own action path (engine, store, patches, log), as a
 * server would for absent players: a browser test plays the first rounds and the last by hand and
 * lets the middle ones go by. The stored record stays whole, so replays and verification still hold.
 */
export async function fastForward<State>(
  roomId: string,
  round: number,
  roundOf: (state: State) => number = (s) => (s as { round: number }).round,
): Promise<void> {
  const core = roomCoreOf<State>(roomId) as unknown as PlayableCore<State>;
  const { engine } = core.adapter;
  let failure: Error | null = null;
  // In the room's queue, as its messages are: no player's move interleaves.
  await core.serially(async () => {
    while (!engine.isOver(core.game) && roundOf(core.game) < round) {
      const [seat] = engine.pendingSeats(core.game);
      if (seat === undefined) return void (failure = new Error('fastForward: nobody is waited for'));
      if (!(await core.steps.commit(seat, engine.defaultAction(core.game, seat), true)))
        return void (failure = new Error(`fastForward: seat ${seat}'s default was refused`));
    }
  });
  if (failure) throw failure;
}
