// Issue 8 §2-3, tried as an attacker with curl would: reservations that lock rooms or take seats,
// floods, oversized messages and bodies, stale double submits, spoofed addresses, room spam, names.
// Each test here failed on the code before the fix (locked rooms answered 4212, the flood was
// served, the 10 KB message closed the connection, a double undo took back two placements...).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats, type Action } from '../../shared/games/dice-hospital/index.js';
import { CLOSE_ABUSE, ClientMessage, ErrorCode, JoinErrorCode } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { bootServer, create, engineState, joinById, quickMatch, settled, track, waitFor, type TestClient, type TestServer } from './harness.js';

/** A raw matchmaking request as curl would send it, optionally from a claimed address. */
async function matchmake(ts: TestServer, path: string, body: unknown, from?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${ts.httpUrl}/matchmake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(from ? { 'X-Forwarded-For': from } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json };
}

/** A spectator whose seat was reserved from `from` (X-Forwarded-For, trusted from loopback). */
async function watchFrom(ts: TestServer, roomId: string, from: string): Promise<TestClient> {
  const answer = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, from);
  if (!answer.json.sessionId) throw Object.assign(new Error(answer.json.error), { code: answer.json.code });
  const c = track(await ts.sdk.consumeSeatReservation(answer.json), 'spectator');
  await waitFor(() => c.json().status !== undefined, 'first state');
  return c;
}

function pendingCount(ts: TestServer, roomId: string): number {
  return ts.room(roomId)['pendingReservations']().length;
}

