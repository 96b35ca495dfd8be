// Issue 8 §1 over real sockets: no byte of the game's generator key reaches any client (players, a
// spectator, a late-joining spectator), HTTP answer or log line before the game ends; every client
// holds the commitment from the start, gets the key at the end, and the recorded match verifies.
import { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../shared/games/dice-hospital/index.js';
import { commitmentAtStart, matchCommitmentOf, matchRecordOf, verifyMatch } from '../../shared/fairness.js';
import { testKey } from '../../shared/random.js';
import { bootServer, captureLogs, create, engineState, joinById, playUntil, waitFor, type TestClient, type TestServer } from './harness.js';

/** Every frame each client's connection delivered, in order, with the client's state right after it. */
interface Frame {
  bytes: Uint8Array;
  status: string;
  commitment: string;
  revealedKey: string;
}
const frames = new Map<Room, Frame[]>();

// Room.connect binds Room.prototype.onMessageCallback to each new connection, so wrapping it here
// records every frame from the very first (join, full state) for every client this file opens.
const original = Room.prototype['onMessageCallback' as keyof Room] as (this: Room, event: MessageEvent) => void;
(Room.prototype as unknown as Record<string, unknown>)['onMessageCallback'] = function (this: Room, event: MessageEvent) {
  const bytes = new Uint8Array(event.data as ArrayBuffer).slice();
  original.call(this, event);
  const state = this.state as { status?: string; commitment?: string; revealedKey?: string } | undefined;
  const list = frames.get(this) ?? [];
  list.push({ bytes, status: state?.status ?? '', commitment: state?.commitment ?? '', revealedKey: state?.revealedKey ?? '' });
  frames.set(this, list);
};

/** Every way the key could be written down: hex (both cases), base64, base64url, and its raw bytes. */
function keyForms(key: string): Uint8Array[] {
  const raw = Buffer.from(key, 'hex');
  return [key, key.toUpperCase(), raw.toString('base64'), raw.toString('base64url'), JSON.stringify({ key })]
    .map((text) => new Uint8Array(Buffer.from(text)))
    .concat([new Uint8Array(raw)]);
}

function containsAny(haystack: Uint8Array, needles: Uint8Array[]): boolean {
  const buffer = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  return needles.some((needle) => buffer.indexOf(needle) >= 0);
}

const logs = captureLogs();
let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({}, logs.logger);
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

/** HTTP answers a curious client could ask for during the game, as raw bytes. */
async function httpAnswers(roomId: string): Promise<Uint8Array[]> {
  const bodies: Uint8Array[] = [];
  for (const path of ['/api/rooms', `/api/rooms/by-code/nothing`, '/healthz', `/api/matches/${roomId}`]) {
    const res = await fetch(ts.httpUrl + path);
    bodies.push(new Uint8Array(await res.arrayBuffer()));
  }
  // A seat reservation (the HTTP half of joining) answers with the room's details.
  const res = await fetch(`${ts.httpUrl}/matchmake/joinById/${roomId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ spectator: true }),
  });
  const body = new Uint8Array(await res.arrayBuffer());
  bodies.push(body);
  // Claimed and left, so no reservation holds the room open at shutdown.
  const spectator = await ts.sdk.consumeSeatReservation(JSON.parse(Buffer.from(body).toString()));
  await spectator.leave();
  return bodies;
}

describe('the generator key stays secret until the end, and the game is provably fair', () => {
  it('never reaches players, spectators, late joiners, HTTP answers or logs before the end; then verifies', async () => {
    const host = await create(ts, { name: 'Ada', playerCount: 2 });
    const roomId = host.room.roomId;
    const early = await joinById(ts, roomId, { spectator: true });
    const guest = await joinById(ts, roomId, { name: 'Brunel' });
    const players: TestClient[] = [host, guest];
    await waitFor(() => players.every((p) => p.seat !== null && p.json().status === 'playing'), 'auto start');
    const key = engineState(ts, roomId).config.key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const commitment = commitmentAtStart(roomId, 'dice_hospital', engineState(ts, roomId).config);

    const http: Uint8Array[] = [...(await httpAnswers(roomId))];
    let late: TestClient | null = null;
    await playUntil(players, (v) => v.round >= 4 && late === null, undefined, 5_000);
    late = await joinById(ts, roomId, { spectator: true });
    http.push(...(await httpAnswers(roomId)));
    await playUntil(players, (v) => v.phase === 'gameOver');
    const clients = [host, guest, early, late];
    await waitFor(() => clients.every((c) => c.json().revealedKey !== ''), 'the key revealed to every client');

    const forms = keyForms(key);
    // Every connection to this room, the spectators that only reserved over HTTP and left included.
    const connections = [...frames.entries()].filter(([room]) => room.roomId === roomId);
    expect(connections.length).toBe(clients.length + 2);
    for (const [, got] of connections) {
      const reveal = got.findIndex((f) => f.revealedKey !== '');
      // Before the reveal: not one frame holds the key in any form, and the commitment is there
      // in every frame once the game has started.
      for (const frame of reveal < 0 ? got : got.slice(0, reveal)) {
        expect(containsAny(frame.bytes, forms)).toBe(false);
        expect(frame.commitment).toBe(frame.status === 'playing' ? commitment : '');
      }
    }
    for (const client of clients) {
      const got = received(client);
      expect(got.length).toBeGreaterThan(client === late ? 2 : 50);
      // The reveal comes with the finished status, and it is the committed key.
      const reveal = got.findIndex((f) => f.revealedKey !== '');
      expect(reveal).toBeGreaterThan(0);
      expect(got[reveal]!.status).toBe('finished');
      expect(got[reveal]!.revealedKey).toBe(key);
      // The announced commitment binds the key and the match's identity: the record's commitment is the one players saw.
      const identity = JSON.parse(client.json().identity);
      expect(identity).toMatchObject({ matchId: roomId, game: 'dice_hospital', players: ['Ada', 'Brunel'] });
      expect(matchCommitmentOf(client.json().revealedKey, identity)).toBe(client.json().commitment);
    }
    expect(received(early).some((f) => f.status === 'lobby')).toBe(true); // it did watch from the lobby
    for (const body of http) expect(containsAny(body, forms)).toBe(false);
    const logText = new Uint8Array(Buffer.from(logs.lines.map((l) => JSON.stringify(l)).join('\n')));
    expect(logs.lines.some((l) => l.event === 'room_finished')).toBe(true);
    expect(containsAny(logText, forms)).toBe(false);

    // The recorded match verifies with the key every client now holds; tampering is caught.
    const stored = await ts.store.load(roomId);
    const record = { ...matchRecordOf(stored as never), key: host.json().revealedKey };
    expect(record.commitment).toBe(host.json().commitment);
    const verdict = verifyMatch(JSON.parse(JSON.stringify(record)));
    expect(verdict.ok && verdict.finished).toBe(true);
    if (verdict.ok) expect(verdict.state).toEqual(engineState(ts, roomId));
    expect(verifyMatch({ ...record, key: testKey(1) }).ok).toBe(false);
    const log = structuredClone(record.log) as { seat: number; action: Action }[];
    log.splice(log.length - 1, 1);
    expect(verifyMatch({ ...record, log }).ok).toBe(false);
  });

  it('draws each game a fresh 256-bit key from node:crypto', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      const host = await create(ts, { name: 'Ada', playerCount: 2 });
      const guest = await joinById(ts, host.room.roomId, { name: 'Ben' });
      await waitFor(() => [host, guest].every((p) => p.json().status === 'playing'), 'auto start');
      keys.push(engineState(ts, host.room.roomId).config.key);
      expect(host.json().commitment).toBe(commitmentAtStart(host.room.roomId, 'dice_hospital', engineState(ts, host.room.roomId).config));
      expect(host.json().revealedKey).toBe('');
    }
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(new Set(keys.map((k) => k.slice(0, 16))).size).toBe(2);
  });
});

function received(client: TestClient): Frame[] {
  return frames.get(client.room) ?? [];
}
