// The only place that reaches into Colyseus 0.16 internals. Each hook is pinned by
// test/server/colyseusCompat.test.ts, so that an upgrade that changes them fails loudly there
// instead of silently reopening a hole:
// - `_onMessage`: every frame is screened (size, rate) before Colyseus decodes it;
// - `_reserveSeat`: a last check when the seat is reserved (after static onAuth), for races;
// - `reservedSeats`: which reservations are still unclaimed, and with what options and auth data;
// - `RegisteredHandler.getFilterOptions` and a listing field: quick match pools rooms by a key the
//   server computes (the listing field is saved with the listing, so the Redis driver shares it).
import { Room, type Client, type RegisteredHandler } from '@colyseus/core';

/** The listing field quick match filters on. */
const POOL_FIELD = 'matchKey';

/** Quick match joins only rooms whose pool key (computed from the join options) is the same. */
export function poolRoomsBy(handler: RegisteredHandler, keyOf: (clientOptions: Record<string, unknown>) => string): void {
  handler.getFilterOptions = (clientOptions: Record<string, unknown>) => ({ [POOL_FIELD]: keyOf(clientOptions) });
}

/** Puts a room into the pool of `key` (or out of every pool), saving its listing when it changed. */
export function setPoolKey(room: Room, key: string): void {
  const listing = room.listing as unknown as Record<string, unknown>;
  if (listing[POOL_FIELD] === key) return;
  listing[POOL_FIELD] = key;
  // Not yet listed (still in onCreate): Colyseus saves the listing itself once onCreate is done,
  // and the Redis driver refuses (and logs) a save without the room id it gets then.
  if (!listing.roomId) return;
  void Promise.resolve(room.listing.save?.()).catch(() => undefined);
}

const ROOM_DATA = 13;
const ROOM_DATA_BYTES = 17;

/** An unclaimed seat reservation: the join options and what static onAuth returned for it. */
export interface PendingReservation {
  options: unknown;
  auth: unknown;
}

export abstract class GuardedRoom<State extends object, Metadata, UserData> extends Room<State, Metadata, UserData> {
  /** False drops the frame (the hook has answered the client itself). */
  protected abstract screenMessage(client: Client<UserData>, bytes: number): boolean;

  /** False refuses a new reservation; reconnections (allowReconnection) are never asked. */
  protected abstract acceptsReservation(options: unknown, auth: unknown): boolean;

  /** Called after a reservation was made, e.g. to take a full room out of the quick-match pool. */
  protected abstract reservationsChanged(): void;

  protected override _onMessage(client: Client<UserData> & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    const kind = buffer?.[0];
    if ((kind === ROOM_DATA || kind === ROOM_DATA_BYTES) && !this.screenMessage(client, buffer.byteLength)) return;
    super._onMessage(client, buffer);
  }

  protected override async _reserveSeat(
    sessionId: string,
    joinOptions: unknown = true,
    authData?: unknown,
    seconds?: number,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (!allowReconnection && !this.acceptsReservation(joinOptions, authData)) return false;
    const reserved = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    this.reservationsChanged();
    return reserved;
  }

  /** Reservations made and not yet claimed by a WebSocket (nor waiting for a reconnection). */
  protected pendingReservations(): PendingReservation[] {
    return Object.values(this.reservedSeats)
      .filter(([, , consumed, reconnecting]) => !consumed && !reconnecting)
      .map(([options, auth]) => ({ options, auth }));
  }
}