describe('seat reservations (TRUST_PROXY=loopback, so X-Forwarded-For names distinct attackers)', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ trustProxy: ['loopback'], pendingJoinsPerAddress: 3, maxSpectators: 5, spectatorsPerAddress: 3, seatReservationSeconds: 2 });
  });
  afterAll(async () => ts.shutdown());

  async function publicGame(): Promise<{ host: TestClient; guest: TestClient; roomId: string }> {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const roomId = host.room.roomId;
    const guest = await joinById(ts, roomId, { name: 'Guest' });
    await waitFor(() => host.json().status === 'playing', 'game start');
    return { host, guest, roomId };
  }

  it('25 spectator reservations from one address cannot lock a game: real spectators and a reloading player get in', async () => {
    const { host, guest, roomId } = await publicGame();
    const answers = await Promise.all(Array.from({ length: 25 }, () => matchmake(ts, `joinById/${roomId}`, { spectator: true }, '203.0.113.7')));
    const reserved = answers.filter((a) => a.json.sessionId).length;
    expect(reserved).toBe(3);
    expect(answers.filter((a) => a.json.code === JoinErrorCode.tooManyJoins)).toHaveLength(22);
    // A real spectator (another address) and the guest reloading with the seat token still get in.
    const watcher = await joinById(ts, roomId, { spectator: true });
    expect(watcher.json().status).toBe('playing');
    const token = guest.token!;
    await guest.room.leave(false);
    const back = await joinById(ts, roomId, { seatToken: token });
    await waitFor(() => back.seat !== null, 'seat back');
    expect(back.seat).toBe(1);
    await settled(ts, roomId, [host, back, watcher]);
  });

  it('a seat holder always gets back in, even with every spectator place taken; the next spectator gets 4429', async () => {
    const { guest, roomId } = await publicGame();
    for (let i = 0; i < 5; i++) await watchFrom(ts, roomId, `198.51.100.${10 + i}`);
    const full = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, '198.51.100.1');
    expect(full.json.code).toBe(JoinErrorCode.spectatorsFull);
    const token = guest.token!;
    await guest.room.leave(false);
    const back = await joinById(ts, roomId, { seatToken: token });
    await waitFor(() => back.seat !== null, 'seat back');
    expect(back.seat).toBe(1);
  });

  it('one address holds at most SPECTATORS_PER_ADDRESS spectator places, connected or on their way; other addresses still watch', async () => {
    const { roomId } = await publicGame();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await watchFrom(ts, roomId, '203.0.113.50'));
    const fourth = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, '203.0.113.50');
    expect(fourth.json.code).toBe(JoinErrorCode.spectatorsFull);
    expect(pendingCount(ts, roomId)).toBe(0);
    const other = await watchFrom(ts, roomId, '203.0.113.51');
    expect(other.json().spectators).toBe(4);
    // A place given back is the address's again.
    await mine[0]!.room.leave();
    await waitFor(() => other.json().spectators === 3, 'a place freed');
    const again = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, '203.0.113.50');
    expect(again.json.sessionId).toBeTruthy();
  });

  it('an address whose seat reservations lapsed unclaimed cannot renew them: a public room’s last seats go to people who come', async () => {
    // A public room of 4 with one player waiting; the attacker holds the 3 free seats, unclaimed.
    const waiting = await create(ts, { playerCount: 4, name: 'Waiting' } as never);
    const roomId = waiting.room.roomId;
    const squat = () => matchmake(ts, `joinById/${roomId}`, { name: 'Squatter' }, '203.0.113.80');
    const first = await Promise.all([squat(), squat(), squat()]);
    expect(first.every((a) => a.json.sessionId)).toBe(true);
    await waitFor(() => pendingCount(ts, roomId) === 0, 'the reservations to lapse', 4_000);
    // Renewing, as the attacker did every 4 s: refused, and nothing is held.
    const renewed = await squat();
    expect(renewed.json.code).toBe(JoinErrorCode.tooManyJoins);
    expect(renewed.json.error).toMatch(/never taken/);
    expect(pendingCount(ts, roomId)).toBe(0);
    // The lapsed seats are back in the quick-match pool, which fills the room: it starts by itself.
    await waitFor(() => ts.room(roomId).listing['matchKey'] !== '', 'the room back in the pool');
    const others = [];
    for (const name of ['Quick1', 'Quick2', 'Quick3']) others.push(await quickMatch(ts, { name, playerCount: 4 }));
    expect(others.map((c) => c.room.roomId)).toEqual([roomId, roomId, roomId]);
    await waitFor(() => waiting.json().status === 'playing', 'the room to start');
  });

  it('checks the invite code, the seat token and the phase when the seat is reserved, holding nothing for a refusal', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host', private: true } as never);
    const roomId = host.room.roomId;
    const noCode = await matchmake(ts, `joinById/${roomId}`, { name: 'Mallory' }, '192.0.2.1');
    expect(noCode.json.code).toBe(JoinErrorCode.badInviteCode);
    const badToken = await matchmake(ts, `joinById/${roomId}`, { seatToken: 'forged' }, '192.0.2.1');
    expect(badToken.json.code).toBe(JoinErrorCode.badSeatToken);
    const spectatorNoCode = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, '192.0.2.1');
    expect(spectatorNoCode.json.code).toBe(JoinErrorCode.badInviteCode);
    expect(pendingCount(ts, roomId)).toBe(0);
    const code = host.json().code!;
    await joinById(ts, roomId, { name: 'Guest', code });
    await waitFor(() => host.json().playerCount === 2 && host.json().seats.filter((s) => s.occupied).length === 2, 'guest seated');
    host.start();
    await waitFor(() => host.json().status === 'playing', 'started');
    const late = await matchmake(ts, `joinById/${roomId}`, { name: 'Late', code }, '192.0.2.2');
    expect(late.json.code).toBe(JoinErrorCode.alreadyStarted);
    expect(pendingCount(ts, roomId)).toBe(0);
  });

  it('behind a trusted proxy, each client address has its own invite-code budget', async () => {
    const lookup = (from: string) => fetch(`${ts.httpUrl}/api/rooms/by-code/ABCDEF`, { headers: { 'X-Forwarded-For': from } }).then((r) => r.status);
    const distinct = await Promise.all(Array.from({ length: 31 }, (_, i) => lookup(`198.18.0.${i + 1}`)));
    expect(distinct.every((status) => status === 404)).toBe(true);
    const same = [];
    for (let i = 0; i < 31; i++) same.push(await lookup('198.18.1.1'));
    expect(same.at(-1)).toBe(429);
  });

  it('an unclaimed reservation lapses after SEAT_RESERVATION_SECONDS', async () => {
    const { roomId } = await publicGame();
    const answer = await matchmake(ts, `joinById/${roomId}`, { spectator: true }, '192.0.2.9');
    expect(answer.json.sessionId).toBeTruthy();
    expect(pendingCount(ts, roomId)).toBe(1);
    await waitFor(() => pendingCount(ts, roomId) === 0, 'the reservation to lapse', 4_000);
  });
});

