// The only place that reaches into Colyseus 0.16 internals. Each hook is pinned by
// test/server/colyseusCompat.test.ts, so that an upgrade that changes them fails loudly there
// instead of silently reopening a hole:
// - `_onMessage`: every frame, whatever its type, is screened (size, rate) before Colyseus decodes it;
// - `_reserveSeat`: a last check when the seat is reserved (after static onAuth), for races;
// - `reservedSeats`: which reservations are still unclaimed, and with what options and auth data;
// - `RegisteredHandler.getFilterOptions` and a listing field: quick match pools rooms by a key the
//   server computes (the listing field is saved with the listing, so the Redis driver shares it);
// - a room's `listing.save()` again after another process's health check removed it (keepListed);
// - a connection's ws socket (`client.ref._socket`), corked so that an action's messages leave in
//   one write (inOneWrite);
// - the schema serializer's buffers (`fullEncodeBuffer`, `needFullEncode`, `handshakeCache`, the
//   encoder's `sharedBuffer`): every room encodes into one buffer of the process (SharedBufferSerializer);
// - the state encoder's change queue (`_serializer.encoder.root.enqueueChangeTree`), which tells a
//   room its state changed so it can patch then instead of polling (onStateChanged);
// - each changed object's change sets (`indexedOperations`, `changes`, `filteredChanges`), which the
//   encoder empties after a patch instead of replacing (SharedBufferEncoder.discardChanges).
//
// Where Colyseus 0.16 documents a way, it is used: `patchRate = 0` with `broadcastPatch()` sends
// patches (patching.ts), `setPrivate`, `setMetadata` and `allowReconnection` as documented. Two
// documented ways do not fit, and the hooks above stand in for them:
// - `filterBy([...])` pools rooms by the raw options each client sends, compared with the raw options
//   the room was created with. A pool must be keyed by the options as the game reads them (defaults
//   applied, unknown keys refused), or `{}` and `{events: false}` would wait in different pools and a
//   client could open a pool of its own with a junk field: the key is computed by the server.
// - `lock()` takes a room out of matchmaking, but a locked room also refuses `joinById`, which is
//   how invite codes, spectators and seat tokens come in: a room leaves the pool by its key instead.
import { Protocol, Room, SchemaSerializer, matchMaker, type Client, type RegisteredHandler } from '@colyseus/core';
import { Encoder, type Iterator, type Schema, type StateView } from '@colyseus/schema';

/** The listing field quick match filters on. */
const POOL_FIELD = 'matchKey';

/** Quick match joins only rooms whose pool key (computed from the join options) is the same, and
 * only the room named, when one is (a match by skill chose it). */
