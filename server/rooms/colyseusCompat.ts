// The only place that reaches into Colyseus 0.16 internals. Each hook is pinned by
// test/server/colyseusCompat.test.ts, so that an upgrade that changes them fails loudly there
// instead of silently reopening a hole:
// - `_onMessage`: every frame is screened (size, rate) before Colyseus decodes it;
// - `_reserveSeat`: a last check when the seat is reserved (after static onAuth), for races;
// - `reservedSeats`: which reservations are still unclaimed, and with what options and auth data;
// - `RegisteredHandler.getFilterOptions` and a listing field: quick match pools rooms by a key the
//   server computes (the listing field is saved with the listing, so the Redis driver shares it);
// - a room's `listing.save()` again after another process's health check removed it (keepListed);
// - a connection's ws socket (`client.ref._socket`), corked so that an action's messages leave in
//   one write (inOneWrite).
import { Room, matchMaker, type Client, type RegisteredHandler } from '@colyseus/core';

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

/**
 * Keeps this process's rooms listed (several processes only). When a process misses one health
 * check (a pause of a couple of seconds is enough), another process's Colyseus deletes every
 * listing of it from the driver, and nothing puts them back (colyseus/colyseus#968): its rooms go
 * on but nobody can find them, and here the orphan sweep would take them for a dead process's
 * games and restore twins. Every `everyMs`, each room of this process whose listing is gone is
 * saved again; a sweep needs two looks `everyMs × 2` apart before it restores anything.
 */
export function keepListed(handler: RegisteredHandler, everyMs: number, onRelisted: (roomId: string) => void): () => void {
  const rooms = new Set<Room>();
  const add = (room: Room) => rooms.add(room);
  const remove = (room: Room) => rooms.delete(room);
  handler.on('create', add);
  handler.on('dispose', remove);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const room of rooms) {
        if (!room.listing.roomId || (await matchMaker.getRoomById(room.roomId))) continue;
        if (!rooms.has(room)) continue; // disposed meanwhile: its listing stays removed
        await room.listing.save();
        onRelisted(room.roomId);
      }
    } catch {
      // Redis unreachable: next time.
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    handler.off('create', add);
    handler.off('dispose', remove);
  };
}

/** A connection's socket under the ws transport (Colyseus' WebSocketClient keeps the ws in `ref`). */
type Corkable = { cork(): void; uncork(): void };
export const socketOf = (client: Client): Corkable | undefined => (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;

/**
 * Runs `send` with every connection's socket corked: what it sends to a connection (an action's
 * patch, events and phase) leaves in one write, one system call per connection instead of one per
 * message. The bytes and their order are the same; without the socket it simply sends.
 */
export function inOneWrite(clients: Iterable<Client>, send: () => void): void {
  const sockets: Corkable[] = [];
  for (const client of clients) {
    const socket = socketOf(client);
    if (socket) sockets.push(socket);
  }
  for (const socket of sockets) socket.cork();
  try {
    send();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}