describe('messages over the WebSocket', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ messagesPerSecond: 10, messageBurst: 20, abuseDisconnectAfter: 200, maxMessageBytes: 4096 });
  });
  afterAll(async () => ts.shutdown());

  async function twoPlayers(): Promise<[TestClient, TestClient, string]> {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const guest = await joinById(ts, host.room.roomId, { name: 'Guest' });
    await waitFor(() => host.json().status === 'playing', 'game start');
    return [host, guest, host.room.roomId];
  }

  it('answers an oversized message and the type __no_message_handler with an error, and keeps the connection', async () => {
    const [host] = await twoPlayers();
    host.room.send(ClientMessage.action, { action: { type: 'pass', note: 'x'.repeat(10_000) } });
    await waitFor(() => host.errors.some((e) => e.code === ErrorCode.messageTooLarge), 'message_too_large');
    host.room.send('__no_message_handler', {});
    await waitFor(() => host.errors.some((e) => e.code === ErrorCode.badMessage), 'bad_message');
    expect(host.room.connection.isOpen).toBe(true);
  });

  it('rate-limits a flood (one rate_limited per run of refusals), closes the flooder, and serves the other room', async () => {
    const [flooder, , floodRoom] = await twoPlayers();
    const [a, b, calmRoom] = await twoPlayers();
    const closed = new Promise<number>((resolve) => flooder.room.onLeave((code) => resolve(code)));
    const started = Date.now();
    for (let i = 0; i < 1_000; i++) flooder.room.send(ClientMessage.action, { action: { type: 'undo' } });
    expect(await closed).toBe(CLOSE_ABUSE);
    const seconds = (Date.now() - started) / 1000;
    // One rate_limited per run of refusals (a slow machine may refill a token mid-flood, starting
    // a new run), never one per refused message.
    const limited = flooder.errors.filter((e) => e.code === ErrorCode.rateLimited).length;
    expect(limited).toBeGreaterThanOrEqual(1);
    expect(limited).toBeLessThanOrEqual(1 + Math.ceil(seconds * 10));
    // Of the 1,000 frames, only the burst (20) and the refill (10/s) reached the engine; the rest
    // were judged before decoding.
    const answered = flooder.errors.filter((e) => e.code !== ErrorCode.rateLimited).length;
    expect(answered).toBeLessThanOrEqual(20 + Math.ceil(seconds * 10));
    expect(engineState(ts, floodRoom).actionCount).toBe(0);
    // The calm room plays on.
    const state = engineState(ts, calmRoom);
    const seat = pendingSeats(state)[0]!;
    const actor = [a, b].find((c) => c.seat === seat)!;
    actor.send(legalActions(state, seat)[0]);
    await waitFor(() => engineState(ts, calmRoom).actionCount === 1, 'the calm room to move');
  });
});

describe('stale and double submits', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer();
  });
  afterAll(async () => ts.shutdown());

  it('refuses the second of two identical submits chosen from the same view with stale_view', async () => {
    const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
    const roomId = host.room.roomId;
    const guest = await joinById(ts, roomId, { name: 'Guest' });
    await waitFor(() => host.json().status === 'playing', 'game start');
    const state = engineState(ts, roomId);
    const seat = pendingSeats(state)[0]!;
    const player = [host, guest].find((c) => c.seat === seat)!;
    const version = player.json().seats[seat]!.version;
    const action: Action = legalActions(state, seat)[0]!;
    // A double click: both sent from the same view, before any patch arrives.
    player.room.send(ClientMessage.action, { action, version });
    player.room.send(ClientMessage.action, { action, version });
    await waitFor(() => player.errors.length > 0, 'an answer to the second click');
    expect(player.errors.map((e) => e.code)).toEqual([ErrorCode.staleView]);
    expect(engineState(ts, roomId).actionCount).toBe(1);
    await waitFor(() => player.json().seats[seat]!.version === version + 1, 'the new version');
    // Another seat's version is untouched by this seat's action within a phase.
    const other = 1 - seat;
    const otherVersion = player.json().seats[other]!.version;
    expect(otherVersion).toBeLessThanOrEqual(version + 1);
  });
});

