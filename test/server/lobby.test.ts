// The lobby: quick-match pooling by player count and options, private rooms and invite codes,
// spectators, the host, and the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerError } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, JoinErrorCode, normaliseInviteCode, type RoomSummary } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { DEFAULT_OPTIONS } from '../../shared/games/dice-hospital/index.js';
import type { GameInfo } from '../../shared/games/registry.js';
import { MemoryInviteCodeStore, claimInviteCode, randomInviteCode } from '../../server/lobby/inviteCodes.js';
import { bootServer, create, engineState, joinById, playUntil, quickMatch, waitFor, type TestClient, type TestServer } from './harness.js';
import { EVERY_TABLE_OPTION } from '../support/options.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ codeLookupsPerMinute: 1000 });
});
afterAll(async () => {
  await ts.shutdown();
});

async function refused(promise: Promise<unknown>): Promise<ServerError> {
  try {
    await promise;
  } catch (e) {
    return e as ServerError;
  }
  throw new Error('expected the join to be refused');
}

const leaveAll = (clients: TestClient[]) => Promise.all(clients.map((c) => c.room.leave()));

describe('quick match', () => {
  it('pools players by player count and options, defaults applied', async () => {
    const a = await quickMatch(ts, { name: 'A', playerCount: 3 });
    const b = await quickMatch(ts, { name: 'B', playerCount: 3, options: { administrators: true, activation: 'simultaneous' } });
    const c = await quickMatch(ts, { name: 'C', playerCount: 3, options: { resistantSuperbug: true } });
    const d = await quickMatch(ts, { name: 'D', playerCount: 2 });
    const e = await quickMatch(ts, { name: 'E', playerCount: 3, options: { resistantSuperbug: true, events: false } });
    expect(b.room.roomId).toBe(a.room.roomId);
    expect(c.room.roomId).not.toBe(a.room.roomId);
    expect(d.room.roomId).not.toBe(a.room.roomId);
    expect(e.room.roomId).toBe(c.room.roomId);
    expect(c.json().options.resistantSuperbug).toBe(true);

    // The third player fills the room: it starts by itself and leaves the pool.
    const f = await quickMatch(ts, { name: 'F', playerCount: 3 });
    expect(f.room.roomId).toBe(a.room.roomId);
    await waitFor(() => a.json().status === 'playing', 'auto start');
    const g = await quickMatch(ts, { name: 'G', playerCount: 3 });
    expect(g.room.roomId).not.toBe(a.room.roomId);
    expect(g.json().status).toBe('lobby');
    await leaveAll([a, b, c, d, e, f, g]);
  });

  it('never pools into private rooms, and refuses bad create options', async () => {
    const owner = await create(ts, { name: 'Owner', playerCount: 2, private: true });
    const other = await quickMatch(ts, { name: 'Other', playerCount: 2 });
    expect(other.room.roomId).not.toBe(owner.room.roomId);
    expect((await refused(ts.sdk.joinOrCreate(ROOM_NAME, { name: 'X', playerCount: 7 }))).code).toBe(JoinErrorCode.badOptions);
    expect((await refused(ts.sdk.create(ROOM_NAME, { name: 'X', playerCount: 2, options: { cheats: true } }))).code).toBe(JoinErrorCode.badOptions);
    expect((await refused(ts.sdk.create(ROOM_NAME, { name: 'X', playerCount: 2, options: { activation: 'chaos' } }))).code).toBe(JoinErrorCode.badOptions);
    expect((await refused(ts.sdk.create(ROOM_NAME, { name: '   ', playerCount: 2 }))).code).toBe(JoinErrorCode.badOptions);
    expect((await refused(ts.sdk.create(ROOM_NAME, { playerCount: 2 }))).code).toBe(JoinErrorCode.badOptions);
    await leaveAll([owner, other]);
  });

  it('accepts every option the engine plays, pools quick matches by all of them, and refuses what solo does not play', async () => {
    const rooms = async () => (await matchMaker.query({ name: ROOM_NAME })).length;
    const every = { ...EVERY_TABLE_OPTION };
    const all = await quickMatch(ts, { name: 'A', playerCount: 2, options: every });
    expect(all.json().options).toMatchObject(every);
    // One option more or less is another pool.
    const { promoSpecialists: _promo, ...fewer } = every;
    const other = await quickMatch(ts, { name: 'B', playerCount: 2, options: fewer });
    expect(other.room.roomId).not.toBe(all.room.roomId);
    const same = await quickMatch(ts, { name: 'C', playerCount: 2, options: { ...every } });
    expect(same.room.roomId).toBe(all.room.roomId);
    await waitFor(() => all.json().status === 'playing', 'start');
    expect(all.json().options).toMatchObject(every);
    await leaveAll([all, other, same]);

    // Solo refuses Final Round Collections, with a message naming it, before any room exists.
    const before = await rooms();
    const error = await refused(ts.sdk.create(ROOM_NAME, { name: 'X', playerCount: 1, options: { finalRoundCollections: true } }));
    expect(error.code).toBe(JoinErrorCode.badOptions);
    expect(error.message).toMatch(/^game options refused: .*finalRoundCollections/);
    expect(await rooms()).toBe(before);
    // An option at its default is no option at all: accepted, and pooled with the plain room.
    const plain = await quickMatch(ts, { name: 'P', playerCount: 2, options: { administrators: false } });
    const plainToo = await quickMatch(ts, { name: 'Q', playerCount: 2, options: { administrators: false, events: false, promoSpecialists: false } });
    expect(plainToo.room.roomId).toBe(plain.room.roomId);
    await waitFor(() => plain.json().status === 'playing', 'start');
    expect(plain.json().options).toMatchObject({ administrators: false, events: false });
    await leaveAll([plain, plainToo]);
  });
});

