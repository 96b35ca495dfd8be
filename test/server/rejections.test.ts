// Every kind of refused message gets `error` back to its sender only, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../shared/games/dice-hospital/index.js';
import { ErrorCode, ServerMessage } from '../../shared/protocol.js';
import { bootServer, captureLogs, create, engineState, joinById, playUntil, settled, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
const logs = captureLogs();
beforeAll(async () => {
  ts = await bootServer({}, logs.logger);
});
afterAll(async () => {
  await ts.shutdown();
});

/** Sends, waits for the error, and checks that only the sender heard of it and nothing changed. */
async function expectRejected(sender: TestClient, others: TestClient[], send: () => void, code: string, roomId?: string): Promise<void> {
  const before = JSON.stringify(sender.json());
  const countBefore = roomId && ts.room(roomId)['game'] ? engineState(ts, roomId).actionCount : null;
  const othersErrors = others.map((o) => o.errors.length);
  const errors = sender.errors.length;
  send();
  await waitFor(() => sender.errors.length > errors, `error ${code}`);
  expect(sender.errors.at(-1)).toMatchObject({ code, message: expect.any(String) });
  await sleep(20);
  expect(sender.errors.length).toBe(errors + 1);
  expect(others.map((o) => o.errors.length)).toEqual(othersErrors);
  expect(JSON.stringify(sender.json())).toBe(before);
  if (countBefore !== null) expect(engineState(ts, roomId!).actionCount).toBe(countBefore);
}

describe('rejections', () => {
  let host: TestClient;
  let guest: TestClient;
  let watcher: TestClient;
  let roomId: string;

  beforeAll(async () => {
    host = await create(ts, { name: 'Host', playerCount: 3 });
    roomId = host.room.roomId;
    guest = await joinById(ts, roomId, { name: 'Guest' });
    watcher = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => host.seat === 0 && guest.seat === 1 && host.json().spectators === 1, 'seats');
  });

  it('refuses actions and starts before the game, and starts from anyone but the host', async () => {
    await expectRejected(guest, [host, watcher], () => guest.send({ type: 'pass' }), ErrorCode.notStarted);
    await expectRejected(guest, [host, watcher], () => guest.start(), ErrorCode.notHost);
    await expectRejected(watcher, [host, guest], () => watcher.start(), ErrorCode.spectator);
    const lonely = await create(ts, { name: 'Solo', playerCount: 2 });
    await expectRejected(lonely, [], () => lonely.start(), ErrorCode.notEnoughPlayers);
    await lonely.room.leave();
  });

  it('starts when the host asks, with the seated players only', async () => {
    host.start();
    await waitFor(() => host.json().status === 'playing' && guest.json().status === 'playing', 'start');
    expect(host.json().playerCount).toBe(2);
    expect(engineState(ts, roomId).players.map((p) => p.name)).toEqual(['Host', 'Guest']);
    await expectRejected(host, [guest, watcher], () => host.start(), ErrorCode.alreadyStarted, roomId);
  });

  it("refuses another seat's action, out-of-turn actions and spectators' actions", async () => {
    const state = engineState(ts, roomId);
    // Two players: the first player alone decides the extra reveal.
    expect(state.pending.kind).toBe('chooseExtraReveal');
    const [actor, idle] = state.firstPlayer === 0 ? [host, guest] : [guest, host];
    const legal = legalActions(state, actor.seat!);
    expect(legal.length).toBeGreaterThan(0);
    // The idle seat claims the actor's seat: refused at the edge.
    await expectRejected(idle, [actor, watcher], () => idle.send(legal[0], actor.seat!), ErrorCode.wrongSeat, roomId);
    // The idle seat sends the actor's decision as its own: not its turn.
    await expectRejected(idle, [actor, watcher], () => idle.send(legal[0]), 'not_your_turn', roomId);
    // A well-formed action of the wrong kind for this moment.
    await expectRejected(actor, [idle, watcher], () => actor.send({ type: 'takeAmbulance', ambulance: 1 }), 'wrong_phase', roomId);
    await expectRejected(watcher, [host, guest], () => watcher.send(legal[0]), ErrorCode.spectator, roomId);
    await expectRejected(watcher, [host, guest], () => watcher.send(legal[0], actor.seat!), ErrorCode.spectator, roomId);
  });

  it('refuses malformed payloads and unknown message types without disconnecting', async () => {
    // Not an action message at all: refused at the edge (the envelope check).
    const badEnvelopes: unknown[] = [
      null,
      'hello',
      42,
      [],
      {},
      { action: { type: 'pass' }, seat: 'zero' },
      { action: { type: 'pass' }, seat: 0.5 },
      { action: { type: 'pass' }, extra: 1 },
    ];
    for (const payload of badEnvelopes) {
      await expectRejected(host, [guest, watcher], () => host.room.send('action', payload), ErrorCode.badMessage, roomId);
    }
    // An action message whose action is malformed: the engine judges it (invalid_action).
    const badActions: unknown[] = [
      null,
      'pass',
      { type: 'nope' },
      { type: 'takeAmbulance', ambulance: 'one' },
      { type: 'takeAmbulance', ambulance: 1.5 },
      { type: 'takeAmbulance' },
      { type: 'pass', extra: true },
      { type: 'chooseFatalities', patients: Array.from({ length: 1000 }, (_, i) => i) },
      { type: 'placeWorker', worker: 'nurse-0', department: 'start-0', targets: [1], recolour: { 1: 'blue' } },
      { type: 'chooseAdministrator', administrator: 'x'.repeat(65) },
    ];
    for (const action of badActions) {
      await expectRejected(host, [guest, watcher], () => host.room.send('action', { action }), 'invalid_action', roomId);
      expect(host.errors.at(-1)!.message.length).toBeGreaterThan(0);
    }
    await expectRejected(host, [guest, watcher], () => host.room.send('teleport', { to: 'ward' }), ErrorCode.badMessage, roomId);
    await expectRejected(host, [guest, watcher], () => host.room.send('start', { now: true }), ErrorCode.badMessage, roomId);
    expect(host.room.connection.isOpen).toBe(true);
    // An own "__proto__" key pollutes nothing on the server, whatever the answer.
    const errors = host.errors.length;
    host.room.send('action', JSON.parse('{"action":{"type":"pass","__proto__":{"polluted":true}}}'));
    await waitFor(() => host.errors.length > errors, 'answer to __proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives bytes that are not a message at all', async () => {
    const intruder = await joinById(ts, roomId, { spectator: true });
    const closed = new Promise<number>((resolve) => intruder.room.onLeave((code) => resolve(code)));
    // ROOM_DATA (13), a string type, then bytes that are not msgpack.
    intruder.room.connection.send(new Uint8Array([13, 0xa6, 0x61, 0x63, 0x74, 0x69, 0x6f, 0x6e, 0xc1, 0xc1, 0xff]));
    await closed;
    expect((await ts.get('/healthz')).status).toBe(200);
    // The others play on.
    const state = engineState(ts, roomId);
    const actor = state.firstPlayer === 0 ? host : guest;
    const count = state.actionCount;
    actor.send(legalActions(state, actor.seat!)[0]);
    await waitFor(() => engineState(ts, roomId).actionCount === count + 1, 'action after the intruder');
    await settled(ts, roomId, [host, guest, watcher]);
  });

  it('refuses actions after the game ended', async () => {
    await playUntil([host, guest], (v) => v.phase === 'gameOver');
    await waitFor(() => host.json().status === 'finished', 'finished');
    await expectRejected(host, [guest, watcher], () => host.send({ type: 'pass' }), ErrorCode.gameOver, roomId);
    await expectRejected(guest, [host, watcher], () => guest.start(), ErrorCode.gameOver, roomId);
  });

  it('logs rejected messages with their reason', () => {
    const rejected = logs.lines.filter((l) => l.event === 'rejected');
    expect(rejected.length).toBeGreaterThan(10);
    expect(rejected.find((l) => l.code === 'not_your_turn')).toMatchObject({ roomId, seat: expect.any(Number), reason: expect.any(String) });
    for (const event of ['room_created', 'room_started', 'room_finished', 'join', 'leave']) {
      expect(logs.lines.some((l) => l.event === event)).toBe(true);
    }
    expect(ServerMessage.error).toBe('error');
  });
});