describe('HTTP', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({
      maxBodyBytes: 16 * 1024,
      roomsPerMinute: 3,
      joinsPerMinute: 1000,
      codeLookupsPerMinute: 5,
      corsOrigins: ['https://dice.example'],
      roomsPageSize: 2,
    });
  });
  afterAll(async () => ts.shutdown());

  it('refuses bodies over the limit on /matchmake with 413, declared or streamed', async () => {
    const big = JSON.stringify({ playerCount: 2, name: 'x'.repeat(1024 * 1024) });
    const declared = await matchmake(ts, `create/${ROOM_NAME}`, big);
    expect(declared.status).toBe(413);
    expect(declared.json.code).toBe('body_too_large');
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${ts.httpUrl}/matchmake/create/${ROOM_NAME}`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit).catch(
      (e: unknown) => e,
    );
    if (streamed instanceof Response) expect(streamed.status).toBe(413);
    expect((await ts.get('/healthz')).status).toBe(200);
  });

  it('limits new rooms per address, whatever X-Forwarded-For says when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await matchmake(ts, `create/${ROOM_NAME}`, { playerCount: 2, name: `Spam${i}` }, `10.0.0.${i}`);
      statuses.push(r.status);
    }
    // ROOMS_PER_MINUTE is 3 (the streamed-body test above may have used one).
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('limits invite-code guesses per address even when X-Forwarded-For rotates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${ts.httpUrl}/api/rooms/by-code/ABCDEF`, { headers: { 'X-Forwarded-For': `10.1.0.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('sets security headers on /matchmake too, and answers only configured origins there', async () => {
    const res = await fetch(`${ts.httpUrl}/matchmake/create/${ROOM_NAME}`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const ok = await fetch(`${ts.httpUrl}/matchmake/create/${ROOM_NAME}`, { method: 'OPTIONS', headers: { Origin: 'https://dice.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://dice.example');
  });

  it('pages the public room listing', async () => {
    const rooms = await ts.get('/api/rooms?page=0');
    expect(rooms.status).toBe(200);
    expect(rooms.body.length).toBeLessThanOrEqual(2);
  });
});

describe('names and the room cap', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ maxRooms: 2 });
  });
  afterAll(async () => ts.shutdown());

  it('refuses control and text-direction characters in names, and stores names NFC-normalised', async () => {
    for (const name of ['Bob\u0000', 'Eve\u202Eevil', 'A\u0007B', 'x'.repeat(25)]) {
      const answer = await matchmake(ts, `create/${ROOM_NAME}`, { playerCount: 2, name });
      expect(answer.json.code, JSON.stringify(name)).toBe(JoinErrorCode.badOptions);
    }
    const host = await create(ts, { playerCount: 2, name: 'Ame\u0301lie' } as never);
    await waitFor(() => host.json().seats[0]?.name !== '', 'seated');
    expect(host.json().seats[0]!.name).toBe('Amélie'.normalize('NFC'));
    await host.room.leave(true);
  });

  it('refuses rooms past MAX_ROOMS with server_busy', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await matchmake(ts, `create/${ROOM_NAME}`, { playerCount: 2, name: `R${i}` }));
    expect(answers[0]!.json.sessionId).toBeTruthy();
    expect(JoinErrorCode.serverBusy).toBe(4503);
    expect(answers.at(-1)!.json.code).toBe(4503);
  });
});