export function poolRoomsBy(handler: RegisteredHandler, filterOf: (clientOptions: Record<string, unknown>) => { key: string; roomId?: string }): void {
  handler.getFilterOptions = (clientOptions: Record<string, unknown>) => {
    const { key, roomId } = filterOf(clientOptions);
    return roomId === undefined ? { [POOL_FIELD]: key } : { [POOL_FIELD]: key, roomId };
  };
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

/** The frame types a client sends that Colyseus acts on: JOIN_ROOM (its acknowledgement), LEAVE_ROOM, ROOM_DATA, ROOM_DATA_BYTES. */
const CLIENT_FRAMES = new Set([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM, Protocol.ROOM_DATA, Protocol.ROOM_DATA_BYTES]);

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

  /** Every frame costs budget, whatever its type byte: a flood of frames Colyseus would ignore
   * (types 0, 14, 99…) still cost the process their reading, and went unlimited. */
  protected override _onMessage(client: Client<UserData> & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    if (!this.screenMessage(client, buffer?.byteLength ?? 0)) return;
    if (!CLIENT_FRAMES.has(buffer[0]!)) return; // nothing Colyseus acts on
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

// ---- one encoding buffer per process ---------------------------------------------------------------

/**
 * Size of the buffer every room's state is encoded into. A full state larger than schema's 8 KB
 * default is re-encoded into a bigger buffer, but the per-client StateView encoding (encodeAllView)
 * still reads the original one, so a late joiner would silently get a truncated state and desync for
 * good. A 4-player Dice Hospital state is about 4 KB (test/server/sync.test.ts); 64 KB leaves a wide margin.
 */
export const ENCODER_BUFFER_SIZE = 64 * 1024;

/** The one encoding buffer of the process: all encoding is synchronous, so rooms take turns. */
const scratch = Buffer.allocUnsafeSlow(ENCODER_BUFFER_SIZE);

class SharedBufferEncoder<T extends Schema> extends Encoder<T> {
  constructor(state: T) {
    super(state);
    this.sharedBuffer = scratch;
  }

  override encode(
    it?: Iterator,
    view?: StateView,
    buffer?: Buffer,
    changeSetName?: 'changes' | 'allChanges' | 'filteredChanges' | 'allFilteredChanges',
    isEncodeAll?: boolean,
    initialOffset?: number,
  ): Buffer {
    const bytes = super.encode(it, view, buffer, changeSetName, isEncodeAll, initialOffset);
    // A patch (no view, `changes`) is sent as it is returned: it must be a copy, or a frame waiting
    // in a corked or slow connection's write queue would change when the next room encodes.
    // encodeView and encodeAllView pass a view, read only the offsets and copy themselves.
    return view === undefined && (changeSetName ?? 'changes') === 'changes' ? Buffer.from(bytes) : bytes;
  }

  /**
   * After each patch @colyseus/schema 3.0 gives every changed object new, empty change sets
   * (`ChangeTree.endEncode`). They live until that room's next action, a second or so at a human
   * pace, so each one, and the storage it grows into then, is promoted into the old generation and
   * collected there. Each object keeps the sets it had instead, emptied: the server promoted 38 %
   * less per action at 1,000 rooms (`bench:load --promoted`), for 18 KB more live heap per room.
   */
  override discardChanges(): void {
    const kept: { tree: ChangeTreeSets; name: ChangeSetName; set: ChangeSet; operations: Record<number, unknown> }[] = [];
    const root = this.root as unknown as Record<ChangeSetName, { next?: ChangeTreeNode }>;
    for (const name of CHANGE_SETS) {
      for (let node = root[name].next; node; node = node.next) {
        const tree = node.changeTree;
        kept.push({ tree, name, set: tree[name], operations: tree.indexedOperations });
      }
    }
    super.discardChanges();
    for (const { tree, name, set, operations } of kept) {
      emptied(operations);
      emptied(set.indexes);
      set.operations.length = 0;
      set.queueRootNode = undefined; // out of the queue, as a new set is
      tree.indexedOperations = operations;
      tree[name] = set;
    }
  }
}

/** The change sets `discardChanges` empties: a patch's, and its views' (filtered) one. */
const CHANGE_SETS = ['changes', 'filteredChanges'] as const;
type ChangeSetName = (typeof CHANGE_SETS)[number];
interface ChangeSet {
  indexes: Record<number, unknown>;
  operations: unknown[];
  queueRootNode?: unknown;
}
type ChangeTreeSets = Record<ChangeSetName, ChangeSet> & { indexedOperations: Record<number, unknown> };
interface ChangeTreeNode {
  changeTree: ChangeTreeSets;
  next?: ChangeTreeNode;
}

/** Deletes every key: the object keeps its storage (V8 leaves holes in its elements). */
function emptied(record: Record<number, unknown>): void {
  for (const key in record) delete record[key];
}

/** Handshakes (the schema's type reflection) by state class: the same bytes for every room of a game. */
const handshakes = new WeakMap<object, Buffer>();

/**
 * Colyseus's serializer keeps three buffers of Encoder.BUFFER_SIZE per room (the encoder's, the full
 * state's, and the handshake: a few hundred bytes that keep the buffer Reflection encoded them into),
 * 192 KB per room at 64 KB. This one encodes every room into the process's buffer and hands out
 * copies of what it encoded, never views of that buffer. A room installs it from setSerializer.
 */
export class SharedBufferSerializer<T extends Schema> extends SchemaSerializer<T> {
  override reset(state: T & Schema): void {
    this.fullEncodeBuffer = scratch;
    this.encoder = new SharedBufferEncoder(state);
    this.hasFilters = this.encoder.context.hasFilters;
    if (this.hasFilters) this.encodedViews = new Map();
  }

  override getFullState(client?: Client): Buffer {
    // Encoded afresh each time: the buffer holds another room's bytes by now.
    this.needFullEncode = true;
    scratch[0] = Protocol.ROOM_STATE;
    const bytes = super.getFullState(client);
    return bytes.buffer === scratch.buffer ? Buffer.from(bytes) : bytes;
  }

  override handshake(): Buffer {
    const type = this.encoder.state.constructor;
    let bytes = handshakes.get(type);
    if (!bytes) handshakes.set(type, (bytes = Buffer.from(super.handshake())));
    return (this.handshakeCache = bytes);
  }
}

/** The serializer a room should use in place of the one Colyseus made for it. */
export const withSharedBuffer = <T>(serializer: T): T =>
  (serializer as { constructor: unknown }).constructor === SchemaSerializer ? (new SharedBufferSerializer() as T) : serializer;

/** Whether a room's state is encoded into the process's buffer (for the pin test). */
export function encodesIntoSharedBuffer(room: Room): boolean {
  const serializer = (room as unknown as { _serializer?: { encoder?: { sharedBuffer?: Buffer }; fullEncodeBuffer?: Buffer } })._serializer;
  return serializer?.encoder?.sharedBuffer === scratch && serializer.fullEncodeBuffer === scratch;
}

// ---- patching when the state changes -----------------------------------------------------------------

/** The schema encoder's root, whose change queue hears of every change to the room's state. */
type ChangeQueue = { enqueueChangeTree(...args: unknown[]): unknown };
const changeQueueOf = (room: Room): ChangeQueue | undefined =>
  (room as unknown as { _serializer?: { encoder?: { root?: ChangeQueue } } })._serializer?.encoder?.root;

/**
 * Calls `onChange` whenever the room's state changes (a field set, an item added or removed), from
 * the change itself: the room can then broadcast the patch at once, with no patch interval polling
 * for changes. Install after the state is set; a new state (a new encoder) needs a new call. False
 * when the encoder or its queue is not where this Colyseus keeps them (nothing is installed then).
 */
export function onStateChanged(room: Room, onChange: () => void): boolean {
  const queue = changeQueueOf(room);
  const enqueue = queue?.enqueueChangeTree;
  if (!queue || typeof enqueue !== 'function') return false;
  queue.enqueueChangeTree = function (this: ChangeQueue, ...args: unknown[]) {
    onChange();
    return enqueue.apply(this, args);
  };
  return true;
}
