// Pins the Colyseus 0.16 internals that server/rooms/colyseusCompat.ts and GameRoom's static onAuth
// rely on, so that an upgrade that changes them fails here, by name, instead of silently reopening
// reservation lockouts or unscreened floods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Room, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { $changes, Reflection } from '@colyseus/schema';
import { encodesIntoSharedBuffer, onStateChanged, setPoolKey, socketOf } from '../../server/rooms/colyseusCompat.js';
import { bootServer, create, quickMatch, waitFor, type TestServer } from './harness.js';

describe('Colyseus internals the server builds on', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ trustProxy: ['loopback'] });
  });
  afterAll(async () => ts.shutdown());

  it('Room still has the protected hooks colyseusCompat overrides', () => {
    expect(typeof (Room.prototype as unknown as Record<string, unknown>)._onMessage).toBe('function');
    expect(typeof (Room.prototype as unknown as Record<string, unknown>)._reserveSeat).toBe('function');
  });

  it('a connection exposes its ws socket, which an action corks so its messages leave in one write', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const [client] = ts.room(host.room.roomId).clients;
    const socket = socketOf(client!);
    expect(typeof socket?.cork).toBe('function');
    expect(typeof socket?.uncork).toBe('function');
    await host.room.leave();
  });

  it("every room encodes into the process's one buffer and sends copies of it, which the next room's encoding leaves alone", async () => {
    const [a, b] = [await create(ts, { playerCount: 2, name: 'Ann' } as never), await create(ts, { playerCount: 2, name: 'Bob' } as never)];
    const [roomA, roomB] = [a, b].map((c) => ts.room(c.room.roomId));
    expect(encodesIntoSharedBuffer(roomA!)).toBe(true);
    expect(encodesIntoSharedBuffer(roomB!)).toBe(true);
    type Serializer = { encoder: { encode(it: { offset: number }): Buffer }; getFullState(): Buffer; handshake(): Buffer };
    const [serializerA, serializerB] = [roomA, roomB].map((room) => room!['_serializer'] as unknown as Serializer);
    roomA!.state.commitment = 'a'.repeat(64);
    roomB!.state.commitment = 'b'.repeat(64);
    // A patch as applyPatches encodes it, then handed to a corked socket that has not written it yet.
    const patchA = serializerA!.encoder.encode({ offset: 1 });
    const queuedA = Buffer.from(patchA);
    const patchB = serializerB!.encoder.encode({ offset: 1 });
    expect(patchB.equals(patchA)).toBe(false);
    expect(patchA.equals(queuedA)).toBe(true);
    const fullA = serializerA!.getFullState();
    const keptA = Buffer.from(fullA);
    serializerB!.getFullState();
    expect(fullA.equals(keptA)).toBe(true);
    // The schema's reflection is encoded once per game, not per room.
    expect(serializerA!.handshake()).toBe(serializerB!.handshake());
    await Promise.all([a, b].map((c) => c.room.leave()));
  });

  it('after a patch each changed object keeps its change sets, emptied, and later patches still rebuild the state', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Ann' } as never);
    const room = ts.room(host.room.roomId)!;
    type Sets = { changes: { indexes: object; operations: unknown[]; queueRootNode?: unknown }; indexedOperations: object };
    type Serializer = { encoder: { encode(it: { offset: number }): Buffer; discardChanges(): void }; getFullState(): Buffer; handshake(): Buffer };
    const serializer = room['_serializer'] as unknown as Serializer;
    // A client as colyseus.js makes one: the reflection, then the full state.
    const decoder = Reflection.decode(serializer.handshake());
    decoder.decode(serializer.getFullState(), { offset: 1 });
    const tree = (room.state as unknown as Record<symbol, Sets>)[$changes]!;
    for (const commitment of ['a'.repeat(64), 'b'.repeat(64), '']) {
      const sets = { changes: tree.changes, operations: tree.indexedOperations };
      room.state.commitment = commitment;
      expect(tree.changes.operations.length).toBeGreaterThan(0);
      decoder.decode(serializer.encoder.encode({ offset: 1 }), { offset: 1 });
      serializer.encoder.discardChanges();
      expect(tree.changes).toBe(sets.changes);
      expect(tree.indexedOperations).toBe(sets.operations);
      expect([tree.changes.operations, Object.keys(tree.changes.indexes), Object.keys(tree.indexedOperations), tree.changes.queueRootNode]).toEqual([
        [],
        [],
        [],
        undefined,
      ]);
      expect((decoder.state as unknown as { toJSON(): unknown }).toJSON()).toEqual(room.state.toJSON());
    }
    await host.room.leave();
  });

  it('a room hears of each change to its state, and patches it at once with no patch interval', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const room = ts.room(host.room.roomId);
    expect(room.patchRate).toBe(0); // no polling: GameRoom patches on change
    let heard = 0;
    expect(onStateChanged(room, () => heard++)).toBe(true);
    room.state.spectators += 1; // as a spectator's arrival would
    expect(heard).toBe(1);
    await waitFor(() => host.json().spectators === 1, 'the change at the client');
    room.state.spectators -= 1;
    await waitFor(() => host.json().spectators === 0, 'the change back');
    await host.room.leave();
  });

  it('a reservation made over HTTP is seen as pending with its options and the address static onAuth returned, then claimed', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const roomId = host.room.roomId;
    const res = await fetch(`${ts.httpUrl}/matchmake/joinById/${roomId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.5' },
      body: JSON.stringify({ spectator: true }),
    });
    const reservation = (await res.json()) as { sessionId: string };
    expect(reservation.sessionId).toBeTruthy();
    const pending = ts.room(roomId)['pendingReservations']() as { options: unknown; auth: unknown }[];
    expect(pending).toEqual([{ options: { spectator: true }, auth: { account: null, address: '203.0.113.5' } }]);
    // Claiming it over the WebSocket consumes it.
    const watcher = await ts.sdk.consumeSeatReservation(reservation as never);
    await waitFor(() => ts.room(roomId)['pendingReservations']().length === 0, 'the reservation to be claimed');
    await watcher.leave(true);
  });

  it('quick match finds rooms by the pool key the server wrote on their listing, and a full room leaves the pool', async () => {
    const first = await quickMatch(ts, { playerCount: 2, name: 'Ann', pace: 'fast' } as never);
    const key = (matchMaker.getHandler('dice_hospital').getFilterOptions({ playerCount: 2, pace: 'fast' }) as { matchKey: string }).matchKey;
    const pooled = await matchMaker.query({ matchKey: key });
    expect(pooled.map((l) => l.roomId)).toEqual([first.room.roomId]);
    const second = await quickMatch(ts, { playerCount: 2, name: 'Bob', pace: 'fast' } as never);
    expect(second.room.roomId).toBe(first.room.roomId);
    await waitFor(() => (ts.room(first.room.roomId).listing as unknown as { matchKey: string }).matchKey !== key, 'the full room to leave the pool');
    expect(await matchMaker.query({ matchKey: key })).toEqual([]);
  });

  it('a frame of the room-data kind reaches screenMessage before it is decoded', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const room = ts.room(host.room.roomId);
    const seen: number[] = [];
    const original = room['screenMessage'].bind(room);
    room['screenMessage'] = (client: never, bytes: number) => {
      seen.push(bytes);
      return original(client, bytes);
    };
    host.room.send('teleport', { to: 'ward' });
    await waitFor(() => seen.length > 0, 'the frame to be screened');
    expect(seen[0]).toBeGreaterThan(0);
  });

  it('the Redis driver stores the pool key with the listing, which is saved only once the room is listed', async () => {
    const writes: string[] = [];
    const fake = { hset: async (_key: string, _field: string, value: string) => void writes.push(value) };
    const driver = Object.assign(Object.create(RedisDriver.prototype) as object, { _client: fake }) as unknown as RedisDriver;
    const room = { listing: driver.createInstance({ name: 'dice_hospital', processId: 'p1' }) } as unknown as Room;
    const listing = room.listing as unknown as { save(): Promise<void> };
    const save = listing.save.bind(listing);
    let early = 0;
    listing.save = () => ((room.listing as unknown as { roomId?: string }).roomId ? save() : (early++, save()));
    setPoolKey(room, '2|fast|x'); // in onCreate: no room id yet, not saved (the driver would refuse it and log)
    expect(early).toBe(0);
    (room.listing as unknown as { roomId: string }).roomId = 'r1'; // what Colyseus does after onCreate
    await room.listing.save();
    setPoolKey(room, ''); // later changes are saved at once
    await new Promise((r) => setTimeout(r, 0));
    expect(writes.map((w) => JSON.parse(w).matchKey)).toEqual(['2|fast|x', '']);
  });
});
