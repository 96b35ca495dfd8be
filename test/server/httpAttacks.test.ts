// The second attack round on HTTP, as an attacker with curl would try it. Each test failed on the
// code before its fix: the late oversized body ended the process (ERR_HTTP_HEADERS_SENT), other
// spellings of /matchmake created rooms past the limit, bad JSON answered 200, HSTS went out over
// plain HTTP, and 1,000 idle connections from one address stayed open.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { bootServer, sleep, waitFor, type TestServer } from './harness.js';
import { freePort, ServerProcess } from '../support/serverProcess.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';

/** Sends `head`, waits, then a body chunk; resolves with everything the server answered. */
export function rawRequest(port: number, head: string, body: string, pauseMs = 200): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      setTimeout(() => socket.writable && socket.write(body), pauseMs);
    });
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    setTimeout(() => socket.destroy(), pauseMs + 2000);
  });
}

const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;

describe('a late oversized body outside /api and /matchmake (a real server process)', async () => {
  const available = await postgresAvailable();
  it.skipIf(!available)(
    'is refused with 413, and the process goes on serving',
    async () => {
      const db = await freshDatabase();
      const port = await freePort();
      const server = await ServerProcess.start(port, { DATABASE_URL: db.url, MAX_BODY_BYTES: '1024' });
      try {
        const big = 'x'.repeat(20_000);
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
          for (const path of ['/', '/nowhere', '/api/rooms', '/healthz']) {
            const expect100 = await rawRequest(
              port,
              `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n`,
              chunk(big),
            );
            const paused = await rawRequest(
              port,
              `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n`,
              chunk(big) + chunk(big) + '0\r\n\r\n',
            );
            for (const answer of [expect100, paused]) expect(answer).toMatch(/HTTP\/1\.1 (413|404)/);
          }
        }
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        expect(server.lines.filter((l) => l.event === 'fatal')).toEqual([]);
      } finally {
        await server.kill('SIGKILL');
        await db.drop();
      }
    },
    60_000,
  );
});

describe('HTTP paths and answers', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ roomsPerMinute: 3, joinsPerMinute: 1000, trustProxy: ['loopback'] });
  });
  afterAll(async () => ts.shutdown());

  const post = (path: string, body: string) =>
    fetch(ts.httpUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
  const roomCount = () => matchMaker.stats.local.roomCount;

  it('reaches the matchmaker only through /matchmake/…: other spellings create nothing and the limit holds', async () => {
    const create = JSON.stringify({ playerCount: 2, name: 'Spam' });
    const before = roomCount();
    for (const path of ['/x/matchmake/create/', '//matchmake/create/', '/api/matchmake/create/', '/MATCHMAKE/create/']) {
      const r = await post(path + ROOM_NAME, create);
      expect(r.status, path).toBe(404);
    }
    expect(roomCount()).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(`/matchmake/create/${ROOM_NAME}`, create)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(roomCount()).toBe(before + 3);
    await ts.cleanup();
  });

  it('answers a body that is not a JSON object with 400 and a code, and unknown methods with 404', async () => {
    const bad = await post(`/matchmake/join/${ROOM_NAME}`, '{"playerCount": 2,');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ code: 'bad_json' });
    expect(bad.text).not.toMatch(/JSON at position|Unexpected/);
    const array = await post(`/matchmake/join/${ROOM_NAME}`, '[1,2]');
    expect(array.status).toBe(400);
    expect(JSON.parse(array.text)).toMatchObject({ code: 'bad_options' });
    const unknown = await post(`/matchmake/destroyEverything/${ROOM_NAME}`, '{}');
    expect(unknown.status).toBe(404);
    const get = await fetch(`${ts.httpUrl}/matchmake/create/${ROOM_NAME}`, { method: 'PUT', body: '{}' });
    expect(get.status).toBe(405);
  });

  it('sends HSTS only when the request came over HTTPS (here: through a trusted proxy that says so)', async () => {
    const plain = await fetch(`${ts.httpUrl}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${ts.httpUrl}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('connections per address', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ connectionsPerAddress: 20, idleConnectionSeconds: 1 });
  });
  afterAll(async () => ts.shutdown());

  it('closes connections past the cap at once, and idle ones after IDLE_CONNECTION_SECONDS; the address is served again after', async () => {
    const port = Number(new URL(ts.httpUrl).port);
    const sockets = Array.from({ length: 60 }, () => {
      const s = net.connect(port, '127.0.0.1');
      const state = { closedAt: 0 };
      s.on('error', () => undefined);
      s.on('close', () => (state.closedAt = Date.now()));
      return state;
    });
    const start = Date.now();
    await waitFor(() => sockets.filter((s) => s.closedAt > 0).length >= 40, 'connections past the cap closed', 900);
    await waitFor(() => sockets.every((s) => s.closedAt > 0), 'idle connections closed', 5000);
    const last = Math.max(...sockets.map((s) => s.closedAt)) - start;
    expect(last).toBeGreaterThanOrEqual(900);
    await sleep(50);
    expect((await ts.get('/healthz')).status).toBe(200);
  });
});

describe('request bodies under the limit', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ maxBodyBytes: 1024 });
  });
  afterAll(async () => ts.shutdown());

  it('refuses a streamed body over MAX_BODY_BYTES on the API with 413, and keeps a body under it for a reader that comes after an await', async () => {
    const port = Number(new URL(ts.httpUrl).port);
    const big = 'x'.repeat(4000);
    const answer = await rawRequest(
      port,
      'POST /api/matches/mine HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      chunk(big) + '0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    // Head and body in one write: the body is there before the API's reader is (after the rate limit).
    const small = await rawRequest(
      port,
      'POST /api/matches/mine HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
        chunk('{"games":[]}') +
        '0\r\n\r\n',
      '',
    );
    expect(small).toMatch(/^HTTP\/1\.1 200/);
    expect(small).toContain('"matches":[]');
  });
});
