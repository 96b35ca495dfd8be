// A player's seats follow their account (docs/accounts.md, issue 29): a guest who signs up binds the
// seats their device holds (POST /api/me/seats), lists them on any device (GET /api/me/games), and
// a join by room id while signed in, without the seat token, takes the account's seat back,
// replacing the other device's connection. Another account's seat, a wrong token and bad input bind
// nothing; a stranger without a session gets no seat of a started game.
import { Client } from 'colyseus.js';
import { accountCalls, cookieOf } from './accountCalls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats } from '../../shared/games/dice-hospital/index.js';
import { CLOSE_REPLACED } from '../../shared/protocol.js';
import { MAX_BOUND_SEATS, type AccountGame } from '../../shared/accounts.js';
import { SeatTable } from '../../server/rooms/seats.js';
import { actOnce, bootServer, engineState, joinById, quickChooser, quickMatch, settled, track, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ trustProxy: ['127.0.0.1'], signUpsPerMinute: 1000, accountLookupsPerMinute: 1000, botDelayMs: 0 });
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

const { call } = accountCalls(() => ts.httpUrl, '10.1');

let users = 0;
async function signUp(): Promise<string> {
  const username = `Seated${++users}`;
  const res = await call('POST', '/api/accounts', { username, password: `secret-${username}-pw` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return cookieOf(res.headers);
}

/** A client whose seat reservations carry this session cookie (as a browser's would). */
function sdkWith(cookie: string | null): Client {
  const sdk = new Client(ts.httpUrl.replace('http', 'ws'));
  if (cookie) sdk.http.headers = { cookie };
  return sdk;
}

let tables = 0;
/** Two guests at a started quick-match table of their own (options no other table shares). */
async function guestTable(): Promise<[TestClient, TestClient, string]> {
  const options = { name: 'Guest Gil', playerCount: 2, options: { resistantSuperbug: tables++ % 2 === 0 } };
  const a = await quickMatch(ts, options);
  const b = await quickMatch(ts, { ...options, name: 'Guest Bea' });
  await waitFor(() => a.seat !== null && b.seat !== null && a.json().status === 'playing', 'start');
  return [a, b, a.room.roomId];
}

/** A guest alone in a private waiting room of three seats. */
async function guestLobby(): Promise<TestClient> {
  const host = track(await ts.sdk.create('dice_hospital', { name: 'Host Hal', playerCount: 3, private: true }));
  await waitFor(() => host.token !== null, 'host seat');
  return host;
}

const seatsOf = async (roomId: string) => (await ts.store.load(roomId))!.seats;

describe("a device's seats follow its player into their account", () => {
  it('binds the guest seat of a device that signs up, lists it on a second device, and seats that device back in it', async () => {
    const [a, b, roomId] = await guestTable();
    // Another account's seat, in a lobby of its own.
    const other = await signUp();
    const theirs = track(await sdkWith(other).create('dice_hospital', { name: 'ignored', playerCount: 3, private: true }));
    await waitFor(() => theirs.token !== null, 'their seat');
    expect(ts.room(theirs.room.roomId).seats.at(0)!.accountId).toEqual(expect.any(String));

    const cookie = await signUp();
    const post = (seats: unknown, how: { cookie?: string; origin?: string | null } = { cookie }) => call('POST', '/api/me/seats', { seats }, how);
    const res = await post([
      { roomId, token: a.token },
      { roomId: theirs.room.roomId, token: theirs.token }, // held by another account: left alone
      { roomId: 'no-such-room', token: 'a-wrong-token' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ bound: 1 });
    const accountId = ts.room(roomId).seats.at(a.seat!)!.accountId;
    expect(accountId).toEqual(expect.any(String));
    expect((await seatsOf(roomId))[a.seat!]!.accountId).toBe(accountId);
    expect((await seatsOf(roomId))[b.seat!]!.accountId).toBeUndefined();
    expect(ts.room(theirs.room.roomId).seats.at(0)!.accountId).not.toBe(accountId);
    // Again: nothing more to bind. Bob's seat with a wrong token: nothing either.
    expect((await post([{ roomId, token: a.token }])).body).toEqual({ bound: 0 });
    expect((await post([{ roomId, token: 'not-bobs-token' }])).body).toEqual({ bound: 0 });
    // An account holds one seat of a room: Bob's seat, with Bob's own token, is not bound to it too.
    expect((await post([{ roomId, token: b.token }])).body).toEqual({ bound: 0 });
    expect((await seatsOf(roomId))[b.seat!]!.accountId).toBeUndefined();

    // Any device signed in lists the game.
    const games = await call('GET', '/api/me/games', undefined, { cookie });
    expect(games.status).toBe(200);
    const listed = (games.body as { games: AccountGame[] }).games.find((g) => g.roomId === roomId);
    expect(listed).toMatchObject({ game: 'dice_hospital', status: 'playing', seat: a.seat, you: 'Guest Gil' });

    // A second device, with the cookie and without the token: back in the same seat; the first device's connection is replaced.
    const replaced = new Promise<number>((resolve) => a.room.onLeave((code) => resolve(code)));
    const device = track(await sdkWith(cookie).joinById(roomId, {}));
    await waitFor(() => device.seat !== null, 'seat message');
    expect(device.seat).toBe(a.seat);
    expect(device.token).toBe(a.token); // the seat's token, which this process knows
    expect(await replaced).toBe(CLOSE_REPLACED);
    await waitFor(() => device.json().game !== undefined, 'state');

    // It plays its seat.
    let acted = false;
    for (let i = 0; i < 200 && !acted; i++) {
      await settled(ts, roomId, [device, b]);
      const state = engineState(ts, roomId);
      if (pendingSeats(state).includes(device.seat!)) {
        const view = device.view();
        device.send(quickChooser(legalActions(view, device.seat!), view, device.seat!));
        await waitFor(() => engineState(ts, roomId).actionCount > state.actionCount, 'the second device acted');
        acted = true;
      } else await actOnce(ts, roomId, [b]);
    }
    expect(acted).toBe(true);
    expect(device.errors).toEqual([]);

    // Without a session, the same join is a stranger's: no seat of a started game, a spectator's place if asked.
    await expect(ts.sdk.joinById(roomId, { name: 'Stranger' })).rejects.toThrow(/started/);
    await expect(sdkWith(other).joinById(roomId, {})).rejects.toThrow(/started/);
    const watcher = await joinById(ts, roomId, { spectator: true });
    expect(watcher.seat).toBeNull();
    await Promise.all([device.room.leave(), b.room.leave(), watcher.room.leave(), theirs.room.leave()]);
  });

  it('binds a seat of a waiting room, which saves it with the account, and seats the account back in it', async () => {
    const host = await guestLobby();
    const roomId = host.room.roomId;
    const cookie = await signUp();
    expect((await call('POST', '/api/me/seats', { seats: [{ roomId, token: host.token }] }, { cookie })).body).toEqual({ bound: 1 });
    await waitFor(() => ts.room(roomId).seats.at(0)!.accountId !== null, 'bound');
    await expect.poll(async () => typeof (await seatsOf(roomId))[0]?.accountId).toBe('string');
    const games = (await call('GET', '/api/me/games', undefined, { cookie })).body as { games: AccountGame[] };
    expect(games.games.find((g) => g.roomId === roomId)).toMatchObject({ status: 'lobby', seat: 0, you: 'Host Hal', players: ['Host Hal'] });
    // The other device: back in seat 0, no new seat taken, still the host's.
    const device = track(await sdkWith(cookie).joinById(roomId, {}));
    await waitFor(() => device.seat !== null, 'seat message');
    expect(device.seat).toBe(0);
    expect(ts.room(roomId).seats.seated()).toHaveLength(1);
    await device.room.leave(); // the host's connection was replaced
  });

  it('refuses bad input with a JSON error and binds nothing', async () => {
    const [a, b, roomId] = await guestTable();
    const cookie = await signUp();
    const seat = { roomId, token: a.token };
    const cases: [unknown, number, string][] = [
      ['{"seats": [', 400, 'bad_json'],
      [{ seats: 'all' }, 400, 'bad_request'],
      [{ seats: [{ roomId, token: 'a token with spaces' }] }, 400, 'bad_request'],
      [{ seats: [{ ...seat, extra: 1 }] }, 400, 'bad_request'],
      [{ seats: Array.from({ length: MAX_BOUND_SEATS + 1 }, () => seat) }, 400, 'bad_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('POST', '/api/me/seats', body, { cookie });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body).toMatchObject({ code, message: expect.any(String) });
    }
    // Nobody signed in; a request from another site.
    expect((await call('POST', '/api/me/seats', { seats: [seat] })).body).toMatchObject({ code: 'not_signed_in' });
    expect((await call('POST', '/api/me/seats', { seats: [seat] }, { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect((await call('GET', '/api/me/games')).status).toBe(401);
    expect(ts.room(roomId).seats.at(a.seat!)!.accountId).toBeNull();
    expect((await seatsOf(roomId))[a.seat!]!.accountId).toBeUndefined();
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('binds a seat of a game no room of this process holds in the store, where a restored room reads it', async () => {
    const [a, b, roomId] = await guestTable();
    const cookie = await signUp();
    // The room is not live here (another process holds it, or none until a restart).
    const { liveRooms } = ts.server.services;
    const room = liveRooms.get(roomId)!;
    liveRooms.remove(roomId);
    try {
      expect((await call('POST', '/api/me/seats', { seats: [{ roomId, token: a.token }] }, { cookie })).body).toEqual({ bound: 1 });
      expect((await seatsOf(roomId))[a.seat!]!.accountId).toEqual(expect.any(String));
      expect(ts.room(roomId).seats.at(a.seat!)!.accountId).toBeNull(); // until it is restored:
      const stored = await ts.store.load(roomId);
      const accountId = stored!.seats[a.seat!]!.accountId!;
      expect(SeatTable.restore(stored!.seats, stored!.hostSeat).byAccount(accountId)?.name).toBe('Guest Gil');
      const games = (await call('GET', '/api/me/games', undefined, { cookie })).body as { games: AccountGame[] };
      expect(games.games.map((g) => g.roomId)).toContain(roomId);
    } finally {
      liveRooms.add(room);
    }
    await Promise.all([a.room.leave(), b.room.leave()]);
  });
});