describe('private rooms', () => {
  it('gives the creator an invite code that friends and spectators join with', async () => {
    const owner = await create(ts, { name: 'Owner', playerCount: 3, private: true });
    const roomId = owner.room.roomId;
    const code = owner.json().code!;
    expect(code).toHaveLength(INVITE_CODE_LENGTH);
    expect([...code].every((ch) => INVITE_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(owner.json().isPrivate).toBe(true);
    expect(owner.seat).toBe(0);
    expect(owner.json().hostSeat).toBe(0);

    // Resolving the code over HTTP, whatever the case and dashes the friend typed.
    const lookup = await ts.get(`/api/rooms/by-code/${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ roomId, isPrivate: true, status: 'lobby', players: ['Owner'], seatsFree: 2 });
    expect((await ts.get('/api/rooms/by-code/ZZZZZZ')).status).toBe(404);
    expect((await ts.get('/api/rooms/by-code/0OIL1x')).status).toBe(404);

    // Not listed publicly.
    const listed = (await ts.get('/api/rooms')).body as RoomSummary[];
    expect(listed.some((r) => r.roomId === roomId)).toBe(false);

    // Knowing the room id is not enough.
    expect((await refused(ts.sdk.joinById(roomId, { name: 'Eve' }))).code).toBe(JoinErrorCode.badInviteCode);
    expect((await refused(ts.sdk.joinById(roomId, { name: 'Eve', code: 'ABCDEF' }))).code).toBe(JoinErrorCode.badInviteCode);
    expect((await refused(ts.sdk.joinById(roomId, { name: 'Eve', code: `${code}-2` }))).code).toBe(JoinErrorCode.badInviteCode);
    expect((await refused(ts.sdk.joinById(roomId, { spectator: true }))).code).toBe(JoinErrorCode.badInviteCode);

    // The code as a friend may have it from a link or typed it: any case, dashes, spaces (as the
    // HTTP lookup above accepts it, so a code that resolves there also opens the room).
    const friend = await joinById(ts, roomId, { name: 'Friend', code: `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}` });
    const watcher = await joinById(ts, roomId, { spectator: true, code: ` ${code.slice(0, 2)} ${code.slice(2).toLowerCase()} ` });
    await waitFor(() => friend.seat === 1 && owner.json().spectators === 1, 'friend and watcher');
    expect(owner.json().seats.map((s) => [s.occupied, s.name])).toEqual([
      [true, 'Owner'],
      [true, 'Friend'],
      [false, ''],
    ]);

    // The host starts with two of three seats filled; the code no longer seats anyone.
    owner.start();
    await waitFor(() => friend.json().status === 'playing', 'start');
    expect(friend.json().playerCount).toBe(2);
    expect((await refused(ts.sdk.joinById(roomId, { name: 'Late', code }))).code).toBe(JoinErrorCode.alreadyStarted);
    const lateWatcher = await joinById(ts, roomId, { spectator: true, code });
    await waitFor(() => owner.json().spectators === 2, 'late watcher');
    await leaveAll([owner, friend, watcher, lateWatcher]);
    // The code is released with the room.
    let released = false;
    for (let i = 0; i < 100 && !released; i++) {
      released = (await ts.server.services.inviteCodes.resolve(code)) === null;
      if (!released) await new Promise((r) => setTimeout(r, 20));
    }
    expect(released).toBe(true);
    expect((await ts.get(`/api/rooms/by-code/${code}`)).status).toBe(404);
  });

  it('draws unguessable codes from the look-alike-free alphabet and never hands one out twice', async () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(randomInviteCode());
    expect(seen.size).toBeGreaterThan(1990);
    expect(normaliseInviteCode(' ab c-234 ')).toBe('ABC234');
    expect(normaliseInviteCode('ABC12O')).toBeNull();

    const store = new MemoryInviteCodeStore();
    const draws = ['AAAAAA', 'AAAAAA', 'BBBBBB'];
    expect(await claimInviteCode(store, 'room1', () => draws.shift()!)).toBe('AAAAAA');
    expect(await claimInviteCode(store, 'room2', () => draws.shift()!)).toBe('BBBBBB');
    expect(await store.resolve('AAAAAA')).toBe('room1');
    await store.release('AAAAAA');
    expect(await store.resolve('AAAAAA')).toBeNull();
  });
});

describe('host and seats', () => {
  it('passes the host on when the host leaves the lobby, and refuses extra players', async () => {
    // Private: it waits for its host (a public room would start by itself once full).
    const host = await create(ts, { name: 'Host', playerCount: 2, private: true });
    const roomId = host.room.roomId;
    const code = host.json().code!;
    const second = await joinById(ts, roomId, { name: 'Second', code });
    expect((await refused(ts.sdk.joinById(roomId, { name: 'Third', code }))).code).toBe(JoinErrorCode.seatsFull);
    await expect(waitFor(() => second.json().status !== 'lobby', 'no auto start', 200)).rejects.toThrow();
    await host.room.leave();
    await waitFor(() => second.json().hostSeat === 1 && !second.json().seats[0]!.occupied, 'host handover');
    const third = await joinById(ts, roomId, { name: 'Third', code });
    expect(third.seat).toBe(0);
    second.start();
    await waitFor(() => third.json().status === 'playing', 'start');
    await waitFor(() => second.seat === 1 && third.seat === 0, 'seats kept');
    await leaveAll([second, third]);
  });
});

describe('starting a game', () => {
  /** Makes the action store's begin() wait until the returned function is called (a slow database). */
  function slowBegin(fail = false): { release: () => void; begun: () => boolean; restore: () => void } {
    const original = ts.store.begin;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let begun = false;
    ts.store.begin = async (roomId, start) => {
      begun = true;
      await gate;
      if (fail) throw new Error('database unavailable');
      return original.call(ts.store, roomId, start);
    };
    return { release, begun: () => begun, restore: () => (ts.store.begin = original) };
  }

  async function lobbyOfThree(): Promise<[TestClient, TestClient, TestClient, string, string]> {
    const host = await create(ts, { name: 'Host', playerCount: 4, private: true });
    const roomId = host.room.roomId;
    const code = host.json().code!;
    const second = await joinById(ts, roomId, { name: 'Second', code });
    const third = await joinById(ts, roomId, { name: 'Third', code });
    await waitFor(() => host.json().seats.filter((s) => s.occupied).length === 3, 'three seated');
    return [host, second, third, roomId, code];
  }

  it('freezes the seats while the game is being recorded: joins are refused, a leaver is marked away', async () => {
    const [host, second, third, roomId, code] = await lobbyOfThree();
    const store = slowBegin();
    try {
      host.start();
      await waitFor(store.begun, 'the store to begin the match');
      expect((await refused(ts.sdk.joinById(roomId, { name: 'Late', code }))).code).toBe(JoinErrorCode.alreadyStarted);
      await third.room.leave(true);
      await waitFor(() => host.json().seats[2]!.away, 'the leaver marked away');
      expect(host.json().seats[2]).toMatchObject({ occupied: true, name: 'Third', connected: false });
      expect(host.json().status).toBe('lobby');
    } finally {
      store.release();
      store.restore();
    }
    await waitFor(() => host.json().status === 'playing', 'start');
    // The game is played by the seats as they were when it was recorded; the leaver's are defaults.
    expect(engineState(ts, roomId).players.map((p) => p.name)).toEqual(['Host', 'Second', 'Third']);
    expect((await ts.store.load(roomId))!.config).toMatchObject({ players: ['Host', 'Second', 'Third'] });
    expect(host.json().seats.map((s) => [s.name, s.away])).toEqual([
      ['Host', false],
      ['Second', false],
      ['Third', true],
    ]);
    await waitFor(() => engineState(ts, roomId).players[2]!.startingValuesSet, "the leaver's setup taken by default");
    expect(host.errors).toEqual([]);
    await leaveAll([host, second]);
  });

  it('returns to the lobby when the store refuses the match, freeing the seats of those who left meanwhile', async () => {
    const [host, second, third, roomId, code] = await lobbyOfThree();
    const store = slowBegin(true);
    try {
      host.start();
      await waitFor(store.begun, 'the store to begin the match');
      await third.room.leave(true);
      await waitFor(() => host.json().seats[2]!.away, 'the leaver marked away');
    } finally {
      store.release();
      store.restore();
    }
    await waitFor(() => host.errors.length === 1, 'the error');
    expect(host.errors[0]).toMatchObject({ code: 'store_failed' });
    await waitFor(() => !host.json().seats[2]!.occupied, 'the seat freed');
    expect(host.json().status).toBe('lobby');
    expect(ts.room(roomId)['game']).toBeNull();
    // The lobby works as before: someone takes the free seat, and the host starts.
    const fourth = await joinById(ts, roomId, { name: 'Fourth', code });
    expect(fourth.seat).toBe(2);
    host.start();
    await waitFor(() => host.json().status === 'playing', 'start');
    expect(engineState(ts, roomId).players.map((p) => p.name)).toEqual(['Host', 'Second', 'Fourth']);
    await leaveAll([host, second, fourth]);
  });
});

describe('HTTP', () => {
  it('lists public rooms with players, options, phase, round and spectators', async () => {
    const host = await create(ts, { name: 'Lister', playerCount: 2, options: { timedActivation: true } });
    const roomId = host.room.roomId;
    const watcher = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => host.json().spectators === 1, 'watcher');
    let row = ((await ts.get('/api/rooms')).body as RoomSummary[]).find((r) => r.roomId === roomId);
    expect(row).toMatchObject({
      name: ROOM_NAME,
      isPrivate: false,
      status: 'lobby',
      playerCount: 2,
      players: ['Lister'],
      seatsFree: 1,
      phase: null,
      round: 0,
      spectators: 1,
    });
    expect(row!.options).toMatchObject({ timedActivation: true, administrators: true, events: false });

    // The second player fills this public room: it starts by itself.
    const guest = await joinById(ts, roomId, { name: 'Guest' });
    await waitFor(() => guest.json().status === 'playing', 'start');
    row = ((await ts.get('/api/rooms')).body as RoomSummary[]).find((r) => r.roomId === roomId);
    expect(row).toMatchObject({ status: 'playing', phase: 'setup', round: 0, seatsFree: 0, players: ['Lister', 'Guest'] });

    // Once the game is over it leaves the open games (it is a recent game now), though its players
    // are still at the table.
    await playUntil([host, guest], (v) => v.phase === 'gameOver');
    await waitFor(() => host.json().status === 'finished', 'the end');
    const listed = async () => ((await ts.get('/api/rooms')).body as RoomSummary[]).some((r) => r.roomId === roomId);
    for (let i = 0; i < 100 && (await listed()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await listed()).toBe(false);
    await leaveAll([host, watcher, guest]);
  });

  it('lists the hosted games with their names, player counts and every option with its default', async () => {
    const games = (await ts.get('/api/games')).body as GameInfo[];
    expect(games.map((g) => g.id)).toEqual([ROOM_NAME, 'dice_hospital_er', 'quarantine']);
    expect(games[0]).toMatchObject({ names: { en: 'Dice Hospital', fr: 'Dice Hospital' }, minPlayers: 1, maxPlayers: 4 });
    expect(games[0]!.defaultOptions).toEqual(DEFAULT_OPTIONS);
    // Each option's kind, for a form that knows no game: on/off, or one of a few values.
    expect(games[0]!.options.events).toEqual({ kind: 'flag', default: false });
    expect(games[0]!.options.activation).toEqual({ kind: 'choice', values: ['simultaneous', 'sequential'], default: 'simultaneous' });
    expect(Object.keys(games[1]!.options)).toEqual(Object.keys(games[1]!.defaultOptions));
    // Quarantine: 2-4 players, no option.
    expect(games[2]).toMatchObject({ names: { en: 'Quarantine', fr: 'Quarantine' }, minPlayers: 2, maxPlayers: 4, defaultOptions: {}, options: {} });
  });

  it('answers health checks, sets security headers and CORS, and 404s unknown API paths', async () => {
    const health = await ts.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', store: { state: 'up' }, rooms: [] });
    const live = await ts.get('/livez');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'alive' });
    const rooms = await ts.get('/api/rooms');
    expect(rooms.headers.get('access-control-allow-origin')).toBe('*');
    expect(rooms.headers.get('x-content-type-options')).toBe('nosniff');
    expect(rooms.headers.get('x-frame-options')).toBe('DENY');
    expect(rooms.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(rooms.headers.get('x-powered-by')).toBeNull();
    const preflight = await fetch(`${ts.httpUrl}/api/rooms`, { method: 'OPTIONS', headers: { Origin: 'http://example.test' } });
    expect(preflight.status).toBe(204);
    expect((await ts.get('/api/nothing')).status).toBe(404);
  });
});
