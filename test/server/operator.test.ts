// Issue 30 B: the operators' API (/api/admin) on a real server with real clients: every action
// refused without the token or with a wrong one, and doing what it says with it; closing a room,
// removing a player, banning an address (create, join, WebSocket join and chat), the maintenance
// notice, draining; and players' chat moderation (reports stored with context, the host's mute).
import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_BY_OPERATOR,
  CLOSE_REMOVED,
  ClientMessage,
  ErrorCode,
  JoinErrorCode,
  REPORT_CONTEXT_LINES,
  ServerMessage,
  type ChatLinePayload,
  type ChatMutesPayload,
  type ClosingPayload,
  type NoticePayload,
} from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { requireOperator } from '../../server/http/operatorAuth.js';
import { bootServer, create, fetchJson, joinById, quickMatch, track, waitFor, type TestClient, type TestServer } from './harness.js';

const TOKEN = 'operator-token-for-tests-0123456789';

let ts: TestServer;
beforeAll(async () => {
  // Loopback is a trusted proxy: X-Forwarded-For names the address each request comes from.
  ts = await bootServer({ adminToken: TOKEN, trustProxy: ['loopback'] });
});
afterAll(async () => {
  await ts.shutdown();
});

function admin(method: string, path: string, body?: unknown, token: string | null = TOKEN) {
  return fetchJson(`${ts.httpUrl}/api/admin${path}`, {
    method,
    headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A raw matchmaking request from `from` (X-Forwarded-For). */
async function matchmake(path: string, body: unknown, from: string): Promise<any> {
  const res = await fetch(`${ts.httpUrl}/matchmake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** A client whose seat was reserved from `from`. */
async function joinFrom(path: string, body: unknown, from: string): Promise<TestClient> {
  const answer = await matchmake(path, body, from);
  if (!answer.sessionId) throw Object.assign(new Error(answer.error), { code: answer.code });
  const c = track(await ts.sdk.consumeSeatReservation(answer), body && (body as { spectator?: boolean }).spectator ? 'spectator' : 'player');
  await waitFor(() => c.json().status !== undefined, 'first state');
  return c;
}

function heard<T>(c: TestClient, type: string): T[] {
  const got: T[] = [];
  c.room.onMessage(type, (m: T) => got.push(m));
  return got;
}

function closeCode(c: TestClient): { code: number | null } {
  const closed = { code: null as number | null };
  c.room.onLeave((code) => (closed.code = code));
  return closed;
}

/** A private two-seat game with a random bot, started. */
async function startedGame(name: string): Promise<TestClient> {
  const host = await create(ts, { name, playerCount: 2, private: true });
  host.room.send(ClientMessage.addBot, { level: 'random' });
  await waitFor(() => host.json().seats[1]?.occupied === true, 'bot seated');
  host.start();
  await waitFor(() => host.json().status === 'playing', 'game started');
  return host;
}

describe('operator authentication', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/rooms'],
    ['POST', '/rooms/nope/close', { reason: 'x' }],
    ['POST', '/rooms/nope/remove', { seat: 0 }],
    ['GET', '/bans'],
    ['POST', '/bans', { address: '198.51.100.1', minutes: 5 }],
    ['DELETE', '/bans/198.51.100.1'],
    ['PUT', '/notice', { text: 'x' }],
    ['DELETE', '/notice'],
    ['POST', '/drain', { draining: true }],
    ['GET', '/reports'],
  ];

  it('refuses every operator action without a token or with a wrong one, and changes nothing', async () => {
    for (const [method, path, body] of endpoints) {
      for (const token of [null, 'wrong-token-of-some-length', `${TOKEN}x`, '']) {
        const answer = await admin(method, path, body, token);
        expect(answer.status, `${method} ${path} with ${token}`).toBe(401);
        expect(answer.body.code).toBe('unauthorized');
      }
    }
    expect((await admin('GET', '/bans')).body.bans).toEqual([]);
    expect((await ts.get('/api/notice')).body.notice).toBeNull();
    expect((await admin('GET', '/rooms')).body.draining).toBe(false);
  });

  it('refuses everyone when no ADMIN_TOKEN is set', async () => {
    const app = express();
    app.use(requireOperator(undefined));
    app.get('/', (_req, res) => void res.json({ ok: true }));
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    for (const auth of [undefined, 'Bearer ', 'Bearer anything-at-all-here']) {
      const answer = await fetchJson(url, auth ? { headers: { Authorization: auth } } : {});
      expect(answer.status).toBe(401);
      expect(answer.body.message).toContain('ADMIN_TOKEN');
    }
    server.close();
  });

  it('limits operator requests per address, wrong tokens included', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.77' };
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i++) last = (await fetch(`${ts.httpUrl}/api/admin/rooms`, { headers: from })).status;
    expect(last).toBe(429);
  });
});

describe('live rooms', () => {
  it('lists the rooms of this process with their game, phase, players, addresses, spectators and age', async () => {
    const host = await joinFrom(`create/${ROOM_NAME}`, { name: 'Lister', playerCount: 2, private: true }, '203.0.113.10');
    const code = host.json().code!;
    await joinFrom(`joinById/${host.room.roomId}`, { spectator: true, code }, '203.0.113.11');
    const answer = await admin('GET', '/rooms');
    expect(answer.status).toBe(200);
    const room = answer.body.rooms.find((r: { roomId: string }) => r.roomId === host.room.roomId);
    expect(room).toMatchObject({
      game: ROOM_NAME,
      status: 'lobby',
      private: true,
      inviteCode: code,
      playerCount: 2,
      spectators: 1,
      players: [{ seat: 0, name: 'Lister', bot: null, connected: true, away: false, address: '203.0.113.10' }],
    });
    expect(room.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(room.createdAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('closing a room', () => {
  it('tells every player and spectator why, stores the game as abandoned, and takes it off the lobby list', async () => {
    const host = await startedGame('Closer');
    const roomId = host.room.roomId;
    const watcher = await joinById(ts, roomId, { spectator: true, code: host.json().code! });
    const [hostTold, watcherTold] = [heard<ClosingPayload>(host, ServerMessage.roomClosed), heard<ClosingPayload>(watcher, ServerMessage.roomClosed)];
    const [hostClosed, watcherClosed] = [closeCode(host), closeCode(watcher)];

    expect((await admin('POST', `/rooms/${roomId}/close`, { reason: 42 })).status).toBe(400);
    expect((await admin('POST', '/rooms/no-such-room/close', { reason: 'x' })).status).toBe(404);
    expect(hostClosed.code).toBeNull();

    const answer = await admin('POST', `/rooms/${roomId}/close`, { reason: 'Abusive names' });
    expect(answer.status).toBe(200);
    await waitFor(() => hostClosed.code !== null && watcherClosed.code !== null, 'both closed');
    expect([hostClosed.code, watcherClosed.code]).toEqual([CLOSE_BY_OPERATOR, CLOSE_BY_OPERATOR]);
    expect(hostTold).toEqual([{ reason: 'Abusive names' }]);
    expect(watcherTold).toEqual([{ reason: 'Abusive names' }]);
    await waitFor(() => !(ts.server.services.liveRooms.get(roomId) ?? null), 'room gone');
    for (let i = 0; i < 200 && (await ts.store.load(roomId))?.status !== 'abandoned'; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await ts.store.load(roomId))!.status).toBe('abandoned');
    expect((await admin('GET', '/rooms')).body.rooms.map((r: { roomId: string }) => r.roomId)).not.toContain(roomId);
    // Its players cannot come back to it.
    await expect(ts.sdk.joinById(roomId, { seatToken: host.token! })).rejects.toThrow();
  });

  it('a public room leaves the lobby listing', async () => {
    const host = await quickMatch(ts, { name: 'Listed', playerCount: 4 });
    const roomId = host.room.roomId;
    await waitFor(() => true);
    const listed = async () => ((await ts.get('/api/rooms')).body.rooms ?? (await ts.get('/api/rooms')).body).map((r: { roomId: string }) => r.roomId);
    expect(await listed()).toContain(roomId);
    const closed = closeCode(host);
    await admin('POST', `/rooms/${roomId}/close`, {});
    await waitFor(() => closed.code === CLOSE_BY_OPERATOR, 'closed');
    await new Promise((r) => setTimeout(r, 50));
    expect(await listed()).not.toContain(roomId);
  });
});

describe('removing a player', () => {
  it('hands the seat to a bot, tells the connection why, and its seat token no longer opens the room', async () => {
    const host = await create(ts, { name: 'Host', playerCount: 3, private: true });
    const code = host.json().code!;
    const guest = await joinById(ts, host.room.roomId, { name: 'Guest', code });
    host.room.send(ClientMessage.addBot, { level: 'random' });
    await waitFor(() => host.json().seats.every((s) => s.occupied), 'full');
    host.start();
    await waitFor(() => host.json().status === 'playing', 'started');
    const told = heard<ClosingPayload>(guest, ServerMessage.removed);
    const closed = closeCode(guest);
    const roomId = host.room.roomId;

    expect((await admin('POST', `/rooms/${roomId}/remove`, { seat: 'one' })).status).toBe(400);
    expect((await admin('POST', `/rooms/${roomId}/remove`, { seat: 2 })).status).toBe(404); // the bot
    expect((await admin('POST', `/rooms/${roomId}/remove`, { seat: 1, reason: 'Spam', extra: 1 })).status).toBe(400);
    expect(closed.code).toBeNull();

    const answer = await admin('POST', `/rooms/${roomId}/remove`, { seat: 1, reason: 'Spam' });
    expect(answer.status).toBe(200);
    await waitFor(() => closed.code !== null, 'guest closed');
    expect(closed.code).toBe(CLOSE_REMOVED);
    expect(told).toEqual([{ reason: 'Spam' }]);
    await waitFor(() => host.json().seats[1]!.away && host.json().seats[1]!.botPlaying, 'seat played by a bot');
    await expect(ts.sdk.joinById(roomId, { seatToken: guest.token! })).rejects.toMatchObject({ code: JoinErrorCode.removed });
    // The host is still at the table.
    expect(host.json().status).toBe('playing');
  });

  it('frees the seat in the waiting room', async () => {
    const host = await create(ts, { name: 'Waiter', playerCount: 3, private: true });
    const guest = await joinById(ts, host.room.roomId, { name: 'Leaver', code: host.json().code! });
    const closed = closeCode(guest);
    await admin('POST', `/rooms/${host.room.roomId}/remove`, { seat: 1 });
    await waitFor(() => closed.code === CLOSE_REMOVED, 'closed');
    await waitFor(() => !host.json().seats[1]!.occupied, 'seat freed');
  });
});

describe('bans', () => {
  it('refuses bad bans and changes nothing', async () => {
    for (const body of [
      { address: 'not-an-address', minutes: 5 },
      { address: '198.51.100.9', minutes: 0 },
      { address: '198.51.100.9', minutes: 1.5 },
      { address: '198.51.100.9', minutes: 10 ** 9 },
      { address: '198.51.100.9', minutes: 5, reason: 'x'.repeat(1000) },
      { address: '198.51.100.9' },
      '{not json',
    ]) {
      const answer = await admin('POST', '/bans', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('DELETE', '/bans/nonsense')).status).toBe(400);
    expect((await admin('DELETE', '/bans/198.51.100.9')).status).toBe(404);
    expect((await admin('GET', '/bans')).body.bans).toEqual([]);
  });

  it('a banned address cannot create, join (HTTP or WebSocket) or chat; lifting the ban lets it back', async () => {
    const bad = '203.0.113.66';
    // Before the ban: a seat in a room, and a reservation not yet claimed.
    const host = await joinFrom(`create/${ROOM_NAME}`, { name: 'Victim', playerCount: 3, private: true }, '203.0.113.1');
    const code = host.json().code!;
    const talker = await joinFrom(`joinById/${host.room.roomId}`, { name: 'Talker', code }, bad);
    const pending = await matchmake(`joinById/${host.room.roomId}`, { spectator: true, code }, bad);
    expect(pending.sessionId).toBeTruthy();

    const answer = await admin('POST', '/bans', { address: bad, minutes: 30, reason: 'spam' });
    expect(answer.status).toBe(201);
    expect(answer.body.ban).toMatchObject({ address: bad, reason: 'spam' });
    expect((await admin('GET', '/bans')).body.bans.map((b: { address: string }) => b.address)).toEqual([bad]);

    // Create, quick match and join over HTTP.
    for (const [path, body] of [
      [`create/${ROOM_NAME}`, { name: 'Bad', playerCount: 2 }],
      [`joinOrCreate/${ROOM_NAME}`, { name: 'Bad', playerCount: 2 }],
      [`joinById/${host.room.roomId}`, { name: 'Bad', code }],
    ] as const) {
      const refused = await matchmake(path, body, bad);
      expect(refused.code, path).toBe(JoinErrorCode.addressBanned);
      expect(refused.sessionId).toBeUndefined();
    }
    // The WebSocket join of a reservation made before the ban.
    await expect(ts.sdk.consumeSeatReservation(pending)).rejects.toMatchObject({ code: JoinErrorCode.addressBanned });
    // Chat.
    talker.room.send(ClientMessage.chat, { text: 'still here' });
    await waitFor(() => talker.errors.some((e) => e.code === ErrorCode.addressBanned), 'chat refused');
    // Another address is not concerned.
    expect((await matchmake(`joinById/${host.room.roomId}`, { spectator: true, code }, '203.0.113.67')).sessionId).toBeTruthy();

    expect((await admin('DELETE', `/bans/${bad}`)).status).toBe(200);
    expect((await admin('GET', '/bans')).body.bans).toEqual([]);
    const lines = heard<ChatLinePayload>(host, ServerMessage.chat);
    talker.room.send(ClientMessage.chat, { text: 'back again' });
    await waitFor(() => lines.length === 1, 'chat again');
    expect((await matchmake(`create/${ROOM_NAME}`, { name: 'Good', playerCount: 2 }, bad)).sessionId).toBeTruthy();
  });
});

describe('maintenance notice', () => {
  it('is shown in every room and the lobby, to newcomers too, and cleared', async () => {
    const host = await create(ts, { name: 'Reader', playerCount: 2, private: true });
    const notices = heard<NoticePayload>(host, ServerMessage.notice);
    for (const body of [{ text: '' }, { text: 'x'.repeat(301) }, { text: 5 }, {}]) expect((await admin('PUT', '/notice', body)).status).toBe(400);
    expect((await ts.get('/api/notice')).body.notice).toBeNull();

    expect((await admin('PUT', '/notice', { text: 'Restart at 22:00 UTC' })).status).toBe(200);
    await waitFor(() => notices.length === 1, 'notice broadcast');
    expect(notices[0]).toEqual({ text: 'Restart at 22:00 UTC' });
    expect((await ts.get('/api/notice')).body.notice).toBe('Restart at 22:00 UTC');
    expect((await admin('GET', '/rooms')).body.notice).toBe('Restart at 22:00 UTC');
    // A newcomer is told on joining.
    const late = await ts.sdk.joinById(host.room.roomId, { spectator: true, code: host.json().code! });
    const lateNotices: NoticePayload[] = [];
    late.onMessage(ServerMessage.notice, (m: NoticePayload) => lateNotices.push(m));
    await waitFor(() => lateNotices.length === 1, 'newcomer told');

    expect((await admin('DELETE', '/notice')).status).toBe(200);
    await waitFor(() => notices.length === 2, 'cleared');
    expect(notices[1]).toEqual({ text: null });
    expect((await ts.get('/api/notice')).body.notice).toBeNull();
  });
});

describe('draining', () => {
  it('opens no new room (server_draining) while the live games go on; then takes rooms again', async () => {
    const host = await startedGame('Drained');
    expect((await admin('POST', '/drain', { draining: 'yes' })).status).toBe(400);
    expect((await admin('POST', '/drain', {})).body).toEqual({ draining: true });
    expect((await ts.get('/healthz')).status).toBe(503);
    expect((await ts.get('/healthz')).body.status).toBe('draining');
    await expect(ts.sdk.create(ROOM_NAME, { name: 'Late', playerCount: 2 })).rejects.toMatchObject({ code: JoinErrorCode.serverDraining });
    await expect(ts.sdk.joinOrCreate(ROOM_NAME, { name: 'Late', playerCount: 3, pace: 'relaxed' })).rejects.toMatchObject({
      code: JoinErrorCode.serverDraining,
    });
    // The game goes on: its players still talk, and its room still takes spectators.
    const lines = heard<ChatLinePayload>(host, ServerMessage.chat);
    host.room.send(ClientMessage.chat, { text: 'still playing' });
    await waitFor(() => lines.length === 1, 'chat');
    await joinById(ts, host.room.roomId, { spectator: true, code: host.json().code! });
    expect(host.json().status).toBe('playing');

    expect((await admin('POST', '/drain', { draining: false })).body).toEqual({ draining: false });
    expect((await ts.get('/healthz')).status).toBe(200);
    await create(ts, { name: 'Again', playerCount: 2 });
  });
});

describe('chat moderation', () => {
  it('stores a reported line with the lines around it and the room, for the operators', async () => {
    const host = await joinFrom(`create/${ROOM_NAME}`, { name: 'Rita', playerCount: 2, private: true }, '203.0.113.20');
    const code = host.json().code!;
    const rude = await joinFrom(`joinById/${host.room.roomId}`, { name: 'Rude', code }, '203.0.113.21');
    // Spectators from other addresses talk too: each connection may say CHAT_BURST lines in 10 s.
    const others = [host];
    for (let i = 0; i < 6; i++) others.push(await joinFrom(`joinById/${host.room.roomId}`, { spectator: true, code }, `203.0.113.${30 + i}`));
    const lines = heard<ChatLinePayload>(host, ServerMessage.chat);
    const say = async (c: TestClient, text: string) => {
      const before = lines.length;
      c.room.send(ClientMessage.chat, { text });
      await waitFor(() => lines.length === before + 1, text);
    };
    // 15 lines, then the reported one, then 12 more (the room's chat allows 30 lines per 10 s).
    for (let i = 0; i < 15; i++) await say(others[i % others.length]!, `before ${i}`);
    await say(rude, 'something nasty');
    for (let i = 0; i < 12; i++) await say(others[(i + 15) % others.length]!, `after ${i}`);
    const nasty = lines.find((l) => l.text === 'something nasty')!;
    expect(nasty.id).toBeGreaterThan(0);

    const acks = heard<{ id: number }>(host, ServerMessage.reported);
    host.room.send(ClientMessage.report, { id: 'x' });
    host.room.send(ClientMessage.report, { id: 99_999 });
    host.room.send(ClientMessage.report, { id: lines.find((l) => l.text === 'before 0')!.id }); // her own line
    await waitFor(() => host.errors.length === 3, 'refusals');
    expect(host.errors.map((e) => e.code)).toEqual([ErrorCode.badMessage, ErrorCode.reportInvalid, ErrorCode.reportInvalid]);

    host.room.send(ClientMessage.report, { id: nasty.id });
    await waitFor(() => acks.length === 1, 'report stored');
    host.room.send(ClientMessage.report, { id: nasty.id }); // twice
    await waitFor(() => host.errors.length === 4, 'second report refused');
    expect(host.errors[3]!.code).toBe(ErrorCode.reportInvalid);

    expect((await admin('GET', '/reports', undefined, 'wrong-token-0123456789')).status).toBe(401);
    const { body } = await admin('GET', '/reports');
    expect(body.reports).toHaveLength(1);
    const [report] = body.reports;
    expect(report).toMatchObject({
      roomId: host.room.roomId,
      game: ROOM_NAME,
      line: { id: nasty.id, seat: 1, name: 'Rude', text: 'something nasty', address: '203.0.113.21' },
      reporter: { seat: 0, name: 'Rita', address: '203.0.113.20' },
    });
    expect(report.context).toHaveLength(2 * REPORT_CONTEXT_LINES + 1);
    expect(report.context[0].text).toBe('before 5');
    expect(report.context[REPORT_CONTEXT_LINES].text).toBe('something nasty');
    expect(report.context.at(-1).text).toBe('after 9');
  });

  it("the host of a private room mutes a player's chat in the room (and only the host, only there)", async () => {
    const host = await create(ts, { name: 'Hana', playerCount: 3, private: true });
    const code = host.json().code!;
    const loud = await joinById(ts, host.room.roomId, { name: 'Loud', code });
    const other = await joinById(ts, host.room.roomId, { name: 'Other', code });
    const mutes = heard<ChatMutesPayload>(loud, ServerMessage.chatMutes);
    const lines = heard<ChatLinePayload>(host, ServerMessage.chat);

    loud.room.send(ClientMessage.mute, { seat: 2, muted: true }); // not the host
    host.room.send(ClientMessage.mute, { seat: 0, muted: true }); // herself
    host.room.send(ClientMessage.mute, { seat: 1, muted: 'yes' });
    await waitFor(() => loud.errors.length === 1 && host.errors.length === 2, 'refusals');
    expect(loud.errors[0]!.code).toBe(ErrorCode.muteInvalid);
    expect(host.errors.map((e) => e.code)).toEqual([ErrorCode.muteInvalid, ErrorCode.badMessage]);

    host.room.send(ClientMessage.mute, { seat: 1, muted: true });
    await waitFor(() => mutes.length === 1, 'mute broadcast');
    expect(mutes[0]).toEqual({ seats: [1] });
    loud.room.send(ClientMessage.chat, { text: 'LOUD NOISES' });
    await waitFor(() => loud.errors.length === 2, 'muted chat refused');
    expect(loud.errors[1]!.code).toBe(ErrorCode.chatMuted);
    other.room.send(ClientMessage.chat, { text: 'I can talk' });
    await waitFor(() => lines.length === 1, 'other talks');
    expect(lines.map((l) => l.text)).toEqual(['I can talk']);
    // A newcomer learns who is muted.
    const late = await ts.sdk.joinById(host.room.roomId, { spectator: true, code });
    const lateMutes: ChatMutesPayload[] = [];
    late.onMessage(ServerMessage.chatMutes, (m: ChatMutesPayload) => lateMutes.push(m));
    await waitFor(() => lateMutes.length === 1, 'newcomer told');

    host.room.send(ClientMessage.mute, { seat: 1, muted: false });
    await waitFor(() => mutes.length === 2, 'unmuted');
    loud.room.send(ClientMessage.chat, { text: 'sorry' });
    await waitFor(() => lines.length === 2, 'talks again');

    // A public room's host cannot mute.
    const publicHost = await quickMatch(ts, { name: 'Pub', playerCount: 4, pace: 'fast' });
    publicHost.room.send(ClientMessage.mute, { seat: 1, muted: true });
    await waitFor(() => publicHost.errors.length === 1, 'refused');
    expect(publicHost.errors[0]!.code).toBe(ErrorCode.muteInvalid);
  });
});
